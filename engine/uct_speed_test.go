package engine

import (
	"context"
	"testing"
	"time"

	"rollout/variants/chess"
	"rollout/variants/varianttest"
)

// speedRollouts is the size of each search BenchmarkUCTAgainstFlat runs:
// the README's figure, so a uct tree grows to the size it is quoted at.
const speedRollouts = 40_000

// BenchmarkUCTAgainstFlat measures issue 11's uct speed target: uct
// iterations per CPU-second over flat's rollouts per CPU-second, on chess
// from the start at one worker with the same rollout kernel. Each
// iteration of the benchmark runs one flat search and one uct search of
// speedRollouts each, alternating, and times both by the process's CPU
// time, so load from other processes on a shared machine touches both
// sides alike; run it with -benchtime 1x -count N -cpu 1 and take the
// median of the per-round "uct/flat" figures.
func BenchmarkUCTAgainstFlat(b *testing.B) {
	var flatCPU, uctCPU time.Duration
	for b.Loop() {
		flatCPU += searchCPU(b, "flat")
		uctCPU += searchCPU(b, "uct")
	}
	if flatCPU <= 0 || uctCPU <= 0 {
		b.Skip("no CPU time on this system")
	}
	b.ReportMetric(float64(flatCPU)/float64(uctCPU), "uct/flat")
	b.ReportMetric(float64(b.N*speedRollouts)/flatCPU.Seconds(), "flat-rollouts/cpu-s")
	b.ReportMetric(float64(b.N*speedRollouts)/uctCPU.Seconds(), "uct-iterations/cpu-s")
}

// searchCPU runs one search of speedRollouts by a fresh player (so uct
// starts from an empty tree) and returns the CPU time it took.
func searchCPU(b *testing.B, player string) time.Duration {
	p, err := New(Config{Player: player, Workers: 1, Budget: Budget{Rollouts: speedRollouts}, Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	pos := chess.Variant.Start()
	before := varianttest.CPUTime()
	res, err := p.Search(context.Background(), pos, nil)
	took := varianttest.CPUTime() - before
	if err != nil || res.Rollouts != speedRollouts {
		b.Fatalf("%s: %d rollouts, %v", player, res.Rollouts, err)
	}
	return took
}
