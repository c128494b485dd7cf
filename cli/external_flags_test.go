package cli

import (
	"path/filepath"
	"strings"
	"testing"
)

// A side played by an external engine takes -time (go movetime) and
// -rollouts (go nodes); a flag it would drop is refused, exit 2, naming
// it: the tree's parts, -target-se (which searched 10 s) and its own
// -workers (its threads are its Threads option). A flag given to every
// side passes where the other side plays it: match -workers 1 against
// an engine still plays.
func TestExternalEngineFlags(t *testing.T) {
	fake, err := filepath.Abs("testdata/fake-uci.sh")
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("FAKE_UCI_MODE", "illegal") // a game that starts ends at its first move
	eng := "uci:" + fake + ",timeout=60s"
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"analyze", "-variant", "chess", "-player", eng, "-target-se", "0.01"}, 2, "-target-se 0.01: " + `"` + eng + `" is an external engine, which reports no standard error`},
		{[]string{"analyze", "-variant", "chess", "-player", eng, "-c", "2", "-time", "50ms"}, 2, "-c 2: "},
		{[]string{"analyze", "-variant", "chess", "-player", eng, "-nodes", "1000"}, 2, "plays none of rollout's search parts"},
		{[]string{"analyze", "-variant", "chess", "-player", eng, "-workers", "2"}, 2, "(uci:NAME,Threads=2)"},
		{[]string{"match", "-variant", "chess", "-a", "random", "-b", eng, "-b-workers", "2", "-games", "1"}, 2, "-b-workers 2: "},
		{[]string{"match", "-variant", "chess", "-a", "random", "-b", eng, "-target-se", "0.05", "-games", "1"}, 2, "-b-target-se (from -target-se) 0.05: "},
		{[]string{"match", "-variant", "chess", "-a", "random", "-b", eng, "-b-c", "2", "-games", "1"}, 2, "-b-c 2: "},
		// Shared flags another side plays, and the budget the engine takes.
		{[]string{"match", "-variant", "chess", "-a", eng, "-b", "random", "-order", "a", "-workers", "1", "-time", "50ms", "-games", "1"}, 1, "sent an illegal bestmove"},
		{[]string{"match", "-variant", "chess", "-a", eng, "-b", "uct", "-order", "a", "-c", "2", "-rollouts", "100", "-games", "1"}, 1, "sent an illegal bestmove"},
		{[]string{"match", "-variant", "chess", "-a", eng, "-b", "default", "-order", "a", "-target-se", "0.05", "-time", "50ms", "-games", "1"}, 1, "sent an illegal bestmove"},
		{[]string{"analyze", "-variant", "chess", "-player", eng, "-rollouts", "1000"}, 1, "sent an illegal bestmove"},
	} {
		code, _, errOut := run(t, c.args...)
		if code != c.code || !strings.Contains(errOut, c.want) {
			t.Errorf("%s: exit %d, stderr %q; want %d and %q", strings.Join(c.args, " "), code, errOut, c.code, c.want)
		}
	}
}
