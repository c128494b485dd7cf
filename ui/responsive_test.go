package ui

import (
	"runtime"
	"strings"
	"testing"
	"time"

	"rollout/engine"
)

// BenchmarkKeyWhileSearching times what the client does for one key press
// (Update, then a full View of the game screen with the live table) while
// a real flat search runs on every core. The target is one frame: 16.7 ms
// at Bubble Tea's 60 frames a second. Run:
//
//	go test ./ui -run '^$' -bench KeyWhileSearching -benchtime 200x
func BenchmarkKeyWhileSearching(b *testing.B) {
	o := gameOpts("chess", "flat")
	o.Sides[1].Engine.Budget = engine.Budget{Time: time.Hour}
	m, _ := newTestModel(b, o, 100, 30, engine.New)
	m, cmd := press(m, "e", "4", "enter")
	if !strings.Contains(m.View(), "thinking") {
		b.Fatal("no search started after 1. e4")
	}
	m, _ = send(m, runCmd(cmd)) // one snapshot in, so the table is full
	b.ResetTimer()
	for b.Loop() {
		m, _ = press(m, "v") // flip: a key handled and a full redraw
		_ = m.View()
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N)/1000, "ms/key")
	b.ReportMetric(float64(runtime.GOMAXPROCS(0)), "workers")
}
