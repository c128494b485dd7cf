package cli

import (
	"strings"
	"testing"
)

// A search flag on a side whose player does not play that part at all
// (random plays no rollouts, flat and roulette grow no tree) is refused
// with one line naming the flag and the player, exit 2, rather than
// ignored; a part the player plays, a zero that asks for the default,
// and a shared flag the other side plays pass.
func TestUnplayedPartsRefused(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string // what the one-line error says; "" for accepted
	}{
		{[]string{"analyze", "-variant", "chess", "-player", "random", "-c", "2"}, "-c 2: random plays no rollouts and grows no tree"},
		{[]string{"analyze", "-variant", "chess", "-player", "flat", "-c", "2"}, "-c 2: flat grows no tree"},
		{[]string{"analyze", "-variant", "chess", "-player", "flat", "-widen", "2"}, "-widen 2: flat grows no tree"},
		{[]string{"analyze", "-variant", "chess", "-player", "roulette", "-mate", "1"}, "-mate 1: roulette grows no tree"},
		{[]string{"analyze", "-variant", "chess", "-player", "searchlight", "-policy", "light"}, "-policy light: searchlight plays no rollouts"},
		{[]string{"analyze", "-variant", "chess", "-player", "flat", "-policy", "light", "-estimator", "eval", "-k", "2"}, ""},
		{[]string{"analyze", "-variant", "chess", "-player", "flat", "-c", "0", "-widen", "0"}, ""},
		{[]string{"analyze", "-variant", "chess", "-player", "uct-roulette", "-prior", "1"}, ""},
		{[]string{"match", "-variant", "chess", "-a", "uct", "-b", "random", "-b-select", "puct", "-games", "1"}, "-b-select puct: random plays no rollouts"},
		{[]string{"match", "-variant", "chess", "-a", "flat", "-b", "random", "-c", "2", "-games", "1"}, "-a-c (from -c) 2: flat grows no tree"},
		{[]string{"match", "-variant", "chess", "-a", "uct", "-b", "flat", "-c", "2", "-games", "1"}, ""},
		{[]string{"match", "-variant", "chess", "-a", "default", "-b", "flat", "-c", "2", "-games", "1"}, "-c) 2: "},
		{[]string{"-variant", "chess", "-first", "human", "-second", "flat", "-puct-c", "2"}, "-puct-c 2: flat grows no tree"},
		{[]string{"-variant", "chess", "-first", "uct", "-second", "random", "-c", "2"}, ""},
		{[]string{"analyze", "-variant", "chess", "-player", "flat", "-worker-spread", "2"}, "-worker-spread 2: flat grows no tree"},
		{[]string{"analyze", "-variant", "chess", "-player", "random", "-parallel", "tree"}, "-parallel tree: random plays no rollouts"},
		{[]string{"analyze", "-variant", "chess", "-player", "flat", "-eval-cache"}, "-eval-cache true: flat grows no tree"},
		{[]string{"analyze", "-variant", "chess", "-player", "flat", "-worker-spread", "0", "-parallel", ""}, ""},
		{[]string{"match", "-variant", "chess", "-a", "default", "-b", "flat", "-worker-spread", "1", "-games", "1"}, ""},
		{[]string{"match", "-variant", "chess", "-a", "flat", "-b", "random", "-eval-cache", "-games", "1"}, "-a-eval-cache (from -eval-cache) true: flat grows no tree"},
		{[]string{"study", "-variant", "tictactoe", "-player", "flat", "-c", "2", "-iterations", "5"}, "-c 2: flat grows no tree"},
		{[]string{"study", "-variant", "tictactoe", "-player", "flat", "-c", "0", "-nodes", "0", "-iterations", "5"}, ""},
		{[]string{"study", "-variant", "tictactoe", "-player", "uct", "-c", "2", "-nodes", "100", "-iterations", "5"}, ""},
		{[]string{"analyze", "-variant", "chess", "-player", "default", "-tactical", "on"}, ""},
		{[]string{"analyze", "-variant", "chess", "-player", "default", "-tactical", "off"}, ""},
		{[]string{"analyze", "-variant", "chess", "-player", "default", "-tactical", "auto"}, ""},
		{[]string{"analyze", "-variant", "chess", "-player", "default", "-tactical", "maybe"}, "the tactical set must be on, off or auto"},
		{[]string{"analyze", "-variant", "chess", "-player", "uct", "-tactical", "on"}, "-tactical on: the set is the default player's; uct takes"},
		{[]string{"match", "-variant", "chess", "-a", "uct", "-b", "default", "-a-tactical", "off", "-games", "1"}, "-a-tactical off: the set"},
		{[]string{"analyze", "-variant", "chess", "-player", "alphabeta", "-eval", "standard", "-qsearch", "all", "-ab-prune", "null-lmr"}, ""},
		{[]string{"analyze", "-variant", "chess", "-player", "alphabeta", "-k", "2"}, "-k 2: alphabeta searches by alpha-beta"},
		{[]string{"analyze", "-variant", "chess", "-player", "uct", "-ab-prune", "null"}, "-ab-prune null: only alphabeta plays it, not uct"},
		{[]string{"analyze", "-variant", "chess", "-player", "alphabeta", "-ab-prune", "nul"}, "want none, null, lmr, null-lmr"},
		{[]string{"analyze", "-variant", "tictactoe", "-player", "alphabeta"}, "alphabeta plays chess only"},
		{[]string{"match", "-variant", "chess", "-a", "alphabeta", "-b", "default", "-ab-prune", "null", "-games", "1"}, ""},
	} {
		var err error
		if c.args[0] == "study" {
			if code, _, errOut := run(t, c.args...); code != 0 {
				err = usagef("exit %d: %s", code, strings.TrimSuffix(errOut, "\n"))
			}
		} else if c.args[0] == "analyze" || c.args[0] == "match" {
			code, _, errOut := run(t, append(c.args, "-rollouts", "10", "-workers", "1")...)
			if code != 0 {
				err = usagef("exit %d: %s", code, strings.TrimSuffix(errOut, "\n"))
			}
		} else {
			_, err = Options(c.args)
		}
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%q refused: %v", c.args, err)
		case c.want != "" && err == nil:
			t.Errorf("%q accepted; want %q", c.args, c.want)
		case c.want != "" && (!strings.Contains(err.Error(), c.want) || strings.Count(err.Error(), "\n") > 0):
			t.Errorf("%q: %v; want one line saying %q", c.args, err, c.want)
		}
	}
}
