package cli

import (
	"strings"
	"testing"
	"time"

	"rollout/variants"
)

// -tc gives the TUI's game a clock, read by the parser match's -clock and
// -tc use too; a malformed control is refused with one line naming the
// accepted form, exit 2.
func TestTimeControlFlag(t *testing.T) {
	opts, err := Options([]string{"-variant", "chess", "-tc", "5+3"})
	if err != nil {
		t.Fatal(err)
	}
	if want := (variants.TimeControl{Base: 5 * time.Minute, Increment: 3 * time.Second}); opts.TimeControl != want {
		t.Errorf("-tc 5+3: %+v, want %+v", opts.TimeControl, want)
	}
	for _, bad := range []string{"5+", "-1+0", "1e9+0", "NaN+0"} {
		for _, args := range [][]string{
			{"-variant", "chess", "-tc", bad},
			{"match", "-variant", "chess", "-tc", bad, "-games", "1"},
			{"match", "-variant", "chess", "-clock", bad, "-games", "1"},
		} {
			code, out, errOut := run(t, args...)
			first, _, _ := strings.Cut(errOut, "\n")
			if code != 2 || out != "" || !strings.Contains(first, "MINUTES+SECONDS, like 5+3") || !strings.Contains(first, bad) {
				t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2 and one line naming the form", args, code, out, errOut)
			}
		}
	}
}
