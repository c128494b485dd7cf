package autosave

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"time"

	course "rollout/learn"
)

// ProgressName is the lessons' progress file in the state directory,
// beside the slots.
const ProgressName = "learn.json"

// Progress is the lessons' progress file of one state directory and the
// queue of its writes: a Saver of its own (one write at a time, an older
// progress never over a newer; its sequence is not the slot's, so a game's
// write never makes a progress write look stale), each write atomic
// (WriteFile) under the dir's lock like the slot's. The root builds one
// per program and hands it to each lesson screen, so a screen opened
// after another takes the progress the other last queued rather than
// read a file the queued write may not have reached yet. A nil Progress,
// or one on no directory, keeps nothing.
type Progress struct {
	// Hide, when set, rewrites Load's and TakeErr's errors for the
	// person reading them (under serve: the server's paths as the user
	// knows them, ~/...).
	Hide  func(string) string
	dir   string
	saves Saver
	mu    sync.Mutex
	last  []byte // the progress last queued, encoded; nil: none yet
}

// NewProgress is the progress kept in dir ("" keeps nothing).
func NewProgress(dir string) *Progress { return &Progress{dir: dir} }

// Settled is closed once no write queued is left to run (Saver.Settled).
func (p *Progress) Settled() <-chan struct{} { return p.saves.Settled() }

// Load is the learner's progress: the one last queued through p, else
// what its directory holds (LoadProgress).
func (p *Progress) Load(now time.Time) (course.Progress, error) {
	if p == nil {
		return course.Progress{}, nil
	}
	p.mu.Lock()
	last := p.last
	p.mu.Unlock()
	if last != nil {
		return course.UnmarshalProgress(last)
	}
	prog, err := LoadProgress(p.dir, now)
	if err != nil && p.Hide != nil {
		err = errors.New(p.Hide(err.Error()))
	}
	return prog, err
}

// Save queues the write of prog, counted by wg; prog is encoded here, so
// the write holds nothing of the caller's. No directory saves nothing; a
// failed write is reported by TakeErr.
func (p *Progress) Save(wg *sync.WaitGroup, prog course.Progress) error {
	if p == nil || p.dir == "" {
		return nil
	}
	data, err := course.MarshalProgress(prog)
	if err != nil {
		return err
	}
	p.mu.Lock()
	p.last = data
	p.mu.Unlock()
	dir := p.dir
	p.saves.Queue(wg, func() error { return writeProgress(dir, data) })
	return nil
}

// TakeErr returns the last failed write's error once.
func (p *Progress) TakeErr() error {
	if p == nil {
		return nil
	}
	err := p.saves.TakeErr()
	if err != nil && p.Hide != nil {
		err = errors.New(p.Hide(err.Error()))
	}
	return err
}

// LoadProgress reads the learner's progress from dir. No file (or no
// dir) is no progress and no error. A file that does not read is moved
// aside as a slot that does not read is (learn.json.bad-TIME, -2, -3 when
// taken, never over an earlier one), so the next save does not overwrite
// what the learner may want back, and the error says where it went.
func LoadProgress(dir string, now time.Time) (course.Progress, error) {
	if dir == "" {
		return course.Progress{}, nil
	}
	path := filepath.Join(dir, ProgressName)
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return course.Progress{}, nil
	}
	if err == nil {
		var p course.Progress
		if p, err = course.UnmarshalProgress(b); err == nil {
			return p, nil
		}
	}
	aside, rerr := moveAside(path, now)
	if rerr != nil {
		return course.Progress{}, fmt.Errorf("the lessons' progress %s could not be read (%s) nor moved aside (%v)", path, oneLine(err), rerr)
	}
	return course.Progress{}, fmt.Errorf("the lessons' progress could not be read (%s); it was moved aside to %s", oneLine(err), aside)
}

// writeProgress writes the encoded progress to dir (writeLocked).
func writeProgress(dir string, data []byte) error {
	return writeLocked(dir, ProgressName, "progress", data)
}

// writeLocked writes data to dir/name atomically (WriteFile), making dir
// if need be, under the dir's lock: the slot's writes take it too, so a
// start's removal of stale temporary files never meets a write under
// way. Its errors say what was written ("autosave: progress: ...").
func writeLocked(dir, name, what string, data []byte) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("autosave: %s: %w", what, err)
	}
	unlock, err := lockDir(dir)
	if err != nil {
		return fmt.Errorf("autosave: %s: %w", what, err)
	}
	defer unlock()
	if err := WriteFile(dir, name, data); err != nil {
		return fmt.Errorf("autosave: %s: %w", what, err)
	}
	return nil
}
