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
		if code != 0 || code != wantCode || out != wantOut || errOut != wantErr || out == "" {
			t.Errorf("%v: status %d, stdout %.60q; want %v's status %d and its usage %.60q", c.help, code, out, c.flag, wantCode, wantOut)
		}
	}
	if code, _, errOut := run(t, "help", "nosuch"); code != 2 || !strings.Contains(errOut, `unknown command "nosuch"`) {
		t.Errorf("help nosuch: status %d, stderr %q", code, errOut)
	}
}

// Help asked for is output: "rollout help" printed the usage on stderr,
// where "rollout help | less" lost it. Every way of asking prints it on
// stdout, nothing on stderr, exit 0 ("go help"'s and GNU's rule; the flag
// package alone prints on stderr); a usage error stays on stderr, exit 2.
func TestHelpOnStdout(t *testing.T) {
	for _, args := range [][]string{
		{"help"}, {"-h"}, {"-help"}, {"--help"}, {"help", "match"}, {"match", "-h"}, {"perft", "--help"},
		{"uci", "-h"}, {"learn", "-h"}, {"merge", "a.jsonl", "-h"}, {"serve", "-h"},
	} {
		code, out, errOut := run(t, args...)
		if code != 0 || !strings.HasPrefix(out, "usage: ") || errOut != "" {
			t.Errorf("%v: status %d, stdout %.60q, stderr %.60q; want 0, the usage on stdout and no stderr", args, code, out, errOut)
		}
	}
	for _, args := range [][]string{{"-bogus"}, {"match", "-bogus"}, {"help", "nosuch"}, {"perft", "3"}} {
		code, out, errOut := run(t, args...)
		if code != 2 || out != "" || errOut == "" {
			t.Errorf("%v: status %d, stdout %.60q, stderr %.60q; want 2 and the error on stderr alone", args, code, out, errOut)
		}
	}
}
