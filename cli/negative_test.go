package cli

import (
	"strings"
	"testing"
)

// A negative budget or weight is refused naming the flag given and its
// value (it said "budgets, workers, ply cap, c, nodes, k, minimax, prior
// and leaf depth must not be negative", whichever it was).
func TestNegativeFlagNamed(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"analyze", "-rollouts", "-5"}, "-rollouts -5: must not be negative"},
		{[]string{"analyze", "-c", "-1"}, "-c -1: must not be negative"},
		{[]string{"-time", "-2s"}, "-time -2s: must not be negative"},
		{[]string{"match", "-b-nodes", "-3"}, "-b-nodes (or -nodes) -3: must not be negative"},
	} {
		code, _, errOut := run(t, tc.args...)
		if code != 2 || !strings.Contains(errOut, tc.want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q; want 2 and %q", tc.args, code, errOut, tc.want)
		}
	}
}

// -worker-spread is a factor from 0 to engine.MaxWorkerSpread.
func TestWorkerSpreadRefused(t *testing.T) {
	for _, v := range []string{"-1", "NaN", "17"} {
		code, _, errOut := run(t, "analyze", "-player", "default", "-worker-spread", v)
		if code != 2 || !strings.Contains(errOut, "-worker-spread is a factor") {
			t.Errorf("-worker-spread %s: exit %d, stderr %q", v, code, errOut)
		}
	}
}

// -eval-scale is centipawns from variants.MinEvalScale to
// variants.MaxEvalScale (0: the game's own), and chess's alone: a bad
// value, another game or a player that grows no tree is a usage error
// naming the flag.
func TestEvalScaleRefused(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"match", "-variant", "chess", "-games", "1", "-a", "default", "-a-eval-scale", "NaN"}, "-a-eval-scale NaN: want centipawns from 50 to 2000"},
		{[]string{"match", "-variant", "chess", "-games", "1", "-a", "default", "-a-eval-scale", "-250"}, "-a-eval-scale -250: want centipawns"},
		{[]string{"match", "-variant", "chess", "-games", "1", "-a", "uct", "-b-eval-scale", "10"}, "-b-eval-scale 10: want centipawns"},
		{[]string{"analyze", "-variant", "chess", "-player", "default", "-eval-scale", "1e9"}, "-eval-scale 1e+09: want centipawns"},
		{[]string{"analyze", "-variant", "chess", "-player", "uct", "-eval-scale", "+Inf"}, "-eval-scale +Inf: want centipawns"},
		{[]string{"match", "-variant", "connect4", "-games", "1", "-a", "uct", "-a-eval-scale", "300"}, "connect4's evaluation has no centipawn scale (chess only)"},
		{[]string{"match", "-variant", "chess", "-games", "1", "-a", "random", "-a-eval-scale", "300"}, "-a-eval-scale 300: random plays no rollouts"},
	} {
		code, out, errOut := run(t, tc.args...)
		if code != 2 || out != "" || !strings.Contains(errOut, tc.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2 and %q", tc.args, code, out, errOut, tc.want)
		}
	}
	code, out, errOut := run(t, "match", "-variant", "chess", "-games", "1", "-a", "default", "-a-eval-scale", "300", "-b", "default", "-rollouts", "20", "-workers", "1")
	if code != 0 || !strings.Contains(out, "+scale300"+defaultTacticalLabel()+" (a)") {
		t.Errorf("-a-eval-scale 300: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}

// -eval-trade is a factor from 0 (off) to variants.MaxEvalTrade, and
// chess's alone: a bad value, another game or a player that grows no
// tree is a usage error naming the flag; a good one is labelled.
func TestEvalTradeRefused(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"match", "-variant", "chess", "-games", "1", "-a", "default", "-a-eval-trade", "NaN"}, "-a-eval-trade NaN: want a factor from 0 (off) to 2"},
		{[]string{"match", "-variant", "chess", "-games", "1", "-a", "default", "-b-eval-trade", "-1"}, "-b-eval-trade -1: want a factor"},
		{[]string{"analyze", "-variant", "chess", "-player", "uct", "-eval-trade", "2.5"}, "-eval-trade 2.5: want a factor"},
		{[]string{"match", "-variant", "connect4", "-games", "1", "-a", "uct", "-a-eval-trade", "0.5"}, "connect4's evaluation does not count the pieces traded (chess only)"},
		{[]string{"match", "-variant", "chess", "-games", "1", "-a", "random", "-a-eval-trade", "0.5"}, "-a-eval-trade 0.5: random plays no rollouts"},
	} {
		code, out, errOut := run(t, tc.args...)
		if code != 2 || out != "" || !strings.Contains(errOut, tc.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2 and %q", tc.args, code, out, errOut, tc.want)
		}
	}
	code, out, errOut := run(t, "match", "-variant", "chess", "-games", "1", "-a", "default", "-a-eval-trade", "0.5", "-b", "default", "-rollouts", "20", "-workers", "1")
	if code != 0 || !strings.Contains(out, "+trade0.5"+defaultTacticalLabel()+" (a)") {
		t.Errorf("-a-eval-trade 0.5: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}
