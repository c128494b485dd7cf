package cli

import (
	"errors"
	"flag"
	"io/fs"
	"os"

	"rollout/ui"
)

// checkStateDir refuses a -state-dir that cannot be a directory (a file,
// or a path through one) before anything starts: the UI found out only
// at its first save, after a game had been played, and serve at its
// host key without naming the flag. A directory that does not exist yet
// is fine: the first save makes it; "" (autosave off) is fine too. When
// the directory is the flag's default the error says where that came
// from, so a person who never typed -state-dir knows what to change.
func checkStateDir(flags *flag.FlagSet, dir string) error {
	if dir == "" {
		return nil
	}
	name := "-state-dir " + dir
	if f := flags.Lookup("state-dir"); f != nil && dir == f.DefValue {
		name += " (the default, from $" + ui.StateDirEnv + " or $XDG_STATE_HOME)"
	}
	fi, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil: // a path through a file, no permission: the reason alone, the path is named
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return usagef("%s: %v", name, err)
	case !fi.IsDir():
		return usagef("%s: not a directory", name)
	}
	return nil
}
