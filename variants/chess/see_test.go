package chess

import "testing"

// seeRef is the static exchange value of colour side taking, on sq, a
// piece worth target, by the recursive definition: side takes with its
// least valuable attacker (through occ) if that pays, else stands.
func seeRef(b *board, sq int, occ uint64, side int, target int32) int32 {
	attackers := b.attackersTo(sq, occ) & occ & b.occ[side]
	for pt := pawn; pt <= king; pt++ {
		if bb := attackers & b.pieces[side][pt]; bb != 0 {
			return max(0, target-seeRef(b, sq, occ^(bb&-bb), side^1, pieceCP[pt]))
		}
	}
	return 0
}

// seeGE agrees with the recursive exchange on every normal capture of
// the capture generator's positions, at thresholds around 0; and on a
// few exchanges written out.
func TestSEE(t *testing.T) {
	for _, c := range []struct {
		fen      string
		from, to string
		want     bool // SEE >= 0
	}{
		{"4k3/8/3p4/4p3/8/5N2/8/4K3 w - - 0 1", "f3", "e5", false}, // a knight for a defended pawn
		{"4k3/8/8/4p3/8/5N2/8/4K3 w - - 0 1", "f3", "e5", true},    // the pawn is free
		{"4k3/4r3/8/4p3/8/8/4R3/4K3 w - - 0 1", "e2", "e5", false}, // a rook for a pawn
		{"4k3/4r3/8/4p3/8/8/4R3/4R2K w - - 0 1", "e2", "e5", true}, // the second rook takes back: +100
		{"4k3/4q3/8/4p3/8/8/4R3/7K w - - 0 1", "e2", "e5", false},  // the queen takes the rook back
		{"4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4", "d5", true},    // pawn takes pawn
		{"4k3/8/2p5/3p4/8/8/8/3QK3 w - - 0 1", "d1", "d5", false},  // the queen for a pawn
		{"3rk3/8/8/3p4/8/8/3R4/3QK3 w - - 0 1", "d2", "d5", true},  // the battery behind: +100
		{"4k3/8/8/3r4/4K3/8/8/8 w - - 0 1", "e4", "d5", true},      // the king takes an undefended rook
		{"4k3/8/4p3/3r4/4K3/8/8/8 w - - 0 1", "e4", "d5", false},   // not a defended one
	} {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		from, _ := parseSquare(c.from)
		to, _ := parseSquare(c.to)
		if got := p.b.seeGE(from, to, 0); got != c.want {
			t.Errorf("%s %s%s: seeGE %v, want %v", c.fen, c.from, c.to, got, c.want)
		}
	}
	var captures, losing int
	var list moveList
	for _, b := range qgenPositions(t) {
		n := b.genLegal(&list)
		for _, m := range list[:n] {
			from, to := mFrom(m), mTo(m)
			if mKind(m) != kindNormal || b.mailbox[to] == 0 {
				continue
			}
			captures++
			occ := b.all() ^ bit(from)
			v := seeValue(b.mailbox[to]) - seeRef(&b, to, occ, int(b.side)^1, seeValue(b.mailbox[from]))
			if v < 0 {
				losing++
			}
			for _, th := range []int32{-400, -100, -1, 0, 1, 100, 230, 400} {
				if got := b.seeGE(from, to, th); got != (v >= th) {
					t.Fatalf("%s %s: seeGE(%d) %v, exchange %d", fenOf(&b), uci(m), th, got, v)
				}
			}
		}
	}
	if captures < 10000 || losing < 1000 {
		t.Fatalf("only %d captures, %d of them losing", captures, losing)
	}
	t.Logf("%d captures, %d losing by the exchange", captures, losing)
}

// BenchmarkSEE times seeGE at threshold 0 over every normal capture of
// the capture generator's positions, a capture an op.
func BenchmarkSEE(b *testing.B) {
	type capture struct {
		b        *board
		from, to int
	}
	var cs []capture
	var list moveList
	for _, bd := range qgenPositions(b) {
		n := bd.genLegal(&list)
		for _, m := range list[:n] {
			if mKind(m) == kindNormal && bd.mailbox[mTo(m)] != 0 {
				cs = append(cs, capture{&bd, mFrom(m), mTo(m)})
			}
		}
	}
	b.ReportAllocs()
	wins := 0
	for i := 0; b.Loop(); i++ {
		c := cs[i%len(cs)]
		if c.b.seeGE(c.from, c.to, 0) {
			wins++
		}
	}
	_ = wins
}
