package cli

import (
	"strings"
	"testing"
)

// A bad flag prints the error and one line naming -h, not the whole usage;
// -h still prints the usage.
func TestFlagErrorIsShort(t *testing.T) {
	for _, args := range [][]string{
		{"analyze", "-bogus"},
		{"match", "-games", "x"},
		{"perft", "-depth", "3", "stray"},
		{"merge", "-bogus"},
		{"-bogus"},
	} {
		code, _, errOut := run(t, args...)
		lines := strings.Split(strings.TrimSuffix(errOut, "\n"), "\n")
		if code != 2 || len(lines) != 2 || !strings.Contains(lines[1], "-h") {
			t.Errorf("%v: exit %d, %d lines of stderr:\n%s\nwant 2, the error and one line naming -h", args, code, len(lines), errOut)
		}
	}
	code, out, errOut := run(t, "analyze", "-h")
	if code != 0 || strings.Count(out, "\n") < 10 || errOut != "" {
		t.Errorf("analyze -h: exit %d, stdout %q, stderr %q; want 0 and the usage on stdout", code, out, errOut)
	}
}
