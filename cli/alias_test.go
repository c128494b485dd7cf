package cli

import (
	"strings"
	"testing"
)

// Two names of one flag given together are refused (the last silently
// won: match -clock 1+0 -tc 2+0 played 2+0); one name, or two
// different flags, is fine.
func TestAliasesGivenTogether(t *testing.T) {
	for _, args := range [][]string{
		{"match", "-clock", "1+0", "-tc", "2+0"},
		{"-fen", "8/8/8/8/8/8/8/K6k w - - 0 1", "-position", "8/8/8/8/8/8/8/K6k b - - 0 1"},
		{"-pgn-dir", ".", "-pgn-out", "."},
	} {
		code, _, errOut := run(t, args...)
		if code != 2 || !strings.Contains(errOut, "are one flag") {
			t.Errorf("%v: exit %d, stderr %q; want 2 and the two names", args, code, errOut)
		}
	}
	if _, err := Options([]string{"-variant", "chess", "-fen", "4k3/8/8/8/8/8/8/4K3 w - - 0 1"}); err != nil {
		t.Errorf("-fen alone: %v", err)
	}
}
