package learn

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"

	"rollout/engine"
	"rollout/variants"
	"rollout/variants/registry"
)

// randomValue is the exact value of p under uniform random play for
// side me (the mean of a plain rollout from p) and its standard
// deviation, by enumerating every game: small games only (tic-tac-toe).
func randomValue(p variants.Position, me variants.Side) (mean, sd float64) {
	memo := map[string][2]float64{}
	var walk func(p variants.Position) (float64, float64)
	walk = func(p variants.Position) (float64, float64) {
		k := p.Encode()
		if v, ok := memo[k]; ok {
			return v[0], v[1]
		}
		if o := p.Outcome(); o.Over() {
			x := float64(o.ScoreFor(me))
			return x, x * x
		}
		ms := p.LegalMoves(nil)
		var a, b float64
		for _, m := range ms {
			q := p.Clone()
			q.Play(m)
			x, y := walk(q)
			a, b = a+x, b+y
		}
		a, b = a/float64(len(ms)), b/float64(len(ms))
		memo[k] = [2]float64{a, b}
		return a, b
	}
	a, b := walk(p)
	return a, math.Sqrt(b - a*a)
}

// flatTruth is what flat converges to on pos: each root move's exact
// random-play mean and standard deviation, for the side to move.
func flatTruth(t *testing.T, pos variants.Position) map[string][2]float64 {
	t.Helper()
	out := map[string][2]float64{}
	for _, m := range pos.LegalMoves(nil) {
		text := pos.EncodeMove(m, variants.Display)
		q, err := playTexts(pos, []string{text})
		if err != nil {
			t.Fatal(err)
		}
		a, sd := randomValue(q, pos.ToMove())
		out[text] = [2]float64{a, sd}
	}
	return out
}

// flatBest is the move flat prefers on pos at per rollouts a move, by
// exact random-play values, and by how many standard errors of the
// difference it leads the next.
func flatBest(t *testing.T, pos variants.Position, per int) (string, float64) {
	t.Helper()
	tr := flatTruth(t, pos)
	best := ""
	for m, v := range tr {
		if best == "" || v[0] > tr[best][0] {
			best = m
		}
	}
	z := math.Inf(1)
	for m, v := range tr {
		if m != best {
			se := math.Sqrt((tr[best][1]*tr[best][1] + v[1]*v[1]) / float64(per))
			z = min(z, (tr[best][0]-v[0])/se)
		}
	}
	return best, z
}

// solverBest is the root move with the best exact value (the only one,
// else "").
func solverBest(pos variants.Position) string {
	best, top, n := "", -2, 0
	for _, m := range pos.LegalMoves(nil) {
		text := pos.EncodeMove(m, variants.Display)
		v, _ := exactOf(pos, text)
		switch {
		case v > top:
			best, top, n = text, v, 1
		case v == top:
			n++
		}
	}
	if n != 1 {
		return ""
	}
	return best
}

// shownUCB reads a question's table of N and mean (as the learner sees
// it, means to two decimals) and returns the child with the highest
// UCB with constant c under root visits n, and its lead over the next.
func shownUCB(t *testing.T, ctx []string, n int64, c float64) (string, float64) {
	t.Helper()
	best, bestV, next := "", math.Inf(-1), math.Inf(-1)
	for _, line := range ctx[1:] {
		f := strings.Fields(line)
		cn, err1 := strconv.ParseInt(f[1], 10, 64)
		mn, err2 := strconv.ParseFloat(f[2], 64)
		if err1 != nil || err2 != nil || cn == 0 {
			t.Fatalf("unreadable row %q", line)
		}
		v := mn + c*math.Sqrt(math.Log(float64(n))/float64(cn))
		switch {
		case v > bestV:
			best, bestV, next = f[0], v, bestV
		case v > next:
			next = v
		}
	}
	return best, bestV - next
}

// rootVisits reads "N = 49" or "root 49" from a prompt.
func rootVisits(t *testing.T, prompt string) int64 {
	t.Helper()
	for _, key := range []string{"N = ", "root "} {
		if i := strings.Index(prompt, key); i >= 0 {
			f := strings.FieldsFunc(prompt[i+len(key):], func(r rune) bool { return r < '0' || r > '9' })
			n, err := strconv.ParseInt(f[0], 10, 64)
			if err == nil {
				return n
			}
		}
	}
	t.Fatalf("no root visits in %q", prompt)
	return 0
}

// concept is the answer to a question on an idea, fixed by hand.
func concept(want string) func(*testing.T, *Session, Question) string {
	return func(*testing.T, *Session, Question) string { return want }
}

// truths derives the right answer of every question in the course, by
// lesson and question, without the lessons' own code: from the rules
// and the solvers (exact values), from exact random-play values with a
// margin of three standard errors at the lesson's budget, from the
// figures the question shows, or from the lesson's search checked over
// many seeds. A lesson question missing here fails the test.
var truths = map[int][]func(*testing.T, *Session, Question) string{
	1: {
		func(t *testing.T, ss *Session, q Question) string { // who wins: the rules
			ev, _ := ss.s.peekStep()
			sim := ev.Simulate
			first := ss.s.st.Tree(engine.TreeOptions{Depth: 1}).Children
			var path []string
			for _, c := range first {
				if c.ID == sim.From {
					path = append(path, c.Move)
				}
			}
			end, err := playTexts(ss.s.pos, append(path, sim.Moves...))
			if err != nil || !end.Outcome().Over() {
				t.Fatalf("the rollout does not end the game: %v", err)
			}
			return ss.s.resultWords(int8(end.Outcome().ScoreFor(ss.s.rootSide())))
		},
		func(t *testing.T, ss *Session, q Question) string { // N and mean: arithmetic
			last, _ := ss.s.last()
			r := float64(last.Simulate.Result) // for the root's side, who moved into the root move
			return fmt.Sprintf("visits 1, mean %s", mean(r))
		},
	},
	2: {
		concept("about half as wide"), // 1/sqrt(4)
		func(t *testing.T, ss *Session, q Question) string {
			best, z := flatBest(t, ss.s.pos, int(flatPerMove[2]))
			if z < 3 {
				t.Errorf("at %d a move flat prefers %s by %.1f standard errors", flatPerMove[2], best, z)
			}
			return kindOf(best)
		},
		func(t *testing.T, ss *Session, q Question) string {
			tr := flatTruth(t, ss.s.pos)
			b2, a1 := tr["b2"], tr["a1"]
			se := math.Sqrt((b2[1]*b2[1] + a1[1]*a1[1]) / float64(flatPerMove[2]))
			if z := (b2[0] - a1[0]) / se; z < 2+3 {
				t.Errorf("centre and corner %.1f standard errors apart: not 3 past the two of the question", z)
			}
			return "yes: further apart than two standard errors of their difference"
		},
	},
	3: {
		func(t *testing.T, ss *Session, q Question) string {
			best, z := flatBest(t, ss.s.pos, fooledPerMove)
			if z < 3 {
				t.Errorf("flat prefers %s by %.1f standard errors at %d a move", best, z, fooledPerMove)
			}
			if v, _ := exactOf(ss.s.pos, best); v >= 0 {
				t.Errorf("flat's %s does not lose", best)
			}
			return best
		},
		func(t *testing.T, ss *Session, q Question) string { return solverBest(ss.s.pos) },
		concept("its rollouts play X at random, and a random X often misses the win at b3"),
	},
	4: {
		func(t *testing.T, ss *Session, q Question) string {
			want := solverBest(ss.s.pos)
			for seed := uint64(1); seed <= 10; seed++ { // not one seed's luck
				cfg := ss.s.st.Config()
				cfg.Seed = engine.PlayerSeed(seed, ss.s.pos.ToMove())
				st, err := engine.NewStepper(cfg, ss.s.pos)
				if err != nil {
					t.Fatal(err)
				}
				st.Run(uctIterations)
				if got := st.Snapshot().BestText; got != want {
					t.Errorf("seed %d: uct plays %s, the solver %s", seed, got, want)
				}
			}
			return want
		},
		concept("below c3 its tree tries X's replies, and X's b3 wins at once there"),
	},
	5: {
		ucbTruth(0), ucbTruth(0.1), ucbTruth(5),
		concept("how much selection favours children visited little over children with a good mean"),
		concept("a child is visited often only while its mean stays high, so its mean is the best measured; a best mean of a few visits may be luck"),
	},
	6: {
		func(t *testing.T, ss *Session, q Question) string { // the rule: the first move without a node, in legal order
			ms := strings.Fields(q.Prompt[strings.Index(q.Prompt, "(")+1 : strings.Index(q.Prompt, ")")])
			return ms[0]
		},
		func(t *testing.T, ss *Session, q Question) string { // the sign: the result for the side that moved into the leaf
			last, _ := ss.s.last()
			ev, _ := ss.s.peekStep()
			nodes := ev.Backprop.Nodes
			r := last.Simulate.Result
			if nodes[len(nodes)-1].For != ss.s.rootSide() {
				r = -r
			}
			return signed(float64(r))
		},
		func(t *testing.T, ss *Session, q Question) string { // arithmetic: W + result, N + 1
			ev, _ := ss.s.peekStep()
			last, _ := ss.s.last()
			u := ev.Backprop.Nodes[1]
			r := float64(last.Simulate.Result)
			if u.For != ss.s.rootSide() {
				r = -r
			}
			return fmt.Sprintf("visits %d, mean %s", u.NBefore+1, mean((u.WBefore+r)/float64(u.NBefore+1)))
		},
	},
	7: {
		func(t *testing.T, ss *Session, q Question) string { return solverBest(ss.s.pos) },
		func(t *testing.T, ss *Session, q Question) string { // the winning move's place in legal order
			for i, m := range ss.s.legalTexts() {
				if p, _ := playTexts(ss.s.pos, []string{m}); p.Outcome().Over() {
					if i+1 < 10 {
						return "fewer than 10"
					}
					return "10 to 99"
				}
			}
			t.Fatal("no move wins at once")
			return ""
		},
		concept("the opponent has one reply that wins"),
	},
	8: {
		func(t *testing.T, ss *Session, q Question) string { // arithmetic: weight x p, p = wins/legal
			var surv float64
			var wins, legal int
			fmt.Sscanf(q.Prompt[strings.Index(q.Prompt, " has ")+5:], "%d winning move(s) of %d legal", &wins, &legal)
			fmt.Sscanf(q.Prompt[strings.Index(q.Prompt, "chance ")+7:], "%f", &surv)
			return fmt.Sprintf("%.3f", surv*float64(wins)/float64(legal))
		},
		func(t *testing.T, ss *Session, q Question) string { // over ten seeds, not one
			for seed := uint64(1); seed <= 10; seed++ {
				avg := map[engine.Estimator]float64{}
				for _, est := range []engine.Estimator{engine.Plain, engine.RaoBlackwell} {
					cfg := ss.s.st.Config()
					cfg.Seed, cfg.Estimator = engine.PlayerSeed(seed, ss.s.pos.ToMove()), est
					st, _ := engine.NewStepper(cfg, ss.s.pos)
					st.Run(rbPerMove * int64(len(st.Snapshot().Moves)))
					for _, m := range st.Snapshot().Moves {
						avg[est] += m.StdErr
					}
				}
				if avg[engine.RaoBlackwell] >= 0.9*avg[engine.Plain] {
					t.Errorf("seed %d: rb's standard errors %.3f, plain's %.3f", seed, avg[engine.RaoBlackwell], avg[engine.Plain])
				}
			}
			return "rb's"
		},
	},
	9: {
		func(t *testing.T, ss *Session, q Question) string { // the lesson's search, with a margin
			r, _ := ss.s.st.At(ss.s.st.Events())
			r.Run(chessPerMove * int64(len(r.Snapshot().Moves)))
			snap := r.Snapshot()
			nx, _ := moveStats(snap, "Nxh4")
			lead := math.Inf(-1) // the best other move's lead over Nxh4, in standard errors
			for _, m := range snap.Moves {
				if m.Text != "Nxh4" {
					lead = max(lead, (m.Mean-nx.Mean)/math.Hypot(nx.StdErr, m.StdErr))
				}
			}
			if lead < 3-2 { // "clearly best" needs Nxh4 two above; it is at least three short of it
				t.Errorf("a move leads Nxh4 by only %.1f standard errors", lead)
			}
			return "no: not clearly the best"
		},
		func(t *testing.T, ss *Session, q Question) string { // the share of draws, three standard errors from the bins' edges
			var draws, all int64
			for _, m := range ss.s.st.Snapshot().Moves {
				draws, all = draws+m.Draws, all+m.Rollouts
			}
			p := float64(draws) / float64(all)
			se := math.Sqrt(p * (1 - p) / float64(all))
			for _, edge := range []float64{1.0 / 3, 2.0 / 3} {
				if math.Abs(p-edge) < 3*se {
					t.Errorf("draw share %.3f within three standard errors (%.3f) of %.3f", p, se, edge)
				}
			}
			switch {
			case p < 1.0/3:
				return "under a third"
			case p > 2.0/3:
				return "over two thirds"
			}
			return "a third to two thirds"
		},
	},
	10: {
		func(t *testing.T, ss *Session, q Question) string { // the evaluation after each move
			best, lead := chessBest(t, ss.s.pos, func(p variants.Position, m variants.Move) float64 {
				c := p.Clone()
				c.Play(m)
				return -c.(variants.Evaluator).Evaluate()
			})
			if lead < 0.1 {
				t.Errorf("%s leads by %.2f only", best, lead)
			}
			return best
		},
		func(t *testing.T, ss *Session, q Question) string {
			_, lead := chessBest(t, ss.s.pos, func(p variants.Position, m variants.Move) float64 {
				c := p.Clone()
				c.Play(m)
				return -c.(variants.Evaluator).Evaluate()
			})
			switch {
			case lead > 0.5:
				return "more than 0.5"
			case lead >= 0.1:
				return "0.1 to 0.5"
			}
			return "less than 0.1"
		},
	},
	11: {
		func(t *testing.T, ss *Session, q Question) string { // the best prior
			best, lead := chessBest(t, ss.s.pos, func(p variants.Position, m variants.Move) float64 {
				return p.(variants.Priorer).Prior(m)
			})
			if lead < 0.1 {
				t.Errorf("%s's prior leads by %.2f only", best, lead)
			}
			return best
		},
		func(t *testing.T, ss *Session, q Question) string { // the rule: 2 + K*sqrt(N) children, uct's K
			legal := len(ss.s.pos.LegalMoves(nil))
			n := int(2 + engine.DefaultWiden*math.Sqrt(priorIterations))
			// The idea says the lesson's uct widens by uct's K: its root
			// tried exactly as many as that K allows, not default's.
			if want := fmt.Sprintf("%d: at most 2 + %g*sqrt", n, engine.DefaultWiden); len(q.Explain) == 0 || !strings.HasPrefix(q.Explain[0], want) {
				t.Errorf("the search's width is not uct's K = %g: %q", engine.DefaultWiden, q.Explain)
			}
			if n <= legal/4 || n >= legal*3/4 {
				t.Errorf("%d of %d children is not about half", n, legal)
			}
			return "about half of them"
		},
	},
	12: {
		func(t *testing.T, ss *Session, q Question) string { // the shortest win under perfect play
			best, bd, n := "", 99, 0
			for _, m := range ss.s.legalTexts() {
				p, _ := playTexts(ss.s.pos, []string{m})
				v, d := distance(p)
				if -v > 0 && d+1 < bd {
					best, bd, n = m, d+1, 1
				} else if -v > 0 && d+1 == bd {
					n++
				}
			}
			if n != 1 {
				t.Errorf("%d shortest wins", n)
			}
			return best
		},
		concept("a player that takes any proven win can put the win off for ever, each move keeping a longer one in hand"),
	},
	13: {
		func(t *testing.T, ss *Session, q Question) string { return minimaxChoice(t, ss, 0) },
		func(t *testing.T, ss *Session, q Question) string {
			off, on := minimaxChoice(t, ss, 0), minimaxChoice(t, ss, ss.s.st.Config().Minimax)
			if on == off {
				t.Errorf("uct plays %s with and without implicit minimax", on)
			}
			// Better, by each side's best three plies ahead: lookahead,
			// the full-width minimax whose values the lesson shows, is
			// no search, so it judges uct's two answers from outside.
			if d := lookahead(ss.s.pos, on, 3) - lookahead(ss.s.pos, off, 3); !(d >= 0.2) {
				t.Errorf("%s is better than %s by %.2f only, three plies ahead", on, off, d)
			}
			return on
		},
		concept("the opponent's best reply"),
	},
}

// minimaxChoice is the move lesson 13's search plays with minimax
// weight a: the same over ten seeds and at half to twice the lesson's
// budget, or the test fails (at k 0 the eval estimator draws nothing,
// so the seeds agree and the budget is the margin that matters).
func minimaxChoice(t *testing.T, ss *Session, a float64) string {
	t.Helper()
	got := map[string]int{}
	for seed := uint64(1); seed <= 10; seed++ {
		for _, n := range []int64{minimaxIterations / 2, minimaxIterations, 2 * minimaxIterations} {
			cfg := ss.s.st.Config()
			cfg.Seed, cfg.Minimax = engine.PlayerSeed(seed, ss.s.pos.ToMove()), a
			st, err := engine.NewStepper(cfg, ss.s.pos)
			if err != nil {
				t.Fatal(err)
			}
			st.Run(n)
			got[st.Snapshot().BestText]++
		}
	}
	if len(got) != 1 {
		t.Errorf("a %g: uct's choices over seeds and budgets: %v", a, got)
	}
	best := ""
	for m, n := range got {
		if best == "" || n > got[best] {
			best = m
		}
	}
	return best
}

// distance is the exact value of p for the side to move and the plies
// to the end under perfect play (a win as fast, a loss as slow as can
// be): small games only.
func distance(p variants.Position) (value, plies int) {
	if o := p.Outcome(); o.Over() {
		return o.ScoreFor(p.ToMove()), 0
	}
	value = -2
	for _, m := range p.LegalMoves(nil) {
		q := p.Clone()
		q.Play(m)
		v, d := distance(q)
		v, d = -v, d+1
		if v > value || v == value && (v > 0 && d < plies || v <= 0 && d > plies) {
			value, plies = v, d
		}
	}
	return value, plies
}

// chessBest is the legal move of pos with the highest score, and its
// lead over the next.
func chessBest(t *testing.T, pos variants.Position, score func(variants.Position, variants.Move) float64) (string, float64) {
	t.Helper()
	best, bv, next := "", math.Inf(-1), math.Inf(-1)
	for _, m := range pos.LegalMoves(nil) {
		v := score(pos, m)
		switch {
		case v > bv:
			best, bv, next = pos.EncodeMove(m, variants.Display), v, bv
		case v > next:
			next = v
		}
	}
	return best, bv - next
}

// ucbTruth derives lesson 5's selection questions from the N and means
// the question shows (c 0: the lesson's own constant), and requires a
// lead a learner can see from them.
func ucbTruth(c float64) func(*testing.T, *Session, Question) string {
	return func(t *testing.T, ss *Session, q Question) string {
		k := c
		if k == 0 {
			k = ss.s.st.Config().Exploration
		}
		best, lead := shownUCB(t, q.Context, rootVisits(t, q.Prompt), k)
		if lead < 0.02 {
			t.Errorf("c %g: %s leads by %.3f only", k, best, lead)
		}
		return best
	}
}

// TestAnswersTrue checks every graded answer of the course against the
// truth derived independently (truths).
func TestAnswersTrue(t *testing.T) {
	for _, l := range Lessons() {
		t.Run(fmt.Sprint(l.Number), func(t *testing.T) {
			fs := truths[l.Number]
			if len(fs) != len(l.tasks) {
				t.Fatalf("%d truths for %d questions", len(fs), len(l.tasks))
			}
			ss, err := Start(l)
			if err != nil {
				t.Fatal(err)
			}
			for i := 0; !ss.Done(); i++ {
				q, _ := ss.Question()
				if want := fs[i](t, ss, q); q.Choices[q.Right] != want {
					t.Errorf("question %d (%q): marked right %q, the truth is %q", i+1, q.Prompt, q.Choices[q.Right], want)
				}
				if _, err := ss.Answer(q.Right); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}

// The margin flatBest measures tells a fooled flat from a coin toss: on
// the course's old lesson 3 position, x1o/2x/xo1 o, the losing b2 and
// the block a2 are both worth -1/3 under random play, so at 250
// rollouts a move flat's "choice" was no lesson; on today's it is.
func TestFlatMarginTellsATie(t *testing.T) {
	v, _ := registry.Lookup("tictactoe")
	old, _ := v.Parse("x1o/2x/xo1 o")
	if _, z := flatBest(t, old, 250); z > 1 {
		t.Errorf("the old position's best leads by %.1f standard errors, want a tie", z)
	}
	now, _ := v.Parse(fooledPos)
	if best, z := flatBest(t, now, fooledPerMove); z < 3 || best != "c3" {
		t.Errorf("lesson 3: flat prefers %s by %.1f standard errors", best, z)
	}
}
