package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A -pgn-out the games could not be saved in is refused at once with
// one line and exit 2, not when the first game ends.
func TestPGNOutRefusedUpFront(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ dir, want string }{
		{filepath.Join(t.TempDir(), "missing"), "no such file"},
		{file, "not a directory"},
	} {
		code, _, errOut := run(t, "-variant", "chess", "-pgn-out", tc.dir)
		if code != 2 || !strings.Contains(errOut, "-pgn-out") || !strings.Contains(errOut, tc.want) || strings.Count(errOut, "\n") > 2 {
			t.Errorf("-pgn-out %s: exit %d, stderr %q; want 2 and %q", tc.dir, code, errOut, tc.want)
		}
	}
	if _, err := Options([]string{"-variant", "chess", "-pgn-out", t.TempDir()}); err != nil {
		t.Errorf("-pgn-out of a directory: %v", err)
	}
}

// -games N with a person playing a side is refused: a series is two
// engines' (the flag was dropped without a word); two engines, or the
// setup screen where the sides are still chosen, take it.
func TestGamesNeedsTwoEngines(t *testing.T) {
	code, _, errOut := run(t, "-variant", "tictactoe", "-second", "uct", "-games", "3")
	if code != 2 || !strings.Contains(errOut, "-first is human") {
		t.Errorf("-games 3 with a person: exit %d, stderr %q", code, errOut)
	}
	for _, args := range [][]string{
		{"-variant", "tictactoe", "-first", "flat", "-second", "uct", "-games", "3"},
		{"-setup", "-games", "3"},
	} {
		if _, err := Options(args); err != nil {
			t.Errorf("%v: %v", args, err)
		}
	}
}

// -pause 0 asks for no pause (it gave the default half second); a
// negative pause is refused.
func TestPauseZero(t *testing.T) {
	opts, err := Options([]string{"-variant", "tictactoe", "-first", "flat", "-second", "uct", "-pause", "0"})
	if err != nil || !opts.NoPause {
		t.Errorf("-pause 0: %v, NoPause %v", err, err == nil && opts.NoPause)
	}
	if opts, err := Options([]string{"-variant", "tictactoe", "-first", "flat", "-second", "uct"}); err != nil || opts.NoPause {
		t.Errorf("no -pause: %v, NoPause set", err)
	}
	if code, _, errOut := run(t, "-variant", "tictactoe", "-pause", "-1s"); code != 2 || !strings.Contains(errOut, "-pause -1s") {
		t.Errorf("-pause -1s: exit %d, stderr %q", code, errOut)
	}
}
