package setup

import (
	"strings"
	"testing"
	"time"

	"rollout/engine"
	"rollout/ui/game"
)

// The Estimator row takes the focus only where it offers a choice: a
// side that rolls out without a preset. It took it with every engine
// side on its preset ("preset") or running no rollouts ("-"), where
// ←→ changed nothing, unlike the other rows that offer none (a policy
// row of a side that runs no rollouts), which the cursor passes over.
// The preset's row stays in view, read-only, and says why without the
// focus its note needed.
func TestEstimatorRowWithoutAChoiceIsPassedOver(t *testing.T) {
	side := func(p string) game.SideOptions {
		if p == "human" {
			return game.SideOptions{Human: true}
		}
		return game.SideOptions{Engine: engine.Config{Player: p, Budget: engine.Budget{Time: time.Second}}}
	}
	for _, tc := range []struct {
		first, second string
		offered       bool
		row           string
	}{
		{"human", engine.DefaultPlayer, false, "Estimator preset each engine plays its preset's"},
		{"human", "random", false, "Estimator -"},
		{"human", engine.AlphaBetaPlayer, false, "Estimator -"},
		{"human", "flat", true, ""},
		{"flat", engine.DefaultPlayer, true, ""},
	} {
		o := defaults()
		o.Sides = [2]game.SideOptions{side(tc.first), side(tc.second)}
		s := newScreen(t, o, 100, 30)
		for _, key := range []string{"tab", "up"} {
			focused := false
			for range 2 * numFields {
				s, _ = press(s, key)
				focused = focused || s.focus == fieldEstimator
				if v := strings.Join(strings.Fields(s.View()), " "); tc.row != "" && !strings.Contains(v, tc.row) {
					t.Fatalf("%s vs %s: no %q:\n%s", tc.first, tc.second, tc.row, s.View())
				}
			}
			if focused != tc.offered {
				t.Errorf("%s vs %s: %s focused the Estimator row %v, want %v", tc.first, tc.second, key, focused, tc.offered)
			}
		}
	}
}

// The command line hands the setup screen the default player with its
// preset filled in (cli: the labels name every part), so at a game
// without an evaluation its policy and estimator are the preset's own,
// light and plain. The row took that for a side playing the row's
// choice: it offered "plain" for the default, and ←→ then turned it
// into "preset" with a choice held out of sight (rb, eval) that the
// default never played. A player with a preset plays it whatever the
// rows hold, so the row offers nothing at any game.
func TestEstimatorRowPassesOverThePresetAsTheCommandLineGivesIt(t *testing.T) {
	for _, v := range game.Variants() {
		cfg := engine.Config{Player: engine.DefaultPlayer, Budget: engine.Budget{Time: time.Second}}.ForGame(v.Start())
		o := defaults()
		o.Variant = v.Name
		o.Sides[1] = game.SideOptions{Engine: cfg}
		s := newScreen(t, o, 100, 30)
		for range 2 * numFields {
			s, _ = press(s, "up")
			if s.focus == fieldEstimator {
				t.Fatalf("%s: the Estimator row took the focus with the default's preset (%s, %s):\n%s",
					v.Name, cfg.Policy, cfg.Estimator, s.View())
			}
		}
		if v := strings.Join(strings.Fields(s.View()), " "); !strings.Contains(v, "Estimator preset each engine plays its preset's") {
			t.Errorf("%s: no preset's row:\n%s", o.Variant, s.View())
		}
	}
}
