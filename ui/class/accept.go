package class

import (
	"fmt"
	"time"

	"rollout/ui/classroom"
	"rollout/ui/game"
)

// Accept is the game of the invitation inv accepted at now (with the
// inviter's settings, sides mirrored), its inviter told (a room's owner
// was told by the server when the code was typed). err says why the
// invitation makes no game, for the setup screen; note, why the
// inviter could not be told (they left that game), for the class's
// last line, the student staying where they were. The root asks
// Allowed(classroom.ModePlay) first.
func (s Seat) Accept(inv classroom.Invitation, now time.Time) (cfg game.GameConfig, note string, err error) {
	cfg, err = inv.Config(now)
	if err != nil {
		return game.GameConfig{}, "", fmt.Errorf("%s's invitation: %w", inv.From, err)
	}
	if inv.Room == "" {
		if err := s.desk.Answer(inv, true); err != nil {
			return game.GameConfig{}, err.Error(), nil
		}
	}
	return cfg, "", nil
}
