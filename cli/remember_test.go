package cli

import (
	"strings"
	"testing"
)

// The setup screen opens on the game last started from it only when the
// command line names no game (issue 26 defect 8): flags of how it looks
// and where it keeps things leave the game to it.
func TestRememberSetupOnlyWithoutAGame(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want bool
	}{
		{nil, true},
		{[]string{"-ascii", "-no-color", "-state-dir", "/tmp/x", "-seed", "3"}, true},
		{[]string{"-variant", "chess"}, false},
		{[]string{"-second", "flat"}, false},
		{[]string{"-tc", "5+3"}, false},
	} {
		opts, err := tuiOptions(&Env{Stdout: &discard{}, Stderr: &discard{}}, tc.args)
		if err != nil {
			t.Fatalf("%q: %v", tc.args, err)
		}
		if opts.RememberSetup != tc.want {
			t.Errorf("%q: RememberSetup %v, want %v", tc.args, opts.RememberSetup, tc.want)
		}
	}
}

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }

// -tc with two engines is refused with the reason, not dropped without
// a word (the TUI times only a game with a person).
func TestTimeControlNeedsAPerson(t *testing.T) {
	_, err := tuiOptions(&Env{Stdout: &discard{}, Stderr: &discard{}}, []string{"-variant", "chess", "-first", "random", "-second", "random", "-tc", "1+0"})
	if err == nil || !strings.Contains(err.Error(), "clocks are for a game with a person") {
		t.Errorf("-tc with two engines: %v", err)
	}
	if _, err := tuiOptions(&Env{Stdout: &discard{}, Stderr: &discard{}}, []string{"-variant", "chess", "-second", "random", "-tc", "1+0"}); err != nil {
		t.Errorf("-tc with a person: %v", err)
	}
}
