package engine

import (
	"slices"
	"testing"

	"rollout/variants/chess"
	"rollout/variants/rollerball"
)

// uct-roulette spins its wheel at a node that progressive widening has
// not yet given a child for every move (priors on): it spun over the
// empty list of a full node's children and crashed with index -1 (the
// analysis board, ctrl+p to uct-roulette after the default player;
// rollout analyze -variant chess -player uct-roulette -prior 1). The
// wheel now turns over the children the node has, allocating nothing.
func TestRouletteWithPriors(t *testing.T) {
	for _, v := range []string{"chess", "rollerball"} {
		pos := chess.Variant.Start()
		if v == "rollerball" {
			pos = rollerball.Variant.Start()
		}
		cfg := Config{Player: "uct-roulette", Prior: 1, Budget: Budget{Rollouts: 3000}, Workers: 1, Seed: 3}
		res := search(t, mustPlayer(t, cfg.ForGame(pos)), pos)
		if !slices.Contains(pos.LegalMoves(nil), res.Move) {
			t.Errorf("%s: move %v is not legal", v, res.Move)
		}
		tr := configuredTree(pos, 1<<16, 300, Config{Player: "uct-roulette", Prior: 1})
		if allocs := testing.AllocsPerRun(200, tr.iterate); allocs != 0 {
			t.Errorf("%s: %v allocations per iteration", v, allocs)
		}
	}
}
