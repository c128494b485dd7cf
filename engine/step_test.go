package engine

import (
	"math"
	"strings"
	"testing"

	"rollout/variants"
	"rollout/variants/chess"
	"rollout/variants/connect4"
	"rollout/variants/nim"
	"rollout/variants/tictactoe"
)

// stepperCases are the games the stepper is checked on: the variants the
// issue names, from their start positions.
var stepperCases = []struct {
	v     *variants.Variant
	iters int64
}{
	{tictactoe.Variant, 1000},
	{chess.Variant, 1000},
	{nim.Variant, 1000},
	{connect4.Variant, 1000},
}

func mustStepper(t testing.TB, cfg Config, pos variants.Position) *Stepper {
	t.Helper()
	s, err := NewStepper(cfg, pos)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// After K iterations with the same seed and one worker, the stepper's
// tree is the uct player's tree, node for node (move, parent, N and W),
// whether the stepper ran whole iterations or one phase at a time: the
// stepper runs the player's code, not a copy of it.
func TestStepperTreeEqualsUCT(t *testing.T) {
	for _, tc := range stepperCases {
		for _, name := range []string{"uct", "uct-roulette"} {
			for _, est := range []Estimator{Plain, RaoBlackwell} {
				iters, phased := tc.iters, tc.iters
				if tc.v == chess.Variant {
					// Chess rollouts are slow (ten times slower under
					// -race): the acceptance case in full, one phase at a
					// time for its first 200 iterations; the other
					// players and estimators shorter, and not under -race.
					phased = 200
					if name != "uct" || est != Plain {
						if raceEnabled {
							continue
						}
						iters, phased = 300, 100
					} else if raceEnabled && !long() {
						// Stepping recovers each chess rollout's moves by
						// replaying its prefixes (quadratic in its length):
						// under -race, with 200 such iterations, this test took 190 s of
						// the package's 360 s on a loaded machine, near
						// go test's 10-minute limit. ROLLOUT_LONG=1 runs
						// all 200.
						phased = 30
					}
				}
				t.Run(tc.v.Name+"/"+name+"/"+est.String(), func(t *testing.T) {
					// The player is built for the game, as every client
					// builds it: the stepper uses the game's constant too.
					cfg := Config{Player: name, Seed: 7, Workers: 1, Estimator: est, Budget: Budget{Rollouts: iters}}.ForGame(tc.v.Start())
					p := mustPlayer(t, cfg)
					res := search(t, p, tc.v.Start())
					want := p.(*uct).trees[0]

					whole := mustStepper(t, cfg, tc.v.Start())
					if n := whole.Run(iters); n != res.Rollouts {
						t.Fatalf("stepper ran %d iterations, the player %d (stopped: %s)", n, res.Rollouts, res.Stopped)
					}
					sameTree(t, "Run", whole.t, want)

					stepped := mustStepper(t, cfg, tc.v.Start())
					for stepped.Iterations() < min(phased, res.Rollouts) {
						stepped.Iterate()
					}
					stepped.Run(res.Rollouts - stepped.Iterations())
					sameTree(t, "Iterate", stepped.t, want)
				})
			}
		}
	}
}

func sameTree(t *testing.T, how string, got, want *tree) {
	t.Helper()
	if len(got.nodes) != len(want.nodes) {
		t.Fatalf("%s: %d nodes, the player's tree %d", how, len(got.nodes), len(want.nodes))
	}
	for i := range got.nodes {
		g, w := &got.nodes[i], &want.nodes[i]
		if g.move != w.move || g.parent != w.parent || g.stats.n != w.stats.n || g.stats.sum != w.stats.sum || g.proven != w.proven {
			t.Fatalf("%s: node %d: move %v parent %d N %d W %d proven %d; player: move %v parent %d N %d W %d proven %d",
				how, i, g.move, g.parent, g.stats.n, g.stats.sum, g.proven, w.move, w.parent, w.stats.n, w.stats.sum, w.proven)
		}
	}
}

// The flat players' stepper runs their work units: after K iterations
// its root table is the player's with the same seed and budget.
func TestStepperFlatEqualsPlayer(t *testing.T) {
	pos := ttt(t, "x2/1o1/3 x")
	for _, name := range []string{"flat", "roulette"} {
		for _, est := range []Estimator{Plain, RaoBlackwell} {
			cfg := Config{Player: name, Seed: 3, Workers: 1, Estimator: est, Budget: Budget{Rollouts: 700}}
			res := search(t, mustPlayer(t, cfg), pos)
			s := mustStepper(t, cfg, pos)
			for s.Iterations() < 350 {
				s.Iterate()
			}
			s.Run(350)
			got := s.Snapshot()
			for i, m := range res.Moves {
				g := got.Moves[i]
				if g.Rollouts != m.Rollouts || g.Mean != m.Mean || g.Score != m.Score {
					t.Fatalf("%s/%s %s: stepper %d rollouts mean %v score %v; player %d, %v, %v",
						name, est, m.Text, g.Rollouts, g.Mean, g.Score, m.Rollouts, m.Mean, m.Score)
				}
			}
		}
	}
}

// The events of an iteration tell one consistent story: selection's
// chosen children are the path backpropagation updates; the expanded
// node is the leaf the rollout starts from; every node on the path gains
// one visit and the result with the sign of the side that moved into it;
// under ucb the chosen child has the highest UCB among those allowed;
// the rollout's moves replay from the leaf to a game with the reported
// outcome, under the light policy too (its moves are recovered through
// the light loops, so study mode shows the rollout that was played).
func TestStepperEventsConsistent(t *testing.T) {
	for _, tc := range []struct {
		v      *variants.Variant
		player string
		est    Estimator
		policy Policy
	}{
		{tictactoe.Variant, "uct", Plain, Uniform},
		{tictactoe.Variant, "uct-roulette", RaoBlackwell, Uniform},
		{nim.Variant, "uct", Plain, Uniform},
		{chess.Variant, "uct", Plain, Uniform},
		{connect4.Variant, "uct", Plain, Uniform},
		{connect4.Variant, "uct-roulette", RaoBlackwell, Uniform},
		{tictactoe.Variant, "flat", Plain, Uniform},
		{tictactoe.Variant, "roulette", RaoBlackwell, Uniform},
		{tictactoe.Variant, "uct", Plain, Light},
		{connect4.Variant, "uct", Plain, Light},
		{chess.Variant, "uct", Plain, Light},
		{nim.Variant, "flat", Plain, Light},
		{connect4.Variant, "roulette", Plain, Light},
	} {
		iters := 300
		if tc.v == chess.Variant {
			iters = 40
		}
		s := mustStepper(t, Config{Player: tc.player, Seed: 11, Estimator: tc.est, Policy: tc.policy}, tc.v.Start())
		for range iters {
			checkIteration(t, tc.v.Name+"/"+tc.player+"/"+tc.policy.String(), s, s.Iterate())
		}
	}
}

func checkIteration(t *testing.T, name string, s *Stepper, evs []Event) {
	t.Helper()
	byPhase := map[Phase]Event{}
	for _, e := range evs {
		if e.Iteration != s.Iterations() {
			t.Fatalf("%s: event of iteration %d after %d iterations", name, e.Iteration, s.Iterations())
		}
		byPhase[e.Phase] = e
	}
	sel, sim, bp := byPhase[PhaseSelect].Select, byPhase[PhaseSimulate].Simulate, byPhase[PhaseBackprop].Backprop
	path := []NodeID{0}
	for _, lv := range sel.Levels {
		if lv.Node != path[len(path)-1] {
			t.Fatalf("%s: level at node %d, path at %d", name, lv.Node, path[len(path)-1])
		}
		chosen := lv.Children[lv.Chosen]
		if lv.Rule == "ucb" {
			for _, c := range lv.Children {
				if !c.Skipped && c.UCB > chosen.UCB {
					t.Fatalf("%s: chose UCB %v over %s's %v", name, chosen.UCB, c.Move, c.UCB)
				}
			}
		}
		if lv.Rule == "roulette" {
			total := 0.0
			for _, c := range lv.Children {
				total += c.Share
			}
			if math.Abs(total-1) > 1e-9 {
				t.Fatalf("%s: roulette shares sum to %v", name, total)
			}
		}
		path = append(path, chosen.Node)
	}
	if ex, ok := byPhase[PhaseExpand]; ok && ex.Expand.Node != NoNode {
		path = append(path, ex.Expand.Node)
	}
	if sim.From != path[len(path)-1] {
		t.Fatalf("%s: rollout from %d, path ends at %d", name, sim.From, path[len(path)-1])
	}
	if !s.treeOK {
		path = []NodeID{0, sel.Leaf}
	}
	if len(bp.Nodes) != len(path) {
		t.Fatalf("%s: backpropagated %d nodes, path %v", name, len(bp.Nodes), path)
	}
	for d, up := range bp.Nodes {
		if up.Node != path[d] || up.NAfter != up.NBefore+1 {
			t.Fatalf("%s: update %+v at depth %d of path %v", name, up, d, path)
		}
		want := sim.Value
		if up.For != s.root.ToMove() {
			want = -want
		}
		if math.Abs(up.Added-want) > 1e-6 {
			t.Fatalf("%s: node %d added %v, want %v", name, up.Node, up.Added, want)
		}
	}
	if sim.Exact || !sim.Complete {
		if !sim.Complete {
			t.Fatalf("%s: rollout moves incomplete: %v", name, sim.Moves)
		}
		return
	}
	// Replay the rollout from the leaf.
	var pos variants.Position
	if s.treeOK {
		pos = s.nodePosition(int32(sim.From))
	} else {
		pos = s.flatPosition(sim.From)
	}
	for i, text := range sim.Moves {
		m, err := pos.DecodeMove(text)
		if err != nil {
			t.Fatalf("%s: rollout move %d %q: %v", name, i, text, err)
		}
		pos.Play(m)
	}
	if s.cfg.Estimator == Plain {
		if o := pos.Outcome(); o.Over() && pos.Variant().OutcomeText(o) != sim.Outcome || int(sim.Result) != o.ScoreFor(s.root.ToMove()) {
			t.Fatalf("%s: rollout replays to %v, event says %s (result %d)", name, o, sim.Outcome, sim.Result)
		}
		if sim.Depth+len(sim.Moves) != sim.Plies {
			t.Fatalf("%s: %d moves from depth %d, %d plies", name, len(sim.Moves), sim.Depth, sim.Plies)
		}
	} else if len(sim.RB) < len(sim.Moves) {
		t.Fatalf("%s: %d rb plies for %d moves", name, len(sim.RB), len(sim.Moves))
	}
}

// The tree view lists children most visited first, cut at TopK with a
// count of the rest, and shows solver values where the game has a solver.
func TestStepperTreeView(t *testing.T) {
	s := mustStepper(t, Config{Player: "uct", Seed: 1}, ttt(t, "x2/1o1/3 x"))
	s.Run(500)
	root := s.Tree(TreeOptions{Depth: 2, TopK: 3, Exact: true})
	if root.N != 500 || len(root.Children) != 3 || root.More != 4 {
		t.Fatalf("root: N %d, %d children, %d more; want 500, 3, 4", root.N, len(root.Children), root.More)
	}
	for i, c := range root.Children {
		if i > 0 && c.N > root.Children[i-1].N {
			t.Fatalf("children not sorted by N: %d after %d", c.N, root.Children[i-1].N)
		}
		if !c.HasExact || c.Move == "" || len(c.Children) > 3 {
			t.Fatalf("child %+v", c)
		}
	}
	if _, ok := s.Subtree(NodeID(len(s.t.nodes)), TreeOptions{}); ok {
		t.Fatal("Subtree of a node that does not exist")
	}
	if _, err := NewStepper(Config{Player: "random"}, tictactoe.Variant.Start()); err == nil {
		t.Fatal("a stepper for random")
	}
}

// Selection by UCB1 takes the first of equals in legal-move order (what
// a learner reading the children left to right expects), and the select
// event counts the tie: at every level the chosen child has the highest
// UCB1 value, no earlier selectable child has the same, and Tied counts
// those that do. Tic-tac-toe's early iterations tie often (children of
// one visit and the same result).
func TestStepperTiesFirstOfEquals(t *testing.T) {
	cfg := Config{Player: "uct", Seed: 1, Workers: 1}
	s := mustStepper(t, cfg, tictactoe.Variant.Start())
	ties := 0
	for s.Iterations() < 300 {
		ev := s.Step()
		if ev.Phase != PhaseSelect {
			continue
		}
		for _, lv := range ev.Select.Levels {
			if lv.Rule != "ucb" {
				continue
			}
			won := lv.Children[lv.Chosen].UCB
			tied := 0
			for i, c := range lv.Children {
				if c.Skipped {
					continue
				}
				if c.UCB > won {
					t.Fatalf("iteration %d: %s has UCB %v above the chosen %s's %v", ev.Iteration, c.Move, c.UCB, lv.Children[lv.Chosen].Move, won)
				}
				if c.UCB == won {
					tied++
					if i < lv.Chosen {
						t.Fatalf("iteration %d: %s ties the chosen %s and comes first", ev.Iteration, c.Move, lv.Children[lv.Chosen].Move)
					}
				}
			}
			if lv.Tied != tied {
				t.Fatalf("iteration %d: Tied %d, want %d", ev.Iteration, lv.Tied, tied)
			}
			if tied > 1 {
				ties++
			}
		}
	}
	if ties == 0 {
		t.Fatal("no tie in 300 iterations: the test checks nothing")
	}
}

// The stepper's events say how a game ended in the game's own words, as
// the cli and the play screen do ("O wins by three in a row", "Black wins
// by checkmate"), never Outcome.String's "second wins": the study screen
// and the lessons show these texts to learners as they are.
func TestStepperOutcomesInTheGamesWords(t *testing.T) {
	for _, tc := range []struct {
		v     *variants.Variant
		pos   variants.Position
		iters int
	}{
		{tictactoe.Variant, tictactoe.Variant.Start(), 300},
		{nim.Variant, nim.Variant.Start(), 300},
		{connect4.Variant, connect4.Variant.Start(), 100},
		{chess.Variant, chess.Variant.Start(), 10},
	} {
		s := mustStepper(t, Config{Player: "uct", Seed: 1}, tc.pos)
		seen := 0
		check := func(where, text string) {
			if text == "" || text == "integrated" || text == "proven" {
				return
			}
			seen++
			ok := strings.HasPrefix(text, "Draw")
			for _, side := range tc.v.SideNames {
				ok = ok || strings.HasPrefix(text, side+" wins")
			}
			if !ok || strings.Contains(text, "first wins") || strings.Contains(text, "second wins") {
				t.Fatalf("%s: %s says %q, not in the game's words (%v)", tc.v.Name, where, text, tc.v.SideNames)
			}
		}
		for range tc.iters {
			for _, ev := range s.Iterate() {
				check("expand", ev.Expand.Outcome)
				check("simulate", ev.Simulate.Outcome)
			}
		}
		var walk func(n TreeNode)
		walk = func(n TreeNode) {
			check("tree node "+n.Move, n.Outcome)
			for _, c := range n.Children {
				walk(c)
			}
		}
		walk(s.Tree(TreeOptions{Depth: 9, TopK: 9}))
		if seen == 0 {
			t.Fatalf("%s: no outcome seen: the test checks nothing", tc.v.Name)
		}
	}
}

// The stepper's table has the uct player's minimax column (one worker,
// the same seed and iterations), so a study of implicit minimax shows
// the values selection blends, not zeros.
func TestStepperMinimaxEqualsPlayer(t *testing.T) {
	cfg := Config{Player: "uct", Seed: 3, Workers: 1, Estimator: Eval, Minimax: 0.5, Budget: Budget{Rollouts: 300}}
	pos := chess.Variant.Start()
	res := search(t, mustPlayer(t, cfg), pos)
	s := mustStepper(t, cfg, pos)
	s.Run(300)
	got := s.Snapshot()
	if !res.Minimax || !got.Minimax {
		t.Fatalf("minimax column: player %v, stepper %v", res.Minimax, got.Minimax)
	}
	nonzero := 0
	for i, m := range res.Moves {
		if g := got.Moves[i]; g.Minimax != m.Minimax || g.Rollouts != m.Rollouts {
			t.Errorf("%s: stepper minimax %v (%d visits), player %v (%d)", m.Text, g.Minimax, g.Rollouts, m.Minimax, m.Rollouts)
		}
		if m.Minimax != 0 {
			nonzero++
		}
	}
	if nonzero == 0 {
		t.Error("every minimax value is 0")
	}
	cfg.Minimax = 0
	if mustStepper(t, cfg, pos).Snapshot().Minimax {
		t.Error("a stepper without implicit minimax reports a minimax column")
	}
}

// Every player Steppable lists can be stepped at chess, the game every
// one of them plays: the list offered alphabeta (its nodes counted as
// rollouts, PlayerInfo.Statistics), which NewStepper then refused with
// "alphabeta has no search to step (study: ..., alphabeta, default)",
// on the study screen's ctrl+p and in rollout study -h.
func TestSteppablePlayersStep(t *testing.T) {
	for _, name := range Steppable {
		if _, err := NewStepper(Config{Player: name, Seed: 1}, chess.NewPosition()); err != nil {
			t.Errorf("%s is listed as steppable: %v", name, err)
		}
	}
	if _, err := NewStepper(Config{Player: AlphaBetaPlayer, Seed: 1}, chess.NewPosition()); err == nil || strings.Contains(err.Error(), AlphaBetaPlayer+",") {
		t.Errorf("alphabeta stepped, or is listed among those that step: %v", err)
	}
}
