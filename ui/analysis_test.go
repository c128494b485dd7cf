package ui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/nav"
	"rollout/ui/uitest"
)

// nextMsg runs cmd (a search's reader) and delivers its one message
// (uitest.Next).
func nextMsg(t *testing.T, m Model, cmd tea.Cmd) (Model, tea.Cmd) {
	return uitest.Next(t, m, cmd, send)
}

// analysisModel opens the analysis board on tic-tac-toe after b2 with the
// fake "thinker" (it reports once, then thinks until cancelled).
func analysisModel(t *testing.T, w, h int) (Model, tea.Cmd) {
	t.Helper()
	o := gameOpts("tictactoe", "thinker")
	o.Screen, o.Moves = ScreenAnalysis, []string{"b2"}
	m, cmd := newTestModel(t, o, w, h, newFake)
	if !strings.HasPrefix(strings.TrimLeft(m.View(), "\n"), "Analysis  ") {
		t.Fatalf("want the analysis board:\n%s", m.View())
	}
	return m, cmd
}

// esc on a board opened from the command line leaves it for the setup
// screen and empties its slot.
func TestAnalysisLeavesForSetup(t *testing.T) {
	m, _ := analysisModel(t, 80, 24)
	m, _ = press(m, "esc")
	if !onSetup(m) || m.screens[nav.Analysis] != nil {
		t.Fatalf("esc did not leave the board (closed) for the setup screen:\n%s", m.View())
	}
}

// A opens the board on the game's line; esc goes back to the game,
// which goes on (the engine to move thinks again).
func TestAnalysisFromAGameResumesIt(t *testing.T) {
	m, cmd := newTestModel(t, gameOpts("tictactoe", "fake"), 80, 24, newFake)
	m = drain(t, m, cmd)
	m, cmd = press(m, "enter") // b2, and the engine's a1
	m = drain(t, m, cmd)
	m, cmd = press(m, "A")
	if v := m.View(); !strings.HasPrefix(v, "Analysis  Tic-tac-toe") || !strings.Contains(v, "1. b2    >a1<") {
		t.Fatalf("A did not open the board on the game's line:\n%s", v)
	}
	m, _ = nextMsg(t, m, cmd)
	m, _ = press(m, "esc")
	if v := m.View(); !strings.HasPrefix(v, "Tic-tac-toe  X human vs O fake") || !strings.Contains(v, "X to move") {
		t.Fatalf("esc did not go back to the game:\n%s", v)
	}
}

// The command line's budget (Options.AnalysisBudget, -rollouts 2000)
// reaches the board the root opens: its title names it.
func TestAnalysisOpensWithTheCommandLinesBudget(t *testing.T) {
	o := gameOpts("tictactoe", "thinker")
	o.Screen, o.Moves, o.AnalysisBudget = ScreenAnalysis, []string{"b2"}, engine.Budget{Rollouts: 2000}
	m, _ := newTestModel(t, o, 80, 24, newFake)
	if title := strings.SplitN(m.View(), "\n", 2)[0]; !strings.Contains(title, "thinker plain, 2k rollouts") {
		t.Fatalf("the board does not open with the command line's budget: %q", title)
	}
}
