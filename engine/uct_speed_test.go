package engine

import (
	"context"
	"testing"
	"time"

	"rollout/internal/cputime"
	"rollout/variants/chess"
)

// speedRollouts is the size of the searches BenchmarkUCTAgainstFlat
// compares: docs/performance.md's figure, so a uct tree grows to the size it is
// quoted at. They run in speedChunks slices, flat and uct alternating, so
// both meet the same load on a shared machine.
const (
	speedRollouts = 40_000
	speedChunks   = 10
)

// BenchmarkUCTAgainstFlat measures issue 11's uct speed target: uct
// iterations per CPU-second over flat's rollouts per CPU-second, on chess
// from the start at one worker with the same rollout kernel. Each
// iteration of the benchmark grows one uct tree to speedRollouts
// iterations (a player keeps its tree between searches of the same
// position) in slices, each after a flat search of as many rollouts, and
// times both sides by the process's CPU time; run it with -benchtime 1x
// -count N -cpu 1 and take the median of the per-round "uct/flat".
func BenchmarkUCTAgainstFlat(b *testing.B) {
	var flatCPU, uctCPU time.Duration
	for b.Loop() {
		flat, mcts := speedPlayer(b, "flat"), speedPlayer(b, "uct")
		for range speedChunks {
			flatCPU += searchCPU(b, flat)
			uctCPU += searchCPU(b, mcts)
		}
		if n := len(mcts.(*uct).trees[0].nodes); n < speedRollouts {
			b.Fatalf("uct's tree has %d nodes after %d iterations", n, speedRollouts)
		}
	}
	if flatCPU <= 0 || uctCPU <= 0 {
		b.Skip("no CPU time on this system")
	}
	b.ReportMetric(float64(flatCPU)/float64(uctCPU), "uct/flat")
	b.ReportMetric(float64(b.N*speedRollouts)/flatCPU.Seconds(), "flat-rollouts/cpu-s")
	b.ReportMetric(float64(b.N*speedRollouts)/uctCPU.Seconds(), "uct-iterations/cpu-s")
}

// speedPlayer is a one-worker player for BenchmarkUCTAgainstFlat's
// slices, configured for chess as clients configure it.
func speedPlayer(b *testing.B, name string) Player {
	cfg := Config{Player: name, Workers: 1, Budget: Budget{Rollouts: speedRollouts / speedChunks}, Seed: 1}
	p, err := New(cfg.ForGame(chess.Variant.Start())) // chess's own exploration constant, as clients use

	if err != nil {
		b.Fatal(err)
	}
	return p
}

// searchCPU runs one search by p from chess's start and returns the CPU
// time it took.
func searchCPU(b *testing.B, p Player) time.Duration {
	pos := chess.Variant.Start()
	before := cputime.Used()
	res, err := p.Search(context.Background(), pos, nil)
	took := cputime.Used() - before
	if err != nil || res.Rollouts != speedRollouts/speedChunks {
		b.Fatalf("%s: %d rollouts, %v", p.Name(), res.Rollouts, err)
	}
	return took
}
