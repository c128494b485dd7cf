package cli

import (
	"strings"
	"testing"
)

// The command line's study steps -study's player with -estimator and
// -policy, also when -second is left to the default player (whose
// preset's estimator and policy a study by another player does not
// take: it starts from the pure reference unless the flags name one).
func TestStudyFlagsReachTheStudy(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string // the title's player and settings
	}{
		{[]string{"-study", "flat", "-variant", "tictactoe", "-estimator", "rb"}, "flat rb uniform"},
		{[]string{"-study", "flat", "-variant", "tictactoe", "-policy", "light"}, "flat plain light"},
		{[]string{"-study", "flat", "-variant", "tictactoe"}, "flat plain uniform"},
		{[]string{"-study", "flat", "-variant", "tictactoe", "-second", "uct", "-estimator", "rb"}, "flat rb uniform"},
	} {
		opts, err := Options(c.args)
		if err != nil {
			t.Errorf("%q: %v", c.args, err)
			continue
		}
		opts.ASCII, opts.NoColor, opts.OutDir, opts.StateDir = true, true, t.TempDir(), ""
		title := sessionScreen(t, opts, nil)[0]
		if !strings.Contains(title, " "+c.want+" ") {
			t.Errorf("%q: title %q, want %q", c.args, title, c.want)
		}
	}
}
