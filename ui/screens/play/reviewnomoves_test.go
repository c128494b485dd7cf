package play

import (
	"testing"

	"rollout/engine"
	"rollout/ui/game"
	"rollout/variants"
)

// A game of no moves read back (resigned at once; our PGN of it is the
// tags and "0-1") offered "[ earlier", and nothing is earlier than the
// start: the note offers what there is, p.
func TestReviewOfNoMovesOffersNothingEarlier(t *testing.T) {
	rec := variants.RecordFrom(game.Variant("chess").Start())
	rec.SetTags(map[string]string{"Result": "0-1", "Termination": "White resigns"})
	o := gameOpts("chess", "fake")
	o.Screen, o.Record = ScreenReview, rec
	o.Sides[0] = game.SideOptions{Human: true}
	o.Sides[1] = game.SideOptions{Engine: engine.Config{Player: "fake"}}
	m, _ := newTestModel(t, o, 100, 30, newFake)
	note := m.reviewNote()
	if want := "Review: the start; Black wins: White resigns (0-1); p plays on"; note != want {
		t.Errorf("the note reads %q, want %q", note, want)
	}
}
