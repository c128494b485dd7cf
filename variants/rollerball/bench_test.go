package rollerball

import (
	"math/rand/v2"
	"testing"

	"rollout/internal/cputime"
	"rollout/variants"
)

// BenchmarkPerft7 times perft(7) from the start (8,049,487 leaves); the
// target is under one second per op on one core.
func BenchmarkPerft7(b *testing.B) {
	p := Start()
	for b.Loop() {
		if n := p.Perft(7); n != 8049487 {
			b.Fatalf("perft(7) = %d", n)
		}
	}
}

// BenchmarkRollout runs random rollouts from the start with all the rules
// and the variant's ply cap; the target is 40,000 rollouts/s per core.
func BenchmarkRollout(b *testing.B) {
	root := Start()
	p := root.Clone().(*Position)
	rng := rand.New(rand.NewPCG(1, 2))
	plies := 0
	b.ReportAllocs()
	cpu0 := cputime.Used()
	for b.Loop() {
		p.CopyFrom(root)
		_, n := p.Rollout(rng, Variant.PlyCap)
		plies += n
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "rollouts/s")
	// On a shared machine wall-clock rates sink with the load; the rate per
	// CPU-second of the whole process (single-threaded work, no garbage)
	// shows what one core does.
	if cpu := cputime.Used() - cpu0; cpu > 0 {
		b.ReportMetric(float64(b.N)/cpu.Seconds(), "rollouts/cpu-s")
	}
	b.ReportMetric(float64(plies)/float64(b.N), "plies/rollout")
}

// BenchmarkLegalMoves generates the legal moves of position A (17 moves,
// captures available).
func BenchmarkLegalMoves(b *testing.B) {
	p := playMoves(b, movesA)
	buf := make([]variants.Move, 0, maxMoves)
	b.ReportAllocs()
	for b.Loop() {
		buf = p.LegalMoves(buf[:0])
	}
}
