package engine

import (
	"context"
	"strings"

	"rollout/variants"
)

// PlayGame plays a game from start (which it does not modify) between
// players[First] and players[Second] until the rules end it, asking each
// player in turn for a move, and returns its record: every engine turn
// keeps its final per-move table. Cancelling ctx abandons the game with
// ctx.Err() and the record so far. A player on a game clock
// (ClockedPlayer) whose clock runs out ends the game at once by FIDE's
// rule (variants.FlagOutcome): it loses on time, or draws when its
// opponent could not mate by any series of moves; the move it was late
// with is not played. A clocked player's moves carry its time left after
// them in their comments ([%clk h:mm:ss], variants.ClockCommand).
func PlayGame(ctx context.Context, start variants.Position, players [2]Player) (*variants.Record, error) {
	rec := variants.RecordFrom(start)
	for !rec.Outcome().Over() {
		if err := ctx.Err(); err != nil {
			return rec, err
		}
		pos := rec.Position()
		res, err := players[pos.ToMove()].Search(ctx, pos, nil)
		if err != nil {
			return rec, err
		}
		if err := ctx.Err(); err != nil {
			return rec, err // a cancelled search's move is not a real move
		}
		if t, ok := players[pos.ToMove()].(timed); ok && t.OutOfTime() {
			rec.End(variants.FlagOutcome(pos, pos.ToMove()))
			break
		}
		// A policy player's moves say so in the record (and its PGN); a
		// clocked player's say its time left, as PGN's [%clk].
		comment := res.Policy
		if c, ok := players[pos.ToMove()].(*ClockedPlayer); ok {
			comment = strings.TrimSpace(comment + " " + variants.ClockCommand(c.clock.Left))
		}
		if err := rec.Play(res.Move, comment, res.Table()); err != nil {
			return rec, errorf("%s played an illegal move: %v", players[pos.ToMove()].Name(), err)
		}
	}
	return rec, nil
}

// timed is a player on a game clock: one whose clock has run out has lost.
type timed interface {
	OutOfTime() bool
}
