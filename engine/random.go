package engine

import (
	"context"
	"math/rand/v2"

	"rollout/variants"
)

// randomPlayer plays a uniformly random legal move: the baseline every
// other player must beat.
type randomPlayer struct{ cfg Config }

func newRandom(cfg Config) Player { return &randomPlayer{cfg} }

func (r *randomPlayer) Name() string   { return "random" }
func (r *randomPlayer) Config() Config { return r.cfg }

func (r *randomPlayer) Search(ctx context.Context, pos variants.Position, progress chan Snapshot) (Result, error) {
	moves, err := searchMoves(pos, r.cfg.RootMoves, progress)
	if err != nil {
		return Result{}, err
	}
	rng := rand.New(rand.NewPCG(searchSeed(r.cfg.Seed, pos.Encode()), 1))
	return instantResult(r.Name(), pos, moves, rng.IntN(len(moves)), StopInstant, progress), nil
}
