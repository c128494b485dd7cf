package play

import (
	"context"
	"testing"

	"rollout/engine"
	"rollout/ui/game"
	"rollout/variants"
	"rollout/variants/registry"
)

// The TUI's engine chooses the move that analyze, match and uci choose
// for the same position, player, seed and rollout budget: each seeds the
// side's player with engine.PlayerSeed(seed, side) (cli's
// TestSameSeedSameMoveEverywhere checks the other three agree).
func TestSameSeedSameMoveAsAnalyze(t *testing.T) {
	const fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 90 50" // the position cli's test uses
	v, _ := registry.Lookup("chess")
	// 300 rollouts: few enough that the seed decides between moves that
	// score alike, so a different derivation would show.
	seen := map[string]bool{}
	for _, seed := range []uint64{1, 2, 3, 4, 5} {
		budget := engine.Budget{Rollouts: 300}
		p, err := engine.New(engine.Config{Player: "flat", Budget: budget, Seed: engine.PlayerSeed(seed, variants.First)})
		if err != nil {
			t.Fatal(err)
		}
		pos, err := v.Parse(fen)
		if err != nil {
			t.Fatal(err)
		}
		res, err := p.Search(context.Background(), pos, nil)
		if err != nil {
			t.Fatal(err)
		}
		want := pos.EncodeMove(res.Move, variants.Canonical)
		seen[want] = true

		o := gameOpts("chess", "flat")
		o.Position, o.Seed = fen, seed
		o.Sides[0] = game.SideOptions{Engine: engine.Config{Player: "flat", Budget: budget}}
		o.Sides[1] = game.SideOptions{Human: true}
		m, cmd := newTestModel(t, o, 100, 30, engine.New)
		m = drain(t, m, cmd)
		g := play(m).st
		if g.Len() != 1 {
			t.Fatalf("seed %d: %d moves, want the engine's first (message %q)", seed, g.Len(), play(m).msg)
		}
		if got := g.Turn(0).Canonical; got != want {
			t.Fatalf("seed %d: the TUI's engine played %s, a direct search with PlayerSeed %s", seed, got, want)
		}
	}
	if len(seen) < 2 {
		t.Fatalf("every seed chose %v: the test cannot tell seeds apart", seen)
	}
}
