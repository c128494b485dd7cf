package varianttest

import (
	"math/rand/v2"
	"testing"

	"rollout/variants"
)

// GenericRollout benchmarks the engine's generic rollout loop (Outcome,
// LegalMoves, Play a random move) from start, the baseline a variant's own
// Roller is measured against.
func GenericRollout(b *testing.B, start variants.Position) {
	rng := rand.New(rand.NewPCG(7, 8))
	p := start.Clone()
	moves := make([]variants.Move, 0, 256)
	b.ReportAllocs()
	for b.Loop() {
		p.CopyFrom(start)
		for !p.Outcome().Over() {
			moves = p.LegalMoves(moves[:0])
			p.Play(moves[rng.IntN(len(moves))])
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "rollouts/s")
}
