package study

import (
	"regexp"
	"strings"
	"testing"

	"rollout/engine"
	"rollout/variants"
)

// The study screen's policy switch (o) starts the search over with the
// next of the engine's policies, names it in the title and the help, and
// the rollouts it then replays on the board are the policy's: with the
// light policy no rollout passes over a win at once, which uniform
// rollouts from the same position and seed do. Under rb the engine
// refuses the light policy and the study stays as it was, saying why.
func TestStudyPolicySwitch(t *testing.T) {
	m, _ := open(t, "tictactoe", "x2/1o1/3 x", "uct", 100, 32)
	if m.cfg.Policy != engine.Uniform || !strings.Contains(m.title(), "plain uniform") {
		t.Fatalf("the study should start uniform and say so: %q", m.title())
	}
	uniformMissed, uniformPlies := missedWins(t, &m)
	m, _ = press(m, "y")
	s := m
	if s.cfg.Policy != engine.Light || s.step.s.Config().Policy != engine.Light || s.f.iter != 0 {
		t.Fatalf("after y: policy %v, stepper's %v, %d iterations; want light from 0", s.cfg.Policy, s.step.s.Config().Policy, s.f.iter)
	}
	if !strings.Contains(s.title(), "plain light") || !strings.Contains(m.View(), "Rollout policy: light") {
		t.Fatalf("the switch is not shown:\n%s", m.View())
	}
	lightMissed, lightPlies := missedWins(t, &m)
	if lightMissed != 0 || uniformMissed == 0 || lightPlies == 0 {
		t.Fatalf("rollout plies passing over a win: light %d of %d (want 0), uniform %d of %d (want some)",
			lightMissed, lightPlies, uniformMissed, uniformPlies)
	}
	// The help overlay lists the key.
	m, _ = press(m, "?")
	if !regexp.MustCompile(`y +policy uniform/light`).MatchString(m.View()) {
		t.Fatalf("the help does not list y:\n%s", m.View())
	}
	m, _ = press(m, "?")
	// rb refuses light: the estimator stays plain, the error says why.
	m, _ = press(m, "e")
	if m.cfg.Estimator != engine.Plain || m.cfg.Policy != engine.Light || !m.err {
		t.Fatalf("rb with light: estimator %v policy %v, message %q", m.cfg.Estimator, m.cfg.Policy, m.msg)
	}
	// Back to uniform, then rb is allowed again.
	m, _ = press(m, "y", "e")
	if m.cfg.Policy != engine.Uniform || m.cfg.Estimator != engine.RaoBlackwell {
		t.Fatalf("policy %v estimator %v, want uniform and rb", m.cfg.Policy, m.cfg.Estimator)
	}
}

// missedWins steps 40 iterations phase by phase and replays every
// rollout on the study's board (right arrow), counting the plies shown
// and those whose mover had a win at once and played something else. A
// rollout whose moves the stepper could not recover fails the test: the
// board would not show the rollout played.
func missedWins(t *testing.T, m *Model) (missed, plies int) {
	t.Helper()
	for range 40 {
		for {
			*m, _ = press(*m, "n")
			if ev := (*m).last; ev.Phase == engine.PhaseSimulate {
				break
			}
		}
		ev := (*m).last
		if !ev.Simulate.Complete {
			t.Fatalf("a rollout's moves were not recovered: %v", ev.Simulate.Moves)
		}
		for range ev.Simulate.Moves {
			plies++
			*m, _ = press(*m, "right")
			_, played, before := (*m).shownPosition()
			if before != nil && canWin(before) && !wins(before, played) {
				missed++
			}
		}
		*m, _ = press(*m, "n") // backpropagate
	}
	return missed, plies
}

// canWin reports whether the side to move in p has a move that wins at
// once; wins whether m is one.
func canWin(p variants.Position) bool {
	for _, m := range p.LegalMoves(nil) {
		if wins(p, m) {
			return true
		}
	}
	return false
}

func wins(p variants.Position, m variants.Move) bool {
	q := p.Clone()
	q.Play(m)
	w, ok := q.Outcome().Winner()
	return ok && w == p.ToMove()
}

// TestStudyRBResultSaid: under rb the simulation panel names no winner
// the board does not show. rb's game never takes a win at once (it counts
// its chance instead), so the coupled plain rollout's result, which the
// panel said as "O wins" over a board where no one had, is named as what
// it is, and the board's own end is said.
func TestStudyRBResultSaid(t *testing.T) {
	m, _ := open(t, "tictactoe", "", "uct", 100, 32)
	m, _ = press(m, "e") // rb
	if m.cfg.Estimator != engine.RaoBlackwell {
		t.Fatalf("estimator %v, want rb", m.cfg.Estimator)
	}
	sims := 0
	for range 30 {
		m, _ = press(m, "i", "n", "n", "n") // to the next simulation
		ev := m.last
		if ev == nil || ev.Phase != engine.PhaseSimulate || ev.Simulate.Exact {
			continue
		}
		sims++
		m, _ = press(m, "end")
		pos, _, _ := m.shownPosition()
		text := m.View()
		if regexp.MustCompile(`(?m)^[XO] wins:|^Draw:`).MatchString(text) {
			t.Fatalf("the panel states the plain rollout's result as the game's:\n%s", text)
		}
		if !strings.Contains(text, "rb scores it") || !strings.Contains(text, "Plain rollout on the same draws:") {
			t.Fatalf("rb's value or the plain rollout's result unsaid:\n%s", text)
		}
		if !pos.Outcome().Over() && !strings.Contains(text, "On the board no one wins") {
			t.Fatalf("the board's game is not over and the panel does not say so:\n%s", text)
		}
	}
	if sims == 0 {
		t.Fatal("no rb simulation shown")
	}
}
