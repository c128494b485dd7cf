package study

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"rollout/engine"
	"rollout/variants"
)

// Predict mode (x): before n shows a selection, an expansion or a
// backpropagation, the screen asks what it will do: which of the root's
// moves selection goes through, which move expansion adds a node for,
// what backpropagation adds to the deepest node for the side that moved
// into it. A digit answers; the phase then runs and is shown, and the
// message says whether the answer was right, the status line keeping the
// score (right of asked). A question is asked only where the phase's
// rule decides it from what the screen shows: selection by UCB1 once
// every root move has a node, expansion in legal-move order (no
// priors), and backpropagation of any tree player's rollout. Other keys
// than a digit drop the question unscored and do what they do.

// question is an open prediction: what is asked, the choices (one a
// digit, 1 first) and the phase it is about.
type question struct {
	phase   engine.Phase
	ask     string
	choices []string
}

// prediction is the answer given while its phase runs: scored when the
// phase's event arrives (scorePrediction).
type prediction struct {
	phase  engine.Phase
	answer string
}

// predictState is predict mode's state: on, the open question, the
// answer waiting for its phase, the score.
type predictState struct {
	on           bool
	q            *question
	waiting      *prediction
	right, asked int
}

// noneChoice is the choice for a phase that adds or picks nothing.
const noneChoice = "nothing"

// ask builds the question for the phase n would show next, or nil where
// predict mode asks none (simulation, a flat or roulette choice, a
// choice the screen cannot show the rule of).
func (s *Model) ask() *question {
	info := s.player()
	if !info.Tree {
		return nil
	}
	switch s.f.next {
	case engine.PhaseSelect:
		return s.askSelect()
	case engine.PhaseExpand:
		return s.askExpand()
	case engine.PhaseBackprop:
		return s.askBackprop()
	}
	return nil
}

// askSelect asks which root move selection goes through: only under
// UCB1 without knowledge (priors and minimax values, which the table
// does not show, would decide), once every root move has a node (before that selection stops at
// the root) and while no root move is proven (a proof changes the rule).
// At most nine moves are offered, the nine highest UCBs (the answer
// among them), in legal-move order so the order gives nothing away.
func (s *Model) askSelect() *question {
	if !s.player().SelectsByUCB || s.cfg.Prior != 0 || s.cfg.Minimax != 0 {
		return nil // knowledge the table does not show decides
	}
	moves := s.f.snap.Moves
	if len(moves) < 2 {
		return nil
	}
	idx := make([]int, 0, len(moves))
	for i, m := range moves {
		if m.Rollouts == 0 || m.Proof != 0 {
			return nil
		}
		idx = append(idx, i)
	}
	if len(idx) > 9 {
		sort.SliceStable(idx, func(a, b int) bool { return moves[idx[a]].UCB > moves[idx[b]].UCB })
		idx = idx[:9]
		sort.Ints(idx)
	}
	q := &question{phase: engine.PhaseSelect, ask: "Predict: which root move will selection go through?"}
	for _, i := range idx {
		q.choices = append(q.choices, moves[i].Text)
	}
	return q
}

// askExpand asks which move expansion adds a node for at the leaf
// selection stopped at: the first of its moves without a node, in
// legal-move order, or nothing where the game is over or the value
// proven. Up to eight of the leaf's moves are offered, in that order,
// around the one due, and "nothing"; the question names the last move
// given a node, so the order is all a learner needs to know.
func (s *Model) askExpand() *question {
	sel := s.event(engine.PhaseSelect)
	if sel == nil || s.cfg.Prior != 0 {
		return nil
	}
	pos, _ := s.play(s.root, s.pathTexts())
	legal := pos.LegalMoves(nil)
	created := 0
	if sub, ok := s.subtree(sel.Select.Leaf); ok { // its children are its first moves
		created = len(sub.Children) + sub.More
	}
	from := max(0, min(created-3, len(legal)-8))
	// The rule's order is the move generator's, which the screen shows
	// nowhere else: the choices are in it, and the question says where
	// the leaf's nodes stand in it.
	made := "none has one yet"
	if created > 0 && created <= len(legal) {
		made = "the last to get one was " + pos.EncodeMove(legal[created-1], variants.Display)
	}
	q := &question{phase: engine.PhaseExpand,
		ask: "Predict: which move will expansion add a node for? The leaf's moves get nodes in the order listed; " + made + "."}
	for _, m := range legal[from:min(len(legal), from+8)] {
		q.choices = append(q.choices, pos.EncodeMove(m, variants.Display))
	}
	q.choices = append(q.choices, noneChoice)
	return q
}

// subtree is the stepper's node id with its children (all of them).
func (s *Model) subtree(id engine.NodeID) (engine.TreeNode, bool) {
	st := s.step
	st.mu.Lock()
	defer st.mu.Unlock()
	return st.s.Subtree(id, engine.TreeOptions{Depth: 1})
}

// askBackprop asks what backpropagation adds to the deepest node of the
// path, for the side that moved into it: the rollout's result with that
// side's sign (under rb a fraction, so the choices are signs).
func (s *Model) askBackprop() *question {
	sim := s.event(engine.PhaseSimulate)
	if sim == nil {
		return nil
	}
	side := s.deepSide(sim.Simulate.Depth)
	q := &question{phase: engine.PhaseBackprop,
		ask: fmt.Sprintf("Predict: what will backpropagation add to the deepest node, for %s (who moved into it)?", s.v.Side(side))}
	if s.cfg.Estimator == engine.Plain {
		q.choices = []string{"+1", "0", "-1"}
	} else {
		q.choices = []string{"more than 0", "0", "less than 0"}
	}
	return q
}

// deepSide is the side that moved into a node at depth d: the root's
// side to move at odd depths, the other at even ones (the root's own
// figures are for the side not to move).
func (s *Model) deepSide(d int) variants.Side {
	if d%2 == 1 {
		return s.root.ToMove()
	}
	return s.root.ToMove().Other()
}

// outcome is what the phase just shown did, as the choice that names it.
func (s *Model) outcome(ev *engine.Event) (string, bool) {
	switch ev.Phase {
	case engine.PhaseSelect:
		if len(ev.Select.Levels) == 0 {
			return "", false
		}
		lv := ev.Select.Levels[0]
		return lv.Children[lv.Chosen].Move, true
	case engine.PhaseExpand:
		if ev.Expand.Node == engine.NoNode {
			return noneChoice, true
		}
		return ev.Expand.Move, true
	case engine.PhaseBackprop:
		nodes := ev.Backprop.Nodes
		if len(nodes) == 0 {
			return "", false
		}
		a := nodes[len(nodes)-1].Added
		switch {
		case s.cfg.Estimator != engine.Plain && a > 1e-9:
			return "more than 0", true
		case s.cfg.Estimator != engine.Plain && a < -1e-9:
			return "less than 0", true
		case math.Abs(a) <= 1e-9:
			return "0", true
		}
		return fmt.Sprintf("%+.0f", a), true
	}
	return "", false
}

// scorePrediction scores the answer waiting for the phase just shown,
// and says how it went.
func (s *Model) scorePrediction() {
	p := s.pr.waiting
	if p == nil || s.last == nil || s.last.Phase != p.phase {
		return
	}
	s.pr.waiting = nil
	got, ok := s.outcome(s.last)
	if !ok {
		return
	}
	s.pr.asked++
	what := map[engine.Phase]string{engine.PhaseSelect: "selection went through", engine.PhaseExpand: "expansion added",
		engine.PhaseBackprop: "backpropagation added"}[p.phase]
	if got == p.answer {
		s.pr.right++
		s.note(false, "Right: %s %s (%d of %d)", what, got, s.pr.right, s.pr.asked)
		return
	}
	s.note(true, "Not this time: %s %s, not %s (%d of %d)", what, got, p.answer, s.pr.right, s.pr.asked)
}

// questionLines draw the open question in the phase panel's place: the
// question, the choices numbered and packed into rows, how to answer.
func (s Model) questionLines(q *question, w int) []string {
	out := []string{s.Styles.Bold.Render(q.ask)}
	var parts []string
	for i, c := range q.choices {
		parts = append(parts, fmt.Sprintf("%d %s ", i+1, c)) // two spaces apart
	}
	for _, l := range wrapWords(parts, w) {
		out = append(out, row(strings.TrimRight(l, " ")))
	}
	out = append(out, s.Styles.Dim.Render(fmt.Sprintf("1-%d answers, x ends predict mode", len(q.choices))))
	return out
}

// askingSelect reports whether a question asks which child selection
// takes: the UCB columns are then hidden.
func (s Model) askingSelect() bool { return s.pr.q != nil && s.pr.q.phase == engine.PhaseSelect }
