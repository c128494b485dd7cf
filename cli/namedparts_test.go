package cli

import (
	"flag"
	"slices"
	"strings"
	"testing"

	"rollout/engine"
)

// A search flag on a side whose named configuration (the default
// player's preset, a level) plays another value is refused with one line
// naming it, exit 2, rather than dropped while the side's label names the
// preset's value; a flag the configuration keeps, a zero that asks for
// the player's own default, and a shared flag another side plays pass.
func TestNamedPartsRefused(t *testing.T) {
	for _, c := range []struct {
		args []string
		flag string // the flag the error names; "" for accepted
	}{
		{[]string{"analyze", "-variant", "chess", "-player", "default", "-minimax", "0.7"}, "-minimax 0.7"},
		{[]string{"analyze", "-variant", "chess", "-player", "default", "-prior", "0"}, "-prior 0"},
		{[]string{"analyze", "-variant", "chess", "-player", "default", "-estimator", "plain"}, "-estimator plain"},
		{[]string{"analyze", "-variant", "chess", "-player", "default", "-k", "2"}, "-k 2"},
		{[]string{"analyze", "-variant", "connect4", "-player", "default", "-policy", "uniform"}, "-policy uniform"},
		{[]string{"analyze", "-variant", "chess", "-player", "level:3", "-leaf-depth", "1"}, "-leaf-depth 1"},
		{[]string{"match", "-variant", "chess", "-a", "default", "-a-minimax", "0.7", "-b", "uct", "-games", "1"}, "-a-minimax 0.7"},
		{[]string{"match", "-variant", "chess", "-a", "uct", "-b", "default", "-minimax", "0.7", "-games", "1"}, ""},
		{[]string{"match", "-variant", "chess", "-a", "default", "-b", "level:2", "-minimax", "0.7", "-games", "1"}, "-a-minimax (from -minimax) 0.7"},
		{[]string{"-variant", "chess", "-first", "human", "-second", "default", "-minimax", "0.3"}, "-minimax 0.3"},
		{[]string{"-variant", "chess", "-level", "2", "-second", "default", "-widen", "3"}, "-widen 3"},
		{[]string{"-variant", "chess", "-first", "uct", "-second", "default", "-minimax", "0.3"}, ""},
		{[]string{"analyze", "-variant", "chess", "-player", "default", "-policy", "light", "-widen", "0", "-eval", "", "-c", "0"}, ""},
		{[]string{"analyze", "-variant", "chess", "-player", "default", "-widen", "2", "-draws", "-minimax-children", "1", "-eval", "standard"}, ""},
		{[]string{"analyze", "-variant", "chess", "-player", "default", "-select", "puct", "-puct-c", "0.3", "-fpu", "0.2", "-root-c", "1"}, ""},
		{[]string{"analyze", "-variant", "chess", "-player", "level:3", "-select", "puct"}, "-select puct"},
		{[]string{"analyze", "-variant", "chess", "-player", "level:3", "-parallel", "tree"}, "-parallel tree"},
		{[]string{"analyze", "-variant", "chess", "-player", "level:3", "-worker-spread", "2"}, "-worker-spread 2"},
		{[]string{"analyze", "-variant", "chess", "-player", "default", "-parallel", "tree", "-worker-spread", "2", "-eval-cache"}, ""},
		{[]string{"match", "-variant", "chess", "-a", "default", "-b", "level:2", "-parallel", "tree", "-games", "1"}, ""},
	} {
		var err error
		if c.args[0] == "analyze" || c.args[0] == "match" {
			var errOut string
			var code int
			code, _, errOut = run(t, append(c.args, "-rollouts", "10", "-workers", "1")...)
			if code != 0 {
				err = usagef("exit %d: %s", code, strings.TrimSuffix(errOut, "\n"))
			}
		} else {
			_, err = Options(c.args)
		}
		switch {
		case c.flag == "" && err != nil:
			t.Errorf("%q refused: %v", c.args, err)
		case c.flag != "" && err == nil:
			t.Errorf("%q accepted; want %s refused", c.args, c.flag)
		case c.flag != "" && (!strings.Contains(err.Error(), c.flag+": ") || strings.Count(err.Error(), "\n") > 0 || !strings.Contains(err.Error(), "play uct") || !strings.Contains(err.Error(), "settle=false")):
			t.Errorf("%q: %v; want one line naming %s and pointing at uct", c.args, err, c.flag)
		}
	}
}

// Every part of the tree (engine.Parts) is a search flag registerBudget
// adds and match copies to both sides, once, and every such flag but the
// budget's and the workers' is a part: the one list the command line
// refuses and hands over flags by.
func TestPartsAreBudgetFlags(t *testing.T) {
	var s searchFlags
	fs := flag.NewFlagSet("test", flag.ContinueOnError)
	s.registerBudget(fs, "")
	seen := map[string]bool{}
	for _, p := range engine.Parts() {
		if seen[p.Flag] {
			t.Errorf("part %s listed twice", p.Flag)
		}
		seen[p.Flag] = true
		if fs.Lookup(p.Flag) == nil || !slices.Contains(budgetFlags, p.Flag) {
			t.Errorf("part %s is not a search flag of registerBudget and budgetFlags", p.Flag)
		}
	}
	// And every search flag but the budget's and the workers' is a
	// part, so a side that would drop it refuses it.
	for _, f := range budgetFlags {
		if !seen[f] && !slices.Contains([]string{"time", "rollouts", "target-se", "workers"}, f) {
			t.Errorf("search flag -%s is no engine.Part: a level or flat would drop it in silence", f)
		}
	}
}

// A level's empty setting is named by what it plays, not as "()".
func TestNamedPartShown(t *testing.T) {
	for _, c := range []struct{ flag, value, want string }{
		{"-select", "puct", "level 3 plays its own (ucb)"},
		{"-parallel", "tree", "level 3 plays its own (root)"},
	} {
		code, _, errOut := run(t, "analyze", "-variant", "chess", "-player", "level:3", c.flag, c.value, "-rollouts", "10")
		if code != 2 || !strings.Contains(errOut, c.want) {
			t.Errorf("%s %s: exit %d, %q; want exit 2 saying %q", c.flag, c.value, code, errOut, c.want)
		}
	}
}
