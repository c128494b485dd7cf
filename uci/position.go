package uci

import (
	"slices"
	"strings"

	"rollout/internal/clip"
	"rollout/variants"
	"rollout/variants/chess"
)

// position handles "position startpos|fen FEN [moves m1 m2 ...]". A bad
// FEN or an illegal move is reported and leaves the position unchanged.
// Moves are replayed through the one game record, variants.Record, with
// PlayOnDraws: moves after a draw by rule (threefold, 50 moves, dead
// material) are played on, since under UCI the GUI, not the engine,
// decides whether a draw is claimed. A position that does not continue
// the current game drops the kept player.
func (s *Session) position(args []string) {
	var start string
	rest := args
	switch {
	case len(args) > 0 && args[0] == "startpos":
		rest = args[1:]
	case len(args) > 0 && args[0] == "fen":
		i := 1
		for i < len(args) && args[i] != "moves" {
			i++
		}
		start, rest = strings.Join(args[1:i], " "), args[i:]
		if start == "" {
			s.printf("info string position fen needs a FEN; unchanged")
			return
		}
	default:
		s.printf("info string position needs startpos or fen; unchanged")
		return
	}
	var moves []string
	if len(rest) > 0 {
		if rest[0] != "moves" {
			s.printf("info string position: expected moves, got %s; unchanged", clip.Quote(rest[0]))
			return
		}
		moves = rest[1:]
	}
	rec, err := variants.NewRecord(chess.Variant, start)
	if err != nil {
		s.printf("info string %v; unchanged", err)
		return
	}
	rec.PlayOnDraws()
	for i, mt := range moves {
		if _, err := rec.PlayText(mt); err != nil {
			s.printf("info string move %d %s: %v; unchanged", i+1, clip.Quote(mt), err)
			return
		}
	}
	pos := rec.Position().Clone()
	continues := start == s.start && len(moves) >= len(s.moves) && slices.Equal(moves[:len(s.moves)], s.moves)
	if !continues {
		s.player = nil
	}
	s.start, s.moves, s.pos = start, slices.Clone(moves), pos
}

// unclaimed returns pos without the history that makes it a draw by rule:
// the same board, side, castling and en-passant rights, with the 50-move
// counter at zero and no repetitions behind it. A GUI that has not claimed
// the draw plays on from there.
func unclaimed(pos variants.Position) variants.Position {
	fields := strings.Fields(pos.Encode())
	if len(fields) >= 5 {
		fields[4] = "0"
	}
	p, err := pos.Variant().Parse(strings.Join(fields, " "))
	if err != nil { // cannot happen for a position's own text
		return pos.Clone()
	}
	return p
}
