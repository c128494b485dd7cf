package autosave

import (
	"os"
	"path/filepath"
	"sync"
	"testing"
)

func TestWriteAutosaveIsAtomic(t *testing.T) {
	dir := t.TempDir()
	if err := Write(dir, Game{Version: Version, Variant: "nim"}); err != nil {
		t.Fatal(err)
	}
	left, _ := filepath.Glob(filepath.Join(dir, "*.tmp-*"))
	if len(left) != 0 {
		t.Fatalf("temporary files left: %v", left)
	}
	// An unwritable directory is an error, not a panic.
	if err := Write(filepath.Join(dir, SlotName, "sub"), Game{}); err == nil {
		t.Fatal("writing under a file succeeded")
	}
}

// TestSaverKeepsTheLastState queues many writes at once: whatever order
// their goroutines run in, the state on disk is the last one queued.
func TestSaverKeepsTheLastState(t *testing.T) {
	var s Saver
	var wg sync.WaitGroup
	last := 0
	for i := 1; i <= 50; i++ {
		s.Queue(&wg, func() error { last = i; return nil })
	}
	wg.Wait()
	if last != 50 {
		t.Fatalf("the state written last is %d, want 50", last)
	}
	s.Queue(&wg, func() error { return os.ErrPermission })
	wg.Wait()
	if err := s.TakeErr(); err == nil || s.TakeErr() != nil {
		t.Fatal("a failure is not reported once")
	}
}

// A game that ends empties the resume slot only while the slot holds it:
// another game's save stays.
func TestAutosaveEndRemovesOnlyItsOwnSave(t *testing.T) {
	dir := t.TempDir()
	var s Saver
	a := Game{Version: Version, Variant: "nim", ID: "a"}
	if err := s.Write(dir, a); err != nil {
		t.Fatal(err)
	}
	if err := s.Remove(dir, "b"); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, SlotName)); err != nil {
		t.Fatalf("game b's end removed game a's save: %v", err)
	}
	if err := s.Remove(dir, "a"); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, SlotName)); !os.IsNotExist(err) {
		t.Fatalf("game a's end left its save (%v)", err)
	}
	// A fresh saver (a new program) reads the slot's game from disk.
	if err := s.Write(dir, a); err != nil {
		t.Fatal(err)
	}
	var fresh Saver
	if err := fresh.Write(dir, Game{Version: Version, Variant: "nim", ID: "c"}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, PreviousName)); err != nil {
		t.Fatalf("a new program's first save did not keep the game before: %v", err)
	}
}
