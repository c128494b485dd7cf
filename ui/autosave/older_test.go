package autosave

import (
	"testing"
	"time"
)

// Three unfinished games, each one move then quit: none is lost. The
// last two sit in the slots, the first in OlderDir, and as the slots
// empty (games finished) Surface brings every kept game back in turn.
func TestThreeUnfinishedGamesAreKept(t *testing.T) {
	dir := t.TempDir()
	for _, id := range []string{"g1", "g2", "g3"} {
		var s Saver // a new program each game
		g := Game{Version: Version, Variant: "chess", ID: id, Moves: []Move{{Move: "e4"}}}
		if err := s.Write(dir, g); err != nil {
			t.Fatal(err)
		}
	}
	ids := func() (slot, prev string) {
		now := time.Now()
		a, _, _, _ := Load(dir, SlotName, now)
		b, _, _, _ := Load(dir, PreviousName, now)
		return a.ID, b.ID
	}
	if s, p := ids(); s != "g3" || p != "g2" || len(Older(dir)) != 1 {
		t.Fatalf("slots %q %q with %d older, want g3 g2 and 1", s, p, len(Older(dir)))
	}
	// g3 finishes: g2 moves up, g1 comes back into the previous slot.
	var s Saver
	if err := s.Remove(dir, "g3"); err != nil {
		t.Fatal(err)
	}
	if err := Surface(dir); err != nil {
		t.Fatal(err)
	}
	if s, p := ids(); s != "g2" || p != "g1" || len(Older(dir)) != 0 {
		t.Fatalf("after g3 ended: slots %q %q with %d older, want g2 g1 and 0", s, p, len(Older(dir)))
	}
	// Resuming the previous game (P) and moving swaps the two: nothing
	// goes to the archive, since the previous slot holds that very game.
	g1 := Game{Version: Version, Variant: "chess", ID: "g1", Moves: []Move{{Move: "e4"}, {Move: "e5"}}}
	if err := s.Write(dir, g1); err != nil {
		t.Fatal(err)
	}
	if s, p := ids(); s != "g1" || p != "g2" || len(Older(dir)) != 0 {
		t.Fatalf("after resuming g1: slots %q %q with %d older, want g1 g2 and 0", s, p, len(Older(dir)))
	}
}

// Many games pushed out in the same instant keep one file each.
func TestArchiveNamesAreUnique(t *testing.T) {
	dir := t.TempDir()
	for i := range 5 {
		var s Saver
		g := Game{Version: Version, Variant: "nim", ID: string(rune('a' + i))}
		if err := s.Write(dir, g); err != nil {
			t.Fatal(err)
		}
	}
	if n := len(Older(dir)); n != 3 {
		t.Fatalf("%d older games kept, want 3 (five games, two in the slots)", n)
	}
}
