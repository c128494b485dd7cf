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
		{[]string{"-pst", "-pst-out", filepath.Join(dir, "missing", "x.go")}, "tune: -pst-out: stat "},
		{[]string{"-net", "-net-out", filepath.Join(dir, "missing", "x.go")}, "tune: -net-out: stat "},
		{[]string{"-pst", "-pst-out", dir}, "is a directory"},
		{[]string{"-fixed", "mat,nosuch"}, `tune: -fixed "nosuch": no weight's name starts so`},
		{[]string{"-pst", "-net"}, "tune: -pst and -net are two fits: give one"},
	} {
		code, out, errOut := run(t, append([]string{"tune", "-epd", epd}, c.args...)...)
		if code != 2 || out != "" || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: status %d, stdout %.80q, stderr %q; want 2 and %q", c.args, code, out, errOut, c.want)
		}
	}
}
