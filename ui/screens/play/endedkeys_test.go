package play

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/kit"
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
	// : and tab opened the move input, whose prompt read "no legal move
	// starts so" for whatever was typed: they open nothing, and what
	// was said stays, as after a move's first key.
	for _, k := range []string{":", "tab"} {
		said := m.msg
		m, _ = press(m, k)
		if m.Input.Focused() || m.msg != said || !strings.Contains(m.View(), "Game over") {
			t.Errorf("%s after the game: input open %v, message %q (was %q)", k, m.Input.Focused(), m.msg, said)
		}
	}
}

// The engine declines a draw while it holds a proven win, whatever its
// mean (nim's read -0.056 beside a proven win, and agreed a draw; nim
// now has none to offer, TestNoDrawOfferInADrawlessGame); with the same
// mean and no proof it accepts, by the rule on its evaluation.
func TestNoDrawAgainstAProvenWin(t *testing.T) {
	for _, proof := range []int{3, 0} {
		m, cmd := newTestModel(t, gameOpts("tictactoe", "fake"), 80, 24, newFake)
		m = drain(t, m, cmd)
		m, cmd = press(m, ":", "b", "2", "enter")
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

// The engine resigns a hopeless game against a person: its evaluation
// at resignPawns or worse on three of its moves running, or a proven
// loss at once; a better move in between starts the count again.
func TestEngineResigns(t *testing.T) {
	m, cmd := newTestModel(t, gameOpts("chess", "fake"), 80, 24, newFake)
	m = drain(t, m, cmd)
	m, cmd = press(m, ":", "e", "4", "enter")
	m = drain(t, m, cmd)
	g := play(m)
	if g.last == nil {
		t.Fatalf("the engine did not answer:\n%s", m.View())
	}
	judge := func(mean float64, proof int) bool {
		res := *g.last
		res.Moves = append([]engine.MoveStats(nil), res.Moves...)
		for i := range res.Moves {
			if res.Moves[i].Move == res.Move {
				res.Moves[i].Mean, res.Moves[i].Proof = mean, proof
			}
		}
		g.last = &res
		return g.engineResigns(g.lastSide)
	}
	for i, tc := range []struct {
		mean  float64
		proof int
		want  bool
	}{
		{-0.99, 0, false}, {-0.99, 0, false}, {-0.2, 0, false}, // a better move: the count starts again
		{-0.99, 0, false}, {-0.99, 0, false}, {-0.99, 0, true}, // three running
		{0.1, -4, true}, // a proven loss
	} {
		if got := judge(tc.mean, tc.proof); got != tc.want {
			t.Errorf("move %d (mean %+.2f, proof %d): resigns %v, want %v", i+1, tc.mean, tc.proof, got, tc.want)
		}
	}
	g.cfg.Sides[g.lastSide.Other()].Human = false // against an engine: never
	g.hopeless = 0
	for range 5 {
		if judge(-0.99, -2) {
			t.Fatal("an engine resigned to an engine")
		}
	}
}

// TestGameOverStaysSaid: a key's answer after the end (w's "Heat map:
// mean", an undo refused) takes the message area, where "Game over:
// White resigns" was the only word that the game had ended; the status
// line then says it, so a finished game never looks like one going on.
func TestGameOverStaysSaid(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("chess", "fake"), 80, 24, newFake)
	m, cmd := press(m, ":", "e", "4", "enter")
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 2 })
	m, _ = press(m, "X", "X")
	if !m.st.Outcome().Over() {
		t.Fatal("X X did not resign")
	}
	if text, _ := m.statusText(); strings.Contains(text, "Game over") {
		t.Errorf("the status line %q repeats the end the message says", text)
	}
	for _, k := range []string{"w", "u", "o"} {
		m, _ = press(m, k)
		if v := m.View(); !strings.Contains(v, "Game over: White resigns") {
			t.Errorf("after %s nothing says the game is over:\n%s", k, v)
		}
	}
}

// A printable key that neither names a command nor may start a move
// now says why, as every key without meaning does: between two engines
// X, = and ! (a person's resign, draw offer and hint) and a move's
// letter had said nothing. In a finished game the result stays said,
// in a review its note (end goes back to the game), and the key
// changes nothing.
func TestTypingWhereNoMoveMayBe(t *testing.T) {
	ended := func(t *testing.T) Model {
		o := gameOpts("tictactoe", "fake")
		o.Moves = []string{"b2", "a1", "c2", "a3"}
		m, cmd := newTestModel(t, o, 80, 24, newFake)
		m = drain(t, m, cmd)
		m, cmd = press(m, ":", "a", "2", "enter") // X wins: a2 b2 c2
		return drain(t, m, cmd)
	}
	engines := func(t *testing.T) Model {
		m, _ := newTestModel(t, seriesOpts(2), 100, 30, newFake)
		m, cmd := press(m, "n") // paused
		m, _ = drainUntil(t, m, cmd, func(m Model) bool { return play(m).search == nil })
		return m
	}
	reviewing := func(t *testing.T) Model {
		m, cmd := newTestModel(t, gameOpts("tictactoe", "fake"), 80, 24, newFake)
		m = drain(t, m, cmd)
		m, cmd = press(m, ":", "b", "2", "enter")
		m = drain(t, m, cmd)
		m, _ = press(m, "[")
		return m
	}
	for _, c := range []struct {
		name string
		open func(*testing.T) Model
		keys []string
		kind kit.Status
		want string
	}{
		{"finished", ended, []string{"c", "m", "X", "="}, kit.StatusGood, "Game over: X wins"},
		{"two engines", engines, []string{"c", "X", "=", "!"}, kit.StatusError, "Two engines play this game"},
		{"reviewing", reviewing, []string{"c", "3"}, kit.StatusInfo, "Review: "},
	} {
		for _, k := range c.keys {
			t.Run(c.name+" "+k, func(t *testing.T) {
				m := c.open(t)
				plies := play(m).st.Len()
				m, _ = press(m, k)
				if g := play(m); g.kind != c.kind || !strings.Contains(g.msg, c.want) || g.Input.Focused() || g.st.Len() != plies {
					t.Errorf("%q: said %q (%v), input open %v, %d plies; want %q (%v) and nothing changed",
						k, g.msg, g.kind, g.Input.Focused(), g.st.Len(), c.want, c.kind)
				}
			})
		}
	}
}

// A key no game gives a meaning (f5, ctrl+x) says so in the words every
// screen uses (kit.Unbound), not nothing.
func TestUnboundKeySays(t *testing.T) {
	m, cmd := newTestModel(t, gameOpts("tictactoe", "fake"), 80, 24, newFake)
	m = drain(t, m, cmd)
	for _, k := range []tea.KeyMsg{{Type: tea.KeyF5}, {Type: tea.KeyCtrlX}} {
		m, _ = send(m, k)
		if want := kit.Unbound(k); !strings.Contains(m.View(), want) {
			t.Errorf("%s: want %q on screen:\n%s", k, want, m.View())
		}
	}
}

// A move typed into two engines' game (paused) is refused with the
// reason the other keys give, not "Not your move now", which read as if
// a turn of the person's would come: : says it at once, as the move's
// first key does, rather than open an input no move can be played from.
func TestTypedMoveBetweenTwoEngines(t *testing.T) {
	m, _ := newTestModel(t, seriesOpts(2), 100, 30, newFake)
	m, cmd := press(m, "n") // paused
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return play(m).search == nil })
	plies := play(m).st.Len()
	for _, keys := range [][]string{{":"}, {"a", "1"}} {
		m, _ = press(m, keys...)
		if g := play(m); !strings.Contains(g.msg, "Two engines play this game") || g.st.Len() != plies || g.Input.Focused() {
			t.Errorf("%v: said %q, %d plies (want %d), input open %v", keys, g.msg, g.st.Len(), plies, g.Input.Focused())
		}
	}
}

// w says what the heat map's marks mean: with colour off they are
// digits on the root moves' cells, which nothing on the play screen
// explained ("Heat map: mean" alone; the study screen has a key).
func TestHeatMapSaysItsScale(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("chess", "fake"), 80, 24, newFake)
	for _, want := range []string{"Heat map: mean (each root move's cell from 0, a loss, to 9, a win",
		"Heat map: visits (each root move's cell from 0, few, to 9, the most visited", "Heat map: off"} {
		m, _ = press(m, "w")
		if !strings.Contains(m.msg, want) {
			t.Errorf("w said %q, want %q...", m.msg, want)
		}
	}
}
