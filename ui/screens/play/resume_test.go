package play

import (
	"testing"

	"rollout/engine"
	"rollout/ui/game"
	"rollout/ui/nav"
)

// rootVisits is the root's visits in a snapshot: the tree's, kept or new.
func rootVisits(s engine.Snapshot) (n int64) {
	for _, m := range s.Moves {
		n += m.Rollouts
	}
	return n
}

// A opened while the game's engine thinks, and left again, goes on with
// the same search: the first snapshot on the way back counts the
// rollouts and visits the engine had, and the rollout budget is spent
// once in all (issue 21 item 12: the search restarted from zero, "0.10 s
// | 991 rollouts" on a tree of 31,655 visits, with a fresh budget).
func TestAnalysisKeepsTheEnginesSearch(t *testing.T) {
	const budget = 6000
	o := DefaultOptions()
	o.Variant = "chess"
	o.Sides[0] = game.SideOptions{Engine: engine.Config{Player: "uct", Workers: 1, Budget: engine.Budget{Rollouts: budget}}}
	o.Sides[1] = game.SideOptions{Human: true}
	m, cmd := newTestModel(t, o, 80, 24, engine.New)
	var before engine.Snapshot
	for before.Rollouts < 500 {
		m, cmd = send(m, runCmd(cmd))
		if l := play(m).live; l != nil {
			before = *l
		}
		if play(m).search == nil {
			t.Fatalf("the search ended at %d rollouts before A", before.Rollouts)
		}
	}
	m, _ = press(m, "A")
	if _, ok := emitted(t, m).(nav.OpenAnalysisMsg); !ok {
		t.Fatal("A did not open the analysis board")
	}
	m, cmd = send(m, nav.ResumePlayMsg{})
	var first *engine.Snapshot
	for play(m).search != nil {
		m, cmd = send(m, runCmd(cmd))
		if l := play(m).live; l != nil && first == nil {
			first = l
		}
	}
	if first == nil || play(m).last == nil {
		t.Fatal("the search did not go on after the analysis board")
	}
	last := play(m).last
	t.Logf("before A: %d rollouts, %d visits, %v; back: first %d rollouts, %d visits, %v; played after %d rollouts, %d visits",
		before.Rollouts, rootVisits(before), before.Elapsed, first.Rollouts, rootVisits(*first), first.Elapsed, last.Rollouts, rootVisits(last.Snapshot))
	if first.Rollouts < before.Rollouts || rootVisits(*first) < rootVisits(before) || first.Elapsed < before.Elapsed {
		t.Errorf("back from A the search starts from %d rollouts, %d visits, %v; it had %d, %d, %v",
			first.Rollouts, rootVisits(*first), first.Elapsed, before.Rollouts, rootVisits(before), before.Elapsed)
	}
	if last.Rollouts != budget || rootVisits(last.Snapshot) > budget {
		t.Errorf("the move was played after %d rollouts (%d visits); the budget is %d in all", last.Rollouts, rootVisits(last.Snapshot), budget)
	}
}
