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
//
// "fitted" is pst's terms and five of its own (priorExtra), weighed
// as Stockfish's best moves say (priorfit.go, `rollout tune
// -prior-fit`).
const (
	quietFlat quietOrder = iota
	quietPST
	quietKing
	quietKingHot
	quietKingMax
	quietFitted
)

// quietNames are the versions' names, by kind.
var quietNames = [...]string{quietFlat: "flat", quietPST: "pst", quietKing: "king", quietKingHot: "king-hot", quietKingMax: "king-max", quietFitted: "fitted"}

// positional reports whether the order rates quiet moves by their
// positional gain and threats (every order but flat).
func (q quietOrder) positional() bool { return q >= quietPST }

// kings reports whether the order adds the kings' terms (kingGain).
func (q quietOrder) kings() bool { return q >= quietKing && q <= quietKingMax }

// positionalWeights are a quiet order's weights of a move's positional
// terms (positionalTerms), in centipawns: the piece-square tables (a
// middlegame and an endgame one, from white's side), castling's bonus,
// a king step's cost (twice while the king may castle), a rook's cost
// for giving up a castling right, and a safe threat on one enemy piece
// worth more than the mover, or on two (a fork).
type positionalWeights struct {
	mid, end                     *[6][64]int32
	castle, kingStep, rookRights int32
	threatOne, threatFork        int32
}

// textbookPositional are the pst and king orders' positional weights:
// the evaluation's textbook tables and hand-set terms.
var textbookPositional = positionalWeights{
	mid: &pstMid, end: &pstEnd,
	castle: castleBonus, kingStep: kingStepCost, rookRights: rookRightsCost,
	threatOne: threatOne, threatFork: threatFork,
}

// positionalOf are each order's positional weights (nil: none).
var positionalOf = [...]*positionalWeights{
	quietPST: &textbookPositional, quietKing: &textbookPositional,
	quietKingHot: &textbookPositional, quietKingMax: &textbookPositional,
	quietFitted: &fittedPositional,
}

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
	quietFitted:  {check: fittedCheck},
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
// threat on enemy pieces worth more than it (threatCount): progressive
// widening makes a node's children best prior first, and most of a
// position's moves are quiet, so this orders most of them.
//
// The "king" orders add the kings' terms (kingGain).
//
// The sum goes through a logistic to [0, 1], 0.5 for a quiet move
// (under "flat"; under "pst" for one that changes nothing).
func (p *Position) Prior(m Move) float64 {
	c := priorContext{attacked: ^uint64(0)}
	if p.quiet.positional() {
		c.phase = p.b.phase()
	}
	if p.evalPriors {
		c.resolved = p.b.resolved(p.eval, p.qprune)
	}
	return logistic(p.priorGain(m, &c))
}

// SetEvalPriors makes Prior and Priors add to each move's gain what it
// gains on the evaluation after a capture search (evalGain), or stops
// them: a capture search a legal move, some 35 of them a node, so a
// tree asks for it only near its root (engine.Config.PriorEval).
func (p *Position) SetEvalPriors(on bool) { p.evalPriors = on }

// Priors sets out[i] to Prior(moves[i]) for each of the legal moves
// (variants.PriorLister): the same values, for less than a Prior call
// each, since the moves share the game phase, the squares the enemy
// attacks (a move to a square outside them that uncovers no enemy
// slider lands safe, and a piece outside them is not out of attack,
// without a test of their own) and the squares from which each kind
// gives check (givesCheck's).
func (p *Position) Priors(moves []Move, out []float64) {
	out = out[:len(moves)]
	c := p.priorsContext()
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
	phase int32
	// resolved is the position's value after its capture search, where
	// the priors weigh the evaluation (SetEvalPriors).
	resolved int32
	attacked uint64
	sliders  uint64
	checks   bool
	ci       checkInfo
}

// priorsContext is what the ratings of p's moves share (Priors, and a
// fit's reading of their terms).
func (p *Position) priorsContext() priorContext {
	b := &p.b
	c := priorContext{checks: true, ci: b.newCheckInfo()}
	if p.quiet.positional() {
		c.phase = b.phase()
	}
	if p.evalPriors {
		c.resolved = b.resolved(p.eval, p.qprune)
	}
	them := int(b.side) ^ 1
	_, _, _, c.attacked = b.attacksOf(them, b.all())
	e := &b.pieces[them]
	c.sliders = e[bishop] | e[rook] | e[queen]
	return c
}

// priorGain is Prior's gain of the move m, in centipawns, before the
// logistic, with c what it shares with the position's other moves.
func (p *Position) priorGain(m Move, c *priorContext) int32 {
	t := p.priorTerms(m, c)
	g := t.gain(positionalOf[p.quiet], quietKings[p.quiet].check, c.phase)
	if p.evalPriors {
		g += p.evalGain(m, c.resolved)
	}
	return g
}

// evalGain is SetEvalPriors' term of the move m: what it gains on the
// evaluation after a capture search, the value of the board after it
// (for the side that moved) less before, within ±evalGainCap
// centipawns. On 20,000 positions of sfgames-best.epd, added at weight
// 1 to the fitted order's gain it raised the share of Stockfish's
// moves rated first from 21.0% to 25.8%, among the first three from
// 45.7% to 53.0% (held out; docs/strength.md).
func (p *Position) evalGain(m Move, before int32) int32 {
	nb := p.b
	nb.play(m)
	return min(max(-nb.resolved(p.eval, p.qprune)-before, -evalGainCap), evalGainCap)
}

// evalGainCap bounds evalGain: a mate's score is not a gain to weigh.
const evalGainCap = 1500

// priorTerms are what Prior weighs of one move: its material gain
// (captures, promotion, a loss to the enemy's cheapest attacker, a
// piece brought out of attack) and the kings' terms (kingGain, the king
// orders only), in centipawns and weighed already; whether it checks;
// the safe threat it makes (threatCount: 0, 1, or 2 for a fork)
// and its positional terms (positionalTerms), where the order rates
// them (positional set). A fit (priorfit.go) weighs the rest anew.
type priorTerms struct {
	material, kings int32
	check           bool
	positional      bool
	threat          uint8
	pos             positionalTerms
	// extra are the fitted order's terms of its own (that order only).
	extra priorExtra
}

// priorExtra are the terms only the "fitted" order weighs (has set):
// the kinds of a capture's victim and of the piece that moves; whether
// the piece lands where the enemy attacks it and the trade loses
// nothing; by how many steps (Chebyshev distance) it comes nearer the
// enemy king and its own; and how many more squares it attacks from
// its new square than from its old (knights and sliders).
type priorExtra struct {
	has                      bool
	mover, victim            int8 // victim -1: no capture
	defended                 bool
	nearThem, nearUs, mobile int8
}

// fittedExtraWeights are the "fitted" order's weights of priorExtra's
// terms, in centipawns, by the moving piece's kind (a capture's by the
// victim's and the mover's).
type fittedExtraWeights struct {
	capture                            [6][6]int32
	defended, nearThem, nearUs, mobile [6]int32
}

// value is what the extra terms gain by the weights w.
func (e *priorExtra) value(w *fittedExtraWeights) int32 {
	v := w.nearThem[e.mover]*int32(e.nearThem) + w.nearUs[e.mover]*int32(e.nearUs) + w.mobile[e.mover]*int32(e.mobile)
	if e.victim >= 0 {
		v += w.capture[e.victim][e.mover]
	}
	if e.defended {
		v += w.defended[e.mover]
	}
	return v
}

// gain is the terms weighed by the order's positional weights w (nil
// where it has none) and its check weight, in the game phase phase.
func (t *priorTerms) gain(w *positionalWeights, check, phase int32) int32 {
	g := t.material + t.kings
	if t.positional {
		switch t.threat {
		case 1:
			g += w.threatOne
		case 2:
			g += w.threatFork
		}
		g += t.pos.value(w, phase)
	}
	if t.check {
		g += check
	}
	if t.extra.has {
		g += t.extra.value(&fittedExtra)
	}
	return g
}

// priorTerms computes the terms of the move m under p's quiet order.
func (p *Position) priorTerms(m Move, c *priorContext) (t priorTerms) {
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
	positional := p.quiet.positional()
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
			t.extra.defended = safe
		} else if bf&c.attacked != 0 {
			if lva := cheapestAttacker(theirs, them, from, occ); lva > 0 && (lva < moved || !b.attackedBy(us, from, occ)) {
				gain += moved // out of attack, to a safe square
			}
		}
		if positional && safe && mKind(m) != kindPromotion {
			t.threat = threatCount(theirs, us, pt, to, nocc)
		}
		if p.quiet.kings() {
			after := *theirs
			if pc := b.mailbox[to]; pc != 0 {
				after[pc&7-1] &^= bt
			} else if mKind(m) == kindEnPassant {
				after[pawn] &^= bit(to ^ 8)
			}
			t.kings = kingGain(b, &after, &quietKings[p.quiet], us, pt, from, to, occ, nocc, phase)
		}
	}
	if positional && mKind(m) != kindPromotion {
		t.positional = true
		t.pos = b.positionalTerms(m, us, pt, from, to)
	}
	if pt == king {
		if !c.checks {
			c.ci, c.checks = b.newCheckInfo(), true
		}
		check = b.givesCheck(m, &c.ci) // castling's rook may check
	}
	t.material, t.check = gain, check
	if p.quiet == quietFitted {
		t.extra.has, t.extra.mover, t.extra.victim = true, int8(pt), -1
		if pc := b.mailbox[to]; pc != 0 {
			t.extra.victim = int8(pc&7 - 1)
		} else if mKind(m) == kindEnPassant {
			t.extra.victim = pawn
		}
		t.extra.nearThem = int8(sqDist(from, int(b.king[them])) - sqDist(to, int(b.king[them])))
		if pt != king {
			t.extra.nearUs = int8(sqDist(from, int(b.king[us])) - sqDist(to, int(b.king[us])))
		}
		nocc := occ&^bit(from) | bit(to)
		switch pt {
		case knight:
			t.extra.mobile = int8(popcount(knightAttacks[to]) - popcount(knightAttacks[from]))
		case bishop:
			t.extra.mobile = int8(popcount(bishopAttacks(to, nocc)) - popcount(bishopAttacks(from, occ)))
		case rook:
			t.extra.mobile = int8(popcount(rookAttacks(to, nocc)) - popcount(rookAttacks(from, occ)))
		case queen:
			t.extra.mobile = int8(popcount(queenAttacks(to, nocc)) - popcount(queenAttacks(from, occ)))
		}
	}
	return t
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

// positionalTerms are a move's positional terms (positionalTerms):
// the squares of the piece-square tables it leaves and reaches, from
// white's side (a castling's rook's too), and what it is of the moves
// the quiet orders price apart.
type positionalTerms struct {
	pt, from, to int8
	// rookFrom and rookTo are a castling's rook's squares; -1 otherwise.
	rookFrom, rookTo int8
	// kingSteps counts a king step's cost: 1, 2 while it gives up
	// castling, 0 for any other move.
	kingSteps int8
	castle    bool
	// rookRights is a rook's first move from its corner while the king
	// may still castle that side.
	rookRights bool
}

// positionalTerms are the positional terms of the move m of the side us
// (a piece of kind pt from from to to): the piece-square tables'
// squares (a knight to the centre, a pawn to e4, the king to the corner
// in the middlegame and to the centre in the ending); castling with its
// rook's move; a king step, more while it gives up castling; a rook's
// first move from its corner while the king may still castle that side.
func (b *board) positionalTerms(m Move, us, pt, from, to int) positionalTerms {
	flip := 0
	if us == white {
		flip = 56
	}
	t := positionalTerms{pt: int8(pt), from: int8(from ^ flip), to: int8(to ^ flip), rookFrom: -1, rookTo: -1}
	switch {
	case mKind(m) == kindCastle:
		// The rook goes from the corner to beside the king's square.
		rf, rt := from+3, from+1
		if to < from {
			rf, rt = from-4, from-1
		}
		t.castle, t.rookFrom, t.rookTo = true, int8(rf^flip), int8(rt^flip)
	case pt == king:
		t.kingSteps = 1
		if b.castle&castleRights[us] != 0 {
			t.kingSteps = 2
		}
	case pt == rook && b.castle&castleKeep[from] != b.castle:
		t.rookRights = true
	}
	return t
}

// value is what the terms gain by the weights w, in centipawns, tapered
// by phase (the board's, b.phase()): the tables' difference between to
// and from, castling's bonus and its rook's tables, a king step's and a
// rook's cost, the terms other than the tables in the middlegame only.
func (t *positionalTerms) value(w *positionalWeights, phase int32) int32 {
	mid := w.mid[t.pt][t.to] - w.mid[t.pt][t.from]
	end := w.end[t.pt][t.to] - w.end[t.pt][t.from]
	switch {
	case t.castle:
		mid += w.castle + w.mid[rook][t.rookTo] - w.mid[rook][t.rookFrom]
	case t.kingSteps > 0:
		mid -= int32(t.kingSteps) * w.kingStep
	case t.rookRights:
		mid -= w.rookRights
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

// threatCount is what a piece of kind pt that side us moved to to,
// where it stands safe (after the move, occupancy occ; e the enemy's
// pieces), threatens of the enemy pieces worth more than it (the king
// aside: Prior counts a check): 1 for one, which gains a tempo, 2 for
// two or more, a fork; 0 for none.
func threatCount(e *[6]uint64, us, pt, to int, occ uint64) uint8 {
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
	return uint8(min(bits.OnesCount64(att&big), 2))
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
