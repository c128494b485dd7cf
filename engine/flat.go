package engine

import (
	"context"

	"rollout/variants"
)

// flat is Roller's pure Monte Carlo player: rollouts are spread evenly over
// the root moves, each scores +1/0/-1 for the side to move at the root, and
// the move with the best mean is played; under a time budget a move that
// wins at once is played without a rollout. It knows nothing of the game
// but its rules, which is what makes it a good first teacher of Monte
// Carlo.
type flat struct{ cfg Config }

func newFlat(cfg Config) Player { return &flat{cfg} }

func (f *flat) Name() string   { return "flat" }
func (f *flat) Config() Config { return f.cfg }

func (f *flat) Search(ctx context.Context, pos variants.Position, progress chan Snapshot) (Result, error) {
	moves, err := searchMoves(pos, f.cfg.RootMoves, progress)
	if err != nil {
		return Result{}, err
	}
	root := pos.Clone()
	// A move that ends the game with the mover's win needs no rollout:
	// where the budget lets a search stop early (a think time, a clock;
	// stopsEarly), it is played at once, noted as searchlight and
	// roulette note it. A rollout budget still runs its rollouts, so
	// their statistics stay the same seed for seed.
	if f.cfg.stopsEarly() {
		if wins := winningMoves(root, moves); len(wins) > 0 {
			return notedResult(f.Name(), root, moves, winNotes(len(moves), wins), wins[0], StopOneMoveWin, progress), nil
		}
	}
	if len(moves) == 1 {
		return instantResult(f.Name(), root, moves, 0, StopForced, progress), nil
	}
	active := make([]int, len(moves))
	for i := range active {
		active[i] = i
	}
	s := newSpread(f.cfg, f.Name(), root, moves, active, bestMean(root, active))
	snap := s.run(ctx, progress)
	if snap.Rollouts == 0 {
		if err := ctx.Err(); err != nil {
			return Result{}, err
		}
	}
	chosen := snap.Best
	if snap.Rollouts == 0 {
		chosen = moves[0]
	}
	res := Result{Snapshot: snap, Move: chosen, Stopped: s.stopReason()}
	for _, m := range snap.Moves {
		if m.Move == chosen {
			res.MoveText = m.Text
		}
	}
	return res, nil
}
