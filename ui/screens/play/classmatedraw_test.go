package play

import (
	"strings"
	"testing"
	"time"

	"rollout/engine"
	"rollout/ui/game"
	"rollout/variants"
)

// TestDrawOfferToClassmate: a draw offered to a classmate, who answers
// on their own board, which no offer reaches, says so and leaves the
// game on; it read "@bob declines the draw: it has not judged the
// position yet", as if a program had answered for them.
func TestDrawOfferToClassmate(t *testing.T) {
	sides := [2]game.SideOptions{{Human: true}}
	sides[variants.Second] = game.SideOptions{Engine: engine.Config{Player: "fake", Budget: engine.Budget{Rollouts: 10}}}
	m, _ := newTestModel(t, Options{Variant: "chess", Screen: ScreenGame, Seed: 1, Sides: sides}, 80, 24,
		func(cfg engine.Config) (engine.Player, error) {
			p, err := newFake(cfg)
			return &judgedRelay{Player: p, verdicts: make(chan time.Duration, 1)}, err
		})
	m, cmd := press(m, ":", "e", "4", "enter")
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 2 })
	m, _ = press(m, "=")
	if m.st.Outcome().Over() {
		t.Fatalf("the game ended on a draw offer to a classmate: %v", m.st.Outcome())
	}
	if !strings.Contains(m.msg, "A draw offer does not reach") || strings.Contains(m.msg, "judged") {
		t.Errorf("the draw offer to a classmate says %q", m.msg)
	}
}
