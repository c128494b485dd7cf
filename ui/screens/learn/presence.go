package learn

import "fmt"

// Presence says what is on the screen for a teacher's list (rollout
// serve): the lesson and the question reached.
func (m Model) Presence() string {
	if m.sh.of > 0 {
		return fmt.Sprintf("lesson %d, question %d of %d", m.num, m.sh.step, m.sh.of)
	}
	return fmt.Sprintf("lesson %d", m.num)
}
