package chess

import (
	"fmt"
	"rollout/internal/clip"
	"strconv"
	"strings"

	"rollout/variants"
)

// ParseFEN reads a position in Forsyth-Edwards Notation. The move counters
// may be left out (they default to "0 1"). Beyond the syntax it checks
// what the move generator relies on: one king a side, at most 16 pieces
// and 8 pawns a side, no pawn on the first or last rank, castling rights
// only with king and rook at home, an en passant square only behind a
// pawn that has just advanced two squares, and the side not to move not in
// check. Errors read `chess: bad FEN "...": what was wrong`.
func ParseFEN(text string) (*Position, error) {
	p := new(Position)
	if err := p.parseFEN(text); err != nil {
		return nil, fmt.Errorf("chess: bad FEN %s: %v", clip.Quote(text), err)
	}
	return p, nil
}

func (p *Position) parseFEN(text string) error {
	fields := strings.Fields(text)
	switch {
	case len(fields) == 0:
		return fmt.Errorf("empty")
	case len(fields) < 4:
		return fmt.Errorf("want 6 fields (placement, side, castling, en passant, halfmove clock, move number; the last two may be left out), got %d", len(fields))
	case len(fields) > 6:
		return fmt.Errorf("want 6 fields, got %d", len(fields))
	}
	b := &p.b
	*b = board{}
	ranks := strings.Split(fields[0], "/")
	if len(ranks) != 8 {
		return fmt.Errorf("placement %s has %d ranks, want 8", clip.Quote(fields[0]), len(ranks))
	}
	for i, row := range ranks {
		r := 7 - i
		f := 0
		for j := 0; j < len(row); j++ {
			c := row[j]
			if c >= '1' && c <= '8' {
				f += int(c - '0')
				if f > 8 {
					break
				}
				continue
			}
			pt := strings.IndexByte("pnbrqk", c|0x20)
			if pt < 0 {
				return fmt.Errorf("rank %d: bad piece letter %q", r+1, c)
			}
			if f >= 8 {
				f++
				break
			}
			col := black
			if c < 'a' {
				col = white
			}
			if pt == pawn && (r == 0 || r == 7) {
				return fmt.Errorf("pawn on rank %d", r+1)
			}
			b.put(col, pt, f+8*r)
			f++
		}
		if f != 8 {
			return fmt.Errorf("rank %d (%s) covers %d files, want 8", r+1, clip.Quote(row), f)
		}
	}
	for c, name := range [2]string{"White", "Black"} {
		if n := popcount(b.pieces[c][king]); n != 1 {
			return fmt.Errorf("%s has %d kings, want 1", name, n)
		}
		if n := popcount(b.pieces[c][pawn]); n > 8 {
			return fmt.Errorf("%s has %d pawns, at most 8 possible", name, n)
		}
		if n := popcount(b.occ[c]); n > 16 {
			return fmt.Errorf("%s has %d pieces, at most 16 possible", name, n)
		}
	}

	switch fields[1] {
	case "w":
		b.side = white
	case "b":
		b.side = black
	default:
		return fmt.Errorf("side to move %s, want w or b", clip.Quote(fields[1]))
	}

	if fields[2] != "-" {
		for i := 0; i < len(fields[2]); i++ {
			c := fields[2][i]
			k := strings.IndexByte("KQkq", c)
			if k < 0 {
				if c >= 'A' && c <= 'H' || c >= 'a' && c <= 'h' {
					return fmt.Errorf("castling %s: file letter %q: a Chess960 (Shredder-FEN) castling right; Chess960 is not supported", clip.Quote(fields[2]), c)
				}
				return fmt.Errorf("castling %s: bad letter %q (want K, Q, k, q or -)", clip.Quote(fields[2]), c)
			}
			if b.castle&(1<<k) != 0 {
				return fmt.Errorf("castling %s: %q twice", clip.Quote(fields[2]), c)
			}
			col, ksq, rsq := k/2, 4+56*(k/2), []int{7, 0, 63, 56}[k]
			if b.mailbox[ksq] != uint8(1+king+8*col) || b.mailbox[rsq] != uint8(1+rook+8*col) {
				why := ""
				if b.mailbox[ksq] != uint8(1+king+8*col) && kingOnBackRank(b, col) {
					why = " (a Chess960 start? Chess960 is not supported)"
				}
				return fmt.Errorf("castling right %q needs the king on %s and a rook on %s%s", c, sqName(ksq), sqName(rsq), why)
			}
			b.castle |= 1 << k
		}
	}

	b.ep = noSquare
	if fields[3] != "-" {
		sq, ok := parseSquare(fields[3])
		if !ok {
			return fmt.Errorf("en passant square %s is not a square", clip.Quote(fields[3]))
		}
		us := int(b.side)
		wantRank, pawnSq, fromSq := 5, sq-8, sq+8
		if us == black {
			wantRank, pawnSq, fromSq = 2, sq+8, sq-8
		}
		if sq>>3 != wantRank {
			return fmt.Errorf("en passant square %s must be on rank %d with %s to move", fields[3], wantRank+1, [2]string{"White", "Black"}[us])
		}
		if b.mailbox[pawnSq] != uint8(1+pawn+8*(us^1)) || b.mailbox[sq] != 0 || b.mailbox[fromSq] != 0 {
			return fmt.Errorf("en passant square %s: no pawn has just advanced two squares past it", fields[3])
		}
		b.ep = uint8(sq)
	}

	b.halfmove = 0
	fullmove := 1
	if len(fields) > 4 {
		n, err := strconv.Atoi(fields[4])
		if err != nil || n < 0 || n > 100000 {
			return fmt.Errorf("halfmove clock %s, want a number from 0", clip.Quote(fields[4]))
		}
		b.halfmove = int32(n)
	}
	if len(fields) > 5 {
		n, err := strconv.Atoi(fields[5])
		if err != nil || n < 1 || n > maxMoveNumber {
			return fmt.Errorf("move number %s, want a number from 1 to %d", clip.Quote(fields[5]), maxMoveNumber)
		}
		fullmove = n
	}

	if b.attackedBy(int(b.side), int(b.king[b.side^1]), b.all()) {
		return fmt.Errorf("the side not to move is in check")
	}
	b.hash = b.computeHash()
	p.ply = int32(2*(fullmove-1) + int(b.side))
	p.resetHistory()
	return nil
}

// Encode returns the FEN. The en passant square is written after every
// two-square pawn advance, as notnil/chess does, whether or not a capture
// is possible.
func (p *Position) Encode() string {
	b := &p.b
	var sb strings.Builder
	sb.WriteString(variants.EncodeRanks(8, 8, func(f, r int) byte {
		if c := b.pieceChar(f + 8*r); c != '.' {
			return c
		}
		return 0
	}))
	sb.WriteString([2]string{" w ", " b "}[b.side])
	if b.castle == 0 {
		sb.WriteByte('-')
	}
	for k := 0; k < 4; k++ {
		if b.castle&(1<<k) != 0 {
			sb.WriteByte("KQkq"[k])
		}
	}
	sb.WriteByte(' ')
	if b.ep == noSquare {
		sb.WriteByte('-')
	} else {
		sb.WriteString(sqName(int(b.ep)))
	}
	fmt.Fprintf(&sb, " %d %d", b.halfmove, min(p.ply/2+1, maxMoveNumber))
	return sb.String()
}

// maxMoveNumber is the largest move number a FEN may carry. Encode
// writes no larger one, so the FEN of a game played on from a parsed
// position always parses again (found by FuzzParse: a game read at move
// 100000, the old limit, wrote an unreadable FEN after Black's move); the
// ply count behind it stays well inside int32 for any game a person or a
// rollout could play from there.
const maxMoveNumber = 1_000_000_000

// parseSquare reads "e4".
func parseSquare(s string) (int, bool) {
	if len(s) != 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8' {
		return 0, false
	}
	return int(s[0]-'a') + 8*int(s[1]-'1'), true
}

// sqName writes sq as "e4".
func sqName(sq int) string {
	return string([]byte{byte('a' + sq&7), byte('1' + sq>>3)})
}

// kingOnBackRank reports whether col's king stands on its back rank (off
// e1 or e8, a castling right then means a Chess960 position).
func kingOnBackRank(b *board, col int) bool {
	for f := 0; f < 8; f++ {
		if b.mailbox[f+56*col] == uint8(1+king+8*col) {
			return true
		}
	}
	return false
}
