package chess

import (
	"fmt"
	"strings"
)

// evalWeights are the weights of the king-aware evaluation's terms
// (evalking.go, evalkingdanger.go), middlegame and endgame, in
// centipawns. Two sets exist: kingTextbook, the weights of "king" and of
// the evaluations built on it, and kingFitted, those of "king-fit",
// fitted to Stockfish's scores of positions from our own games (rollout
// tune -epd, docs/strength.md "Tuning").
type evalWeights struct {
	// mobMid and mobEnd weigh each square a piece attacks that holds no
	// piece of its own side and no enemy pawn guards, counted from
	// mobBase squares.
	mobMid, mobEnd, mobBase [6]int32
	// attackUnit weighs a piece's attacks on the squares around the
	// enemy king; the danger is the sum of units times squares, and
	// costs danger²/kingDangerDiv (up to kingDangerMax), middlegame
	// only, once two pieces attack or the queen does.
	attackUnit                   [6]int32
	kingDangerDiv, kingDangerMax int32
	// shieldNear and shieldFar reward an own pawn one and two ranks in
	// front of the king on its file or a neighbouring one; a file there
	// without an own pawn costs shieldOpen, without any pawn shieldBare
	// more (middlegame).
	shieldNear, shieldFar, shieldOpen, shieldBare int32
	// passedMid and passedEnd reward a passed pawn by its rank counted
	// from its own side (the end tables add their advance bonus too).
	passedMid, passedEnd [8]int32
	// The bishop pair, and a rook on a file without pawns (open) or
	// without own pawns (half-open).
	pairMid, pairEnd, rookOpenMid, rookOpenEnd, rookHalfMid, rookHalfEnd int32
	// The king-danger terms (evalkingdanger.go): checkUnit per kind of
	// piece with a safe check, weakUnit per weak square around the
	// king, stormMid per storming pawn by its distance.
	checkUnit [6]int32
	weakUnit  int32
	stormMid  [4]int32
	// With material set, matMid and matEnd are added to pieceCP, the
	// material values the piece-square sums hold, per piece of the
	// difference in counts.
	material       bool
	matMid, matEnd [6]int32
	knowWeights
}

// knowWeights are the weights of the passed pawns' and the minor
// pieces' knowledge (evalpassers.go, evalpieces.go), in centipawns:
// kingTextbook's are every evaluation's but "fitted-terms"'s.
type knowWeights struct {
	// passerRankW weighs each passer term by the passer's rank from its
	// own side (2nd..7th), as Stockfish's classical 5·rank-13: nothing
	// below the fourth rank.
	passerRankW [8]int32
	// passerKingThem and passerKingUs are, times w, the endgame worth
	// of each square (up to 5) between the enemy king and the square in
	// front of the passer, and the cost of each square between the own
	// king and it.
	passerKingThem, passerKingUs int32
	// passerFreeMid/End (times w): the path to the queening square
	// empty and none of it attacked by the enemy; passerSafeMid/End:
	// only the square in front empty and unattacked.
	passerFreeMid, passerFreeEnd, passerSafeMid, passerSafeEnd int32
	// passerSupportMid/End: a passer on the fourth rank or beyond
	// defended by an own pawn or with an own pawn beside it.
	passerSupportMid, passerSupportEnd int32
	// passerRookMid/End: an own rook or queen behind the passer on its
	// file (the enemy's there costs as much).
	passerRookMid, passerRookEnd int32
	// passerUnstoppable is the endgame worth of a passer the enemy king
	// cannot catch, when the enemy has only king and pawns.
	passerUnstoppable int32
	// outpostMid/End: a knight or bishop on an outpost.
	outpostMid, outpostEnd [6]int32
	// outpostReachMid/End: a knight one jump from an empty outpost.
	outpostReachMid, outpostReachEnd int32
	// badBishopMid/End cost a bishop per own pawn on its colour of
	// squares, times one plus the own pawns blocked on files c to f.
	badBishopMid, badBishopEnd int32
}

// knowTextbook are the knowledge terms' textbook weights (Stockfish's
// classical ones in smaller centipawns), kingTextbook's.
var knowTextbook = knowWeights{
	passerRankW:       [8]int32{0, 0, 0, 2, 7, 12, 17, 0},
	passerKingThem:    2,
	passerKingUs:      1,
	passerFreeMid:     5,
	passerFreeEnd:     10,
	passerSafeMid:     2,
	passerSafeEnd:     5,
	passerSupportMid:  5,
	passerSupportEnd:  15,
	passerRookMid:     5,
	passerRookEnd:     20,
	passerUnstoppable: 500,
	outpostMid:        [6]int32{knight: 30, bishop: 15},
	outpostEnd:        [6]int32{knight: 10, bishop: 5},
	outpostReachMid:   10,
	outpostReachEnd:   3,
	badBishopMid:      1,
	badBishopEnd:      3,
}

// kingFitTerms are the king-danger terms "king-fit" counts: those of the
// default's evaluation, "king" (none).
const kingFitTerms dangerTerms = 0

// kingFitted are the weights of "king-fit", fitted by rollout tune
// -epd to Stockfish 15.1's scores at depth 8 of the quiet positions of
// 1,400 games of the default against itself at 500 iterations a move,
// with the material values kept (docs/strength.md, "Tuning").
var kingFitted = evalWeights{
	mobMid:        [6]int32{0, 7, 8, 2, 2, 0},
	mobEnd:        [6]int32{0, 0, 5, 5, 5, 0},
	mobBase:       [6]int32{0, 4, 6, 6, 12, 0},
	attackUnit:    [6]int32{0, 8, 6, 2, 6, 0},
	kingDangerDiv: 8,
	kingDangerMax: 500,
	shieldNear:    17,
	shieldFar:     28,
	shieldOpen:    -15,
	shieldBare:    -16,
	passedMid:     [8]int32{0, 0, 0, 0, 30, 27, 192, 0},
	passedEnd:     [8]int32{0, 7, 0, 0, 18, 51, 42, 0},
	pairMid:       60,
	pairEnd:       87,
	rookOpenMid:   31,
	rookOpenEnd:   22,
	rookHalfMid:   12,
	rookHalfEnd:   39,
	checkUnit:     [6]int32{0, 5, 3, 5, 4, 0},
	weakUnit:      1,
	stormMid:      [4]int32{0, 10, 35, 20},
	material:      false,
	matMid:        [6]int32{0, 0, 0, 0, 0, 0},
	matEnd:        [6]int32{0, 0, 0, 0, 0, 0},
}

// kingWeightsOf are each evaluation's weights, by kind.
var kingWeightsOf = func() (t [len(evalNames)]*evalWeights) {
	for k := range t {
		t[k] = &kingTextbook
	}
	t[evalKingFit] = &kingFitted
	t[evalFittedTerms] = &termsWeights
	return t
}()

// KingFitFromTextbook sets "king-fit"'s weights to the textbook ones
// (kingTextbook), for a tuner that fits them afresh.
func KingFitFromTextbook() { kingFitted = kingTextbook }

// KingFitMaterial makes "king-fit" count its own material values
// (matMid and matEnd, among the weights KingParams lists): a tuner
// calls it before it fits them. Without it they are not added, which
// saves every other evaluation (whose weights have none) counting the
// pieces.
func KingFitMaterial() { kingFitted.material = true }

// Param is one weight of the king-aware evaluation, for a tuner (rollout
// tune): its name as the source spells it and the weight itself, which
// the tuner changes in place.
type Param struct {
	Name string
	P    *int32
}

// KingParams lists the weights of "king-fit" (kingFitted), the ones a
// tuner fits, and changes nothing. Changing them changes every
// position's "king-fit" evaluation at once: a tuner's business, not a
// search's. The material values among them count once KingFitMaterial
// was called.
func KingParams() []Param {
	var ps []Param
	w := &kingFitted
	one := func(name string, p *int32) { ps = append(ps, Param{name, p}) }
	names := pieceNames
	for pt := pawn; pt <= queen; pt++ {
		one(fmt.Sprintf("matMid[%s]", names[pt]), &w.matMid[pt])
		one(fmt.Sprintf("matEnd[%s]", names[pt]), &w.matEnd[pt])
	}
	ps = append(ps, kingTermParams(w)...)
	if kingFitTerms&dangerChecks != 0 {
		for pt := knight; pt <= queen; pt++ {
			one(fmt.Sprintf("checkUnit[%s]", names[pt]), &w.checkUnit[pt])
		}
	}
	if kingFitTerms&dangerWeak != 0 {
		one("weakUnit", &w.weakUnit)
	}
	return ps
}

// pieceNames names the piece kinds in a Param's name.
var pieceNames = [6]string{pawn: "pawn", knight: "knight", bishop: "bishop", rook: "rook", queen: "queen"}

// kingTermParams lists w's king-aware terms: mobility and the attack on
// the king by piece kind, the pawn shield, passed pawns by rank, the
// bishop pair and rooks on open and half-open files (KingParams and
// TermsParams fit them).
func kingTermParams(w *evalWeights) []Param {
	var ps []Param
	one := func(name string, p *int32) { ps = append(ps, Param{name, p}) }
	names := pieceNames
	for pt := knight; pt <= queen; pt++ {
		one(fmt.Sprintf("mobMid[%s]", names[pt]), &w.mobMid[pt])
		one(fmt.Sprintf("mobEnd[%s]", names[pt]), &w.mobEnd[pt])
		one(fmt.Sprintf("attackUnit[%s]", names[pt]), &w.attackUnit[pt])
	}
	one("shieldNear", &w.shieldNear)
	one("shieldFar", &w.shieldFar)
	one("shieldOpen", &w.shieldOpen)
	one("shieldBare", &w.shieldBare)
	for r := 1; r <= 6; r++ {
		one(fmt.Sprintf("passedMid[%d]", r), &w.passedMid[r])
		one(fmt.Sprintf("passedEnd[%d]", r), &w.passedEnd[r])
	}
	one("pairMid", &w.pairMid)
	one("pairEnd", &w.pairEnd)
	one("rookOpenMid", &w.rookOpenMid)
	one("rookOpenEnd", &w.rookOpenEnd)
	one("rookHalfMid", &w.rookHalfMid)
	one("rookHalfEnd", &w.rookHalfEnd)
	return ps
}

// Unquiet is how much capture resolution changes p's standard value
// (material and tables), in centipawns for the side to move: 0 when no
// capture gains anything, so the static evaluation stands. A tuner keeps
// the quiet positions, whose score the static terms alone explain.
func (p *Position) Unquiet() int {
	return int(p.b.resolved(evalStandard, qFull) - p.b.static())
}

// StaticCP is p's static value by its evaluation, in centipawns for the
// side to move, without capture resolution: EvaluateCP is StaticCP plus
// Unquiet (a mate found by the capture search aside), so a tuner that
// changes only the evaluation's weights keeps Unquiet and recomputes
// this alone.
func (p *Position) StaticCP() int { return int(p.b.evaluate(p.eval)) }

// KingFitSource is the Go source of "king-fit"'s weights as they stand
// (after a tuner changed them), for evalparams.go.
func KingFitSource() string {
	w := &kingFitted
	var b strings.Builder
	b.WriteString("var kingFitted = evalWeights{\n")
	row := func(name string, v any) { fmt.Fprintf(&b, "\t%s: %s,\n", name, goValue(v)) }
	row("mobMid", w.mobMid)
	row("mobEnd", w.mobEnd)
	row("mobBase", w.mobBase)
	row("attackUnit", w.attackUnit)
	row("kingDangerDiv", w.kingDangerDiv)
	row("kingDangerMax", w.kingDangerMax)
	row("shieldNear", w.shieldNear)
	row("shieldFar", w.shieldFar)
	row("shieldOpen", w.shieldOpen)
	row("shieldBare", w.shieldBare)
	row("passedMid", w.passedMid)
	row("passedEnd", w.passedEnd)
	row("pairMid", w.pairMid)
	row("pairEnd", w.pairEnd)
	row("rookOpenMid", w.rookOpenMid)
	row("rookOpenEnd", w.rookOpenEnd)
	row("rookHalfMid", w.rookHalfMid)
	row("rookHalfEnd", w.rookHalfEnd)
	row("checkUnit", w.checkUnit)
	row("weakUnit", w.weakUnit)
	row("stormMid", w.stormMid)
	row("material", w.matMid != [6]int32{} || w.matEnd != [6]int32{})
	row("matMid", w.matMid)
	row("matEnd", w.matEnd)
	b.WriteString("}\n")
	return b.String()
}

// goValue writes a weight or an array of weights as a Go literal.
func goValue(v any) string {
	switch v := v.(type) {
	case [6]int32:
		return fmt.Sprintf("[6]int32{%d, %d, %d, %d, %d, %d}", v[0], v[1], v[2], v[3], v[4], v[5])
	case [8]int32:
		return fmt.Sprintf("[8]int32{%d, %d, %d, %d, %d, %d, %d, %d}", v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7])
	case [4]int32:
		return fmt.Sprintf("[4]int32{%d, %d, %d, %d}", v[0], v[1], v[2], v[3])
	}
	return fmt.Sprint(v)
}
