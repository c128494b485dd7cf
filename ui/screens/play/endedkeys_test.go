package play

import (
	"strings"
	"testing"

	"rollout/engine"
)

// In a finished game a move key keeps the result on screen and says what
// works, t says why it studies nothing, instead of "Not your move now"
// over the result and silence (found by trying it: issue 26's board).
func TestKeysAfterTheGame(t *testing.T) {
	o := gameOpts("tictactoe", "fake")
	o.Moves = []string{"b2", "a1", "c2", "a3"}
	m, cmd := newTestModel(t, o, 80, 24, newFake)
	m = drain(t, m, cmd)
	m, cmd = press(m, ":", "a", "2", "enter") // X wins: a2 b2 c2
	m = drain(t, m, cmd)
	if !strings.Contains(m.View(), "Game over") {
		t.Fatalf("the game is not over:\n%s", m.View())
	}
	m, _ = press(m, "enter")
	if v := m.View(); strings.Contains(v, "Not your move now") || !strings.Contains(v, "Game over") {
		t.Errorf("enter after the game hides its result:\n%s", v)
	}
	m, _ = press(m, "t")
	if v := m.View(); !strings.Contains(v, "nothing to search") {
		t.Errorf("t after the game says nothing:\n%s", v)
	}
}

// The engine declines a draw while it holds a proven win, whatever its
// mean (nim's read -0.056 beside a proven win, and agreed a draw); with
// the same mean and no proof it accepts, by the rule on its evaluation.
func TestNoDrawAgainstAProvenWin(t *testing.T) {
	for _, proof := range []int{3, 0} {
		m, cmd := newTestModel(t, gameOpts("nim", "fake"), 80, 24, newFake)
		m = drain(t, m, cmd)
		m, cmd = press(m, ":", "1", ":", "1", "enter")
		m = drain(t, m, cmd)
		g := play(m)
		if g.last == nil {
			t.Fatalf("the engine did not answer:\n%s", m.View())
		}
		res := *g.last
		res.Moves = append([]engine.MoveStats(nil), res.Moves...)
		for i := range res.Moves {
			if res.Moves[i].Move == res.Move {
				res.Moves[i].Mean, res.Moves[i].Proof = -0.056, proof
			}
		}
		g.last = &res
		g.offerDraw()
		agreed := g.st.Outcome().Over()
		if proof > 0 && (agreed || !strings.Contains(g.msg, "declines the draw: it has proven a win")) {
			t.Errorf("a draw against a proven win: over %v, %q", agreed, g.msg)
		}
		if proof == 0 && !agreed {
			t.Errorf("no draw at -0.056 without a proof: %q", g.msg)
		}
	}
}
