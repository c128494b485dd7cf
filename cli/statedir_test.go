package cli

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"rollout/ui"
)

// A -state-dir that is a file (or a path through one) is refused at
// start, one line naming the flag and status 2, by the UI and by serve,
// and the file is left as it was: the UI found out at its first save.
func TestStateDirFileRefused(t *testing.T) {
	file := writeTemp(t, "state", "not a directory\n")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-variant", "chess", "-state-dir", file}, "-state-dir " + file + ": not a directory"},
		{[]string{"-state-dir", filepath.Join(file, "rollout")}, "-state-dir " + filepath.Join(file, "rollout") + ": not a directory"},
		{[]string{"serve", "-state-dir", file}, "-state-dir " + file + ": not a directory"},
		{[]string{"serve", "progress", "-state-dir", file}, "-state-dir " + file + ": not a directory"},
	} {
		code, out, errOut := run(t, c.args...)
		if code != 2 || out != "" || !strings.Contains(errOut, c.want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%q: status %d, stdout %q, stderr %q; want status 2 and %q", c.args, code, out, errOut, c.want)
		}
	}
	if b, err := os.ReadFile(file); err != nil || string(b) != "not a directory\n" {
		t.Errorf("the file changed: %q, %v", b, err)
	}
	// The default from the environment is named as such: the person
	// never typed -state-dir.
	t.Setenv(ui.StateDirEnv, file)
	if code, _, errOut := run(t, "-variant", "chess"); code != 2 || !strings.Contains(errOut, "-state-dir "+file+" (the default, from $"+ui.StateDirEnv) {
		t.Errorf("$%s a file: status %d, stderr %q", ui.StateDirEnv, code, errOut)
	}
}

// A directory, one not made yet (the first save makes it) and "" (no
// autosave) are taken as before, and nothing is made at start.
func TestStateDirAccepted(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "not", "yet")
	for _, dir := range []string{t.TempDir(), missing, ""} {
		opts, err := Options([]string{"-variant", "chess", "-state-dir", dir})
		if err != nil || opts.StateDir != dir {
			t.Errorf("-state-dir %q: %v, StateDir %q", dir, err, opts.StateDir)
		}
	}
	if _, err := os.Stat(missing); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("%s made at start: %v", missing, err)
	}
}
