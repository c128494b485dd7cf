package setup

import (
	"testing"
	"time"

	"github.com/charmbracelet/x/exp/golden"

	"rollout/engine"
	"rollout/ui/game"
)

// TestGolden compares the setup screen's frames, colour off and ASCII,
// with testdata/TestGolden/*.golden: the form at 80x24 and 200x60, and
// the Position field focused (its format shown under the form). The
// second side is an engine named fake, as in the root's game goldens.
// Regenerate with
//
//	go test ./ui/screens/setup -run TestGolden -update
//
// only where the screen's change is intended.
func TestGolden(t *testing.T) {
	for _, tt := range []struct {
		name    string
		variant string
		keys    []string
		w, h    int
	}{
		{"setup", "tictactoe", nil, 80, 24},
		{"setup_position_field", "nim", []string{"up"}, 80, 24},
		{"setup_200x60", "chess", nil, 200, 60},
	} {
		t.Run(tt.name, func(t *testing.T) {
			o := Options{Variant: tt.variant, Sides: [2]game.SideOptions{{Human: true},
				{Engine: engine.Config{Player: "fake", Budget: engine.Budget{Time: time.Second}}}}}
			s, _ := press(newScreen(t, o, tt.w, tt.h), tt.keys...)
			golden.RequireEqual(t, []byte(s.View()))
		})
	}
}
