package cli

import (
	"bytes"
	"os"
	"strings"
	"testing"
	"time"
)

// An external engine is started and handshaken when it is chosen: a
// program that is not a UCI engine, one that never answers, or an option
// the engine lacks is refused at the start of match, analyze and the TUI,
// with the reason, before any game (issue 21 item 9).
func TestExternalEngineCheckedAtStart(t *testing.T) {
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv(mainEnv, "1") // the test binary, run as "SELF -- uci", is rollout's UCI engine
	// The test binary under -race on a loaded machine missed the 10 s
	// the handshake once had: its timeout only bounds a hang.
	engineSpec := "uci:" + self + " -- uci,timeout=" + patience.String()
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"match", "-variant", "chess", "-games", "2", "-a", "uci:/bin/false", "-b", "random"}, "stopped answering"},
		{[]string{"match", "-variant", "chess", "-games", "2", "-a", "random", "-b", "uci:/bin/cat,timeout=300ms"}, "no uciok within 300ms"},
		{[]string{"match", "-variant", "chess", "-games", "2", "-a", engineSpec + ",Bogus Option=3", "-b", "random"}, `no option "Bogus Option"`},
		{[]string{"analyze", "-variant", "chess", "-player", "uci:/bin/cat,timeout=300ms"}, "no uciok within 300ms"},
		{[]string{"-variant", "chess", "-second", "uci:/bin/false"}, "stopped answering"},
		{[]string{"-variant", "chess", "-first", engineSpec + ",Bogus Option=3"}, `no option "Bogus Option"`},
	}
	for _, c := range cases {
		code, out, errOut := runWithin(t, patience, c.args...)
		if code == 0 || strings.Contains(out, "game 1") || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want an error naming %q before any game", c.args, code, out, errOut, c.want)
		}
	}
	code, out, errOut := run(t, "match", "-variant", "chess", "-games", "1", "-a", engineSpec+",nodes=50", "-b", "random")
	if code != 0 || !strings.Contains(out, "game 1") {
		t.Errorf("a good engine: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}

// patience bounds a wait for something that must happen, far beyond what
// a loaded machine under -race takes: only a hang reaches it.
const patience = 5 * time.Minute

// runWithin is run, failing the test when the command has not returned
// within d: a hang, said as one rather than left to the test's timeout.
func runWithin(t *testing.T, d time.Duration, args ...string) (int, string, string) {
	t.Helper()
	type result struct {
		code     int
		out, err string
	}
	done := make(chan result, 1)
	go func() {
		var out, errOut bytes.Buffer
		code := Main(&Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errOut}, args)
		done <- result{code, out.String(), errOut.String()}
	}()
	select {
	case r := <-done:
		return r.code, r.out, r.err
	case <-time.After(d):
		t.Fatalf("%v: no end within %v: hung", args, d)
		return 0, "", ""
	}
}

// An engine that does not answer at once is named on stderr while the
// TUI waits for it, instead of a blank terminal for its whole timeout.
func TestSlowEngineNamedWhileWaited(t *testing.T) {
	defer func(d time.Duration) { slowEngineNote = d }(slowEngineNote)
	slowEngineNote = 0
	code, _, errOut := run(t, "-variant", "chess", "-second", "uci:/bin/cat,timeout=2s")
	if code == 0 || !strings.Contains(errOut, "waiting for uci:/bin/cat,timeout=2s to answer uci") || !strings.Contains(errOut, "no uciok within 2s") {
		t.Errorf("exit %d, stderr %q; want the wait named, then the refusal", code, errOut)
	}
}
