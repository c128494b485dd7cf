package engine

import (
	"context"
	"testing"
	"time"

	"rollout/variants"
	"rollout/variants/tictactoe"
)

// mostFrames runs one search of pos and returns its snapshots, the
// result's last.
func mostFrames(t *testing.T, p Player, pos variants.Position) []Snapshot {
	t.Helper()
	ch, done := searchAsync(context.Background(), p, pos)
	var frames []Snapshot
	for s := range ch {
		frames = append(frames, s)
	}
	out := <-done
	if out.err != nil {
		t.Fatal(out.err)
	}
	return append(frames, out.res.Snapshot)
}

// checkMost holds every frame of one search to its MostRollouts: the
// same figure in each, want when want > 0 (else at least the budget),
// and no move counting more. want 0 asks only for at least budget.
func checkMost(t *testing.T, name string, frames []Snapshot, budget, want int64) {
	t.Helper()
	most := frames[0].MostRollouts
	if want > 0 && most != want || want == 0 && most < budget {
		t.Errorf("%s: MostRollouts %d, want %d (budget %d)", name, most, want, budget)
	}
	for i, s := range frames {
		if s.MostRollouts != most {
			t.Errorf("%s: frame %d of %d says %d, the first %d", name, i, len(frames), s.MostRollouts, most)
		}
		for _, m := range s.Moves {
			if m.Rollouts > most {
				t.Errorf("%s: frame %d: %s counts %d, above MostRollouts %d", name, i, m.Text, m.Rollouts, most)
			}
		}
	}
}

// A search with an iteration budget says from its first snapshot the
// most rollouts a move can count, and no move counts more: flat's and
// roulette's budget over the moves (unit u goes to move u%9), uct's on
// one tree, on a tree per worker, on a shared tree, and on a tree kept
// from the last move (whose kept visits it adds). A time budget bounds
// nothing in advance: 0.
func TestMostRolloutsBoundsEveryRow(t *testing.T) {
	start := tictactoe.Variant.Start()
	const budget = 50_001
	for _, name := range []string{"flat", "roulette"} {
		p := mustPlayer(t, Config{Player: name, Budget: Budget{Rollouts: budget}, Seed: 1, Workers: 2})
		checkMost(t, name, mostFrames(t, p, start), budget, (budget+8)/9)
	}
	for _, tc := range []struct {
		name string
		cfg  Config
	}{
		{"uct", Config{Player: "uct", Workers: 1}},
		{"uct spread over 2 trees", Config{Player: "uct", Workers: 2, WorkerSpread: 2}},
		{"uct on a shared tree", Config{Player: "uct", Workers: 2, Parallel: ParallelTree}},
		{"default", Config{Player: DefaultPlayer, Workers: 1}},
	} {
		tc.cfg.Budget, tc.cfg.Seed = Budget{Rollouts: budget}, 3
		p := mustPlayer(t, tc.cfg)
		first := mostFrames(t, p, start)
		want := int64(budget)
		if tc.cfg.WorkerSpread > 0 {
			want *= 2 // every tree runs the whole budget
		}
		checkMost(t, tc.name, first, budget, want)
		// Two plies on, the tree kept below them counts too.
		pos := start.Clone()
		pos.Play(first[len(first)-1].Best)
		var reply []variants.Move
		reply = pos.LegalMoves(reply)
		pos.Play(reply[0])
		again := mostFrames(t, p, pos)
		checkMost(t, tc.name+", kept tree", again, budget, 0)
		if kept := again[0].MostRollouts - want; kept <= 0 {
			t.Errorf("%s, kept tree: MostRollouts %d counts no kept visit over the %d iterations", tc.name, again[0].MostRollouts, want)
		}
	}
	p := mustPlayer(t, Config{Player: "flat", Budget: Budget{Time: 50 * time.Millisecond}, Seed: 1, Workers: 1})
	if got := search(t, p, start).MostRollouts; got != 0 {
		t.Errorf("a time budget: MostRollouts %d, want 0", got)
	}
}
