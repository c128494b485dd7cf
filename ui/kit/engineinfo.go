package kit

import (
	"fmt"

	"rollout/engine"
)

// PlayerInfo describes the player of a snapshot: one of ours, an
// external engine (its figures named as it reported them), or a player
// the engine's list does not know (a test's fake), described by what it
// sent: it has statistics if it ran rollouts, and chooses by mean.
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
// engine and the alpha-beta player, "iterations" for a player that grows a tree (uct, default, a
// level: each iteration one walk down the tree and one rollout),
// "rollouts" for the others, the words README and docs use (-rollouts
// N is "rollouts (uct: iterations)").
func CountUnit(info engine.PlayerInfo) string {
	switch {
	case info.External, info.NeedsAlphaBeta:
		return "nodes"
	case info.Tree:
		return "iterations"
	}
	return "rollouts"
}

// CountUnitOf is CountUnit of the player named (a test's fake, which
// engine.Info does not know, counts rollouts).
func CountUnitOf(player string) string {
	if info, ok := engine.Info(player); ok {
		return CountUnit(info)
	}
	if info, ok := engine.ExternalInfo(player); ok {
		return CountUnit(info)
	}
	return "rollouts"
}

// SearchCount is a search's count in its unit, "173k iterations" ("1
// iteration"), and
// over how many trees it is summed where a uct search grew one per
// worker ("173k iterations over 2 trees"): each tree ran its own, so
// the count alone read as one search of twice as many.
func SearchCount(s engine.Snapshot) string {
	text := engine.Counted(s.Rollouts, CountUnit(PlayerInfo(s)))
	if s.Trees > 1 {
		text += fmt.Sprintf(" over %d trees", s.Trees)
	}
	return text
}
