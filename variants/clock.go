package variants

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// TimeControl is a game's time control: each side starts with Base and
// gains Increment after each of its moves (Fischer's clock, as lichess
// plays it). The zero value is no clock (an untimed game). One concept
// serves the TUI's -tc, match's -tc and -clock, and the UCI session's
// wtime/btime (engine.Clock is one side's clock seen by a search);
// docs/clocks.md.
type TimeControl struct {
	Base, Increment time.Duration
}

// Timed reports whether the control has a clock (a base above zero).
func (tc TimeControl) Timed() bool { return tc.Base > 0 }

// The bounds ParseTimeControl accepts: a base of at most a day, an
// increment of at most an hour, so no sum of them overflows and no typo
// (1e9 minutes) reads as a clock.
const (
	maxBase      = 24 * time.Hour
	maxIncrement = time.Hour
)

// TimeControlForm is the accepted form of a time control, as errors name it.
const TimeControlForm = "MINUTES+SECONDS, like 5+3 (base minutes above 0 and at most 1440, increment seconds 0 to 3600), or durations like 10s+0.1s"

// ParseTimeControl reads a time control: "5+3" is 5 minutes and 3
// seconds a move (lichess's and the PGN's way of writing it; the minutes
// may be a decimal, 0.5+0), "10s+0.1s" the same with Go durations
// (match's -clock), "5" or "1m" without an increment. "", "none", "-"
// and "0" are no clock (the zero TimeControl). Anything else (5+, -1+0,
// 1e9+0, NaN+0, a base of 0 with an increment) is an error naming the
// accepted form: the one parser of the TUI's and match's flags.
func ParseTimeControl(text string) (TimeControl, error) {
	t := strings.TrimSpace(text)
	switch strings.ToLower(t) {
	case "", "none", "-", "0":
		return TimeControl{}, nil
	}
	bad := func() (TimeControl, error) {
		return TimeControl{}, fmt.Errorf("time control %q: want %s", text, TimeControlForm)
	}
	base, inc, hasInc := strings.Cut(t, "+")
	var tc TimeControl
	var ok bool
	if tc.Base, ok = clockPart(base, time.Minute); !ok || tc.Base <= 0 || tc.Base > maxBase {
		return bad()
	}
	if hasInc {
		if tc.Increment, ok = clockPart(inc, time.Second); !ok || tc.Increment > maxIncrement {
			return bad()
		}
	}
	return tc, nil
}

// clockPart reads one side of a time control: a plain decimal number
// (digits and at most one point, no sign or exponent) in unit, or a Go
// duration of 0 or more. It fails on anything else.
func clockPart(s string, unit time.Duration) (time.Duration, bool) {
	if s == "" {
		return 0, false
	}
	if strings.Trim(s, "0123456789.") == "" {
		if strings.Count(s, ".") > 1 || s == "." {
			return 0, false
		}
		f, err := strconv.ParseFloat(s, 64)
		if err != nil || math.IsNaN(f) || f > float64(maxBase/unit) {
			return 0, false
		}
		return time.Duration(math.Round(f * float64(unit))), true
	}
	d, err := time.ParseDuration(s)
	if err != nil || d < 0 {
		return 0, false
	}
	return d, true
}

// String writes the control as ParseTimeControl reads it: "5+3", or
// "0.5+0", or the base as a duration ("3s+0", "10s+100ms") when it is not
// a whole number of tenths of a minute (a 3 s game's title read
// "0.05+0"), the increment too when it is not whole seconds; "none" for
// no clock.
func (tc TimeControl) String() string {
	if !tc.Timed() {
		return "none"
	}
	inc := tc.Increment.String()
	if tc.Increment%time.Second == 0 {
		inc = strconv.Itoa(int(tc.Increment / time.Second))
		if tc.Base%(6*time.Second) == 0 {
			return strconv.FormatFloat(tc.Base.Minutes(), 'f', -1, 64) + "+" + inc
		}
	}
	return tc.Base.String() + "+" + inc
}

// PGN is the control as PGN's TimeControl tag writes it: the base in
// seconds, "+", the increment in seconds ("300+3"; fractions kept as
// decimals, "10+0.1"), or "-" for no clock.
func (tc TimeControl) PGN() string {
	if !tc.Timed() {
		return "-"
	}
	sec := func(d time.Duration) string { return strconv.FormatFloat(d.Seconds(), 'f', -1, 64) }
	return sec(tc.Base) + "+" + sec(tc.Increment)
}

// ParsePGNTimeControl reads a PGN TimeControl tag of the form
// "SECONDS+SECONDS" or "SECONDS" ("300+3", "60"); "-", "?" and "" are no
// clock. Other forms PGN allows (moves/seconds, sandclocks) are an error:
// this program plays only Fischer's clock.
func ParsePGNTimeControl(tag string) (TimeControl, error) {
	t := strings.TrimSpace(tag)
	switch t {
	case "", "-", "?":
		return TimeControl{}, nil
	}
	base, inc, hasInc := strings.Cut(t, "+")
	var tc TimeControl
	var ok bool
	if tc.Base, ok = clockPart(base, time.Second); !ok || tc.Base <= 0 || tc.Base > maxBase {
		return TimeControl{}, fmt.Errorf("variants: TimeControl %q: want SECONDS+SECONDS, like 300+3", tag)
	}
	if hasInc {
		if tc.Increment, ok = clockPart(inc, time.Second); !ok || tc.Increment > maxIncrement {
			return TimeControl{}, fmt.Errorf("variants: TimeControl %q: want SECONDS+SECONDS, like 300+3", tag)
		}
	}
	return tc, nil
}

// TimeControlPreset is one choice of the setup screen's clock field.
type TimeControlPreset struct {
	// Name is what the field shows ("5+3", "none", "custom").
	Name string
	// Control is the preset's clock; the zero value for "none" and
	// "custom" (the screen asks for a text and reads it with
	// ParseTimeControl).
	Control TimeControl
	// Custom marks the entry that asks for a typed control.
	Custom bool
}

// TimeControlPresets are the setup screen's clock choices, in order:
// none, lichess's usual bullet, blitz, rapid and classical controls, and
// a typed one.
var TimeControlPresets = []TimeControlPreset{
	{Name: "none"},
	{Name: "1+0", Control: TimeControl{Base: time.Minute}},
	{Name: "3+2", Control: TimeControl{Base: 3 * time.Minute, Increment: 2 * time.Second}},
	{Name: "5+3", Control: TimeControl{Base: 5 * time.Minute, Increment: 3 * time.Second}},
	{Name: "10+5", Control: TimeControl{Base: 10 * time.Minute, Increment: 5 * time.Second}},
	{Name: "15+10", Control: TimeControl{Base: 15 * time.Minute, Increment: 10 * time.Second}},
	{Name: "30+0", Control: TimeControl{Base: 30 * time.Minute}},
	{Name: "custom", Custom: true},
}

// Clocks are a timed game's two clocks: the control, each side's time
// left, and whose clock runs. It is a value with no goroutine: the
// caller says what time it is (now), so a screen ticks it as it redraws
// and a test drives it with made-up times. Only Left and Running are
// state to save (ClockState); the instant the running clock started is
// not, so a clock does not run while the program is closed: a resumed
// game goes on with the times saved.
type Clocks struct {
	Control TimeControl
	left    [2]time.Duration
	// running is the side whose clock runs, valid when on is set;
	// since is when it started (a monotonic reading of the caller's
	// clock).
	running Side
	on      bool
	since   time.Time
}

// NewClocks returns both clocks at the control's base, stopped.
func NewClocks(tc TimeControl) *Clocks {
	return &Clocks{Control: tc, left: [2]time.Duration{tc.Base, tc.Base}}
}

// ClockState is what a save keeps of a game's clocks: the control (as
// TimeControl.String writes it), each side's time left in milliseconds,
// the first side's first, and the side whose clock runs (-1 for none:
// the game has not started or is over). It is JSON-ready.
type ClockState struct {
	Control string   `json:"control"`
	LeftMS  [2]int64 `json:"left_ms"`
	Running int      `json:"running"`
}

// State returns what a save keeps of the clocks at now: the running
// clock's time is charged up to now.
func (c *Clocks) State(now time.Time) ClockState {
	s := ClockState{Control: c.Control.String(), Running: -1}
	for side := range c.left {
		s.LeftMS[side] = c.Left(Side(side), now).Milliseconds()
	}
	if c.on {
		s.Running = int(c.running)
	}
	return s
}

// ClocksFromState rebuilds saved clocks; the running side's clock starts
// again at now, with the time it had when saved (the time the program
// was closed is not charged). A state that does not read (a control that
// does not parse, a negative time, a side out of range) is an error.
func ClocksFromState(s ClockState, now time.Time) (*Clocks, error) {
	tc, err := ParseTimeControl(s.Control)
	if err != nil {
		return nil, fmt.Errorf("variants: saved clocks: %w", err)
	}
	if !tc.Timed() {
		return nil, errors.New("variants: saved clocks: no time control")
	}
	c := NewClocks(tc)
	for side, ms := range s.LeftMS {
		if ms < 0 || ms > (maxBase+1000*maxIncrement).Milliseconds() {
			return nil, fmt.Errorf("variants: saved clocks: %d ms left is out of range", ms)
		}
		c.left[side] = time.Duration(ms) * time.Millisecond
	}
	switch s.Running {
	case -1:
	case 0, 1:
		c.Start(Side(s.Running), now)
	default:
		return nil, fmt.Errorf("variants: saved clocks: running side %d is not 0, 1 or -1", s.Running)
	}
	return c, nil
}

// Left returns side's time left at now (the running clock charged up to
// now; never below zero).
func (c *Clocks) Left(side Side, now time.Time) time.Duration {
	l := c.left[side&1]
	if c.on && c.running == side&1 {
		l -= now.Sub(c.since)
	}
	return max(l, 0)
}

// ClockFace is a running clock as a board shows it: "4:59", "1:02:03",
// and tenths under ten seconds ("0:09.4"), cut, not rounded, so a clock
// reads 0:00.0 only when its time is out.
func ClockFace(d time.Duration) string {
	d = max(d, 0)
	h, m, sec := int(d/time.Hour), int(d/time.Minute)%60, int(d/time.Second)%60
	switch {
	case d < 10*time.Second:
		return fmt.Sprintf("0:%02d.%d", sec, int(d/(100*time.Millisecond))%10)
	case h > 0:
		return fmt.Sprintf("%d:%02d:%02d", h, m, sec)
	}
	return fmt.Sprintf("%d:%02d", m, sec)
}

// Running returns the side whose clock runs, and false when none does.
func (c *Clocks) Running() (Side, bool) { return c.running, c.on }

// Start starts side's clock at now (stopping the other's without a
// charge: use Press to end a move).
func (c *Clocks) Start(side Side, now time.Time) {
	c.running, c.on, c.since = side&1, true, now
}

// Stop stops the running clock at now, charging its time: the game is
// over, or paused. Nothing runs afterwards until Start.
func (c *Clocks) Stop(now time.Time) {
	if c.on {
		c.left[c.running] -= now.Sub(c.since)
		c.left[c.running] = max(c.left[c.running], 0)
		c.on = false
	}
}

// Flagged reports whether the running side's time has run out at now (it
// reaches zero before its move ends), and which side that is.
func (c *Clocks) Flagged(now time.Time) (Side, bool) {
	if !c.on {
		return c.running, false
	}
	return c.running, c.left[c.running]-now.Sub(c.since) <= 0
}

// Press ends the running side's move at now: its time is charged and,
// unless it ran out, the increment added; then the other side's clock
// starts. It returns the mover's time left (what PGN's [%clk] writes
// after the move) and whether its flag fell, in which case no clock runs
// and the game is over (FlagOutcome says how). A mover whose clock was
// not running (the clocks were stopped) is charged nothing and still
// gets the increment.
func (c *Clocks) Press(mover Side, now time.Time) (left time.Duration, flagged bool) {
	mover &= 1
	if c.on && c.running == mover {
		c.left[mover] -= now.Sub(c.since)
	}
	c.on = false
	if c.left[mover], flagged = Charge(c.left[mover], 0, c.Control.Increment); flagged {
		c.left[mover] = 0
		c.running = mover
		return 0, true
	}
	c.Start(mover.Other(), now)
	return c.left[mover], false
}

// Charge is the clock rule of one move, the same for a person's clock
// (Clocks.Press) and an engine's (engine.ClockedPlayer): the move's time
// took comes off left; a clock at zero or below has run out (flagged,
// and no increment); otherwise the increment is added.
func Charge(left, took, increment time.Duration) (after time.Duration, flagged bool) {
	left -= took
	if left <= 0 {
		return left, true
	}
	return left + increment, false
}

// MateChecker is implemented by positions of games where a side may be
// unable to win by any legal series of moves (chess: a lone king, a
// king and a knight against a bare king). FlagOutcome asks it.
type MateChecker interface {
	// CanMate reports whether side could still checkmate by some legal
	// series of moves, however unlikely.
	CanMate(side Side) bool
}

// FlagOutcome is how a game ends when flagged's time runs out in pos,
// by FIDE's rule (Laws of Chess 6.9): the side whose flag falls loses,
// unless its opponent cannot win by any legal series of moves, when the
// game is drawn. Games whose positions do not say (no MateChecker) are
// lost on time.
func FlagOutcome(pos Position, flagged Side) Outcome {
	if mc, ok := pos.(MateChecker); ok && !mc.CanMate(flagged.Other()) {
		return DrawBy(TimeoutVsInsufficientMaterial)
	}
	return Win(flagged.Other(), TimeForfeit)
}
