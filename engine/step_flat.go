package engine

import "rollout/variants"

// The flat players' phases. Their "tree" is the root and one node per
// legal move (NodeID i+1 for legal move i); an iteration is one work unit
// of spread: select names the root move the unit goes through (each
// active move in turn), simulate runs the unit's rollout, backpropagate
// adds it to that move and to the root.

func (s *Stepper) flatSelect() SelectEvent {
	sp := s.sp
	a := s.unit % int64(len(sp.active))
	s.arm = sp.active[a]
	lv := Level{Node: 0, ToMove: s.root.ToMove(), Visits: sp.done, Chosen: s.arm, Rule: "round robin"}
	active := make([]bool, len(s.legal))
	for _, i := range sp.active {
		active[i] = true
	}
	var total float64
	for i := range s.legal {
		ts := &sp.tallies[i]
		c := Candidate{Node: NodeID(i + 1), Move: s.texts[i], N: ts.n, Mean: ts.mean(), Skipped: !active[i]}
		if sp.scored && active[i] { // roulette: the wheel share
			c.Share = float64(ts.tong)
			total += c.Share
		}
		lv.Children = append(lv.Children, c)
	}
	lv.normalizeShares(total)
	return SelectEvent{Levels: []Level{lv}, Leaf: NodeID(s.arm + 1), Depth: 1, Stop: "flat"}
}

func (s *Stepper) flatSimulate() SimulateEvent {
	sp := s.sp
	u := s.unit
	a := u % int64(len(sp.active))
	s.pend = s.traced(s.k, func() sample {
		_, sm := sp.unit(s.k, u)
		return sm
	})
	ev := SimulateEvent{From: NodeID(s.arm + 1), Depth: 1, Complete: true}
	s.fillRollout(&ev, s.k, sp.children[a], sp.base, uint64(u))
	return ev
}

func (s *Stepper) flatBackprop() BackpropEvent {
	sp := s.sp
	ts := &sp.tallies[s.arm]
	var rootSum int64
	for i := range sp.tallies {
		rootSum += sp.tallies[i].sum
	}
	root := NodeUpdate{Node: 0, For: s.root.ToMove().Other(), NBefore: sp.done, WBefore: -float64(rootSum) / fixedOne}
	move := NodeUpdate{Node: NodeID(s.arm + 1), Move: s.texts[s.arm], Depth: 1, For: s.root.ToMove(),
		NBefore: ts.n, WBefore: float64(ts.sum) / fixedOne}
	ts.add(s.pend)
	sp.done++
	s.unit++
	v := float64(s.pend.value) / fixedOne
	root.NAfter, root.WAfter, root.Added = sp.done, root.WBefore-v, -v
	move.NAfter, move.WAfter, move.Added = ts.n, float64(ts.sum)/fixedOne, v
	return BackpropEvent{Result: v, Nodes: []NodeUpdate{root, move}}
}

// flatPosition is the position after root move i (node i+1).
func (s *Stepper) flatPosition(id NodeID) variants.Position {
	pos := s.root.Clone()
	if id > 0 {
		pos.Play(s.legal[id-1])
	}
	return pos
}
