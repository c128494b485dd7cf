package study

import (
	"context"
	"runtime"
	"testing"
	"time"

	"rollout/engine"
	"rollout/variants/registry"
)

// BenchmarkStudyPhaseWhileSearching times what the study screen does for
// one key press of "next phase" (the Step, the root table, then a full
// View: board, tree, phase panel, table) while a flat search runs on
// every core, for tic-tac-toe and chess at 100x32. The target is one
// frame, 16.7 ms. A chess phase includes its rollout (hundreds of
// plies) when the phase is a simulation. Run:
//
//	go test ./ui/screens/study -run '^$' -bench StudyPhaseWhileSearching -benchtime 400x
func BenchmarkStudyPhaseWhileSearching(b *testing.B) {
	for _, variant := range []string{"tictactoe", "chess"} {
		b.Run(variant, func(b *testing.B) {
			v, err := registry.Lookup(variant)
			if err != nil {
				b.Fatal(err)
			}
			ctx, cancel := context.WithCancel(context.Background())
			p, err := engine.New(engine.Config{Player: "flat", Budget: engine.Budget{Time: time.Hour}})
			if err != nil {
				b.Fatal(err)
			}
			done := make(chan struct{})
			go func() {
				defer close(done)
				_, _ = p.Search(ctx, v.Start(), nil)
			}()
			defer func() { cancel(); <-done }()
			m, _ := open(b, variant, "", "uct", 100, 32)
			m, _ = press(m, "I") // a tree to draw
			b.ResetTimer()
			for b.Loop() {
				m, _ = press(m, "n")
				_ = m.View()
			}
			b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N)/1000, "ms/phase")
			b.ReportMetric(float64(runtime.GOMAXPROCS(0)), "workers")
		})
	}
}
