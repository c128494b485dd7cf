package play

import (
	"rollout/engine"
	"rollout/ui/components/board"
	"rollout/variants"
)

// The evaluation beside the board (board.Frame.EvalBar, board.EvalLine):
// the thinking engine's best move's, or the last search's chosen move's,
// in pawns from White's side (engine.EvaluationOf: a search's means are
// its mover's, converted here). Shown at chess (a game whose material is
// counted), where pawns mean something.

// showsEvaluation reports whether the game has an evaluation bar: a game
// of pawns (variants.MaterialCounter). It depends only on the game.
func (g *Model) showsEvaluation() bool {
	_, ok := g.st.Position().(variants.MaterialCounter)
	return ok
}

// evaluation is the evaluation to show now: the running search's best
// move's, else the last search's move's; false for none (no engine has
// searched, or a review shows another position).
func (g *Model) evaluation() (engine.Evaluation, bool) {
	if g.Cursor.Held() {
		return engine.Evaluation{}, false
	}
	switch {
	case g.search != nil && g.live != nil && g.live.BestText != "":
		return g.moveEvaluation(g.live, g.live.Best, g.search.Side, 0)
	case g.last != nil && g.last.Stopped == engine.StopForced:
		// A forced move ran no search: the evaluation stays the last
		// one a search gave before it. It went blank, and the bar
		// level, as if the game had become even.
		return g.evaluationBefore(g.lastPly)
	case g.last != nil:
		return g.moveEvaluation(&g.last.Snapshot, g.last.Move, g.lastSide, g.st.Len()-g.lastPly)
	}
	return engine.Evaluation{}, false
}

// moveEvaluation is the evaluation of move in snap, searched for side,
// from White's side, plies moves along its line (0 while it is searched,
// 1 once played: a proven mate counts the moves left,
// engine.EvaluationAfter); false when its row has none.
func (g *Model) moveEvaluation(snap *engine.Snapshot, move variants.Move, side variants.Side, plies int) (engine.Evaluation, bool) {
	for _, ms := range snap.Moves {
		// A proven row counts without iterations: a one-move win's
		// ("#1 wins at once") is the mate it is, not no evaluation.
		if ms.Move == move && (ms.Rollouts > 0 || ms.Proof != 0) {
			// The side's configuration as it plays (ForGame): the
			// default player's preset estimator, which decides whether
			// its counts are game results, is not in the options.
			cfg := g.cfg.Sides[side].Engine.ForGame(g.st.Position())
			return engine.EvaluationAfter(cfg, ms, side, plies), true
		}
	}
	return engine.Evaluation{}, false
}

// evaluationBefore is the evaluation of the last engine move before ply
// that a search chose (forced moves passed over), from its table in the
// record; false for none.
func (g *Model) evaluationBefore(ply int) (engine.Evaluation, bool) {
	for i := min(ply, g.st.Len()) - 1; i >= 0; i-- {
		t := g.st.Turn(i).Table
		if t == nil || engine.StopReason(t.Stopped) == engine.StopForced {
			continue
		}
		pos, err := g.st.PositionAt(i)
		if err != nil {
			break
		}
		side := pos.ToMove()
		if g.cfg.Sides[side].Human {
			continue
		}
		res := engine.ResultOf(t)
		return g.moveEvaluation(&res.Snapshot, res.Move, side, g.st.Len()-i)
	}
	return engine.Evaluation{}, false
}

// evalBar is the column beside the board (board.Beside): the bar, level
// until an engine has searched.
func (g *Model) evalBar() (int, []string) {
	if !g.showsEvaluation() {
		return 0, nil
	}
	share := 0.5
	if e, ok := g.evaluation(); ok {
		share = e.WhiteShare()
	}
	return board.EvalBarWidth, g.EvalBar(g.Common, share)
}

// evalHeader is the panel's header lines: the opening's name at the
// move shown (board.OpeningLineAt: a review's, else the game's last)
// and the evaluation, each if there is one.
func (g *Model) evalHeader() []string {
	var lines []string
	if o := board.OpeningLineAt(g.st, g.reviewPly()); o != "" {
		lines = append(lines, o)
	}
	if !g.showsEvaluation() {
		return lines
	}
	if e, ok := g.evaluation(); ok {
		lines = append(lines, board.EvalLine(e))
	}
	return lines
}

// restoreLast takes the game's last move, if an engine played it with a
// table, as the last search's result, for a game resumed or taken back
// to that move (u, p): the evaluation line and bar, the status line, the
// table and the answer to a draw offer read it as they did before the
// game was left or went on (they said nothing, the bar stood level, and
// the engine declined any draw as not having judged the position yet).
func (g *Model) restoreLast() {
	n := g.st.Len()
	if n == 0 {
		return
	}
	t := g.st.Turn(n - 1).Table
	if t == nil {
		return
	}
	pos, err := g.st.PositionAt(n - 1)
	if err != nil {
		return
	}
	side := pos.ToMove()
	if g.cfg.Sides[side].Human {
		return
	}
	res := engine.ResultOf(t)
	if res.MoveText == "" { // a table without rows (a classmate's relayed move) names no move
		res.MoveText, res.BestText = g.st.Turn(n-1).Display, g.st.Turn(n-1).Display
	}
	g.last, g.lastSide, g.lastPly, g.lastHurried = &res, side, n-1, false
}
