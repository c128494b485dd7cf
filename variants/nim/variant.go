package nim

import (
	"time"

	"rollout/variants"
)

// Variant describes Nim to the engine, the UI and the registry. Every move
// removes at least one object, so no game is longer than MaxHeaps*MaxHeap
// plies and the ply cap never binds.
var Variant = &variants.Variant{
	Name:         "nim",
	Title:        "Nim",
	SideNames:    [2]string{"First", "Second"},
	Start:        func() variants.Position { return Start() },
	Parse:        parse,
	PositionHelp: `heap sizes separated by "/", then the side to move 1 or 2: "1/3/5/7 1"`,
	MoveHelp:     `heap:count, heaps numbered from 1: "2:3" takes 3 from heap 2`,
	PlyCap:       MaxHeaps * MaxHeap,
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
