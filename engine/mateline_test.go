package engine

import (
	"testing"

	"rollout/variants"
	"rollout/variants/chess"
)

// A proven move's principal variation stopped where the visits did: a
// proven child is not searched again after its first visit, so below
// lineVisits the line ended, and UCI printed "score mate -1 ... pv e2e4",
// our move alone. The line now follows the proof to the mate: a move
// mated in one has the mating reply, a mate in N its N moves.
func TestLineRunsToTheMate(t *testing.T) {
	checked := 0
	for _, c := range []struct{ name, fen string }{
		// Every white move is met by ...Ra1#.
		{"mated in one", "K7/2k5/8/8/8/8/4P3/7r w - - 0 1"},
		// Black is mated in one after most of its moves.
		{"mates in one", "k7/8/1K6/8/8/8/8/1Q6 b - - 0 1"},
	} {
		pos, err := chess.Variant.Parse(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range []string{"uct", "default"} {
			res := search(t, mustPlayer(t, Config{Player: name, Seed: 1, Budget: Budget{Rollouts: 4000}, Workers: 1}), pos)
			for i, m := range res.Moves {
				if m.Proof == 0 || res.Lines == nil || res.Lines[i] == nil {
					continue
				}
				p := pos.Clone()
				p.Play(m.Move)
				for _, lm := range res.Lines[i] {
					p.Play(lm)
				}
				checked++
				plies := 1 + len(res.Lines[i])
				if o := p.Outcome(); o.Reason != variants.Checkmate {
					t.Errorf("%s, %s: %s (proof %d) has the line %v, %d plies, which does not end in mate (%v)",
						c.name, name, m.Text, m.Proof, res.Lines[i], plies, o)
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("no proven move had a line: the test checked nothing")
	}
}
