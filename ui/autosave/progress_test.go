package autosave

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	course "rollout/learn"
)

// The lessons' progress is saved and loaded through the package: written
// atomically (no temporary file left), read back, the last queued taken
// before the file, and no directory (or no Progress) keeps nothing.
func TestProgressSaveAndLoad(t *testing.T) {
	dir := t.TempDir()
	p := NewProgress(dir)
	var wg sync.WaitGroup
	if err := p.Save(&wg, course.Progress{Current: 3}); err != nil {
		t.Fatal(err)
	}
	if got, err := p.Load(time.Now()); err != nil || got.Current != 3 {
		t.Fatalf("the progress last queued: %+v, %v", got, err)
	}
	wg.Wait()
	if err := p.TakeErr(); err != nil {
		t.Fatal(err)
	}
	if got, err := LoadProgress(dir, time.Now()); err != nil || got.Current != 3 {
		t.Fatalf("the file holds %+v, %v", got, err)
	}
	if left, _ := filepath.Glob(filepath.Join(dir, "*.tmp-*")); len(left) != 0 {
		t.Fatalf("temporary files left: %v", left)
	}
	for _, p := range []*Progress{nil, NewProgress("")} {
		if err := p.Save(&wg, course.Progress{Current: 2}); err != nil {
			t.Fatal(err)
		}
		if got, err := p.Load(time.Now()); err != nil || got.Current != 0 || p.TakeErr() != nil {
			t.Fatalf("no directory: %+v, %v", got, err)
		}
	}
	wg.Wait()
}

// Progress writes run one at a time in the order they were queued, on a
// queue of their own: a slow write before holds the later ones, and the
// file ends with the last progress queued.
func TestProgressWritesInOrder(t *testing.T) {
	dir := t.TempDir()
	p := NewProgress(dir)
	var wg sync.WaitGroup
	release, running := make(chan struct{}), make(chan struct{})
	p.saves.Queue(&wg, func() error { close(running); <-release; return nil })
	<-running
	for i := 1; i <= 5; i++ {
		if err := p.Save(&wg, course.Progress{Current: i}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, ProgressName)); err == nil {
		t.Fatal("a progress was written past the write before it")
	}
	close(release)
	wg.Wait()
	if got, err := LoadProgress(dir, time.Now()); err != nil || got.Current != 5 {
		t.Fatalf("the file holds %+v, %v; want the last queued", got, err)
	}
}

// A progress file that does not read is moved aside as a slot is: a
// learn.json.bad-TIME file, a second one in the same second beside it
// (never over it), each named in the error, and the learner starts
// afresh.
func TestBadProgressMovedAside(t *testing.T) {
	dir := t.TempDir()
	now := time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)
	for i, body := range []string{"{not json", "[also not]"} {
		path := filepath.Join(dir, ProgressName)
		if err := os.WriteFile(path, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
		got, err := NewProgress(dir).Load(now)
		if err == nil || got.Current != 0 || !strings.Contains(err.Error(), "moved aside to "+path+".bad-20261128-120000") {
			t.Fatalf("load %d: %+v, %v", i, got, err)
		}
		if _, err := os.Stat(path); err == nil {
			t.Fatalf("load %d: the bad file is still in place", i)
		}
	}
	bad, _ := filepath.Glob(filepath.Join(dir, ProgressName+".bad-*"))
	seen := map[string]bool{}
	for _, b := range bad {
		data, _ := os.ReadFile(b)
		seen[string(data)] = true
	}
	if len(bad) != 2 || !seen["{not json"] || !seen["[also not]"] {
		t.Fatalf("moved aside: %v holding %v; want both kept", bad, seen)
	}
}
