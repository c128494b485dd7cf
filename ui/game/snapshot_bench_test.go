package game

import (
	"math/rand/v2"
	"testing"
	"time"

	"rollout/ui/autosave"
	"rollout/variants"
)

// benchGame is a chess game of 120 random plies (seeded), every move with
// a table of all its legal moves (the size a flat or uct game's save
// reaches); full fills the rows' tallies and the moves' comments as an
// engine does.
func benchGame(full bool) *variants.Record {
	rec := variants.RecordFrom(Variant("chess").Start())
	rng := rand.New(rand.NewPCG(1, 2))
	for rec.Len() < 120 && !rec.Outcome().Over() {
		legal := rec.Legal()
		m := legal[rng.IntN(len(legal))]
		t := &variants.Table{Player: "flat", Rollouts: 50000, Stopped: "time", Chosen: m}
		for _, l := range legal {
			row := variants.Row{Move: l, Text: rec.Position().EncodeMove(l, variants.Display), Rollouts: 1500}
			if full {
				row.Wins, row.Draws, row.Losses, row.Mean, row.StdErr, row.AvgPlies, row.CapShare = 200, 1100, 200, 0.01, 0.013, 330, 0.12
			}
			t.Rows = append(t.Rows, row)
		}
		comment := ""
		if full {
			comment = "flat 50000 rollouts"
		}
		if err := rec.Play(m, comment, t); err != nil {
			panic(err)
		}
	}
	return rec
}

// BenchmarkWriteAutosave measures the save written after every move: the
// full game encoded and written atomically (temp file, fsync, rename).
func BenchmarkWriteAutosave(b *testing.B) {
	rec := benchGame(true)
	cfg := GameConfig{Sides: [2]SideOptions{{Human: true}, {}}}
	dir := b.TempDir()
	b.ReportAllocs()
	for b.Loop() {
		if err := autosave.Write(dir, Snapshot(rec, cfg, time.Now())); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSnapshotGame is the part of the save made in Update: the
// record's moves, comments and tables as the save's values.
func BenchmarkSnapshotGame(b *testing.B) {
	rec := benchGame(false)
	cfg := GameConfig{Sides: [2]SideOptions{{Human: true}, {}}}
	b.ReportAllocs()
	for b.Loop() {
		Snapshot(rec, cfg, time.Now())
	}
}
