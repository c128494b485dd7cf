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
			Title:  "A random playout and its result",
			Taught: "a rollout plays random moves to the end; its result, for the side to move at the root, is added to its visits and its mean.",
			Idea: []string{
				"Monte Carlo search judges a move by random games after it: a rollout. Its result counts for the side to move at the root (the position searched): +1 a win, 0 a draw, -1 a loss.",
				"Each root move keeps its visits, the rollouts through it, and its mean, their average result; backpropagation adds a result to them. The best move is then the best mean (flat, the player of lessons 2 and 3) or the most visited (UCT, which lesson 4 brings in).",
			},
			Variant: "tictactoe", Config: seeded("flat", variants.First, engine.Plain),
			tasks: []task{playoutWinner, playoutBackprop},
		},
		{
			Title:  "Flat Monte Carlo: means and their error bars",
			Taught: "the standard error shrinks like 1/sqrt(n), n the rollouts; means closer than two of them are not told apart.",
			Idea: []string{
				"Flat Monte Carlo gives every root move the same number of rollouts and plays the move with the best mean result.",
				"A mean of n rollouts is uncertain: its standard error (the +- column) shrinks like 1/sqrt(n), so four times the rollouts halve it. Two means closer than about two standard errors of their difference are not told apart yet.",
			},
			Variant: "tictactoe", Config: seeded("flat", variants.First, engine.Plain),
			tasks: []task{flatErrorBars, flatBestKind, flatApart},
		},
		{
			Title:  "Where flat Monte Carlo is fooled",
			Taught: "flat measures a move against a random opponent, and can be sure of a move that loses.",
			Idea: []string{
				"Flat Monte Carlo measures a move against an opponent who plays at random. A real opponent punishes a mistake at once; a random one often misses the punishment.",
				"So flat can prefer a move that loses to the one reply it does not look for. Here O is to move; X has b1 and b2 and threatens b3.",
			},
			Variant: "tictactoe", Position: fooledPos, Config: seeded("flat", variants.Second, engine.Plain),
			tasks: []task{fooledChoice, fooledSolver, fooledWhy},
		},
		{
			Title:  "UCT on the same position",
			Taught: "a tree looks at the opponent's replies, and UCT plays the move flat missed.",
			Idea: []string{
				"UCT, tree search with UCB, grows a tree of moves from the root, one iteration at a time: a walk down the tree, one new node, one rollout. It gives more iterations to the moves that do well, and below each it tries the opponent's replies, so it sees a reply that wins at once. How: the next two lessons.",
				"UCT plays the most visited root move. Here it searches lesson 3's position, where flat chose a move that loses.",
			},
			Variant: "tictactoe", Position: fooledPos, Config: seeded("uct", variants.Second, engine.Plain),
			tasks: []task{uctChoice, uctWhy},
		},
		{
			Title:  "UCB: exploration against exploitation",
			Taught: "selection takes the highest mean + c*sqrt(ln N / n), N the node's visits and n the child's; c weighs exploring, and the most visited move is played.",
			Idea: []string{
				"Selection walks down the tree: at each node it takes the child with the highest UCB = mean + c*sqrt(ln N / n): N the node's visits, n the child's, ln the natural logarithm, c a constant (1.41 here).",
				"The mean exploits what the search knows; the second term explores, growing for a child visited little and shrinking as it is visited. Of equal values the first in move order is taken.",
			},
			Variant: "tictactoe", Config: seeded("uct", variants.First, engine.Plain),
			tasks: []task{ucbPick, ucbTurn(0.1), ucbTurn(5), ucbWhatC, ucbMostVisited},
		},
		{
			Title:  "The tree grows: expansion and backpropagation",
			Taught: "each iteration adds one node, and a result is added with its sign flipped at every level.",
			Idea: []string{
				"Each UCT iteration selects a path down the tree, expands it by one node, plays one rollout from there and backs the result up the path.",
				"Every node keeps its visits and its total, the sum of the results added to it: its mean is total / visits. A node counts results for the side that made its move, so the same result is added with its sign flipped at every level: a win for X is a loss for O.",
				"The root has no move of its own: it counts results like a child of a node where the other side moved, for the side not to move at the root; only its visits are ever used.",
			},
			Variant: "tictactoe", Config: seeded("uct", variants.First, engine.Plain),
			tasks: []task{growExpand, growSign, growUpdate},
		},
		{
			Title:  "Proofs: MCTS-Solver and exact values",
			Taught: "values proven where the game ends are carried up the tree: one winning reply proves a loss.",
			Idea: []string{
				"Where the game ends inside the tree, a node's value is not an estimate but exact. MCTS-Solver carries such values up the tree: a node is proven lost for the side that moved into it when the opponent has one reply that wins, and proven won when every reply loses.",
				"A root move proven won at once ends the search: no move can beat it, so more iterations cannot change the choice. (A longer proven win ends it only once no shorter win can hide among the other moves: lesson 12.)",
			},
			Variant: "tictactoe", Position: "xx1/oo1/3 x", Config: seeded("uct", variants.First, engine.Plain),
			tasks: []task{proofMove, proofCount, proofLoss},
		},
		{
			Title:  "Variance: the Rao-Blackwellised estimator",
			Taught: "adding the exact chance of a win at once keeps the mean and cuts the noise.",
			Idea: []string{
				"At every ply of a rollout the mover may have moves that win at once. A plain rollout finds out by chance; the rb estimator adds the exact chance instead (p, wins/legal, times the weight: the chance the game got this far) and plays on with a move that does not win.",
				"Same expected value, less noise: the means settle with fewer rollouts.",
			},
			Variant: "tictactoe", Position: fooledPos, Config: seeded("flat", variants.Second, engine.RaoBlackwell),
			tasks: []task{rbPly, rbSmaller},
		},
		{
			Title:  "Why pure rollouts fail at chess",
			Taught: "random chess games are mostly drawn, so a won queen barely shows: chess needs knowledge.",
			Idea: []string{
				"A random chess game is long and aimless: neither side plays to mate, and most games end drawn by material, repetition or the ply cap.",
				"So a rollout's result says little about the position it started from, and even a piece won shows only faintly in the means.",
			},
			Variant: "chess", Position: chessPos,
			Config: seeded("flat", variants.First, engine.Plain),
			tasks:  []task{chessRank, chessDraws},
		},
		{
			Title:  "The strong player: the evaluation",
			Taught: "the eval estimator scores the position instead of a random game, and sees the won queen at once.",
			Idea: []string{
				"The program's strongest player, default, is UCT with knowledge added, each part a flag. First the eval estimator: it cuts each rollout after k plies and scores the position reached by a static evaluation (material and piece placement, after the captures under way are played out), from -1 to +1: a queen up is about +0.99.",
				"With k = 0 the position after the move is scored at once, with no random game. Here lesson 9's hanging queen again.",
			},
			Variant: "chess", Position: chessPos, Config: evalConfig(),
			tasks: []task{evalChoice, evalGap},
		},
		{
			Title:  "The strong player: priors and widening",
			Taught: "priors order a node's children by cheap move knowledge, and widening lets it try only the best few first.",
			Idea: []string{
				"Pure UCT tries every move once before any twice: 26 rollouts before it looks twice at the capture of a queen. The game's move knowledge (a prior from 0 to 1: a capture by its victim, a move into an attack by its loss) changes that twice over.",
				fmt.Sprintf("Progressive widening: a node gets its children best prior first, at most 2 + K*sqrt(N) of them after N visits (K = %g here, uct's; %g for default). Progressive bias: selection adds w*prior/(n+1), n the child's visits, to a child's value, steering its first visits and fading as they come in.", engine.DefaultWiden, engine.DefaultPlayerWiden),
			},
			Variant: "chess", Position: chessPos, Config: priorConfig(),
			tasks: []task{priorFirst, priorWidth},
		},
		{
			Title:  "The strong player: proofs ranked by length",
			Taught: "of proven wins the shortest is played, whatever the visits, so a won game is won and not put off.",
			Idea: []string{
				"A proof carries its length: the plies of the winning line, counting the move (a win at once is 1). While a sibling is still open, selection passes proven children by, so their visits stop; so visits say nothing about proven moves.",
				"At the end the search plays the shortest proven win, whatever the visits. X to move here, with a win at once and longer ones.",
			},
			Variant: "tictactoe", Position: proofsPos, Config: seeded("uct", variants.First, engine.Plain),
			tasks: []task{proofShortest, proofWhyShortest},
		},
		{
			Title:  "The strong player: implicit minimax backups",
			Taught: "a node's minimax value assumes the opponent's best reply, where its mean averages them all; selection blends the two.",
			Idea: []string{
				"A node's mean averages all the lines below it, the opponent's weak replies with its best. Implicit minimax backups give each node a second value, its minimax value: the evaluation of its position when made, then the negated best of its children's.",
				"Selection ranks a child by (1-a)*mean + a*minimax + exploration; a = 0 is plain UCT, default has a = 0.5. Here Black's Bg4 attacks White's queen, Black's c6 pawn the Bb5.",
			},
			Variant: "chess", Position: minimaxPos, Config: minimaxConfig(),
			tasks: []task{minimaxOff, minimaxOn, minimaxWhy},
		},
	}
	for i, l := range ls {
		l.Number = i + 1
		l.Command = studyCommand(l)
	}
	return ls
}

// studyCommand is the rollout command that opens l's search on the
// study screen, written from the lesson's own settings so that it keeps
// each of them (the estimator among them).
func studyCommand(l *Lesson) string {
	cmd := "rollout -study " + l.Config.Player + " -variant " + l.Variant
	if l.Position != "" {
		cmd += ` -position "` + l.Position + `"`
	}
	cmd += " -seed 1"
	if l.Config.Estimator != engine.Plain {
		cmd += " -estimator " + l.Config.Estimator.String()
	}
	if l.Config.Estimator == engine.Eval {
		cmd += fmt.Sprintf(" -k %d", l.Config.EvalPlies)
	}
	if l.Config.Minimax != 0 {
		cmd += fmt.Sprintf(" -minimax %g", l.Config.Minimax)
	}
	if l.Config.Prior != 0 {
		cmd += fmt.Sprintf(" -prior %g", l.Config.Prior)
	}
	return cmd
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
	nm := func(n int64, m float64) string { return fmt.Sprintf("visits %d, mean %s", n, mean(m)) }
	right := nm(up.NAfter, up.WAfter/float64(up.NAfter))
	choices, r := choose(right, nm(1, 1), nm(1, 0), nm(1, -1), nm(2, up.Added))
	return Question{
		Prompt:  fmt.Sprintf("Backpropagation adds the result to %s, which had %d visits. What are its visits and mean after?", up.Move, up.NBefore),
		Choices: choices, Right: r,
		Explain: []string{
			fmt.Sprintf("%s counts results for %s, who moved into it: it adds %s, so its visits go %d -> %d and the mean (the total of the results divided by the visits) is %s.",
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

// flatPerMove are lesson 2's budgets, rollouts per move: the error bar
// halves from the first to the second, and at the third the centre's
// mean is more than five standard errors of a difference above a
// corner's (TestAnswersTrue), so the question on the best kind of move
// has one answer whatever the seed.
var flatPerMove = [3]int64{100, 400, 1600}

// runTo runs flat on (a copy of) the study until every root move has
// per rollouts.
func (s *study) runTo(per int64) (*engine.Stepper, error) {
	r, err := s.st.At(s.st.Events())
	if err != nil {
		return nil, err
	}
	legal := int64(len(r.Snapshot().Moves))
	if n := per*legal - r.Iterations(); n > 0 {
		r.Run(n)
	}
	return r, nil
}

func flatErrorBars(s *study) (Question, error) {
	r, err := s.runTo(flatPerMove[0])
	if err != nil {
		return Question{}, err
	}
	s.st = r // shown with the question: the table at 100 per move
	b2, _ := moveStats(s.st.Snapshot(), "b2")
	next, err := s.runTo(flatPerMove[1])
	if err != nil {
		return Question{}, err
	}
	after, _ := moveStats(next.Snapshot(), "b2")
	choices := []string{"about the same", "about half as wide", "about a quarter as wide", "about twice as wide"}
	return Question{
		Prompt: fmt.Sprintf("Flat has given each of X's nine first moves %d random games; b2's mean is %s +- %.3f. It now runs %d more per move (%d in all). How wide will b2's error bar be?",
			flatPerMove[0], mean(b2.Mean), b2.StdErr, flatPerMove[1]-flatPerMove[0], flatPerMove[1]),
		Context: tableLines(s.st.Snapshot(), 9),
		Choices: choices, Right: 1,
		Explain: []string{
			fmt.Sprintf("Four times the rollouts, half the error: b2 is now %s +- %.3f (%.2f of before). The standard error is the spread of one result over sqrt(n).",
				mean(after.Mean), after.StdErr, after.StdErr/b2.StdErr),
		},
		reveal: func() { s.st = next },
	}, nil
}

func flatBestKind(s *study) (Question, error) {
	r, err := s.runTo(flatPerMove[2])
	if err != nil {
		return Question{}, err
	}
	snap := r.Snapshot()
	best := byMean(snap)[0]
	choices, right := choose(kindOf(best.Text), kindOf("a1"), kindOf("b2"), kindOf("b1"))
	return Question{
		Prompt:  fmt.Sprintf("Flat runs on to %d random games per move. Which kind of first move will have the best mean?", flatPerMove[2]),
		Choices: choices, Right: right,
		Explain: append([]string{
			fmt.Sprintf("%s has the best mean, %s +- %.3f. Random games favour the squares on the most lines: the centre is on four, a corner on three, an edge on two.", best.Text, mean(best.Mean), best.StdErr),
		}, tableLines(snap, 9)...),
		reveal: func() { s.st = r },
	}, nil
}

// bestOf is the move of texts with the best mean in snap.
func bestOf(snap engine.Snapshot, texts ...string) engine.MoveStats {
	var out engine.MoveStats
	for i, t := range texts {
		if m, ok := moveStats(snap, t); ok && (i == 0 || m.Mean > out.Mean) {
			out = m
		}
	}
	return out
}

func flatApart(s *study) (Question, error) {
	snap := s.st.Snapshot()
	a, _ := moveStats(snap, "b2")
	b := bestOf(snap, "a1", "c1", "a3", "c3")
	gap := a.Mean - b.Mean
	bar := 2 * math.Hypot(a.StdErr, b.StdErr)
	yes := "yes: further apart than two standard errors of their difference"
	no := "no: closer than two standard errors of their difference"
	right := no
	if math.Abs(gap) > bar {
		right = yes
	}
	choices, r := inOrder(right, []string{yes, no})
	return Question{
		Prompt:  fmt.Sprintf("After %d rollouts each: the centre b2 %s +- %.3f, the best corner %s %s +- %.3f. Are they clearly apart?", a.Rollouts, mean(a.Mean), a.StdErr, b.Text, mean(b.Mean), b.StdErr),
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

// fooledPos is lessons 3, 4 and 8's position: O to move, X threatens
// b3. Under random play c3 (which loses to b3) is worth -0.267 to O and
// the block b3 (a draw) -0.367, so at fooledPerMove rollouts each flat
// prefers the losing c3 by 3.8 standard errors of the difference
// (exact random-play values: TestAnswersTrue).
const fooledPos = "3/1x1/1xo o"

// fooledPerMove is lesson 3's flat budget per root move.
const fooledPerMove = 2000

func fooledChoice(s *study) (Question, error) {
	r, err := s.runTo(fooledPerMove)
	if err != nil {
		return Question{}, err
	}
	snap := r.Snapshot()
	choices, right := inOrder(snap.BestText, s.legalTexts())
	return Question{
		Prompt:  fmt.Sprintf("O to move; X has b1 and b2 and threatens b3. Flat gives each of O's %d moves %d random games. Which move will flat choose?", len(snap.Moves), fooledPerMove),
		Choices: choices, Right: right,
		Explain: append([]string{
			fmt.Sprintf("Flat chooses %s, the best mean%s:", snap.BestText, leadWords(snap)),
		}, tableLines(snap, 0)...),
		reveal: func() { s.st = r },
	}, nil
}

// leadWords says by how many standard errors of the difference the
// best mean leads the next: ", ahead of b3 by 0.10, 3.5 standard errors
// of the difference".
func leadWords(snap engine.Snapshot) string {
	ms := byMean(snap)
	if len(ms) < 2 {
		return ""
	}
	gap := ms[0].Mean - ms[1].Mean
	se := math.Hypot(ms[0].StdErr, ms[1].StdErr)
	if se == 0 {
		return ""
	}
	return fmt.Sprintf(", ahead of %s by %.2f, %.1f standard errors of the difference: no luck of the draw", ms[1].Text, gap, gap/se)
}

// solverMoves are the root's moves with the best exact value for the
// side to move, and every move's value in words.
func (s *study) solverMoves() (best []string, words []string) {
	top := -2
	vals := map[string]int{}
	legal := s.legalTexts()
	for _, m := range legal {
		v, _ := exactOf(s.pos, m)
		vals[m] = v
		top = max(top, v)
		words = append(words, m+" "+engine.ExactWord(v))
	}
	for _, m := range legal {
		if vals[m] == top {
			best = append(best, m)
		}
	}
	return best, words
}

func fooledSolver(s *study) (Question, error) {
	best, words := s.solverMoves()
	if len(best) != 1 {
		return Question{}, fmt.Errorf("%d best moves, want one", len(best))
	}
	choices, r := inOrder(best[0], s.legalTexts())
	return Question{
		Prompt:  "The game's solver knows every line to the end. Which move does it say O must play?",
		Choices: choices, Right: r,
		Explain: []string{
			"Exact values for O: " + strings.Join(words, ", ") + ".",
			fmt.Sprintf("Flat chose %s. Only %s stops X's line b1-b2-b3: after any other move X plays b3 and wins.", s.st.Snapshot().BestText, best[0]),
		},
	}, nil
}

func fooledWhy(s *study) (Question, error) {
	snap := s.st.Snapshot()
	best, _ := moveStats(snap, snap.BestText)
	choices := []string{
		"its rollouts play X at random, and a random X often misses the win at b3",
		"it ran too few rollouts to see a single win for X",
		"the solver's values are for X, not O",
	}
	return Question{
		Prompt:  fmt.Sprintf("Why can flat's means favour %s, a move the solver calls lost?", best.Text),
		Choices: choices, Right: 0,
		Explain: []string{
			fmt.Sprintf("After %s, X won %d of its %d rollouts, lost %d and drew %d: a random X takes the win at b3 only when it happens to pick it, and %s makes O's own line c1-c2-c3 a threat a random X often fails to block.", best.Text, best.Losses, best.Rollouts, best.Wins, best.Draws, best.Text),
			"Flat measures a move against a random opponent; the gap is far wider than the error bars, so more rollouts only make flat surer of its mistake. UCT (the next lesson) builds a tree and looks at the opponent's replies.",
		},
	}, nil
}

// Lesson 4.

// uctIterations is lesson 4's UCT budget.
const uctIterations = 2000

func uctChoice(s *study) (Question, error) {
	r, err := s.st.At(s.st.Events())
	if err != nil {
		return Question{}, err
	}
	r.Run(uctIterations)
	snap := r.Snapshot()
	choices, right := inOrder(snap.BestText, s.legalTexts())
	_, words := s.solverMoves()
	return Question{
		Prompt:  fmt.Sprintf("UCT runs %d iterations on lesson 3's position, where flat chose c3. Which move will UCT play (its most visited)?", uctIterations),
		Choices: choices, Right: right,
		Explain: append([]string{
			fmt.Sprintf("UCT plays %s, the solver's move (%s). Its visits and means:", snap.BestText, strings.Join(words, ", ")),
		}, visitLines(snap, 0)...),
		reveal: func() { s.st = r },
	}, nil
}

// visitLines are a snapshot's moves, most visited first, with visits
// and mean, and a column more for each of extra (lesson 13's minimax); limit
// > 0 keeps the limit most visited. One table serves every lesson that
// shows a search's visits.
func visitLines(snap engine.Snapshot, limit int, extra ...column) []string {
	head := fmt.Sprintf("%-7s %6s %7s", "move", "visits", "mean")
	for _, c := range extra {
		head += fmt.Sprintf(" %8s", c.head)
	}
	lines := []string{head}
	for i, m := range byVisits(snap) {
		if limit > 0 && i == limit {
			break
		}
		line := fmt.Sprintf("%-7s %6d %7s", m.Text, m.Rollouts, mean(m.Mean))
		for _, c := range extra {
			line += fmt.Sprintf(" %8s", c.cell(m))
		}
		lines = append(lines, line)
	}
	return lines
}

// column is a column of a lesson's table: its heading and a move's cell.
type column struct {
	head string
	cell func(engine.MoveStats) string
}

func uctWhy(s *study) (Question, error) {
	snap := s.st.Snapshot()
	c3, _ := moveStats(snap, "c3")
	choices := []string{
		"below c3 its tree tries X's replies, and X's b3 wins at once there",
		"it gives every move the same number of rollouts",
		"its rollouts play better than random",
	}
	proof := "selection follows the replies that do best for X, and c3's mean falls"
	if c3.Proof < 0 {
		proof = fmt.Sprintf("c3 is proven lost (its mean, %s, is from its first rollouts and no longer counts), and selection passes it by", mean(c3.Mean))
	}
	return Question{
		Prompt:  fmt.Sprintf("Flat gave c3 the best mean; UCT gave it %d of %d visits. Why does UCT turn away from c3?", c3.Rollouts, snap.Rollouts),
		Choices: choices, Right: 0,
		Explain: []string{
			"UCT's rollouts are as random as flat's. But the tree grows below c3 too: once X's reply b3 has a node, that node is a finished game won by X, so " + proof + ". The same befalls every move but b3.",
			"Proofs are lesson 7; how selection picks and the tree grows, lessons 5 and 6.",
		},
	}, nil
}

// Lesson 5.

// ucbMargin is how far the child selection takes must lead the next
// by UCB with constant k, so that a learner working from the means
// shown to two decimals finds the same child.
const ucbMargin = 0.03

// margin is how far the child pickWith takes leads the next best by UCB
// with constant k.
func margin(lv engine.Level, k float64) float64 {
	i := pickWith(lv, k)
	best, next := ucbWith(lv.Children[i], lv.Visits, k), math.Inf(-1)
	for j, c := range lv.Children {
		if j != i && !c.Skipped {
			next = max(next, ucbWith(c, lv.Visits, k))
		}
	}
	return best - next
}

// ucbLevel runs the search until the next selection's root level has
// every child visited and a clear choice with c = 1.41, 0.1 and 5, the
// last two different (lesson 5's three questions), and returns it.
func ucbLevel(s *study) (engine.Level, error) {
	if s.st.Iterations() == 0 {
		s.st.Run(40)
	}
	c := s.st.Config().Exploration
	for range 400 {
		ev, err := s.peekStep()
		if err != nil {
			return engine.Level{}, err
		}
		if len(ev.Select.Levels) > 0 {
			lv := ev.Select.Levels[0]
			ok := pickWith(lv, 0.1) != pickWith(lv, 5)
			for _, k := range []float64{c, 0.1, 5} {
				ok = ok && !math.IsInf(margin(lv, k), 0) && margin(lv, k) >= ucbMargin
			}
			for _, ch := range lv.Children {
				ok = ok && ch.N > 0 && !ch.Skipped
			}
			if ok {
				return lv, nil
			}
		}
		s.st.Iterate()
	}
	return engine.Level{}, fmt.Errorf("no selection with a clear choice")
}

func childMoves(lv engine.Level) []string {
	var out []string
	for _, c := range lv.Children {
		out = append(out, c.Move)
	}
	return out
}

// visitMeanLines are a level's children as the question shows them:
// move, visits and mean, the figures UCB is computed from.
func visitMeanLines(lv engine.Level) []string {
	lines := []string{fmt.Sprintf("%-6s %6s %7s", "move", "visits", "mean")}
	for _, c := range lv.Children {
		lines = append(lines, fmt.Sprintf("%-6s %6d %7s", c.Move, c.N, mean(c.Mean)))
	}
	return lines
}

func ucbPick(s *study) (Question, error) {
	lv, err := ucbLevel(s)
	if err != nil {
		return Question{}, err
	}
	c := s.st.Config().Exploration
	chosen := lv.Children[lv.Chosen]
	choices, right := inOrder(chosen.Move, childMoves(lv))
	why := fmt.Sprintf("%s has the highest UCB, %.2f = mean %s + explore %.2f:", chosen.Move, chosen.UCB, mean(chosen.Mean), chosen.Explore)
	return Question{
		Prompt:  fmt.Sprintf("The root has N = %d visits; c = %.2f. From each child's visits and mean, which child does selection take (the highest UCB)?", lv.Visits, c),
		Context: visitMeanLines(lv),
		Choices: choices, Right: right,
		Explain: append([]string{why}, candidateLines(lv, c)...),
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
			Prompt:  fmt.Sprintf("Turn c to %g with the same visits (root %d) and means. Which child would selection take now?", k, lv.Visits),
			Context: visitMeanLines(lv),
			Choices: choices, Right: right,
			Explain: append([]string{
				fmt.Sprintf("With c = %g, %s has the highest UCB, %.2f (visits %d, mean %s). The most visited child is %s (visits %d).", k, pick.Move, ucbWith(pick, lv.Visits, k), pick.N, mean(pick.Mean), most.Move, most.N),
				"Small c exploits: the best mean wins. Large c explores: the least visited children win.",
			}, candidateLines(lv, k)...),
		}, nil
	}
}

var ucbWhatC = ask("So what does the constant c set?",
	[]string{
		"how much selection favours children visited little over children with a good mean",
		"how many iterations the search runs",
		"how much a rollout's result counts in the mean",
	},
	"c weighs the exploration term against the mean: c = 0 would always take the best mean and never look again at a move that started unlucky; a huge c spreads the visits almost evenly, like flat.",
	"Why 1.41: it is sqrt(2), from UCB1 (Auer, Cesa-Bianchi and Fischer, 2002), whose term sqrt(2 ln N / n) is proven to keep the regret (the visits wasted on worse moves) growing only like ln N for results between 0 and 1. UCT (Kocsis and Szepesvari, 2006) took it over; on results from -1 to +1 it is a starting point, and programs tune c for their game.",
)

func ucbMostVisited(s *study) (Question, error) {
	r, err := s.st.At(s.st.Events())
	if err != nil {
		return Question{}, err
	}
	r.Run(1000)
	snap := r.Snapshot()
	choices := []string{
		"a child is visited often only while its mean stays high, so its mean is the best measured; a best mean of a few visits may be luck",
		"the most visited child always has the best mean",
		"the visit counts are exact and the means are not",
	}
	return Question{
		Prompt:  "When the search stops, UCT plays its most visited root move, not the one with the best mean. Why?",
		Choices: choices, Right: 0,
		Explain: append([]string{
			"Selection keeps coming back to a child only while its mean, measured ever more often, stays the best; a child visited little may have a high mean by luck, or by a reply not yet tried. The visit count is the robust choice. After 1,000 more iterations:",
		}, visitLines(snap, 0)...),
		reveal: func() { s.st = r },
	}, nil
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

// Lesson 6.

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
			fmt.Sprintf("The root, which no move led into, counts for %s, the side not to move there, as a child of %s's move would: only its visits are ever used.", s.side(s.rootSide().Other()), s.side(s.rootSide().Other())),
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
	nm := func(n int64, w float64) string { return fmt.Sprintf("visits %d, mean %s", n, mean(w/float64(n))) }
	right := nm(u.NAfter, u.WAfter)
	choices, r := choose(right, nm(u.NBefore+1, u.WBefore-u.Added), nm(u.NBefore+1, before*float64(u.NBefore+1)),
		nm(max(u.NBefore, 1), u.WBefore+u.Added))
	return Question{
		Prompt:  fmt.Sprintf("%s, the root's child on the path, had %d visits and mean %s. What are they after backpropagation?", u.Move, u.NBefore, mean(before)),
		Choices: choices, Right: r,
		Explain: []string{
			fmt.Sprintf("%s adds %s for %s: its total goes %.2f -> %.2f and its visits %d -> %d, so the mean is %s.", u.Move, signed(u.Added), s.side(u.For), u.WBefore, u.WAfter, u.NBefore, u.NAfter, mean(u.WAfter/float64(u.NAfter))),
		},
		reveal: func() { s.st.Step() },
	}, nil
}

// Lesson 7.

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
			fmt.Sprintf("%s: once expansion adds its node, the game is over there, won by X, so the node is proven won for X and the search stops.", won),
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
		ex = "Run on for 300 iterations past the proof (on a copy: the lesson's search, below, stopped at it), these moves of X's are proven lost: " + strings.Join(lost, ", ") + ". After each, O's reply c2 wins at once."
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

// Lesson 8.

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
				root := "the root move"
				for _, c := range s.st.Tree(engine.TreeOptions{Depth: 1}).Children {
					if c.ID == sim.From {
						root = c.Move
					}
				}
				add := p.Survive * p.P
				f := func(x float64) string { return fmt.Sprintf("%.3f", x) }
				choices, right := choose(f(add), f(p.P), f(p.Survive), f(0), f(1))
				return Question{
					Prompt: fmt.Sprintf("In this rb rollout, at its ply %d %s has %d winning move(s) of %d legal, so p = %d/%d; the game got this far undecided with chance %.3f, rb's weight. How much does rb add for %s at this ply?",
						i+1, s.side(p.Mover), p.Wins, p.Legal, p.Wins, p.Legal, p.Survive, s.side(p.Mover)),
					// The root move is said, as in lesson 1: without it
					// "a3 c3 c2" read as O, X, O, and ply 3 was not X's.
					Context: []string{s.side(s.rootSide()) + " plays " + root + ", then the rollout: " + strings.Join(sim.Moves, " ")},
					Choices: choices, Right: right,
					Explain: []string{
						fmt.Sprintf("weight x p = %.3f x %d/%d = %.3f, added exactly, not drawn at random; the rollout then plays on with a move that does not win, and the next ply's weight, the chance to get there, is weight x (1 - p) = %.3f.",
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

// rbPerMove is lesson 8's flat budget per root move, for each
// estimator.
const rbPerMove = 400

func rbSmaller(s *study) (Question, error) {
	run := func(est engine.Estimator) (engine.Snapshot, error) {
		cfg := s.st.Config()
		cfg.Estimator = est
		st, err := engine.NewStepper(cfg, s.pos)
		if err != nil {
			return engine.Snapshot{}, err
		}
		st.Run(rbPerMove * int64(len(st.Snapshot().Moves)))
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
	ex := []string{fmt.Sprintf("Average standard error: plain %.3f, rb %.3f. rb removes the chance of a win at once from the noise; in positions full of immediate wins, like this one, that is most of it. Both estimate the same values, against a random opponent: c3 still looks best (lesson 3).", p, r), "plain:"}
	ex = append(ex, tableLines(plain, 0)...)
	ex = append(ex, "rb:")
	ex = append(ex, tableLines(rb, 0)...)
	return Question{
		Prompt:  fmt.Sprintf("Flat runs %d rollouts per move here twice: with the plain estimator and with rb. Whose standard errors will be smaller?", rbPerMove),
		Choices: choices, Right: right,
		Explain: ex,
	}, nil
}

// Lesson 9.

func chessRank(s *study) (Question, error) {
	r, err := s.st.At(s.st.Events())
	if err != nil {
		return Question{}, err
	}
	legal := int64(len(s.st.Snapshot().Moves))
	r.Run(chessPerMove * legal)
	snap := r.Snapshot()
	rank := 0
	for i, m := range byMean(snap) {
		if m.Text == "Nxh4" {
			rank = i + 1
		}
	}
	nx, _ := moveStats(snap, "Nxh4")
	yes, no := "yes: clearly the best", "no: not clearly the best"
	right := yes
	for _, m := range snap.Moves {
		if m.Text != "Nxh4" && nx.Mean-m.Mean <= 2*math.Hypot(nx.StdErr, m.StdErr) {
			right = no
		}
	}
	choices, ri := inOrder(right, []string{yes, no})
	return Question{
		Prompt: fmt.Sprintf("Black's queen on h4 hangs: White's Nxh4 wins it for nothing. Flat gives each of White's %d moves %d random games. Will Nxh4's mean be clearly the best (above every other move's by more than two standard errors of the difference)?",
			legal, chessPerMove),
		Choices: choices, Right: ri,
		Explain: append([]string{
			fmt.Sprintf("Nxh4 ranks %d of %d, mean %s +- %.2f: a queen up, random play still draws or loses most games.", rank, legal, mean(nx.Mean), nx.StdErr),
		}, tableLines(snap, 6)...),
		reveal: func() { s.st = r },
	}, nil
}

// chessPerMove is lesson 9's flat budget per root move.
const chessPerMove = 40

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

// Lessons 10 and 11: what the strong player adds.

// chessPos is lessons 9 to 11's position: Black's queen on h4 hangs to
// Nxh4.
const chessPos = "rnb1kbnr/pppp1ppp/8/4p3/4P2q/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"

// evalConfig is lesson 10's search: flat with the eval estimator, k 0.
func evalConfig() engine.Config {
	cfg := seeded("flat", variants.First, engine.Eval)
	cfg.EvalPlies = 0
	return cfg
}

// priorConfig is lesson 11's search: uct with priors (w 1), nothing
// else added.
func priorConfig() engine.Config {
	cfg := seeded("uct", variants.First, engine.Plain)
	cfg.Prior = 1
	return cfg
}

// evalPerMove is lesson 10's budget a move: k 0 makes every evaluation
// of a move the same, so a few show it (+- 0.00).
const evalPerMove = 4

// chessChoices are the moves lessons 10 and 11 offer as answers: the
// capture and three quiet moves plain flat or a beginner might like.
var chessChoices = []string{"Bd3", "Nc3", "d4", "Nxh4"}

func evalChoice(s *study) (Question, error) {
	r, err := s.runTo(evalPerMove)
	if err != nil {
		return Question{}, err
	}
	snap := r.Snapshot()
	choices, right := inOrder(snap.BestText, chessChoices)
	if right < 0 {
		return Question{}, fmt.Errorf("flat with eval chose %s, not among the choices", snap.BestText)
	}
	return Question{
		Prompt:  fmt.Sprintf("Flat now scores each of White's %d moves by the evaluation of the position after it (k = 0), %d times each. Which move will it choose?", len(snap.Moves), evalPerMove),
		Choices: choices, Right: right,
		Explain: append([]string{
			fmt.Sprintf("%s, the best mean by far. Plain flat (lesson 9) could not tell it from the quiet moves; the evaluation counts the queen.", snap.BestText),
		}, tableLines(snap, 5)...),
		reveal: func() { s.st = r },
	}, nil
}

func evalGap(s *study) (Question, error) {
	ms := byMean(s.st.Snapshot())
	gap := ms[0].Mean - ms[1].Mean
	bins := []string{"less than 0.1", "0.1 to 0.5", "more than 0.5"}
	right := 0
	switch {
	case gap > 0.5:
		right = 2
	case gap >= 0.1:
		right = 1
	}
	return Question{
		Prompt:  fmt.Sprintf("How far above the next best move's mean is %s's?", ms[0].Text),
		Choices: bins, Right: right,
		Explain: []string{
			fmt.Sprintf("%s %s against %s %s: %.2f apart, where plain flat's means of all 26 moves lay within a few tenths. This is why default (uct with eval k=0, implicit minimax, priors and the light policy: docs/knowledge.md) plays chess and pure uct does not: a random game cannot see a queen, an evaluation cannot miss it.", ms[0].Text, mean(ms[0].Mean), ms[1].Text, mean(ms[1].Mean), gap),
		},
	}, nil
}

func priorFirst(s *study) (Question, error) {
	r, err := s.st.At(s.st.Events())
	if err != nil {
		return Question{}, err
	}
	r.Iterate()
	first := ""
	for _, c := range r.Tree(engine.TreeOptions{Depth: 1}).Children {
		first = c.Move
	}
	choices, right := inOrder(first, chessChoices)
	if right < 0 {
		return Question{}, fmt.Errorf("the first child is %s, not among the choices", first)
	}
	return Question{
		Prompt:  "UCT with priors (w = 1) runs its first iteration. Which of White's moves gets the root's first child?",
		Choices: choices, Right: right,
		Explain: []string{
			fmt.Sprintf("%s: children come best prior first, and a capture's prior grows with its victim (%s).", first, priorWords(s)),
		},
		reveal: func() { s.st = r },
	}, nil
}

// priorWords are the priors of the lesson's choices.
func priorWords(s *study) string {
	pr, ok := s.pos.(variants.Priorer)
	if !ok {
		return "no priors"
	}
	var parts []string
	for _, t := range chessChoices {
		if m, err := s.pos.DecodeMove(t); err == nil {
			parts = append(parts, fmt.Sprintf("%s %.2f", t, pr.Prior(m)))
		}
	}
	return "priors " + strings.Join(parts, ", ")
}

// priorIterations is lesson 11's budget.
const priorIterations = 200

// defaultWidth says what the default player's wider K would allow the
// root of lesson 11's moves after priorIterations visits.
func defaultWidth(moves int) string {
	k := engine.DefaultPlayerWiden
	limit := widenLimit(k)
	if limit >= float64(moves) {
		return fmt.Sprintf("The default player widens by K = %g: 2 + %g*sqrt(%d) = %.1f, so by now its root could have all %d children.", k, k, priorIterations, limit, moves)
	}
	return fmt.Sprintf("The default player widens by K = %g: 2 + %g*sqrt(%d) = %.1f children, %d of the %d would still wait.", k, k, priorIterations, limit, moves-int(limit), moves)
}

// widenLimit is the most children progressive widening of width k
// allows a node of priorIterations visits: 2 + k*sqrt(N).
func widenLimit(k float64) float64 { return 2 + k*math.Sqrt(priorIterations) }

func priorWidth(s *study) (Question, error) {
	r, err := s.st.At(s.st.Events())
	if err != nil {
		return Question{}, err
	}
	r.Run(priorIterations - r.Iterations())
	snap := r.Snapshot()
	tried := 0
	for _, m := range snap.Moves {
		if m.Rollouts > 0 {
			tried++
		}
	}
	bins := []string{"all 26", "about half of them", "only Nxh4"}
	right := 0
	switch {
	case tried == 1:
		right = 2
	case tried < len(snap.Moves):
		right = 1
	}
	var waiting []string
	for _, m := range snap.Moves {
		if m.Rollouts == 0 {
			waiting = append(waiting, m.Text)
		}
	}
	return Question{
		Prompt:  fmt.Sprintf("After %d iterations, how many of White's %d moves will the root have tried (pure UCT: all of them, in its first %d iterations)?", priorIterations, len(snap.Moves), len(snap.Moves)),
		Choices: bins, Right: right,
		Explain: append([]string{
			fmt.Sprintf("%d: at most 2 + %g*sqrt(%d) = %.1f children (uct's K), the best priors first; these wait, the moves that hang a piece among them: %s.", tried, engine.DefaultWiden, priorIterations, widenLimit(engine.DefaultWiden), strings.Join(waiting, " ")),
			defaultWidth(len(snap.Moves)),
			fmt.Sprintf("Priors order the tries, but plain rollouts still judge them: after %d iterations UCT would play %s. With the evaluation as well (lesson 10), as default has it, the capture wins at once. The most visited:", priorIterations, snap.BestText),
		}, visitLines(snap, 4)...),
		reveal: func() { s.st = r },
	}, nil
}

// Lesson 12: proofs ranked by length.

// proofsPos is lesson 12's position: X wins at once with a2, and in 3
// or 5 plies with every other move.
const proofsPos = "x2/3/xoo x"

// proofsIterations is lesson 12's budget: every root move proven, the
// most visited a win in 5.
const proofsIterations = 50

// proofWords says a proof's length ("win in 3", "not proven").
func proofWords(p int) string {
	switch {
	case p > 0:
		return fmt.Sprintf("win in %d", p)
	case p < 0:
		return fmt.Sprintf("loss in %d", -p)
	}
	return "not proven"
}

func proofShortest(s *study) (Question, error) {
	r, err := s.st.At(s.st.Events())
	if err != nil {
		return Question{}, err
	}
	for r.Iterations() < proofsIterations {
		r.Iterate() // Run stops at the first proof; Iterate goes on
	}
	snap := r.Snapshot()
	for _, m := range snap.Moves {
		if m.Proof <= 0 {
			return Question{}, fmt.Errorf("%s is not proven won", m.Text)
		}
	}
	lines := []string{fmt.Sprintf("%-6s %6s  %s", "move", "visits", "proof")}
	for _, m := range snap.Moves {
		lines = append(lines, fmt.Sprintf("%-6s %6d  %s", m.Text, m.Rollouts, proofWords(m.Proof)))
	}
	most := byVisits(snap)[0].Text
	choices, right := inOrder(snap.BestText, s.legalTexts())
	return Question{
		Prompt:  fmt.Sprintf("After %d iterations every move of X's is proven won. Lesson 5's rule, the most visited, would play %s. Which move does UCT play?", proofsIterations, most),
		Context: lines,
		Choices: choices, Right: right,
		Explain: []string{
			fmt.Sprintf("%s, the shortest proven win: it ends the game now. Its visits stayed few because selection passed it by, proven, while the other moves were open.", snap.BestText),
		},
		reveal: func() { s.st = r },
	}, nil
}

var proofWhyShortest = ask("Why play the shortest proven win rather than the most visited, or any?",
	[]string{
		"a player that takes any proven win can put the win off for ever, each move keeping a longer one in hand",
		"a shorter proof is more likely to be right",
		"the shortest win always has the best mean",
	},
	"Every proof here is certain; but a win in 5 after which the player again picks a win in 5 never arrives. In chess a program that mates in 3, then in 3 again, can walk into the 50-move rule or a repetition: a draw from a won game. The shortest win ends it.",
)

// Lesson 13: implicit minimax backups.

// minimaxPos is lesson 13's position: Black's Bg4 attacks White's queen
// and c6 attacks Bb5. Qxg4 takes the bishop (cxb5 Nxb5 leaves White a
// pawn up); Be2 blocks, and Black's Bxe2+ trades the bishop off, but
// Black's other replies leave it to be taken, and a mean counts them.
const minimaxPos = "rn2kbnr/pp2qppp/2p5/1B1pp3/6b1/N1P1P3/PP1P1PPP/R1BQ1KNR w kq - 2 6"

// minimaxConfig is lesson 13's search: uct with the eval estimator
// (k 0) and implicit minimax backups, a 0.5, as default has them, its
// children's value taken from the first child on (default waits for
// DefaultMinimaxChildren; boundWords says what that shows).
func minimaxConfig() engine.Config {
	cfg := seeded("uct", variants.First, engine.Eval)
	cfg.EvalPlies, cfg.Minimax = 0, engine.DefaultMinimax
	return cfg
}

// minimaxIterations is lesson 13's budget. The two choices hold from
// 150 to 600 iterations (TestAnswersTrue checks 150, 300 and 600); at
// 1,000 both searches play Be2.
const minimaxIterations = 300

// minimaxChoices are the moves lesson 13 offers: the capture, the
// block, and two other moves that save the queen.
var minimaxChoices = []string{"Qxg4", "Be2", "f3", "Qa4"}

// minimaxColumn is lesson 13's column of a move's minimax value.
var minimaxColumn = column{head: "minimax", cell: func(m engine.MoveStats) string { return mean(m.Minimax) }}

// lookahead is the value of move text from pos for the side making it
// by full-width minimax over the evaluation: plies-1 more moves, each
// side's best, then the evaluation (a finished game counts its
// result). Lesson 13 compares its two moves by it.
func lookahead(pos variants.Position, text string, plies int) float64 {
	var nega func(p variants.Position, d int) float64
	nega = func(p variants.Position, d int) float64 {
		if o := p.Outcome(); o.Over() {
			return float64(o.ScoreFor(p.ToMove()))
		}
		if ev, ok := p.(variants.Evaluator); ok && d == 0 {
			return ev.Evaluate()
		}
		best := math.Inf(-1)
		for _, m := range p.LegalMoves(nil) {
			q := p.Clone()
			q.Play(m)
			best = max(best, -nega(q, d-1))
		}
		return best
	}
	p, err := playTexts(pos, []string{text})
	if err != nil {
		return math.NaN()
	}
	return -nega(p, plies-1)
}

// minimaxLook is the plies lesson 13 looks ahead by, its move included.
const minimaxLook = 3

// lookWords are lesson 13's two candidate moves with their values
// minimaxLook plies ahead.
func lookWords(pos variants.Position) string {
	var parts []string
	for _, t := range minimaxChoices[:2] {
		parts = append(parts, fmt.Sprintf("%s %s", t, mean(lookahead(pos, t, minimaxLook))))
	}
	return strings.Join(parts, ", ")
}

func minimaxOff(s *study) (Question, error) {
	cfg := s.st.Config()
	cfg.Minimax = 0
	r, err := engine.NewStepper(cfg, s.pos)
	if err != nil {
		return Question{}, err
	}
	r.Run(minimaxIterations)
	snap := r.Snapshot()
	choices, right := inOrder(snap.BestText, minimaxChoices)
	if right < 0 {
		return Question{}, fmt.Errorf("uct without minimax chose %s, not among the choices", snap.BestText)
	}
	return Question{
		Prompt:  fmt.Sprintf("First a = 0: UCT with the evaluation (k = 0) and no minimax values runs %d iterations. Which move will it play (its most visited)?", minimaxIterations),
		Choices: choices, Right: right,
		Explain: append([]string{
			fmt.Sprintf("%s. A mean averages all of Black's replies, the weak ones too. Three plies ahead, each side playing its best and then the evaluation: %s.", snap.BestText, lookWords(s.pos)),
		}, tableLines(snap, 4)...),
	}, nil
}

func minimaxOn(s *study) (Question, error) {
	r, err := s.st.At(s.st.Events())
	if err != nil {
		return Question{}, err
	}
	r.Run(minimaxIterations - r.Iterations())
	snap := r.Snapshot()
	choices, right := inOrder(snap.BestText, minimaxChoices)
	if right < 0 {
		return Question{}, fmt.Errorf("uct with minimax chose %s, not among the choices", snap.BestText)
	}
	a := s.st.Config().Minimax
	return Question{
		Prompt:  fmt.Sprintf("Now a = %g, the same search otherwise: %d iterations, selection ranking by %g*mean + %g*minimax. Which move will it play?", a, minimaxIterations, 1-a, a),
		Choices: choices, Right: right,
		Explain: append(append([]string{
			fmt.Sprintf("%s, the better move three plies ahead (%s). Each minimax value is backed up over the small tree built so far, a node taking the best of the few children it has made, so at this budget they are rough; blended with the means they still move visits from the block to the capture. The most visited (mean and minimax both for the side making the move):", snap.BestText, lookWords(s.pos)),
		}, visitLines(snap, 4, minimaxColumn)...), boundWords(snap, 4)...),
		reveal: func() { s.st = r },
	}, nil
}

// boundGap is how far below its mean a move's minimax value must lie for
// lesson 13 to say why: a bound, not a verdict.
const boundGap = 0.5

// boundWords explain, for the search's choice when its minimax value
// lies boundGap or more below its mean, else for the move among the
// limit most visited whose value lies furthest below (by boundGap at
// least), why the value can read as a loss beside a good mean: a node's minimax
// value is the best of the children it has made, and a reply below the
// move that has made one answer, perhaps a poor one, is worth that
// answer. Lesson 13's uct takes children's values from the first child
// on; the default player waits for DefaultMinimaxChildren. None when no
// move's gap is that wide.
func boundWords(snap engine.Snapshot, limit int) []string {
	var worst engine.MoveStats
	gap := boundGap
	for i, m := range byVisits(snap) {
		if i == limit {
			break
		}
		if m.Text == snap.BestText && m.Mean-m.Minimax >= boundGap {
			worst = m
			break
		}
		if m.Mean-m.Minimax >= gap {
			worst, gap = m, m.Mean-m.Minimax
		}
	}
	if worst.Text == "" {
		return nil
	}
	return []string{fmt.Sprintf("%s's minimax value, %s beside a mean of %s, is a bound, not a verdict: a node's minimax value is the best of the children it has made so far, so a reply below %s that has made one answer, perhaps a poor one, is worth that answer alone. This search takes the children's value from the first child on; the default player keeps a node's own evaluation until it has made %d children (-minimax-children).", worst.Text, mean(worst.Minimax), mean(worst.Mean), worst.Text, engine.DefaultMinimaxChildren)}
}

var minimaxWhy = ask("A node's mean averages the lines below it. Which reply does its minimax value assume?",
	[]string{
		"the opponent's best reply",
		"a random reply, as a rollout plays",
		"the reply visited most",
	},
	"The best it knows: each node's minimax value is the negated best of the children it has made. A mean learns of a refutation only as visits pile up on it; the minimax value takes it in as soon as the reply's node is made. The two are blended, not swapped, because a minimax value over a small tree trusts a static evaluation that can be wrong.",
)

// ask is a task whose question needs no search: prompt, the choices
// (the first of them right) and what explains it, the same every time.
func ask(prompt string, choices []string, explain ...string) task {
	return func(*study) (Question, error) {
		return Question{Prompt: prompt, Choices: choices, Right: 0, Explain: explain}, nil
	}
}
