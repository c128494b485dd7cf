package chess

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"

	"rollout/variants"
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
// quiescence value itself; a mate compares as a mate whatever its plies
// (the quiescence search counts none).
func TestTacticsBoundsTheQuiescenceValue(t *testing.T) {
	mateOf := func(v int) int {
		switch {
		case v >= mateCP-tacticPlies-1:
			return mateCP
		case v <= -mateCP+tacticPlies+1:
			return -mateCP
		}
		return v
	}
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
		if v := mateOf(p.TacticsCP(false, 2)); v < mateOf(q) {
			t.Errorf("%s: the side to move's checks %d, below the quiescence value %d", line, v, q)
		}
		if v := mateOf(p.TacticsCP(true, 2)); v > mateOf(q) {
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

// BenchmarkTactics times the tactical search, for each side, over the
// Win at Chess positions: two turns of checks within the game's own
// budget (the search at new nodes), and four within 4,000 nodes (at the
// root's children under -tactics-root).
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
	for _, c := range []struct {
		checks, budget int
	}{{2, 0}, {4, 4000}} {
		b.Run(fmt.Sprintf("checks=%d/budget=%d", c.checks, c.budget), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				p := ps[i%len(ps)]
				p.b.tactical(p.eval, i%2 == 0, c.checks, c.budget)
			}
		})
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
			if _, _, ok := p.Tactics(m, tc.mover, 2, 0); ok != tc.search {
				t.Errorf("searched %v, want %v", ok, tc.search)
			}
			// No move named: searched whatever led to the position.
			if _, _, ok := p.Tactics(variants.NoMove, tc.mover, 2, 0); !ok {
				t.Error("not searched without a move")
			}
		})
	}
}

// TestTacticsMate checks the mate Tactics reports: its plies and side
// where the search scores a mate, none where it scores none, and none
// where what it does not search could save the defender (a pawn a step
// from promoting, the fifty-move rule within the line).
func TestTacticsMate(t *testing.T) {
	for _, tc := range []struct {
		name, fen, move string
		mover           bool
		checks          int
		mate            int
	}{
		// 1.Qg8+ Rxg8 2.Nf7#: the side to move is mated in two plies.
		{"Philidor, the mover's check", "r6k/6pp/7N/8/8/1Q6/8/6K1 w - - 0 1", "Qg8+", true, 1, -2},
		{"Philidor, no checks searched", "r6k/6pp/7N/8/8/1Q6/8/6K1 w - - 0 1", "Qg8+", true, 0, 0},
		{"Philidor, the defender's pawn a step from queening", "r6k/6pp/7N/8/8/1Q6/p7/6K1 w - - 0 1", "Qg8+", true, 1, 0},
		{"Philidor, near the fifty-move rule", "r6k/6pp/7N/8/8/1Q6/8/6K1 w - - 80 60", "Qg8+", true, 1, 0},
		{"a quiet move, not searched", "r6k/6pp/7N/8/8/1Q6/8/6K1 w - - 0 1", "Qb8", true, 2, 0},
		// WAC 14: 1.Qxh7+ Kxh7 2.Rh3+ Kg8 3.Rh8#, the side to move
		// after the capture mating in three plies.
		{"WAC 14, the sacrifice taken", "r2rb1k1/pp1q1p1Q/2n1p1p1/2bp4/5P2/PP1BPR2/1BPN2PP/R5K1 b - - 0 1", "Kxh7", false, 2, 3},
		// WAC 60: 1.Qh8+ Bxh8 2.Rxh8#, the mate a capture gives, two
		// plies after the check; 1.Qh7+ Kf8 2.Qh6+ Kg8 3.Qh8+ Bxh8
		// 4.Rxh8#, six. The quiescence search scores a mate by a
		// capture without its plies, which made both one ply long.
		{"WAC 60, a mate in two by a capture", "rn1qr1k1/1p2np2/2p3p1/8/1pPb4/7Q/PB1P1PP1/2KR1B1R w - - 0 1", "Qh8+", true, 4, -2},
		{"WAC 60, a mate in four ending by a capture", "rn1qr1k1/1p2np2/2p3p1/8/1pPb4/7Q/PB1P1PP1/2KR1B1R w - - 0 1", "Qh7+", true, 4, -6},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := mustFEN(t, tc.fen)
			m, err := p.DecodeMove(tc.move)
			if err != nil {
				t.Fatal(err)
			}
			p.Play(m)
			_, mate, _ := p.Tactics(m, tc.mover, tc.checks, 0)
			if mate != tc.mate {
				t.Errorf("mate %d, want %d", mate, tc.mate)
			}
		})
	}
}

// TestTacticsMateIsForced checks every mate Tactics reports after a
// move of a Win at Chess position, with four turns of checks, against a
// search of its own: the attacker's checks and captures, every legal
// move of the defender, every under-promotion, to the plies reported
// and the quiescence search's beyond them. A reported mate it refutes
// within its node budget is a false proof.
func TestTacticsMateIsForced(t *testing.T) {
	if testing.Short() {
		t.Skip("searches every move of 300 positions")
	}
	f, err := os.Open("../../testdata/wac.epd")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	proved, checked := 0, 0
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || line == "" {
			continue
		}
		p := mustFEN(t, strings.Join(strings.Fields(line)[:4], " ")+" 0 1")
		for _, m := range p.LegalMoves(nil) {
			c := p.Clone().(*Position)
			c.Play(m)
			for _, mover := range []bool{true, false} {
				_, mate, _ := c.Tactics(m, mover, MaxTacticChecks, 4000)
				if mate == 0 {
					continue
				}
				proved++
				budget := 300_000
				ok := forcedMate(&c.b, mate > 0, max(mate, -mate)+qDepth, &budget)
				if budget <= 0 {
					continue // too big to check
				}
				checked++
				if !ok {
					t.Errorf("%s after %s (mover %v): mate %d reported, none forced", line, p.EncodeMove(m, 0), mover, mate)
				}
			}
		}
	}
	t.Logf("%d mates reported, %d checked", proved, checked)
	if checked == 0 {
		t.Error("no mate checked")
	}
}

// forcedMate reports whether the attacker (the side to move on b when
// attacking, else the other) mates within plies plies, the attacker
// playing checks and captures, the defender every legal move; budget
// counts the nodes left (at 0 or below the answer means nothing).
func forcedMate(b *board, attacking bool, plies int, budget *int) bool {
	*budget--
	if *budget <= 0 {
		return false
	}
	var s setList
	if b.genSets(&s) == 0 {
		return !attacking && b.inCheck()
	}
	if plies == 0 {
		return false
	}
	for i := 0; i < s.n; i++ {
		e := &s.sets[i&(maxSets-1)]
		for to := e.to; to != 0; {
			sq := popLSB(&to)
			for pt := queen; pt >= knight; pt-- {
				m := setMove(e, sq, pt)
				c := *b
				c.play(m)
				if attacking {
					if (c.inCheck() || b.mailbox[sq] != 0 || e.kind == kindPromotion || e.kind == kindEnPassant) && forcedMate(&c, false, plies-1, budget) {
						return true
					}
				} else if !forcedMate(&c, true, plies-1, budget) {
					return false
				}
				if e.kind != kindPromotion {
					break
				}
			}
		}
	}
	return !attacking
}

// TestThreat checks Threat, the search after a pass: a back-rank mate
// threatened is about -1 for the side to move, the same with luft is
// no mate, and no pass is searched in check or with an en passant
// capture to give up.
func TestThreat(t *testing.T) {
	for _, tc := range []struct {
		name, fen string
		ok        bool
		atMost    float64
		atLeast   float64
	}{
		{"Ra8# threatened", "6k1/5ppp/8/8/8/8/8/R5K1 b - - 0 1", true, -0.99, -1},
		{"luft: a rook down, no mate", "6k1/5pp1/7p/8/8/8/8/R5K1 b - - 0 1", true, -0.5, -0.99},
		{"in check", "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1", false, 0, 0},
		{"an en passant capture to give up", "6k1/5ppp/8/8/2pP4/8/8/R5K1 b - d3 0 1", false, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := mustFEN(t, tc.fen)
			before := *p
			v, ok := p.Threat(2, 0)
			if ok != tc.ok || ok && (v > tc.atMost || v < tc.atLeast) {
				t.Errorf("Threat = %.3f, %v; want %v within [%g, %g]", v, ok, tc.ok, tc.atLeast, tc.atMost)
			}
			if p.b != before.b {
				t.Error("Threat changed the position")
			}
		})
	}
}
