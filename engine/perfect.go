package engine

import (
	"context"
	"math/rand/v2"

	"rollout/variants"
)

// perfect plays exactly, from the variant's solver: the ground truth that
// tests and teaching views compare the Monte Carlo players with. Among
// equally good moves it picks one at random (seeded).
type perfect struct{ cfg Config }

func newPerfect(cfg Config) Player { return &perfect{cfg} }

func (p *perfect) Name() string   { return "perfect" }
func (p *perfect) Config() Config { return p.cfg }

// valueNotes names a move's exact value for the mover.
var valueNotes = map[int]string{1: "win", 0: "draw", -1: "loss"}

func (p *perfect) Search(ctx context.Context, pos variants.Position, progress chan Snapshot) (Result, error) {
	if _, ok := pos.(variants.Solver); !ok {
		closeProgress(progress)
		return Result{}, errorf("perfect play needs an exact solver, and %s has none (use flat, roulette or uct)", pos.Variant().Title)
	}
	moves, err := rootMoves(pos)
	if err != nil {
		closeProgress(progress)
		return Result{}, err
	}
	texts := moveTexts(pos, moves)
	snap := Snapshot{Player: p.Name(), Progress: 1, Moves: make([]MoveStats, len(moves))}
	mover := pos.ToMove()
	child := pos.Clone()
	bestValue := -2
	var best []int
	for i, m := range moves {
		child.CopyFrom(pos)
		child.Play(m)
		v := 0
		if o := child.Outcome(); o.Over() {
			v = o.ScoreFor(mover)
		} else {
			v = -child.(variants.Solver).Value()
		}
		snap.Moves[i] = MoveStats{Move: m, Text: texts[i], Mean: float64(v), Score: float64(v), Note: valueNotes[v]}
		switch {
		case v > bestValue:
			bestValue, best = v, []int{i}
		case v == bestValue:
			best = append(best, i)
		}
	}
	rng := rand.New(rand.NewPCG(searchSeed(p.cfg.Seed, pos.Encode()), 2))
	chosen := best[rng.IntN(len(best))]
	snap.Best, snap.BestText = moves[chosen], texts[chosen]
	return finish(snap, moves[chosen], StopInstant, progress), nil
}
