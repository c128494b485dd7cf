package variants_test

import (
	"strings"
	"testing"
	"time"

	"rollout/variants"
	"rollout/variants/chess"
)

// A timed game: each move presses the clock and writes [%clk], the PGN
// has the TimeControl tag, and a flag fall ends the game by FIDE's rule.
func TestPlayClocked(t *testing.T) {
	t0 := time.Unix(5000, 0)
	rec, err := variants.NewRecord(chess.Variant, "")
	if err != nil {
		t.Fatal(err)
	}
	rec.SetClocks(variants.NewClocks(variants.TimeControl{Base: time.Minute, Increment: 2 * time.Second}))
	rec.Clocks().Start(variants.First, t0)
	now := t0
	for i, san := range []string{"e4", "e5", "Nf3", "Nc6"} {
		now = now.Add(time.Duration(i+1) * time.Second)
		m, err := rec.Position().DecodeMove(san)
		if err != nil {
			t.Fatal(err)
		}
		comment := ""
		if i == 1 {
			comment = "a reply"
		}
		if o, err := rec.PlayClocked(m, comment, nil, now); err != nil || o.Over() {
			t.Fatalf("%s: %v %v", san, o, err)
		}
	}
	// White: 60-1+2-3+2 = 60 s; Black: 60-2+2-4+2 = 58 s.
	wantClk := []time.Duration{61 * time.Second, 60 * time.Second, 60 * time.Second, 58 * time.Second}
	for i, want := range wantClk {
		if n := rec.Turn(i).Note(); !n.HasClock || n.Clock != want {
			t.Errorf("move %d: clock %v %v, want %v (comment %q)", i+1, n.Clock, n.HasClock, want, rec.Turn(i).Comment)
		}
	}
	if n := rec.Turn(1).Note(); n.Text != "a reply" {
		t.Errorf("comment text %q", n.Text)
	}
	pgn, err := rec.PGN(nil)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(pgn, `[TimeControl "60+2"]`) || strings.Count(pgn, "[%clk ") != 4 || !strings.Contains(pgn, "{[%clk 0:01:01]}") {
		t.Errorf("PGN:\n%s", pgn)
	}
	back, _, err := chess.ReadPGN(pgn, 1)
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range wantClk {
		if n := back.Turn(i).Note(); n.Clock != want {
			t.Errorf("read back, move %d: clock %v, want %v", i+1, n.Clock, want)
		}
	}
	// A clone has its own clocks.
	c := rec.Clone()
	c.Clocks().Stop(now.Add(time.Second))
	if _, on := rec.Clocks().Running(); !on {
		t.Error("stopping a clone's clocks stopped the record's")
	}
	// White thinks 61 s: its flag falls; a move after it is not played.
	m, _ := rec.Position().DecodeMove("Bb5")
	o, err := rec.PlayClocked(m, "", nil, now.Add(61*time.Second))
	if err != nil || o != variants.Win(variants.Second, variants.TimeForfeit) || rec.Len() != 4 {
		t.Errorf("late move: %v, %v, %d moves; want Black wins on time and the move not played", o, err, rec.Len())
	}
	if o, fell := rec.FlagFall(now.Add(time.Hour)); fell {
		t.Errorf("a second flag fall: %v", o)
	}
	if pgn, _ := rec.PGN(nil); !strings.Contains(pgn, `[Result "0-1"]`) || !strings.Contains(pgn, `[Termination "time forfeit"]`) {
		t.Errorf("flagged PGN:\n%s", pgn)
	}
}

// A flag fall seen by the tick: a draw when the other side has a bare king.
func TestFlagFallDraw(t *testing.T) {
	t0 := time.Unix(0, 0)
	rec, err := variants.NewRecord(chess.Variant, "4k3/8/8/8/8/8/Q7/4K3 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	rec.SetClocks(variants.NewClocks(variants.TimeControl{Base: time.Minute}))
	rec.Clocks().Start(variants.First, t0)
	if _, fell := rec.FlagFall(t0.Add(59 * time.Second)); fell {
		t.Fatal("fell with a second left")
	}
	o, fell := rec.FlagFall(t0.Add(60 * time.Second))
	if !fell || o != variants.DrawBy(variants.TimeoutVsInsufficientMaterial) || rec.Outcome() != o {
		t.Errorf("flag fall: %v %v, record %v", o, fell, rec.Outcome())
	}
}

func TestClockCommand(t *testing.T) {
	for d, want := range map[time.Duration]string{
		5*time.Minute + 3*time.Second:                    "[%clk 0:05:03]",
		time.Hour + 2*time.Minute + 999*time.Millisecond: "[%clk 1:02:00]",
		9*time.Second + 570*time.Millisecond:             "[%clk 0:00:09.5]",
		-time.Second:                                     "[%clk 0:00:00.0]",
	} {
		if got := variants.ClockCommand(d); got != want {
			t.Errorf("ClockCommand(%v) = %q, want %q", d, got, want)
		}
	}
}
