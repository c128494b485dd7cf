package kit

import (
	"rollout/engine"
)

// PlayerInfo describes the player of a snapshot: one of ours, an
// external engine (its figures named as it reported them), or a player the engine's
// the engine's list does not know (a test's fake), described by what it sent: it
// has statistics if it ran rollouts, and chooses by mean.
func PlayerInfo(s engine.Snapshot) engine.PlayerInfo {
	if info, ok := engine.Info(s.Player); ok {
		return info
	}
	if info, ok := engine.ExternalInfo(s.Player); ok {
		return info
	}
	return engine.PlayerInfo{Name: s.Player, Statistics: s.Rollouts > 0, ChoosesBy: engine.ByMean}
}

// CountUnit names what a player's counts count: "nodes" for an external
// engine, "rollouts" for ours.
func CountUnit(info engine.PlayerInfo) string {
	if info.External {
		return "nodes"
	}
	return "rollouts"
}
