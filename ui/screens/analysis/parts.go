package analysis

import (
	"strings"
	"time"

	"rollout/engine"
	"rollout/ui/components/board"
	"rollout/variants"
)

// The board's parts the analysis board shares with the play screen
// (ui/components/board): at chess, the side lines with each side's
// material (no clocks: nothing is played against time here), the
// evaluation bar of the live search's best move, and the opening's name
// and the evaluation line over the moves.

// counted reports whether the game's material is counted (chess): the
// side lines and the bar are shown. It depends only on the game.
func (a *Model) counted() bool {
	_, ok := a.Rec.Position().(variants.MaterialCounter)
	return ok
}

// sideLines are the top side's line above the board and the bottom
// side's under it, for the position shown.
func (a *Model) sideLines() (top, bottom []string) {
	if !a.counted() {
		return nil, nil
	}
	pos, side, now := a.position(), a.TopSide(), time.Now()
	indent := strings.Repeat(" ", a.Layout().BoardX)
	return []string{indent + a.SideLine(a.Common, a.Rec.Variant(), nil, pos, side, now)},
		[]string{a.SideLine(a.Common, a.Rec.Variant(), nil, pos, side.Other(), now)}
}

// evaluation is the live search's best move's evaluation from White's
// side, false before it has one.
func (a *Model) evaluation() (engine.Evaluation, bool) {
	if a.Live == nil || a.Live.BestText == "" {
		return engine.Evaluation{}, false
	}
	cfg := engine.Config{Player: a.Live.Player}
	if a.player != nil {
		cfg = a.player.Config()
	}
	mover := a.position().ToMove()
	for _, ms := range a.Live.Moves {
		// A proven row counts without iterations: a one-move win's
		// ("#1 wins at once") is the mate it is, not no evaluation.
		if ms.Move == a.Live.Best && (ms.Rollouts > 0 || ms.Proof != 0) {
			return engine.EvaluationOf(cfg, ms, mover), true
		}
	}
	return engine.Evaluation{}, false
}

// evalBar is the column beside the board: the bar, level until the
// search has a best move.
func (a *Model) evalBar() (int, []string) {
	if !a.counted() {
		return 0, nil
	}
	share := 0.5
	if e, ok := a.evaluation(); ok {
		share = e.WhiteShare()
	}
	return board.EvalBarWidth, a.EvalBar(a.Common, share)
}

// headerLines are the opening's name (at the ply shown) and the
// evaluation line, each if there is one.
func (a *Model) headerLines() []string {
	var lines []string
	if o, ok := a.Rec.OpeningAt(a.Ply()); ok {
		lines = append(lines, strings.TrimSpace(o.ECO+" "+o.Name))
	}
	if e, ok := a.evaluation(); ok && a.counted() {
		lines = append(lines, board.EvalLine(e))
	}
	return lines
}
