package game

import (
	"testing"
	"time"

	"rollout/ui/autosave"
	"rollout/variants"
)

// A timed game's save keeps its clocks (and a move's annotation), and loading it gives them back
// with the running clock as it was (Snapshot, then autosave.Load).
func TestSnapshotKeepsTheClocks(t *testing.T) {
	t0 := time.Unix(100, 0)
	rec := variants.RecordFrom(Variant("chess").Start())
	rec.SetClocks(variants.NewClocks(variants.TimeControl{Base: 5 * time.Minute, Increment: 3 * time.Second}))
	rec.Clocks().Start(variants.First, t0)
	m, _ := rec.Position().DecodeMove("e4")
	if _, err := rec.PlayClocked(m, "", nil, t0.Add(10*time.Second)); err != nil {
		t.Fatal(err)
	}
	rec.SetNAG("!?") // a file's annotation survives the save too
	s := Snapshot(rec, GameConfig{Sides: [2]SideOptions{{Human: true}, {}}}, t0.Add(20*time.Second))
	if s.Clock == nil || *s.Clock != (variants.ClockState{Control: "5+3", LeftMS: [2]int64{293000, 290000}, Running: 1}) {
		t.Fatalf("saved clocks %+v", s.Clock)
	}
	dir := t.TempDir()
	if err := autosave.Write(dir, s); err != nil {
		t.Fatal(err)
	}
	_, back, ok, err := autosave.Load(dir, autosave.SlotName, t0.Add(time.Hour))
	if err != nil || !ok {
		t.Fatal(ok, err)
	}
	if got := back.Clocks().State(t0.Add(time.Hour)); got != *s.Clock {
		t.Errorf("loaded clocks %+v, want %+v", got, *s.Clock)
	}
	if back.Turn(0).NAG != "!?" {
		t.Errorf("loaded NAG %q", back.Turn(0).NAG)
	}
}
