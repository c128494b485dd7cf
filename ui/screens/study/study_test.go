package study

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/components/surface"
	"rollout/ui/enginerun"
	"rollout/ui/game"
	"rollout/ui/kit"
	"rollout/ui/nav"
	"rollout/ui/uitest"
	"rollout/variants/registry"
)

// open builds the study screen of position (the variant's start if "")
// stepped by player, at w x h, colour off, ASCII, as the root opens it
// from the command line with seed 1 (uniform rollouts, plain
// estimator). The Cmd is nil: kept so call sites read like the root's.
func open(t testing.TB, variant, position, player string, w, h int) (Model, tea.Cmd) {
	t.Helper()
	v, err := registry.Lookup(variant)
	if err != nil {
		t.Fatal(err)
	}
	pos := v.Start()
	if position != "" {
		if pos, err = v.Parse(position); err != nil {
			t.Fatal(err)
		}
	}
	st := kit.NewStyles(false, true)
	km := kit.DefaultKeyMap()
	c := kit.Common{Styles: &st, Keys: &km, ASCII: true}
	c.SetSize(w, h)
	ctx, cancel := context.WithCancel(context.Background())
	env := enginerun.Env{Ctx: ctx, Searches: &sync.WaitGroup{}, NewPlayer: engine.New}
	t.Cleanup(func() { cancel(); env.Searches.Wait() })
	cfg := engine.Config{Player: player, Seed: engine.PlayerSeed(1, pos.ToMove()), Estimator: engine.Plain,
		Policy: engine.Uniform}
	m, err := New(c, env, game.StudyConfig{Start: pos, Cfg: cfg})
	if err != nil {
		t.Fatal(err)
	}
	return m, nil
}

// send delivers one message to the screen, as the root would.
func send(m Model, msg tea.Msg) (Model, tea.Cmd) {
	s, cmd := m.Update(msg)
	return s.(Model), cmd
}

// keyMsg builds the key message a terminal would deliver for s: a named
// key ("enter", "up", "left", "esc", " ") or literal runes.
func keyMsg(s string) tea.KeyMsg { return uitest.Key(s) }

// press sends keys one by one, each followed by the stepper's work it
// starts (settleWork), and returns the last Cmd that is not such work.
func press(m Model, keys ...string) (Model, tea.Cmd) {
	var cmd tea.Cmd
	for _, k := range keys {
		m, cmd = send(m, keyMsg(k))
		m, cmd = settleWork(m, cmd)
	}
	return m, cmd
}

// settleWork runs cmd and delivers its message while it is the stepper's
// work (workDoneMsg), as the program would; any other message is handed
// back as a Cmd that returns it, so a caller can still deliver a tick or
// a comparison's end.
func settleWork(m Model, cmd tea.Cmd) (Model, tea.Cmd) {
	for cmd != nil {
		msg := cmd()
		if b, ok := msg.(tea.BatchMsg); ok {
			var rest []tea.Cmd
			for _, c := range b {
				var next tea.Cmd
				m, next = settleWork(m, c)
				rest = append(rest, next)
			}
			return m, tea.Batch(rest...)
		}
		w, ok := msg.(workDoneMsg)
		if !ok {
			return m, func() tea.Msg { return msg }
		}
		m, cmd = send(m, w)
	}
	return m, nil
}

// rootN reads the root's visits from the status line.
var rootN = regexp.MustCompile(`root visits (\d+)`)

func screenRootN(t *testing.T, m Model) int {
	t.Helper()
	got := rootN.FindStringSubmatch(m.View())
	if got == nil {
		t.Fatalf("no root visits on screen:\n%s", m.View())
	}
	n, _ := strconv.Atoi(got[1])
	return n
}

// TestStudySteps checks the stepping keys: each iteration adds one to
// the root's N on screen; four phases make an iteration for uct and
// three for flat (no expansion); +100 adds a hundred.
func TestStudySteps(t *testing.T) {
	for _, tt := range []struct {
		player string
		phases []string
	}{
		{"uct", []string{"1/4 select", "2/4 expand", "3/4 simulate", "4/4 backpropagate"}},
		{"flat", []string{"1/4 select", "3/4 simulate", "4/4 backpropagate"}},
	} {
		t.Run(tt.player, func(t *testing.T) {
			m, _ := open(t, "tictactoe", "", tt.player, 100, 32)
			for i := range 3 {
				m, _ = press(m, "i")
				if got := screenRootN(t, m); got != i+1 {
					t.Fatalf("after %d iterations the root visits on screen is %d", i+1, got)
				}
			}
			for _, ph := range tt.phases {
				before := screenRootN(t, m)
				m, _ = press(m, "n")
				if !strings.Contains(m.View(), "Iteration 4, "+ph) {
					t.Fatalf("phase %q not shown:\n%s", ph, m.View())
				}
				if want := before + strings.Count(ph, "backpropagate"); screenRootN(t, m) != want {
					t.Fatalf("after %s the root visits is %d, want %d", ph, screenRootN(t, m), want)
				}
			}
			m, _ = press(m, "I")
			if got := screenRootN(t, m); got != 104 {
				t.Fatalf("after +100 the root visits is %d, want 104", got)
			}
		})
	}
}

// TestStudyControls checks the keys that change the study: the player
// cycles through the steppable ones on the same position, exploration
// and estimator changes start over, reset empties the tree, the heat
// map cycles, and esc goes back to the setup screen.
func TestStudyControls(t *testing.T) {
	m, _ := open(t, "tictactoe", "x2/1o1/3 x", "uct", 100, 32)
	m, _ = press(m, "I")
	start := m.root.Encode()
	// p cycles through engine.Steppable in its order, from uct round to
	// uct (the list grows as players are added: default, say).
	i := slices.Index(engine.Steppable, "uct")
	for _, want := range append(slices.Clone(engine.Steppable[i+1:]), engine.Steppable[:i+1]...) {
		m, _ = press(m, "ctrl+p")
		if m.cfg.Player != want || m.f.iter != 0 || m.root.Encode() != start {
			t.Fatalf("player %q at %d iterations on %q, want %q from 0 on %q",
				m.cfg.Player, m.f.iter, m.root.Encode(), want, start)
		}
	}
	c := m.cfg.Exploration
	m, _ = press(m, ">")
	if m.cfg.Exploration <= c || !strings.Contains(m.View(), fmt.Sprintf("c=%.2f", m.cfg.Exploration)) {
		t.Fatalf("exploration %v after > from %v", m.cfg.Exploration, c)
	}
	m, _ = press(m, "<", "<")
	if m.cfg.Exploration >= c {
		t.Fatalf("exploration %v after < < from %v", m.cfg.Exploration, c)
	}
	// e steps to the next estimator (plain, rb, eval, wrapping), from
	// whichever the game's preset (engine.Config.ForGame) chose.
	before := m.cfg.Estimator
	m, _ = press(m, "e")
	// A policy that goes only with plain (light, the tic-tac-toe preset)
	// keeps it and says why.
	want := before.Next()
	if m.cfg.Policy != engine.Uniform {
		want = before
		if !strings.Contains(m.msg, "goes with the plain estimator") {
			t.Fatalf("no note on the estimator the policy needs: %q", m.msg)
		}
	}
	if m.cfg.Estimator != want || !strings.Contains(m.title(), " "+want.String()) {
		t.Fatalf("estimator %v after e from %v, title %q, note %q", m.cfg.Estimator, before, m.title(), m.msg)
	}
	m, _ = press(m, "i", "i", "r")
	if m.f.iter != 0 {
		t.Fatal("reset kept the iterations")
	}
	for _, want := range []surface.HeatMode{surface.HeatMean, surface.HeatShare, surface.HeatOff} {
		m, _ = press(m, "w")
		if m.heat != want {
			t.Fatalf("heat %v, want %v", m.heat, want)
		}
	}
	m, _ = press(m, "esc")
	if uitest.Asked(m) != (nav.LeaveStudyMsg{}) {
		t.Fatal("esc did not ask the root to leave the study for the setup screen")
	}
}

// TestStudyReplay walks a rollout ply by ply on the board and back.
func TestStudyReplay(t *testing.T) {
	m, _ := open(t, "tictactoe", "", "uct", 100, 32)
	m, _ = press(m, "n", "n", "n")
	ev := m.last
	if ev == nil || ev.Phase != engine.PhaseSimulate || len(ev.Simulate.Moves) < 2 {
		t.Fatalf("no rollout to replay: %+v", ev)
	}
	plies := len(ev.Simulate.Moves)
	for i := 1; i <= plies+1; i++ {
		m, _ = press(m, "right")
		want := min(i, plies)
		if m.replay != want || !strings.Contains(m.View(), fmt.Sprintf("Board: ply %d of %d", want, plies)) {
			t.Fatalf("after %d rights the replay is at %d, want %d", i, m.replay, want)
		}
	}
	pos, _, _ := m.shownPosition()
	if !pos.Outcome().Over() && !ev.Simulate.Capped {
		t.Fatalf("the replay's last position is not the end of the game: %s", pos.Encode())
	}
	m, _ = press(m, "left")
	if m.replay != plies-1 {
		t.Fatalf("left: replay %d", m.replay)
	}
}

// TestStudyTeaching is the lesson of the tutorial: in this tic-tac-toe
// position O must block at a2 (X has a1 and a3). Flat Monte Carlo with
// 1,000 rollouts (seed 1) prefers b2, which the solver calls lost, and
// the screen shows both (the choice and the exact value; no '!', as
// b2's mean and the block's are not told apart at this budget); uct
// with 2,000 iterations picks the block, an exact-best move.
func TestStudyTeaching(t *testing.T) {
	const lesson = "x1o/2x/xo1 o"
	m, _ := open(t, "tictactoe", lesson, "flat", 100, 32)
	for range 10 {
		m, _ = press(m, "I")
	}
	view := m.View()
	if m.f.iter != 1000 || m.f.snap.BestText != "b2" {
		t.Fatalf("flat after %d rollouts prefers %q, want b2", m.f.iter, m.f.snap.BestText)
	}
	if !strings.Contains(view, "best b2") || !regexp.MustCompile(`b2 .* loss `).MatchString(view) {
		t.Fatalf("the screen does not show flat's choice b2 and its exact loss:\n%s", view)
	}
	if !regexp.MustCompile(`a2 .* draw`).MatchString(view) {
		t.Fatalf("the screen does not show the block a2 as a draw:\n%s", view)
	}
	m, _ = press(m, "ctrl+p", "ctrl+p") // roulette, then uct
	for range 20 {
		m, _ = press(m, "I")
	}
	if m.cfg.Player != "uct" {
		t.Fatalf("player %q", m.cfg.Player)
	}
	best := m.f.snap.BestText
	if exact := m.f.exact; exact[best] != 0 || best != "a2" {
		t.Fatalf("uct after %d iterations picks %q (exact %d), want the block a2",
			m.f.iter, best, exact[best])
	}
}

// TestStudyTeachingConnectFour is the tutorial's Connect Four lesson: in
// this position flat with 2,000 rollouts (seed 1) prefers e, which the
// solver calls lost, while uct with 5,000 iterations plays d, the win.
// The exact values the screen shows depend on how much the solver proves
// within a frame's time, so only the choices are tested here.
func TestStudyTeachingConnectFour(t *testing.T) {
	m, _ := open(t, "connect4", "7/7/7/x6/oxox2x/xoxxooo o", "flat", 100, 32)
	for range 20 {
		m, _ = press(m, "I")
	}
	if got := m.f.snap.BestText; got != "e" {
		t.Fatalf("flat after %d rollouts prefers %q, want e", m.f.iter, got)
	}
	m, _ = press(m, "ctrl+p", "ctrl+p")
	for range 50 {
		m, _ = press(m, "I")
	}
	if got := m.f.snap.BestText; m.cfg.Player != "uct" || got != "d" {
		t.Fatalf("%s after %d iterations picks %q, want d", m.cfg.Player, m.f.iter, got)
	}
}

// TestStudyRunAndAnimate drives the continuous run (space, [ ]) and the
// rollout's animation (a) by running the ticks their Cmds schedule.
func TestStudyRunAndAnimate(t *testing.T) {
	m, _ := open(t, "tictactoe", "", "uct", 100, 32)
	m, cmd := press(m, " ")
	if !m.running || cmd == nil {
		t.Fatal("space did not start a run")
	}
	m, cmd = settleWork(send(m, cmd())) // one tick at 10 it/s: one iteration, phases shown
	if got := m.f.iter; got != 1 || m.last == nil {
		t.Fatalf("after one slow tick: %d iterations, last event %v", got, m.last)
	}
	for range 3 {
		m, cmd = press(m, "+")
	}
	if m.speedLabel() != "full speed" {
		t.Fatalf("speed %q after ] ] ]", m.speedLabel())
	}
	before := m.f.iter
	m, _ = settleWork(send(m, cmd())) // a full-speed tick: a batch
	if got := m.f.iter; got <= before+1 {
		t.Fatalf("a full-speed tick ran %d iterations", got-before)
	}
	m, _ = press(m, " ")
	if m.running {
		t.Fatal("space did not pause")
	}
	paused := m.f.iter
	if m, _ = settleWork(send(m, studyTickMsg{gen: m.runTick.Gen})); m.f.iter != paused {
		t.Fatal("a tick after the pause ran iterations")
	}

	m, _ = press(m, "r", "n", "n", "n") // a fresh tree, to its first simulation
	if m.last == nil || m.last.Phase != engine.PhaseSimulate {
		t.Fatalf("not at a simulation: %v", m.last)
	}
	m, cmd = press(m, "a")
	if !m.animating || cmd == nil {
		t.Fatal("a did not start the animation")
	}
	m, _ = send(m, cmd())
	if m.replay != 1 {
		t.Fatalf("after one animation tick the replay is at ply %d", m.replay)
	}
}

// The stepper runs off the UI goroutine: with the stepper held (as a
// long run holds it), + and the keys after it are answered at once, and
// the work they asked for runs in order once the stepper is free; a
// reset drops the result of the work it replaced.
func TestStudyStepsOffTheUIGoroutine(t *testing.T) {
	m, _ := open(t, "tictactoe", "", "uct", 100, 32)
	type answer struct {
		m           Model
		plus, phase tea.Cmd
	}
	got := make(chan answer, 1)
	m.step.mu.Lock()
	go func(m Model) {
		var a answer
		m, a.plus = send(m, keyMsg("I"))
		m, _ = send(m, keyMsg("w"))
		a.m, a.phase = send(m, keyMsg("n"))
		got <- a
	}(m)
	var a answer
	select {
	case a = <-got:
	case <-time.After(uitest.Patience):
		t.Fatal("a key waited for the stepper")
	}
	m.step.mu.Unlock()
	if a.m.heat != surface.HeatMean || a.plus == nil || a.phase != nil || len(a.m.queue) != 1 {
		t.Fatalf("heat %v, %d jobs queued: the keys were not answered while the stepper worked", a.m.heat, len(a.m.queue))
	}
	m, _ = settleWork(a.m, a.plus)
	if m.f.iter != 100 || m.last == nil || !strings.Contains(m.View(), "Iteration 101, 1/4 select") {
		t.Fatalf("after + and n: %d iterations, want + then n in order:\n%s", m.f.iter, m.View())
	}

	// A reset drops the late result of the work it replaced.
	m, plus := send(m, keyMsg("I"))
	late := plus()
	m, _ = send(m, keyMsg("r"))
	m, _ = send(m, late)
	if screenRootN(t, m) != 0 || m.f.snap.BestText != "" || m.last != nil {
		t.Fatalf("a result of the search before the reset was shown:\n%s", m.View())
	}
}

// withoutMessage is a frame without its message line (the second last:
// the help line is one line when the full help is off), which says what
// a key just did.
func withoutMessage(view string) string {
	lines := strings.Split(view, "\n")
	if len(lines) < 2 {
		return view
	}
	return strings.Join(append(lines[:len(lines)-2:len(lines)-2], lines[len(lines)-1]), "\n")
}

// b goes back one phase and B one iteration, to the start: each frame
// after going back is the frame the study showed when it was first at
// that point (board, tree, panel, table, status), and stepping on from
// there shows the same phases again. For uct (four phases) and flat
// (three: no expansion).
func TestStudyStepBack(t *testing.T) {
	for _, player := range []string{"uct", "flat"} {
		t.Run(player, func(t *testing.T) {
			m, _ := open(t, "tictactoe", "", player, 100, 32)
			per := int(m.step.s.PhasesPerIteration())
			frames := []string{withoutMessage(m.View())}
			for range 3*per + 2 {
				m, _ = press(m, "n")
				frames = append(frames, withoutMessage(m.View()))
			}
			check := func(key string, want int) {
				t.Helper()
				m, _ = press(m, key)
				if got := withoutMessage(m.View()); got != frames[want] {
					t.Fatalf("after %s the frame is not the one of phase %d:\n%s\nwant:\n%s", key, want, got, frames[want])
				}
			}
			check("B", 3*per)   // the iteration under way undone
			check("B", 2*per)   // a whole iteration
			check("b", 2*per-1) // one phase
			check("backspace", 2*per-2)
			check("n", 2*per-1) // forward again: the same phase
			check("n", 2*per)
			for k := 2*per - 1; k >= 0; k-- {
				check("b", k)
			}
			m, _ = press(m, "b")
			if !m.err || !strings.Contains(m.msg, "Nothing to go back to") || withoutMessage(m.View()) != frames[0] {
				t.Fatalf("b at the start: %q", m.msg)
			}
		})
	}
}

// A run at 1 to 4 iterations a second shows every phase in turn, a tick
// each (it showed only each iteration's backpropagation); faster runs
// still show whole iterations.
func TestStudyRunShowsEveryPhase(t *testing.T) {
	m, _ := open(t, "tictactoe", "", "uct", 100, 32)
	m, _ = press(m, "-", "-", "-", "+") // 1 it/s, then 2
	if m.speedLabel() != "2 it/s" {
		t.Fatalf("speed %q", m.speedLabel())
	}
	m, _ = send(m, keyMsg(" "))
	tick := func() {
		t.Helper()
		var work tea.Cmd
		m, work = send(m, studyTickMsg{gen: m.runTick.Gen})
		if work == nil {
			t.Fatal("a tick started no work")
		}
		m, _ = send(m, work()) // its next tick is sent by hand
	}
	for it := 1; it <= 2; it++ {
		for _, ph := range []string{"1/4 select", "2/4 expand", "3/4 simulate", "4/4 backpropagate"} {
			tick()
			if want := fmt.Sprintf("Iteration %d, %s", it, ph); !strings.Contains(m.View(), want) {
				t.Fatalf("a tick at 2 it/s does not show %q:\n%s", want, m.View())
			}
		}
	}
	m, _ = press(m, "+", "+") // 10 it/s: an iteration a tick
	tick()
	if !strings.Contains(m.View(), "Iteration 3, 4/4 backpropagate") {
		t.Fatalf("a tick at 10 it/s did not run an iteration:\n%s", m.View())
	}
}

// The tree's cursor reaches every child ("… N more" rows included) and
// the board shows the position at the node under it, the moves into it
// numbered on the board and in the caption; during a simulation, with
// the cursor at the root, the board shows the path numbered and the
// rollout's moves marked apart (':').
func TestStudyInspectNode(t *testing.T) {
	m, _ := open(t, "tictactoe", "", "uct", 80, 24)
	m, _ = press(m, "I")
	seen := map[string]bool{}
	for range 40 {
		m, _ = press(m, "down")
		it := m.tree.Cursor(m.f.tree)
		if it == nil || strings.Contains(it.Key, "/") {
			continue // a "… N more" row, or a grandchild
		}
		seen[it.Key] = true
		want, ok := m.step.s.NodePosition(it.Node)
		pos, _, _ := m.shownPosition()
		if !ok || pos.Encode() != want.Encode() {
			t.Fatalf("cursor on %s: the board shows %s, the node is %v", it.Key, pos.Encode(), want)
		}
		if !strings.Contains(m.View(), "node: 1."+it.Text) || !regexp.MustCompile(`(?m)^ [1-3] .*1[XO]`).MatchString(m.View()) {
			t.Fatalf("cursor on %s: the move is not numbered:\n%s", it.Key, m.View())
		}
	}
	if len(seen) != 9 {
		t.Fatalf("the cursor reached %d of the 9 root moves: %v", len(seen), seen)
	}
	// A node two plies down: both moves numbered.
	m, _ = open(t, "tictactoe", "", "uct", 80, 24)
	m, _ = press(m, "I", "down", "right", "down")
	it := m.tree.Cursor(m.f.tree)
	if it == nil || strings.Count(it.Key, "/") != 1 {
		t.Fatalf("not on a grandchild: %+v", it)
	}
	view := m.View()
	if !strings.Contains(view, "node: 1."+strings.Replace(it.Key, "/", " 2.", 1)) ||
		!regexp.MustCompile(`1X`).MatchString(view) || !regexp.MustCompile(`2O`).MatchString(view) {
		t.Fatalf("cursor on %s:\n%s", it.Key, view)
	}
	// Back to the root, and through a simulation: the path numbered, the
	// rollout marked.
	m, _ = press(m, "up", "up", "n", "n", "n", "right", "right")
	view = m.View()
	if !strings.Contains(view, "path: 1.") || !strings.Contains(view, "+ rollout (:)") ||
		!regexp.MustCompile(`(?m)^ [1-3] .*:[XO]`).MatchString(view) {
		t.Fatalf("the simulation's board does not tell the path from the rollout:\n%s", view)
	}
}

// TestStudyReplayKeys steps the rollout with the keys that step a game's
// moves on the play screen: [ ] a ply, home and end to its start and end
// (end did nothing). With no rollout shown they say why.
func TestStudyReplayKeys(t *testing.T) {
	m, _ := open(t, "tictactoe", "", "uct", 100, 32)
	if m, _ = press(m, "end"); !m.err || !strings.Contains(m.msg, "step to a simulation first") {
		t.Fatalf("end with no rollout: %q", m.msg)
	}
	m, _ = press(m, "n", "n", "n")
	plies := len(m.last.Simulate.Moves)
	steps := []struct {
		key  string
		want int
	}{{"end", plies}, {"[", plies - 1}, {"home", 0}, {"[", 0}, {"]", 1}, {"end", plies}, {"]", plies}}
	for _, st := range steps {
		m, _ = press(m, st.key)
		if m.replay != st.want || !strings.Contains(m.View(), fmt.Sprintf("Board: ply %d of %d", st.want, plies)) {
			t.Fatalf("%s: the replay is at %d, want %d of %d", st.key, m.replay, st.want, plies)
		}
	}
}

// TestStudyHeatKeyAndProofs: on the fooled position after 500
// iterations uct has proven c1, b2 and b3 lost; by mean the heat map
// shows them 0, the coldest, and the board says what the colours
// mean (there was no key, and the proven loss b2, its three rollouts
// averaging +0.000, was the greenest square).
func TestStudyHeatKeyAndProofs(t *testing.T) {
	m, _ := open(t, "tictactoe", "x1o/2x/xo1 o", "uct", 100, 32)
	m, _ = press(m, "I", "I", "I", "I", "I", "w")
	proven := 0
	lv := surface.HeatLevels(m.f.snap.Moves, surface.HeatMean)
	for _, mv := range m.f.snap.Moves {
		if mv.Proof < 0 {
			proven++
			if lv[mv.Move] != 0 {
				t.Errorf("%s, proven lost (mean %+.3f), is at heat %d, want 0", mv.Text, mv.Mean, lv[mv.Move])
			}
		}
	}
	if proven == 0 {
		t.Fatal("no move proven lost after 500 iterations")
	}
	if view := m.View(); !strings.Contains(view, "heat mean: -1 0123456789 +1 for O") {
		t.Fatalf("no colour key under the board:\n%s", view)
	}
	m, _ = press(m, "w")
	if view := m.View(); !strings.Contains(view, "heat visits: few 0123456789 most") {
		t.Fatalf("no colour key for visits:\n%s", view)
	}
}
