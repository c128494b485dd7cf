package tictactoe

import (
	"time"

	"rollout/variants"
)

// Variant describes tic-tac-toe to the engine, the UI and the registry.
// A game lasts at most nine plies, so the ply cap never binds, and one
// second of thinking is far more than the engine needs.
var Variant = &variants.Variant{
	Name:         "tictactoe",
	Title:        "Tic-tac-toe",
	SideNames:    [2]string{"X", "O"},
	Start:        func() variants.Position { return New() },
	Parse:        parse,
	PositionHelp: `three rows top to bottom separated by "/", each of x, o or digits for empty squares, then the side to move: "3/1x1/o2 x"`,
	MoveHelp:     "a square a1-c3 (a1 bottom-left) or a digit 1-9 (1 top-left)",
	PlyCap:       9,
	ThinkTime:    1 * time.Second,
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
