package uci

import (
	"math/rand/v2"

	"rollout/variants"
)

// restricted is a position whose root offers only some of its legal moves:
// how "go searchmoves" reaches every player without a change to any of
// them. The restriction holds only while no move has been played, so
// rollouts and tree nodes below the root see the full rules. Clones and
// CopyFrom carry the flag, which is what lets the engine clone the root.
type restricted struct {
	variants.Position
	allowed []variants.Move
	atRoot  bool
}

var (
	_ variants.Roller    = (*restricted)(nil)
	_ variants.WinSorter = (*restricted)(nil)
)

// restrict returns pos limited to allowed at its root.
func restrict(pos variants.Position, allowed []variants.Move) *restricted {
	return &restricted{Position: pos.Clone(), allowed: allowed, atRoot: true}
}

// LegalMoves appends the allowed moves at the root, every legal move below.
func (r *restricted) LegalMoves(dst []variants.Move) []variants.Move {
	n := len(dst)
	dst = r.Position.LegalMoves(dst)
	if !r.atRoot {
		return dst
	}
	kept := dst[:n]
	for _, m := range dst[n:] {
		for _, a := range r.allowed {
			if m == a {
				kept = append(kept, m)
				break
			}
		}
	}
	return kept
}

// Play plays m, leaving the root.
func (r *restricted) Play(m variants.Move) {
	r.Position.Play(m)
	r.atRoot = false
}

// Clone copies the position and its root flag.
func (r *restricted) Clone() variants.Position {
	return &restricted{Position: r.Position.Clone(), allowed: r.allowed, atRoot: r.atRoot}
}

// CopyFrom copies src, restricted or not.
func (r *restricted) CopyFrom(src variants.Position) {
	if s, ok := src.(*restricted); ok {
		r.Position.CopyFrom(s.Position)
		r.allowed, r.atRoot = s.allowed, s.atRoot
		return
	}
	r.Position.CopyFrom(src)
	r.atRoot = false
}

// Rollout uses the game's fast loop (rollouts start below the root) or the
// generic one.
func (r *restricted) Rollout(rng *rand.Rand, plyCap int) (variants.Outcome, int) {
	if ro, ok := r.Position.(variants.Roller); ok && !r.atRoot {
		return ro.Rollout(rng, plyCap)
	}
	var buf [256]variants.Move
	for n := 0; ; n++ {
		if o := r.Outcome(); o.Over() {
			return o, n
		}
		if n == plyCap {
			return variants.DrawBy(variants.PlyCap), n
		}
		moves := r.LegalMoves(buf[:0])
		if len(moves) == 0 {
			return variants.DrawBy(variants.Stalemate), n
		}
		r.Play(moves[rng.IntN(len(moves))])
	}
}

// SortWins partitions the moves with the game's fast test when it has one.
func (r *restricted) SortWins(moves []variants.Move) int {
	if ws, ok := r.Position.(variants.WinSorter); ok {
		return ws.SortWins(moves)
	}
	mover, wins := r.ToMove(), 0
	probe := r.Position.Clone()
	for i, m := range moves {
		probe.CopyFrom(r.Position)
		probe.Play(m)
		if w, ok := probe.Outcome().Winner(); ok && w == mover {
			moves[i], moves[wins] = moves[wins], moves[i]
			wins++
		}
	}
	return wins
}

// Hash forwards the game's position key (uct's proof table uses it), or
// hashes the position text when the game has none.
func (r *restricted) Hash() uint64 {
	if h, ok := r.Position.(interface{ Hash() uint64 }); ok {
		return h.Hash()
	}
	var x uint64 = 14695981039346656037
	for _, c := range []byte(r.Encode()) {
		x = (x ^ uint64(c)) * 1099511628211
	}
	return x
}
