package slots

import (
	"sync"
	"testing"

	"rollout/ui/autosave"
)

// Take hands over the game asked for and forgets both, so a second key
// resumes nothing; asked for a slot that holds none, it keeps the other.
func TestKeptTake(t *testing.T) {
	r, p := &Slot{}, &Slot{}
	k := Kept{}.Hold(Held{Resume: r, Previous: p})
	if _, s := (Kept{}.Hold(Held{Previous: p})).Take(false); s != nil {
		t.Fatalf("R with no game in the slot resumed %p", s)
	}
	k, s := k.Take(true)
	if s != p {
		t.Fatalf("P resumed %p, want the previous game %p", s, p)
	}
	if _, s := k.Take(false); s != nil {
		t.Errorf("R after P resumed %p, want nothing", s)
	}
	k = Kept{}.Hold(Held{Previous: p})
	k, _ = k.Take(false)
	if _, s := k.Take(true); s != p {
		t.Errorf("R on an empty slot forgot P: %p", s)
	}
}

// A read's message is taken once, by the read under way: a later
// read's supersedes it, and the games kept are forgotten until it ends.
func TestKeptChecked(t *testing.T) {
	var wg sync.WaitGroup
	dir, saves := t.TempDir(), &autosave.Saver{}
	k := Kept{}.Hold(Held{Resume: &Slot{}})
	k, cmd := k.Check(t.Context(), &wg, dir, saves)
	if _, s := k.Take(false); s != nil {
		t.Errorf("a read under way still offers %p", s)
	}
	old := cmd().(Msg)
	k, cmd = k.Check(t.Context(), &wg, dir, saves)
	if _, _, ok := k.Checked(old); ok {
		t.Error("an older read's message was taken")
	}
	msg := cmd().(Msg)
	k, _, ok := k.Checked(msg)
	if !ok {
		t.Fatal("the read under way was dropped")
	}
	if _, _, ok := k.Checked(msg); ok {
		t.Error("a read's message was taken twice")
	}
	wg.Wait()
}
