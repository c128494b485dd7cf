package autosave

import (
	"errors"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"
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

// Queue returns while an earlier write still runs (Update calls it), and
// Settled is closed once every write queued has ended: at once with none.
func TestSaverQueueDoesNotWaitAndSettles(t *testing.T) {
	var s Saver
	var wg sync.WaitGroup
	select {
	case <-s.Settled():
	default:
		t.Fatal("nothing queued, yet not settled")
	}
	release, running := make(chan struct{}), make(chan struct{})
	s.Queue(&wg, func() error { close(running); <-release; return nil })
	<-running
	queued := make(chan struct{})
	go func() {
		s.Queue(&wg, func() error { return errors.New("second") })
		s.TakeErr()
		close(queued)
	}()
	select {
	case <-queued:
	case <-time.After(time.Minute):
		t.Fatal("Queue waited a minute for the write running")
	}
	settled := s.Settled()
	select {
	case <-settled:
		t.Fatal("settled while a write runs")
	default:
	}
	close(release)
	select {
	case <-settled:
	case <-time.After(time.Minute):
		t.Fatal("not settled a minute after the writes could end")
	}
	wg.Wait()
	if err := s.Failing(); err == nil || err.Error() != "second" {
		t.Fatalf("the last write's error: %v", err)
	}
}

// WriteFile removes the temporary files of its own writes that a crash
// left behind, and only those: name.tmp-DIGITS, regular, older than any
// write takes. A fresh one (another process may be writing it), another
// name's, another pattern's and a directory stay.
func TestWriteFileCleansItsStaleTemps(t *testing.T) {
	dir := t.TempDir()
	old := time.Now().Add(-2 * staleTemp)
	files := map[string]bool{ // name: removed
		"learn.json.tmp-123456": true,
		"learn.json.tmp-987":    false, // fresh
		"learn.json.tmp-abc":    false, // not CreateTemp's
		"learn.json.tmp-":       false,
		"other.json.tmp-42":     false, // another file's
		"learn.json":            false,
	}
	for name, removed := range files {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte("x"), 0o600); err != nil {
			t.Fatal(err)
		}
		if removed || name != "learn.json.tmp-987" {
			if err := os.Chtimes(p, old, old); err != nil {
				t.Fatal(err)
			}
		}
	}
	sub := filepath.Join(dir, "learn.json.tmp-55")
	if err := os.Mkdir(sub, 0o700); err != nil {
		t.Fatal(err)
	}
	os.Chtimes(sub, old, old)
	if err := WriteFile(dir, "learn.json", []byte("{}")); err != nil {
		t.Fatal(err)
	}
	for name, removed := range files {
		_, err := os.Lstat(filepath.Join(dir, name))
		if gone := os.IsNotExist(err); gone != removed {
			t.Errorf("%s: removed %v, want %v", name, gone, removed)
		}
	}
	if _, err := os.Lstat(sub); err != nil {
		t.Errorf("a directory of the pattern was removed: %v", err)
	}
	left, _ := filepath.Glob(filepath.Join(dir, "learn.json.tmp-*"))
	if len(left) != 4 {
		t.Errorf("left %v; want the fresh, the two of other patterns and the directory", left)
	}
}
