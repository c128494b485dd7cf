package play

import (
	"fmt"
	"testing"

	"rollout/ui/game"
	"rollout/ui/uitest"
	"rollout/variants"
)

// The short help at a narrow terminal ran past the width where bubbles'
// "…" did not fit after the last whole item, and the screen's edge cut
// the next one: "←→↑↓ move cursor • enter/space select • : type a move
// •" at 40 columns. At 30, 40 and 80 columns, 14 and 24 rows, in a
// person's game (typing a move too), a watched series and a review,
// every help line is now whole items, then "…" when some are left out.
func TestShortHelpDropsWholeItems(t *testing.T) {
	rec, err := variants.Replay(game.Variant("chess"), "", []string{"e4", "e5", "Nf3"})
	if err != nil {
		t.Fatal(err)
	}
	review := gameOpts("chess", "fake")
	review.Screen, review.Record = ScreenReview, rec
	for _, c := range []struct {
		name string
		o    Options
		keys []string
	}{
		{"chess", gameOpts("chess", "fake"), nil},
		{"chess typing", gameOpts("chess", "fake"), []string{":"}},
		{"tictactoe", gameOpts("tictactoe", "fake"), nil},
		{"nim", gameOpts("nim", "fake"), nil},
		{"series", seriesOpts(2), nil},
		{"review", review, nil},
	} {
		for w := 30; w <= 80; w++ {
			for _, h := range []int{14, 24} {
				m, _ := newTestModel(t, c.o, w, h, newFake)
				m, _ = press(m, c.keys...)
				uitest.CheckShortHelp(t, fmt.Sprintf("play, %s", c.name), m.View(), w, h, play(m).helpKeys().ShortHelp())
			}
		}
	}
}
