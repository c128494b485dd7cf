package engine

import (
	"math"

	"rollout/variants"
)

// Config.History: what the search learns of a move, kept apart from
// the node it was played at. Under progressive widening a node makes
// its children best prior first, in an order fixed at its first
// expansion from the game's static priors, so a move the priors rate
// low is made late at every node, even after the search has found it
// strong at the node's cousins (the job of the history heuristic and
// killer moves in alpha-beta, and of MAST's move statistics in MCTS).
// The history table keeps, for each move and the side that plays it,
// how much better than its parent's value the iterations through it
// came out (its advantage), and a node's first expansion adds to each
// move's prior W times that advantage's mean, shrunk towards 0 while
// the move has few samples. The game stays the game's: a move is a
// variants.Move, hashed with its side into a table of fixed size.

// historyBits is the log2 of the history table's entries: 8,192 of 8
// bytes, 64 KiB a tree (chess has at most 4,096 from-to squares a
// side, most never played).
const historyBits = 13

// historyShrink is the samples a move's mean advantage is shrunk by:
// its bonus is W·sum/(n + historyShrink), so one sample counts for a
// ninth of its advantage and a hundred for nearly all.
const historyShrink = 8

// MaxHistory is the largest weight Config.History takes: priors lie in
// [0, 1] and an advantage in [-2, 2], so 100 lets the history outweigh
// any prior.
const MaxHistory = 100.0

// moveHistory is a tree's history table: per slot (a move and the side
// that plays it, hashed), the sum of the advantages the backups
// recorded and their count, both halved at each search's start
// (age), so what the last search learnt still counts, less.
type moveHistory struct {
	slots [1 << historyBits]historySlot
}

// historySlot is one entry of the history table.
type historySlot struct {
	sum, n float32
}

// historySlotOf is the table index of move m played by side s.
func historySlotOf(m variants.Move, s variants.Side) uint32 {
	return uint32((uint64(m)<<1 | uint64(s&1)) * 0x9e3779b97f4a7c15 >> (64 - historyBits))
}

// age halves every slot's sum and count: a new search (the next move of
// a game, its tree reused) keeps the last one's history at half weight.
func (h *moveHistory) age() {
	for i := range h.slots {
		h.slots[i].sum *= 0.5
		h.slots[i].n *= 0.5
	}
}

// recordHistory adds iteration sample s (scored for the root's side to
// move) to the history of every move on t.path: the move into each
// node below the root, for the side that played it, gains s for that
// side less the value its parent had for it before this iteration (the
// parent's mean is for the opponent, the side that moved into the
// parent). Backpropagate calls it before it adds s to the path.
func (t *tree) recordHistory(s sample) {
	h := t.hist
	v := float64(s.value) / fixedOne
	path := t.path
	for d := 1; d < len(path); d++ {
		ps := &t.nodes[path[d-1]].stats
		if ps.n == 0 {
			continue
		}
		x, side := -v, t.rootSide.Other()
		if d%2 == 1 { // moved into by the root's side
			x, side = v, t.rootSide
		}
		adv := x + float64(ps.sum)/float64(ps.n)/fixedOne
		cn := &t.nodes[path[d]]
		e := &h.slots[historySlotOf(cn.move, side)]
		e.sum += float32(adv)
		e.n++
		// Config.HistoryKiller: the parent's most visited child, with
		// this iteration's visit, where the parent has killerVisits,
		// is the killer at its depth.
		if t.killB > 0 && d < maxKillerDepth && ps.n+1 >= killerVisits && t.mostVisited(path[d-1], path[d]) {
			t.killers[d] = cn.move
		}
	}
}

// mostVisited reports whether child c of node n, given the visit the
// backup is adding, has more visits than each of its siblings.
func (t *tree) mostVisited(n, c int32) bool {
	k := t.nodes[c].stats.n + 1
	for s := t.nodes[n].child; s >= 0; s = t.nodes[s].next {
		if s != c && t.nodes[s].stats.n >= k {
			return false
		}
	}
	return true
}

// historyBonus is what the history adds to the prior of move m played
// by side s: W times its mean advantage, shrunk by historyShrink
// samples (Config.HistoryShrink's where set).
func (t *tree) historyBonus(m variants.Move, s variants.Side) float64 {
	e := &t.hist.slots[historySlotOf(m, s)]
	return t.histW * float64(e.sum) / (float64(e.n) + t.histShrink)
}

// MaxHistoryShrink is the largest Config.HistoryShrink.
const MaxHistoryShrink = 1000.0

// MaxHistoryKiller is the largest Config.HistoryKiller: priors lie in
// [0, 1].
const MaxHistoryKiller = 1.0

// killerVisits is the visits a node needs before its most visited
// child is a killer (Config.HistoryKiller): fewer are not a choice.
const killerVisits = 16

// maxKillerDepth bounds the depths that keep a killer.
const maxKillerDepth = 64

// killerAt is the killer move for a child of the node at depth d
// (Config.HistoryKiller), variants.NoMove if none.
func (t *tree) killerAt(d int) variants.Move {
	if d+1 < maxKillerDepth {
		return t.killers[d+1]
	}
	return variants.NoMove
}

// historyPrior is prior p of move m played by side s, kill the killer
// of the node's depth, corrected by the history: its bonus, and
// Config.HistoryKiller's if m is the killer.
func (t *tree) historyPrior(p float64, m, kill variants.Move, s variants.Side) float64 {
	p += t.historyBonus(m, s)
	if m == kill && t.killB > 0 {
		p += t.killB
	}
	return p
}

// CheckHistory reports whether cfg's history weight (Config.History)
// is one a search of pos can play: 0 and HistoryOff always are; above 0 it needs the
// game's priors turned on (-prior W, or the default player), whose
// order it corrects, and one tree a worker (its table is the tree's,
// filled by the backups a shared tree's walkers run at once).
func CheckHistory(cfg Config, pos variants.Position) error {
	if err := checkHistoryParts(cfg); err != nil {
		return err
	}
	w := cfg.History
	if w == HistoryOff {
		return nil
	}
	if math.IsNaN(w) || math.IsInf(w, 0) || w < 0 || w > MaxHistory {
		return errorf("-history %v: want a weight from 0 (off) to %g", w, MaxHistory)
	}
	if w == 0 {
		return nil
	}
	if _, ok := pos.(variants.Priorer); !ok || cfg.Prior <= 0 {
		return errorf("-history %g: corrects the order of the game's priors, and %s", w, noPriors(cfg, pos))
	}
	if cfg.sharesTree() {
		return errorf("-history %g: not with -parallel tree, whose walkers back up at once", w)
	}
	return nil
}

// checkHistoryParts reports whether the history's own parts
// (Config.HistoryShrink, HistoryKiller, HistoryLate) are in range and,
// where set, have the history on (cfg.History above 0) to correct.
func checkHistoryParts(cfg Config) error {
	if k := cfg.HistoryShrink; !(k >= 0 && k <= MaxHistoryShrink) {
		return errorf("-history-shrink %v: want samples from 0 (%d) to %g", k, historyShrink, MaxHistoryShrink)
	}
	if b := cfg.HistoryKiller; !(b >= 0 && b <= MaxHistoryKiller) {
		return errorf("-history-killer %v: want a bonus from 0 (off) to %g", b, MaxHistoryKiller)
	}
	if cfg.History > 0 {
		return nil
	}
	switch {
	case cfg.HistoryShrink > 0:
		return errorf("-history-shrink %g: shrinks the move history, which is off (-history W)", cfg.HistoryShrink)
	case cfg.HistoryKiller > 0:
		return errorf("-history-killer %g: a bonus of the move history, which is off (-history W)", cfg.HistoryKiller)
	case cfg.HistoryLate:
		return errorf("-history-late: a rule of the move history, which is off (-history W)")
	}
	return nil
}

// noPriors says why a search of pos by cfg has no priors.
func noPriors(cfg Config, pos variants.Position) string {
	if _, ok := pos.(variants.Priorer); !ok {
		return pos.Variant().Name + " has none"
	}
	return "-prior is off (-prior W, or the default player)"
}
