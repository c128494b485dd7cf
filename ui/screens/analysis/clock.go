package analysis

import (
	"time"

	"rollout/ui/kit"
	"rollout/ui/nav"
)

// The game's clock while the board is open: a person's clock runs on
// while they analyse their game (docs/playing.md), as the engine's
// stops with its search. The title says so plainly, with the time left
// (game.Behind.Clocks), ticking each second; when the time runs out the
// game is told at once and ends (behind.Game's clock), and the board
// says how (gameOver).

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
func (a *Model) gameClock() string { return a.game.ClockText(a.clockNow()) }

// gameOver is the end of the game behind the board, which a flag
// fallen here ended (nav.GameOverMsg): the board says it as the game
// screen does, until the position shown changes (ended), its title
// says no clock runs, and q quits at once.
func (a *Model) gameOver(msg nav.GameOverMsg) {
	a.game.Over()
	a.ended = msg.Text
	a.setMsg(kit.StatusGood, msg.Text)
}
