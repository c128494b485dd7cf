package engine

import (
	"context"
	"fmt"
	"os"
	"reflect"
	"sync/atomic"
	"testing"
	"time"

	"rollout/internal/cputime"
	"rollout/variants"
	"rollout/variants/chess"
	"rollout/variants/nim"
	games "rollout/variants/registry"
	"rollout/variants/rollerball"
	"rollout/variants/tictactoe"
)

// long reports whether the long variants of the tests run: set
// ROLLOUT_LONG=1 for the full game counts of the acceptance tests.
func long() bool { return os.Getenv("ROLLOUT_LONG") == "1" }

// warmTree returns a one-worker tree over pos that has run iters
// iterations.
func warmTree(pos variants.Position, budget, iters int, est Estimator) *tree {
	t := newTree(budget, DefaultExploration, false)
	t.reset(pos)
	t.k = newKernel(pos, est, pos.Variant().PlyCap)
	t.base = 99
	for range iters {
		t.iterate()
	}
	return t
}

// Once the tree is warm an iteration allocates nothing, for every game,
// whether it grows the tree (the arena is made at its budget) or the arena
// is full and iterations run from the leaves: every game's position has a
// cheap hash (variants.Hasher) for its proof-table key.
func TestUCTIterationAllocatesNothing(t *testing.T) {
	for _, v := range games.All() {
		iters := 2000
		if v == chess.Variant || v == rollerball.Variant {
			iters = 100 // slow rollouts; the tree still grows by one node each
		}
		for _, est := range []Estimator{Plain, RaoBlackwell} {
			for _, budget := range []int{iters / 4, 1 << 16} {
				name := fmt.Sprintf("%s/%s/nodes=%d", v.Name, est, budget)
				tr := warmTree(v.Start(), budget, iters, est)
				allocs := testing.AllocsPerRun(iters, tr.iterate)
				if allocs != 0 {
					t.Errorf("%s: %.2f allocations per iteration", name, allocs)
				}
				if len(tr.nodes) > budget {
					t.Errorf("%s: %d nodes, budget %d", name, len(tr.nodes), budget)
				}
			}
		}
	}
}

// Every node's visits are its children's plus the one iteration that
// created it (the root: exactly its children's), until the node is proven
// or its game is over: from then on iterations stop at it.
func TestUCTTreeConsistent(t *testing.T) {
	for _, v := range []*variants.Variant{tictactoe.Variant, nim.Variant} {
		tr := warmTree(v.Start(), 1<<16, 5000, Plain)
		if n := tr.nodes[0].stats.n; n != 5000 {
			t.Fatalf("%s: root visits %d, want 5000", v.Name, n)
		}
		for i := range tr.nodes {
			nd := &tr.nodes[i]
			var sum int64
			count := int32(0)
			for c := nd.child; c >= 0; c = tr.nodes[c].next {
				sum += tr.nodes[c].stats.n
				count++
				if tr.nodes[c].parent != int32(i) {
					t.Fatalf("%s node %d: child %d has parent %d", v.Name, i, c, tr.nodes[c].parent)
				}
			}
			if count != nd.created {
				t.Fatalf("%s node %d: %d children linked, %d created", v.Name, i, count, nd.created)
			}
			if err := kidsAgree(tr, int32(i)); err != nil {
				t.Fatalf("%s: %v", v.Name, err)
			}
			if nd.proven == 0 && provable(tr, int32(i)) {
				t.Fatalf("%s node %d: its children prove it, yet it is not proven", v.Name, i)
			}
			own := int64(1)
			if i == 0 {
				own = 0
			}
			if nd.proven == 0 && !nd.outcome.Over() && nd.stats.n != sum+own {
				t.Fatalf("%s node %d: %d visits, children %d", v.Name, i, nd.stats.n, sum)
			}
			if nd.stats.n < sum+own {
				t.Fatalf("%s node %d: %d visits, fewer than its children's %d", v.Name, i, nd.stats.n, sum)
			}
		}
	}
}

// Re-rooting keeps exactly the subtree of the position two plies on, with
// its statistics, and a search from there starts with those visits.
func TestUCTTreeReuse(t *testing.T) {
	start := tictactoe.Variant.Start()
	p := mustPlayer(t, Config{Player: "uct", Budget: Budget{Rollouts: 20000}, Seed: 5, Workers: 1}).(*uct)
	first := search(t, p, start)
	tr := p.trees[0]
	// Find the opponent's reply with the most visits under our move.
	var child int32 = -1
	for c := tr.nodes[0].child; c >= 0; c = tr.nodes[c].next {
		if tr.nodes[c].move == first.Move {
			child = c
		}
	}
	if child < 0 {
		t.Fatal("chosen move has no node")
	}
	reply, best := int32(-1), int64(-1)
	for g := tr.nodes[child].child; g >= 0; g = tr.nodes[g].next {
		if tr.nodes[g].stats.n > best {
			reply, best = g, tr.nodes[g].stats.n
		}
	}
	want := subtreeSize(tr, reply)
	wantVisits := tr.nodes[reply].stats.n
	pos := start.Clone()
	pos.Play(first.Move)
	pos.Play(tr.nodes[reply].move)
	if !tr.reroot(pos) {
		t.Fatal("reroot did not find the position two plies on")
	}
	if len(tr.nodes) != want || tr.nodes[0].stats.n != wantVisits {
		t.Fatalf("kept %d nodes with %d visits, want %d with %d", len(tr.nodes), tr.nodes[0].stats.n, want, wantVisits)
	}
	if got := subtreeSize(tr, 0); got != want {
		t.Fatalf("links reach %d nodes after compaction, want %d", got, want)
	}
	listed := 0
	for i := range tr.nodes {
		if err := kidsAgree(tr, int32(i)); err != nil {
			t.Fatalf("after compaction: %v", err)
		}
		listed += len(tr.kidsOf(int32(i)))
	}
	if listed != len(tr.kids) || listed >= want {
		t.Fatalf("after compaction the kids lists hold %d entries, %d listed by nodes, for %d nodes", len(tr.kids), listed, want)
	}
	res := search(t, p, pos)
	var visits int64
	for _, m := range res.Moves {
		visits += m.Rollouts
	}
	if visits != wantVisits-1+20000 && visits != wantVisits+20000 {
		t.Fatalf("root visits after reuse %d, want about %d + 20000", visits, wantVisits)
	}
	t.Logf("kept %d nodes, %d visits; search then ran %d iterations", want, wantVisits, res.Rollouts)
	// A position not in the tree starts afresh.
	other := ttt(t, "x2/3/3 o")
	if tr.reroot(other) {
		t.Fatal("reroot found a position that is not in the tree")
	}
}

// provable reports whether n's children prove its value (prove's rule,
// without its effects): one of them is a proven win for the side choosing
// at n, or every legal move has a child and each is a proven loss.
// backpropagate relies on no such node being left unproven.
func provable(tr *tree, n int32) bool {
	nd := &tr.nodes[n]
	allLost := nd.moves > 0 && nd.created == nd.moves
	for c := nd.child; c >= 0; c = tr.nodes[c].next {
		switch tr.nodes[c].proven {
		case 1:
			return true
		case 0:
			allLost = false
		}
	}
	return allLost
}

// kidsAgree checks node n's kids list against its links: absent while a
// legal move has no child, else every child in legal order (the links run
// newest first).
func kidsAgree(tr *tree, n int32) error {
	nd := &tr.nodes[n]
	kids := tr.kidsOf(n)
	full := nd.moves > 0 && nd.created == nd.moves
	if !full {
		if kids != nil {
			return fmt.Errorf("node %d: %d of %d children made, yet %d listed", n, nd.created, nd.moves, len(kids))
		}
		return nil
	}
	k := len(kids)
	for c := nd.child; c >= 0; c = tr.nodes[c].next {
		k--
		if k < 0 || kids[k] != c {
			return fmt.Errorf("node %d: kids %v disagree with the links at child %d", n, kids, c)
		}
	}
	if k != 0 {
		return fmt.Errorf("node %d: kids %v list more than its %d linked children", n, kids, nd.created)
	}
	return nil
}

func subtreeSize(tr *tree, r int32) int {
	n := 1
	for c := tr.nodes[r].child; c >= 0; c = tr.nodes[c].next {
		n += subtreeSize(tr, c)
	}
	return n
}

// With a small node budget the tree stops at the budget and the search
// goes on from the leaves, still finding the win.
func TestUCTNodeBudget(t *testing.T) {
	pos := ttt(t, "oo1/1x1/2x x")
	res := search(t, mustPlayer(t, Config{Player: "uct", Budget: Budget{Rollouts: 30000}, Seed: 1, Workers: 2, NodeBudget: 200}), pos)
	if res.TreeNodes > 200 {
		t.Fatalf("%d tree nodes with a budget of 200", res.TreeNodes)
	}
	if got := pos.EncodeMove(res.Move, variants.Canonical); got != "c3" {
		t.Fatalf("played %s, want the only block c3", got)
	}
}

// The same seed, iteration budget and worker count give identical
// statistics and move, for both uct players and roulette.
func TestDeterministicUCTAndRoulette(t *testing.T) {
	pos := ttt(t, "x2/1o1/3 x")
	for _, name := range []string{"uct", "uct-roulette", "roulette"} {
		for _, workers := range []int{1, 2, 3} {
			var first Result
			for run := range 3 {
				cfg := Config{Player: name, Budget: Budget{Rollouts: 12000}, Seed: 42, Workers: workers, Estimator: RaoBlackwell}
				res := search(t, mustPlayer(t, cfg), pos)
				res.Elapsed, res.Rate = 0, 0
				if run == 0 {
					first = res
					continue
				}
				if !reflect.DeepEqual(res, first) {
					t.Fatalf("%s workers %d run %d differs:\n%+v\n%+v", name, workers, run, res, first)
				}
			}
		}
	}
}

// uct stops a search with a single winning move far before its fixed
// budget when a target standard error is set: as soon as the tree proves
// the win ("proven": the win in one, and the block that makes a double
// threat), and by the standard-error test where nothing can be proven (the
// start, a draw).
func TestUCTTargetSEStopsEarly(t *testing.T) {
	fixed := int64(1_000_000)
	for _, c := range []struct{ position, want string }{{"oo1/3/xx1 x", "c1"}, {"oo1/1x1/2x x", "c3"}, {"3/3/3 x", ""}} {
		for _, name := range []string{"uct", "uct-roulette"} {
			pos := ttt(t, c.position)
			res := search(t, mustPlayer(t, Config{Player: name, Budget: Budget{Rollouts: fixed, TargetSE: 0.01}, Seed: 3}), pos)
			if got := pos.EncodeMove(res.Move, variants.Canonical); c.want != "" && got != c.want {
				t.Fatalf("%s %s: played %s, want %s", name, c.position, got, c.want)
			}
			if res.Rollouts > fixed/20 {
				t.Fatalf("%s %s: target-se search ran %d iterations; want far fewer than %d", name, c.position, res.Rollouts, fixed)
			}
			if res.Stopped != "target-se" && res.Stopped != "separation" && res.Stopped != "proven" {
				t.Fatalf("%s %s: stopped by %q", name, c.position, res.Stopped)
			}
			t.Logf("%s %s: stopped by %s after %d iterations (fixed budget %d)", name, c.position, res.Stopped, res.Rollouts, fixed)
		}
	}
}

// uct with 20,000 iterations a move (one worker: one tree) never loses to
// perfect play: at tic-tac-toe as either side (half the games each), and
// at nim from 1 3 5 7 as the second player, who wins with perfect play (so
// uct must win every game).
func TestUCTNeverLosesToPerfect(t *testing.T) {
	games := 40 // per variant; under -race 12 unless ROLLOUT_LONG=1
	if raceEnabled && !long() {
		games = 12
	}
	cases := []struct {
		v       *variants.Variant
		uctSide []variants.Side
	}{
		{tictactoe.Variant, []variants.Side{variants.First, variants.Second}},
		{nim.Variant, []variants.Side{variants.Second}},
	}
	for _, c := range cases {
		n := games
		lost, won := 0, 0
		for g := range n {
			side := c.uctSide[g%len(c.uctSide)]
			u := mustPlayer(t, Config{Player: "uct", Budget: Budget{Rollouts: 20000}, Seed: uint64(g), Workers: 1})
			p := mustPlayer(t, Config{Player: "perfect", Seed: uint64(1000 + g)})
			players := [2]Player{u, p}
			if side == variants.Second {
				players = [2]Player{p, u}
			}
			game, err := PlayGame(context.Background(), c.v.Start(), players)
			if err != nil {
				t.Fatal(err)
			}
			switch game.Outcome().ScoreFor(side) {
			case -1:
				lost++
				t.Errorf("%s game %d: uct as %s lost: %v", c.v.Name, g, side, game.Texts(variants.Display))
			case 1:
				won++
			}
		}
		if c.v == nim.Variant && won != n {
			t.Errorf("nim: uct won %d of %d from a won position", won, n)
		}
		t.Logf("%s: uct vs perfect over %d games: %d won, %d lost", c.v.Name, n, won, lost)
	}
}

// uct finds the win and the only block in the flat tactics positions.
func TestUCTTactics(t *testing.T) {
	cases := []struct{ name, position, want string }{
		{"immediate win", "oo1/3/xx1 x", "c1"},
		{"only block", "oo1/1x1/2x x", "c3"},
		{"block as O", "xx1/1o1/3 o", "c3"},
	}
	for _, name := range []string{"uct", "uct-roulette"} {
		for _, c := range cases {
			pos := ttt(t, c.position)
			for seed := range uint64(10) {
				res := search(t, mustPlayer(t, Config{Player: name, Budget: Budget{Rollouts: 5000}, Seed: seed, Workers: 1}), pos)
				if got := pos.EncodeMove(res.Move, variants.Canonical); c.want != "" && got != c.want {
					t.Fatalf("%s %s seed %d: played %s, want %s", name, c.name, seed, got, c.want)
				}
			}
		}
	}
}

// A uct search streams snapshots with tree sizes and UCB values, and the
// last is the result. Its time runs out (its workers' clock says so)
// only once the first snapshot has come, so there are always two
// however slow the machine: with a 500 ms budget a starved publisher
// could send none before the end.
func TestUCTProgress(t *testing.T) {
	var spent atomic.Bool
	p := mustPlayer(t, Config{Player: "uct", Budget: Budget{Time: time.Hour}, Workers: 2})
	p.(*uct).now = func() time.Time {
		if spent.Load() {
			return time.Now().Add(2 * time.Hour)
		}
		return time.Now()
	}
	ch, done := searchAsync(context.Background(), p, tictactoe.Variant.Start())
	count := 0
	var last Snapshot
	for s := range ch {
		count++
		last = s
		spent.Store(true)
	}
	out := <-done
	if out.err != nil {
		t.Fatal(out.err)
	}
	res := out.res
	if count < 2 || last.Rollouts != res.Rollouts || last.Best != res.Move {
		t.Fatalf("%d snapshots; last %d iterations best %v, result %d %v", count, last.Rollouts, last.Best, res.Rollouts, res.Move)
	}
	if res.TreeNodes == 0 || res.Moves[0].UCB == 0 || res.Stopped != "time" {
		t.Fatalf("tree nodes %d, ucb %v, stopped %q", res.TreeNodes, res.Moves[0].UCB, res.Stopped)
	}
	t.Logf("%d snapshots, %d iterations (%.0f/s), %d nodes", count, res.Rollouts, res.Rate, res.TreeNodes)
}

// BenchmarkUCTIteration times one uct iteration (selection, expansion,
// rollout, backpropagation) on a warm one-worker tree from each variant's
// start. Nim's tree is soon proven (the first player loses), after which
// iterations stop at proven children without a rollout: its figure is
// the cost of a walk, not of a rollout.
func BenchmarkUCTIteration(b *testing.B) {
	for _, v := range games.All() {
		for _, est := range []Estimator{Plain, RaoBlackwell} {
			b.Run(fmt.Sprintf("%s/%s", v.Name, est), func(b *testing.B) {
				tr := warmTree(v.Start(), 1<<20, 1000, est)
				benchIterations(b, tr)
			})
		}
	}
}

// Once a root move is a proven win, uct stops whatever its budget: more
// iterations could not change the choice. A position proven lost does not
// stop it (the most visited move is the stubbornest defence).
func TestUCTStopsOnProvenWin(t *testing.T) {
	for _, name := range []string{"uct", "uct-roulette"} {
		pos := ttt(t, "oo1/3/xx1 x")
		p := mustPlayer(t, Config{Player: name, Budget: Budget{Rollouts: 1_000_000}, Seed: 4, Workers: 2})
		res := search(t, p, pos)
		if got := pos.EncodeMove(res.Move, variants.Canonical); got != "c1" || res.Stopped != "proven" {
			t.Fatalf("%s: played %s, stopped by %q; want c1, proven", name, got, res.Stopped)
		}
		if res.Rollouts > 1000 {
			t.Fatalf("%s: %d iterations for a win in one", name, res.Rollouts)
		}
	}
	lost := ttt(t, "o1x/o2/x1x o") // X threatens b1, c2 and b2: O cannot stop them all
	res := search(t, mustPlayer(t, Config{Player: "uct", Budget: Budget{Rollouts: 5000}, Seed: 4, Workers: 1}), lost)
	if res.Stopped == "proven" || res.Rollouts != 5000 {
		t.Fatalf("lost position: stopped by %q after %d iterations; want the full 5000", res.Stopped, res.Rollouts)
	}
}

// benchIterations times tr's iterations as b's loop and reports their
// rate per wall-second and per CPU-second (the second is the one to
// compare on a shared machine), with their allocations.
func benchIterations(b *testing.B, tr *tree) {
	b.ReportAllocs()
	start, cpu := time.Now(), cputime.Used()
	for b.Loop() {
		tr.iterate()
	}
	b.ReportMetric(float64(b.N)/time.Since(start).Seconds(), "iterations/s")
	if cpu := cputime.Used() - cpu; cpu > 0 {
		b.ReportMetric(float64(b.N)/cpu.Seconds(), "iterations/cpu-s")
	}
}

// configuredTree is warmTree for a whole configuration, prepared as a
// search prepares its trees (ForGame's defaults and presets included).
func configuredTree(pos variants.Position, budget, iters int, cfg Config) *tree {
	cfg = cfg.ForGame(pos)
	t := newTree(budget, cfg.Exploration, false)
	t.reset(pos)
	t.prepare(pos, cfg, 99, 0)
	for range iters {
		t.iterate()
	}
	return t
}

// The default player's knowledge (eval estimator, implicit minimax,
// priors) allocates nothing per warm iteration either, growing the tree
// or iterating from a full one, nor with the move history
// (Config.History).
func TestDefaultIterationAllocatesNothing(t *testing.T) {
	for _, v := range []*variants.Variant{chess.Variant, rollerball.Variant} {
		for _, budget := range []int{50, 1 << 16} {
			for _, history := range []float64{0, 1} {
				tr := configuredTree(v.Start(), budget, 200, Config{Player: DefaultPlayer, History: history})
				if allocs := testing.AllocsPerRun(200, tr.iterate); allocs != 0 {
					t.Errorf("%s/nodes=%d/history=%g: %v allocations per iteration", v.Name, budget, history, allocs)
				}
			}
		}
	}
}

// BenchmarkDefaultIteration sets the default player's iterations per
// CPU-second beside pure uct's (uniform rollouts, plain estimator), per
// game, from the start position, on a warm tree.
func BenchmarkDefaultIteration(b *testing.B) {
	for _, v := range games.All() {
		for _, player := range []string{"uct", DefaultPlayer} {
			b.Run(v.Name+"/"+player, func(b *testing.B) {
				tr := configuredTree(v.Start(), 1<<20, 1000, Config{Player: player})
				benchIterations(b, tr)
			})
		}
	}
}
