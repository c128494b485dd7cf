package class

import (
	"rollout/ui/classroom"
	"rollout/ui/nav"
)

// Presenter is a screen that says what is on it, for
// classroom.Presence.Doing.
type Presenter interface{ Presence() string }

// PresenceOf is where a student is who is shown the screen sc in slot
// shown; watching says the game shown is classmates' watched ("watch",
// not "play").
func PresenceOf(shown nav.Mode, sc nav.Screen, watching bool) classroom.Presence {
	names := map[nav.Mode]string{nav.Setup: "setup", nav.Game: "play", nav.Study: "study", nav.Analysis: "analysis", nav.Learn: "learn"}
	p := classroom.Presence{Screen: names[shown]}
	if shown == nav.Game && watching {
		p.Screen = "watch"
	}
	if s, ok := sc.(Presenter); ok {
		p.Doing = s.Presence()
	}
	return p
}

// Report tells the server the student's presence p when it changed
// (the root calls it after every message).
func (s Seat) Report(p classroom.Presence) Seat {
	if s.report == nil || p == s.reported {
		return s
	}
	s.reported = p
	s.report(p)
	return s
}
