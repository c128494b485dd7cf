package ui

import (
	"math/rand/v2"
	"testing"
	"time"

	"rollout/ui/autosave"
	"rollout/ui/kit"
	"rollout/variants"
)

// BenchmarkWriteAutosave measures the save written after every move: a
// chess game of 120 plies, every move with a table of all its legal
// moves (the size a flat or uct game's save reaches), encoded and written
// atomically (temp file, fsync, rename).
func BenchmarkWriteAutosave(b *testing.B) {
	rec := variants.RecordFrom(kit.Variant("chess").Start())
	rng := rand.New(rand.NewPCG(1, 2))
	for rec.Len() < 120 && !rec.Outcome().Over() {
		legal := rec.Legal()
		m := legal[rng.IntN(len(legal))]
		t := &variants.Table{Player: "flat", Rollouts: 50000, Stopped: "time", Chosen: m}
		for _, l := range legal {
			t.Rows = append(t.Rows, variants.Row{Move: l, Text: rec.Position().EncodeMove(l, variants.Display),
				Rollouts: 1500, Wins: 200, Draws: 1100, Losses: 200, Mean: 0.01, StdErr: 0.013, AvgPlies: 330, CapShare: 0.12})
		}
		if err := rec.Play(m, "flat 50000 rollouts", t); err != nil {
			b.Fatal(err)
		}
	}
	cfg := kit.GameConfig{Sides: [2]kit.SideOptions{{Human: true}, {}}}
	dir := b.TempDir()
	b.ReportAllocs()
	for b.Loop() {
		if err := autosave.Write(dir, kit.Snapshot(rec, cfg, time.Now())); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSnapshotGame is the part of the save made in Update: the
// record's moves, comments and tables as the save's values.
func BenchmarkSnapshotGame(b *testing.B) {
	rec := variants.RecordFrom(kit.Variant("chess").Start())
	rng := rand.New(rand.NewPCG(1, 2))
	for rec.Len() < 120 && !rec.Outcome().Over() {
		legal := rec.Legal()
		m := legal[rng.IntN(len(legal))]
		t := &variants.Table{Player: "flat", Rollouts: 50000, Stopped: "time", Chosen: m}
		for _, l := range legal {
			t.Rows = append(t.Rows, variants.Row{Move: l, Text: rec.Position().EncodeMove(l, variants.Display), Rollouts: 1500})
		}
		if err := rec.Play(m, "", t); err != nil {
			b.Fatal(err)
		}
	}
	cfg := kit.GameConfig{Sides: [2]kit.SideOptions{{Human: true}, {}}}
	b.ReportAllocs()
	for b.Loop() {
		kit.Snapshot(rec, cfg, time.Now())
	}
}
