package rollerball

import (
	"time"

	"rollout/variants"
)

// Variant is the Rollerball descriptor that the registry lists.
var Variant = &variants.Variant{
	Name:         "rollerball",
	Title:        "Rollerball",
	SideNames:    sideNames,
	Start:        func() variants.Position { return Start() },
	Parse:        parseVariant,
	PositionHelp: PositionHelp,
	MoveHelp:     MoveHelp,
	PlyCap:       gameLength, // the game's own limit ends every game by then
	ThinkTime:    2 * time.Second,
}

// parseVariant adapts Parse to the descriptor, keeping a nil interface on
// error (a typed nil *Position would not compare equal to nil).
func parseVariant(text string) (variants.Position, error) {
	p, err := Parse(text)
	if err != nil {
		return nil, err
	}
	return p, nil
}

// sideNames names the colours; the rules' messages use it directly so that
// Parse does not depend on Variant (which refers to Parse).
var sideNames = [2]string{"White", "Black"}
