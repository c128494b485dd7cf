package play

import (
	"strings"
	"testing"

	"rollout/engine"
	"rollout/ui/game"
)

// A side playing a level of play is named by its level in the title,
// with its budget.
func TestTitleNamesTheLevel(t *testing.T) {
	sk, err := engine.SkillLevel(3)
	if err != nil {
		t.Fatal(err)
	}
	o := gameOpts("chess", "fake")
	o.Sides[1] = game.SideOptions{Engine: sk.Config}
	m, _ := newTestModel(t, o, 80, 24, newFake)
	if title := play(m).title(); !strings.Contains(title, "Black Level 3 (") {
		t.Errorf("title %q does not name level 3 and its budget", title)
	}
}
