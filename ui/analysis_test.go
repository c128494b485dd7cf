package ui

import (
	"fmt"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/golden"

	"rollout/engine"
	"rollout/ui/enginerun"
	"rollout/ui/nav"
	"rollout/ui/screens/analysis"
)

// nextMsg runs cmd (a search's reader) and delivers its one message.
func nextMsg(t *testing.T, m Model, cmd tea.Cmd) (Model, tea.Cmd) {
	t.Helper()
	got := make(chan tea.Msg, 1)
	go func() { got <- runCmd(cmd) }()
	select {
	case msg := <-got:
		return send(m, msg)
	case <-time.After(10 * time.Second):
		t.Fatal("no message from the search")
	}
	return m, nil
}

// analysisModel opens the analysis board on tic-tac-toe after b2 with the
// fake "thinker" (it reports once, then thinks until cancelled).
func analysisModel(t *testing.T, w, h int) (Model, tea.Cmd) {
	t.Helper()
	o := gameOpts("tictactoe", "thinker")
	o.Screen, o.Moves = ScreenAnalysis, []string{"b2"}
	m, cmd := newTestModel(t, o, w, h, newFake)
	if m.active != nav.Analysis {
		t.Fatalf("active screen %d, want the analysis board", m.active)
	}
	return m, cmd
}

func analysisOf(m Model) analysis.Model { return m.screens[nav.Analysis].(analysis.Model) }

func TestAnalysisThinksAndRestartsOnAMove(t *testing.T) {
	m, cmd := analysisModel(t, 80, 24)
	m, cmd = nextMsg(t, m, cmd)
	a := analysisOf(m)
	if a.Live == nil || a.Search == nil || a.Restarts != 1 {
		t.Fatalf("live=%v search=%v restarts=%d, want a live table from the first search", a.Live != nil, a.Search != nil, a.Restarts)
	}
	first := a.Search.Gen
	if !strings.Contains(m.View(), "thinker analysing ply 1 (O to move)") {
		t.Fatalf("no live status:\n%s", m.View())
	}
	// O's move, then X's: the board is free; each restarts the search.
	for i, mv := range []string{"a1", "c3"} {
		m, cmd = press(m, ":", mv[:1], mv[1:], "enter")
		a = analysisOf(m)
		if a.Rec.Len() != 2+i || a.Restarts != 2+i || a.Search == nil || a.Search.Gen == first || a.Live != nil {
			t.Fatalf("after %s: %d plies, restarts %d, want %d and %d with a fresh search", mv, a.Rec.Len(), a.Restarts, 2+i, 2+i)
		}
	}
	// A late snapshot of the first search is dropped.
	m, _ = send(m, enginerun.ProgressMsg{Gen: first, Snap: engine.Snapshot{Player: "stale"}})
	if analysisOf(m).Live != nil {
		t.Fatal("a stale snapshot was shown")
	}
	m, _ = nextMsg(t, m, cmd)
	if a = analysisOf(m); a.Live == nil || a.Rec.Len() != 3 {
		t.Fatalf("the new search reported nothing, or the engine played (%d plies)", a.Rec.Len())
	}
}

func TestAnalysisStepsSwitchesAndLeaves(t *testing.T) {
	m, _ := analysisModel(t, 80, 24)
	tests := []struct {
		key      tea.KeyMsg
		ply      int
		player   string
		est      engine.Estimator
		restarts int
	}{
		{keyMsg("["), 0, "thinker", engine.Plain, 2},
		{keyMsg("]"), 1, "thinker", engine.Plain, 3},
		{tea.KeyMsg{Type: tea.KeyHome}, 0, "thinker", engine.Plain, 4},
		{keyMsg("p"), 0, "random", engine.Plain, 5}, // the engine's list after a player it does not know
		{tea.KeyMsg{Type: tea.KeyCtrlE}, 0, "random", engine.RaoBlackwell, 6},
		{tea.KeyMsg{Type: tea.KeyEnd}, 1, "random", engine.RaoBlackwell, 7},
		// The estimator key steps through every estimator and wraps: with
		// eval (the third) a toggle "1 - est" once made an invalid one.
		{tea.KeyMsg{Type: tea.KeyCtrlE}, 1, "random", engine.Eval, 8},
		{tea.KeyMsg{Type: tea.KeyCtrlE}, 1, "random", engine.Plain, 9},
	}
	for i, tt := range tests {
		m, _ = send(m, tt.key)
		a := analysisOf(m)
		if a.Ply != tt.ply || a.Cfg.Engine.Player != tt.player || a.Cfg.Engine.Estimator != tt.est || a.Restarts != tt.restarts {
			t.Fatalf("step %d: ply %d player %s est %s restarts %d, want %d %s %s %d",
				i, a.Ply, a.Cfg.Engine.Player, a.Cfg.Engine.Estimator, a.Restarts, tt.ply, tt.player, tt.est, tt.restarts)
		}
	}
	m, cmd := press(m, "esc")
	m, _ = follow2(t, m, cmd)
	if m.active != nav.Setup || m.screens[nav.Analysis] != nil {
		t.Fatalf("esc left screen %d active", m.active)
	}
}

// follow2 delivers a message a screen sent the root (like follow, for the
// analysis board's messages).
func follow2(t *testing.T, m Model, cmd tea.Cmd) (Model, tea.Cmd) {
	t.Helper()
	if cmd == nil {
		t.Fatal("no Cmd")
	}
	return send(m, cmd())
}

// A opens the board on the game's line; esc goes back to the game,
// which goes on (the engine to move thinks again).
func TestAnalysisFromAGameResumesIt(t *testing.T) {
	m, cmd := newTestModel(t, gameOpts("tictactoe", "fake"), 80, 24, newFake)
	m = drain(t, m, cmd)
	m, cmd = press(m, "enter") // b2, and the engine's a1
	m = drain(t, m, cmd)
	m, cmd = press(m, "A")
	m, cmd = follow2(t, m, cmd)
	if v := m.View(); !strings.HasPrefix(v, "Analysis  Tic-tac-toe") || !strings.Contains(v, "1. b2     a1") {
		t.Fatalf("A did not open the board on the game's line:\n%s", v)
	}
	m, _ = nextMsg(t, m, cmd)
	m, cmd = press(m, "esc")
	m, _ = follow2(t, m, cmd)
	if v := m.View(); !strings.HasPrefix(v, "Tic-tac-toe  X human vs O fake") || !strings.Contains(v, "X to move") {
		t.Fatalf("esc did not go back to the game:\n%s", v)
	}
}

// TestAnalysisGolden draws the board with a live table at two sizes, and
// checks the layout at many.
func TestAnalysisGolden(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {120, 40}} {
		m, cmd := analysisModel(t, size[0], size[1])
		m, _ = nextMsg(t, m, cmd)
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			golden.RequireEqual(t, []byte(m.View()))
		})
	}
	m, cmd := analysisModel(t, 80, 24)
	m, _ = nextMsg(t, m, cmd)
	for w := 20; w <= 200; w += 7 {
		for h := 6; h <= 60; h += 5 {
			m, _ = send(m, tea.WindowSizeMsg{Width: w, Height: h})
			lines := strings.Split(m.View(), "\n")
			if len(lines) > h {
				t.Fatalf("%dx%d: %d lines", w, h, len(lines))
			}
			for _, l := range lines {
				if n := len([]rune(l)); n > w {
					t.Fatalf("%dx%d: a line of %d columns: %q", w, h, n, l)
				}
			}
		}
	}
}

// TestAnalysisBudgetChangesLive: l cycles the budget (infinite first, then
// rollouts and seconds, then back), each press restarting the search with
// that budget and naming it in the title.
func TestAnalysisBudgetChangesLive(t *testing.T) {
	m, _ := analysisModel(t, 100, 30)
	if b := analysisOf(m).Cfg.Engine.Budget; b.Bounded() {
		t.Fatalf("the analysis starts bounded: %+v", b)
	}
	for i := 1; i <= len(analysis.AnalysisBudgets); i++ {
		m, _ = send(m, keyMsg("l"))
		a := analysisOf(m)
		want := analysis.AnalysisBudgets[i%len(analysis.AnalysisBudgets)]
		if a.Cfg.Engine.Budget != want.Budget || a.Restarts != 1+i || a.Search == nil {
			t.Fatalf("press %d: budget %+v restarts %d, want %+v and %d with a new search", i, a.Cfg.Engine.Budget, a.Restarts, want.Budget, 1+i)
		}
		if title := strings.SplitN(m.View(), "\n", 2)[0]; !strings.Contains(title, want.Label) {
			t.Fatalf("press %d: title %q does not name the budget %q", i, title, want.Label)
		}
	}
}
