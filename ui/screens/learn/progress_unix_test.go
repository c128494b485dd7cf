//go:build unix

package learn

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	course "rollout/learn"
	"rollout/ui/autosave"
)

// The progress is written off the Update goroutine, in the order the
// learner made it, under the state dir's lock: a key that moves to
// another lesson returns while another process holds the lock (its slot
// write, a slow disk), the file is written once it lets go, and the
// later progress is what it holds.
func TestProgressSavedOffTheUpdate(t *testing.T) {
	dir := t.TempDir()
	m := newScreen(t, dir, 1, 80, 24)
	m.env.Searches.Wait()
	path := filepath.Join(dir, autosave.ProgressName)
	os.Remove(path)
	lock, err := os.OpenFile(filepath.Join(dir, autosave.LockName), os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	defer lock.Close()
	if err := syscall.Flock(int(lock.Fd()), syscall.LOCK_EX); err != nil {
		t.Fatal(err)
	}
	m = press(t, m, "n", "n") // lessons 2 and 3: two saves
	if m.Lesson() != 3 {
		t.Fatalf("n n opened lesson %d", m.Lesson())
	}
	if _, err := os.Stat(path); err == nil {
		t.Fatal("the progress was written in Update, past the write before it")
	}
	syscall.Flock(int(lock.Fd()), syscall.LOCK_UN)
	m.env.Searches.Wait()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if p, err := course.UnmarshalProgress(b); err != nil || p.Current != 3 {
		t.Fatalf("the file holds %s (%v), want lesson 3 current", b, err)
	}
}
