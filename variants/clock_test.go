package variants_test

import (
	"strings"
	"testing"
	"time"

	"rollout/variants"
	"rollout/variants/chess"
	"rollout/variants/tictactoe"
)

func TestParseTimeControl(t *testing.T) {
	for _, c := range []struct {
		in   string
		want variants.TimeControl
		str  string
		pgn  string
	}{
		{"5+3", variants.TimeControl{Base: 5 * time.Minute, Increment: 3 * time.Second}, "5+3", "300+3"},
		{"1+0", variants.TimeControl{Base: time.Minute}, "1+0", "60+0"},
		{"30", variants.TimeControl{Base: 30 * time.Minute}, "30+0", "1800+0"},
		{"0.5+0", variants.TimeControl{Base: 30 * time.Second}, "0.5+0", "30+0"},
		{" 15+10 ", variants.TimeControl{Base: 15 * time.Minute, Increment: 10 * time.Second}, "15+10", "900+10"},
		{"10s+0.1s", variants.TimeControl{Base: 10 * time.Second, Increment: 100 * time.Millisecond}, "10s+100ms", "10+0.1"},
		{"0.1+0", variants.TimeControl{Base: 6 * time.Second}, "0.1+0", "6+0"},
		// A base of seconds reads as seconds: a 3 s game's title was "Chess 0.05+0".
		{"3s+0", variants.TimeControl{Base: 3 * time.Second}, "3s+0", "3+0"},
		{"0.05+2", variants.TimeControl{Base: 3 * time.Second, Increment: 2 * time.Second}, "3s+2", "3+2"},
		{"0.25+0", variants.TimeControl{Base: 15 * time.Second}, "15s+0", "15+0"},
		{"1m", variants.TimeControl{Base: time.Minute}, "1+0", "60+0"},
		{"none", variants.TimeControl{}, "none", "-"},
		{"", variants.TimeControl{}, "none", "-"},
	} {
		got, err := variants.ParseTimeControl(c.in)
		if err != nil || got != c.want {
			t.Errorf("ParseTimeControl(%q) = %+v, %v; want %+v", c.in, got, err, c.want)
			continue
		}
		if got.String() != c.str || got.PGN() != c.pgn {
			t.Errorf("%q: String %q PGN %q, want %q %q", c.in, got.String(), got.PGN(), c.str, c.pgn)
		}
		if back, err := variants.ParseTimeControl(got.String()); err != nil || back != got {
			t.Errorf("%q: String %q reads back as %+v, %v", c.in, got.String(), back, err)
		}
	}
	for _, bad := range []string{"5+", "-1+0", "1e9+0", "NaN+0", "+3", "0+3", "5+-1", "5+1e3", "abc", "5++3", "1.2.3+0", "1441+0", "5+3601", "Inf+0", "0x10+0", "5+3+1"} {
		got, err := variants.ParseTimeControl(bad)
		if err == nil {
			t.Errorf("ParseTimeControl(%q) = %+v, want an error", bad, got)
			continue
		}
		if msg := err.Error(); strings.Contains(msg, "\n") || !strings.Contains(msg, "MINUTES+SECONDS, like 5+3") {
			t.Errorf("ParseTimeControl(%q): error %q does not name the accepted form on one line", bad, msg)
		}
	}
}

func TestParsePGNTimeControl(t *testing.T) {
	for in, want := range map[string]variants.TimeControl{
		"300+3": {Base: 5 * time.Minute, Increment: 3 * time.Second},
		"60":    {Base: time.Minute},
		"-":     {},
		"?":     {},
	} {
		if got, err := variants.ParsePGNTimeControl(in); err != nil || got != want {
			t.Errorf("ParsePGNTimeControl(%q) = %+v, %v; want %+v", in, got, err, want)
		}
	}
	for _, bad := range []string{"40/7200:3600", "*60", "x+1"} {
		if _, err := variants.ParsePGNTimeControl(bad); err == nil {
			t.Errorf("ParsePGNTimeControl(%q): want an error", bad)
		}
	}
}

func TestTimeControlPresets(t *testing.T) {
	var names []string
	for _, p := range variants.TimeControlPresets {
		names = append(names, p.Name)
		if p.Custom || p.Name == "none" {
			continue
		}
		if tc, err := variants.ParseTimeControl(p.Name); err != nil || tc != p.Control {
			t.Errorf("preset %s: its name reads as %+v, %v; it holds %+v", p.Name, tc, err, p.Control)
		}
	}
	if got := strings.Join(names, " "); got != "none 1+0 3+2 5+3 10+5 15+10 30+0 custom" {
		t.Errorf("presets %s", got)
	}
}

func TestClocks(t *testing.T) {
	t0 := time.Unix(1000, 0)
	at := func(d time.Duration) time.Time { return t0.Add(d) }
	c := variants.NewClocks(variants.TimeControl{Base: time.Minute, Increment: 2 * time.Second})
	if _, on := c.Running(); on {
		t.Fatal("new clocks run")
	}
	c.Start(variants.First, t0)
	if got := c.Left(variants.First, at(10*time.Second)); got != 50*time.Second {
		t.Errorf("first after 10 s: %v", got)
	}
	if got := c.Left(variants.Second, at(10*time.Second)); got != time.Minute {
		t.Errorf("second's clock ran: %v", got)
	}
	left, flagged := c.Press(variants.First, at(10*time.Second))
	if left != 52*time.Second || flagged {
		t.Errorf("press after 10 s: %v %v, want 52s (increment added)", left, flagged)
	}
	if s, on := c.Running(); !on || s != variants.Second {
		t.Errorf("after White's move the running clock is %v %v", s, on)
	}
	// Saved and resumed an hour later: the closed time is not charged.
	state := c.State(at(15 * time.Second))
	if state.LeftMS != [2]int64{52000, 55000} || state.Running != 1 || state.Control != "1+2" {
		t.Errorf("state %+v", state)
	}
	r, err := variants.ClocksFromState(state, at(time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	if got := r.Left(variants.Second, at(time.Hour+5*time.Second)); got != 50*time.Second {
		t.Errorf("resumed clock after 5 s: %v, want 50s", got)
	}
	if side, flagged := r.Flagged(at(time.Hour + 54*time.Second)); flagged {
		t.Errorf("%v flagged with a second left", side)
	}
	if side, flagged := r.Flagged(at(time.Hour + 55*time.Second)); !flagged || side != variants.Second {
		t.Errorf("at zero: %v %v, want second flagged", side, flagged)
	}
	if left, flagged := r.Press(variants.Second, at(time.Hour+56*time.Second)); !flagged || left != 0 {
		t.Errorf("a move after the flag: %v %v, want a flag fall", left, flagged)
	}
	if _, on := r.Running(); on {
		t.Error("a clock runs after a flag fall")
	}
	r.Stop(at(2 * time.Hour))
	if got := r.State(at(3 * time.Hour)); got.Running != -1 || got.LeftMS != [2]int64{52000, 0} {
		t.Errorf("stopped state %+v", got)
	}
	for _, bad := range []variants.ClockState{
		{Control: "5+", LeftMS: [2]int64{1, 1}},
		{Control: "none", LeftMS: [2]int64{1, 1}},
		{Control: "5+3", LeftMS: [2]int64{-1, 1}, Running: -1},
		{Control: "5+3", LeftMS: [2]int64{1, 1}, Running: 2},
	} {
		if _, err := variants.ClocksFromState(bad, t0); err == nil {
			t.Errorf("ClocksFromState(%+v): want an error", bad)
		}
	}
}

func TestFlagOutcome(t *testing.T) {
	for _, c := range []struct {
		name, fen string
		flagged   variants.Side
		want      variants.Outcome
	}{
		{"white flags, black has a rook", "4k3/8/8/8/8/8/r7/4K3 w - - 0 1", variants.First, variants.Win(variants.Second, variants.TimeForfeit)},
		{"white flags, black has a bare king", "4k3/8/8/8/8/8/R7/4K3 w - - 0 1", variants.First, variants.DrawBy(variants.TimeoutVsInsufficientMaterial)},
		{"black flags, white has K+N v K", "4k3/8/8/8/8/8/8/4K1N1 b - - 0 1", variants.Second, variants.DrawBy(variants.TimeoutVsInsufficientMaterial)},
		{"black flags, white has K+N v K+R (a helpmate exists)", "r3k3/8/8/8/8/8/8/4K1N1 b - - 0 1", variants.Second, variants.Win(variants.First, variants.TimeForfeit)},
		{"black flags, white K+N v K+Q", "q3k3/8/8/8/8/8/8/4K1N1 b - - 0 1", variants.Second, variants.DrawBy(variants.TimeoutVsInsufficientMaterial)},
		{"white flags, black K+B v K+B same colour", "4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1", variants.First, variants.DrawBy(variants.TimeoutVsInsufficientMaterial)},
		{"white flags, black K+B v K+B opposite colours", "4k1b1/8/8/8/8/8/8/2B1K3 w - - 0 1", variants.First, variants.Win(variants.Second, variants.TimeForfeit)},
		{"white flags, black K+B v K+P", "4kb2/8/8/8/8/8/P7/4K3 w - - 0 1", variants.First, variants.Win(variants.Second, variants.TimeForfeit)},
		{"black flags, white K+N+N v K", "4k3/8/8/8/8/8/8/1N2K1N1 b - - 0 1", variants.Second, variants.Win(variants.First, variants.TimeForfeit)},
		{"the start", chess.StartFEN, variants.First, variants.Win(variants.Second, variants.TimeForfeit)},
	} {
		pos, err := chess.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := variants.FlagOutcome(pos, c.flagged); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
	// A game without the capability: a flag fall is a loss.
	if got := variants.FlagOutcome(tictactoe.Variant.Start(), variants.First); got != variants.Win(variants.Second, variants.TimeForfeit) {
		t.Errorf("tic-tac-toe: %v", got)
	}
}

func TestClockFace(t *testing.T) {
	for d, want := range map[time.Duration]string{
		5 * time.Minute:                           "5:00",
		4*time.Minute + 59999*time.Millisecond:    "4:59",
		time.Hour + 2*time.Minute + 3*time.Second: "1:02:03",
		10 * time.Second:                          "0:10",
		9999 * time.Millisecond:                   "0:09.9",
		50 * time.Millisecond:                     "0:00.0",
		-time.Second:                              "0:00.0",
	} {
		if got := variants.ClockFace(d); got != want {
			t.Errorf("ClockFace(%v) = %q, want %q", d, got, want)
		}
	}
}
