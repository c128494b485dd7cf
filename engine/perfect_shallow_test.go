package engine

import (
	"testing"

	"rollout/variants"
	"rollout/variants/connect4"
)

// tromp8Reader is a position that reads its value from Tromp's database
// of 8-stone positions (connect4.Position.Tromp8Value).
type tromp8Reader interface {
	Tromp8Value() (value int, ok bool)
}

// shallowTruth is the sweep's second solver, for positions of 0 to 8
// stones: a plain negamax over the variant's own moves (Clone, Play,
// Outcome: no bitboards, no pruning of losing moves, no move order),
// exact values in a memo of its own keyed by the position's text, whose
// leaves at 8 stones are Tromp's database. It shares nothing with the
// solver perfect searches with but the database, which
// connect4's TestTromp8Sample checks against the bare solver, so it
// checks perfect where the bare solver cannot within its budget (a
// proof of 1 to 3 stones takes it minutes to hours).
type shallowTruth struct{ memo map[string]int }

func newShallowTruth() *shallowTruth { return &shallowTruth{memo: map[string]int{}} }

// value returns pos's value for the side to move, and false when pos
// has more than 8 stones or no database.
func (s *shallowTruth) value(pos variants.Position) (int, bool) {
	if _, ok := pos.(tromp8Reader); !ok || pos.Ply() > 8 {
		return 0, false
	}
	return s.negamax(pos), true
}

func (s *shallowTruth) negamax(pos variants.Position) int {
	if o := pos.Outcome(); o.Over() {
		return o.ScoreFor(pos.ToMove())
	}
	if v, ok := pos.(tromp8Reader).Tromp8Value(); ok {
		return v
	}
	key := pos.Encode()
	if v, ok := s.memo[key]; ok {
		return v
	}
	best := -1
	for _, m := range pos.LegalMoves(nil) {
		c := pos.Clone()
		c.Play(m)
		if v := -s.negamax(c); v > best {
			best = v
			if best == 1 {
				break // nothing beats a win, so the value is exact
			}
		}
	}
	s.memo[key] = best
	return best
}

// TestShallowTruthPublished: the second solver gives the published
// values of the empty board and of every first move (Allen and Allis
// 1988, Tromp 1995: X wins in the centre column, draws next to it,
// loses elsewhere), from Tromp's database 8 stones down, so its search
// and its reading of the database agree with results found
// independently of both.
func TestShallowTruthPublished(t *testing.T) {
	if testing.Short() {
		t.Skip("searches every position of up to 8 stones")
	}
	s := newShallowTruth()
	if v, ok := s.value(connect4.New()); !ok || v != 1 {
		t.Errorf("empty board: %+d (%v), want +1 for X", v, ok)
	}
	for col, want := range []int{-1, -1, 0, 1, 0, -1, -1} {
		p := connect4.New()
		p.Play(variants.Move(col))
		if v, ok := s.value(p); !ok || -v != want {
			t.Errorf("X in %c: %+d for X (%v), want %+d", 'a'+col, -v, ok, want)
		}
	}
	t.Logf("%d positions of up to 7 stones searched", len(s.memo))
}
