package uci

import (
	"strings"
	"testing"
)

// "setoption name" with no name says the name is missing: it read the
// word "name" as the option's name ("unknown option \"name\"").
func TestSetOptionWithoutName(t *testing.T) {
	for _, c := range []string{"setoption", "setoption name", "setoption name ", "setoption name value 3"} {
		out := run(t, c)
		if strings.Contains(out, `"name"`) || !strings.Contains(out, "needs an option's name") {
			t.Errorf("%q answers:\n%s", c, out)
		}
	}
}
