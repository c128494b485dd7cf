package cli

import (
	"fmt"
	"strings"
	"testing"

	"rollout/engine"
	"rollout/variants/registry"
)

// -c's help names every game's own constant, read from the games, and
// says the rest use sqrt(2): what -c 0 means at each game.
func TestExplorationHelp(t *testing.T) {
	help := explorationHelp()
	own := 0
	for _, v := range registry.All() {
		c := engine.ExplorationFor(v.Start())
		if c == engine.DefaultExploration {
			continue
		}
		own++
		if want := fmt.Sprintf("%s %g", v.Name, c); !strings.Contains(help, want) {
			t.Errorf("help %q lacks %q", help, want)
		}
	}
	if own == 0 || !strings.Contains(help, "the others sqrt(2)") {
		t.Errorf("help %q: want the games' own constants and sqrt(2) for the others", help)
	}
}
