package play

import (
	"strings"
	"testing"
	"time"

	"rollout/ui/game"
	"rollout/variants"
)

// p on a lichess blitz game (testdata/lichess.pgn, game 2: [TimeControl
// "180+0"]) played on untimed: the file's clock was dropped. It now
// plays on 3+0, each side's clock at its [%clk] of the move shown, and
// the note says whose clock it is.
func TestPlayOnTakesTheFilesTimeControl(t *testing.T) {
	m := lichessReview(t, 80, 24)
	now := time.Unix(1_000_000, 0)
	m.now = func() time.Time { return now }
	for range 12 { // back to 8... Na5 (ply 16): White 2:53, Black 2:40
		m, _ = press(m, "[")
	}
	m, _ = press(m, "p")
	g := play(m)
	c := g.st.Clocks()
	if c == nil {
		t.Fatalf("played on with no clock; message %q", g.msg)
	}
	if want := (variants.TimeControl{Base: 3 * time.Minute}); c.Control != want {
		t.Errorf("control %v, want %v", c.Control, want)
	}
	for side, want := range []time.Duration{2*time.Minute + 53*time.Second, 2*time.Minute + 40*time.Second} {
		if got := c.Left(variants.Side(side), now); got != want {
			t.Errorf("side %d: %v left, want %v (its [%%clk] at 8... Na5)", side, got, want)
		}
	}
	if side, on := c.Running(); !on || side != variants.First {
		t.Errorf("running %v %v, want White's clock: the file's moves were on the clock", side, on)
	}
	if want := "Playing on: White to play move 9; clock 3+0 from the file's TimeControl"; g.msg != want {
		t.Errorf("message %q, want %q", g.msg, want)
	}
	view := m.View()
	for _, want := range []string{"2:53", "2:40"} {
		if !strings.Contains(view, want) {
			t.Errorf("no clock %s beside the board:\n%s", want, view)
		}
	}
	if pgn, err := pgnText(g.st, g.cfg, now); err != nil || !strings.Contains(pgn, `[TimeControl "180+0"]`) {
		t.Errorf("the game played on saves without its TimeControl (%v):\n%s", err, pgn)
	}
}

// A file with [%clk] comments and no TimeControl tag plays on with each
// side's time as the file left it and no increment, which the note
// says; a clock the person set wins over the file's, and the note says
// that too.
func TestPlayOnFileClocks(t *testing.T) {
	const pgn = `[White "a"]
[Black "b"]
[Result "*"]

1. e4 { [%clk 0:05:00] } 1... e5 { [%clk 0:04:58] } 2. Nf3 { [%clk 0:04:41] } *
`
	open := func(tc variants.TimeControl) Model {
		rec, _, err := variants.ReadPGNGame(game.Variant("chess"), strings.NewReader(pgn), 1)
		if err != nil {
			t.Fatal(err)
		}
		o := DefaultOptions()
		o.Record, o.Screen, o.TimeControl = rec, ScreenReview, tc
		o.Sides[1].Engine.Player = "fake"
		m, _ := newTestModel(t, o, 80, 24, newFake)
		return m
	}
	now := time.Unix(1_000_000, 0)

	m := open(variants.TimeControl{})
	m.now = func() time.Time { return now }
	m, _ = press(m, "[", "p") // after 1... e5, White to move
	g := play(m)
	c := g.st.Clocks()
	if c == nil {
		t.Fatalf("played on with no clock; message %q", g.msg)
	}
	if want := (variants.TimeControl{Base: 5 * time.Minute}); c.Control != want {
		t.Errorf("control %v, want %v", c.Control, want)
	}
	if w, b := c.Left(variants.First, now), c.Left(variants.Second, now); w != 5*time.Minute || b != 4*time.Minute+58*time.Second {
		t.Errorf("clocks %v and %v, want 5m0s and 4m58s", w, b)
	}
	if want := "Playing on: White to play move 2; clock 5+0 from the file's [%clk] times, no increment"; g.msg != want {
		t.Errorf("message %q, want %q", g.msg, want)
	}

	mine := variants.TimeControl{Base: 10 * time.Minute, Increment: 5 * time.Second}
	m = open(mine)
	m.now = func() time.Time { return now }
	m, _ = press(m, "p")
	g = play(m)
	if c := g.st.Clocks(); c == nil || c.Control != mine || c.Left(variants.First, now) != 10*time.Minute {
		t.Errorf("the person's clock 10+5 was not kept: %+v", c)
	}
	if want := "Playing on: Black to play move 2; clock 10+5 as set, not the file's 5+0"; g.msg != want {
		t.Errorf("message %q, want %q", g.msg, want)
	}
}
