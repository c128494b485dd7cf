package autosave

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"time"
)

// Older unfinished games. The two slots hold the last two unfinished
// games (R and P on the setup screen); a third game that displaces both
// sends the previous slot's game to OlderDir instead of overwriting it,
// so no unfinished game is ever lost without the player's choice. Surface
// brings them back one at a time as the slots empty: when the resume
// slot is empty the previous game moves up to it, and the newest older
// game fills the previous slot.

// OlderDir is the folder in the state directory that keeps unfinished
// games pushed out of the two slots, one file each, named by the time
// they were pushed out and never overwritten.
const OlderDir = "unfinished"

// archive moves the previous slot's save into OlderDir under a name no
// other save has. Called with the dir locked.
func archive(dir string, now time.Time) error {
	older := filepath.Join(dir, OlderDir)
	if err := os.MkdirAll(older, 0o755); err != nil {
		return err
	}
	base := filepath.Join(older, now.UTC().Format("20060102-150405.000000000"))
	name := base + ".json"
	for i := 2; ; i++ {
		if _, err := os.Lstat(name); errors.Is(err, fs.ErrNotExist) {
			break
		}
		name = fmt.Sprintf("%s-%d.json", base, i)
	}
	return os.Rename(filepath.Join(dir, PreviousName), name)
}

// Older returns the paths of the older unfinished games, oldest first.
func Older(dir string) []string {
	if dir == "" {
		return nil
	}
	names, _ := filepath.Glob(filepath.Join(dir, OlderDir, "*.json"))
	sort.Strings(names)
	return names
}

// Surface refills the slots from the games behind them: an empty resume
// slot takes the previous slot's game, and an empty previous slot the
// newest older game. The setup screen calls it before it offers R and P,
// so every kept game comes back in turn.
func Surface(dir string) error {
	return inLockedDir(dir, func() error {
		exists := func(name string) bool {
			_, err := os.Lstat(filepath.Join(dir, name))
			return err == nil
		}
		if !exists(SlotName) && exists(PreviousName) {
			if err := os.Rename(filepath.Join(dir, PreviousName), filepath.Join(dir, SlotName)); err != nil {
				return fmt.Errorf("autosave: %w", err)
			}
		}
		if !exists(PreviousName) {
			if older := Older(dir); len(older) > 0 {
				if err := os.Rename(older[len(older)-1], filepath.Join(dir, PreviousName)); err != nil {
					return fmt.Errorf("autosave: %w", err)
				}
			}
		}
		return nil
	})
}
