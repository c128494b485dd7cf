package study

import (
	"strings"
	"testing"

	"rollout/engine"
)

// Under the eval estimator (the default player at chess: k = 0) a
// simulation is no random game to its end: the static evaluation scores
// where its k random moves stop. The panel said "A random game from
// depth 1, 0 moves. Draw: +0 ... rb scores it +0.182", naming a draw no
// one played and an estimator the player does not use.
func TestStudyEvalSimulation(t *testing.T) {
	m, _ := open(t, "chess", "", engine.DefaultPlayer, 100, 30)
	if m.cfg.Estimator != engine.Eval {
		t.Fatalf("the default player studied with the %v estimator, want eval", m.cfg.Estimator)
	}
	for range 8 {
		m, _ = press(m, "n")
		if m.last.Phase != engine.PhaseSimulate {
			continue
		}
		view := m.View()
		for _, want := range []string{"random moves,", "The evaluation scores it"} {
			if !strings.Contains(view, want) {
				t.Errorf("the simulate phase does not say %q:\n%s", want, view)
			}
		}
		for _, wrong := range []string{"rb scores it", "Draw: +0", "A random game"} {
			if strings.Contains(view, wrong) {
				t.Errorf("the simulate phase says %q:\n%s", wrong, view)
			}
		}
		return
	}
	t.Fatal("no simulate phase in 8 steps")
}
