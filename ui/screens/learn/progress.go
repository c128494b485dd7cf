package learn

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"time"

	course "rollout/learn"
	"rollout/ui/autosave"
)

// ProgressName is the progress file's name in the state directory,
// beside the autosave's slots.
const ProgressName = "learn.json"

// LoadProgress reads the learner's progress from dir. No file (or no
// dir) is no progress and no error. A file that does not read is moved
// aside to learn.json.bad-TIME, so the next save does not overwrite what
// the learner may want back, and the error says where it went.
func LoadProgress(dir string, now time.Time) (course.Progress, error) {
	if dir == "" {
		return course.Progress{}, nil
	}
	path := filepath.Join(dir, ProgressName)
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return course.Progress{}, nil
	}
	var p course.Progress
	if err == nil {
		if p, err = course.UnmarshalProgress(b); err == nil {
			return p, nil
		}
	}
	aside := path + ".bad-" + now.UTC().Format("20060102-150405")
	if rerr := os.Rename(path, aside); rerr != nil {
		return course.Progress{}, fmt.Errorf("the lessons' progress %s could not be read (%v)", path, err)
	}
	return course.Progress{}, fmt.Errorf("the lessons' progress could not be read (%v); it was moved aside to %s", err, aside)
}

// progressWriters holds the writer of each state dir's progress file
// (dir -> *progressWriter), for the program's life: every lesson screen
// on a dir (one after another, or a server's sessions of one user)
// writes through the same one.
var progressWriters sync.Map

// progressWriter writes one state dir's progress off the Update
// goroutine (the write is fsynced): its Saver runs one write at a time
// and never lets an older progress overwrite a newer one, and it keeps
// the progress last queued, which a new screen takes rather than read a
// file a queued write may not have reached yet.
type progressWriter struct {
	saves autosave.Saver
	mu    sync.Mutex
	last  []byte // the progress last queued, encoded; nil: none yet
}

// writerFor is dir's progress writer.
func writerFor(dir string) *progressWriter {
	w, _ := progressWriters.LoadOrStore(dir, &progressWriter{})
	return w.(*progressWriter)
}

// load is the learner's progress: the one last queued in this program,
// else what dir holds (LoadProgress).
func (w *progressWriter) load(dir string, now time.Time) (course.Progress, error) {
	w.mu.Lock()
	last := w.last
	w.mu.Unlock()
	if last != nil {
		return course.UnmarshalProgress(last)
	}
	return LoadProgress(dir, now)
}

// save queues the write of p to dir, counted by wg; p is encoded here,
// so the write holds nothing of the screen's. No dir saves nothing; a
// failed write is taken from w.saves (Saver.TakeErr).
func (w *progressWriter) save(wg *sync.WaitGroup, dir string, p course.Progress) error {
	if dir == "" {
		return nil
	}
	data, err := course.MarshalProgress(p)
	if err != nil {
		return err
	}
	w.mu.Lock()
	w.last = data
	w.mu.Unlock()
	w.saves.Queue(wg, func() error { return writeProgress(dir, data) })
	return nil
}

// writeProgress writes the encoded progress to dir atomically (a
// temporary file, then a rename), so a crash leaves the old progress or
// the new, never a part.
func writeProgress(dir string, data []byte) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("learn: progress: %w", err)
	}
	if err := autosave.WriteFile(dir, ProgressName, data); err != nil {
		return fmt.Errorf("learn: progress: %w", err)
	}
	return nil
}
