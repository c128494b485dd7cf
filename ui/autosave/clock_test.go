package autosave

import (
	"strings"
	"testing"
	"time"

	"rollout/variants"
)

// A timed game's clocks survive a save: each side's time left and the
// running clock, which does not run while the program is closed; a
// clock state that does not read moves the save aside.
func TestSaveKeepsTheClocks(t *testing.T) {
	dir := t.TempDir()
	saved := time.Unix(1000, 0)
	g := Game{Version: Version, Variant: "chess", Moves: []Move{{Move: "e2e4", Comment: "[%clk 0:03:01]"}},
		Clock: &variants.ClockState{Control: "3+2", LeftMS: [2]int64{181000, 170500}, Running: 1}}
	if err := Write(dir, g); err != nil {
		t.Fatal(err)
	}
	resumed := saved.Add(time.Hour) // closed for an hour
	_, rec, ok, err := Load(dir, SlotName, resumed)
	if err != nil || !ok {
		t.Fatalf("load: %v %v", ok, err)
	}
	c := rec.Clocks()
	if c == nil {
		t.Fatal("no clocks after load")
	}
	if s, on := c.Running(); !on || s != variants.Second {
		t.Errorf("running %v %v, want Black's clock", s, on)
	}
	later := resumed.Add(500 * time.Millisecond)
	if w, b := c.Left(variants.First, later), c.Left(variants.Second, later); w != 181*time.Second || b != 170*time.Second {
		t.Errorf("clocks %v %v half a second after the resume, want 3:01 and 2:50", w, b)
	}
	if n := rec.Turn(0).Note(); n.Clock != 181*time.Second {
		t.Errorf("move 1's clock %v", n.Clock)
	}

	g.Clock = &variants.ClockState{Control: "5+", LeftMS: [2]int64{1, 1}}
	if err := Write(dir, g); err != nil {
		t.Fatal(err)
	}
	if _, _, ok, err := Load(dir, SlotName, resumed); ok || err == nil || !strings.Contains(err.Error(), "moved aside") {
		t.Errorf("bad clocks: ok %v, err %v; want the save moved aside", ok, err)
	}
}
