package rollerball

import "math/bits"

// Squares are numbered internally file-major: file*7 + rank, so a1=0, a2=1,
// ..., b1=7. Walking a bit mask from the low bit then visits squares in the
// order a1 a2 ... a7 b1 ..., which is the reference engine's move order
// (its divide lists c1b1 c1b2 c2b1 ...). The grid numbering of the contract
// (file + 7*rank) is converted at the edges only.
const (
	size   = 7
	nSq    = size * size
	noSq   = -1
	maxRay = 12 // the longest ray: a rook's clockwise run with reflection
)

func at(x, y int) int         { return x*size + y }
func fileOf(s int) int        { return s / size }
func rankOf(s int) int        { return s % size }
func bit(s int) uint64        { return 1 << uint(s) }
func lowest(m uint64) int     { return bits.TrailingZeros64(m) }
func count(m uint64) int      { return bits.OnesCount64(m) }
func onBoard(x, y int) bool   { return x >= 0 && x < size && y >= 0 && y < size }
func inHole(x, y int) bool    { return x >= 2 && x <= 4 && y >= 2 && y <= 4 }
func exists(x, y int) bool    { return onBoard(x, y) && !inHole(x, y) }
func squareName(s int) string { return string([]byte{byte('a' + fileOf(s)), byte('1' + rankOf(s))}) }

// ray is the ordered list of squares a sliding piece walks until it meets
// a piece (a ray never visits a square twice: fillBetween checks). The
// move generator reads rays cut into monotone runs (reach.go); the attack
// tables come from them too.
type ray struct {
	n  int
	sq [maxRay]int8
}

// rays is the set of rays of one piece kind on one square (at most two).
type rays struct {
	n int
	r [2]ray
}

// The move tables, filled once at init from the bottom-side ("frame") rules
// of RULES.md by rotating each square's side to the bottom.
var (
	allSquares  uint64      // the 40 squares that exist
	kingSteps   [nSq]uint64 // king: every existing neighbour
	pawnSteps   [nSq]uint64 // pawn targets (the same geometry for both colours)
	rookSteps   [nSq]uint64 // rook single steps (rules 1-3)
	bishopSteps [nSq]uint64 // bishop single anticlockwise diagonal steps
	rookRays    [nSq]rays
	bishopRays  [nSq]rays
	promoFrom   [2]uint64 // squares on which a pawn of each colour only promotes

	// Reverse tables for attack tests: the squares from which a piece of
	// the kind reaches s in one step (pawnFrom, rookStepFrom,
	// bishopStepFrom), or along a ray on an empty board (rookRayFrom,
	// bishopRayFrom); between[s][k] holds the squares that must be empty
	// for the ray from s to reach k.
	pawnFrom       [nSq]uint64
	rookStepFrom   [nSq]uint64
	bishopStepFrom [nSq]uint64
	rookRayFrom    [nSq]uint64
	bishopRayFrom  [nSq]uint64
	rookBetween    [nSq][nSq]uint64
	bishopBetween  [nSq][nSq]uint64
)

// The four sides, each a rotation of the board that brings its squares to
// the bottom: bottom, left, top, right (see RULES.md "the four sides").
const (
	sideBottom = iota
	sideLeft
	sideTop
	sideRight
)

// toFrame maps an absolute square (x, y) to frame coordinates of side r.
func toFrame(r, x, y int) (int, int) {
	switch r {
	case sideLeft:
		return 6 - y, x
	case sideTop:
		return 6 - x, 6 - y
	case sideRight:
		return y, 6 - x
	}
	return x, y
}

// fromFrame is the inverse of toFrame.
func fromFrame(r, fx, fy int) (int, int) {
	switch r {
	case sideLeft:
		return fy, 6 - fx
	case sideTop:
		return 6 - fx, 6 - fy
	case sideRight:
		return 6 - fy, fx
	}
	return fx, fy
}

// inBottomSide reports whether frame square (X, Y) is one of the ten squares
// a side owns once rotated to the bottom: b1..g1 and c2..f2.
func inBottomSide(fx, fy int) bool {
	return fy == 0 && fx >= 1 && fx <= 6 || fy == 1 && fx >= 2 && fx <= 5
}

// sideOf returns the side whose frame holds (x, y), and the frame square.
func sideOf(x, y int) (r, fx, fy int) {
	for r = 0; r < 4; r++ {
		fx, fy = toFrame(r, x, y)
		if inBottomSide(fx, fy) {
			return r, fx, fy
		}
	}
	panic("rollerball: square in no side") // unreachable for existing squares
}

// bishopFrameRays is the table of RULES.md: the clockwise rays of a bishop
// on each frame square, reflections included, in walking order.
var bishopFrameRays = map[string][]string{
	"b1": {"a2 b3"},
	"c1": {"b2 a3 b4"},
	"d1": {"c2 b3 a4 b5 c6 d7"},
	"e1": {"d2 c1"},
	"f1": {"e2 d1"},
	"g1": {"f2"},
	"c2": {"b3 a4 b5 c6 d7", "b1 a2"},
	"d2": {"c1 b2 a3"},
	"e2": {"d1 c2 b3 a4"},
	"f2": {"e1 d2"},
}

// frameSquares reads "a2 b3" into frame coordinates.
func frameSquares(s string) [][2]int {
	var out [][2]int
	for i := 0; i+1 < len(s); i += 3 {
		out = append(out, [2]int{int(s[i] - 'a'), int(s[i+1] - '1')})
	}
	return out
}

func init() {
	for x := 0; x < size; x++ {
		for y := 0; y < size; y++ {
			if exists(x, y) {
				allSquares |= bit(at(x, y))
			}
		}
	}
	for s := 0; s < nSq; s++ {
		x, y := fileOf(s), rankOf(s)
		if !exists(x, y) {
			continue
		}
		initSquare(s, x, y)
	}
	// Pawns promote from d6/d7 (White) and d1/d2 (Black); their geometric
	// targets are then exactly the opponent's pawn start squares.
	promoFrom[0] = bit(at(3, 5)) | bit(at(3, 6))
	promoFrom[1] = bit(at(3, 0)) | bit(at(3, 1))
	for s := 0; s < nSq; s++ {
		for m := pawnSteps[s]; m != 0; m &= m - 1 {
			pawnFrom[lowest(m)] |= bit(s)
		}
		for m := rookSteps[s]; m != 0; m &= m - 1 {
			rookStepFrom[lowest(m)] |= bit(s)
		}
		for m := bishopSteps[s]; m != 0; m &= m - 1 {
			bishopStepFrom[lowest(m)] |= bit(s)
		}
		fillBetween(s, &rookRays[s], &rookRayFrom, &rookBetween)
		fillBetween(s, &bishopRays[s], &bishopRayFrom, &bishopBetween)
	}
	cutRuns(&rookRays, &rookRuns)
	cutRuns(&bishopRays, &bishopRuns)
}

// initSquare fills the forward tables of square s from its frame rules.
func initSquare(s, x, y int) {
	for dx := -1; dx <= 1; dx++ {
		for dy := -1; dy <= 1; dy++ {
			if (dx != 0 || dy != 0) && exists(x+dx, y+dy) {
				kingSteps[s] |= bit(at(x+dx, y+dy))
			}
		}
	}
	r, fx, fy := sideOf(x, y)
	// target returns the absolute square of frame square (X, Y), or noSq.
	target := func(X, Y int) int {
		if !onBoard(X, Y) {
			return noSq
		}
		ax, ay := fromFrame(r, X, Y)
		if !exists(ax, ay) {
			return noSq
		}
		return at(ax, ay)
	}
	step := func(m *uint64, X, Y int) {
		if t := target(X, Y); t != noSq {
			*m |= bit(t)
		}
	}
	addRay := func(rs *rays, frame [][2]int) {
		rr := &rs.r[rs.n]
		rs.n++
		for _, f := range frame {
			t := target(f[0], f[1])
			if t == noSq {
				panic("rollerball: ray leaves the board") // table error, caught at init
			}
			rr.sq[rr.n] = int8(t)
			rr.n++
		}
	}

	// Pawn: (X-1, 0) and (X-1, 1); from c2 also b3.
	step(&pawnSteps[s], fx-1, 0)
	step(&pawnSteps[s], fx-1, 1)
	if fx == 2 && fy == 1 {
		step(&pawnSteps[s], 1, 2)
	}

	// Rook.
	if !(fx == 6 && fy == 0) {
		step(&rookSteps[s], fx+1, fy) // rule 1: anticlockwise
	}
	if fy == 0 {
		if fx == 1 { // rule 2, b1: the whole b-file
			var f [][2]int
			for yy := 1; yy < size; yy++ {
				f = append(f, [2]int{1, yy})
			}
			addRay(&rookRays[s], f)
		} else {
			step(&rookSteps[s], fx, 1)
		}
	}
	if fx == 5 && fy == 1 {
		step(&rookSteps[s], 5, 2) // rule 2, f2 to f3
	}
	if fy == 1 {
		step(&rookSteps[s], fx, 0) // rule 3: down to the outer row
	}
	var cw [][2]int // rules 4 and 5: the clockwise ray, reflected on the outer row
	for xx := fx - 1; xx >= 0; xx-- {
		cw = append(cw, [2]int{xx, fy})
	}
	if fy == 0 {
		for yy := 1; yy < size; yy++ {
			cw = append(cw, [2]int{0, yy})
		}
	}
	addRay(&rookRays[s], cw)

	// Bishop: anticlockwise single steps, then the clockwise ray table.
	if fy == 0 && fx <= 5 || fy == 1 && fx >= 4 {
		step(&bishopSteps[s], fx+1, fy+1)
	}
	if fy == 1 {
		step(&bishopSteps[s], fx+1, fy-1)
	}
	for _, rs := range bishopFrameRays[string([]byte{byte('a' + fx), byte('1' + fy)})] {
		addRay(&bishopRays[s], frameSquares(rs))
	}
}

// fillBetween records, for every square k a ray of s reaches, the squares
// the ray must cross first. A square reached by two rays of one piece would
// need two blocker sets; the rules never produce one, and init checks it.
func fillBetween(s int, rs *rays, from *[nSq]uint64, between *[nSq][nSq]uint64) {
	for i := 0; i < rs.n; i++ {
		r := &rs.r[i]
		var before uint64
		for j := 0; j < r.n; j++ {
			k := int(r.sq[j])
			if from[k]&bit(s) != 0 {
				panic("rollerball: square reached by two rays") // table error
			}
			from[k] |= bit(s)
			between[s][k] = before
			before |= bit(k)
		}
	}
}
