package rollerball

import (
	"strings"

	"rollout/variants"
)

// gameLength is the game's own limit: 100 moves by each player.
const gameLength = 200

// histCap is the history capacity reserved up front, so that Play and
// Rollout never grow it in a game that respects the 200-ply limit.
const histCap = gameLength + 56

// Position is a Rollerball game in play: the placement, the side to move,
// the ply count and the placement history that the threefold rule needs.
// It implements variants.Position, Roller, WinSorter, Grid and Perfter.
type Position struct {
	b    board
	ply  int
	hash uint64 // Zobrist hash of the placement alone (side to move ignored)
	// hist holds the placement hashes after each move since the last
	// irreversible one (a capture, a promotion or a pawn move): no earlier
	// placement can ever come back (see repetition.go), so only this window
	// is searched and copied.
	hist []uint64
	// seen has bit h>>58 set for every hash h in hist, and twice the bits
	// of seen that a later hash hit again. A third sighting of h finds its
	// bit in both (its second set it in twice, if nothing had before), so
	// Play scans hist only then: as the window grows, one bit of 64 is
	// soon hit once by chance, far later twice.
	seen, twice uint64
	// thrice records that the placement Play reached was then on its
	// third sighting (see repeated).
	thrice bool
}

// newPosition returns an empty board, White to move.
func newPosition() *Position {
	p := &Position{hist: make([]uint64, 0, histCap)}
	p.b.king = [2]int8{noSq, noSq}
	return p
}

// startText is the start position of RULES.md.
const startText = "2rbp2/2rkp2/2###2/2###2/2###2/2PKR2/2PBR2 w 0"

// Start returns the start position, White to move.
func Start() *Position {
	p, err := Parse(startText)
	if err != nil {
		panic(err) // the constant above is valid; tests check it
	}
	return p
}

// Variant returns the Rollerball descriptor.
func (p *Position) Variant() *variants.Variant { return Variant }

// ToMove returns the side to move: First is White.
func (p *Position) ToMove() variants.Side { return variants.Side(p.b.side) }

// Ply returns the plies played since the start of the game.
func (p *Position) Ply() int { return p.ply }

// LegalMoves appends the legal moves to dst, ordered by from-square and then
// to-square, file by file (a1 a2 ... a7 b1 ...), bishop before rook for a
// promotion. Repetition and the 200-ply limit are ignored here.
func (p *Position) LegalMoves(dst []variants.Move) []variants.Move {
	return p.b.legalMoves(dst)
}

// Play makes the legal move m.
func (p *Position) Play(m variants.Move) {
	moved, captured := p.b.play(m)
	f, t := moveFrom(m), moveTo(m)
	placed := p.b.mail[t]
	p.hash ^= zobrist[f][moved] ^ zobrist[t][placed]
	if captured != empty {
		p.hash ^= zobrist[t][captured]
	}
	if captured != empty || kindOf(moved) == pawn {
		p.hist = p.hist[:0]
		p.seen, p.twice = 0, 0
	}
	p.hist = append(p.hist, p.hash)
	p.thrice = false
	key := uint64(1) << (p.hash >> 58)
	if p.twice&key != 0 {
		p.thrice = p.countRepeats() >= 2
	}
	p.twice |= p.seen & key
	p.seen |= key
	p.ply++
}

// Outcome reports the end of the game. The board rules come first: a side
// with no legal move is mated or stalemated even on a repetition or at the
// 200th ply; then threefold repetition; then the 200-ply limit.
func (p *Position) Outcome() variants.Outcome {
	if !p.b.hasLegal() {
		return p.noMoves()
	}
	return p.historyOutcome()
}

// noMoves is the outcome when the side to move has no legal move.
func (p *Position) noMoves() variants.Outcome {
	return variants.NoMoves(variants.Side(p.b.side), p.b.inCheck())
}

// historyOutcome applies the history rules: threefold repetition and the
// 200-ply limit.
func (p *Position) historyOutcome() variants.Outcome {
	if p.repeated() {
		return variants.DrawBy(variants.ThreefoldRepetition)
	}
	if p.ply >= gameLength {
		return variants.DrawBy(variants.MoveLimit)
	}
	return variants.Outcome{}
}

// Clone returns an independent copy.
func (p *Position) Clone() variants.Position {
	c := &Position{}
	c.CopyFrom(p)
	return c
}

// CopyFrom overwrites p with src, which must be a *Position. Only the
// repetition window is copied; after the first use no allocation happens.
func (p *Position) CopyFrom(src variants.Position) {
	s := src.(*Position)
	p.b = s.b
	p.ply = s.ply
	p.hash = s.hash
	p.seen, p.twice, p.thrice = s.seen, s.twice, s.thrice
	if cap(p.hist) < histCap {
		p.hist = make([]uint64, 0, max(histCap, len(s.hist)))
	}
	p.hist = append(p.hist[:0], s.hist...)
}

// InCheck reports whether the side to move's king is attacked.
func (p *Position) InCheck() bool { return p.b.inCheck() }

// String draws the board as RULES.md does, rank 7 on top, with the side to
// move and the ply count below.
func (p *Position) String() string {
	var sb strings.Builder
	for y := size - 1; y >= 0; y-- {
		sb.WriteByte(byte('1' + y))
		sb.WriteByte(' ')
		for x := 0; x < size; x++ {
			sb.WriteByte(' ')
			sb.WriteByte(p.cellLetter(x, y, '.'))
		}
		sb.WriteByte('\n')
	}
	sb.WriteString("   a b c d e f g\n")
	sb.WriteString(sideNames[p.b.side])
	sb.WriteString(" to move, ply ")
	sb.WriteString(itoa(p.ply))
	sb.WriteByte('\n')
	return sb.String()
}

// cellLetter returns the letter of square (x, y): '#' for the hole, the
// piece letter (upper case for White), or blank for an empty square.
func (p *Position) cellLetter(x, y int, blank byte) byte {
	if !exists(x, y) {
		return '#'
	}
	c := p.b.mail[at(x, y)]
	if c == empty {
		return blank
	}
	l := pieceLetters[kindOf(c)]
	if colourOf(c) == white {
		l -= 'a' - 'A'
	}
	return l
}

func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// Hash returns a key of the placement, the side to move and the ply (the
// 200-ply limit makes the ply part of a position's future), built from the
// Zobrist hash Play keeps, so it costs one mix.
func (p *Position) Hash() uint64 {
	return variants.MixHash(p.hash, uint64(p.ply)<<1|uint64(p.b.side))
}
