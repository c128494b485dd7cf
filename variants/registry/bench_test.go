package registry

import (
	"math/rand/v2"
	"testing"

	"rollout/internal/cputime"
	"rollout/variants"
)

// BenchmarkRollout times random games from every registered game's start,
// with all its rules and its ply cap, through the game's own Roller (the
// loop the engine runs) or, without one, the generic loop. Besides the
// wall-clock rate it reports the rate per CPU-second of the process, which
// a shared, overloaded machine distorts far less: one docs/performance.md figure per
// game from one command.
func BenchmarkRollout(b *testing.B) {
	for _, v := range All() {
		b.Run(v.Name, func(b *testing.B) {
			start := v.Start()
			p := start.Clone()
			moves := make([]variants.Move, 0, 256)
			rng := rand.New(rand.NewPCG(1, 2))
			roller, fast := p.(variants.Roller)
			plies := 0
			b.ReportAllocs()
			cpu0 := cputime.Used()
			for b.Loop() {
				p.CopyFrom(start)
				if fast {
					_, n := roller.Rollout(rng, v.PlyCap)
					plies += n
					continue
				}
				for n := 0; n < v.PlyCap && !p.Outcome().Over(); n++ {
					moves = p.LegalMoves(moves[:0])
					p.Play(moves[rng.IntN(len(moves))])
					plies++
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "rollouts/s")
			if cpu := cputime.Used() - cpu0; cpu > 0 {
				b.ReportMetric(float64(b.N)/cpu.Seconds(), "rollouts/cpu-s")
			}
			b.ReportMetric(float64(plies)/float64(b.N), "plies/rollout")
		})
	}
}
