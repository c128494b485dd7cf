package engine

import (
	"math"

	"rollout/variants"
)

// The Stepper's phases: each runs the player's own phase code and then
// copies out what a learner needs to see. The explanation (every
// candidate's figures) is read from the tree after the real code chose,
// so the choice shown is always the one the player made.

func (s *Stepper) selectPhase() SelectEvent {
	if !s.treeOK {
		return s.flatSelect()
	}
	t := s.t
	s.leaf, s.depth = t.descend()
	ev := SelectEvent{Leaf: NodeID(s.leaf), Depth: s.depth, Stop: s.stopReason(s.leaf)}
	pos := s.root.Clone()
	for d := 0; d+1 < len(t.path); d++ {
		ev.Levels = append(ev.Levels, s.level(t.path[d], d, pos, t.path[d+1]))
		pos.Play(t.nodes[t.path[d+1]].move)
	}
	return ev
}

// stopReason says why selection stopped at n.
func (s *Stepper) stopReason(n int32) string {
	nd := &s.t.nodes[n]
	switch {
	case n != 0 && (nd.outcome.Over() || nd.moves == 0):
		return "terminal"
	case n != 0 && nd.proven != 0:
		return "proven"
	}
	return "unexpanded"
}

// level describes the choice at node n (at depth d, position pos) that
// went to child chosen, with the rules of selectChild: proven children
// are skipped while any child is open; with none open, the shortest
// proven win is taken; otherwise the highest UCB1 value (with knowledge,
// the highest Value), PUCT's choice, or the roulette wheel.
func (s *Stepper) level(n int32, d int, pos variants.Position, chosen int32) Level {
	t := s.t
	nd := &t.nodes[n]
	lv := Level{Node: NodeID(n), Depth: d, ToMove: pos.ToMove(), Visits: nd.stats.n, Rule: "ucb"}
	switch {
	case t.roulette:
		lv.Rule = "roulette"
	case t.puct:
		lv.Rule = "puct"
	}
	// selectInformed's knowledge: the minimax blend and the progressive
	// bias, which Value adds to what UCB shows.
	informed := !t.roulette && !t.puct && (t.ev != nil || t.pr != nil)
	if informed {
		lv.Minimax, lv.Prior = t.a, t.w
	}
	kids := t.children(n)
	open, anyWin := false, false
	for _, c := range kids {
		switch t.nodes[c].proven {
		case 1:
			anyWin = true
		case 0:
			open = true
		}
	}
	if anyWin && !open {
		lv.Rule = "proven win"
	}
	logN := math.Log(float64(nd.stats.n))
	ec := t.explorationAt(n)
	sq := math.Sqrt(float64(nd.stats.n))
	if t.puct {
		// selectPUCT's constant, and its blend of mean and minimax.
		lv.Minimax, lv.C = t.a, t.puctC
		if t.ev == nil {
			lv.Minimax = 0
		}
		if n == 0 && t.rootC > 0 {
			lv.C = t.rootC
		}
	}
	total := 0.0
	for i, c := range kids {
		cn := &t.nodes[c]
		cd := Candidate{
			Node: NodeID(c), Move: pos.EncodeMove(cn.move, variants.Display),
			N: cn.stats.n, Mean: cn.stats.mean(), Proven: cn.proven,
			Skipped: open && cn.proven != 0,
			UCB:     ucb(&cn.stats, logN, ec),
		}
		cd.Explore = cd.UCB - cd.Mean
		if cn.stats.n == 0 {
			cd.Explore = math.Inf(1)
		}
		cd.Value = cd.UCB
		switch {
		case informed:
			cd.Value = cn.keptScore(ec*math.Sqrt(logN), t.w)
			if t.pr != nil {
				cd.Prior = float64(cn.prior)
			}
		case t.puct:
			cd.Value, cd.Prior = t.puctValue(cn, lv.C, sq), float64(cn.prior)
		}
		if t.roulette && !cd.Skipped {
			cd.Share = reward(&cn.stats) + rouletteFloor
			total += cd.Share
		}
		if c == chosen {
			lv.Chosen = i
		}
		lv.Children = append(lv.Children, cd)
	}
	lv.normalizeShares(total)
	if lv.Rule == "ucb" {
		won := lv.Children[lv.Chosen].Value
		for _, c := range lv.Children {
			if !c.Skipped && c.Value == won {
				lv.Tied++
			}
		}
	}
	return lv
}

// children lists n's children in legal-move order (they are linked
// newest first).
func (t *tree) children(n int32) []int32 {
	var kids []int32
	for c := t.nodes[n].child; c >= 0; c = t.nodes[c].next {
		kids = append(kids, c)
	}
	for i, j := 0, len(kids)-1; i < j; i, j = i+1, j-1 {
		kids[i], kids[j] = kids[j], kids[i]
	}
	return kids
}

func (s *Stepper) expandPhase() ExpandEvent {
	t := s.t
	ev := ExpandEvent{Parent: NodeID(s.leaf), Node: NoNode}
	parent := s.leaf
	c, d, ok := t.expand(s.leaf, s.depth)
	if !ok {
		ev.Reason = s.stopReason(parent)
		if ev.Reason == "unexpanded" {
			ev.Reason = "full"
		}
		return ev
	}
	s.leaf, s.depth = c, d
	nd := &t.nodes[c]
	ev.Node, ev.Depth, ev.Proven = NodeID(c), d, nd.proven
	ev.Move = s.nodePosition(parent).EncodeMove(nd.move, variants.Display)
	if nd.outcome.Over() {
		ev.Outcome = s.outcomeText(nd.outcome)
	}
	return ev
}

func (s *Stepper) simulatePhase() SimulateEvent {
	if !s.treeOK {
		return s.flatSimulate()
	}
	t := s.t
	nd := &t.nodes[s.leaf]
	exact := s.leaf != 0 && (nd.proven != 0 || nd.outcome.Over())
	u := t.iter
	s.pend = s.traced(t.k, func() sample { return t.simulate(s.leaf, s.depth) })
	ev := SimulateEvent{From: NodeID(s.leaf), Depth: s.depth, Exact: exact, Complete: true}
	if exact {
		s.fillResult(&ev, s.pend)
		if nd.outcome.Over() {
			ev.Outcome = s.outcomeText(nd.outcome)
		} else {
			ev.Outcome = "proven"
		}
		return ev
	}
	s.fillRollout(&ev, t.k, t.pos, t.base, u)
	return ev
}

// outcomeText says how a game ended in the game's own words ("O wins by
// three in a row", "Black wins by checkmate", "Draw by ply cap"), as the
// cli and the play screen say it (Variant.OutcomeText): events are shown
// to learners as they are, and Outcome.String's "second wins" is no
// game's word.
func (s *Stepper) outcomeText(o variants.Outcome) string {
	return s.root.Variant().OutcomeText(o)
}

// traced runs a simulation with the kernel recording a Rao-Blackwellised
// rollout's plies into the stepper's buffer, and a fast rollout loop's
// moves where the variant can report them (variants.RolloutRecorder).
func (s *Stepper) traced(k *kernel, run func() sample) sample {
	s.rbBuf.reset()
	if s.cfg.Estimator == RaoBlackwell {
		k.trace = &s.rbBuf
		defer func() { k.trace = nil }()
	}
	k.record, k.recorded = &s.recBuf, false
	defer func() { k.record = nil }()
	return run()
}

// fillResult copies a sample's figures into ev.
func (s *Stepper) fillResult(ev *SimulateEvent, sm sample) {
	ev.Result, ev.Value = sm.plain, float64(sm.value)/fixedOne
	ev.Plies, ev.Capped = int(sm.plies), sm.capped
}

// fillRollout fills ev for the rollout that kernel k just ran from start
// (at ev.Depth plies from the root) as work unit u of base seed base:
// its outcome, and its moves (recorded under rb, recovered under plain).
func (s *Stepper) fillRollout(ev *SimulateEvent, k *kernel, start variants.Position, base, u uint64) {
	s.fillResult(ev, s.pend)
	end := k.scratch.Encode()
	switch o := k.scratch.Outcome(); {
	case o.Over():
		ev.Outcome = s.outcomeText(o)
	case ev.Capped:
		ev.Outcome = s.outcomeText(variants.DrawBy(variants.PlyCap))
	default: // rb: the rest of the game was integrated, not played
		ev.Outcome = "integrated"
	}
	if s.cfg.Estimator == RaoBlackwell {
		ev.Moves = append([]string(nil), s.rbBuf.moves...)
		ev.RB = append([]RBPly(nil), s.rbBuf.plies...)
		return
	}
	if k.recorded {
		ev.Moves = lineTexts(start, s.recBuf)
		return
	}
	ev.Moves, ev.Complete = k.rolloutMoves(start, base, u, ev.Plies-ev.Depth, end)
}

// lineTexts plays moves from start (a copy) and returns their display
// texts.
func lineTexts(start variants.Position, moves []variants.Move) []string {
	pos := start.Clone()
	texts := make([]string, len(moves))
	for i, m := range moves {
		texts[i] = pos.EncodeMove(m, variants.Display)
		pos.Play(m)
	}
	return texts
}

func (s *Stepper) backpropPhase() BackpropEvent {
	if !s.treeOK {
		return s.flatBackprop()
	}
	t := s.t
	ev := BackpropEvent{Result: float64(s.pend.value) / fixedOne}
	path := append([]int32(nil), t.path...)
	before := make([]node, len(path))
	for d, n := range path {
		before[d] = t.nodes[n]
	}
	t.backpropagate(s.pend)
	pos := s.root.Clone()
	for d, n := range path {
		nd := &t.nodes[n]
		up := NodeUpdate{
			Node: NodeID(n), Depth: d, For: s.sideInto(d),
			NBefore: before[d].stats.n, NAfter: nd.stats.n,
			WBefore: float64(before[d].stats.sum) / fixedOne, WAfter: float64(nd.stats.sum) / fixedOne,
			Proven: nd.proven, NewlyProven: before[d].proven == 0 && nd.proven != 0,
		}
		up.Added = up.WAfter - up.WBefore
		if d > 0 {
			up.Move = pos.EncodeMove(nd.move, variants.Display)
			pos.Play(nd.move)
		}
		ev.Nodes = append(ev.Nodes, up)
	}
	return ev
}

// sideInto is the side that moved into a node at depth d: the root's
// side to move at odd depths (the root itself: the other side).
func (s *Stepper) sideInto(d int) variants.Side {
	if d%2 == 1 {
		return s.root.ToMove()
	}
	return s.root.ToMove().Other()
}

// nodePosition replays the moves from the root to node n.
func (s *Stepper) nodePosition(n int32) variants.Position {
	var moves []variants.Move
	for ; n > 0; n = s.t.nodes[n].parent {
		moves = append(moves, s.t.nodes[n].move)
	}
	pos := s.root.Clone()
	for i := len(moves) - 1; i >= 0; i-- {
		pos.Play(moves[i])
	}
	return pos
}

// normalizeShares divides each child's Share by total, the sum of them
// all, so the shares say what fraction of the choice each child holds;
// with a total of 0 they stay 0.
func (lv *Level) normalizeShares(total float64) {
	if total > 0 {
		for i := range lv.Children {
			lv.Children[i].Share /= total
		}
	}
}
