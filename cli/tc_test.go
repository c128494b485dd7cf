package cli

import (
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"rollout/variants"
	"rollout/variants/chess"
)

// -tc gives the TUI's game a clock, read by the parser match's -clock and
// -tc use too; a malformed control is refused with one line naming the
// flag given and the accepted form, exit 2.
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
			flag := args[slices.Index(args, bad)-1] // -tc or -clock: the error names the flag given
			if code != 2 || out != "" || !strings.Contains(first, "MINUTES+SECONDS, like 5+3") || !strings.Contains(first, bad) ||
				!strings.Contains(first, flag+" "+strconv.Quote(bad)+": want") {
				t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2 and one line naming the form", args, code, out, errOut)
			}
		}
	}
}

// A clocked match's PGN names its time control and gives every move its
// clock, as the TUI's timed games do.
func TestClockedMatchPGN(t *testing.T) {
	path := t.TempDir() + "/games.pgn"
	code, out, errOut := run(t, "match", "-variant", "chess", "-a", "random", "-b", "random", "-games", "1", "-tc", "1+0", "-pgn-out", path, "-seed", "3")
	if code != 0 {
		t.Fatalf("exit %d: %s%s", code, out, errOut)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	rec, tags, err := chess.ReadPGN(string(data), 1)
	if err != nil {
		t.Fatal(err)
	}
	if tags["TimeControl"] != "60+0" || rec.Len() == 0 {
		t.Fatalf("TimeControl %q, %d moves", tags["TimeControl"], rec.Len())
	}
	for i := range rec.Len() {
		if n := rec.Turn(i).Note(); !n.HasClock || n.Clock <= 0 || n.Clock > time.Minute {
			t.Fatalf("move %d: clock %v %v in %q", i+1, n.Clock, n.HasClock, rec.Turn(i).Comment)
		}
	}
}
