package study

import (
	"math"
	"strings"
	"testing"

	"rollout/engine"
	"rollout/ui/game"
	"rollout/ui/kit"
	"rollout/variants"
)

// A child selection passes over is labelled from the root mover's view:
// at the root a proven win (passed over while a shorter one is looked
// for) reads "won", not "lost"; a proven loss reads "lost"; one level
// down, where the other side chooses, a child proven lost for it is a
// win for the root mover.
func TestStudySkippedChildLabels(t *testing.T) {
	v := game.Variant("tictactoe")
	if v == nil {
		t.Skip("tictactoe not registered")
	}
	root := v.Start().ToMove()
	st := kit.NewStyles(false, true)
	pp := phasePanel{styles: &st, ascii: true, v: v, rootSide: root}
	open := engine.Candidate{Move: "b2", N: 3, UCB: 1.2}
	tests := []struct {
		toMove variants.Side
		proven int8
		want   string
	}{
		{root, +1, "a1 won"},
		{root, -1, "a1 lost"},
		{root.Other(), -1, "a1 won"},
		{root.Other(), +1, "a1 lost"},
	}
	for _, tt := range tests {
		skipped := engine.Candidate{Move: "a1", N: 2, UCB: math.Inf(-1), Proven: tt.proven, Skipped: true}
		lv := engine.Level{ToMove: tt.toMove, Chosen: 0, Children: []engine.Candidate{open, skipped}}
		got := strings.Join(pp.candidates(lv, 80), "\n")
		if !strings.Contains(got, tt.want) {
			t.Errorf("to move %v, proven %+d: %q, want %q", tt.toMove, tt.proven, got, tt.want)
		}
	}
}

// UCBs that agree to two decimals are shown with as many more as tell
// the chosen one apart ("b3 0.15*  c1 0.15  b2 0.15" was decided in the
// fifth decimal and read as a tie); clear choices keep two.
func TestStudyCloseUCBsShowEnoughDigits(t *testing.T) {
	v := game.Variant("tictactoe")
	if v == nil {
		t.Skip("tictactoe not registered")
	}
	st := kit.NewStyles(false, true)
	pp := phasePanel{styles: &st, ascii: true, v: v, rootSide: v.Start().ToMove()}
	tests := []struct {
		ucb  []float64
		want string
	}{
		{[]float64{0.150012, 0.150004, 0.149998}, "b3 0.15001*  c1 0.15000  b2 0.15000"},
		{[]float64{1.40, 1.22, 1.10}, "b3 1.40*  c1 1.22  b2 1.10"},
		{[]float64{0.154, 0.151, 0.12}, "b3 0.154*  c1 0.151  b2 0.120"},
		{[]float64{0.5, 0.5, 0.2}, "b3 0.50*  c1 0.50  b2 0.20"}, // a true tie: the first
	}
	for _, tt := range tests {
		var cs []engine.Candidate
		for i, m := range []string{"b3", "c1", "b2"} {
			cs = append(cs, engine.Candidate{Move: m, N: 3, UCB: tt.ucb[i]})
		}
		lv := engine.Level{Rule: "ucb", Chosen: 0, Children: cs}
		if got := strings.TrimPrefix(strings.Join(pp.candidates(lv, 80), "\n"), "\x00"); got != tt.want {
			t.Errorf("UCBs %v: %q, want %q", tt.ucb, got, tt.want)
		}
	}
}

// minimaxFEN is lesson 13's position: Black's Bg4 attacks White's queen.
const minimaxFEN = "rn2kbnr/pp2qppp/2p5/1B1pp3/6b1/N1P1P3/PP1P1PPP/R1BQ1KNR w kq - 2 6"

// minimaxStudy is lesson 13's search: uct with the evaluation (k 0) and
// implicit minimax backups, a 0.5, whose selection compares more than
// UCB.
func minimaxStudy(t *testing.T) (*variants.Variant, variants.Position, engine.Config) {
	t.Helper()
	v := game.Variant("chess")
	if v == nil {
		t.Skip("chess not registered")
	}
	pos, err := v.Parse(minimaxFEN)
	if err != nil {
		t.Fatal(err)
	}
	cfg := engine.Config{Player: "uct", Seed: engine.PlayerSeed(1, pos.ToMove()), Estimator: engine.Eval,
		Minimax: 0.5, Prior: 1, Workers: 1, NodeBudget: 1 << 14}
	return v, pos, cfg
}

// With knowledge (minimax values, priors) selection compares more than
// the UCB the tree and the table show: the panel lists the value it
// compared, says its formula, and the child taken comes first, as it
// does under UCB1. It listed UCB under "the highest UCB", and the child
// starred was often not the highest (lesson 13's search: 204 of 300).
func TestStudySelectPanelUnderKnowledge(t *testing.T) {
	v, pos, cfg := minimaxStudy(t)
	stp, err := engine.NewStepper(cfg, pos)
	if err != nil {
		t.Fatal(err)
	}
	st := kit.NewStyles(false, true)
	pp := phasePanel{styles: &st, ascii: true, v: v, rootSide: pos.ToMove()}
	levels := 0
	for it := 0; it < 200; it++ {
		ev := stp.Step()
		if ev.Phase == engine.PhaseSelect {
			for _, lv := range ev.Select.Levels {
				if lv.Rule != "ucb" {
					continue
				}
				levels++
				got := strings.TrimPrefix(pp.candidates(lv, 1000)[0], "\x00")
				if want := lv.Children[lv.Chosen].Move + " "; !strings.HasPrefix(got, want) || !strings.Contains(strings.Fields(got)[1], "*") {
					t.Fatalf("iteration %d: the child taken, %s, is not listed first: %q", it+1, want, got)
				}
			}
			if rule := strings.Join(pp.selectLines(ev.Select, 1000), "\n"); len(ev.Select.Levels) > 0 && ev.Select.Levels[0].Rule == "ucb" &&
				!strings.Contains(rule, "0.5*mean + 0.5*minimax + c*sqrt(ln N / n) + 1*prior/(n+1)") {
				t.Fatalf("the panel does not give the formula selection used:\n%s", rule)
			}
		}
		for ev.Phase != engine.PhaseBackprop {
			ev = stp.Step()
		}
	}
	if levels < 100 {
		t.Fatalf("only %d levels chosen by UCB", levels)
	}
}

// Predict mode does not ask which child selection takes where minimax
// values, which no column shows, decide it: the learner could not work
// the answer out.
func TestStudyPredictSkipsSelectionUnderMinimax(t *testing.T) {
	_, _, cfg := minimaxStudy(t)
	m, _ := open(t, "chess", minimaxFEN, "uct", 100, 32)
	m.cfg.Estimator, m.cfg.Minimax = cfg.Estimator, cfg.Minimax
	if err := m.reset(); err != nil {
		t.Fatal(err)
	}
	m, _ = press(m, "I", "x")
	for step := 0; step < 8; step++ {
		if m.f.next == engine.PhaseSelect {
			if m, _ = press(m, "n"); m.pr.q != nil && m.pr.q.phase == engine.PhaseSelect {
				t.Fatalf("step %d: asks %q under minimax", step, m.pr.q.ask)
			}
			continue
		}
		m, _ = press(m, "n")
	}
}

// Before the first iteration the panel says what each phase does: with
// the eval estimator the simulation scores the position by the
// evaluation (after -k random moves, none at k 0), where it said "play
// a random game out" whatever the estimator.
func TestStudyIntroSaysTheEvaluation(t *testing.T) {
	m, _ := open(t, "chess", minimaxFEN, "flat", 100, 32)
	if v := m.View(); !strings.Contains(v, "play a random game out") {
		t.Fatalf("the plain estimator's simulation is not a random game:\n%s", v)
	}
	m.cfg.Estimator = engine.Eval
	if err := m.reset(); err != nil {
		t.Fatal(err)
	}
	m.setSize(m.Width, m.Height)
	v := m.View()
	if strings.Contains(v, "play a random game out") || !strings.Contains(v, "score by the evaluation") {
		t.Errorf("the eval estimator's simulation is not said:\n%s", v)
	}
}

// The header and the first panel name what selection compares: the
// default player adds minimax values and priors to UCB, so the child it
// takes is often not the one of highest UCB, and the header said only
// "default c=0.35 eval light". uct, which compares UCB alone, says no
// more than c.
func TestStudyHeaderNamesTheKnowledge(t *testing.T) {
	m, _ := open(t, "chess", "", "default", 100, 32)
	v := m.View()
	title := strings.SplitN(v, "\n", 2)[0]
	if !strings.Contains(title, "c=0.35 minimax a=0.5 priors w=1") {
		t.Errorf("the header does not name the minimax weight and the priors: %q", title)
	}
	if !strings.Contains(v, "1 select    by UCB, minimax, priors") {
		t.Errorf("the first panel does not say selection adds minimax and priors:\n%s", v)
	}
	m, _ = open(t, "chess", "", "uct", 100, 32)
	v = m.View()
	if title := strings.SplitN(v, "\n", 2)[0]; strings.Contains(title, "minimax") || strings.Contains(title, "priors") ||
		!strings.Contains(v, "go down the tree by UCB") {
		t.Errorf("uct's header or panel names knowledge it does not use:\n%s", v)
	}
}

// Under PUCT the panel lists each child's PUCT value, the figure
// selection compared, with its formula and c: it listed UCB1's values
// under "shown: each child's UCB", so the child starred was often not
// the highest listed and the formula had no c.
func TestStudySelectPanelUnderPUCT(t *testing.T) {
	v, pos, cfg := minimaxStudy(t)
	cfg.Select, cfg.PUCT = engine.SelectPUCT, 0.5
	stp, err := engine.NewStepper(cfg, pos)
	if err != nil {
		t.Fatal(err)
	}
	st := kit.NewStyles(false, true)
	pp := phasePanel{styles: &st, ascii: true, v: v, rootSide: pos.ToMove()}
	levels, notUCB := 0, 0
	for it := 0; it < 200; it++ {
		ev := stp.Step()
		if ev.Phase == engine.PhaseSelect {
			for _, lv := range ev.Select.Levels {
				if lv.Rule != "puct" {
					continue
				}
				levels++
				got := strings.TrimPrefix(pp.candidates(lv, 1000)[0], "\x00")
				if want := lv.Children[lv.Chosen].Move + " "; !strings.HasPrefix(got, want) || !strings.Contains(strings.Fields(got)[1], "*") {
					t.Fatalf("iteration %d: the child taken, %s, is not listed first: %q", it+1, want, got)
				}
				for _, c := range lv.Children {
					if c.UCB > lv.Children[lv.Chosen].UCB && !c.Skipped {
						notUCB++
						break
					}
				}
			}
			if rule := strings.Join(pp.selectLines(ev.Select, 1000), "\n"); len(ev.Select.Levels) > 0 && ev.Select.Levels[0].Rule == "puct" &&
				(!strings.Contains(rule, "Q + 0.5*P*sqrt(N)/(1+n)") || !strings.Contains(rule, "Q = 0.5*mean + 0.5*minimax") ||
					!strings.Contains(rule, "shown: each child's PUCT value")) {
				t.Fatalf("the panel does not give PUCT's formula:\n%s", rule)
			}
		}
		for ev.Phase != engine.PhaseBackprop {
			ev = stp.Step()
		}
	}
	if levels < 100 || notUCB == 0 {
		t.Fatalf("%d levels chosen by PUCT, %d of them not by UCB: the test shows nothing", levels, notUCB)
	}
	t.Logf("%d levels chosen by PUCT, %d of them not the highest UCB", levels, notUCB)
}

// The phase panel's prose wraps at spaces only (kit.WrapLines): a
// hyphenated name stays whole, where ansi.Wrap broke it at its hyphen
// ("the leaf is scored by net-" over "kings32c"); a row of figures is
// cut, not wrapped.
func TestFitPanelWrapsAtSpaces(t *testing.T) {
	st := kit.NewStyles(false, true)
	got := strings.Split(fitPanel(&st, []string{
		"the leaf is scored by net-kings32c, not played out",
		row(" 1 select    walk down by roulette"),
	}, 28, 10), "\n")
	want := []string{"the leaf is scored by", "net-kings32c, not played out", " 1 select    walk down by r…"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("fitPanel = %q, want %q", got, want)
	}
}
