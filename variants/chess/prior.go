package chess

import (
	"fmt"
	"math"
	"math/bits"
	"strings"

	"rollout/variants"
)

var (
	_ variants.Priorer      = (*Position)(nil)
	_ variants.PriorLister  = (*Position)(nil)
	_ variants.QuietOrderer = (*Position)(nil)
)

// priorScale is the centipawn scale of Prior's logistic 1/(1+e^(-x/150)):
// winning a pawn is 0.66, a knight 0.89, losing a knight 0.11.
const priorScale = 150

// quietOrder names a version of Prior's opinion of quiet moves
// (SetQuietOrder).
type quietOrder uint8

// The versions: "flat" rates every quiet move 0.5, so progressive
// widening makes them in the move generator's order (by piece and
// square); "pst" rates each by what it gains on the evaluation's
// piece-square tables, castling, king steps and threats (positional);
// "king" and "king-hot" add pst's the kings (kingGain): a move that
// brings a piece to attack the enemy king's squares, or to guard its
// own king's squares the enemy attacks, a capture next to the enemy
// king, a pawn storm, and a check worth more ("king-hot" weighs them
// about twice, "king-max" three times: quietKings).
const (
	quietFlat quietOrder = iota
	quietPST
	quietKing
	quietKingHot
	quietKingMax
)

// quietNames are the versions' names, by kind.
var quietNames = [...]string{quietFlat: "flat", quietPST: "pst", quietKing: "king", quietKingHot: "king-hot", quietKingMax: "king-max"}

// kingWeights are a quiet order's weights of the kings, in centipawns:
// per attackUnit (the king-aware evaluation's weight of the piece) and
// square of the enemy king's zone a move adds to the mover's attacks;
// per square of the own king's zone the enemy attacks that the mover
// newly guards; a capture on a square of the enemy king's zone; a pawn
// step on the files of an enemy king castled on the other wing; and a
// check. The terms but the check count in the middlegame only, tapered
// by phase as the tables are.
type kingWeights struct {
	attack, guard, near, storm, check int32
}

// quietKings are each order's kingWeights: flat and pst see no king but
// a check's half pawn.
var quietKings = [...]kingWeights{
	quietFlat:    {check: 50},
	quietPST:     {check: 50},
	quietKing:    {attack: 6, guard: 20, near: 30, storm: 10, check: 80},
	quietKingHot: {attack: 12, guard: 40, near: 60, storm: 50, check: 120},
	quietKingMax: {attack: 20, guard: 60, near: 90, storm: 60, check: 150},
}

// QuietOrders lists the names SetQuietOrder takes, the default first
// (variants.QuietOrderer).
func (p *Position) QuietOrders() []string { return quietNames[:] }

// SetQuietOrder chooses how Prior rates the moves that neither win nor
// lose material, for p and every copy made from it: "flat" (all 0.5),
// "pst" (by the piece-square tables' gain and the rest of positional),
// or "king" or "king-hot" (pst's and the kings', kingGain). "" is flat. An unknown name is an error and changes nothing.
func (p *Position) SetQuietOrder(name string) error {
	if name == "" {
		p.quiet = quietFlat
		return nil
	}
	for k, n := range quietNames {
		if strings.EqualFold(n, name) {
			p.quiet = quietOrder(k)
			return nil
		}
	}
	return fmt.Errorf("chess: unknown quiet-move order %q (want one of %s)", name, strings.Join(quietNames[:], ", "))
}

// QuietOrder names the version of Prior's quiet-move rating p uses.
func (p *Position) QuietOrder() string { return quietNames[p.quiet] }

// Prior rates the legal move m for a tree search's progressive bias
// (variants.Priorer), from a material balance in centipawns that looks
// one exchange deep without a search:
//   - a capture gains the victim; a promotion gains a queen for a pawn;
//   - a piece moved to a square the enemy attacks loses its value, or,
//     where we defend the square, its value less the cheapest attacker
//     (the trade that follows), if that is positive;
//   - a piece that stood attacked (by a cheaper piece, or undefended)
//     and moves to a safe square gains its value back: a move out of
//     attack;
//   - a check gains half a pawn (more under the king orders).
//
// With the "pst" quiet order (SetQuietOrder) it adds the move's
// positional gain (positional) and, for a piece that lands safe, a
// threat on enemy pieces worth more than it (threatGain): progressive
// widening makes a node's children best prior first, and most of a
// position's moves are quiet, so this orders most of them.
//
// The "king" orders add the kings' terms (kingGain).
//
// The sum goes through a logistic to [0, 1], 0.5 for a quiet move
// (under "flat"; under "pst" for one that changes nothing).
func (p *Position) Prior(m Move) float64 {
	c := priorContext{attacked: ^uint64(0)}
	if p.quiet >= quietPST {
		c.phase = p.b.phase()
	}
	return logistic(p.priorGain(m, &c))
}

// Priors sets out[i] to Prior(moves[i]) for each of the legal moves
// (variants.PriorLister): the same values, for less than a Prior call
// each, since the moves share the game phase, the squares the enemy
// attacks (a move to a square outside them that uncovers no enemy
// slider lands safe, and a piece outside them is not out of attack,
// without a test of their own) and the squares from which each kind
// gives check (givesCheck's).
func (p *Position) Priors(moves []Move, out []float64) {
	out = out[:len(moves)]
	b := &p.b
	c := priorContext{checks: true, ci: b.newCheckInfo()}
	if p.quiet >= quietPST {
		c.phase = b.phase()
	}
	them := int(b.side) ^ 1
	_, _, _, c.attacked = b.attacksOf(them, b.all())
	e := &b.pieces[them]
	c.sliders = e[bishop] | e[rook] | e[queen]
	for i, m := range moves {
		out[i] = logistic(p.priorGain(m, &c))
	}
}

// priorContext is what Prior's ratings of one position's moves share:
// the game phase (for the positional orders), the squares the enemy
// attacks (all squares where unknown) and its sliders, and, where
// checks is set, the squares from which each kind checks the enemy
// king and the pieces whose move uncovers a check (ci, for the normal
// moves: givesCheck's test).
type priorContext struct {
	phase    int32
	attacked uint64
	sliders  uint64
	checks   bool
	ci       checkInfo
}

// priorGain is Prior's gain of the move m, in centipawns, before the
// logistic, with c what it shares with the position's other moves.
func (p *Position) priorGain(m Move, c *priorContext) int32 {
	b := &p.b
	us := int(b.side)
	them := us ^ 1
	from, to := mFrom(m), mTo(m)
	pt := int(b.mailbox[from]&7) - 1
	occ := b.all()
	var gain int32
	var check bool
	if pc := b.mailbox[to]; pc != 0 {
		gain += pieceCP[pc&7-1]
	}
	moved := pieceCP[pt]
	phase := c.phase // the game phase, for the positional orders' tapers
	switch mKind(m) {
	case kindEnPassant:
		gain += pieceCP[pawn]
	case kindPromotion:
		gain += pieceCP[mPromo(m)] - pieceCP[pawn]
		moved = pieceCP[mPromo(m)]
	}
	if pt != king {
		// The board after the move, as sets, without playing it on a
		// copy of the board (which was a third of Prior's instructions):
		// the occupancy, and the mover's side with its piece on to (a
		// promotion's new piece). The enemy's sets stay as they are for
		// the tests of to and the threats: the piece a capture takes
		// stands on to (en passant, beside the mover's from, on to's
		// file), from where it attacks neither to nor a square the mover
		// attacks from to. Only kingGain's guards see it gone.
		bf, bt := bit(from), bit(to)
		nocc := occ&^bf | bt
		npt := pt
		switch mKind(m) {
		case kindPromotion:
			npt = mPromo(m)
		case kindEnPassant:
			nocc &^= bit(to ^ 8)
		}
		theirs := &b.pieces[them]
		if c.checks && mKind(m) == kindNormal {
			check = c.ci.checkSq[pt]&bt != 0 || c.ci.discover&bf != 0 && line[c.ci.ksq][from]&bt == 0
		} else {
			ours := b.pieces[us]
			ours[pt] &^= bf
			ours[npt] |= bt
			check = attackedIn(&ours, us, int(b.king[them]), nocc)
		}
		safe := true
		// Emptying from (and en passant's pawn) only adds to the
		// enemy's attacks on to, through a line from to over that
		// square: with no enemy slider on such a line, to is attacked
		// after the move only if it was before.
		var lva int32
		if xray := line[to][from]; bt&c.attacked != 0 || xray&c.sliders != 0 ||
			mKind(m) == kindEnPassant && line[to][to^8]&c.sliders != 0 {
			lva = cheapestAttacker(theirs, them, to, nocc)
		}
		if lva > 0 {
			loss := moved
			ours := b.pieces[us] // the mover's side but the mover
			ours[pt] &^= bf
			if attackedIn(&ours, us, to, nocc) {
				loss = max(0, moved-lva)
			}
			gain -= loss
			safe = loss == 0
		} else if bf&c.attacked != 0 {
			if lva := cheapestAttacker(theirs, them, from, occ); lva > 0 && (lva < moved || !b.attackedBy(us, from, occ)) {
				gain += moved // out of attack, to a safe square
			}
		}
		if p.quiet >= quietPST && safe && mKind(m) != kindPromotion {
			gain += threatGain(theirs, us, pt, to, nocc)
		}
		if p.quiet >= quietKing {
			after := *theirs
			if pc := b.mailbox[to]; pc != 0 {
				after[pc&7-1] &^= bt
			} else if mKind(m) == kindEnPassant {
				after[pawn] &^= bit(to ^ 8)
			}
			gain += kingGain(b, &after, &quietKings[p.quiet], us, pt, from, to, occ, nocc, phase)
		}
	}
	if p.quiet >= quietPST && mKind(m) != kindPromotion {
		gain += b.positional(m, us, pt, from, to, phase)
	}
	if pt == king {
		if !c.checks {
			c.ci, c.checks = b.newCheckInfo(), true
		}
		check = b.givesCheck(m, &c.ci) // castling's rook may check
	}
	if check {
		gain += quietKings[p.quiet].check
	}
	return gain
}

// logisticSpan bounds the gains whose logistic is kept in a table: a
// capture, a check and a positional term together stay within it but
// for a promotion or a queen taken, computed as they come.
const logisticSpan = 1024

// logisticTable[g+logisticSpan] is Prior's logistic of the gain g: the
// exponential was a third of Prior's time, and the table gives the
// same values.
var logisticTable = func() (t [2*logisticSpan + 1]float64) {
	for i := range t {
		t[i] = logisticOf(int32(i - logisticSpan))
	}
	return t
}()

// logistic is 1/(1+e^(-gain/priorScale)), from logisticTable where it
// can be.
func logistic(gain int32) float64 {
	if gain >= -logisticSpan && gain <= logisticSpan {
		return logisticTable[gain+logisticSpan]
	}
	return logisticOf(gain)
}

// logisticOf computes 1/(1+e^(-gain/priorScale)).
func logisticOf(gain int32) float64 {
	return 1 / (1 + math.Exp(-float64(gain)/priorScale))
}

// The "pst" quiet order's terms, in centipawns: castling's bonus and a
// king step's cost (middlegame only, tapered by phase as the tables
// are), the cost of a rook move that gives up a castling right, and a
// safe threat on one enemy piece worth more than the mover, or on two
// (a fork).
const (
	castleBonus    = 40
	kingStepCost   = 30
	rookRightsCost = 15
	threatOne      = 40
	threatFork     = 150
)

// castleRights[c] is colour c's castling rights' bits.
var castleRights = [2]uint8{white: castleWK | castleWQ, black: castleBK | castleBQ}

// positional is what the move m of the side us (a piece of kind pt from
// from to to) gains positionally, in centipawns, tapered by phase (the
// board's, b.phase()): the piece-square tables' difference between to
// and from (pstMid, pstEnd: a knight to the centre, a pawn to e4, the
// king to the corner in the middlegame and to the centre in the
// ending); castling's bonus with its rook's move; a king step's cost in
// the middlegame, more while it gives up castling; a rook's first move
// from its corner while the king may still castle that side.
func (b *board) positional(m Move, us, pt, from, to int, phase int32) int32 {
	flip := 0
	if us == white {
		flip = 56
	}
	f, t := from^flip, to^flip
	mid := pstMid[pt][t] - pstMid[pt][f]
	end := pstEnd[pt][t] - pstEnd[pt][f]
	switch {
	case mKind(m) == kindCastle:
		// The rook goes from the corner to beside the king's square.
		rf, rt := from+3, from+1
		if to < from {
			rf, rt = from-4, from-1
		}
		mid += castleBonus + pstMid[rook][rt^flip] - pstMid[rook][rf^flip]
	case pt == king:
		mid -= kingStepCost
		if b.castle&castleRights[us] != 0 {
			mid -= kingStepCost
		}
	case pt == rook && b.castle&castleKeep[from] != b.castle:
		mid -= rookRightsCost
	}
	return (mid*phase + end*(phaseFull-phase)) / phaseFull
}

// phase is the game phase of b as static counts it: 24 with all the
// pieces on the board, 0 with only kings and pawns.
func (b *board) phase() int32 {
	minors := b.pieces[white][knight] | b.pieces[black][knight] | b.pieces[white][bishop] | b.pieces[black][bishop]
	rooks := b.pieces[white][rook] | b.pieces[black][rook]
	queens := b.pieces[white][queen] | b.pieces[black][queen]
	ph := bits.OnesCount64(minors) + 2*bits.OnesCount64(rooks) + 4*bits.OnesCount64(queens)
	return min(int32(ph), phaseFull)
}

// threatGain is the bonus of a piece of kind pt that side us moved to
// to, where it stands safe (after the move, occupancy occ; e the enemy's
// pieces), for the enemy pieces worth more than it that it now attacks
// (the king aside: Prior counts a check): one gains a tempo, two are a
// fork.
func threatGain(e *[6]uint64, us, pt, to int, occ uint64) int32 {
	var att, big uint64
	switch pt {
	case pawn:
		att, big = pawnAttacks[us][to], e[knight]|e[bishop]|e[rook]|e[queen]
	case knight:
		att, big = knightAttacks[to], e[rook]|e[queen]
	case bishop:
		att, big = bishopAttacks(to, occ), e[rook]|e[queen]
	case rook:
		att, big = rookAttacks(to, occ), e[queen]
	default:
		return 0
	}
	switch n := bits.OnesCount64(att & big); {
	case n >= 2:
		return threatFork
	case n == 1:
		return threatOne
	}
	return 0
}

// kingGain is what the move of side us's piece of kind pt (not the
// king) from from to to gains by the kings, under the weights w, from
// the board before it (b, occupancy occ) and after it (nb, nocc),
// tapered by phase (b.phase()): the mover's new attacks on the squares
// around the enemy king, weighted by attackUnit as the king-aware
// evaluation weighs them (a queen or knight coming next to the king, a
// rook lift); a pawn's attacks there and its step toward a king castled
// on the other wing (a pawn storm); a capture next to the enemy king (a
// sacrifice on h7 opens it); and the squares around its own king that
// the enemy attacks and the mover newly guards (a defender's parry).
// A move that checks gains w.check apart (Prior).
func kingGain(b *board, theirs *[6]uint64, w *kingWeights, us, pt, from, to int, occ, nocc uint64, phase int32) int32 {
	if phase == 0 {
		return 0
	}
	them := us ^ 1
	ezone := kingZone[b.king[them]]
	ozone := kingZone[b.king[us]]
	var before, after uint64
	switch pt {
	case pawn:
		before, after = pawnAttacks[us][from], pawnAttacks[us][to]
	case knight:
		before, after = knightAttacks[from], knightAttacks[to]
	case bishop:
		before, after = bishopAttacks(from, occ), bishopAttacks(to, nocc)
	case rook:
		before, after = rookAttacks(from, occ), rookAttacks(to, nocc)
	default:
		before, after = queenAttacks(from, occ), queenAttacks(to, nocc)
	}
	unit, mid := kingTextbook.attackUnit[pt], int32(0)
	if pt == pawn {
		unit = 1
		ek, ok := int(b.king[them])&7, int(b.king[us])&7
		if adjacentFiles[ek]&bit(to) != 0 && (ok-ek > 2 || ek-ok > 2) && ozone&bit(from) == 0 {
			mid += w.storm
		}
	}
	mid += w.attack * unit * int32(popcount(after&ezone)-popcount(before&ezone))
	mid += nearGain(b, w, ezone, to)
	if newly := after &^ before & ozone; newly != 0 {
		for q := newly; q != 0; {
			if sq := popLSB(&q); attackedIn(theirs, them, sq, nocc) {
				mid += w.guard
			}
		}
	}
	return mid * phase / phaseFull
}

// nearGain is the weight w.near of a capture on a square of the enemy
// king's zone ezone (the move to to on b), or 0.
func nearGain(b *board, w *kingWeights, ezone uint64, to int) int32 {
	if b.mailbox[to] != 0 && ezone&bit(to) != 0 {
		return w.near
	}
	return 0
}

// cheapestAttacker returns the value of the cheapest of colour c's
// pieces p that attacks sq when the board's occupancy is occ, or 0 if
// none does.
func cheapestAttacker(p *[6]uint64, c, sq int, occ uint64) int32 {
	switch {
	case pawnAttacks[c^1][sq]&p[pawn] != 0:
		return pieceCP[pawn]
	case knightAttacks[sq]&p[knight] != 0:
		return pieceCP[knight]
	}
	// A slider's attacks are looked up only where one of its kind sees
	// sq on an empty board (as attackedBy does).
	var diag, orth uint64
	if (p[bishop]|p[queen])&bishopRays[sq] != 0 {
		diag = bishopAttacks(sq, occ)
		if diag&p[bishop] != 0 {
			return pieceCP[bishop]
		}
	}
	if (p[rook]|p[queen])&rookRays[sq] != 0 {
		orth = rookAttacks(sq, occ)
	}
	switch {
	case orth&p[rook] != 0:
		return pieceCP[rook]
	case (diag|orth)&p[queen] != 0:
		return pieceCP[queen]
	case kingAttacks[sq]&p[king] != 0:
		return pieceCP[king]
	}
	return 0
}

// attackedIn reports whether colour c, whose pieces are p, attacks sq
// when the board's occupancy is occ: board.attackedBy's test, which
// Prior also asks of pieces that stand on no board (the position after
// a move it does not play).
func attackedIn(p *[6]uint64, c, sq int, occ uint64) bool {
	sq &= 63
	if knightAttacks[sq]&p[knight] != 0 ||
		pawnAttacks[c^1][sq]&p[pawn] != 0 ||
		kingAttacks[sq]&p[king] != 0 {
		return true
	}
	if diag := p[bishop] | p[queen]; diag&bishopRays[sq] != 0 && bishopAttacks(sq, occ)&diag != 0 {
		return true
	}
	orth := p[rook] | p[queen]
	return orth&rookRays[sq] != 0 && rookAttacks(sq, occ)&orth != 0
}
