package study

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	course "rollout/learn"
	"rollout/ui/components/tree"
	"rollout/ui/uitest"
)

// settle runs cmd and the Cmds its messages return, delivering each
// message to the screen as the program would, until none is left (each
// Cmd is given uitest.Patience: a comparison's search under -race on a
// loaded machine takes seconds).
func settle(t *testing.T, m Model, cmd tea.Cmd) Model {
	t.Helper()
	queue := []tea.Cmd{cmd}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		if c == nil {
			continue
		}
		got := make(chan tea.Msg, 1)
		go func() { got <- c() }()
		var msg tea.Msg
		select {
		case msg = <-got:
		case <-time.After(uitest.Patience):
			t.Fatalf("a Cmd did not return within %v", uitest.Patience)
		}
		switch msg := msg.(type) {
		case nil:
		case tea.BatchMsg:
			queue = append(queue, msg...)
		default:
			var next tea.Cmd
			m, next = send(m, msg)
			queue = append(queue, next)
		}
	}
	return m
}

// line returns the first line of view holding every one of subs, "" if
// none does.
func line(view string, subs ...string) string {
	for _, l := range strings.Split(view, "\n") {
		ok := true
		for _, s := range subs {
			ok = ok && strings.Contains(l, s)
		}
		if ok {
			return l
		}
	}
	return ""
}

// At 80x24 the table had room for 7 of tic-tac-toe's 9 moves and said
// nothing of the other two; chess's table cut 19 of 32. Now the last row
// says how many are left out, pgdn scrolls to them, and the first row of
// a scrolled table says how many are above: every move can be seen.
func TestStudyTableSaysHiddenRowsAndScrolls(t *testing.T) {
	m, _ := open(t, "tictactoe", "", "uct", 80, 24)
	m, _ = press(m, "I")
	view := m.View()
	more := regexp.MustCompile(`… (\d+) more \(pgdn\)`).FindStringSubmatch(view)
	if more == nil {
		t.Fatalf("the table does not say rows are hidden:\n%s", view)
	}
	seen := map[string]bool{}
	for range 5 {
		for _, r := range m.f.snap.Moves {
			if line(m.paneView(m.layout().rightW, m.layout().paneH), r.Text+" ") != "" {
				seen[r.Text] = true
			}
		}
		m, _ = press(m, "pgdown")
	}
	if len(seen) != len(m.f.snap.Moves) {
		t.Fatalf("pgdn showed %d of the %d moves: %v", len(seen), len(m.f.snap.Moves), seen)
	}
	if !strings.Contains(m.View(), "above (pgup)") || strings.Contains(m.View(), "more (pgdn)") {
		t.Fatalf("scrolled to the end, the table does not say what is above:\n%s", m.View())
	}
	m, _ = press(m, "pgup", "pgup", "pgup")
	if strings.Contains(m.View(), "above (pgup)") {
		t.Fatalf("pgup did not come back to the top:\n%s", m.View())
	}
	uitest.CheckFits(t, "scrolled table", m.View(), 80, 24)
}

// tableWindow keeps rows and notes within the room, at every scroll.
func TestTableWindow(t *testing.T) {
	for n := 0; n < 12; n++ {
		for room := 1; room < 10; room++ {
			for top := 0; top < 14; top++ {
				first, shown := tableWindow(n, room, top)
				lines := shown
				if first > 0 {
					lines++
				}
				if first+shown < n {
					lines++
				}
				if first < 0 || shown < 0 || first+shown > n || lines > max(room, 1) && !(room < 2 && shown == 0) {
					t.Fatalf("n %d room %d top %d: first %d shown %d, %d lines", n, room, top, first, shown, lines)
				}
			}
		}
	}
}

// A proven node is passed by whatever its UCB, so the tree and the table
// show "proof" in its UCB column: at x1o/2x/xo1 o, 2000 uct iterations,
// the tree read "b2 … 2.25 loss" beside the visited "a2 … 0.08 draw", as
// if selection had passed over the highest UCB.
func TestStudyProvenMarkedInUCBColumns(t *testing.T) {
	m, _ := open(t, "tictactoe", "x1o/2x/xo1 o", "flat", 100, 30)
	m, _ = press(m, "ctrl+p", "ctrl+p")
	if m.cfg.Player != "uct" {
		t.Fatalf("p p studies %s, want uct", m.cfg.Player)
	}
	for range 20 {
		m, _ = press(m, "I")
	}
	view := m.View()
	for _, mv := range []string{"b2", "b3", "c1"} {
		rows := 0
		for _, l := range strings.Split(view, "\n") {
			if strings.Contains(l, " "+mv+" ") && strings.Contains(l, "loss") {
				rows++
				if !strings.Contains(l, tree.ProofWord) {
					t.Errorf("proven %s shows no %q: %q", mv, tree.ProofWord, l)
				}
			}
		}
		if rows < 2 {
			t.Errorf("%s: %d rows (tree and table) found:\n%s", mv, rows, view)
		}
	}
	if l := line(view, " a2 ", "draw"); strings.Contains(l, tree.ProofWord) || !strings.Contains(l, ".") {
		t.Errorf("the open a2 lost its UCB: %q", l)
	}
}

// When UCB1 ties, the panel says that the first of equals was taken
// (Level.Tied): "a3 3.15* a1 3.15 b1 3.15" said nothing of why a3.
func TestStudyTieNote(t *testing.T) {
	m, _ := open(t, "tictactoe", "", "uct", 100, 30)
	for i := 0; i < 400; i++ {
		m, _ = press(m, "n")
		ev := m.last
		if ev.Phase != engine.PhaseSelect {
			continue
		}
		for _, lv := range ev.Select.Levels {
			if lv.Tied < 2 {
				continue
			}
			view := strings.Join(strings.Fields(m.View()), " ")
			if !strings.Contains(view, fmt.Sprintf("tie: %d share the top UCB; the first, %s, is taken", lv.Tied, lv.Children[lv.Chosen].Move)) {
				t.Fatalf("iteration %d: a tie of %d, and the panel says nothing of it:\n%s", ev.Iteration, lv.Tied, view)
			}
			return
		}
	}
	t.Fatal("no tie in 100 iterations: the test checks nothing")
}

// The comparison's budget is the study's own iterations once there are
// 1000, so its uct is the study's search and stars the status line's
// best; before that it says plainly that its budget differs. (At 501
// iterations it said "1000 rollouts each" and starred b2 beside "best
// a1".) It says when the study has moved on since it ran.
func TestStudyCompareAgreesWithStatus(t *testing.T) {
	m, _ := open(t, "tictactoe", "", "uct", 100, 30)
	m, _ = press(m, "I", "I", "I", "I", "I", "I", "I", "I", "I", "I", "I")
	m, cmd := press(m, "g", "g", "g")
	m = settle(t, m, cmd)
	c := m.compare
	if c == nil || c.budget != m.f.iter {
		t.Fatalf("comparison %+v at %d iterations", c, m.f.iter)
	}
	if c.uct.MoveText != m.f.snap.BestText {
		t.Fatalf("the comparison's uct plays %s, the status line's best is %s", c.uct.MoveText, m.f.snap.BestText)
	}
	if !strings.Contains(m.View(), "flat vs uct, 1100 rollouts each") {
		t.Fatalf("budget not shown:\n%s", m.View())
	}
	m, _ = press(m, "i")
	if !strings.Contains(m.View(), "Run when the study was at 1100 iterations") {
		t.Fatalf("a stale comparison says nothing:\n%s", m.View())
	}
	m, cmd = press(m, "g", "g", "g", "g")
	m = settle(t, m, cmd)
	if m.compare == nil || m.compare.budget != 1101 {
		t.Fatalf("coming back to the pane did not run it again: %+v", m.compare)
	}

	small, _ := open(t, "tictactoe", "", "uct", 100, 30)
	small, _ = press(small, "i")
	small, cmd = press(small, "g", "g", "g")
	small = settle(t, small, cmd)
	if !strings.Contains(small.View(), "this runs 1000") {
		t.Fatalf("a budget other than the study's is not explained:\n%s", small.View())
	}
}

// When flat and uct choose differently the comparison says so, and
// which one the solver sides with (a long Connect Four run ended with
// uct on c, a draw, flat's star on d, a win, and no word about it).
func TestStudyCompareSaysWhoIsFooled(t *testing.T) {
	m, _ := open(t, "tictactoe", "", "uct", 100, 30)
	m, _ = press(m, "I", "I", "I", "I", "I", "I", "I", "I", "I", "I")
	c := &compareResult{budget: 1000, iters: 1000}
	c.flat.MoveText, c.uct.MoveText = "d", "c"
	notes := strings.Join(m.compareNotes(c, map[string]int8{"d": 1, "c": 0}), " ")
	if !strings.Contains(notes, "flat plays d (win), uct c (draw)") || !strings.Contains(notes, "sides with flat") {
		t.Fatalf("notes: %q", notes)
	}
	if notes := m.compareNotes(c, map[string]int8{"d": 0, "c": 0}); len(notes) != 0 {
		t.Fatalf("two equal moves get a note: %q", notes)
	}
	c.uct.MoveText = "d"
	if notes := m.compareNotes(c, nil); len(notes) != 0 {
		t.Fatalf("agreeing players get a note: %q", notes)
	}
}

// Small terminals lose whole fields, never half a word or the
// iteration's number: at 80x24 the header read "next: backpropagat", at
// 60x20 "…uniform iteration 11" at iteration 1158593; and where there is
// no room for the tree it says so.
func TestStudySmallSizesCutWholeWords(t *testing.T) {
	cut := regexp.MustCompile(`next: (\w+)`)
	for _, sz := range [][2]int{{80, 24}, {60, 20}, {48, 16}, {40, 14}} {
		m, _ := open(t, "tictactoe", "", "uct", sz[0], sz[1])
		m, _ = press(m, "I")
		for range 3 {
			m, _ = press(m, "n")
		}
		title := strings.Split(m.View(), "\n")[0]
		if !strings.Contains(title, "iteration 101") {
			t.Errorf("%dx%d: the header lost the iteration: %q", sz[0], sz[1], title)
		}
		if g := cut.FindStringSubmatch(title); g != nil && g[1] != "backpropagate" {
			t.Errorf("%dx%d: the header cuts the phase: %q", sz[0], sz[1], title)
		}
		status := strings.Split(m.View(), "\n")[sz[1]-3]
		if !strings.HasPrefix(status, "root visits 100") || strings.Contains(status, "…") && !strings.HasSuffix(status, "…") {
			t.Errorf("%dx%d: status line %q", sz[0], sz[1], status)
		}
		view := m.View()
		if !strings.Contains(view, "tree") {
			t.Errorf("%dx%d: no tree and no word about it:\n%s", sz[0], sz[1], view)
		}
		uitest.CheckFits(t, "study", view, sz[0], sz[1])
	}
	m, _ := open(t, "tictactoe", "", "uct", 60, 20)
	m.step.s.Run(1158592)
	m.capture()
	if title := strings.Split(m.View(), "\n")[0]; !strings.Contains(title, "iteration 1158593") {
		t.Errorf("60x20: %q", title)
	}
}

// The rb estimator's fractional values are shown as they are added: the
// panel said "rb scores it +0.500" and then "+0" in the adds column.
func TestStudyRBAddsFractions(t *testing.T) {
	m, _ := open(t, "tictactoe", "", "uct", 100, 30)
	m, _ = press(m, "e")
	if m.cfg.Estimator != engine.RaoBlackwell {
		t.Fatalf("e gave %v", m.cfg.Estimator)
	}
	for i := 0; i < 400; i++ {
		m, _ = press(m, "n")
		ev := m.last
		if ev.Phase != engine.PhaseBackprop || ev.Backprop.Result == float64(int(ev.Backprop.Result)) {
			continue
		}
		want := engine.FormatValue(ev.Backprop.Nodes[len(ev.Backprop.Nodes)-1].Added)
		if l := line(m.View(), " "+want+" "); l == "" {
			t.Fatalf("iteration %d adds %s, not on screen:\n%s", ev.Iteration, want, m.View())
		}
		return
	}
	t.Fatal("no fractional rb value in 100 iterations")
}

// `?` shows the keys and then the glossary, a page at a time at 80x24:
// every term of the glossary is on some page with its docs/study.md
// section, every page fits, pgup comes back and esc closes the help
// before it leaves the screen.
func TestStudyHelpShowsGlossaryPaged(t *testing.T) {
	for _, sz := range [][2]int{{80, 24}, {100, 30}, {160, 45}} {
		m, _ := open(t, "tictactoe", "", "uct", sz[0], sz[1])
		m, _ = press(m, "?")
		var all strings.Builder
		pages := 0
		for prev := ""; ; pages++ {
			view := m.View()
			if view == prev {
				break
			}
			uitest.CheckFits(t, "help page", view, sz[0], sz[1])
			all.WriteString(view + "\n")
			prev = view
			m, _ = press(m, "pgdown")
		}
		text := strings.Join(strings.Fields(all.String()), " ")
		if !strings.Contains(text, "next phase") {
			t.Errorf("%dx%d: no keys in the help", sz[0], sz[1])
		}
		for _, g := range course.Glossary {
			if !strings.Contains(text, m.termText(g)+" "+strings.Fields(m.asciiText(g.Means))[0]) || !strings.Contains(text, "["+g.Section+"]") {
				t.Errorf("%dx%d: term %q or its section %q not in the help", sz[0], sz[1], g.Term, g.Section)
			}
		}
		if sz[0] == 80 && pages < 2 {
			t.Errorf("80x24: %d pages", pages)
		}
		m, _ = press(m, "pgup")
		m, cmd := press(m, "esc")
		if cmd != nil || m.help.ShowAll {
			t.Errorf("%dx%d: esc did not close the help first", sz[0], sz[1])
		}
	}
}

// At 100x30 the chart had five rows for -1..+1; it now takes more of
// the column than the table does, so its lines can be told apart.
func TestStudyChartRowsAt100x30(t *testing.T) {
	m, _ := open(t, "tictactoe", "", "uct", 100, 30)
	m, _ = press(m, "I", "I", "I", "I", "I", "g")
	rows := 0
	for _, l := range strings.Split(m.View(), "\n") {
		if strings.Contains(l, "|") && !strings.Contains(l, " |- ") && !strings.Contains(l, "root visits") {
			rows++
		}
	}
	if rows < 9 {
		t.Fatalf("the chart has %d rows at 100x30:\n%s", rows, m.View())
	}
	uitest.CheckFits(t, "chart", m.View(), 100, 30)
}

// The comparison's budget is the study's iterations between 1000 and
// compareCap: a run of millions is compared on compareCap rollouts, and
// the pane says so rather than keep the learner waiting for minutes.
func TestCompareBudgetFor(t *testing.T) {
	for _, tc := range []struct{ iters, want int64 }{
		{0, compareBudget}, {500, compareBudget}, {1100, 1100}, {compareCap, compareCap}, {14291456, compareCap},
	} {
		if got := compareBudgetFor(tc.iters); got != tc.want {
			t.Errorf("compareBudgetFor(%d) = %d, want %d", tc.iters, got, tc.want)
		}
	}
	m, _ := open(t, "tictactoe", "", "uct", 100, 30)
	m.step.s.Run(compareCap + 5)
	m.capture()
	m.compare = &compareResult{budget: compareCap, iters: m.f.iter}
	if notes := strings.Join(m.compareNotes(m.compare, nil), " "); !strings.Contains(notes, fmt.Sprintf("this runs %d", compareCap)) {
		t.Fatalf("a capped budget is not explained: %q", notes)
	}
}

// At 80x24 the first screen wrapped "walk down the tree by UCB" and left
// "UCB" on a line of its own; every phase's line is now whole at the
// narrowest left column, for each kind of player.
func TestStudyFirstScreenPhasesWhole(t *testing.T) {
	for _, player := range []string{"uct", "uct-roulette", "flat"} {
		m, _ := open(t, "tictactoe", "", player, 80, 24)
		view := m.View()
		for _, phase := range []string{"1 select", "2 expand", "3 simulate", "4 backprop"} {
			l := line(view, phase)
			if l == "" || strings.HasSuffix(strings.TrimSpace(l), "…") {
				t.Fatalf("%s: the line of %q is missing or cut:\n%s", player, phase, view)
			}
		}
		for _, l := range strings.Split(view, "\n") {
			if w := strings.Fields(l); len(w) == 1 && (w[0] == "UCB" || w[0] == "path") {
				t.Fatalf("%s: a word on a line of its own:\n%s", player, view)
			}
		}
	}
}

// The '!' rule the glossary teaches: the search's preferred move is
// marked when the solver knows a better move beside it, from a sibling's
// value or from the node's own. A move with 94% of the visits and a
// proven loss went unmarked while its siblings had no value yet, though
// the position was known to be drawn.
func TestStudyFooledMarkNeedsOneBetterMove(t *testing.T) {
	kids := func(exact ...int8) []tree.Item {
		var out []tree.Item
		for i, v := range exact {
			it := tree.Item{Text: fmt.Sprint("m", i), N: int64(100 - 94*min(i, 1) - i), Mean: -0.2, StdErr: 0.1}
			if i == 0 { // its mean told apart from every other's
				it.N, it.Mean, it.StdErr = 94, 0.5, 0.05
			}
			if v != 9 { // 9: no value yet
				it.Exact, it.HasExact = v, true
			}
			out = append(out, it)
		}
		return out
	}
	for _, tc := range []struct {
		name  string
		exact []int8
		best  int8 // the node's value for the side choosing
		known bool
		want  bool
	}{
		{"loss, siblings unknown, node drawn", []int8{-1, 9, 9}, 0, true, true},
		{"loss, one sibling drawn, others unknown", []int8{-1, 9, 0, 9}, 0, false, true},
		{"loss, siblings unknown, node unknown", []int8{-1, 9, 9}, 0, false, false},
		{"loss, node lost too", []int8{-1, 9, -1}, -1, true, false},
		{"draw, a sibling wins", []int8{0, -1, 1}, 0, false, true},
		{"the best move", []int8{1, 9, 0}, 1, true, false},
		{"no value for the preferred move", []int8{9, -1, 1}, 1, true, false},
	} {
		it := &tree.Item{Children: kids(tc.exact...)}
		markDisagreement(it, "", tc.best, tc.known)
		if got := it.Children[0].Disagree; got != tc.want {
			t.Errorf("%s: marked %v, want %v", tc.name, got, tc.want)
		}
	}
	if g := course.Glossary; !strings.Contains(fmt.Sprint(g), "the solver knows a better move") || !strings.Contains(fmt.Sprint(g), "told apart") {
		t.Error("the glossary's '!' does not teach the rule the screen follows")
	}
}

// The board grows as the play screen's does, while the phase panel and
// the right column stay roomy: it never grew past its smallest size,
// even at 160x45.
func TestStudyBoardScalesWithRoom(t *testing.T) {
	for _, tc := range []struct {
		variant string
		w, h    int
		grows   bool
	}{
		{"tictactoe", 80, 24, false}, {"tictactoe", 100, 32, false}, {"tictactoe", 120, 40, true},
		{"tictactoe", 160, 45, true}, {"connect4", 120, 40, true}, {"chess", 120, 40, false}, {"chess", 160, 45, true},
	} {
		m, _ := open(t, tc.variant, "", "uct", tc.w, tc.h)
		m, _ = press(m, "i")
		w, h := m.surface.Size()
		mw, mh := m.surface.MinSize()
		if grown := w > mw && h > mh; grown != tc.grows {
			t.Errorf("%s at %dx%d: board %dx%d, smallest %dx%d; want grown %v", tc.variant, tc.w, tc.h, w, h, mw, mh, tc.grows)
		}
		view := m.View()
		uitest.CheckFits(t, tc.variant, view, tc.w, tc.h)
		if !strings.Contains(view, "Iteration 1, 4/4 backprop") {
			t.Errorf("%s at %dx%d: the phase panel is missing:\n%s", tc.variant, tc.w, tc.h, view)
		}
	}
}

// At 80x24 the flat-vs-uct pane showed 2 of tic-tac-toe's 9 moves and
// pgdn said "pgup and pgdn scroll the table". It now has the chart's
// room and scrolls as the table does: paging down and back shows every
// move, and no frame is taller or wider than the terminal.
func TestStudyCompareScrolls(t *testing.T) {
	m, _ := open(t, "tictactoe", "", "uct", 80, 24)
	m, _ = press(m, "I", "I", "I")
	m, cmd := press(m, "g", "g", "g")
	m = settle(t, m, cmd)
	if m.compare == nil || len(m.compare.uct.Moves) != 9 {
		t.Fatalf("comparison %+v", m.compare)
	}
	seen := map[string]bool{}
	look := func() {
		t.Helper()
		view := m.View()
		uitest.CheckFits(t, "compare 80x24", view, 80, 24)
		for _, mv := range m.compare.uct.Moves {
			if regexp.MustCompile(`(?m)^.{38}` + mv.Text + ` +\d+%`).MatchString(view) {
				seen[mv.Text] = true
			}
		}
	}
	look()
	if len(seen) < 4 {
		t.Fatalf("the pane shows %d moves at first:\n%s", len(seen), m.View())
	}
	for range 4 {
		m, _ = press(m, "pgdown")
		if m.err {
			t.Fatalf("pgdn refused: %s", m.msg)
		}
		look()
	}
	if len(seen) != 9 || !strings.Contains(m.View(), "above (pgup)") {
		t.Fatalf("paging down showed %d of 9 moves:\n%s", len(seen), m.View())
	}
	m, _ = press(m, "pgup", "pgup", "pgup", "pgup")
	if m.compareTop != 0 || strings.Contains(m.View(), "above (pgup)") {
		t.Fatalf("pgup does not come back to the top: %d\n%s", m.compareTop, m.View())
	}
}

// '!' needs the means told apart (engine.ToldApart): a losing move
// visited once, beside a drawing sibling never visited, was marked
// "loss!" as though the search preferred it; so were 13 visits at
// +0.000 beside a better move's 8 at -0.250, means no closer to told
// apart than their standard errors.
func TestStudyFooledMarkNeedsMeansToldApart(t *testing.T) {
	for _, tc := range []struct {
		name string
		pick tree.Item // exact -1: a loss
		sib  tree.Item // exact 0: a draw
		want bool
	}{
		{"1 visit against 0", tree.Item{N: 1, Mean: 1}, tree.Item{}, false},
		{"1 visit against 1", tree.Item{N: 2, Mean: 1}, tree.Item{N: 1, Mean: -1}, false},
		{"not told apart", tree.Item{N: 13, Mean: 0, StdErr: 0.27}, tree.Item{N: 8, Mean: -0.25, StdErr: 0.31}, false},
		{"told apart", tree.Item{N: 286, Mean: -0.035, StdErr: 0.05}, tree.Item{N: 285, Mean: -0.3, StdErr: 0.05}, true},
	} {
		tc.pick.Text, tc.pick.Exact, tc.pick.HasExact = "p", -1, true
		tc.sib.Text, tc.sib.Exact, tc.sib.HasExact = "s", 0, true
		it := &tree.Item{Children: []tree.Item{tc.pick, tc.sib}}
		markDisagreement(it, "", 0, true)
		if got := it.Children[0].Disagree; got != tc.want {
			t.Errorf("%s: marked %v, want %v", tc.name, got, tc.want)
		}
		// The same by the node's value alone, the sibling not yet valued.
		it.Children[1].HasExact = false
		it.Children[0].Disagree = false
		markDisagreement(it, "", 0, true)
		if got := it.Children[0].Disagree; got != tc.want {
			t.Errorf("%s, by the node's value: marked %v, want %v", tc.name, got, tc.want)
		}
	}
}

// The message line takes the screen's width: at 160 columns x's
// 80-column note is said whole; at 60 the screen's last guard cut it
// mid-word ("... will do befo") with no sign of more: it is cut at a
// word, ending in "…".
func TestStudyMessageTakesTheWidth(t *testing.T) {
	const note = "Predict mode: n asks what select, expand and backprop will do before showing it"
	for _, c := range []struct {
		w    int
		want string
	}{
		{160, note},
		{100, note},
		{60, "Predict mode: n asks what select, expand and backprop will…"},
		{40, "Predict mode: n asks what select…"},
	} {
		m, _ := open(t, "tictactoe", "", "uct", c.w, 24)
		m, _ = press(m, "x")
		lines := strings.Split(m.View(), "\n")
		if got := lines[len(lines)-2]; got != c.want {
			t.Errorf("at %d columns the message line reads %q, want %q", c.w, got, c.want)
		}
	}
}
