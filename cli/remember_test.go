package cli

import "testing"

// The setup screen opens on the game last started from it only when the
// command line names no game: flags of how it looks
// and where it keeps things leave the game to it.
func TestRememberSetupOnlyWithoutAGame(t *testing.T) {
	dir := t.TempDir() // a fixed path failed where a file had that name
	for _, tc := range []struct {
		args []string
		want bool
	}{
		{nil, true},
		{[]string{"-ascii", "-no-color", "-state-dir", dir, "-seed", "3"}, true},
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

// -tc with two engines times the watched game (each engine on its own
// clock), as it times a person's: it was refused, exit 2.
func TestTimeControlWithTwoEngines(t *testing.T) {
	for _, args := range [][]string{
		{"-variant", "chess", "-first", "random", "-second", "random", "-tc", "1+0"},
		{"-variant", "chess", "-second", "random", "-tc", "1+0"},
		{"-variant", "chess", "-mode", "watch", "-games", "4", "-tc", "1+0"},
	} {
		opts, err := tuiOptions(&Env{Stdout: &discard{}, Stderr: &discard{}}, args)
		if err != nil {
			t.Errorf("%v: %v", args, err)
			continue
		}
		if opts.TimeControl.String() != "1+0" {
			t.Errorf("%v: clock %v, want 1+0", args, opts.TimeControl)
		}
	}
}
