package study

// Presence says what is on the screen for a teacher's list (rollout
// serve): the game and the player stepped.
func (m Model) Presence() string {
	return m.v.Title + ", " + m.cfg.Player
}
