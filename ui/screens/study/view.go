package study

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/x/ansi"

	"rollout/engine"
	"rollout/ui/kit"
)

// studyLayout places the study screen's components: the board and the
// phase panel in the left column, the tree above the pane (table, chart
// or comparison) in the right one. On a narrow terminal the right column
// goes and the tree takes the phase panel's place below the board.
type studyLayout struct {
	tooSmall       bool
	needW, needH   int
	boardW, boardH int
	leftW, phaseH  int
	rightX, rightW int
	treeH, paneH   int
	bodyH, helpH   int
	helpPage       bool // the full help drawn in the body's place (kit.HelpPage)
	narrow         bool
}

const (
	minStudyWidth  = 40
	minStudyHeight = 14
	minLeftWidth   = 36
	minRightWidth  = 34
	// A board larger than the smallest must leave the phase panel
	// roomyPhase rows and the tree and table roomyRight columns (the
	// play screen's roomy panel): at 100x30 the board stays small, at
	// 120x40 tic-tac-toe's and Connect Four's grow, at 160x45 chess's.
	roomyPhase = 14
	roomyRight = 64
)

func (s Model) layout() studyLayout {
	l := studyLayout{helpH: 1}
	l.boardW, l.boardH = s.surface.Size()
	l.needW = max(minStudyWidth, l.boardW+2)
	l.needH = max(minStudyHeight, l.boardH+8)
	if s.Width < l.needW || s.Height < l.needH {
		l.tooSmall = true
		return l
	}
	// The help (keys, then the glossary) is drawn in the body's place,
	// a page at a time.
	l.helpPage = s.help.ShowAll
	l.bodyH = s.Height - 1 - 2 - l.helpH // title; status and message; help
	l.leftW = max(minLeftWidth, l.boardW+1, s.Width*2/5)
	if s.Width-l.leftW-2 >= 50 {
		l.leftW += 2 // a little more for the phase panel's prose
	}
	l.rightX = l.leftW + 2
	l.rightW = s.Width - l.rightX
	if l.rightW < minRightWidth {
		l.narrow = true
		l.leftW, l.rightW, l.rightX = s.Width, 0, s.Width
	}
	l.phaseH = l.bodyH - l.boardH - 1
	if l.narrow {
		// Below the board: the phase panel, then the tree.
		l.treeH = l.phaseH / 2
		l.phaseH -= l.treeH
		return l
	}
	l.treeH = max(4, l.bodyH*11/20)
	if s.pane == paneChart || s.pane == paneShares || s.pane == paneCompare {
		// A chart needs rows to tell lines apart (five for -1..+1 at
		// 100x30 were too few), the comparison rows for its notes and
		// its moves (2 of 9 at 80x24): they take more of the column
		// than a table.
		l.treeH = max(4, l.bodyH*2/5)
	}
	l.paneH = l.bodyH - l.treeH - 1
	return l
}

// View draws the study screen. At 80x24, colour off, tic-tac-toe after
// one phase (testdata/TestStudyGolden holds whole frames):
//
//	Study  Tic-tac-toe  uct c=1.41 plain seed 1   iteration 1, next: expand
//	  3  .  .  .                          tree           visits    mean ...
//	  2  .  .  .                           root               0
//	  1  .  .  .                          ...
//	     a  b  c
//
//	Iteration 1, 1/4 select
//	The root still has a move with no node:
//	...
//	root visits 0 | 0 nodes | heat off | paused
//	message
//	n next phase • i next iteration • ...
func (s Model) View() string {
	l := s.layout()
	if l.tooSmall {
		return kit.TooSmallAsking(s.Width, s.Height, l.needW, l.needH, s.game.Question())
	}
	if l.helpPage {
		pages := s.helpPages(s.Width, l.bodyH)
		lines := []string{s.title()}
		if len(pages) > 0 {
			lines = append(lines, pages[max(0, min(s.helpAt, len(pages)-1))]...)
		}
		for len(lines) < 1+l.bodyH {
			lines = append(lines, "")
		}
		lines = append(lines, s.statusLine(), s.messageLine(), s.helpPageKeys(len(pages)))
		return kit.FitScreen(strings.Join(lines, "\n"), s.Width, s.Height)
	}
	// While a question asks which child selection takes, the UCBs that
	// decide it are not shown: the question would read its answer off.
	s.tree.HideUCB = s.askingSelect()
	root := s.f.tree
	left, caption := s.boardLines(root)
	for len(left) < l.boardH+1 {
		left = append(left, "")
	}
	if caption == "" {
		caption = lineCaption(s.line, l.leftW)
	}
	if left[l.boardH] == "" {
		left[l.boardH] = s.Styles.Dim.Render(kit.FitLine(caption, l.leftW))
	}
	pp := phasePanel{styles: s.Styles, ascii: s.tree.ASCII, v: s.v, replay: s.replay, rootSide: s.root.ToMove(),
		player: s.player(), estimator: s.cfg.Estimator, by: selectBy(s.cfg)}
	panel := pp.View(s.last, s.f.iter, l.leftW, l.phaseH)
	if s.pr.q != nil {
		panel = fitPanel(s.Styles, s.questionLines(s.pr.q, l.leftW), l.leftW, l.phaseH)
	}
	left = append(left, strings.Split(panel, "\n")...)
	var right []string
	if l.narrow {
		for len(left) < l.boardH+1+l.phaseH {
			left = append(left, "")
		}
		left = append(left, strings.Split(s.tree.View(root), "\n")...)
	} else {
		right = strings.Split(s.tree.View(root), "\n")
		for len(right) < l.treeH+1 {
			right = append(right, "")
		}
		right = append(right, strings.Split(s.paneView(l.rightW, l.paneH), "\n")...)
	}
	lines := []string{s.title()}
	for i := range l.bodyH {
		row := ""
		if i < len(left) {
			row = ansi.Truncate(left[i], l.leftW, "")
		}
		if i < len(right) {
			row = kit.PadRight(row, l.rightX) + right[i]
		}
		lines = append(lines, row)
	}
	lines = append(lines, s.statusLine(), s.messageLine(), kit.ShortHelp(s.help, s.ShortHelp(), s.Width))
	return kit.FitScreen(strings.Join(lines, "\n"), s.Width, s.Height)
}

// lineCaption says under the board which moves led to the study's
// position from its game's start (a PGN file's, -moves'), in w columns:
// "after e4 e5 Nf3 Nc6", or when they do not fit the last of them,
// "after 31 plies: … Qxe5 Rd1" (plies, not moves: the game's move list
// numbers 31 plies as 16 moves). "" when there are none.
func lineCaption(line []string, w int) string {
	if len(line) == 0 {
		return ""
	}
	all := "after " + strings.Join(line, " ")
	if ansi.StringWidth(all) <= w {
		return all
	}
	head := fmt.Sprintf("after %d plies: …", len(line))
	tail := ""
	for i := len(line) - 1; i >= 0; i-- {
		next := " " + line[i] + tail
		if ansi.StringWidth(head+next) > w {
			break
		}
		tail = next
	}
	return head + tail
}

// messageLine is the message, styled by its kind, in the screen's
// width: a message wider is cut at a word, ending in "…" (kit.FitLine),
// where the screen's last guard cut it mid-word with no sign of more.
func (s Model) messageLine() string {
	msg := kit.FitLine(s.msg, s.Width)
	if s.err {
		return s.Styles.Error.Render(msg)
	}
	return s.Styles.Info.Render(msg)
}

// title is the top line: the game (and the game's clock while it runs
// behind the study: clock.go), the player and its settings, and where
// the search stands.
func (s Model) title() string {
	set := []string{s.cfg.Player}
	if s.player().SelectsByUCB {
		set = append(set, selectionFields(s.cfg)...)
	}
	set = append(set, s.cfg.Estimator.String(), s.cfg.Policy.String())
	iter := fmt.Sprintf("iteration %d", s.f.iter+1)
	next := "next: " + s.f.next.String()
	// Narrower terminals lose whole fields, the least needed first (the
	// policy, the estimator, c, the game), never the iteration's number
	// or half a word: "…uniform iteration 11" at iteration 1158593 and
	// "next: backpropagat" misled.
	type form struct {
		head     string
		settings int
		next     bool
	}
	head := "Study  " + s.v.Title
	// The game's running clock, over a game (t), goes with the head,
	// whole: the time spent here is the person's (clock.go).
	clock := s.game.ClockText(s.clockNow())
	withClock := func(h string) string {
		switch {
		case clock == "":
			return h
		case h == "":
			return clock
		}
		return h + "  " + clock
	}
	forms := []form{{withClock(head), len(set), true}}
	for k := len(set) - 1; k >= 1; k-- {
		forms = append(forms, form{withClock(head), k, true})
	}
	forms = append(forms, form{withClock(s.v.Title), 1, true}, form{withClock(""), 1, true}, form{withClock(""), 0, true}, form{withClock(""), 0, false})
	for _, f := range forms {
		where := iter
		if f.next {
			where += ", " + next
		}
		rest := where
		if f.settings > 0 {
			rest = strings.Join(set[:f.settings], " ") + "   " + where
		}
		plain := rest
		if f.head != "" {
			plain = f.head + "  " + rest
		}
		if ansi.StringWidth(plain) > s.Width {
			continue
		}
		if f.head == "" {
			return s.Styles.Dim.Render(rest)
		}
		return s.Styles.Title.Render(f.head) + s.Styles.Dim.Render("  "+rest)
	}
	return s.Styles.Dim.Render(kit.FitLine(iter, s.Width))
}

// selectionFields are the title's words for what selection compares,
// named as the status lines name them (engine.Config.Knowledge): c, and
// the minimax weight and the priors' where selection adds them to UCB
// (the default player does), so that a learner can tell why the child
// taken is not the one of highest UCB; under PUCT its c in place of
// UCB1's.
func selectionFields(cfg engine.Config) []string {
	var set []string
	if strings.EqualFold(cfg.Select, engine.SelectPUCT) {
		set = append(set, fmt.Sprintf("PUCT c=%g", puctC(cfg)))
	} else {
		set = append(set, fmt.Sprintf("c=%.2f", cfg.Exploration))
	}
	if cfg.Minimax > 0 {
		set = append(set, fmt.Sprintf("minimax a=%g", cfg.Minimax))
	}
	if cfg.Prior > 0 {
		set = append(set, fmt.Sprintf("priors w=%g", cfg.Prior))
	}
	return set
}

// puctC is PUCT's c for cfg: its own, or the engine's default where 0.
func puctC(cfg engine.Config) float64 {
	if cfg.PUCT > 0 {
		return cfg.PUCT
	}
	return engine.DefaultPUCT
}

// statusLine sums up the search: the root's visits, the move the player
// would choose now, the tree's size, the heat map and the run state.
func (s Model) statusLine() string {
	run := "paused"
	if s.running {
		run = "running " + s.speedLabel()
	}
	best := s.f.snap.BestText
	if best == "" {
		best = "-"
	}
	nodes := ""
	switch n := s.f.snap.TreeNodes; {
	case n == 1: // the root alone, before the first iteration
		nodes = "1 node"
	case n > 0:
		nodes = fmt.Sprintf("%d nodes", n)
	}
	// A narrow line loses whole fields, the heat map's first.
	fields := []string{fmt.Sprintf("root visits %d", s.f.iter), "best " + best, nodes, "heat " + s.heat.String(), run}
	if s.pr.on {
		fields = append(fields, fmt.Sprintf("predict %d/%d", s.pr.right, s.pr.asked))
	}
	return fitFields(fields, " | ", s.Width, 3, 2, 4)
}

// ShortHelp lists the keys that matter now, for the help line: the
// replay's during a simulation.
func (s Model) ShortHelp() []key.Binding {
	if ev := s.last; ev != nil && ev.Phase == engine.PhaseSimulate {
		return s.keys.simulateHelp()
	}
	return s.keys.ShortHelp()
}

// FullHelp is the study's whole key help, by group.
func (s Model) FullHelp() [][]key.Binding { return s.keys.FullHelp() }
