package cli

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"rollout/variants/chess"
)

// tune fits the king-aware weights to a file's games: the error it ends
// with is no larger than the one it starts from, and the weights it
// changed are restored afterwards here (they are the package's own).
func TestTune(t *testing.T) {
	params := chess.KingParams()
	saved := make([]int32, len(params))
	for i, p := range params {
		saved[i] = *p.P
	}
	defer func() {
		for i, p := range params {
			*p.P = saved[i]
		}
	}()
	code, out, errOut := run(t, "tune", "-games-pgn", "../testdata/lichess.pgn", "-passes", "1")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	m := regexp.MustCompile(`(?m)^error (\d\.\d+) -> (\d\.\d+)$`).FindStringSubmatch(out)
	if m == nil || !strings.HasPrefix(out, "positions: ") {
		t.Fatalf("output:\n%s", out)
	}
	before, _ := strconv.ParseFloat(m[1], 64)
	after, _ := strconv.ParseFloat(m[2], 64)
	if after > before {
		t.Fatalf("error rose from %v to %v", before, after)
	}
	for _, args := range [][]string{{"tune"}, {"tune", "-games-pgn", "missing.pgn"}, {"tune", "-games-pgn", "../testdata/lichess.pgn", "-passes", "0"}} {
		if code, _, errOut := run(t, args...); code != 2 || strings.Count(strings.TrimSpace(errOut), "\n") > 0 {
			t.Errorf("%v: exit %d, %q", args, code, errOut)
		}
	}
}
