package nav

import tea "github.com/charmbracelet/bubbletea"

// Request is what a screen asks the root for, kept on the model its
// Update returns (Asker) rather than sent as a Cmd's message: the root
// acts on it right after that Update, before the next message. A Cmd's
// message queued behind the keys already read, so a key read together
// with the one that switched screens (A then esc in one write) went to
// the screen left.
type Request struct {
	// Msg is the message for the root: StartGameMsg, LeaveGameMsg,
	// OpenStudyMsg, ...; nil asks nothing.
	Msg tea.Msg
	// Rest is the letters of the same read after the one that asked
	// (ReadKey stops there), which the root hands to the screen it shows
	// next.
	Rest []rune
}

// Asker is a screen that asks the root for things by keeping a Request.
type Asker interface {
	Screen
	// Asked is the request the screen keeps (the zero Request: none).
	Asked() Request
	// Asking returns the screen keeping r in place of its request.
	Asking(r Request) Screen
}

// Take returns s without its request and the request: how the root reads
// what a screen's Update asked. A screen that is no Asker asks nothing.
func Take(s Screen) (Screen, Request) {
	a, ok := s.(Asker)
	if !ok {
		return s, Request{}
	}
	r := a.Asked()
	if r.Msg == nil {
		return s, r
	}
	return a.Asking(Request{}), r
}

// asked reports whether s keeps a request.
func asked(s Screen) bool {
	a, ok := s.(Asker)
	return ok && a.Asked().Msg != nil
}
