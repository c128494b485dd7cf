package learn

import (
	"fmt"
	"math"
	"slices"
	"sort"

	"rollout/engine"
	"rollout/variants"
)

// peek runs the study's next whole iteration on a copy (engine.Stepper.At
// replays to the same point) and returns its events, leaving the study
// as it was: the answer a question is about, known before it is shown.
func (s *study) peek() ([]engine.Event, error) {
	r, err := s.st.At(s.st.Events())
	if err != nil {
		return nil, err
	}
	return r.Iterate(), nil
}

// peekStep is peek for the next phase alone.
func (s *study) peekStep() (engine.Event, error) {
	r, err := s.st.At(s.st.Events())
	if err != nil {
		return engine.Event{}, err
	}
	return r.Step(), nil
}

// last is the event the study ran last (replayed: At one phase back,
// then that phase); false at the start.
func (s *study) last() (engine.Event, bool) {
	k := s.st.Events()
	if k == 0 {
		return engine.Event{}, false
	}
	r, err := s.st.At(k - 1)
	if err != nil {
		return engine.Event{}, false
	}
	return r.Step(), true
}

// side names a side of the lesson's game ("X").
func (s *study) side(x variants.Side) string { return s.v.Side(x) }

// rootSide is the side to move at the study's root.
func (s *study) rootSide() variants.Side { return s.pos.ToMove() }

// resultWords says who a result for the root's side favours.
func (s *study) resultWords(r int8) string {
	switch {
	case r > 0:
		return s.side(s.rootSide()) + " wins"
	case r < 0:
		return s.side(s.rootSide().Other()) + " wins"
	}
	return "a draw"
}

// mean formats a mean as the study screen does (+0.25).
func mean(x float64) string { return engine.FormatMean(x, 2) }

// signed formats a value added (+1, -1, +0.5, 0).
func signed(x float64) string { return engine.FormatValue(x) }

// choose makes the choices of a question from the right answer and the
// wrong ones, dropping repeats of the right one and of each other, in
// sorted order so that the right answer's place tells nothing.
func choose(right string, wrong ...string) ([]string, int) {
	seen := map[string]bool{right: true}
	all := []string{right}
	for _, w := range wrong {
		if !seen[w] {
			seen[w] = true
			all = append(all, w)
		}
	}
	sort.Strings(all)
	return all, sort.SearchStrings(all, right)
}

// inOrder is choose keeping the given order (moves in legal order,
// figures in rising order); right must be one of all.
func inOrder(right string, all []string) ([]string, int) {
	var out []string
	seen := map[string]bool{}
	r := -1
	for _, a := range all {
		if seen[a] {
			continue
		}
		seen[a] = true
		if a == right {
			r = len(out)
		}
		out = append(out, a)
	}
	return out, r
}

// moveStats finds a root move's row in a snapshot.
func moveStats(snap engine.Snapshot, text string) (engine.MoveStats, bool) {
	for _, m := range snap.Moves {
		if m.Text == text {
			return m, true
		}
	}
	return engine.MoveStats{}, false
}

// byMean returns the snapshot's moves, best mean first (ties as
// engine.CompareByMean breaks them: more visits, then the move's text,
// as byVisits and the line under an answer break theirs). The texts go
// byte by byte (no position): the lessons' games, chess and
// tic-tac-toe, order their move texts so.
func byMean(snap engine.Snapshot) []engine.MoveStats {
	ms := append([]engine.MoveStats(nil), snap.Moves...)
	slices.SortStableFunc(ms, engine.CompareByMean(nil))
	return ms
}

// byVisits returns the snapshot's moves, most visited first (ties as
// engine.VisitOrder breaks them, as the player and the study do; the
// texts byte by byte, as byMean's).
func byVisits(snap engine.Snapshot) []engine.MoveStats {
	ms := append([]engine.MoveStats(nil), snap.Moves...)
	slices.SortStableFunc(ms, engine.CompareByVisits(nil))
	return ms
}

// ucbWith is a candidate's UCB1 value with exploration constant c under
// a parent of visits n.
func ucbWith(c engine.Candidate, visits int64, k float64) float64 {
	if c.N == 0 {
		return math.Inf(1)
	}
	return c.Mean + k*math.Sqrt(math.Log(float64(visits))/float64(c.N))
}

// pickWith is the child selection would take with constant k: the
// highest UCB1 value, the first of equals, skipped children passed over.
func pickWith(lv engine.Level, k float64) int {
	best, bestV := -1, math.Inf(-1)
	for i, c := range lv.Children {
		if c.Skipped {
			continue
		}
		if v := ucbWith(c, lv.Visits, k); best < 0 || v > bestV {
			best, bestV = i, v
		}
	}
	return best
}

// candidateLines are a level's children as the lesson shows them: move,
// visits, mean, and the exploration term and UCB1 value with constant k.
func candidateLines(lv engine.Level, k float64) []string {
	lines := []string{fmt.Sprintf("%-6s %6s %7s %8s %7s", "move", "visits", "mean", "explore", "UCB")}
	for _, c := range lv.Children {
		u := ucbWith(c, lv.Visits, k)
		lines = append(lines, fmt.Sprintf("%-6s %6d %7s %8.2f %7.2f", c.Move, c.N, mean(c.Mean), u-c.Mean, u))
	}
	return lines
}

// tableLines are a snapshot's moves, best mean first, with visits, mean and
// the standard error.
func tableLines(snap engine.Snapshot, limit int) []string {
	lines := []string{fmt.Sprintf("%-7s %6s %7s %6s", "move", "visits", "mean", "+- se")}
	for i, m := range byMean(snap) {
		if limit > 0 && i == limit {
			lines = append(lines, fmt.Sprintf("… %d more", len(snap.Moves)-limit))
			break
		}
		se := fmt.Sprintf("%6s", engine.FormatStdErr(m.Rollouts, m.StdErr, 3))
		lines = append(lines, fmt.Sprintf("%-7s %6d %7s %s", m.Text, m.Rollouts, mean(m.Mean), se))
	}
	return lines
}

// playTexts plays display-text moves on a copy of pos.
func playTexts(pos variants.Position, texts []string) (variants.Position, error) {
	p := pos.Clone()
	for _, t := range texts {
		m, err := p.DecodeMove(t)
		if err != nil {
			return nil, err
		}
		p.Play(m)
	}
	return p, nil
}

// exactOf is the solver's value of the position after move text from
// pos, for the side making it; false without a solver.
func exactOf(pos variants.Position, text string) (int, bool) {
	p, err := playTexts(pos, []string{text})
	if err != nil {
		return 0, false
	}
	if o := p.Outcome(); o.Over() {
		return o.ScoreFor(pos.ToMove()), true
	}
	sv, ok := p.(variants.Solver)
	if !ok {
		return 0, false
	}
	return -sv.Value(), true
}
