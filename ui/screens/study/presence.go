package study

// Presence says what is on the screen for a teacher's list (rollout
// serve): the game and the player stepped.
func (s Model) Presence() string {
	return s.v.Title + ", " + s.cfg.Player
}
