package engine

import (
	"fmt"
	"strings"

	"rollout/internal/clip"
)

// DrawRules are the draw rules uct's tree plays in a game with
// repetitions (Config.Draws; the -draws flag).
type DrawRules uint8

const (
	// DrawsOff scores no draw but the game's own: a repetition counts
	// only at its third time, on a path that walks to it.
	DrawsOff DrawRules = iota
	// DrawsAll scores a position repeated on the path or in the game a
	// draw; fades the evaluation as the fifty-move counter runs; and
	// values a draw below 0 for the side the root's evaluation says is
	// winning, above for the losing side (contempt).
	DrawsAll
	// DrawsRepetition scores a position repeated on the path or in the
	// game a draw, worth 0, and nothing more: no fade, no contempt.
	DrawsRepetition
)

// drawRuleNames are the rules' names, by value.
var drawRuleNames = [...]string{DrawsOff: "off", DrawsAll: "all", DrawsRepetition: "repetition"}

// String names the rules: off, all or repetition.
func (d DrawRules) String() string {
	if int(d) < len(drawRuleNames) {
		return drawRuleNames[d]
	}
	return fmt.Sprintf("DrawRules(%d)", d)
}

// ParseDrawRules reads rules by name (off, all, repetition), or as the
// boolean flag they were (true is all, false off). An unknown name is an
// error.
func ParseDrawRules(s string) (DrawRules, error) {
	switch strings.ToLower(s) {
	case "true", "1", "on":
		return DrawsAll, nil
	case "false", "0", "":
		return DrawsOff, nil
	}
	for d, n := range drawRuleNames {
		if strings.EqualFold(n, s) {
			return DrawRules(d), nil
		}
	}
	return DrawsOff, fmt.Errorf("unknown draw rules %s (want off, all or repetition)", clip.Quote(s))
}
