package cli

import (
	"errors"
	"strings"
	"testing"
)

// fullWriter fails every write, as stdout does on a full disk (/dev/full)
// or when it is closed.
type fullWriter struct{}

func (fullWriter) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

// A command whose output cannot be written fails with the error, status
// 1, however it prints: perft, bench and -version did not check their
// writes and exited 0 with nothing written.
func TestLostStdoutFails(t *testing.T) {
	for _, args := range [][]string{
		{"perft", "-depth", "2"},
		{"perft", "-depth", "2", "-divide"},
		{"bench", "-variant", "nim", "-player", "flat", "-time", "10ms", "-workers", "1"},
		{"-version"},
		{"analyze", "-variant", "nim", "-rollouts", "100"},
	} {
		var errOut strings.Builder
		code := Main(&Env{Stdin: strings.NewReader(""), Stdout: fullWriter{}, Stderr: &errOut}, args)
		if code != 1 || !strings.Contains(errOut.String(), "no space left on device") {
			t.Errorf("%v to a full stdout: status %d, stderr %q; want 1 and the write error", args, code, errOut.String())
		}
	}
}

// "rollout help" and "rollout help COMMAND" print what -h prints.
func TestHelpCommand(t *testing.T) {
	for _, c := range []struct{ help, flag []string }{
		{[]string{"help"}, []string{"-h"}},
		{[]string{"help", "perft"}, []string{"perft", "-h"}},
	} {
		code, out, errOut := run(t, c.help...)
		wantCode, wantOut, wantErr := run(t, c.flag...)
		if code != 0 || code != wantCode || out != wantOut || errOut != wantErr || errOut == "" {
			t.Errorf("%v: status %d, stderr %.60q; want %v's status %d and its usage %.60q", c.help, code, errOut, c.flag, wantCode, wantErr)
		}
	}
	if code, _, errOut := run(t, "help", "nosuch"); code != 2 || !strings.Contains(errOut, `unknown command "nosuch"`) {
		t.Errorf("help nosuch: status %d, stderr %q", code, errOut)
	}
}
