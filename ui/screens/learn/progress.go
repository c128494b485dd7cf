package learn

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
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

// SaveProgress writes p to dir atomically (a temporary file, then a
// rename), so a crash leaves the old progress or the new, never a part;
// no dir saves nothing.
func SaveProgress(dir string, p course.Progress) error {
	if dir == "" {
		return nil
	}
	data, err := course.MarshalProgress(p)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("learn: progress: %w", err)
	}
	if err := autosave.WriteFile(dir, ProgressName, data); err != nil {
		return fmt.Errorf("learn: progress: %w", err)
	}
	return nil
}
