package study

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/nav"
)

// The game's clock while a study of its position is open: a person's
// clock runs on while they study their game (docs/playing.md), as on
// the analysis board, whose words and tick the title shares
// (behind.Game's clock): "White's game clock runs: 0:53". When it runs
// out the game is told at once and ends, and the study says how.

// Init starts what the study runs by itself once shown: the tick of the
// game's running clock, if any (nil: none runs).
func (s *Model) Init() tea.Cmd { return s.game.Tick(s.clockNow()) }

// clockNow is the time the game's clock is read at: the wall clock, or
// a test's.
func (s *Model) clockNow() time.Time {
	if s.now != nil {
		return s.now()
	}
	return time.Now()
}

// gameOver is the end of the game behind the study, which a flag
// fallen here ended (nav.GameOverMsg): the study says it as the game
// screen does, its title no longer speaks of the clock, and q quits at
// once.
func (s *Model) gameOver(msg nav.GameOverMsg) {
	s.game.Over()
	s.note(false, "%s", msg.Text)
}
