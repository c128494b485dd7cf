package learn

import "fmt"

// Presence says what is on the screen for a teacher's list (rollout
// serve): the lesson and the question reached. Before the first
// question (the lesson's idea) and after the last (its score) it says
// so: it read "question 1 of 3" while the student read the idea.
func (m Model) Presence() string {
	switch {
	case m.ph == summary:
		return "the course's summary"
	case m.sh.of == 0:
		return fmt.Sprintf("lesson %d", m.num)
	case m.ph == intro:
		return fmt.Sprintf("lesson %d, its idea (%d questions)", m.num, m.sh.of)
	case m.ph == finished:
		return fmt.Sprintf("lesson %d done, %d of %d right", m.num, m.sh.right, m.sh.of)
	}
	return fmt.Sprintf("lesson %d, question %d of %d", m.num, m.sh.step, m.sh.of)
}
