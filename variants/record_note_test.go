package variants

import (
	"strings"
	"testing"
	"time"
)

// ReadMoveNote takes the clock and the eval out of another tool's
// comment and leaves the rest as text; what does not read stays text.
func TestReadMoveNote(t *testing.T) {
	tests := []struct {
		comment string
		want    MoveNote
	}{
		{"", MoveNote{}},
		{"[%eval 0.17] [%clk 0:03:00]", MoveNote{Clock: 3 * time.Minute, HasClock: true, Eval: "+0.17"}},
		{"[%clk 1:02:03] a fine move", MoveNote{Clock: time.Hour + 2*time.Minute + 3*time.Second, HasClock: true, Text: "a fine move"}},
		{"[%eval #-3] [%clk 0:00:09.5]", MoveNote{Clock: 9500 * time.Millisecond, HasClock: true, Eval: "#-3"}},
		{"[%eval #2]", MoveNote{Eval: "#2"}},
		{"[%eval -1.2,23]", MoveNote{Eval: "-1.20"}},
		{"[%eval 0.55] { (0.16 → 0.72) Inaccuracy. O-O was best.", MoveNote{Eval: "+0.55", Text: "{ (0.16 → 0.72) Inaccuracy. O-O was best."}},
		{"[%clk soon] [%eval x]", MoveNote{Text: "[%clk soon] [%eval x]"}},
		{"[%csl Ge4] [%clk 0:01:00]", MoveNote{Clock: time.Minute, HasClock: true, Text: "[%csl Ge4]"}},
		{"[%clk -0:01]", MoveNote{Text: "[%clk -0:01]"}},
		{"plain words", MoveNote{Text: "plain words"}},
	}
	for _, tt := range tests {
		if got := ReadMoveNote(tt.comment); got != tt.want {
			t.Errorf("ReadMoveNote(%q) = %+v, want %+v", tt.comment, got, tt.want)
		}
	}
}

func TestClockText(t *testing.T) {
	for d, want := range map[time.Duration]string{
		3 * time.Minute:                       "3:00",
		59*time.Second + 500*time.Millisecond: "0:59.5",
		time.Hour + 5*time.Minute:             "1:05:00",
		0:                                     "0:00",
		90 * time.Second:                      "1:30",
	} {
		if got := ClockText(d); got != want {
			t.Errorf("ClockText(%v) = %q, want %q", d, got, want)
		}
	}
}

// FuzzReadMoveNote: any comment reads without a panic into a clock that
// is not negative, an eval ClockText and the views can print, and text
// with no space at its ends.
func FuzzReadMoveNote(f *testing.F) {
	for _, s := range []string{"[%eval 0.17] [%clk 0:03:00]", "[%eval #-3]", "[%clk 1:2:3:4]", "[%clk 99999999999]", "[%eval 1e400]", "{ [%clk ] }"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, comment string) {
		n := ReadMoveNote(comment)
		if n.Clock < 0 || (!n.HasClock && n.Clock != 0) {
			t.Fatalf("%q: clock %v (has %v)", comment, n.Clock, n.HasClock)
		}
		if n.Text != strings.TrimSpace(n.Text) {
			t.Fatalf("%q: text %q", comment, n.Text)
		}
		if n.Eval != "" && n.Eval[0] != '#' && n.Eval[0] != '+' && n.Eval[0] != '-' {
			t.Fatalf("%q: eval %q", comment, n.Eval)
		}
		_ = ClockText(n.Clock)
	})
}
