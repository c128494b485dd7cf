package chess

import (
	"math/rand/v2"
	"slices"
	"sync"
	"testing"

	"rollout/variants"
)

// qgenPositions are the positions the capture generator is checked on:
// the perft positions, Win at Chess, the openings and the mates in one,
// and the positions of random games from each (captures preferred, so
// the games reach the bare and promoting endgames too). Eleven tests
// check on them: they are made once, and each test gets its own copy.
func qgenPositions(t testing.TB) []board {
	t.Helper()
	qgenMade.Lock()
	defer qgenMade.Unlock()
	if qgenMade.boards == nil {
		qgenMade.boards = makeQgenPositions(t)
	}
	return slices.Clone(qgenMade.boards)
}

// qgenMade holds qgenPositions's boards once made.
var qgenMade struct {
	sync.Mutex
	boards []board
}

// makeQgenPositions makes qgenPositions's boards.
func makeQgenPositions(t testing.TB) []board {
	fens := append([]string(nil), differentialStarts...)
	fens = append(fens,
		"7b/8/8/5k2/8/8/1P1n4/Kb6 w - - 0 1", // stalemate: the pinned pawn's push leaves the line
		"7b/8/8/5k2/8/2n5/1P6/K7 w - - 0 1",  // its only move: the pinned pawn takes along the line
		"k7/1p6/8/8/8/8/8/1R4KB b - - 0 1",   // the pawn pinned to a8 by h1 may not move
		"4k3/8/8/8/8/8/4p3/4K1Nr b - - 0 1",  // a pawn promotes with check, or a rook takes
		"r3k3/1P6/8/8/8/8/8/4K3 w q - 0 1",   // a queen promotion by capture and by push
		"8/8/8/KPp4r/8/8/8/7k w - c6 0 2",    // en passant would expose the king
	)
	for _, f := range []string{"wac", "openings", "mate1"} {
		fens = append(fens, suitePositions(t, "../../testdata/"+f+".epd")...)
	}
	rng := rand.New(rand.NewPCG(7, 27))
	var out []board
	var list moveList
	for g, fen := range fens {
		p, err := ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, p.b)
		b := p.b
		for range 40 + g%80 {
			n := b.genLegal(&list)
			if n == 0 {
				break
			}
			m := list[rng.IntN(n)]
			for range 3 { // prefer a capture
				if c := list[rng.IntN(n)]; b.mailbox[mTo(c)] != 0 {
					m = c
					break
				}
			}
			b.play(m)
			out = append(out, b)
		}
	}
	return out
}

// The capture generator gives, out of check, the very moves (in the
// same order, with the same keys) that genSets and captures give, and
// anyMoveOut says what genSets's count says; so quiesce's value is the
// one the full generator gave (refQuiesce, the search before), with
// every window.
func TestCaptureGenerator(t *testing.T) {
	positions := qgenPositions(t)
	if len(positions) < 10000 {
		t.Fatalf("only %d positions", len(positions))
	}
	var checked, stalemates int
	for i := range positions {
		b := &positions[i]
		if !b.inCheck() {
			checked++
			var s setList
			n := b.genSets(&s)
			pinned := b.pinnedOut()
			if got := b.anyMoveOut(pinned); got != (n > 0) {
				t.Fatalf("%s: anyMoveOut %v, %d legal moves", fenOf(b), got, n)
			}
			if n == 0 {
				stalemates++
			}
			var want, got capList
			b.captures(&s, &want, false)
			b.genCaptures(&got, pinned)
			if got.n != want.n || got.moves != want.moves {
				t.Fatalf("%s: captures %x, want %x", fenOf(b), got.moves[:got.n], want.moves[:want.n])
			}
		}
		var st, ref qStack
		st[0], ref[0] = *b, *b
		for _, w := range [][2]int32{{-mateCP, mateCP}, {-50, 50}, {0, 1}, {-300, -100}, {200, 900}} {
			if got, want := quiesce(&st, qFull, 0, b.pstSums(), w[0], w[1]), refQuiesce(&ref, evalStandard, 0, w[0], w[1]); got != want {
				t.Fatalf("%s: quiesce in (%d, %d) = %d, want %d", fenOf(b), w[0], w[1], got, want)
			}
		}
	}
	t.Logf("%d positions, %d out of check, %d stalemates", len(positions), checked, stalemates)
}

func fenOf(b *board) string {
	p := Position{b: *b}
	return p.Encode()
}

// refQuiesce is quiesce as it was before the capture generator: every
// node generated all legal moves (genSets) and kept the captures.
func refQuiesce(st *qStack, kind evalKind, ply int, alpha, beta int32) int32 {
	b := &st[ply]
	depth := qDepth - ply
	var s setList
	if b.genSets(&s) == 0 {
		if b.inCheck() {
			return -mateCP
		}
		return 0
	}
	evading := depth > 0 && b.inCheck()
	if !evading {
		stand := b.evaluate(kind)
		if stand >= beta {
			return beta
		}
		if stand > alpha {
			alpha = stand
		}
		if depth == 0 {
			return alpha
		}
	}
	var l capList
	b.captures(&s, &l, evading)
	for i := 0; i < l.n; i++ {
		best := i
		for j := i + 1; j < l.n; j++ {
			if l.key(j) > l.key(best) {
				best = j
			}
		}
		l.moves[i], l.moves[best] = l.moves[best], l.moves[i]
		st[ply+1] = *b
		st[ply+1].play(l.move(i))
		v := -refQuiesce(st, kind, ply+1, -beta, -alpha)
		if v >= beta {
			return beta
		}
		if v > alpha {
			alpha = v
		}
	}
	return alpha
}

// pstAfter gives, for every legal move of every position the capture
// generator is checked on, the sums of the position after it.
func TestPstAfter(t *testing.T) {
	var list moveList
	moves := 0
	for _, b := range qgenPositions(t) {
		s := b.pstSums()
		n := b.genLegal(&list)
		for _, m := range list[:n] {
			after := b
			after.play(m)
			if got, want := b.pstAfter(s, m), after.pstSums(); got != want {
				t.Fatalf("%s %s: sums %+v, want %+v", fenOf(&b), (&Position{b: b}).EncodeMove(m, 0), got, want)
			}
		}
		moves += n
	}
	t.Logf("%d moves", moves)
}

// hasLegalMove says what genSets's count says, in check and out of it.
func TestHasLegalMove(t *testing.T) {
	mates := 0
	for _, b := range qgenPositions(t) {
		var s setList
		n := b.genSets(&s)
		if got := b.hasLegalMove(); got != (n > 0) {
			t.Fatalf("%s: hasLegalMove %v, %d legal moves", fenOf(&b), got, n)
		}
		if n == 0 && b.inCheck() {
			mates++
		}
	}
	if mates == 0 {
		t.Fatal("no mate among the positions")
	}
}

// qplay leaves the board play leaves but for the key, the fifty-move
// clock and the castling rights, and the static sums of that board,
// after every legal move of the capture generator's positions.
func TestQplay(t *testing.T) {
	var list moveList
	for _, b := range qgenPositions(t) {
		n := b.genLegal(&list)
		for _, m := range list[:n] {
			want, got := b, b
			want.play(m)
			sums := got.qplay(m, b.pstSums())
			got.hash, got.halfmove, got.castle = want.hash, want.halfmove, want.castle
			if got != want {
				t.Fatalf("%s %s: qplay gives\n%+v\nwant\n%+v", fenOf(&b), (&Position{b: b}).EncodeMove(m, 0), got, want)
			}
			if w := want.pstSums(); sums != w {
				t.Fatalf("%s %s: qplay's sums %+v, want %+v", fenOf(&b), (&Position{b: b}).EncodeMove(m, 0), sums, w)
			}
		}
	}
}

// checkOrPins says what inCheck says and, out of check, gives
// pinnedOut's pins.
func TestCheckOrPins(t *testing.T) {
	checks, pins := 0, 0
	for _, b := range qgenPositions(t) {
		check, pinned := b.checkOrPins()
		if check != b.inCheck() {
			t.Fatalf("%s: checkOrPins says check %v, inCheck %v", fenOf(&b), check, b.inCheck())
		}
		if check {
			checks++
			continue
		}
		if want := b.pinnedOut(); pinned != want {
			t.Fatalf("%s: pinned %x, pinnedOut %x", fenOf(&b), pinned, want)
		}
		if pinned != 0 {
			pins++
		}
	}
	if checks == 0 || pins == 0 {
		t.Fatalf("%d checks and %d positions with pins: the test saw too little", checks, pins)
	}
}

// LegalMove(i) is LegalMoves's move i, promotions included, and NoMove
// past the last.
func TestLegalMove(t *testing.T) {
	for _, b := range qgenPositions(t) {
		p := &Position{b: b}
		moves := p.LegalMoves(nil)
		for i, m := range moves {
			if got := p.LegalMove(i); got != m {
				t.Fatalf("%s: LegalMove(%d) = %v, LegalMoves has %v", fenOf(&b), i, got, m)
			}
		}
		if got := p.LegalMove(len(moves)); got != variants.NoMove {
			t.Fatalf("%s: LegalMove(%d) past the last = %v", fenOf(&b), len(moves), got)
		}
	}
}

// pstSums, which reads pstTab, gives the sums the tables give read one
// piece at a time: material and square values, Black's from its side
// and negated, and the phase weights.
func TestPstTab(t *testing.T) {
	for _, b := range qgenPositions(t) {
		var want pstSum
		for c := white; c <= black; c++ {
			for pt := pawn; pt <= king; pt++ {
				for p := b.pieces[c][pt]; p != 0; {
					sq := popLSB(&p)
					v, flip := pieceCP[pt], 56
					if pt == king {
						v = 0
					}
					if c == black {
						flip = 0
					}
					mid, end := v+pstMid[pt][sq^flip], v+pstEnd[pt][sq^flip]
					if c == black {
						mid, end = -mid, -end
					}
					want.mid += mid
					want.end += end
					want.phase += phaseWeight[pt]
				}
			}
		}
		if got := b.pstSums(); got != want {
			t.Fatalf("%s: sums %+v, want %+v", fenOf(&b), got, want)
		}
	}
}

// A capture list entry gives back its move and key, from the lowest key
// (a king's quiet evasion) to the highest (a promotion taking a queen),
// and orders entries by key first.
func TestCapListEntry(t *testing.T) {
	lo := newMove(63, 62, kindNormal)
	hi := newPromotion(0, 1, queen)
	var l capList
	l.put(hi, -int32(king))
	l.put(lo, (pieceCP[queen]+pieceCP[queen]-pieceCP[pawn])*16)
	if l.move(0) != hi || l.key(0) != -int32(king) || l.move(1) != lo || l.key(1) != 27200 {
		t.Fatalf("entries give %v %d and %v %d", l.move(0), l.key(0), l.move(1), l.key(1))
	}
	if l.moves[1] <= l.moves[0] {
		t.Fatal("the higher key's entry is not the larger")
	}
}
