package play

import (
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/nav"
	"rollout/variants"
)

// The teacher's push takes the game's place without the person's asking
// (nav.HideMsg): every clock waits, the person's too, until the
// game is shown again; a person who leaves for a study of their own (t)
// keeps their clock running, as before.
func TestHiddenGameStopsTheClocks(t *testing.T) {
	m, advance := timedChess(t, variants.TimeControl{Base: time.Minute}, 80, 24)
	m = begun(t, m)
	m, _ = send(m, nav.HideMsg{})
	advance(5 * time.Minute)
	m, _ = send(m, tea.WindowSizeMsg{Width: 100, Height: 30}) // sizes reach a hidden screen too
	if _, on := m.st.Clocks().Running(); on {
		t.Fatal("a clock runs while the game is hidden")
	}
	m, _ = send(m, nav.ResumePlayMsg{})
	if side, on := m.st.Clocks().Running(); !on || side != variants.First {
		t.Fatalf("shown again: running %v %v, want White's clock", side, on)
	}
	if left := m.st.Clocks().Left(variants.First, m.clockNow()); left < 55*time.Second {
		t.Errorf("White has %v left after the push, want the minute it had", left)
	}
	if o := m.st.Outcome(); o.Over() {
		t.Errorf("the game ended while hidden: %v", o)
	}
}
