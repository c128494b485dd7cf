package autosave

import (
	"strings"
	"testing"
	"time"

	"rollout/engine"
	"rollout/variants"
)

// Two saves of the same game at the same move (the setup screen's R
// and P) read apart by their last move: both were offered as "Chess,
// White to play move 2, White human vs Black random, saved 15:23 UTC".
func TestSummaryNamesTheLastMove(t *testing.T) {
	sides := [2]Side{{Human: true}, {Engine: engine.Config{Player: "random"}}}
	start := "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	for _, c := range []struct {
		start string
		moves []string
		want  string
	}{
		{start, []string{"e2e4", "e7e6"}, "Chess, White to play move 2, White human vs Black random, last move 1... e6, saved"},
		{start, []string{"d2d4", "e7e6"}, "Chess, White to play move 2, White human vs Black random, last move 1... e6, saved"},
		{start, []string{"d2d4"}, "Chess, Black to play move 1, White human vs Black random, last move 1. d4, saved"},
		{start, nil, "Chess, White to play move 1, White human vs Black random, saved"},
		{"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 7", []string{"c7c5", "g1f3"}, "Black to play move 8, White human vs Black random, last move 8. Nf3, saved"},
	} {
		g := Game{Variant: "chess", Start: c.start, Saved: time.Now(), Sides: sides}
		for _, m := range c.moves {
			g.Moves = append(g.Moves, Move{Move: m})
		}
		if got := g.Summary(mustRecord(t, g)); !strings.Contains(got, c.want) {
			t.Errorf("%v: summary %q, want %q in it", c.moves, got, c.want)
		}
	}
}

// mustRecord is g's game as Load reads it (g of this save format), for
// Summary.
func mustRecord(t *testing.T, g Game) *variants.Record {
	t.Helper()
	g.Version = Version
	rec, err := g.record(time.Now())
	if err != nil {
		t.Fatal(err)
	}
	return rec
}
