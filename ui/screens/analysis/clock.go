package analysis

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/components/board"
)

// The game's clock while the board is open: a person's clock runs on
// while they analyse their game (docs/playing.md), as the engine's
// stops with its search. The title says so plainly, with the time left
// (game.AnalysisConfig.Clocks), ticking each second.

// clockTickMsg redraws the running clock of the game; gen is the tick's,
// so a tick armed before another (the board shown again) is dropped.
type clockTickMsg struct{ gen uint64 }

// clockNow is the time the game's clock is read at: the wall clock, or
// a test's.
func (a *Model) clockNow() time.Time {
	if a.now != nil {
		return a.now()
	}
	return time.Now()
}

// gameClock is what the title says of the game's clock: "White's game
// clock runs: 4:53"; "" when none runs.
func (a *Model) gameClock() string {
	c := a.Cfg.Clocks
	if c == nil {
		return ""
	}
	side, on := c.Running()
	if !on {
		return ""
	}
	return a.Rec.Variant().Side(side) + "'s game clock runs: " + board.ClockText(c.Left(side, a.clockNow()))
}

// tickClock returns the tick that redraws the game's running clock when
// its face next changes (each second, each tenth under ten seconds), nil
// when none runs or its time is out. It replaces any tick armed before.
func (a *Model) tickClock() tea.Cmd {
	c := a.Cfg.Clocks
	if c == nil {
		return nil
	}
	side, on := c.Running()
	if !on {
		return nil
	}
	left := c.Left(side, a.clockNow())
	if left <= 0 {
		return nil
	}
	unit := time.Second
	if left <= 10*time.Second {
		unit = 100 * time.Millisecond
	}
	wait := left % unit
	if wait == 0 {
		wait = unit
	}
	a.tickGen++
	gen := a.tickGen
	return tea.Tick(wait, func(time.Time) tea.Msg { return clockTickMsg{gen} })
}
