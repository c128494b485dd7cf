package uci

import (
	"slices"

	"rollout/engine"
	"rollout/variants"
)

// A proven move's principal variation, as a GUI reads "score mate N":
// the whole mating line, 2N-1 plies (2N when we are mated), the
// winner's shortest mate against the loser's longest defence. The tree
// proves mates where it never makes the line's nodes (the mate search
// at a new node, the tactical search's proofs, the proof table), so
// its line stopped at our move ("score mate 3 ... pv d1a1"). So the
// line is searched here:
// a full-width mate search from the position after the move, to the
// proof's length and a move beyond, within mateNodes positions; the
// score is the mate that line shows. Where the search runs out of
// nodes the tree's line, carried on by the mate search (mateTail), is
// shown, and claims a mate only where it ends in one (else the move's
// mean is its score): no score claims a mate its pv does not show.

// mateNodes bounds one mate line's search, in positions played: some
// 0.1-0.3 s of a core. A mate in two is a few thousand; a quiet mate in
// three in a middlegame can run past it.
const mateNodes = 200_000

// mateSlack is how many plies past the proof's own length the search
// looks, so a proof whose count is short still gets its line, and the
// score the line's length.
const mateSlack = 2

// mateLines is one go's cache of the mate lines searched, by the root
// move and its proof, so the info lines every half second search each
// once. nil searches every time.
type mateLines map[mateKey]mateLine

// mateKey is a root move and its proof.
type mateKey struct {
	move  variants.Move
	proof int
}

// mateLine is a mate search's answer: the line from the root move on
// and the proof it shows (MoveStats.Proof's sign and plies), or ok
// false where the search found none within its nodes.
type mateLine struct {
	line  []variants.Move
	proof int
	ok    bool
}

// provenPV is the principal variation info shows for move m of pos, in
// UCI's move text, and the proof it shows (0: none, so the score is
// the move's mean). line is the tree's variation after m. An unproven
// move's pv is the tree's line (pvTexts); a proven one's the mate
// search's (searchMate), else the tree's line run on to the mate.
func (c mateLines) provenPV(pos variants.Position, m engine.MoveStats, line []variants.Move) ([]string, int) {
	if m.Proof == 0 {
		return pvTexts(pos, m.Move, line, 0), 0
	}
	key := mateKey{m.Move, m.Proof}
	ml, found := c[key]
	if !found {
		ml = searchMate(pos, m.Move, m.Proof)
		if c != nil {
			c[key] = ml
		}
	}
	if ml.ok {
		return movesText(pos, ml.line), ml.proof
	}
	pv := pvTexts(pos, m.Move, line, m.Proof)
	return pv, shownProof(pos, pv, m.Proof)
}

// movesText is moves, played out from pos, in UCI's move text.
func movesText(pos variants.Position, moves []variants.Move) []string {
	p := pos.Clone()
	texts := make([]string, 0, len(moves))
	for _, m := range moves {
		texts = append(texts, p.EncodeMove(m, variants.Canonical))
		p.Play(m)
	}
	return texts
}

// shownProof is the proof pv (texts from pos) shows for a move proven
// proof: its length, signed as proof, where it ends in a win for the
// side proof names (positive: the side to move at pos); else 0.
func shownProof(pos variants.Position, pv []string, proof int) int {
	p := pos.Clone()
	for _, s := range pv {
		m, err := p.DecodeMove(s)
		if err != nil {
			return 0
		}
		p.Play(m)
	}
	w, ok := p.Outcome().Winner()
	switch {
	case !ok:
		return 0
	case proof > 0 && w == pos.ToMove():
		return len(pv)
	case proof < 0 && w != pos.ToMove():
		return -len(pv)
	}
	return 0
}

// searchMate searches the line of first, a move of pos proven proof
// (positive: the side to move at pos wins in that many plies), within
// mateNodes positions: proven a win, the loser's longest defence
// against the shortest mates; proven a loss, the winner's shortest
// mate after it. It looks mateSlack plies past the proof.
func searchMate(pos variants.Position, first variants.Move, proof int) mateLine {
	if !slices.Contains(pos.LegalMoves(nil), first) {
		return mateLine{}
	}
	most := max(proof, -proof) + mateSlack
	ms := &mateSearch{budget: mateNodes}
	ms.grow(most + 1)
	q := ms.at(0, pos)
	q.Play(first)
	me := pos.ToMove()
	if o := q.Outcome(); o.Over() {
		if w, ok := o.Winner(); ok && w == me && proof > 0 {
			return mateLine{[]variants.Move{first}, 1, true}
		}
		return mateLine{}
	}
	if proof > 0 {
		if line, ok := ms.lose(q, most-1, 0); ok {
			return mateLine{append([]variants.Move{first}, line...), 1 + len(line), true}
		}
		return mateLine{}
	}
	for d := 1; d <= most-1; d += 2 {
		if line, ok := ms.win(q, d, 0); ok {
			return mateLine{append([]variants.Move{first}, line...), -1 - len(line), true}
		}
		if ms.out() {
			break
		}
	}
	return mateLine{}
}

// mateSearch is a full-width search for forced wins, any game's: the
// positions of each ply (reused) and the positions it has played.
type mateSearch struct {
	pos    []variants.Position
	moves  [][]variants.Move
	nodes  int
	budget int
}

// grow makes room for plies plies.
func (ms *mateSearch) grow(plies int) {
	for len(ms.pos) <= plies {
		ms.pos = append(ms.pos, nil)
		ms.moves = append(ms.moves, nil)
	}
}

// at is ply's position, a copy of p.
func (ms *mateSearch) at(ply int, p variants.Position) variants.Position {
	if ms.pos[ply] == nil {
		ms.pos[ply] = p.Clone()
	} else {
		ms.pos[ply].CopyFrom(p)
	}
	return ms.pos[ply]
}

// out reports whether the search has used its positions.
func (ms *mateSearch) out() bool { return ms.nodes >= ms.budget }

// win reports whether the side to move at p (not over) wins within d
// plies (odd), and the line: a winning move, then the loser's longest
// defence (lose). Moves that leave the loser fewest replies are tried
// first, the checks in chess.
func (ms *mateSearch) win(p variants.Position, d, ply int) ([]variants.Move, bool) {
	if d < 1 || ms.out() {
		return nil, false
	}
	me := p.ToMove()
	moves := p.LegalMoves(ms.moves[ply][:0])
	ms.moves[ply] = moves
	if d >= 3 {
		replies := make([]int, len(moves))
		for i, m := range moves {
			q := ms.at(ply+1, p)
			q.Play(m)
			ms.nodes++
			ms.moves[ply+1] = q.LegalMoves(ms.moves[ply+1][:0])
			replies[i] = len(ms.moves[ply+1])
		}
		order := make([]int, len(moves))
		for i := range order {
			order[i] = i
		}
		slices.SortStableFunc(order, func(a, b int) int { return replies[a] - replies[b] })
		sorted := make([]variants.Move, len(moves))
		for i, j := range order {
			sorted[i] = moves[j]
		}
		moves = sorted
	} else {
		moves = slices.Clone(moves)
	}
	for _, m := range moves {
		if ms.out() {
			return nil, false
		}
		q := ms.at(ply+1, p)
		q.Play(m)
		ms.nodes++
		if o := q.Outcome(); o.Over() {
			if w, ok := o.Winner(); ok && w == me {
				return []variants.Move{m}, true
			}
			continue
		}
		if d >= 3 {
			if line, ok := ms.lose(q, d-1, ply+1); ok {
				return append([]variants.Move{m}, line...), true
			}
		}
	}
	return nil, false
}

// lose reports whether the side to move at p (not over) loses within d
// plies (even) whatever it plays, and the line: its longest defence,
// each move met by the winner's shortest win (win, deepened a move at
// a time).
func (ms *mateSearch) lose(p variants.Position, d, ply int) ([]variants.Move, bool) {
	if d < 2 || ms.out() {
		return nil, false
	}
	me := p.ToMove()
	moves := slices.Clone(p.LegalMoves(ms.moves[ply][:0]))
	var longest []variants.Move
	for _, m := range moves {
		q := ms.at(ply+1, p)
		q.Play(m)
		ms.nodes++
		if o := q.Outcome(); o.Over() {
			if w, ok := o.Winner(); ok && w != me {
				if longest == nil {
					longest = []variants.Move{m}
				}
				continue
			}
			return nil, false
		}
		// win plays on the plies past q's, so q stands for each depth.
		var line []variants.Move
		found := false
		for k := 1; k <= d-1 && !found; k += 2 {
			line, found = ms.win(q, k, ply+1)
		}
		if !found {
			return nil, false
		}
		if 1+len(line) > len(longest) {
			longest = append([]variants.Move{m}, line...)
		}
	}
	return longest, longest != nil
}
