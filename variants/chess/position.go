package chess

import (
	"math/bits"
	"strings"

	"rollout/variants"
)

// histCap bounds the repetition history. Only positions since the last
// capture or pawn move can repeat, and the 50-move rule ends the game
// after 100 such plies, so 128 entries always suffice for a game in play.
const histCap = 128

// Position is a chess game in play: the board plus the Zobrist keys of the
// positions since the last irreversible move, so threefold repetition is
// seen in games and in rollouts alike. It is a plain value with no
// pointers; CopyFrom copies only the used part of the history. The zero
// value is not a position: get one from NewPosition, ParseFEN, Clone, or
// CopyFrom onto a zero value.
type Position struct {
	b    board
	ply  int32    // plies since the game's start, from the FEN move number
	reps int32    // earlier occurrences of the current position
	eval evalKind // the static evaluation's version (SetEval)
	leaf uint8    // the plies Evaluate searches before quiescence (SetLeafDepth)
	// checks adds a ply of quiet checks before quiescence (SetLeafChecks).
	checks bool
	// qprune is what the quiescence search skips (SetQSearch).
	qprune qPrune
	// vscale is the logistic's factor ln10/(2x) of SetEvalScale's x
	// centipawns; 0 is EvalScale's (valueScale).
	vscale float64
	// centre is the lead, in centipawns for White, that Evaluate maps to
	// the value 0 (SetEvalCentre); 0 is none.
	centre int32
	// trade is SetEvalTrade's factor t: a lead counts 1 + t·s times its
	// centipawns, s the share of the pieces traded off; 0 is off.
	trade float64
	// quiet is how Prior rates quiet moves (SetQuietOrder).
	quiet quietOrder
	// evalPriors adds each move's gain on the evaluation to its prior
	// (SetEvalPriors).
	evalPriors bool
	// leafHook sees each position Evaluate evaluates (SetLeafHook); nil
	// for every player.
	leafHook func(*Position)
	// acc is the hidden sums of the evaluation's network, kept by Play
	// (evalnetacc.go); nil for an evaluation without one.
	acc *netAcc
	nh  int32
	// seen has bit k>>58 set for the key k of every position in hist
	// (and perhaps of older ones): a key whose bit is clear cannot be a
	// repetition, so record scans the history only when the bit is set.
	seen uint64
	hist [histCap]uint64
}

var (
	_ variants.Position  = (*Position)(nil)
	_ variants.Roller    = (*Position)(nil)
	_ variants.WinSorter = (*Position)(nil)
	_ variants.Grid      = (*Position)(nil)
	_ variants.Perfter   = (*Position)(nil)
	_ variants.Hasher    = (*Position)(nil)
	_ variants.Repeater  = (*Position)(nil)

	_ variants.EvalCentrer = (*Position)(nil)
	_ variants.EvalTrader  = (*Position)(nil)
)

// StartFEN is the standard start position.
const StartFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// NewPosition returns the start position.
func NewPosition() *Position {
	p, err := ParseFEN(StartFEN)
	if err != nil {
		panic("chess: start position: " + err.Error()) // a bug, not input
	}
	return p
}

// resetHistory makes the current position the only one in the history.
func (p *Position) resetHistory() {
	p.nh = 1
	p.hist[0] = p.b.key()
	p.seen = 1 << (p.hist[0] >> 58)
	p.reps = 0
}

// Variant returns the chess descriptor.
func (p *Position) Variant() *variants.Variant { return Variant }

// ToMove returns the side to move: First is White.
func (p *Position) ToMove() variants.Side { return variants.Side(p.b.side) }

// Ply returns the plies played since the game's start, derived from the
// FEN move number: 0 at the start position.
func (p *Position) Ply() int { return int(p.ply) }

// LegalMoves appends the legal moves to dst. Repetition and the 50-move
// rule are not applied here; ask Outcome.
func (p *Position) LegalMoves(dst []Move) []Move {
	if cap(dst)-len(dst) >= maxMoves {
		n := p.b.genLegal((*moveList)(dst[len(dst) : len(dst)+maxMoves]))
		return dst[:len(dst)+n]
	}
	var list moveList
	n := p.b.genLegal(&list)
	return append(dst, list[:n]...)
}

// LegalMove returns the legal move at index i of LegalMoves's list,
// without listing the others, or variants.NoMove if there is none: a
// tree that keeps a node's moves by their index finds one so.
func (p *Position) LegalMove(i int) Move {
	if i < 0 {
		return variants.NoMove
	}
	var s setList
	p.b.genSets(&s)
	return s.pick(i)
}

// Play makes the legal move m and records the new position for the
// repetition rule.
func (p *Position) Play(m Move) {
	if p.acc != nil {
		p.playNet(m)
	} else {
		p.b.play(m)
	}
	p.ply++
	p.record()
}

// record pushes the current position's key and counts its earlier
// occurrences among the positions with the same side to move since the
// last irreversible move.
func (p *Position) record() {
	if p.b.halfmove == 0 {
		p.nh = 0
		p.seen = 0
	} else if p.nh == histCap {
		// Only after the 50-move rule has already ended the game (or a
		// perft past it): keep the newer half.
		copy(p.hist[:histCap/2], p.hist[histCap/2:])
		p.nh = histCap / 2
	}
	k := p.b.key()
	reps := int32(0)
	if f := uint64(1) << (k >> 58); p.seen&f != 0 {
		for i := p.nh - 2; i >= 0; i -= 2 {
			if p.hist[i] == k {
				reps++
			}
		}
	} else {
		p.seen |= f
	}
	p.hist[p.nh&(histCap-1)] = k
	p.nh++
	p.reps = reps
}

// Outcome applies every rule: checkmate and stalemate first (a mate stands
// even if it also completes a repetition or the 50 moves), then
// insufficient material, the 50-move rule (halfmove clock at 100) and
// threefold repetition, all automatic as on chess servers.
func (p *Position) Outcome() variants.Outcome {
	if !p.b.hasLegalMove() {
		return p.noMovesOutcome()
	}
	return p.drawOutcome()
}

// noMovesOutcome is the outcome when the side to move has no legal move.
func (p *Position) noMovesOutcome() variants.Outcome {
	return variants.NoMoves(variants.Side(p.b.side), p.b.inCheck())
}

// drawOutcome applies the draw rules other than stalemate.
func (p *Position) drawOutcome() variants.Outcome {
	if p.b.insufficientMaterial() {
		return variants.DrawBy(variants.InsufficientMaterial)
	}
	if p.b.halfmove >= 100 {
		return variants.DrawBy(variants.FiftyMoveRule)
	}
	if p.reps >= 2 {
		return variants.DrawBy(variants.ThreefoldRepetition)
	}
	return variants.Outcome{}
}

// insufficientMaterial reports the draws by material that notnil/chess and
// FIDE's dead-position rule agree on: king against king, a single minor
// piece against a bare king, and any number of bishops all on squares of
// one colour.
func (b *board) insufficientMaterial() bool {
	w, bl := &b.pieces[white], &b.pieces[black]
	if w[pawn]|w[rook]|w[queen]|bl[pawn]|bl[rook]|bl[queen] != 0 {
		return false
	}
	knights := w[knight] | bl[knight]
	bishops := w[bishop] | bl[bishop]
	if knights == 0 {
		return bishops&darkSquares == 0 || bishops&^darkSquares == 0
	}
	return bishops == 0 && knights&(knights-1) == 0
}

// Clone returns an independent copy.
func (p *Position) Clone() variants.Position {
	c := new(Position)
	c.CopyFrom(p)
	return c
}

// CopyFrom overwrites p with src, which must be a *Position.
func (p *Position) CopyFrom(src variants.Position) {
	s := src.(*Position)
	p.b = s.b
	p.ply = s.ply
	p.reps = s.reps
	p.nh = s.nh
	p.seen = s.seen
	p.eval = s.eval
	p.leaf = s.leaf
	p.checks = s.checks
	p.qprune = s.qprune
	p.vscale = s.vscale
	p.centre = s.centre
	p.trade = s.trade
	p.quiet = s.quiet
	p.leafHook = s.leafHook
	if s.acc != nil || p.acc != nil {
		p.copyNetAcc(s.acc)
	}
	copy(p.hist[:s.nh], s.hist[:s.nh])
}

// InCheck reports whether the side to move is in check.
func (p *Position) InCheck() bool { return p.b.inCheck() }

// Repeated reports whether the position occurred before, with the same
// side to move, since the last capture or pawn move (variants.Repeater).
func (p *Position) Repeated() bool { return p.reps > 0 }

// HalfmoveClock returns the plies since the last capture or pawn move.
func (p *Position) HalfmoveClock() int { return int(p.b.halfmove) }

// Hash returns the Zobrist key of the position's identity for repetition
// (placement, side, castling rights, and the en passant file when a
// capture is legal): a cheap key for transposition tables.
func (p *Position) Hash() uint64 { return p.hist[p.nh-1] }

// String draws the board from White's side, rank 8 at the top, upper case
// for White, with the FEN underneath.
func (p *Position) String() string {
	var sb strings.Builder
	for r := 7; r >= 0; r-- {
		sb.WriteByte(byte('1' + r))
		for f := 0; f < 8; f++ {
			sb.WriteByte(' ')
			sb.WriteByte(p.b.pieceChar(f + 8*r))
		}
		sb.WriteByte('\n')
	}
	sb.WriteString("  a b c d e f g h\n")
	sb.WriteString(p.Encode())
	return sb.String()
}

// pieceChar is the FEN letter of the piece on sq, or '.'.
func (b *board) pieceChar(sq int) byte {
	pc := b.mailbox[sq]
	if pc == 0 {
		return '.'
	}
	c := "pnbrqk"[pc&7-1]
	if pc>>3 == white {
		c -= 'a' - 'A'
	}
	return c
}

// CanMate reports whether side could still checkmate by some legal series
// of moves, the opponent helping (variants.MateChecker): what FIDE's rule
// asks when the opponent's flag falls (variants.FlagOutcome). It is
// lichess's material rule (chessops' hasInsufficientMaterial): a side
// with a pawn, rook or queen can; a king and one knight can only against
// pieces that may block its opponent's king (a pawn, rook, bishop or
// knight: not against a bare king or queens); a king with bishops only
// can only if bishops stand on both colours or the board holds a pawn or
// a knight; a bare king cannot. Blocked pawn chains that no series of
// moves opens are not detected: such a side counts as able to mate.
func (p *Position) CanMate(side variants.Side) bool {
	b := &p.b
	c := int(side & 1)
	own, opp := &b.pieces[c], &b.pieces[c^1]
	if own[pawn]|own[rook]|own[queen] != 0 {
		return true
	}
	if own[knight] != 0 {
		others := b.occ[c^1] &^ opp[king] &^ opp[queen]
		return bits.OnesCount64(b.occ[c]) > 2 || others != 0 // more than a king and a knight, or blockers
	}
	if own[bishop] != 0 {
		bishops := own[bishop] | opp[bishop]
		mixed := bishops&darkSquares != 0 && bishops&^darkSquares != 0
		return mixed || b.pieces[white][pawn]|b.pieces[black][pawn]|b.pieces[white][knight]|b.pieces[black][knight] != 0
	}
	return false
}

// materialOrder is the order Material lists pieces in, strongest first,
// with each kind's points and letter.
var materialOrder = [...]struct {
	kind   int
	points int
	letter byte
}{{queen, 9, 'q'}, {rook, 5, 'r'}, {bishop, 3, 'b'}, {knight, 3, 'n'}, {pawn, 1, 'p'}}

// Material is the balance lichess shows beside the board
// (variants.MaterialCounter): for each kind of piece, the side with more
// of them shows the difference, and the points (pawn 1, knight and bishop
// 3, rook 5, queen 9) sum up from White's side. Counting what is on the
// board, not what was taken, keeps promotions and positions set up from
// a FEN right.
func (p *Position) Material() variants.Material {
	var m variants.Material
	for _, k := range materialOrder {
		d := bits.OnesCount64(p.b.pieces[white][k.kind]) - bits.OnesCount64(p.b.pieces[black][k.kind])
		m.Points += d * k.points
		side := variants.First
		if d < 0 {
			side, d = variants.Second, -d
		}
		for range d {
			m.Extra[side] = append(m.Extra[side], variants.Cell{Exists: true, Piece: k.letter, Owner: side})
		}
	}
	return m
}
