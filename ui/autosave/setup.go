package autosave

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// SetupName is the file of the last game started from the setup screen,
// so the next start offers the same game again (issue 26: the setup
// screen forgot the game across restarts).
const SetupName = "setup.json"

// Setup is what the setup screen remembers: the game, the two sides with
// their players and settings, the number of games and the clock.
type Setup struct {
	Version     int     `json:"version"`
	Variant     string  `json:"variant"`
	Sides       [2]Side `json:"sides"`
	Games       int     `json:"games,omitempty"`
	TimeControl string  `json:"time_control,omitempty"`
}

// WriteSetup keeps s in dir ("" keeps nothing), atomically under the
// dir's lock (writeLocked).
func WriteSetup(dir string, s Setup) error {
	if dir == "" {
		return nil
	}
	s.Version = Version
	data, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return fmt.Errorf("autosave: setup: %w", err)
	}
	return writeLocked(dir, SetupName, "setup", data)
}

// LoadSetup reads the remembered setup of dir: ok is false when there
// is none. A file that does not read, or names no game this program
// knows, is an error and remembers nothing (the setup screen then opens
// on its defaults).
func LoadSetup(dir string) (s Setup, ok bool, err error) {
	if dir == "" {
		return Setup{}, false, nil
	}
	data, err := os.ReadFile(filepath.Join(dir, SetupName))
	if errors.Is(err, fs.ErrNotExist) {
		return Setup{}, false, nil
	}
	if err != nil {
		return Setup{}, false, fmt.Errorf("autosave: setup: %w", err)
	}
	if err := json.Unmarshal(data, &s); err != nil {
		return Setup{}, false, fmt.Errorf("autosave: setup: %s", oneLine(err))
	}
	if s.Version != Version || lookup(s.Variant) == nil {
		return Setup{}, false, fmt.Errorf("autosave: setup: version %d, game %q: not one this program reads", s.Version, s.Variant)
	}
	return s, true, nil
}
