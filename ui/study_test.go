package ui

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/golden"

	"rollout/engine"
	"rollout/ui/components/surface"
	"rollout/ui/kit"
	"rollout/ui/nav"
	"rollout/variants/registry"
)

// studyOpts returns options that open the study screen at once on a
// position of variant v, stepping player.
func studyOpts(v, position, player string) Options {
	o := DefaultOptions()
	o.Variant, o.Position, o.Screen, o.StudyPlayer = v, position, ScreenStudy, player
	return o
}

// TestStudyGolden compares study-screen frames, colour off and ASCII,
// with testdata/TestStudyGolden/*.golden: each phase at 100x32 and at
// 80x24, the chart, the comparison, the heat map and the flat player.
// Regenerate with
//
//	go test ./ui -run TestStudyGolden -update
//
// The stepper is deterministic (seed 1), so the frames are too.
func TestStudyGolden(t *testing.T) {
	phases := map[string][]string{
		"start":    nil,
		"select":   {"+", "n"},
		"expand":   {"+", "n", "n"},
		"simulate": {"+", "n", "n", "n", "right", "right"},
		"backprop": {"+", "n", "n", "n", "n"},
	}
	type frame struct {
		name, variant, position, player string
		keys                            []string
		w, h                            int
	}
	var frames []frame
	for _, sz := range [][2]int{{100, 32}, {80, 24}} {
		for _, ph := range []string{"start", "select", "expand", "simulate", "backprop"} {
			frames = append(frames, frame{fmt.Sprintf("tictactoe_%s_%dx%d", ph, sz[0], sz[1]),
				"tictactoe", "", "uct", phases[ph], sz[0], sz[1]})
		}
	}
	frames = append(frames,
		frame{"tictactoe_chart_100x32", "tictactoe", "", "uct", []string{"+", "+", "+", "v"}, 100, 32},
		frame{"tictactoe_shares_80x24", "tictactoe", "", "uct", []string{"+", "+", "+", "v", "v"}, 80, 24},
		frame{"tictactoe_compare_100x32", "tictactoe", "", "uct", []string{"+", "v", "v", "v"}, 100, 32},
		frame{"tictactoe_heat_80x24", "tictactoe", "", "uct", []string{"+", "w"}, 80, 24},
		frame{"tictactoe_heat_visits_80x24", "tictactoe", "", "uct", []string{"+", "w", "w"}, 80, 24},
		frame{"tictactoe_flat_select_80x24", "tictactoe", "", "flat", []string{"+", "n"}, 80, 24},
		frame{"tictactoe_full_help_80x24", "tictactoe", "", "uct", []string{"?"}, 80, 24},
		frame{"chess_simulate_100x32", "chess", "", "uct", []string{"i", "i", "n", "n", "n", "right"}, 100, 32},
		frame{"nim_backprop_80x24", "nim", "", "uct", []string{"+", "n", "n", "n", "n"}, 80, 24},
		frame{"too_small", "tictactoe", "", "uct", nil, 30, 10},
	)
	for _, f := range frames {
		t.Run(f.name, func(t *testing.T) {
			m, cmd := newTestModel(t, studyOpts(f.variant, f.position, f.player), f.w, f.h, nil)
			m = drain(t, m, cmd)
			for _, k := range f.keys {
				m, cmd = press(m, k)
				m = drain(t, m, cmd)
			}
			if m.active != nav.Study {
				t.Fatalf("screen %d:\n%s", m.active, m.View())
			}
			golden.RequireEqual(t, []byte(m.View()))
		})
	}
}

// study returns the root's study screen.
func study(m Model) *studyScreen {
	s, _ := m.screens[nav.Study].(studyScreen)
	return &s
}

// deliver runs a Cmd a screen returned to talk to the root (made by
// emit) and delivers its message.
func deliver(t *testing.T, m Model, cmd tea.Cmd) Model {
	t.Helper()
	if cmd == nil {
		t.Fatal("deliver: no Cmd")
	}
	m, _ = send(m, cmd())
	return m
}

// rootN reads the root's visits from the status line.
var rootN = regexp.MustCompile(`root N (\d+)`)

func screenRootN(t *testing.T, m Model) int {
	t.Helper()
	got := rootN.FindStringSubmatch(m.View())
	if got == nil {
		t.Fatalf("no root N on screen:\n%s", m.View())
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
			m, _ := newTestModel(t, studyOpts("tictactoe", "", tt.player), 100, 32, nil)
			for i := range 3 {
				m, _ = press(m, "i")
				if got := screenRootN(t, m); got != i+1 {
					t.Fatalf("after %d iterations the root N on screen is %d", i+1, got)
				}
			}
			for _, ph := range tt.phases {
				before := screenRootN(t, m)
				m, _ = press(m, "n")
				if !strings.Contains(m.View(), "Iteration 4, "+ph) {
					t.Fatalf("phase %q not shown:\n%s", ph, m.View())
				}
				if want := before + strings.Count(ph, "backpropagate"); screenRootN(t, m) != want {
					t.Fatalf("after %s the root N is %d, want %d", ph, screenRootN(t, m), want)
				}
			}
			m, _ = press(m, "+")
			if got := screenRootN(t, m); got != 104 {
				t.Fatalf("after +100 the root N is %d, want 104", got)
			}
		})
	}
}

// TestStudyControls checks the keys that change the study: the player
// cycles through the steppable ones on the same position, exploration
// and estimator changes start over, reset empties the tree, the heat
// map cycles, and esc goes back to the setup screen.
func TestStudyControls(t *testing.T) {
	m, _ := newTestModel(t, studyOpts("tictactoe", "x2/1o1/3 x", "uct"), 100, 32, nil)
	m, _ = press(m, "+")
	start := study(m).root.Encode()
	// p cycles through engine.Steppable in its order, from uct round to
	// uct (the list grows as players are added: default, say).
	i := slices.Index(engine.Steppable, "uct")
	for _, want := range append(slices.Clone(engine.Steppable[i+1:]), engine.Steppable[:i+1]...) {
		m, _ = press(m, "p")
		if study(m).cfg.Player != want || study(m).step.Iterations() != 0 || study(m).root.Encode() != start {
			t.Fatalf("player %q at %d iterations on %q, want %q from 0 on %q",
				study(m).cfg.Player, study(m).step.Iterations(), study(m).root.Encode(), want, start)
		}
	}
	c := study(m).cfg.Exploration
	m, _ = press(m, ">")
	if study(m).cfg.Exploration <= c || !strings.Contains(m.View(), fmt.Sprintf("c=%.2f", study(m).cfg.Exploration)) {
		t.Fatalf("exploration %v after > from %v", study(m).cfg.Exploration, c)
	}
	m, _ = press(m, "<", "<")
	if study(m).cfg.Exploration >= c {
		t.Fatalf("exploration %v after < < from %v", study(m).cfg.Exploration, c)
	}
	// e steps to the next estimator (plain, rb, eval, wrapping), from
	// whichever the game's preset (engine.Config.ForGame) chose.
	before := study(m).cfg.Estimator
	m, _ = press(m, "e")
	// A policy that goes only with plain (light, the tic-tac-toe preset)
	// keeps it and says why.
	want := before.Next()
	if study(m).cfg.Policy != engine.Uniform {
		want = before
		if !strings.Contains(study(m).msg, "goes with the plain estimator") {
			t.Fatalf("no note on the estimator the policy needs: %q", study(m).msg)
		}
	}
	if study(m).cfg.Estimator != want || !strings.Contains(study(m).title(), " "+want.String()) {
		t.Fatalf("estimator %v after e from %v, title %q, note %q", study(m).cfg.Estimator, before, study(m).title(), study(m).msg)
	}
	m, _ = press(m, "i", "i", "r")
	if study(m).step.Iterations() != 0 {
		t.Fatal("reset kept the iterations")
	}
	for _, want := range []surface.HeatMode{surface.HeatMean, surface.HeatShare, surface.HeatOff} {
		m, _ = press(m, "w")
		if study(m).heat != want {
			t.Fatalf("heat %v, want %v", study(m).heat, want)
		}
	}
	m, cmd := press(m, "esc")
	m = deliver(t, m, cmd)
	if m.active != nav.Setup {
		t.Fatalf("esc: screen %d", m.active)
	}
}

// TestStudyReplay walks a rollout ply by ply on the board and back.
func TestStudyReplay(t *testing.T) {
	m, _ := newTestModel(t, studyOpts("tictactoe", "", "uct"), 100, 32, nil)
	m, _ = press(m, "n", "n", "n")
	ev := study(m).last
	if ev == nil || ev.Phase != engine.PhaseSimulate || len(ev.Simulate.Moves) < 2 {
		t.Fatalf("no rollout to replay: %+v", ev)
	}
	plies := len(ev.Simulate.Moves)
	for i := 1; i <= plies+1; i++ {
		m, _ = press(m, "right")
		want := min(i, plies)
		if study(m).replay != want || !strings.Contains(m.View(), fmt.Sprintf("Board: ply %d of %d", want, plies)) {
			t.Fatalf("after %d rights the replay is at %d, want %d", i, study(m).replay, want)
		}
	}
	pos, _, _ := study(m).shownPosition()
	if !pos.Outcome().Over() && !ev.Simulate.Capped {
		t.Fatalf("the replay's last position is not the end of the game: %s", pos.Encode())
	}
	m, _ = press(m, "left")
	if study(m).replay != plies-1 {
		t.Fatalf("left: replay %d", study(m).replay)
	}
}

// TestStudyFromGameAndSetup opens the study from a game in progress (t)
// and returns to it (esc), and from the setup screen's study mode.
func TestStudyFromGameAndSetup(t *testing.T) {
	m, cmd := newTestModel(t, gameOpts("tictactoe", "fake"), 100, 32, newFake)
	m = drain(t, m, cmd)
	m, cmd = press(m, "enter") // b2, then the fake engine's reply
	m = drain(t, m, cmd)
	pos := play(m).st.Position().Encode()
	m, cmd = press(m, "t")
	m = deliver(t, m, cmd)
	if m.active != nav.Study || study(m).root.Encode() != pos || study(m).cfg.Player != "uct" {
		t.Fatalf("t: screen %d, study of %q by %q, want %q", m.active, study(m).root.Encode(), study(m).cfg.Player, pos)
	}
	m, cmd = press(m, "i", "esc")
	m = deliver(t, m, cmd)
	if m.active != nav.Game || play(m).st.Position().Encode() != pos {
		t.Fatalf("esc: screen %d, game at %q", m.active, play(m).st.Position().Encode())
	}

	m, _ = newTestModel(t, DefaultOptions(), 100, 32, newFake)
	// From Start: up to Position, up to Mode; play -> watch -> study.
	m, _ = press(m, "up", "up", "right", "right")
	if setupMode(m) != "study" {
		t.Fatalf("mode %q", setupMode(m))
	}
	m, cmd = press(m, "enter")
	m = deliver(t, m, cmd)
	if m.active != nav.Study || study(m).root.Encode() != "3/3/3 x" {
		t.Fatalf("screen %d:\n%s", m.active, m.View())
	}
}

// TestStudyBadStart refuses a finished position with the reason, on the
// screen the person is on.
func TestStudyBadStart(t *testing.T) {
	m, _ := newTestModel(t, studyOpts("tictactoe", "xxx/oo1/3 o", "uct"), 100, 32, nil)
	if m.active != nav.Setup || !strings.Contains(m.View(), "over") {
		t.Fatalf("screen %d:\n%s", m.active, m.View())
	}
}

// TestStudyTeaching is the lesson of the tutorial: in this tic-tac-toe
// position O must block at a2 (X has a1 and a3). Flat Monte Carlo with
// 1,000 rollouts (seed 1) prefers b2, which the solver calls lost, and
// the screen shows both (the choice and the exact value, marked '!');
// uct with 2,000 iterations picks the block, an exact-best move.
func TestStudyTeaching(t *testing.T) {
	const lesson = "x1o/2x/xo1 o"
	m, _ := newTestModel(t, studyOpts("tictactoe", lesson, "flat"), 100, 32, nil)
	for range 10 {
		m, _ = press(m, "+")
	}
	view := m.View()
	if study(m).step.Iterations() != 1000 || study(m).snap.BestText != "b2" {
		t.Fatalf("flat after %d rollouts prefers %q, want b2", study(m).step.Iterations(), study(m).snap.BestText)
	}
	if !strings.Contains(view, "best b2") || !regexp.MustCompile(`b2 .* loss!`).MatchString(view) {
		t.Fatalf("the screen does not show flat's choice b2 and its exact loss:\n%s", view)
	}
	if !regexp.MustCompile(`a2 .* draw`).MatchString(view) {
		t.Fatalf("the screen does not show the block a2 as a draw:\n%s", view)
	}
	m, _ = press(m, "p", "p") // roulette, then uct
	for range 20 {
		m, _ = press(m, "+")
	}
	if study(m).cfg.Player != "uct" {
		t.Fatalf("player %q", study(m).cfg.Player)
	}
	best := study(m).snap.BestText
	if exact := study(m).rootExact(); exact[best] != 0 || best != "a2" {
		t.Fatalf("uct after %d iterations picks %q (exact %d), want the block a2",
			study(m).step.Iterations(), best, exact[best])
	}
}

// TestStudyLayoutFits renders the study screen of every game at every
// size TestLayoutFits covers, colour on and off, in each phase, with the
// chart and the full help, and checks no line is wider than the terminal
// and the screen is not taller than it.
func TestStudyLayoutFits(t *testing.T) {
	for _, color := range []bool{false, true} {
		st := kit.NewStyles(color, true)
		for _, v := range registry.All() {
			o := studyOpts(v.Name, "", "uct")
			m := newModel(t.Context(), o, &st, engine.New)
			m, _ = send(m, tea.WindowSizeMsg{Width: 100, Height: 32})
			m, _ = send(m, initMsg{})
			if m.active != nav.Study {
				t.Fatalf("%s: no study screen:\n%s", v.Name, m.View())
			}
			m, _ = press(m, "i", "i", "i")
			for _, keys := range [][]string{{"n"}, {"n"}, {"n", "right"}, {"n"}, {"v"}, {"v"}, {"?"}} {
				m, _ = press(m, keys...)
				for i, sz := range layoutSizes() {
					// Colour adds escape codes, not cells: with it on,
					// every fourth size is enough: the sweep drops from
					// 16,000 frames to 10,000, well inside go test's limit
					// under -race on a loaded machine.
					if color && i%4 != 0 {
						continue
					}
					m, _ = send(m, tea.WindowSizeMsg{Width: sz[0], Height: sz[1]})
					checkFits(t, fmt.Sprintf("%s study %v color=%v", v.Name, keys, color), m.View(), sz[0], sz[1])
				}
			}
		}
	}
}

// TestStudyTeachingConnectFour is the tutorial's Connect Four lesson: in
// this position flat with 2,000 rollouts (seed 1) prefers e, which the
// solver calls lost, while uct with 5,000 iterations plays d, the win.
// The exact values the screen shows depend on how much the solver proves
// within a frame's time, so only the choices are tested here.
func TestStudyTeachingConnectFour(t *testing.T) {
	m, _ := newTestModel(t, studyOpts("connect4", "7/7/7/x6/oxox2x/xoxxooo o", "flat"), 100, 32, nil)
	for range 20 {
		m, _ = press(m, "+")
	}
	if got := study(m).snap.BestText; got != "e" {
		t.Fatalf("flat after %d rollouts prefers %q, want e", study(m).step.Iterations(), got)
	}
	m, _ = press(m, "p", "p")
	for range 50 {
		m, _ = press(m, "+")
	}
	if got := study(m).snap.BestText; study(m).cfg.Player != "uct" || got != "d" {
		t.Fatalf("%s after %d iterations picks %q, want d", study(m).cfg.Player, study(m).step.Iterations(), got)
	}
}

// TestStudyRunAndAnimate drives the continuous run (space, [ ]) and the
// rollout's animation (a) by running the ticks their Cmds schedule.
func TestStudyRunAndAnimate(t *testing.T) {
	m, _ := newTestModel(t, studyOpts("tictactoe", "", "uct"), 100, 32, nil)
	m, cmd := press(m, " ")
	if !study(m).running || cmd == nil {
		t.Fatal("space did not start a run")
	}
	m, cmd = send(m, cmd()) // one tick at 10 it/s: one iteration, phases shown
	if got := study(m).step.Iterations(); got != 1 || study(m).last == nil {
		t.Fatalf("after one slow tick: %d iterations, last event %v", got, study(m).last)
	}
	for range 3 {
		m, cmd = press(m, "]")
	}
	if study(m).speedLabel() != "full speed" {
		t.Fatalf("speed %q after ] ] ]", study(m).speedLabel())
	}
	before := study(m).step.Iterations()
	m, _ = send(m, cmd()) // a full-speed tick: a batch
	if got := study(m).step.Iterations(); got <= before+1 {
		t.Fatalf("a full-speed tick ran %d iterations", got-before)
	}
	m, _ = press(m, " ")
	if study(m).running {
		t.Fatal("space did not pause")
	}
	paused := study(m).step.Iterations()
	if m, _ = send(m, studyTickMsg{gen: study(m).runGen}); study(m).step.Iterations() != paused {
		t.Fatal("a tick after the pause ran iterations")
	}

	m, _ = press(m, "r", "n", "n", "n") // a fresh tree, to its first simulation
	if study(m).last == nil || study(m).last.Phase != engine.PhaseSimulate {
		t.Fatalf("not at a simulation: %v", study(m).last)
	}
	m, cmd = press(m, "a")
	if !study(m).animating || cmd == nil {
		t.Fatal("a did not start the animation")
	}
	m, _ = send(m, cmd())
	if study(m).replay != 1 {
		t.Fatalf("after one animation tick the replay is at ply %d", study(m).replay)
	}
}
