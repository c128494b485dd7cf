package cli

import (
	"path/filepath"
	"strings"
	"testing"
)

// tune refuses what it could only find out after its fit, or would
// silently not do, before it reads a position: an output file it could
// not write (-pst-out, -net-out), a -fixed prefix naming no weight, -pst
// beside -net. Each ran the fit, then failed or ignored the flag.
func TestTuneFlagsCheckedFirst(t *testing.T) {
	dir := t.TempDir()
	epd := filepath.Join(dir, "none.epd") // never read: the flags fail first
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-pst", "-pst-out", filepath.Join(dir, "missing", "x.go")}, "tune: -pst-out " + filepath.Join(dir, "missing", "x.go") + ": no such file or directory"},
		{[]string{"-net", "-net-out", filepath.Join(dir, "missing", "x.go")}, "tune: -net-out " + filepath.Join(dir, "missing", "x.go") + ": no such file or directory"},
		{[]string{"-pst", "-pst-out", dir}, "is a directory"},
		{[]string{"-fixed", "mat,nosuch"}, `tune: -fixed "nosuch": no weight's name starts so`},
		{[]string{"-pst", "-net"}, "tune: -pst and -net are two fits: give one"},
		// One flag at a time, with its value: not a list of flags for any one.
		{[]string{"-max", "0"}, "tune: -max 0: at least 1"},
		{[]string{"-holdout", "1"}, "tune: -holdout 1: want a share in [0, 1)"},
		{[]string{"-pst", "-pst-l2", "-1"}, "tune: -pst-l2 -1: must not be negative"},
		{[]string{"-net", "-net-hidden", "17"}, "tune: -net-hidden 17: want a multiple of 16"},
		{[]string{"-net", "-net-shrink", "2"}, "tune: -net-shrink 2: want a number in (0, 1]"},
		{[]string{"-net", "-net-decay-kings", "-1"}, "tune: -net-decay-kings -1: must not be negative"},
		{[]string{"-net", "-net-shrinks", "0.5,2"}, `tune: -net-shrinks: "2" is not a number in (0, 1]`},
		{[]string{"-net", "-net-eval", "net-leaves32", "-net-decay-kings", "0.1"}, "tune: -net-decay-kings: net-leaves32 is not a king-relative network"},
	} {
		code, out, errOut := run(t, append([]string{"tune", "-epd", epd}, c.args...)...)
		if code != 2 || out != "" || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: status %d, stdout %.80q, stderr %q; want 2 and %q", c.args, code, out, errOut, c.want)
		}
	}
}
