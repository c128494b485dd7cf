package chess

import (
	"fmt"
	"strings"
)

// The king-aware evaluation ("king") adds to the
// standard one (material and tapered piece-square tables) what a player
// that is mated while three pieces up lacks: the pawns and open files in
// front of its king, the enemy pieces that attack the squares around
// it, mobility, passed pawns, the bishop pair and rooks on open files,
// each term a middlegame and an endgame weight tapered by phase as the
// tables are. The weights are textbook values (the Chess Programming
// Wiki's and Fruit's orders of magnitude), not yet tuned. It is chosen
// per player (Position.SetEval; engine.Config.Eval) so a match can set
// one against the other.

// evalKind names a version of the static evaluation.
type evalKind uint8

// The evaluations.
const (
	evalStandard evalKind = iota
	evalKingSafe
	evalKing2
	evalKingTempo
	evalKingDanger
	evalKingNoStorm
	evalKingChecks
	evalKingFit
	evalKingPassers
	evalNoStormPassers
	evalKingPieces
	evalNoStormPieces
	evalKingShelter
	evalPiecesShelter
	evalPiecesPassers
	evalKingKnowledge
	evalPassersPawns
	evalPassersScale
	evalPassersThreats
	evalPawnsThreats
	evalPawnsScale
	evalPawnsKingEnd
	evalPawnsSeventh
	evalPawnsFifty
	evalPawnsEndgame
	evalNoStormPiecesPassers
	evalFittedPST
	evalFittedSym
	evalFittedTerms
	evalNet
	evalNetTerms
	evalNetLeaves
	evalNetLeaves32
	evalNetLeaves64
	evalNetLeaves32b
	evalNetKings32
	evalNetKings32b
	evalNetKings32c
	evalNetKings32d
	evalNetKings32e
	evalNetKings32ce
)

// evalNames are the evaluations' names, by kind.
var evalNames = [...]string{evalStandard: "standard", evalKingSafe: "king", evalKing2: "king2", evalKingTempo: "king-tempo", evalKingDanger: "king-danger", evalKingNoStorm: "king-nostorm", evalKingChecks: "king-checks", evalKingFit: "king-fit", evalKingPassers: "king-passers", evalNoStormPassers: "nostorm-passers", evalKingPieces: "king-pieces", evalNoStormPieces: "nostorm-pieces", evalKingShelter: "king-shelter", evalPiecesShelter: "pieces-shelter", evalPiecesPassers: "pieces-passers", evalKingKnowledge: "king-knowledge", evalPassersPawns: "pieces-passers-pawns", evalPassersScale: "pieces-passers-scale", evalPassersThreats: "pieces-passers-threats", evalPawnsThreats: "pawns-threats", evalPawnsScale: "pawns-scale", evalPawnsKingEnd: "pawns-kingend", evalPawnsSeventh: "pawns-seventh", evalPawnsFifty: "pawns-fifty", evalPawnsEndgame: "pawns-endgame", evalNoStormPiecesPassers: "nostorm-pieces-passers", evalFittedPST: "fitted-pst", evalFittedSym: "fitted-sym", evalFittedTerms: "fitted-terms", evalNet: "net", evalNetTerms: "net-terms", evalNetLeaves: "net-leaves", evalNetLeaves32: "net-leaves32", evalNetLeaves64: "net-leaves64", evalNetLeaves32b: "net-leaves32b", evalNetKings32: "net-kings32", evalNetKings32b: "net-kings32b", evalNetKings32c: "net-kings32c", evalNetKings32d: "net-kings32d", evalNetKings32e: "net-kings32e", evalNetKings32ce: "net-kings32ce"}

// Evals lists the names SetEval takes, the default first.
func (p *Position) Evals() []string { return evalNames[:] }

// SetEval chooses the static evaluation of p and of every copy made from
// it: "standard" (material and tapered piece-square tables), "king"
// (with king safety, mobility and pawn structure) or "king2" (king's
// with trapped pieces, threats and tempo, evalking2.go) or "king-tempo"
// (king's with a tempo for the side to move, staticKingTempo) or
// "king-danger" (king's with safe checks, weak squares and pawn storms
// in the attack on the king, evalkingdanger.go) or "king-nostorm"
// (king-danger's without the pawn storm) or "king-checks" (king's with
// safe checks only) or "king-fit" (king's terms with weights and
// material values of their own, fitted by rollout tune: evalparams.go)
// or "king-passers" and "nostorm-passers" (king's and king-nostorm's
// with the passed pawns' knowledge, evalpassers.go) or "king-pieces"
// and "nostorm-pieces" (with outposts and bad bishops, evalpieces.go)
// or "king-shelter" (king's with advanced shelter pawns and holes before
// the king, evalshelter.go) or "pieces-shelter", "pieces-passers" and
// "king-knowledge" (king-pieces' with the shelter, with the passers,
// with both) or "pieces-passers-pawns", "pieces-passers-scale" and
// "pieces-passers-threats" (pieces-passers' with the pawn structure,
// evalpawns.go, with the endgame scaled by what the side ahead can win,
// evalscale.go, or with threats, evalthreats.go) or "pawns-threats" and
// "pawns-scale" (pieces-passers-pawns' with the threats, with the
// scale) or "pawns-kingend", "pawns-seventh" and "pawns-fifty"
// (pieces-passers-pawns' with the king near its pawns in the endgame,
// with rooks on the seventh, or shrunk by the fifty-move counter,
// evalactivity.go) or "pawns-endgame" (with all three) or
// "nostorm-pieces-passers" (pieces-passers' with king-nostorm's safe
// checks and weak squares in the attack on the king) or "fitted-pst"
// (pieces-passers' with piece-square tables fitted to Stockfish's
// evaluations, evalfitpst.go) or "fitted-sym" (the same with tables
// of its own, left-right symmetric, pstfitsym.go) or "fitted-terms"
// (the same with tables and the terms' weights fitted together,
// pstfitterms.go) or "net" (fitted-pst's plus a small neural
// network's correction trained on Stockfish's evaluations,
// evalnet.go) or "net-terms" (fitted-terms' plus a network of its own,
// netweightsterms.go) or "net-leaves" (the same with a network trained
// on the tree's leaves too, netweightsleaves.go) or "net-leaves32" (the
// same of 32 units, netweightsleaves32.go) or "net-leaves64" (64 units
// trained on more leaves, netweightsleaves64.go) or "net-leaves32b" (32
// units trained on more leaves, most of them net-leaves32's own,
// netweightsleaves32b.go) or "net-kings32" (a king-relative network of
// 32 units on the same leaves, evalnetview.go, netweightskings32.go)
// or "net-kings32b" (the same trained on twice the leaves with its
// king sets held near the shared table, netweightskings32b.go) or
// "net-kings32c" (net-kings32b trained further on new leaves,
// netweightskings32c.go) or "net-kings32d" (net-kings32c trained
// further on leaves of positions from games against Stockfish,
// netweightskings32d.go) or "net-kings32e" (net-kings32c trained to
// correct positions up to 6 pawns of material apart, not 2,
// netweightskings32e.go) or "net-kings32ce" (net-kings32c's correction
// within its 2 pawns, net-kings32e's beyond them).
// "" is the
// standard one. An unknown name is an error and
// changes nothing.
func (p *Position) SetEval(name string) error {
	if name == "" {
		p.eval = evalStandard
		p.acc = nil
		return nil
	}
	for k, n := range evalNames {
		if strings.EqualFold(n, name) {
			p.eval = evalKind(k)
			p.setNetAcc()
			return nil
		}
	}
	return fmt.Errorf("chess: unknown evaluation %q (want one of %s)", name, strings.Join(evalNames[:], ", "))
}

// Eval names the evaluation p uses.
func (p *Position) Eval() string { return evalNames[p.eval] }

// evalParts is an evaluation built from "king"'s terms: the
// king-danger terms of its attack on the king (evalkingdanger.go) and
// its knowledge terms (evalpassers.go, evalpieces.go, evalshelter.go).
type evalParts struct {
	danger dangerTerms
	know   knowTerms
}

// knowTerms says which of the knowledge terms an evaluation adds to
// "king"'s.
type knowTerms uint16

// The knowledge terms.
const (
	// knowPassers is evalpassers.go's.
	knowPassers knowTerms = 1 << iota
	// knowOutposts and knowBishops are evalpieces.go's.
	knowOutposts
	knowBishops
	// knowShelter is evalshelter.go's.
	knowShelter
	// knowPawns is evalpawns.go's.
	knowPawns
	// knowScale is evalscale.go's, applied last.
	knowScale
	// knowThreats is evalthreats.go's.
	knowThreats
	// knowKingEnd and knowSeventh are evalactivity.go's; knowFifty
	// too, applied to the whole value.
	knowKingEnd
	knowSeventh
	knowFifty
	// knowFittedPST adds the fitted piece-square tables' differences
	// from the textbook ones (evalfitpst.go, pstfit.go).
	knowFittedPST
	// knowNet adds the network's correction to the whole value
	// (evalnet.go, netweights.go).
	knowNet
)

// evalPartsOf are the parts of each evaluation built from "king"'s
// terms, by kind ("king" and the kinds not built so, none); its weights
// are kingWeightsOf's (evalparams.go).
var evalPartsOf = [len(evalNames)]evalParts{
	evalKingDanger:           {dangerChecks | dangerWeak | dangerStorm, 0},
	evalKingNoStorm:          {dangerChecks | dangerWeak, 0},
	evalKingChecks:           {dangerChecks, 0},
	evalKingFit:              {kingFitTerms, 0},
	evalKingPassers:          {0, knowPassers},
	evalNoStormPassers:       {dangerChecks | dangerWeak, knowPassers},
	evalKingPieces:           {0, knowOutposts | knowBishops},
	evalNoStormPieces:        {dangerChecks | dangerWeak, knowOutposts | knowBishops},
	evalKingShelter:          {0, knowShelter},
	evalPiecesShelter:        {0, knowOutposts | knowBishops | knowShelter},
	evalPiecesPassers:        {0, knowOutposts | knowBishops | knowPassers},
	evalKingKnowledge:        {0, knowOutposts | knowBishops | knowPassers | knowShelter},
	evalPassersPawns:         {0, knowOutposts | knowBishops | knowPassers | knowPawns},
	evalPassersScale:         {0, knowOutposts | knowBishops | knowPassers | knowScale},
	evalPassersThreats:       {0, knowOutposts | knowBishops | knowPassers | knowThreats},
	evalPawnsThreats:         {0, knowOutposts | knowBishops | knowPassers | knowPawns | knowThreats},
	evalPawnsScale:           {0, knowOutposts | knowBishops | knowPassers | knowPawns | knowScale},
	evalPawnsKingEnd:         {0, knowOutposts | knowBishops | knowPassers | knowPawns | knowKingEnd},
	evalPawnsSeventh:         {0, knowOutposts | knowBishops | knowPassers | knowPawns | knowSeventh},
	evalPawnsFifty:           {0, knowOutposts | knowBishops | knowPassers | knowPawns | knowFifty},
	evalPawnsEndgame:         {0, knowOutposts | knowBishops | knowPassers | knowPawns | knowKingEnd | knowSeventh | knowFifty},
	evalNoStormPiecesPassers: {dangerChecks | dangerWeak, knowOutposts | knowBishops | knowPassers},
	evalFittedPST:            {0, knowOutposts | knowBishops | knowPassers | knowFittedPST},
	evalFittedSym:            {0, knowOutposts | knowBishops | knowPassers | knowFittedPST},
	evalFittedTerms:          {0, knowOutposts | knowBishops | knowPassers | knowFittedPST},
	evalNet:                  {0, knowOutposts | knowBishops | knowPassers | knowFittedPST | knowNet},
	evalNetTerms:             {0, knowOutposts | knowBishops | knowPassers | knowFittedPST | knowNet},
	evalNetLeaves:            {0, knowOutposts | knowBishops | knowPassers | knowFittedPST | knowNet},
	evalNetLeaves32:          {0, knowOutposts | knowBishops | knowPassers | knowFittedPST | knowNet},
	evalNetLeaves64:          {0, knowOutposts | knowBishops | knowPassers | knowFittedPST | knowNet},
	evalNetLeaves32b:         {0, knowOutposts | knowBishops | knowPassers | knowFittedPST | knowNet},
	evalNetKings32:           {0, knowOutposts | knowBishops | knowPassers | knowFittedPST | knowNet},
	evalNetKings32b:          {0, knowOutposts | knowBishops | knowPassers | knowFittedPST | knowNet},
	evalNetKings32c:          {0, knowOutposts | knowBishops | knowPassers | knowFittedPST | knowNet},
	evalNetKings32d:          {0, knowOutposts | knowBishops | knowPassers | knowFittedPST | knowNet},
	evalNetKings32e:          {0, knowOutposts | knowBishops | knowPassers | knowFittedPST | knowNet},
	evalNetKings32ce:         {0, knowOutposts | knowBishops | knowPassers | knowFittedPST | knowNet},
}

// evaluate is the static value of b (centipawns, side to move) by kind.
func (b *board) evaluate(kind evalKind) int32 {
	switch kind {
	case evalStandard:
		return b.static()
	case evalKing2:
		return b.staticKing2()
	case evalKingTempo:
		return b.staticKingTempo()
	}
	return b.evaluateFrom(kind, b.pstSums())
}

// evaluateFrom is evaluate of b, whose pstSums are s: the standard and
// the king-aware values use the sums instead of summing the tables.
func (b *board) evaluateFrom(kind evalKind, s pstSum) int32 {
	switch kind {
	case evalStandard:
		return s.value(b.side)
	case evalKingSafe:
		return b.staticKingFrom(s)
	case evalKing2, evalKingTempo:
		return b.evaluate(kind)
	}
	return b.staticPartsFrom(s, kind)
}

// staticPartsFrom is the static value of b (centipawns, side to move),
// whose pstSums are s, by an evaluation of kind built from "king"'s
// terms: those terms with its king-danger terms and weights, plus its
// knowledge terms, tapered as staticKing is.
func (b *board) staticPartsFrom(s pstSum, kind evalKind) int32 {
	parts := evalPartsOf[kind]
	w := kingWeightsOf[kind]
	mid, end, phase := b.kingTermsWith(s, parts.danger, w)
	if parts.know&knowPassers != 0 {
		m, e := b.passerTerms(w)
		mid += m
		end += e
	}
	if parts.know&(knowOutposts|knowBishops) != 0 {
		m, e := b.pieceTerms(parts.know, w)
		mid += m
		end += e
	}
	if parts.know&knowShelter != 0 {
		mid += b.shelterTerms()
	}
	if parts.know&knowPawns != 0 {
		m, e := b.pawnTerms()
		mid += m
		end += e
	}
	if parts.know&knowThreats != 0 {
		m, e := b.threatTerms()
		mid += m
		end += e
	}
	if parts.know&knowKingEnd != 0 {
		m, e := b.kingEndTerms()
		mid += m
		end += e
	}
	if parts.know&knowSeventh != 0 {
		m, e := b.seventhTerms()
		mid += m
		end += e
	}
	if parts.know&knowFittedPST != 0 {
		m, e := b.fittedPSTTerms(fitTablesOf[kind])
		mid += m
		end += e
	}
	if parts.know&knowScale != 0 {
		end = b.scaledEnd(end)
	}
	if parts.know&knowFifty != 0 {
		return b.fiftyScaled(pstSum{mid, end, phase}.value(b.side))
	}
	if parts.know&knowNet != 0 {
		return pstSum{mid, end, phase}.value(b.side) + b.netCorrection(kind)
	}
	return pstSum{mid, end, phase}.value(b.side)
}

// kingTextbook are the king-aware terms' weights, middlegame and
// endgame, in centipawns (evalWeights says what each weighs): textbook
// values, the weights of "king" and of every evaluation built on it but
// "king-fit" (kingFitted, evalparams.go).
var kingTextbook = evalWeights{
	mobMid:        [6]int32{knight: 4, bishop: 5, rook: 2, queen: 1},
	mobEnd:        [6]int32{knight: 4, bishop: 5, rook: 4, queen: 2},
	mobBase:       [6]int32{knight: 4, bishop: 6, rook: 6, queen: 12},
	attackUnit:    [6]int32{knight: 2, bishop: 2, rook: 3, queen: 5},
	kingDangerDiv: 8,
	kingDangerMax: 500,
	shieldNear:    12,
	shieldFar:     6,
	shieldOpen:    -18,
	shieldBare:    -12,
	passedMid:     [8]int32{0, 0, 5, 10, 20, 35, 60, 0},
	passedEnd:     [8]int32{0, 5, 10, 25, 45, 75, 120, 0},
	pairMid:       25,
	pairEnd:       50,
	rookOpenMid:   25,
	rookOpenEnd:   10,
	rookHalfMid:   12,
	rookHalfEnd:   6,
	checkUnit:     [6]int32{knight: 5, bishop: 3, rook: 5, queen: 4},
	weakUnit:      1,
	stormMid:      [4]int32{0, 10, 35, 20},
	knowWeights:   knowTextbook,
}

// Masks of the king-aware terms, filled by init.
var (
	fileMask [8]uint64
	// adjacentFiles[f] is the files beside f and f itself.
	adjacentFiles [8]uint64
	// passedMask[c][sq] holds the squares in front of a pawn of colour c
	// on sq, on its file and both neighbours: no enemy pawn there, and
	// the pawn is passed.
	passedMask [2][64]uint64
	// kingZone[sq] is a king's square and the squares around it.
	kingZone [64]uint64
)

func init() {
	for f := 0; f < 8; f++ {
		fileMask[f] = fileA << f
	}
	for f := 0; f < 8; f++ {
		adjacentFiles[f] = fileMask[f]
		if f > 0 {
			adjacentFiles[f] |= fileMask[f-1]
		}
		if f < 7 {
			adjacentFiles[f] |= fileMask[f+1]
		}
	}
	for sq := 0; sq < 64; sq++ {
		r := sq >> 3
		var ahead, behind uint64
		for rr := 0; rr < 8; rr++ {
			if rr > r {
				ahead |= rank1 << (8 * rr)
			} else if rr < r {
				behind |= rank1 << (8 * rr)
			}
		}
		passedMask[white][sq] = adjacentFiles[sq&7] & ahead
		passedMask[black][sq] = adjacentFiles[sq&7] & behind
		kingZone[sq] = kingAttacks[sq] | bit(sq)
	}
}

// staticKing is the king-aware static value of b in centipawns for the
// side to move: static's material and tables plus the terms above, all
// tapered as (mid*phase + end*(24-phase))/24.
func (b *board) staticKing() int32 { return b.staticKingFrom(b.pstSums()) }

// staticKingFrom is staticKing of b, whose pstSums are s: a caller that
// has the sums (the quiescence search's root) saves kingTerms summing
// the tables again.
func (b *board) staticKingFrom(s pstSum) int32 {
	mid, end, phase := b.kingTermsFrom(s)
	return pstSum{mid, end, phase}.value(b.side)
}

// kingTempoMid and kingTempoEnd are the tempo of "king-tempo" (the
// side to move's bonus), middlegame and endgame. A move is worth about
// that much in the opening: by "king" the side that has just moved
// stands 50-65 centipawns better than after its opponent's reply (after
// 1.d4 +54 for White, 1...d5 0, 2.Nf3 +64, 2...Nf6 0), so a value taken
// after White's move and one taken after Black's differ by a move the
// side to move has not yet made; half the swing on each side evens them.
var kingTempoMid, kingTempoEnd = int32(28), int32(10)

// staticKingTempo is staticKing with the tempo: the side to move gains
// kingTempoMid to kingTempoEnd, tapered by phase. Without it a search
// whose leaves lie at uneven depths (a tree's) scores the side that
// moved last better than it stands, by how much a move is worth.
func (b *board) staticKingTempo() int32 {
	mid, end, phase := b.kingTerms()
	phase = min(phase, phaseFull)
	v := (mid*phase + end*(phaseFull-phase)) / phaseFull
	if b.side == black {
		v = -v
	}
	return v + (kingTempoMid*phase+kingTempoEnd*(phaseFull-phase))/phaseFull
}

// kingTerms sums staticKing's terms from white's side, middlegame and
// endgame apart, and the phase, not yet capped.
func (b *board) kingTerms() (mid, end, phase int32) { return b.kingTermsFrom(b.pstSums()) }

// kingTermsFrom is kingTerms of b, whose pstSums (material, tables and
// phase) are s: the terms beyond the tables added to them. The sums are
// of integers, so the order they are added in changes nothing.
func (b *board) kingTermsFrom(s pstSum) (mid, end, phase int32) {
	return b.kingTermsWith(s, 0, &kingTextbook)
}

// kingTermsWith is kingTermsFrom, with "king-danger"'s attack on the
// king (evalkingdanger.go), with the terms of deep, in place of king's
// when deep is not 0: each
// side's attacks by piece kind are gathered as mobility is counted, and
// the king terms are taken once both sides' attacks are known.
func (b *board) kingTermsWith(s pstSum, deep dangerTerms, w *evalWeights) (mid, end, phase int32) {
	mid, end, phase = s.mid, s.end, s.phase
	if w.material {
		// The weights' own material values, as their differences from
		// pieceCP (which the sums hold): only the material count
		// matters, so the difference of the two sides' counts.
		for pt := pawn; pt <= queen; pt++ {
			d := int32(popcount(b.pieces[white][pt])) - int32(popcount(b.pieces[black][pt]))
			mid += d * w.matMid[pt]
			end += d * w.matEnd[pt]
		}
	}
	occ := b.all()
	wp, bp := b.pieces[white][pawn], b.pieces[black][pawn]
	var pawnAtt [2]uint64
	pawnAtt[white] = (wp&^fileA)<<7 | (wp&^fileH)<<9
	pawnAtt[black] = (bp&^fileA)>>9 | (bp&^fileH)>>7
	pawns := [2]uint64{wp, bp}
	allPawns := wp | bp
	var at attackSums
	for c := white; c <= black; c++ {
		sign := int32(1)
		if c == black {
			sign = -1
		}
		them := c ^ 1
		// Mobility and the attack on the enemy king.
		safe := ^b.occ[c] &^ pawnAtt[them]
		zone := kingZone[b.king[them]]
		var danger, attackers int32
		// Each kind's pieces by a loop of its own, their safe squares
		// counted together and weighed once a kind (the sums are of
		// integers: the same value as piece by piece).
		var mob [queen + 1]int32
		by := &at.by[c]
		for p := b.pieces[c][knight]; p != 0; {
			a := knightAttacks[popLSB(&p)]
			by[knight] |= a
			mob[knight] += int32(popcount(a & safe))
			if hit := a & zone; hit != 0 {
				attackers++
				danger += w.attackUnit[knight] * int32(popcount(hit))
			}
		}
		for p := b.pieces[c][bishop]; p != 0; {
			a := bishopAttacks(popLSB(&p), occ)
			by[bishop] |= a
			mob[bishop] += int32(popcount(a & safe))
			if hit := a & zone; hit != 0 {
				attackers++
				danger += w.attackUnit[bishop] * int32(popcount(hit))
			}
		}
		for p := b.pieces[c][rook]; p != 0; {
			sq := popLSB(&p)
			a := rookAttacks(sq, occ)
			by[rook] |= a
			mob[rook] += int32(popcount(a & safe))
			if hit := a & zone; hit != 0 {
				attackers++
				danger += w.attackUnit[rook] * int32(popcount(hit))
			}
			f := fileMask[sq&7]
			switch {
			case allPawns&f == 0:
				mid += sign * w.rookOpenMid
				end += sign * w.rookOpenEnd
			case pawns[c]&f == 0:
				mid += sign * w.rookHalfMid
				end += sign * w.rookHalfEnd
			}
		}
		queenIn := false
		for p := b.pieces[c][queen]; p != 0; {
			a := queenAttacks(popLSB(&p), occ)
			by[queen] |= a
			mob[queen] += int32(popcount(a & safe))
			if hit := a & zone; hit != 0 {
				attackers++
				danger += w.attackUnit[queen] * int32(popcount(hit))
				queenIn = true
			}
		}
		for pt := knight; pt <= queen; pt++ {
			if n := int32(popcount(b.pieces[c][pt])); n != 0 {
				m := mob[pt] - n*w.mobBase[pt]
				mid += sign * w.mobMid[pt] * m
				end += sign * w.mobEnd[pt] * m
			}
		}
		switch {
		case deep != 0:
			at.danger[c], at.attackers[c], at.queenIn[c] = danger, attackers, queenIn
		case attackers >= 2 || queenIn && attackers >= 1:
			mid += sign * min(danger*danger/w.kingDangerDiv, w.kingDangerMax)
		}
		if b.pieces[c][bishop]&(b.pieces[c][bishop]-1) != 0 {
			mid += sign * w.pairMid
			end += sign * w.pairEnd
		}
		// Passed pawns, by rank from the own side.
		for p := passedPawns(c, pawns[c], pawns[them]); p != 0; {
			sq := popLSB(&p)
			r := sq >> 3
			if c == black {
				r = 7 - r
			}
			mid += sign * w.passedMid[r]
			end += sign * w.passedEnd[r]
		}
		// The pawn shield and open files in front of the own king.
		k := int(b.king[c])
		kf, kr := k&7, k>>3
		for f := max(kf-1, 0); f <= min(kf+1, 7); f++ {
			own := pawns[c] & fileMask[f]
			if own == 0 {
				mid += sign * w.shieldOpen
				if pawns[them]&fileMask[f] == 0 {
					mid += sign * w.shieldBare
				}
				continue
			}
			near, far := kr+1, kr+2
			if c == black {
				near, far = kr-1, kr-2
			}
			switch {
			case near >= 0 && near < 8 && own&bit(f+8*near) != 0:
				mid += sign * w.shieldNear
			case far >= 0 && far < 8 && own&bit(f+8*far) != 0:
				mid += sign * w.shieldFar
			}
		}
	}
	if deep != 0 {
		at.pawn = pawnAtt
		mid += b.kingDanger(&at, deep, w)
	}
	return mid, end, phase
}
