package chess

import (
	"bufio"
	"os"
	"strings"
	"testing"
)

// TestTacticsSeesTheSacrifice checks Tactics where capture resolution
// is wrong: after WAC 14's 1.Qxh7+ Kxh7 2.Rh3+ Kg8 3.Rh8# the side to
// move, a queen up by the quiescence search, is mated once White's
// checks are searched, and a quiet position is scored as the
// quiescence search scores it.
func TestTacticsSeesTheSacrifice(t *testing.T) {
	for _, tc := range []struct {
		name, fen string
		mover     bool
		checks    int
		atMost    int // the value for the side to move is at most this
		atLeast   int
	}{
		// 1.Qg8+ Rxg8 2.Nf7#: Philidor's smothered mate.
		{"after Qg8+, mated by the mover's check", "r5Qk/6pp/7N/8/8/8/8/6K1 b - - 0 1", true, 1, -mateCP + 10, -mateCP},
		{"after Qg8+, no checks: the rook for the knight", "r5Qk/6pp/7N/8/8/8/8/6K1 b - - 0 1", true, 0, mateCP, 100},
		{"after Qg8+, the side to move's checks: the rook for the knight", "r5Qk/6pp/7N/8/8/8/8/6K1 b - - 0 1", false, 2, mateCP, 100},
		// After 1.Qxh7+ (WAC 14) Kf8 escapes the checks of two turns.
		{"after Qxh7+, no mate in two turns", "r2rb1k1/pp1q1p1Q/2n1p1p1/2bp4/5P2/PP1BPR2/1BPN2PP/R5K1 b - - 0 1", true, 2, mateCP, -mateCP + 100},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := mustFEN(t, tc.fen)
			p.SetEval("standard")
			before := *p
			v := p.TacticsCP(tc.mover, tc.checks)
			if v > tc.atMost || v < tc.atLeast {
				t.Errorf("TacticsCP(%v, %d) = %d, want %d to %d (EvaluateCP %d)", tc.mover, tc.checks, v, tc.atLeast, tc.atMost, p.EvaluateCP())
			}
			if p.b != before.b {
				t.Error("Tactics changed the position")
			}
		})
	}
}

// TestTacticsBoundsTheQuiescenceValue checks, on the Win at Chess
// positions, that the attacker's checks only add to its choices: the
// value is at least the quiescence value for an attacker to move and
// at most it for an attacker that just moved, and 0 turns are the
// quiescence value itself.
func TestTacticsBoundsTheQuiescenceValue(t *testing.T) {
	f, err := os.Open("../../testdata/wac.epd")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || line == "" {
			continue
		}
		fields := strings.Fields(line)
		p := mustFEN(t, strings.Join(fields[:4], " ")+" 0 1")
		q := p.EvaluateCP()
		if v := p.TacticsCP(true, 0); v != q {
			t.Errorf("%s: 0 turns %d, the quiescence value %d", line, v, q)
		}
		if v := p.TacticsCP(false, 2); v < q {
			t.Errorf("%s: the side to move's checks %d, below the quiescence value %d", line, v, q)
		}
		if v := p.TacticsCP(true, 2); v > q {
			t.Errorf("%s: the other side's checks %d, above the quiescence value %d", line, v, q)
		}
		n++
	}
	if n != 300 {
		t.Errorf("read %d positions, want 300", n)
	}
}

// TestTacticsAllocs checks that the tactical search allocates nothing.
func TestTacticsAllocs(t *testing.T) {
	p := mustFEN(t, "r2rb1k1/pp1q1p1Q/2n1p1p1/2bp4/5P2/PP1BPR2/1BPN2PP/R5K1 b - - 0 1")
	if a := testing.AllocsPerRun(100, func() { p.TacticsCP(true, 3) }); a != 0 {
		t.Errorf("Tactics allocates %v times a call", a)
	}
}

// BenchmarkTactics times the tactical search of two turns of checks,
// for each side, over the Win at Chess positions.
func BenchmarkTactics(b *testing.B) {
	f, err := os.Open("../../testdata/wac.epd")
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	var ps []*Position
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if line := sc.Text(); !strings.HasPrefix(line, "#") && line != "" {
			p, err := ParseFEN(strings.Join(strings.Fields(line)[:4], " ") + " 0 1")
			if err != nil {
				b.Fatal(err)
			}
			ps = append(ps, p)
		}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		ps[i%len(ps)].TacticsCP(i%2 == 0, 2)
	}
}

// TestTacticsSearchesSacrificesOnly checks which moves Tactics searches
// after: for the side that moved, a check or a capture whose piece
// stands attacked, not a quiet move (en prise or not) nor a
// safe capture; for the side to move, a capture (the sacrifice taken).
func TestTacticsSearchesSacrificesOnly(t *testing.T) {
	for _, tc := range []struct {
		name, fen, move string
		mover, search   bool
	}{
		{"Qxh7+, a checking sacrifice", "r2rb1k1/pp1q1p1p/2n1p1p1/2bp4/5P2/PP1BPR1Q/1BPN2PP/R5K1 w - - 0 1", "Qxh7+", true, true},
		{"Nxf7, a capture the king takes", "r1bqk2r/ppp1nppp/4p3/n5N1/2BPp3/P1P5/2P2PPP/R1BQK2R w KQkq - 0 1", "Nxf7", true, true},
		{"Qh5, a quiet move", "r1bqk2r/ppp1nppp/4p3/n5N1/2BPp3/P1P5/2P2PPP/R1BQK2R w KQkq - 0 1", "Qh5", true, false},
		{"a safe capture", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "exd5", true, false},
		{"Kxh7, the sacrifice taken", "r2rb1k1/pp1q1p1Q/2n1p1p1/2bp4/5P2/PP1BPR2/1BPN2PP/R5K1 b - - 0 1", "Kxh7", false, true},
		{"Kf8, the sacrifice declined", "r2rb1k1/pp1q1p1Q/2n1p1p1/2bp4/5P2/PP1BPR2/1BPN2PP/R5K1 b - - 0 1", "Kf8", false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := mustFEN(t, tc.fen)
			m, err := p.DecodeMove(tc.move)
			if err != nil {
				t.Fatal(err)
			}
			p.Play(m)
			if _, ok := p.Tactics(m, tc.mover, 2); ok != tc.search {
				t.Errorf("searched %v, want %v", ok, tc.search)
			}
		})
	}
}
