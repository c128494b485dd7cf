package engine

import (
	"context"
	"testing"

	"rollout/variants"
	"rollout/variants/tictactoe"
)

// PlayGame stops at the end of the game and records the outcome.
func TestPlayGame(t *testing.T) {
	players := [2]Player{mustPlayer(t, Config{Player: "perfect", Seed: 1}), mustPlayer(t, Config{Player: "perfect", Seed: 2})}
	g, err := PlayGame(context.Background(), tictactoe.Variant.Start(), players)
	if err != nil {
		t.Fatal(err)
	}
	if g.Outcome().Result != variants.Draw || g.Len() != 9 {
		t.Fatalf("perfect vs perfect: %s after %d plies", g.Outcome(), g.Len())
	}
	for i := range g.Len() {
		if tb := g.Turn(i).Table; tb == nil || tb.Player != "perfect" || tb.Chosen != g.Turn(i).Move {
			t.Fatalf("turn %d: table %+v", i, tb)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := PlayGame(ctx, tictactoe.Variant.Start(), players); err == nil {
		t.Fatal("a cancelled game returned no error")
	}
}
