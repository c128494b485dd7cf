package chess

import (
	"time"

	"rollout/variants"
)

// Variant describes chess for the registry: FEN positions, UCI and SAN
// moves, rollouts capped at 450 plies (only about 0.2% of random games
// longer than that end decisively) and 10 s of thinking a move, as in
// Roller.
var Variant = &variants.Variant{
	Name:      "chess",
	Title:     "Chess",
	SideNames: [2]string{"White", "Black"},
	Start:     func() variants.Position { return NewPosition() },
	Parse: func(text string) (variants.Position, error) {
		p, err := ParseFEN(text)
		if err != nil {
			return nil, err
		}
		return p, nil
	},
	PositionHelp: "FEN: placement, side, castling, en passant, halfmove clock, move number (" + StartFEN + "); the counters may be left out",
	MoveHelp:     "UCI (e2e4, e7e8q, e1g1) or SAN (Nf3, exd5, O-O, e8=Q)",
	PlyCap:       450,
	ThinkTime:    10 * time.Second,
}
