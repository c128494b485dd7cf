package play

import (
	"strings"
	"testing"
	"time"

	"rollout/engine"
	"rollout/ui/game"
)

// A review names the opening of the position it shows, as the analysis
// board does: reviewing the start of a Scandinavian read "B01
// Scandinavian Defense" above the start position, and 1. e4 read as the
// whole game's opening too.
func TestReviewNamesTheOpeningShown(t *testing.T) {
	o := Options{Variant: "chess", Screen: ScreenGame, Seed: 1, Moves: []string{"e4", "d5"}, Sides: [2]game.SideOptions{
		{Human: true}, {Engine: engine.Config{Player: "fake", Budget: engine.Budget{Time: time.Second}}}}}
	m, _ := newTestModel(t, o, 80, 24, newFake)
	if v := m.View(); !strings.Contains(v, "B01 Scandinavian Defense") {
		t.Fatalf("the game's opening is not named:\n%s", v)
	}
	for _, tt := range []struct {
		key, want, not string
	}{
		{"[", "B00 King's Pawn Game", "Scandinavian"}, // after 1. e4
		{"home", "", "B0"},                            // the start: no opening
		{"end", "B01 Scandinavian Defense", ""},
	} {
		m, _ = press(m, tt.key)
		v := m.View()
		if tt.want != "" && !strings.Contains(v, tt.want) || tt.not != "" && strings.Contains(v, tt.not) {
			t.Errorf("after %s: want %q and no %q:\n%s", tt.key, tt.want, tt.not, v)
		}
	}
}
