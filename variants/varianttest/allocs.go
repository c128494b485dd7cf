// Package varianttest holds the checks every game's tests share: the parts
// of the variants contract that hold for any game, written once so each
// variant's tests (and the registry's, for every registered game) call the
// same code instead of their own copy.
package varianttest

import (
	"math/rand/v2"
	"testing"

	"rollout/variants"
)

// ZeroAllocs checks that the rollout path allocates nothing from root:
// LegalMoves into a slice with room, CopyFrom, Play, Outcome, and the
// optional Rollout, SortWins, Value and Hash where the game has them. root
// must have a legal move. The race detector allocates on its own, so callers
// skip this under -race.
func ZeroAllocs(t *testing.T, root variants.Position) {
	t.Helper()
	moves := root.LegalMoves(nil)
	if len(moves) == 0 {
		t.Fatalf("ZeroAllocs needs a position with a legal move: %s", root.Encode())
	}
	scratch := root.Clone()
	buf := make([]variants.Move, 0, 256)
	rng := rand.New(rand.NewPCG(1, 2))
	plyCap := root.Variant().PlyCap
	type check struct {
		name string
		f    func()
	}
	checks := []check{
		{"LegalMoves", func() { buf = root.LegalMoves(buf[:0]) }},
		{"CopyFrom", func() { scratch.CopyFrom(root) }},
		{"CopyFrom+Play", func() { scratch.CopyFrom(root); scratch.Play(moves[len(moves)/2]) }},
		{"Outcome", func() { _ = root.Outcome() }},
	}
	if r, ok := scratch.(variants.Roller); ok {
		checks = append(checks, check{"Rollout", func() { scratch.CopyFrom(root); r.Rollout(rng, plyCap) }})
	}
	if ws, ok := root.(variants.WinSorter); ok {
		checks = append(checks, check{"SortWins", func() { buf = root.LegalMoves(buf[:0]); ws.SortWins(buf) }})
	}
	if s, ok := root.(variants.Solver); ok {
		checks = append(checks, check{"Value", func() { _ = s.Value() }})
	}
	if h, ok := root.(variants.Hasher); ok {
		checks = append(checks, check{"Hash", func() { _ = h.Hash() }})
	}
	for _, c := range checks {
		if n := testing.AllocsPerRun(100, c.f); n != 0 {
			t.Errorf("%s %s: %v allocations per call, want 0", root.Variant().Name, c.name, n)
		}
	}
}
