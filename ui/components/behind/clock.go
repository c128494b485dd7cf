package behind

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/components/board"
	"rollout/ui/nav"
)

// The game's clock while a screen is open over the game: a person's
// clock runs on while they analyse or study their game
// (docs/playing.md), as an engine's stops with its search. The screen
// says so plainly, with the time left, ticking (ClockText, Tick); when
// that time runs out it tells the game at once (nav.FlagMsg), which
// judges the flag on its own clocks and answers that it ended
// (nav.GameOverMsg: Over).

// tickMsg redraws the game's running clock; gen is the tick's, so a
// tick armed before another (the screen shown again) is dropped.
type tickMsg struct{ gen uint64 }

// ClockText is what the screen says of the game's clock: "White's game
// clock runs: 4:53"; "" when none runs.
func (g *Game) ClockText(now time.Time) string {
	c := g.clocks
	if c == nil {
		return ""
	}
	side, on := c.Running()
	if !on {
		return ""
	}
	return g.v.Side(side) + "'s game clock runs: " + board.ClockText(c.Left(side, now))
}

// Tick returns the tick that redraws the game's running clock when its
// face next changes (each second, each tenth under ten seconds), nil
// when none runs; at once the game's flag when its time is out. It
// replaces any tick armed before.
func (g *Game) Tick(now time.Time) tea.Cmd {
	c := g.clocks
	if c == nil {
		return nil
	}
	side, on := c.Running()
	if !on {
		return nil
	}
	g.gen++
	left := c.Left(side, now)
	if left <= 0 {
		return nav.Emit(nav.FlagMsg{})
	}
	unit := time.Second
	if left <= 10*time.Second {
		unit = 100 * time.Millisecond
	}
	wait := left % unit
	if wait == 0 {
		wait = unit
	}
	wait += time.Millisecond // just past the change, so the face has moved
	gen := g.gen
	return tea.Tick(wait, func(time.Time) tea.Msg { return tickMsg{gen} })
}

// Update takes the clock's tick: it arms the next, or tells the game
// its flag fell (Tick). It reports whether msg was the clock's; a
// stale tick is taken and dropped.
func (g *Game) Update(msg tea.Msg, now time.Time) (tea.Cmd, bool) {
	t, ok := msg.(tickMsg)
	if !ok {
		return nil, false
	}
	if t.gen != g.gen {
		return nil, true
	}
	return g.Tick(now), true
}

// Over is the game's end, told by the game (nav.GameOverMsg): no clock
// of it runs on, and q quits at once, nothing left to lose.
func (g *Game) Over() {
	g.clocks, g.ask, g.asking = nil, "", false
	g.gen++ // a tick armed is stale
}
