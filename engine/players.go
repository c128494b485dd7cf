package engine

import (
	"context"
	"strings"

	"rollout/variants"
)

// PlayerInfo names a player and says in one line what it does, for menus
// and -h.
type PlayerInfo struct {
	Name    string
	Summary string
}

// registration ties a player's name to its constructor.
type registration struct {
	info  PlayerInfo
	build func(Config) Player
}

// registry lists every player in display order: the simple opponents
// first, then the Monte Carlo family.
var registry = []registration{
	{PlayerInfo{"random", "a uniformly random legal move"}, newRandom},
	{PlayerInfo{"perfect", "exact game-theoretic play (tic-tac-toe and nim only)"}, newPerfect},
	{PlayerInfo{"flat", "pure Monte Carlo: rollouts spread evenly, best mean wins (Roller)"}, newFlat},
}

// Players lists the available players in display order.
func Players() []PlayerInfo {
	out := make([]PlayerInfo, len(registry))
	for i, r := range registry {
		out[i] = r.info
	}
	return out
}

// PlayerNames lists the players' names in display order.
func PlayerNames() []string {
	out := make([]string, len(registry))
	for i, r := range registry {
		out[i] = r.info.Name
	}
	return out
}

// New builds the player cfg.Player names, with defaults filled in.
func New(cfg Config) (Player, error) {
	for _, r := range registry {
		if strings.EqualFold(r.info.Name, cfg.Player) {
			cfg.Player = r.info.Name
			if cfg.Exploration == 0 {
				cfg.Exploration = DefaultExploration
			}
			if cfg.NodeBudget <= 0 {
				cfg.NodeBudget = DefaultNodeBudget
			}
			return r.build(cfg), nil
		}
	}
	return nil, errorf("unknown player %q (known: %s)", cfg.Player, strings.Join(PlayerNames(), ", "))
}

// rootMoves checks that pos can be searched and returns its legal moves.
func rootMoves(pos variants.Position) ([]variants.Move, error) {
	if o := pos.Outcome(); o.Over() {
		return nil, errorf("the game is over (%s)", o)
	}
	moves := pos.LegalMoves(nil)
	if len(moves) == 0 {
		return nil, errorf("no legal moves in %s", pos.Encode())
	}
	return moves, nil
}

// instantResult is the result of a choice made without rollouts: a table
// of every legal move, the chosen one, and why.
func instantResult(name string, pos variants.Position, moves []variants.Move, chosen int, stopped string, progress chan Snapshot) Result {
	texts := moveTexts(pos, moves)
	snap := Snapshot{Player: name, Progress: 1, Moves: make([]MoveStats, len(moves))}
	for i, m := range moves {
		snap.Moves[i] = MoveStats{Move: m, Text: texts[i]}
	}
	snap.Best, snap.BestText = moves[chosen], texts[chosen]
	return finish(snap, moves[chosen], stopped, progress)
}

// finish delivers the final snapshot, closes progress and wraps the result.
func finish(snap Snapshot, chosen variants.Move, stopped string, progress chan Snapshot) Result {
	if progress != nil {
		offer(context.Background(), progress, snap)
		close(progress)
	}
	text := ""
	for _, m := range snap.Moves {
		if m.Move == chosen {
			text = m.Text
		}
	}
	return Result{Snapshot: snap, Move: chosen, MoveText: text, Stopped: stopped}
}

// closeProgress closes the channel of a search that ends in an error.
func closeProgress(progress chan Snapshot) {
	if progress != nil {
		close(progress)
	}
}
