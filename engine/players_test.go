package engine

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"rollout/variants"
	"rollout/variants/chess"
	"rollout/variants/nim"
	"rollout/variants/rollerball"
	"rollout/variants/tictactoe"
)

func nimPos(t testing.TB, text string) variants.Position {
	t.Helper()
	p, err := nim.Variant.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// The registry lists the players in display order and builds each.
func TestRegistryOrder(t *testing.T) {
	want := []string{"random", "searchlight", "perfect", "flat", "roulette", "uct", "uct-roulette", "alphabeta", "default"}
	got := PlayerNames()
	if len(got) != len(want) {
		t.Fatalf("players %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("players %v, want %v", got, want)
		}
		p := mustPlayer(t, Config{Player: want[i], Budget: Budget{Rollouts: 200}, Workers: 1})
		if p.Name() != want[i] {
			t.Fatalf("New(%q) built %q", want[i], p.Name())
		}
		start := tictactoe.Variant.Start()
		if want[i] == AlphaBetaPlayer {
			start = chess.Variant.Start() // chess only
		}
		res := search(t, p, start)
		if res.MoveText == "" || res.Stopped == "" {
			t.Fatalf("%s: result without a move text or stop reason: %+v", want[i], res)
		}
	}
}

// Searchlight takes a win, blocks the only threat, and notes its reasons.
func TestSearchlight(t *testing.T) {
	cases := []struct {
		name, position, want string
		stopped              StopReason
		note                 string // the note on every other move
	}{
		{"takes the win", "oo1/3/xx1 x", "c1", StopOneMoveWin, ""},
		{"blocks", "oo1/1x1/2x x", "c3", StopInstant, noteGives},
	}
	for _, c := range cases {
		pos := ttt(t, c.position)
		for seed := range uint64(20) {
			res := search(t, mustPlayer(t, Config{Player: "searchlight", Seed: seed}), pos)
			if got := pos.EncodeMove(res.Move, variants.Canonical); got != c.want || res.Stopped != c.stopped {
				t.Fatalf("%s seed %d: %s (%s), want %s (%s)", c.name, seed, got, res.Stopped, c.want, c.stopped)
			}
			for _, m := range res.Moves {
				if m.Move != res.Move && m.Note != c.note {
					t.Fatalf("%s: move %s has note %q, want %q", c.name, m.Text, m.Note, c.note)
				}
			}
		}
	}
	// With nothing at stake searchlight is random: every move turns up.
	seen := map[variants.Move]bool{}
	for seed := range uint64(200) {
		seen[search(t, mustPlayer(t, Config{Player: "searchlight", Seed: seed}), tictactoe.Variant.Start()).Move] = true
	}
	if len(seen) != 9 {
		t.Fatalf("searchlight played %d different first moves in 200 seeds, want 9", len(seen))
	}
}

// Roulette plays a win at once, prunes the moves that give one, searches
// everything when every move does, and scores rollouts Tong's way.
func TestRoulette(t *testing.T) {
	t.Run("one-move win", func(t *testing.T) {
		res := search(t, mustPlayer(t, Config{Player: "roulette", Budget: Budget{Rollouts: 1000}}), ttt(t, "oo1/3/xx1 x"))
		if res.MoveText != "c1" || res.Stopped != "one-move win" || res.Rollouts != 0 {
			t.Fatalf("played %s, stopped by %s after %d rollouts", res.MoveText, res.Stopped, res.Rollouts)
		}
	})
	t.Run("pruning", func(t *testing.T) {
		// Heaps 1 and 3: taking a whole heap leaves the opponent a one-move
		// win, so 1:1 and 2:3 are pruned and 2:1, 2:2 share the rollouts.
		res := search(t, mustPlayer(t, Config{Player: "roulette", Budget: Budget{Rollouts: 4000}, Workers: 2}), nimPos(t, "1/3 1"))
		for _, m := range res.Moves {
			pruned := m.Text == "1:1" || m.Text == "2:3"
			if pruned != (m.Note == notePruned) || pruned != (m.Rollouts == 0) {
				t.Fatalf("move %s: note %q, %d rollouts", m.Text, m.Note, m.Rollouts)
			}
			if !pruned && (m.Rollouts != 2000 || m.Score <= 0) {
				t.Fatalf("move %s: %d rollouts, score %v; want 2000 and a positive score", m.Text, m.Rollouts, m.Score)
			}
			// Every rollout scores 100/50/0 minus its length, the penalty at
			// most half the score.
			if !pruned {
				top := float64(100*m.Wins + 50*m.Draws)
				if m.Score > top || m.Score < top/2 {
					t.Fatalf("move %s: score %v outside [%v, %v]", m.Text, m.Score, top/2, top)
				}
			}
		}
		if res.MoveText != "2:1" && res.MoveText != "2:2" {
			t.Fatalf("played the pruned move %s", res.MoveText)
		}
	})
	t.Run("all pruned", func(t *testing.T) {
		res := search(t, mustPlayer(t, Config{Player: "roulette", Budget: Budget{Rollouts: 1000}}), nimPos(t, "1/1/1 1"))
		for _, m := range res.Moves {
			if m.Note != "" || m.Rollouts == 0 {
				t.Fatalf("move %s: note %q, %d rollouts; every move should be searched", m.Text, m.Note, m.Rollouts)
			}
		}
	})
	t.Run("wheel", func(t *testing.T) {
		ms := []MoveStats{{Score: 0}, {Score: 100}, {Score: 300}, {Score: 1000}}
		rng := rand.New(rand.NewPCG(1, 2))
		counts := make([]int, len(ms))
		for range 40000 {
			counts[spinWheel(rng, ms, []int{0, 1, 2})]++
		}
		if counts[0] != 0 || counts[3] != 0 || counts[1] < 9000 || counts[1] > 11000 {
			t.Fatalf("wheel counts %v, want about 0/10000/30000/0", counts)
		}
	})
}

// Every rollout player honours the rb estimator and reports the variance
// ratio; uct's comes from its root statistics.
func TestRaoBlackwellEveryPlayer(t *testing.T) {
	pos := ttt(t, "x2/1o1/3 x")
	for _, name := range []string{"flat", "roulette", "uct", "uct-roulette"} {
		res := search(t, mustPlayer(t, Config{Player: name, Budget: Budget{Rollouts: 20000}, Estimator: RaoBlackwell, Workers: 2}), pos)
		t.Logf("%s: variance ratio plain/rb %.2f", name, res.VarianceRatio)
		if res.VarianceRatio <= 1 {
			t.Errorf("%s: variance ratio %.2f, want > 1", name, res.VarianceRatio)
		}
	}
}

// A cancelled roulette or uct search returns promptly with a move.
func TestCancelRouletteAndUCT(t *testing.T) {
	for _, name := range []string{"roulette", "uct"} {
		ctx, cancel := context.WithCancel(context.Background())
		p := mustPlayer(t, Config{Player: name, Workers: 2})
		ch := make(chan Snapshot, 1)
		done := make(chan error, 1)
		var res Result
		go func() {
			var err error
			res, err = p.Search(ctx, tictactoe.Variant.Start(), ch)
			done <- err
		}()
		<-ch
		cancel()
		for range ch {
		}
		if err := <-done; err != nil || res.Stopped != "cancelled" {
			t.Fatalf("%s: err %v, stopped %q", name, err, res.Stopped)
		}
	}
}

func TestCanPlay(t *testing.T) {
	cases := []struct {
		player string
		v      *variants.Variant
		ok     bool
	}{
		{"perfect", tictactoe.Variant, true},
		{"perfect", nim.Variant, true},
		{"perfect", chess.Variant, false},
		{"perfect", rollerball.Variant, false},
		{"flat", chess.Variant, true},
		{"uct", rollerball.Variant, true},
	}
	for _, c := range cases {
		if err := CanPlay(c.player, c.v); (err == nil) != c.ok {
			t.Errorf("CanPlay(%s, %s) = %v, want ok %v", c.player, c.v.Name, err, c.ok)
		}
	}
}

// Worker counts are bounded: New refuses a negative count or one above
// MaxWorkers with an error that names the range, and accepts the bounds.
func TestWorkerBounds(t *testing.T) {
	for _, c := range []struct {
		workers int
		ok      bool
	}{{-1, false}, {0, true}, {1, true}, {MaxWorkers, true}, {MaxWorkers + 1, false}, {100000, false}} {
		_, err := New(Config{Player: "flat", Workers: c.workers})
		if (err == nil) != c.ok {
			t.Errorf("New with %d workers: err = %v, want ok %v", c.workers, err, c.ok)
		}
		if err != nil && !strings.Contains(err.Error(), "at most 256") {
			t.Errorf("error %q does not name the maximum", err)
		}
	}
	if got := workerCount(Config{Workers: 1 << 20}); got != MaxWorkers {
		t.Errorf("workerCount of an unchecked huge count = %d, want %d", got, MaxWorkers)
	}
}

// WithBudget keeps a uct player (and so its tree) and rebuilds a stateless
// one, each with the new budget.
func TestWithBudget(t *testing.T) {
	b := Budget{Rollouts: 123}
	for _, name := range []string{"uct", "flat"} {
		p := mustPlayer(t, Config{Player: name, Budget: Budget{Time: time.Second}})
		q, err := WithBudget(p, b)
		if err != nil {
			t.Fatal(err)
		}
		if q.Config().Budget != b {
			t.Errorf("%s: budget %+v, want %+v", name, q.Config().Budget, b)
		}
		if same := q == p; same != (name == "uct") {
			t.Errorf("%s: same player %v", name, same)
		}
	}
}
