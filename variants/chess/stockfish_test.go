package chess

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"sort"
	"strconv"
	"strings"
	"testing"

	"rollout/variants"
)

// stockfishPath finds the stockfish binary (Debian installs it in
// /usr/games), or returns "".
func stockfishPath() string {
	if p, err := exec.LookPath("stockfish"); err == nil {
		return p
	}
	if _, err := os.Stat("/usr/games/stockfish"); err == nil {
		return "/usr/games/stockfish"
	}
	return ""
}

// stockfishDivide runs `go perft depth` and returns stockfish's per-move
// counts keyed by UCI move.
func stockfishDivide(t *testing.T, bin, fen string, depth int) map[string]uint64 {
	t.Helper()
	cmd := exec.Command(bin)
	cmd.Stdin = strings.NewReader(fmt.Sprintf("uci\nposition fen %s\ngo perft %d\nquit\n", fen, depth))
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("stockfish: %v", err)
	}
	counts := map[string]uint64{}
	sc := bufio.NewScanner(strings.NewReader(string(out)))
	done := false
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "Nodes searched") {
			done = true
			break
		}
		mv, n, ok := strings.Cut(line, ": ")
		if !ok || len(mv) < 4 || len(mv) > 5 {
			continue
		}
		if v, err := strconv.ParseUint(strings.TrimSpace(n), 10, 64); err == nil {
			counts[mv] = v
		}
	}
	if !done {
		t.Fatalf("stockfish gave no perft for %s:\n%s", fen, out)
	}
	return counts
}

// divide returns our per-move counts keyed by UCI move.
func divide(p *Position, depth int) map[string]uint64 {
	moves, counts := variants.Divide(p, depth)
	m := map[string]uint64{}
	for i, mv := range moves {
		m[p.EncodeMove(mv, variants.Canonical)] = counts[i]
	}
	return m
}

// diffDivide lists the moves whose counts differ.
func diffDivide(got, want map[string]uint64) []string {
	var diffs []string
	for mv, w := range want {
		if g, ok := got[mv]; !ok {
			diffs = append(diffs, fmt.Sprintf("%s: missing (stockfish %d)", mv, w))
		} else if g != w {
			diffs = append(diffs, fmt.Sprintf("%s: %d, stockfish %d", mv, g, w))
		}
	}
	for mv, g := range got {
		if _, ok := want[mv]; !ok {
			diffs = append(diffs, fmt.Sprintf("%s: %d, not legal for stockfish", mv, g))
		}
	}
	sort.Strings(diffs)
	return diffs
}

// TestStockfishDivide compares Divide with stockfish's `go perft` move by
// move, the split that points at a generator bug. It is skipped when
// stockfish is not installed (apt-get install stockfish).
func TestStockfishDivide(t *testing.T) {
	bin := stockfishPath()
	if bin == "" {
		t.Skip("stockfish not found on PATH or at /usr/games/stockfish; apt-get install stockfish to run this test")
	}
	depth := 3
	if raceEnabled {
		depth = 2
	}
	fens := []string{
		StartFEN, kiwipete, pos3, pos4, pos4m, pos5, pos6,
		"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
		"8/8/8/K2pP2r/8/8/8/7k w - d6 0 1",
		"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
	}
	t.Parallel()
	for i, fen := range fens {
		// One subtest a position, in parallel: each waits mostly for its
		// own stockfish to start.
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			t.Parallel()
			p, err := ParseFEN(fen)
			if err != nil {
				t.Fatal(err)
			}
			d := depth
			if !raceEnabled && (fen == pos3 || strings.HasPrefix(fen, "8/8") || strings.HasPrefix(fen, "4k3")) {
				d = 4
			}
			if diffs := diffDivide(divide(p, d), stockfishDivide(t, bin, fen, d)); len(diffs) > 0 {
				t.Errorf("divide(%d) of %s differs from stockfish:\n%s", d, fen, strings.Join(diffs, "\n"))
			}
		})
	}
}
