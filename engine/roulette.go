package engine

import (
	"context"
	"math/rand/v2"

	"rollout/variants"
)

// roulette is Tong's Roulette Wheel Game Player (2013). Like flat it
// spreads rollouts evenly over the root moves, but it scores each rollout
// 100 for a win, 50 for a draw and 0 for a loss, minus the rollout's length
// in plies (the penalty at most half the score), so quick wins count more
// than slow ones. It plays a one-move win at once, prunes moves that let
// the opponent win at once (unless every move does), and then draws its
// move by a roulette wheel whose slots are proportional to the accumulated
// scores: a stochastic player, harder to exploit than an argmax and, as
// Tong found, weaker against a careful opponent.
type roulette struct{ cfg Config }

func newRoulette(cfg Config) Player { return &roulette{cfg} }

func (r *roulette) Name() string   { return "roulette" }
func (r *roulette) Config() Config { return r.cfg }

func (r *roulette) Search(ctx context.Context, pos variants.Position, progress chan Snapshot) (Result, error) {
	moves, err := searchMoves(pos, r.cfg.RootMoves, progress)
	if err != nil {
		return Result{}, err
	}
	root := pos.Clone()
	rng := rand.New(rand.NewPCG(searchSeed(r.cfg.Seed, root.Encode()), 4))
	active, notes, wins := planRoulette(root, moves)
	if len(wins) > 0 {
		return notedResult(r.Name(), root, moves, notes, wins[0], StopOneMoveWin, progress), nil
	}
	if len(moves) == 1 {
		return instantResult(r.Name(), root, moves, 0, StopForced, progress), nil
	}
	if len(active) == 1 {
		return notedResult(r.Name(), root, moves, notes, active[0], StopForced, progress), nil
	}
	s := newSpread(r.cfg, r.Name(), root, moves, active, bestScore(active))
	s.scored = true
	copy(s.notes, notes)
	chosen := -1
	s.finalize = func(snap *Snapshot) {
		if snap.Rollouts == 0 {
			return
		}
		chosen = spinWheel(rng, snap.Moves, active)
		snap.Best, snap.BestText = moves[chosen], snap.Moves[chosen].Text
	}
	snap := s.run(ctx, progress)
	if snap.Rollouts == 0 {
		if err := ctx.Err(); err != nil {
			return Result{}, err
		}
		chosen = active[0]
	}
	return Result{Snapshot: snap, Move: moves[chosen], MoveText: snap.Moves[chosen].Text, Stopped: s.stopReason()}, nil
}

// planRoulette applies Tong's rules before any rollout: the one-move
// wins (if there are any, they are the active moves and roulette plays
// the first at once), else the moves left after pruning those that let
// the opponent win at once (all of them if every move does). notes
// says, per legal move, which rule touched it. The player and the study
// Stepper share it.
func planRoulette(root variants.Position, moves []variants.Move) (active []int, notes []string, wins []int) {
	if wins = winningMoves(root, moves); len(wins) > 0 {
		return wins, winNotes(len(moves), wins), wins
	}
	notes = make([]string, len(moves))
	threat, _ := immediateThreats(root, moves, nil)
	for i := range moves {
		if !threat[i] {
			active = append(active, i)
		}
	}
	if len(active) == 0 { // every move loses at once: search them all
		for i := range moves {
			active = append(active, i)
		}
	} else {
		for i := range moves {
			if threat[i] {
				notes[i] = notePruned
			}
		}
	}
	return active, notes, nil
}

// bestScore picks the active move with the highest accumulated score, the
// wheel's biggest slot: what the snapshots show as the best move so far.
// Ties go to the earlier legal move.
func bestScore(active []int) func(ts []tally, texts []string) int {
	return func(ts []tally, _ []string) int {
		best := active[0]
		for _, i := range active[1:] {
			if ts[i].tong > ts[best].tong {
				best = i
			}
		}
		return best
	}
}

// spinWheel draws an active move with probability proportional to its
// accumulated score; if every score is 0 it draws uniformly.
func spinWheel(rng *rand.Rand, ms []MoveStats, active []int) int {
	var total int64
	for _, i := range active {
		total += int64(ms[i].Score)
	}
	if total <= 0 {
		return active[rng.IntN(len(active))]
	}
	x := rng.Int64N(total)
	for _, i := range active {
		x -= int64(ms[i].Score)
		if x < 0 {
			return i
		}
	}
	return active[len(active)-1]
}
