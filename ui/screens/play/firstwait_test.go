package play

import (
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/game"
	"rollout/variants"
)

// TestClassmateFirstMoveWait: a classmate who has not made their first
// move (an invitee who has not come yet) has their clock held here at
// its starting time, not run down to 0:00 and left there, and the
// status says the board waits for them and how to leave; their first
// move sets their clock from their board and the game runs as before.
// Both the inviter's sides: Black (the classmate moves first) and White.
func TestClassmateFirstMoveWait(t *testing.T) {
	tc := variants.TimeControl{Base: time.Minute}
	for _, inviter := range []variants.Side{variants.Second, variants.First} {
		classmate := inviter.Other()
		t.Run(inviter.String(), func(t *testing.T) {
			r := &judgedRelay{verdicts: make(chan time.Duration, 1)}
			sides := [2]game.SideOptions{}
			sides[inviter] = game.SideOptions{Human: true}
			sides[classmate] = game.SideOptions{Engine: engine.Config{Player: "fake", Budget: engine.Budget{Time: time.Second}}}
			now := time.Now()
			m, cmd := newTestModel(t, Options{Variant: "chess", Screen: ScreenGame, Seed: 1, TimeControl: tc, Sides: sides}, 80, 24,
				func(cfg engine.Config) (engine.Player, error) {
					p, err := newFake(cfg)
					r.Player = p
					return r, err
				})
			m.now = func() time.Time { return now }
			if inviter == variants.First {
				m.st.Clocks().Start(variants.First, now)
				m, cmd = press(m, ":", "e", "4", "enter")
			}
			now = now.Add(90 * time.Second) // longer than the classmate's minute
			m, _ = send(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'?'}})
			m, _ = send(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'?'}})
			if o := m.st.Outcome(); o.Over() {
				t.Fatalf("the game ended while the classmate had not come: %v", o)
			}
			if got := m.st.Clocks().Left(classmate, now); got != time.Minute {
				t.Errorf("the classmate's clock reads %v before their first move, want 1m0s held", got)
			}
			if _, on := m.st.Clocks().Running(); on {
				t.Error("a clock runs while the classmate has not made their first move")
			}
			view := squeeze(m.View())
			if strings.Contains(view, "0:00") {
				t.Errorf("the board shows a clock at 0:00 while it waits:\n%s", view)
			}
			if text, _ := m.statusText(); !strings.Contains(text, "to move first; their clock starts on their board") || !strings.Contains(text, "esc leaves") {
				t.Errorf("the status says %q, want the wait for the first move and the way out", text)
			}
			// Their first move comes with their clock: it runs on from there.
			r.verdicts <- 50 * time.Second
			plies := m.st.Len() + 1
			m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == plies })
			if got := m.st.Clocks().Left(classmate, now); got != 50*time.Second {
				t.Errorf("after their first move the classmate has %v, want 50s from their board", got)
			}
			if side, on := m.st.Clocks().Running(); !on || side != inviter {
				t.Errorf("after their first move: running %v %v, want the inviter's clock", side, on)
			}
		})
	}
}
