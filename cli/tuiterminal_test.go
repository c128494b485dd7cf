package cli

import (
	"errors"
	"os"
	"strings"
	"testing"
)

// The TUI run with no terminal (`rollout < /dev/null > out`, a script,
// cron) failed with the UI library's "ui: could not open a new TTY:
// open /dev/tty: no such device or address". It now says the TUI needs a
// terminal and what to do instead, and exits non-zero; a terminal on
// both sides, or stdin redirected where /dev/tty opens, still runs it.
func TestTUIWithoutTerminal(t *testing.T) {
	null, err := os.Open(os.DevNull)
	if err != nil {
		t.Skip(err)
	}
	defer null.Close()
	noTTY := func() error { return errors.New("open /dev/tty: no such device or address") }
	for _, c := range []struct {
		name    string
		in, out any
		want    string
	}{
		{"stdin and stdout /dev/null", null, null, "its output is not a terminal"},
		{"stdout a buffer", null, &strings.Builder{}, "its output is not a terminal"},
	} {
		err := needTerminal(c.in, c.out, noTTY)
		if err == nil || !strings.Contains(err.Error(), "the terminal UI needs a terminal") ||
			!strings.Contains(err.Error(), "rollout help") || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v; want it to say the TUI needs a terminal, %q, and to name rollout help", c.name, err, c.want)
		}
	}
	if isTTY(null) {
		t.Errorf("%s read as a terminal", os.DevNull)
	}
	if isTTY(os.Stdout) {
		return // run in a terminal: the TUI would open
	}
	code, _, errOut := run(t, "-state-dir", t.TempDir())
	if code == 0 || !strings.HasPrefix(errOut, "rollout: the terminal UI needs a terminal") || strings.Contains(errOut, "TTY") {
		t.Errorf("rollout with stdout not a terminal: exit %d, %q; want a non-zero exit and what to do", code, errOut)
	}
}
