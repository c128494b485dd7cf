package class

import "rollout/ui/classroom"

// Seat is a student's place in the class as the root model holds it: a
// value, changed by returning a new one like the root's.
type Seat struct {
	desk   classroom.Desk
	modes  []string
	report func(classroom.Presence)
	// reported is the presence last reported (Report).
	reported classroom.Presence
	// pending is the invitation of a game whose players are being
	// built, sent once its board is open (Opened).
	pending *classroom.Invitation
	// push is the teacher's push shown, if any (push.go).
	push push
}

// New is the seat of a student acting on the class through desk
// (the ui's Options.Class), who may open modes (nil: all) and whose
// presence goes to report; all may be nil outside serve.
func New(desk classroom.Desk, modes []string, report func(classroom.Presence)) Seat {
	return Seat{desk: desk, modes: modes, report: report}
}

// Desk is how the student acts on the class, nil outside serve.
func (s Seat) Desk() classroom.Desk { return s.desk }
