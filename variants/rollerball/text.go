package rollerball

import (
	"fmt"
	"rollout/internal/clip"
	"strconv"
	"strings"

	"rollout/variants"
)

// PositionHelp describes the position text in one line.
const PositionHelp = `7 ranks from 7 down to 1 separated by "/", each 7 cells: K R B P White, k r b p Black, a digit for empty squares, # for the hole (c-e on ranks 3-5); then w or b; then the plies played, e.g. "` + startText + `"`

// MoveHelp describes the move text in one line.
const MoveHelp = `from-square to-square, plus r or b to promote: c2b3, d7e7b`

// maxPieces is the most pieces a side may have: the start has six (king included) and no
// move adds one.
const maxPieces = 6

// Parse reads a position text (see the package documentation). Errors say
// what is wrong and where.
func Parse(text string) (*Position, error) {
	fields := strings.Fields(text)
	if len(fields) != 3 {
		return nil, fmt.Errorf("rollerball: position %s: want 3 fields (placement, side, ply), got %d", clip.Quote(text), len(fields))
	}
	p := newPosition()
	ranks := strings.Split(fields[0], "/")
	if len(ranks) != size {
		return nil, fmt.Errorf("rollerball: placement %s: want 7 ranks separated by /, got %d", clip.Quote(fields[0]), len(ranks))
	}
	for i, row := range ranks {
		if err := p.parseRank(size-1-i, row); err != nil {
			return nil, err
		}
	}
	switch fields[1] {
	case "w":
		p.b.side = white
	case "b":
		p.b.side = black
	default:
		return nil, fmt.Errorf("rollerball: side to move %q: want w or b", fields[1])
	}
	ply, err := strconv.Atoi(fields[2])
	if err != nil || ply < 0 || ply > 1_000_000 {
		return nil, fmt.Errorf("rollerball: ply count %q: want a whole number from 0 to 1000000", fields[2])
	}
	p.ply = ply
	for c, name := range sideNames {
		if p.b.king[c] == noSq {
			return nil, fmt.Errorf("rollerball: %s has no king", name)
		}
	}
	for c, name := range sideNames {
		if n := count(p.b.occ[c]); n > maxPieces {
			return nil, fmt.Errorf("rollerball: %s has %d pieces, at most %d", name, n, maxPieces)
		}
	}
	them := p.b.side ^ 1
	if attacked(int(p.b.king[them]), p.b.occ[p.b.side], p.b.occ[0]|p.b.occ[1], &p.b.kinds) {
		return nil, fmt.Errorf("rollerball: %s, not to move, is in check", sideNames[them])
	}
	p.hash = placementHash(&p.b)
	return p, nil
}

// parseRank reads one rank of the placement into p.
func (p *Position) parseRank(y int, row string) error {
	x := 0
	for i := 0; i < len(row); i++ {
		ch := row[i]
		if x >= size {
			return fmt.Errorf("rollerball: rank %d: %q has more than 7 cells", y+1, row)
		}
		name := squareName(at(x, y))
		switch {
		case ch >= '1' && ch <= '7':
			n := int(ch - '0')
			if x+n > size {
				return fmt.Errorf("rollerball: rank %d: %q has more than 7 cells", y+1, row)
			}
			for j := 0; j < n; j++ {
				if !exists(x+j, y) {
					return fmt.Errorf("rollerball: rank %d: the empty run %q covers the hole square %s (write # for it)", y+1, ch, squareName(at(x+j, y)))
				}
			}
			x += n
		case ch == '#':
			if exists(x, y) {
				return fmt.Errorf("rollerball: rank %d: # on %s, which is not a hole square", y+1, name)
			}
			x++
		default:
			kind := strings.IndexByte(pieceLetters, ch|0x20)
			if kind <= 0 || ch == ' ' {
				return fmt.Errorf("rollerball: rank %d: unknown character %q (want K R B P k r b p, 1-7 or #)", y+1, ch)
			}
			if !exists(x, y) {
				return fmt.Errorf("rollerball: rank %d: piece on the hole square %s", y+1, name)
			}
			colour := black
			if ch < 'a' {
				colour = white
			}
			if kind == king && p.b.king[colour] != noSq {
				return fmt.Errorf("rollerball: rank %d: second %s king on %s", y+1, sideNames[colour], name)
			}
			p.b.put(at(x, y), code(kind, colour))
			x++
		}
	}
	if x != size {
		return fmt.Errorf("rollerball: rank %d: %q has %d cells, want 7", y+1, row, x)
	}
	return nil
}

// Encode returns the position text, which Parse reads back.
func (p *Position) Encode() string {
	side := " w "
	if p.b.side == black {
		side = " b "
	}
	return p.encodePlacement() + side + itoa(p.ply)
}

// encodePlacement writes the seven ranks, rank 7 first.
func (p *Position) encodePlacement() string {
	return variants.EncodeRanks(size, size, func(x, y int) byte { return p.cellLetter(x, y, 0) })
}

// EncodeMove returns the move text, the same in every notation: from-square,
// to-square and r or b for a promotion (c2b3, d7e7b).
func (p *Position) EncodeMove(m variants.Move, _ variants.Notation) string {
	s := squareName(moveFrom(m)) + squareName(moveTo(m))
	if pr := movePromo(m); pr != empty {
		s += string(pieceLetters[pr])
	}
	return s
}

// parseSquare reads a square name such as "c2"; hole squares are rejected.
func parseSquare(s string) (int, bool) {
	if len(s) != 2 || s[0] < 'a' || s[0] > 'g' || s[1] < '1' || s[1] > '7' {
		return noSq, false
	}
	x, y := int(s[0]-'a'), int(s[1]-'1')
	return at(x, y), true
}

// DecodeMove reads a move text and returns the legal move it names, or an
// error naming the text and what is wrong with it.
func (p *Position) DecodeMove(text string) (variants.Move, error) {
	t := strings.TrimSpace(text)
	bad := func(why string, args ...any) (variants.Move, error) {
		return variants.NoMove, fmt.Errorf("rollerball: move %s: %s", clip.Quote(text), fmt.Sprintf(why, args...))
	}
	if len(t) != 4 && len(t) != 5 {
		return bad("malformed: want from-square, to-square and an optional r or b, like c2b3 or d7e7b")
	}
	f, ok1 := parseSquare(t[0:2])
	to, ok2 := parseSquare(t[2:4])
	if !ok1 || !ok2 {
		return bad("malformed: squares run a1 to g7, like c2b3 or d7e7b")
	}
	for _, s := range [2]int{f, to} {
		if !exists(fileOf(s), rankOf(s)) {
			return bad("%s is a hole square", squareName(s))
		}
	}
	c := p.b.mail[f]
	if c == empty {
		return bad("no piece on %s", squareName(f))
	}
	if colourOf(c) != p.b.side {
		return bad("the piece on %s is %s's, and %s is to move", squareName(f),
			sideNames[colourOf(c)], sideNames[p.b.side])
	}
	promotes := kindOf(c) == pawn && promoFrom[p.b.side]&bit(f) != 0
	promo := empty
	if len(t) == 5 {
		switch t[4] {
		case 'r', 'R':
			promo = rook
		case 'b', 'B':
			promo = bishop
		default:
			return bad("bad promotion letter %q: want r or b", t[4])
		}
		if !promotes {
			return bad("promotion letter on a move that does not promote")
		}
	} else if promotes {
		return bad("promotion letter missing: add r or b (%sr, %sb)", t, t)
	}
	if p.b.targets(f)&bit(to) == 0 {
		return bad("illegal: the %s on %s cannot move to %s", pieceName[kindOf(c)], squareName(f), squareName(to))
	}
	if !p.b.legal(f, to) {
		return bad("illegal: it leaves the %s king attacked", sideNames[p.b.side])
	}
	return newMove(f, to, promo), nil
}

// pieceName names a kind in error messages.
var pieceName = [...]string{"", "king", "rook", "bishop", "pawn"}
