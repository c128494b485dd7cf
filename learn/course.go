package learn

import (
	"fmt"
	"math"
	"strings"

	"rollout/engine"
	"rollout/variants"
)

// seeded is a study configuration with the seed `rollout -study … -seed
// 1` gives the side to move, so the command a lesson names shows the
// same search. No lesson grows more than a few thousand nodes, so a
// small node budget gives the same tree as the screen's default one and
// keeps each replay (Stepper.At, which the lessons use to look ahead)
// from setting up a tree of a million nodes.
func seeded(player string, side variants.Side, est engine.Estimator) engine.Config {
	return engine.Config{Player: player, Seed: engine.PlayerSeed(1, side), Estimator: est, Workers: 1, NodeBudget: lessonNodes}
}

// lessonNodes is the lessons' tree node budget.
const lessonNodes = 1 << 14

// course is the lessons, in order.
func course() []*Lesson {
	ls := []*Lesson{
		{
			Title: "A random playout and its result",
			Idea: []string{
				"Monte Carlo search judges a move by playing games after it with random moves to the end: a rollout (or playout). One rollout is a coin toss; many of them average to an estimate.",
				"A result is counted for the side to move at the root: +1 a win, 0 a draw, -1 a loss.",
			},
			Variant: "tictactoe", Config: seeded("flat", variants.First, engine.Plain),
			Command: "rollout -study flat -variant tictactoe -seed 1",
			tasks:   []task{playoutWinner, playoutBackprop},
		},
		{
			Title: "Flat Monte Carlo: means and their error bars",
			Idea: []string{
				"Flat Monte Carlo gives every root move the same number of rollouts and plays the move with the best mean result.",
				"A mean of n rollouts is uncertain: its standard error (the +- column) shrinks like 1/sqrt(n), so four times the rollouts halve it. Two means closer than about two standard errors are not told apart yet.",
			},
			Variant: "tictactoe", Config: seeded("flat", variants.First, engine.Plain),
			Command: "rollout -study flat -variant tictactoe -seed 1",
			tasks:   []task{flatBestKind, flatErrorBars, flatApart},
		},
		{
			Title: "Where flat Monte Carlo is fooled",
			Idea: []string{
				"Flat Monte Carlo measures a move against an opponent who plays at random. A real opponent punishes a mistake at once; a random one often misses the punishment.",
				"So flat can prefer a move that loses to the one reply it does not look for.",
			},
			Variant: "tictactoe", Position: "x1o/2x/xo1 o", Config: seeded("flat", variants.Second, engine.Plain),
			Command: `rollout -study flat -variant tictactoe -position "x1o/2x/xo1 o" -seed 1`,
			tasks:   []task{fooledChoice, fooledSolver, fooledWhy},
		},
		{
			Title: "UCB: exploration against exploitation",
			Idea: []string{
				"UCT walks down a tree of moves. At each node it takes the child with the highest UCB = mean + c*sqrt(ln N / n): N the node's visits, n the child's.",
				"The mean exploits what the search knows; the second term explores, growing for a child visited little. The constant c turns the balance: small c trusts the means, large c spreads the visits. Of equal values the first in move order is taken.",
			},
			Variant: "tictactoe", Config: seeded("uct", variants.First, engine.Plain),
			Command: "rollout -study uct -variant tictactoe -seed 1",
			tasks:   []task{ucbPick, ucbTurn(0.1), ucbTurn(5)},
		},
		{
			Title: "The tree grows: expansion and backpropagation",
			Idea: []string{
				"Each UCT iteration selects a path down the tree, expands it by one node, plays one rollout from there and backs the result up the path.",
				"Every node counts results for the side that moved into it, so the same result is added with its sign flipped at every level: a win for X is a loss for O.",
			},
			Variant: "tictactoe", Config: seeded("uct", variants.First, engine.Plain),
			Command: "rollout -study uct -variant tictactoe -seed 1",
			tasks:   []task{growExpand, growSign, growUpdate},
		},
		{
			Title: "Proofs: MCTS-Solver and exact values",
			Idea: []string{
				"Where the game ends inside the tree, a node's value is not an estimate but exact. MCTS-Solver carries such values up the tree: a node is proven lost for the side that moved into it when the opponent has one reply that wins, and proven won when every reply loses.",
				"A root move proven won ends the search: more iterations cannot change the choice.",
			},
			Variant: "tictactoe", Position: "xx1/oo1/3 x", Config: seeded("uct", variants.First, engine.Plain),
			Command: `rollout -study uct -variant tictactoe -position "xx1/oo1/3 x" -seed 1`,
			tasks:   []task{proofMove, proofCount, proofLoss},
		},
		{
			Title: "Variance: the Rao-Blackwellised estimator",
			Idea: []string{
				"At every ply of a rollout the mover may have moves that win at once. A plain rollout finds out by chance; the rb estimator adds the exact chance instead (wins/legal, times the chance the game got this far) and plays on with a move that does not win.",
				"Same expected value, less noise: the means settle with fewer rollouts.",
			},
			Variant: "tictactoe", Position: "x1o/2x/xo1 o", Config: seeded("flat", variants.Second, engine.RaoBlackwell),
			Command: `rollout -study flat -variant tictactoe -position "x1o/2x/xo1 o" -seed 1 -estimator rb`,
			tasks:   []task{rbPly, rbSmaller},
		},
		{
			Title: "Why pure rollouts fail at chess",
			Idea: []string{
				"A random chess game is long and aimless: neither side plays to mate, and most games end drawn by material, repetition or the ply cap.",
				"So a rollout's result says little about the position it started from, and even a piece won shows only faintly in the means.",
			},
			Variant: "chess", Position: "rnb1kbnr/pppp1ppp/8/4p3/4P2q/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
			Config:  seeded("flat", variants.First, engine.Plain),
			Command: `rollout -study flat -variant chess -position "rnb1kbnr/pppp1ppp/8/4p3/4P2q/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3" -seed 1`,
			tasks:   []task{chessRank, chessDraws},
		},
	}
	for i, l := range ls {
		l.Number = i + 1
	}
	return ls
}

// Lesson 1.

// playoutWinner shows the first rollout's moves and asks who won.
func playoutWinner(s *study) (Question, error) {
	s.st.Step() // select: flat takes the first root move
	ev, err := s.peekStep()
	if err != nil {
		return Question{}, err
	}
	sim := ev.Simulate
	first := s.st.Tree(engine.TreeOptions{Depth: 1}).Children
	root := ""
	for _, c := range first {
		if c.ID == sim.From {
			root = c.Move
		}
	}
	choices, right := choose(s.resultWords(sim.Result),
		s.resultWords(1), s.resultWords(-1), s.resultWords(0))
	return Question{
		Prompt: "A rollout from the root move " + root + " plays these random moves to the end of the game. Who wins it?",
		Context: []string{
			s.side(s.rootSide()) + " plays " + root + ", then the rollout: " + strings.Join(sim.Moves, " "),
		},
		Choices: choices, Right: right,
		Explain: []string{
			fmt.Sprintf("The game ends: %s. For %s, the side to move at the root, the result is %+d.", sim.Outcome, s.side(s.rootSide()), sim.Result),
		},
		reveal: func() { s.st.Step() },
	}, nil
}

// playoutBackprop asks what the root move's N and mean become.
func playoutBackprop(s *study) (Question, error) {
	ev, err := s.peekStep()
	if err != nil {
		return Question{}, err
	}
	up := ev.Backprop.Nodes[len(ev.Backprop.Nodes)-1]
	nm := func(n int64, m float64) string { return fmt.Sprintf("N %d, mean %s", n, mean(m)) }
	right := nm(up.NAfter, up.WAfter/float64(up.NAfter))
	choices, r := choose(right, nm(1, 1), nm(1, 0), nm(1, -1), nm(2, up.Added))
	return Question{
		Prompt:  fmt.Sprintf("Backpropagation adds the result to %s, which had N %d. What are its N and mean after?", up.Move, up.NBefore),
		Choices: choices, Right: r,
		Explain: []string{
			fmt.Sprintf("%s counts results for %s, who moved into it: it adds %s, so N goes %d -> %d and the mean (the sum over N) is %s.",
				up.Move, s.side(up.For), signed(up.Added), up.NBefore, up.NAfter, mean(up.WAfter/float64(up.NAfter))),
		},
		reveal: func() { s.st.Step() },
	}, nil
}

// Lesson 2.

// kindOf names the kind of a tic-tac-toe square: corner, centre, edge.
func kindOf(sq string) string {
	switch sq {
	case "b2":
		return "the centre (b2)"
	case "a1", "c1", "a3", "c3":
		return "a corner (a1, c1, a3, c3)"
	}
	return "an edge (b1, a2, c2, b3)"
}

func flatBestKind(s *study) (Question, error) {
	r, err := s.st.At(s.st.Events())
	if err != nil {
		return Question{}, err
	}
	r.Run(900)
	snap := r.Snapshot()
	best := byMean(snap)[0]
	choices, right := choose(kindOf(best.Text), kindOf("a1"), kindOf("b2"), kindOf("b1"))
	return Question{
		Prompt:  "Flat gives each of X's nine first moves 100 random games. Which kind of first move will have the best mean?",
		Choices: choices, Right: right,
		Explain: append([]string{
			fmt.Sprintf("%s has the best mean, %s +- %.2f. Random games favour the squares on the most lines (the centre is on four, a corner on three, an edge on two), but at 100 rollouts the error bars overlap and noise can reorder them: the next question.", best.Text, mean(best.Mean), best.StdErr),
		}, tableLines(snap, 9)...),
		reveal: func() { s.st = r },
	}, nil
}

func flatErrorBars(s *study) (Question, error) {
	before := s.st.Snapshot()
	b2, _ := moveStats(before, "b2")
	r, err := s.st.At(s.st.Events())
	if err != nil {
		return Question{}, err
	}
	r.Run(2700)
	after, _ := moveStats(r.Snapshot(), "b2")
	choices := []string{"about the same", "about half as wide", "about a quarter as wide", "about twice as wide"}
	return Question{
		Prompt:  fmt.Sprintf("After 100 rollouts b2's mean is %s +- %.3f. The search now runs 300 more per move (400 in all). How wide will b2's error bar be?", mean(b2.Mean), b2.StdErr),
		Choices: choices, Right: 1,
		Explain: []string{
			fmt.Sprintf("Four times the rollouts, half the error: b2 is now %s +- %.3f (%.2f of before). The standard error is the spread of one result over sqrt(n).",
				mean(after.Mean), after.StdErr, after.StdErr/b2.StdErr),
		},
		reveal: func() { s.st = r },
	}, nil
}

func flatApart(s *study) (Question, error) {
	ms := byMean(s.st.Snapshot())
	a, b := ms[0], ms[1]
	gap := a.Mean - b.Mean
	bar := 2 * math.Hypot(a.StdErr, b.StdErr)
	yes := "yes: further apart than two standard errors of their difference"
	no := "no: closer than two standard errors of their difference"
	right := no
	if gap > bar {
		right = yes
	}
	choices, r := inOrder(right, []string{yes, no})
	return Question{
		Prompt:  fmt.Sprintf("The best two means after 400 rollouts each: %s %s +- %.3f and %s %s +- %.3f. Are they clearly apart?", a.Text, mean(a.Mean), a.StdErr, b.Text, mean(b.Mean), b.StdErr),
		Context: tableLines(s.st.Snapshot(), 5),
		Choices: choices, Right: r,
		Explain: []string{
			fmt.Sprintf("Their difference is %.3f; two standard errors of a difference are 2*sqrt(%.3f² + %.3f²) = %.3f.", gap, a.StdErr, b.StdErr, bar),
			"Flat plays the better mean either way; only a clear gap says the choice would survive another seed.",
		},
	}, nil
}

// Lesson 3.

// legalTexts are the root's legal moves, in legal order.
func (s *study) legalTexts() []string {
	var out []string
	for _, m := range s.st.Snapshot().Moves {
		out = append(out, m.Text)
	}
	return out
}

func fooledChoice(s *study) (Question, error) {
	r, err := s.st.At(s.st.Events())
	if err != nil {
		return Question{}, err
	}
	r.Run(1000)
	snap := r.Snapshot()
	choices, right := inOrder(snap.BestText, s.legalTexts())
	return Question{
		Prompt:  "O to move; X holds a1 and a3 and threatens a2. Flat gives each of O's four moves 250 random games. Which move will flat choose?",
		Choices: choices, Right: right,
		Explain: append([]string{
			fmt.Sprintf("Flat chooses %s, the best mean:", snap.BestText),
		}, tableLines(snap, 0)...),
		reveal: func() { s.st = r },
	}, nil
}

func fooledSolver(s *study) (Question, error) {
	legal := s.legalTexts()
	right, words := "", []string{}
	for _, m := range legal {
		v, _ := exactOf(s.pos, m)
		if v >= 0 && right == "" {
			right = m
		}
		words = append(words, m+" "+engine.ExactWord(v))
	}
	choices, r := inOrder(right, legal)
	return Question{
		Prompt:  "The game's solver knows every line to the end. Which move does it say O must play?",
		Choices: choices, Right: r,
		Explain: []string{
			"Exact values for O: " + strings.Join(words, ", ") + ".",
			fmt.Sprintf("Flat chose %s. Only blocking at a2 stops X's line a1-a2-a3.", s.st.Snapshot().BestText),
		},
	}, nil
}

func fooledWhy(s *study) (Question, error) {
	snap := s.st.Snapshot()
	best, _ := moveStats(snap, snap.BestText)
	choices := []string{
		"its rollouts play X at random, and a random X often misses the win at a2",
		"it ran too few rollouts to see a single win for X",
		"the solver's values are for X, not O",
	}
	return Question{
		Prompt:  "Why can flat's means favour a move the solver calls lost?",
		Choices: choices, Right: 0,
		Explain: []string{
			fmt.Sprintf("After %s, X won %d of its %d rollouts, lost %d and drew %d: a random X takes the win at a2 only when it happens to pick it.", best.Text, best.Losses, best.Rollouts, best.Wins, best.Draws),
			"Flat measures a move against a random opponent. UCT (lesson 4) builds a tree and looks at the opponent's best replies.",
		},
	}, nil
}

// Lesson 4.

// ucbSetup runs 60 iterations and peeks at the next selection's root
// level.
func ucbLevel(s *study) (engine.Level, error) {
	if s.st.Iterations() == 0 {
		s.st.Run(60)
	}
	ev, err := s.peekStep()
	if err != nil {
		return engine.Level{}, err
	}
	if len(ev.Select.Levels) == 0 {
		return engine.Level{}, fmt.Errorf("selection stopped at the root")
	}
	return ev.Select.Levels[0], nil
}

func childMoves(lv engine.Level) []string {
	var out []string
	for _, c := range lv.Children {
		out = append(out, c.Move)
	}
	return out
}

func ucbPick(s *study) (Question, error) {
	lv, err := ucbLevel(s)
	if err != nil {
		return Question{}, err
	}
	c := s.st.Config().Exploration
	chosen := lv.Children[lv.Chosen]
	choices, right := inOrder(chosen.Move, childMoves(lv))
	why := fmt.Sprintf("%s has the highest UCB, %.2f = mean %s + explore %.2f.", chosen.Move, chosen.UCB, mean(chosen.Mean), chosen.Explore)
	if lv.Tied > 1 {
		why += fmt.Sprintf(" %d children tie at that value: the first in move order is taken.", lv.Tied)
	}
	return Question{
		Prompt:  fmt.Sprintf("The root has N %d visits; c = %.2f. Which child does selection take?", lv.Visits, c),
		Context: candidateLines(lv, c),
		Choices: choices, Right: right,
		Explain: []string{why},
		reveal:  func() { s.st.Step() },
	}, nil
}

// ucbTurn asks which child selection would take from the same figures
// with constant k.
func ucbTurn(k float64) task {
	return func(s *study) (Question, error) {
		lv, err := s.lastRootLevel()
		if err != nil {
			return Question{}, err
		}
		i := pickWith(lv, k)
		pick := lv.Children[i]
		choices, right := inOrder(pick.Move, childMoves(lv))
		most := lv.Children[0]
		for _, c := range lv.Children {
			if c.N > most.N {
				most = c
			}
		}
		return Question{
			Prompt:  fmt.Sprintf("Turn c to %g with the same N and means. Which child would selection take now?", k),
			Context: candidateLines(lv, k),
			Choices: choices, Right: right,
			Explain: []string{
				fmt.Sprintf("With c = %g, %s has the highest UCB, %.2f (N %d, mean %s). The most visited child is %s (N %d).", k, pick.Move, ucbWith(pick, lv.Visits, k), pick.N, mean(pick.Mean), most.Move, most.N),
				"Small c exploits: the best mean wins. Large c explores: the least visited children win.",
			},
		}, nil
	}
}

// lastRootLevel is the root level of the selection just shown (the
// stepper is past it): replayed one phase back.
func (s *study) lastRootLevel() (engine.Level, error) {
	ev, ok := s.last()
	if !ok || ev.Phase != engine.PhaseSelect || len(ev.Select.Levels) == 0 {
		return engine.Level{}, fmt.Errorf("no selection to look back at")
	}
	return ev.Select.Levels[0], nil
}

// Lesson 5.

// growSetup runs whole iterations until the next one selects below the
// root and its rollout is decisive, and shows its selection.
func growSetup(s *study) ([]engine.Event, error) {
	if s.st.Iterations() == 0 {
		s.st.Run(20)
	}
	for range 500 {
		evs, err := s.peek()
		if err != nil {
			return nil, err
		}
		if len(evs) == 4 && len(evs[0].Select.Levels) >= 1 && evs[1].Expand.Node != engine.NoNode &&
			!evs[2].Simulate.Exact && evs[2].Simulate.Result != 0 {
			return evs, nil
		}
		s.st.Iterate()
	}
	return nil, fmt.Errorf("no iteration below the root with a decisive rollout")
}

func growExpand(s *study) (Question, error) {
	evs, err := growSetup(s)
	if err != nil {
		return Question{}, err
	}
	s.st.Step() // show the selection
	sel, exp := evs[0].Select, evs[1].Expand
	var path []string
	for _, lv := range sel.Levels {
		path = append(path, lv.Children[lv.Chosen].Move)
	}
	leaf, err := playTexts(s.pos, path)
	if err != nil {
		return Question{}, err
	}
	sub, _ := s.st.Subtree(sel.Leaf, engine.TreeOptions{Depth: 1})
	has := map[string]bool{}
	for _, c := range sub.Children {
		has[c.Move] = true
	}
	var missing []string
	for _, m := range leaf.LegalMoves(nil) {
		if t := leaf.EncodeMove(m, variants.Display); !has[t] {
			missing = append(missing, t)
		}
	}
	choices, right := inOrder(exp.Move, missing)
	return Question{
		Prompt:  fmt.Sprintf("Selection went %s and stopped: that node has moves without a node of their own (%s). Which one does expansion add?", strings.Join(path, " "), strings.Join(missing, " ")),
		Choices: choices, Right: right,
		Explain: []string{
			fmt.Sprintf("It adds %s: this uct expands a node's moves in legal-move order, the first without a node first (any order would do; this one makes a study reproducible).", exp.Move),
		},
		reveal: func() { s.st.Step(); s.st.Step() }, // expand, simulate
	}, nil
}

func growSign(s *study) (Question, error) {
	last, ok := s.last()
	if !ok || last.Phase != engine.PhaseSimulate {
		return Question{}, fmt.Errorf("no simulation to look back at")
	}
	sim := last.Simulate
	ev, err := s.peekStep()
	if err != nil {
		return Question{}, err
	}
	nodes := ev.Backprop.Nodes
	leaf := nodes[len(nodes)-1]
	choices, right := inOrder(signed(leaf.Added), []string{"+1", "0", "-1"})
	return Question{
		Prompt: fmt.Sprintf("The rollout from the new node %s ended: %s, %+d for %s (the side to move at the root). What does %s add, a node %s moved into?",
			leaf.Move, sim.Outcome, sim.Result, s.side(s.rootSide()), leaf.Move, s.side(leaf.For)),
		Context: []string{"rollout: " + strings.Join(sim.Moves, " ")},
		Choices: choices, Right: right,
		Explain: []string{
			fmt.Sprintf("%s adds %s: a node counts results for the side that moved into it, %s. Up the path the sign flips at every level:", leaf.Move, signed(leaf.Added), s.side(leaf.For)),
			pathLine(nodes),
		},
	}, nil
}

// pathLine shows the values a backpropagation adds, root first.
func pathLine(nodes []engine.NodeUpdate) string {
	var parts []string
	for _, u := range nodes {
		name := u.Move
		if name == "" {
			name = "root"
		}
		parts = append(parts, name+" "+signed(u.Added))
	}
	return strings.Join(parts, ", ")
}

func growUpdate(s *study) (Question, error) {
	ev, err := s.peekStep()
	if err != nil {
		return Question{}, err
	}
	u := ev.Backprop.Nodes[1]
	before := 0.0
	if u.NBefore > 0 {
		before = u.WBefore / float64(u.NBefore)
	}
	nm := func(n int64, w float64) string { return fmt.Sprintf("N %d, mean %s", n, mean(w/float64(n))) }
	right := nm(u.NAfter, u.WAfter)
	choices, r := choose(right, nm(u.NBefore+1, u.WBefore-u.Added), nm(u.NBefore+1, before*float64(u.NBefore+1)),
		nm(max(u.NBefore, 1), u.WBefore+u.Added))
	return Question{
		Prompt:  fmt.Sprintf("%s, the root's child on the path, had N %d and mean %s. What are they after backpropagation?", u.Move, u.NBefore, mean(before)),
		Choices: choices, Right: r,
		Explain: []string{
			fmt.Sprintf("%s adds %s for %s: W goes %.2f -> %.2f and N %d -> %d, so the mean is %s.", u.Move, signed(u.Added), s.side(u.For), u.WBefore, u.WAfter, u.NBefore, u.NAfter, mean(u.WAfter/float64(u.NAfter))),
		},
		reveal: func() { s.st.Step() },
	}, nil
}

// Lesson 6.

func proofMove(s *study) (Question, error) {
	r, err := s.st.At(s.st.Events())
	if err != nil {
		return Question{}, err
	}
	r.Run(100_000)
	if !r.Decided() {
		return Question{}, fmt.Errorf("the search proved nothing")
	}
	won := ""
	for _, c := range r.Tree(engine.TreeOptions{Depth: 1}).Children {
		if c.Proven > 0 {
			won = c.Move
		}
	}
	choices, right := inOrder(won, s.legalTexts())
	return Question{
		Prompt:  "X to move. UCT runs until it has proven a root move won. Which move?",
		Choices: choices, Right: right,
		Explain: []string{
			fmt.Sprintf("%s: once expansion adds its node, the game is over there, won by X, so the node is proven won for X and the search stops (after %d iterations).", won, r.Iterations()),
		},
		reveal: func() { s.st = r },
	}, nil
}

func proofCount(s *study) (Question, error) {
	n := s.st.Iterations()
	bins := []string{"fewer than 10", "10 to 99", "100 to 999", "1000 or more"}
	right := 0
	switch {
	case n >= 1000:
		right = 3
	case n >= 100:
		right = 2
	case n >= 10:
		right = 1
	}
	legal := len(s.st.Snapshot().Moves)
	return Question{
		Prompt:  fmt.Sprintf("X has %d legal moves, and expansion adds the root's moves one per iteration, in legal order. About how many iterations did the proof take?", legal),
		Choices: bins, Right: right,
		Explain: []string{
			fmt.Sprintf("%d iterations: every root move gets its node before selection goes deeper, and the winning move is reached in that first round.", n),
		},
	}, nil
}

func proofLoss(s *study) (Question, error) {
	// Step still runs after a proof: go on (on a copy) to see the other
	// moves proven.
	r, err := s.st.At(s.st.Events())
	if err != nil {
		return Question{}, err
	}
	for range 300 {
		r.Iterate()
	}
	lost := []string{}
	for _, c := range r.Tree(engine.TreeOptions{Depth: 1}).Children {
		if c.Proven < 0 {
			lost = append(lost, c.Move)
		}
	}
	choices := []string{
		"the opponent has one reply that wins",
		"every reply of the opponent wins",
		"its mean has reached -1",
	}
	ex := "Here, after the proof, selection always takes the proven win at the root, so X's other moves are never looked at again: 300 iterations on, none is proven lost."
	if len(lost) > 0 {
		ex = "300 iterations past the proof, these moves of X's are proven lost: " + strings.Join(lost, ", ") + ". After each, O's reply c2 wins at once."
	}
	return Question{
		Prompt:  "A node is proven lost for the side that moved into it when…",
		Choices: choices, Right: 0,
		Explain: []string{
			"One winning reply is enough: the opponent will play it. A node is proven won only when every reply loses.",
			ex,
		},
	}, nil
}

// Lesson 7.

func rbPly(s *study) (Question, error) {
	for range 200 {
		evs, err := s.peek()
		if err != nil {
			return Question{}, err
		}
		sim := evs[1].Simulate
		for i, p := range sim.RB {
			if p.Wins > 0 && p.Survive < 1 {
				s.st.Step() // show the selection
				add := p.Survive * p.P
				f := func(x float64) string { return fmt.Sprintf("%.3f", x) }
				choices, right := choose(f(add), f(p.P), f(p.Survive), f(0), f(1))
				return Question{
					Prompt: fmt.Sprintf("In this rb rollout, at ply %d %s has %d winning move(s) of %d legal; the game got this far undecided with chance %.3f. How much does rb add for %s at this ply?",
						i+1, s.side(p.Mover), p.Wins, p.Legal, p.Survive, s.side(p.Mover)),
					Context: []string{"rollout: " + strings.Join(sim.Moves, " ")},
					Choices: choices, Right: right,
					Explain: []string{
						fmt.Sprintf("survive x wins/legal = %.3f x %d/%d = %.3f, added exactly, not drawn at random; the rollout then plays on with a move that does not win, and the next ply's chance to get there is %.3f.",
							p.Survive, p.Wins, p.Legal, add, p.Survive*(1-p.P)),
						fmt.Sprintf("The rollout's value for %s: %s (a plain rollout on the same draws: %+d).", s.side(s.rootSide()), mean(sim.Value), sim.Result),
					},
					reveal: func() { s.st.Step() },
				}, nil
			}
		}
		s.st.Iterate()
	}
	return Question{}, fmt.Errorf("no rb ply with a winning move")
}

func rbSmaller(s *study) (Question, error) {
	run := func(est engine.Estimator) (engine.Snapshot, error) {
		cfg := s.st.Config()
		cfg.Estimator = est
		st, err := engine.NewStepper(cfg, s.pos)
		if err != nil {
			return engine.Snapshot{}, err
		}
		st.Run(1600)
		return st.Snapshot(), nil
	}
	plain, err := run(engine.Plain)
	if err != nil {
		return Question{}, err
	}
	rb, err := run(engine.RaoBlackwell)
	if err != nil {
		return Question{}, err
	}
	avg := func(sn engine.Snapshot) float64 {
		t := 0.0
		for _, m := range sn.Moves {
			t += m.StdErr
		}
		return t / float64(len(sn.Moves))
	}
	p, r := avg(plain), avg(rb)
	choices := []string{"rb's", "plain's", "about the same"}
	right := 2
	switch {
	case r < 0.9*p:
		right = 0
	case p < 0.9*r:
		right = 1
	}
	ex := []string{fmt.Sprintf("Average standard error: plain %.3f, rb %.3f. rb removes the chance of a win at once from the noise; in positions full of immediate wins, like this one, that is most of it.", p, r), "plain:"}
	ex = append(ex, tableLines(plain, 0)...)
	ex = append(ex, "rb:")
	ex = append(ex, tableLines(rb, 0)...)
	return Question{
		Prompt:  "Flat runs 400 rollouts per move here twice: with the plain estimator and with rb. Whose standard errors will be smaller?",
		Choices: choices, Right: right,
		Explain: ex,
	}, nil
}

// Lesson 8.

func chessRank(s *study) (Question, error) {
	r, err := s.st.At(s.st.Events())
	if err != nil {
		return Question{}, err
	}
	legal := int64(len(s.st.Snapshot().Moves))
	r.Run(40 * legal)
	snap := r.Snapshot()
	rank := 0
	for i, m := range byMean(snap) {
		if m.Text == "Nxh4" {
			rank = i + 1
		}
	}
	choices := []string{"first", "second to fifth", "below fifth"}
	right := 0
	switch {
	case rank > 5:
		right = 2
	case rank > 1:
		right = 1
	}
	nx, _ := moveStats(snap, "Nxh4")
	return Question{
		Prompt:  fmt.Sprintf("Black's queen on h4 hangs: White's Nxh4 wins it for nothing. Flat gives each of White's %d moves 40 random games. Where will Nxh4 rank by mean?", legal),
		Choices: choices, Right: right,
		Explain: append([]string{
			fmt.Sprintf("Nxh4 ranks %d of %d, mean %s +- %.2f: a queen up, random play still draws or loses most games.", rank, legal, mean(nx.Mean), nx.StdErr),
		}, tableLines(snap, 6)...),
		reveal: func() { s.st = r },
	}, nil
}

func chessDraws(s *study) (Question, error) {
	snap := s.st.Snapshot()
	var draws, all int64
	var plies float64
	for _, m := range snap.Moves {
		draws += m.Draws
		all += m.Rollouts
		plies += m.AvgPlies * float64(m.Rollouts)
	}
	share := float64(draws) / float64(all)
	choices := []string{"under a third", "a third to two thirds", "over two thirds"}
	right := 1
	switch {
	case share < 1.0/3:
		right = 0
	case share > 2.0/3:
		right = 2
	}
	ex := []string{
		fmt.Sprintf("%.0f%% of the %d random games were drawn, and they lasted %.0f plies on average. A result that is mostly noise cannot tell a won queen from a lost pawn at any affordable budget.", 100*share, all, plies/float64(all)),
	}
	if _, err := engine.ParseEstimator("eval"); err == nil {
		if _, ok := s.pos.(variants.Evaluator); ok {
			ex = append(ex, "The eval estimator (-estimator eval) cuts each rollout short and scores the position reached by a static evaluation (material and piece placement): knowledge a learner can switch on and compare.")
		}
	}
	return Question{
		Prompt:  "What share of those random games ended in a draw?",
		Choices: choices, Right: right,
		Explain: ex,
	}, nil
}
