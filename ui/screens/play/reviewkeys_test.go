package play

import (
	"strings"
	"testing"

	"rollout/ui/game"
	"rollout/variants"
)

// A game read from a file for review stays as the file has it until p:
// u took back its last moves ("Took back: White to play move 3", the
// review then showing a game the file never had) where nothing moves
// until p. It now says so and takes nothing back.
func TestNoTakeBackInAReview(t *testing.T) {
	rec, err := variants.Replay(game.Variant("chess"), "", []string{"e4", "Nf6", "d4", "Nxe4"})
	if err != nil {
		t.Fatal(err)
	}
	o := gameOpts("chess", "fake")
	o.Screen, o.Record = ScreenReview, rec
	m, _ := newTestModel(t, o, 100, 32, newFake)
	for _, keys := range [][]string{{"u"}, {"[", "u"}} { // at the last move, and one back
		m, _ = press(m, keys...)
		g := play(m)
		if g.st.Len() != 4 || !g.held {
			t.Fatalf("%v in a review: %d plies, held %v (%q); want the file's 4, held", keys, g.st.Len(), g.held, g.msg)
		}
		if !strings.Contains(g.msg, "No take-backs in a review") || !strings.Contains(g.msg, "p plays on") {
			t.Fatalf("%v in a review said %q", keys, g.msg)
		}
	}
}
