package cli

import (
	"strings"
	"testing"
)

// A numeric flag outside its meaning is refused naming the flag and its
// value, one flag at a time: -draw-lead -3 was taken, -k and -ply-cap had
// no top (the UCI options have), -workers said "engine: 1000 workers",
// and several commands named a list of flags for any one of them.
func TestNumericFlagsInRange(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"analyze", "-variant", "nim", "-workers", "1000"}, "analyze: -workers 1000: want 0 (one per core) to 256"},
		{[]string{"match", "-games", "1", "-a-workers", "1000"}, "match: -a-workers 1000: want 0"},
		{[]string{"analyze", "-player", "uct", "-k", "2000"}, "analyze: -k 2000: want 0 (evaluate the leaf at once) to 1000"},
		{[]string{"analyze", "-variant", "nim", "-ply-cap", "20000"}, "analyze: -ply-cap 20000: want 0 (the game's own) to 10000"},
		{[]string{"analyze", "-player", "default", "-root-depth", "99"}, "analyze: -root-depth 99: want 0 to"},
		{[]string{"analyze", "-estimator", "x"}, `analyze: -estimator "x": want one of plain, rb, eval`},
		{[]string{"bench", "-workers", "0"}, "bench: -workers 0: want 1 to 256"},
		{[]string{"bench", "-player", "uct", "-eval", "nosuch"}, `unknown evaluation "nosuch"`},
		{[]string{"epd", "-file", "x.epd", "-from", "0"}, "epd: -from 0: counts from 1"},
		{[]string{"epd", "-file", "x.epd", "-limit", "-1"}, "epd: -limit -1: must not be negative"},
		{[]string{"mates", "-pgn", "x.pgn", "-per-game", "0"}, "mates: -per-game 0: at least 1"},
		{[]string{"study", "-variant", "nim", "-iterations", "1", "-dot-top", "0"}, "study: -dot-top 0: at least 1"},
		{[]string{"study", "-variant", "nim", "-iterations", "-1"}, "study: -iterations -1: at least 0"},
		{[]string{"perft", "-depth", "-1"}, "perft: -depth -1: want 0 to"},
		{[]string{"learn", "-lesson", "99"}, "learn: -lesson 99: no such lesson"},
		{[]string{"analyze", "-game", "0"}, "analyze: -game 0: counts from 1"},
		{[]string{"analyze", "-variant", "connect4", "-player", "uct", "-eval-centre", "0.5"}, "analyze: -eval-centre 0.5: connect4's evaluation cannot be centred (chess only)"},
		{[]string{"analyze", "-variant", "chess", "-player", "uct", "-eval-centre", "2"}, "analyze: -eval-centre 2: want a share of the lead from 0 (off) to 1"},
	} {
		code, out, errOut := run(t, tc.args...)
		if code != 2 || out != "" || !strings.Contains(errOut, tc.want) || strings.Contains(errOut, "engine:") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2 and %q", tc.args, code, out, errOut, tc.want)
		}
	}
}

// A value of a form (a shard, an SPRT, a time control) that does not
// read is said as other flags' are: the flag and the value, then what it
// takes; it read "match: bad shard ...", "-sprt: alpha must lie ...",
// "-clock: time control "5+": want ...".
func TestFormFlagsNamed(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"match", "-games", "2", "-shard", "0/2"}, `match: -shard "0/2": want i/n with 1 <= i <= n`},
		{[]string{"match", "-sprt", "0,5,2,0.05"}, `match: -sprt "0,5,2,0.05": alpha must lie in (0, 1), got 2`},
		{[]string{"match", "-sprt", "x"}, `match: -sprt "x": want elo0,elo1`},
		{[]string{"match", "-clock", "5+"}, `match: -clock "5+": want MINUTES+SECONDS`},
		{[]string{"-tc", "1e9+0"}, `rollout: -tc "1e9+0": want MINUTES+SECONDS`},
	} {
		code, out, errOut := run(t, tc.args...)
		if code != 2 || out != "" || !strings.Contains(errOut, tc.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2 and %q", tc.args, code, out, errOut, tc.want)
		}
	}
}
