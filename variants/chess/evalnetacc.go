package chess

// The network's accumulator: a position that evaluates by a network
// keeps both sides' hidden sums up to date as moves are played on it
// (Play), so that its evaluation pays only for the output layer, where
// netTerm sums some 30 rows a side afresh. The sums are the same
// integers as netTerm's (each the packed rows of the pieces on the
// board, four units to a word), in any order of additions and
// subtractions: the words are added modulo 2^64, and every unit's
// final sum fits its 16 bits.
//
// A position without a network evaluation has no accumulator (nil):
// it pays one test in Play, CopyFrom and Evaluate. The capture and
// leaf searches take the network's correction once, at the position's
// own board (searched), so Evaluate reads it from the sums; the
// alpha-beta player and the tactical searches evaluate boards of their
// own, afresh.

// netAcc is a position's accumulator: the hidden sums of net's
// network for the boards of a line of play, a stack of entries. Entry
// d (the current) is the position's board's; each is both sides' sums,
// White's view's words then Black's (evalnetview.go), and the Zobrist key of the board they
// are of (its placement, side and castling: the sums depend on its
// placement only, so a key names them). Play fills entry d+1 from
// entry d by the rows its move changes, unless entry d+1 already holds
// the new board's key from an earlier line: a tree's walk, which copies
// its root and plays down from it on every iteration, then pays only
// for the moves below where its line leaves the last one's. The deeper
// entries are kept when the line leaves them, and reused only by key.
type netAcc struct {
	net *netFixed
	// gen is netGen when the entries were built: a network changed
	// since (SetNetOf) makes them stale.
	gen uint32
	// quads is the chunks of four words a side's sums take.
	quads int
	d     int
	keys  []uint64
	sums  [][4]uint64
}

// netAccDepth is the most entries an accumulator keeps: a deeper line
// (a game played on, not a search) starts again from entry 0.
const netAccDepth = 256

// netGen counts the changes of the networks' weights (SetNetOf,
// ResetNet): an accumulator built before one is stale.
var netGen uint32

// netAccFor is the network whose accumulator a position evaluating by
// kind keeps, or nil for none: a network evaluation whose value is its
// base's (the same terms, tables and weights) plus the network's
// correction, so that Evaluate may take the base's value and add the
// correction from the sums.
func netAccFor(kind evalKind) *netFixed {
	n := netOf[kind]
	if n == nil {
		return nil
	}
	base := netByKind[kind].base
	if base == kind || netOf[base] != nil {
		return nil
	}
	p, q := evalPartsOf[kind], evalPartsOf[base]
	if p.danger != q.danger || p.know != q.know|knowNet || p.know&knowFifty != 0 ||
		fitTablesOf[kind] != fitTablesOf[base] || kingWeightsOf[kind] != kingWeightsOf[base] {
		return nil
	}
	return n
}

// setNetAcc gives p the accumulator of its evaluation's network, built
// from its board, or none when its evaluation has no network.
func (p *Position) setNetAcc() {
	n := netAccFor(p.eval)
	if n == nil {
		p.acc = nil
		return
	}
	if p.acc == nil {
		p.acc = new(netAcc)
	}
	p.acc.net = n
	p.acc.reset(&p.b)
}

// reset makes a's only entry b's sums, built afresh.
func (a *netAcc) reset(b *board) {
	a.quads, a.gen, a.d = a.net.hidden/16, netGen, 0
	a.keys, a.sums = a.keys[:0], a.sums[:0]
	a.push()
	a.keys[0] = b.hash
	a.refresh(a.entry(0), b)
}

// push adds an entry (its key 0, its sums to be filled).
func (a *netAcc) push() {
	a.keys = append(a.keys, 0)
	a.sums = append(a.sums, netZeros[:2*a.quads]...)
}

// netZeros are an entry's sums before they are filled.
var netZeros [NetMaxHidden / 8][4]uint64

// entry is entry i's sums: White's chunks, then Black's.
func (a *netAcc) entry(i int) [][4]uint64 {
	q := 2 * a.quads
	return a.sums[i*q : i*q+q]
}

// copyNetAcc makes p's accumulator's entry 0 src's current one (none
// if src has none), in p's own storage, keeping p's deeper entries
// when p's accumulator is of the same network.
func (p *Position) copyNetAcc(src *netAcc) {
	if src == nil {
		p.acc = nil
		return
	}
	a := p.acc
	if a == src {
		if a.d != 0 {
			copy(a.entry(0), a.entry(a.d))
			a.keys[0], a.d = a.keys[a.d], 0
		}
		return
	}
	if a == nil {
		a = new(netAcc)
		p.acc = a
	}
	if a.net != src.net || a.gen != src.gen || len(a.keys) == 0 {
		a.net, a.gen, a.quads = src.net, src.gen, src.quads
		a.keys, a.sums = a.keys[:0], a.sums[:0]
		a.push()
		a.keys[0] = ^src.keys[src.d]
	}
	a.d = 0
	if k := src.keys[src.d]; a.keys[0] != k {
		copy(a.entry(0), src.entry(src.d))
		a.keys[0] = k
	}
}

// refresh builds the sums of b into e afresh.
func (a *netAcc) refresh(e [][4]uint64, b *board) {
	rows, q := a.net.quads, a.quads
	vw, vb := a.views(b)
	clear(e)
	for c := range 2 {
		for pt := pawn; pt <= king; pt++ {
			for bb := b.pieces[c][pt]; bb != 0; {
				sq := popLSB(&bb)
				fw, fb := vw.input(c, pt, sq), vb.input(c, pt, sq)
				for j := range q {
					t, r := &e[j], &rows[fw*q+j]
					t[0] += r[0]
					t[1] += r[1]
					t[2] += r[2]
					t[3] += r[3]
					t, r = &e[q+j], &rows[fb*q+j]
					t[0] += r[0]
					t[1] += r[1]
					t[2] += r[2]
					t[3] += r[3]
				}
			}
		}
	}
}

// views are White's and Black's views of b for a's network (a plain
// network's without looking for the kings).
func (a *netAcc) views(b *board) (netView, netView) {
	if !a.net.kings {
		return netView{0, 0, white}, netView{0, 56, black}
	}
	return b.netViewOf(white, true), b.netViewOf(black, true)
}

// playNet is Play's move of the board for a position with an
// accumulator: it plays the legal move m and makes the next entry the
// new board's, kept from an earlier line when it holds the new key,
// else entry d's plus the rows that change. An accumulator that is not
// the board's (its board played behind its back, a network changed) is
// built afresh.
func (p *Position) playNet(m Move) {
	a, b := p.acc, &p.b
	d := a.d
	if a.gen != netGen || a.keys[d] != b.hash || d+1 == netAccDepth {
		b.play(m)
		a.reset(b)
		return
	}
	moved, captured := b.mailbox[mFrom(m)], b.mailbox[mTo(m)]
	b.play(m)
	if d+1 == len(a.keys) {
		a.push()
	}
	a.d = d + 1
	if a.keys[d+1] == b.hash {
		return
	}
	a.keys[d+1] = b.hash
	a.update(d, m, moved, captured, b)
}

// update fills entry d+1 with entry d's sums changed by the legal move
// m, which moved the piece moved (its mailbox code) and took captured
// (0 for none, or en passant), b the board it made. A king's move that
// changes its side's view (a king-relative network's) builds the entry
// afresh.
func (a *netAcc) update(d int, m Move, moved, captured uint8, b *board) {
	us, pt := int(moved>>3), int(moved&7)-1
	from, to := mFrom(m), mTo(m)
	if pt == king && a.net.kings && netKingView(us, from, true) != netKingView(us, to, true) {
		a.refresh(a.entry(d+1), b)
		return
	}
	vw, vb := a.views(b)
	pc := pt
	if mKind(m) == kindPromotion {
		pc = mPromo(m)
	}
	on := [2]int{vw.input(us, pc, to), vb.input(us, pc, to)}
	off := [2]int{vw.input(us, pt, from), vb.input(us, pt, from)}
	switch mKind(m) {
	case kindEnPassant:
		captured = pieceCode(us^1, pawn)
		to ^= 8
	case kindCastle:
		rf, rt := to+1, to-1
		if to < from {
			rf, rt = to-2, to+1
		}
		a.step(d, d+1, on, off)
		a.step(d+1, d+1, [2]int{vw.input(us, rook, rt), vb.input(us, rook, rt)}, [2]int{vw.input(us, rook, rf), vb.input(us, rook, rf)})
		return
	}
	a.step(d, d+1, on, off)
	if captured != 0 {
		c, cp := int(captured>>3), int(captured&7)-1
		a.take(d+1, [2]int{vw.input(c, cp, to), vb.input(c, cp, to)})
	}
}

// step sets entry e to entry d with the rows of the inputs on added and
// those of off taken off, each White's view's then Black's (e may be d:
// in place).
func (a *netAcc) step(d, e int, on, off [2]int) {
	q, rows, sums := a.quads, a.net.quads, a.sums
	s0, t0 := 2*q*d, 2*q*e
	n0, o0 := on[0]*q, off[0]*q
	nb0, ob0 := on[1]*q, off[1]*q
	for j := range q {
		s, t := &sums[s0+j], &sums[t0+j]
		n, o := &rows[n0+j], &rows[o0+j]
		t[0] = s[0] + n[0] - o[0]
		t[1] = s[1] + n[1] - o[1]
		t[2] = s[2] + n[2] - o[2]
		t[3] = s[3] + n[3] - o[3]
		s, t = &sums[s0+q+j], &sums[t0+q+j]
		n, o = &rows[nb0+j], &rows[ob0+j]
		t[0] = s[0] + n[0] - o[0]
		t[1] = s[1] + n[1] - o[1]
		t[2] = s[2] + n[2] - o[2]
		t[3] = s[3] + n[3] - o[3]
	}
}

// take takes the rows of the inputs f (White's view's, Black's) off
// entry e.
func (a *netAcc) take(e int, f [2]int) {
	q, rows, sums := a.quads, a.net.quads, a.sums
	t0, fw, fb := 2*q*e, f[0]*q, f[1]*q
	for j := range q {
		t, r := &sums[t0+j], &rows[fw+j]
		t[0] -= r[0]
		t[1] -= r[1]
		t[2] -= r[2]
		t[3] -= r[3]
		t, r = &sums[t0+q+j], &rows[fb+j]
		t[0] -= r[0]
		t[1] -= r[1]
		t[2] -= r[2]
		t[3] -= r[3]
	}
}

// netTermAcc is netTerm of p's board by its accumulator's network,
// from the sums (built afresh first when stale).
func (p *Position) netTermAcc() int32 {
	a, b := p.acc, &p.b
	if a.gen != netGen || a.keys[a.d] != b.hash {
		a.reset(b)
	}
	n := a.net
	m := b.material()
	if m < -n.gate || m > n.gate {
		if far := netFarOf[p.eval]; far != nil {
			return b.netTerm(far)
		}
		return 0
	}
	q := a.quads
	us, them := 2*q*a.d, 2*q*a.d+q
	if b.side == black {
		us, them = them, us
	}
	pieces := int32(popcount(b.all()))
	var d int32
	// A network's units are a multiple of 16: four words a chunk.
	for j := range q {
		d += netOutputDiff16(&a.sums[us+j], &a.sums[them+j], &n.b1q[j], &n.w2q[j], pieces)
	}
	return d/(2<<netOutShift) - n.centre[m+n.gate]
}

// searchedNet is p's searched value by its evaluation, which has an
// accumulator: its base's value plus the network's correction from the
// accumulator where searched adds it (not to a mate), the same
// centipawns as searched's by the network evaluation itself.
func (p *Position) searchedNet() int32 {
	depth, checks := int(p.leaf), p.checks
	v := p.b.searched(netByKind[p.eval].base, depth, checks, p.qprune)
	lim := int32(mateCP)
	if depth > 0 || checks {
		lim = mateCP - MaxLeafDepth
	}
	if v > -lim && v < lim {
		v += p.netTermAcc()
	}
	return v
}
