package engine

import (
	"context"
	"testing"

	"rollout/variants"
	"rollout/variants/chess"
	"rollout/variants/connect4"
	"rollout/variants/tictactoe"
)

// RunContext runs whole iterations until cancelled, finishing a phase-
// stepped iteration first, streams snapshots, closes the channel and
// returns the final root table; Run stops once the search is decided.
func TestStepperRunContext(t *testing.T) {
	s := mustStepper(t, Config{Player: "uct", Seed: 3}, chess.Variant.Start())
	s.Step() // an iteration under way: RunContext finishes it first
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	ch := make(chan Snapshot, 1)
	done := make(chan Snapshot, 1)
	go func() { done <- s.RunContext(ctx, ch) }()
	for snap := range ch {
		if snap.Rollouts > 0 {
			cancel()
			break
		}
	}
	for range ch { // drained until RunContext closes it
	}
	final := <-done
	if final.Rollouts != s.Iterations() || s.Next() != PhaseSelect || final.Rollouts == 0 {
		t.Fatalf("final snapshot %d iterations, stepper %d, next phase %v", final.Rollouts, s.Iterations(), s.Next())
	}

	won := mustStepper(t, Config{Player: "uct", Seed: 3}, ttt(t, "oo1/3/xx1 x"))
	if n := won.Run(1_000_000); !won.Decided() || n >= 1_000_000 {
		t.Fatalf("a win in one: ran %d iterations, decided %v", n, won.Decided())
	}
	if snap := won.RunContext(context.Background(), nil); snap.BestText != "c1" {
		t.Fatalf("decided search plays %q, want c1", snap.BestText)
	}
}

// BenchmarkStepperIterate times one phase-stepped iteration with all its
// events (selection figures, the rollout's moves recovered, the path's
// updates): what a study screen's "next iteration" key costs.
func BenchmarkStepperIterate(b *testing.B) {
	for _, v := range []*variants.Variant{tictactoe.Variant, connect4.Variant, chess.Variant} {
		b.Run(v.Name, func(b *testing.B) {
			s := mustStepper(b, Config{Player: "uct", Seed: 1}, v.Start())
			s.Run(200)
			b.ReportAllocs()
			for b.Loop() {
				s.Iterate()
			}
		})
	}
}
