package kit

import (
	"rollout/engine"
)

// ExactWord names an exact value for the side it is given for.
func ExactWord(v int8) string {
	switch {
	case v > 0:
		return "win"
	case v < 0:
		return "loss"
	}
	return "draw"
}

// PlayerInfo describes the player of a snapshot. A player the engine's
// list does not know (a test's fake) is described by what it sent: it
// has statistics if it ran rollouts, and chooses by mean.
func PlayerInfo(s engine.Snapshot) engine.PlayerInfo {
	if info, ok := engine.Info(s.Player); ok {
		return info
	}
	return engine.PlayerInfo{Name: s.Player, Statistics: s.Rollouts > 0, ChoosesBy: engine.ByMean}
}
