package autosave

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"rollout/engine"
)

// Two processes sharing a state dir (two Savers, each with its own idea
// of the slot) alternate moves: neither game is lost; the slot holds the
// one that moved last and the previous slot the other, each at its last
// move (issue 20 item 2).
func TestTwoSaversShareADir(t *testing.T) {
	dir := t.TempDir()
	var a, b Saver
	ga := Game{Version: Version, Variant: "chess", ID: "a"}
	gb := Game{Version: Version, Variant: "chess", ID: "b"}
	moves := []string{"Nf3", "Nf6", "Ng1", "Ng8"}
	for _, m := range moves {
		ga.Moves = append(ga.Moves, Move{Move: m})
		if err := a.Write(dir, ga); err != nil {
			t.Fatal(err)
		}
		gb.Moves = append(gb.Moves, Move{Move: m})
		if err := b.Write(dir, gb); err != nil {
			t.Fatal(err)
		}
	}
	now := time.Now()
	slot, _, ok1, err1 := Load(dir, SlotName, now)
	prev, _, ok2, err2 := Load(dir, PreviousName, now)
	if !ok1 || !ok2 || err1 != nil || err2 != nil {
		t.Fatalf("slots: %v %v %v %v", ok1, err1, ok2, err2)
	}
	if slot.ID != "b" || len(slot.Moves) != 4 || prev.ID != "a" || len(prev.Moves) != 4 {
		t.Fatalf("slot %s with %d moves, previous %s with %d; want b and a with 4 each", slot.ID, len(slot.Moves), prev.ID, len(prev.Moves))
	}
	left, _ := filepath.Glob(filepath.Join(dir, "*.tmp-*"))
	if len(left) != 0 {
		t.Fatalf("temporary files left: %v", left)
	}
}

// The remembered setup reads back what was written, and a file that does
// not read, or names a game this program does not know, remembers
// nothing and says why.
func TestSetupFile(t *testing.T) {
	dir := t.TempDir()
	want := Setup{Variant: "chess", Sides: [2]Side{{Human: true}, {Engine: engine.Config{Player: "flat"}}}, Games: 1, TimeControl: "5+3"}
	if err := WriteSetup(dir, want); err != nil {
		t.Fatal(err)
	}
	got, ok, err := LoadSetup(dir)
	if err != nil || !ok || got.Variant != "chess" || got.Sides[1].Engine.Player != "flat" || got.TimeControl != "5+3" {
		t.Fatalf("read back %+v, %v, %v", got, ok, err)
	}
	for _, bad := range []string{"{not json", `{"version":1,"variant":"go"}`, `{"version":99,"variant":"chess"}`} {
		os.WriteFile(filepath.Join(dir, SetupName), []byte(bad), 0o600)
		if _, ok, err := LoadSetup(dir); ok || err == nil {
			t.Errorf("%s: read as a setup (%v)", bad, err)
		}
	}
	if _, ok, err := LoadSetup(t.TempDir()); ok || err != nil {
		t.Errorf("no file: %v, %v", ok, err)
	}
}
