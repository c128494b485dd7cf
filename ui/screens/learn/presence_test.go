package learn

import "testing"

// The teacher's list says where a student is in a lesson: reading its
// idea, at a question, or done with its score. It said "lesson 1,
// question 1 of 2" while the student read the idea, before any question.
func TestPresenceFollowsTheLesson(t *testing.T) {
	m := newScreen(t, t.TempDir(), 1, 100, 30)
	if got, want := m.Presence(), "lesson 1, its idea (2 questions)"; got != want {
		t.Errorf("on the idea: %q, want %q", got, want)
	}
	m = press(t, m, "enter")
	if got, want := m.Presence(), "lesson 1, question 1 of 2"; got != want {
		t.Errorf("at the first question: %q, want %q", got, want)
	}
	for m.ph == asking {
		m = press(t, m, digit(m.sh.q.Right), "enter")
	}
	if got, want := m.Presence(), "lesson 1 done, 2 of 2 right"; got != want {
		t.Errorf("after the last answer: %q, want %q", got, want)
	}
}
