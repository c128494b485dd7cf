package connect4

import (
	"time"

	"rollout/variants"
)

// Variant describes Connect Four to the engine, the UI and the registry.
// A game lasts at most 42 plies, so the ply cap never binds. A random game
// costs well under a microsecond, so a few seconds give a search millions
// of rollouts.
var Variant = &variants.Variant{
	Name:         "connect4",
	Title:        "Connect Four",
	SideNames:    [2]string{"X", "O"},
	Start:        func() variants.Position { return New() },
	Parse:        parse,
	PositionHelp: `six rows top to bottom separated by "/", each of x, o or digits for empty cells, then the side to move: "7/7/7/7/7/3x3 o"`,
	MoveHelp:     "a column a-g or 1-7 from the left; the stone falls to the bottom",
	PlyCap:       Cells,
	ThinkTime:    3 * time.Second,
}

// parse adapts Parse to the descriptor's signature without turning a nil
// *Position into a non-nil interface.
func parse(text string) (variants.Position, error) {
	p, err := Parse(text)
	if err != nil {
		return nil, err
	}
	return p, nil
}
