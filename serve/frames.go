package serve

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"
)

// frameEvery is the least time between two of a session's frames drawn
// during a burst of input. Bubble Tea draws the whole screen (View)
// after every message, and a raw paste (a terminal without bracketed
// paste) is a message a word and another a space: 21 KB pasted into
// the setup screen were about 7,000 frames, two thirds of the
// session's CPU (View), 38 s on a loaded machine at nice 19. A person
// typing sends a key far less often than this, so each key is drawn
// at once.
const frameEvery = 50 * time.Millisecond

// framed is a session's model drawn at most once every frameEvery:
// a message within that time of the last frame is shown by the next
// frame, which a tick brings (frameMsg) if no message does. Update and
// View run on the program's one goroutine, so the shared frame needs
// no lock.
type framed struct {
	m tea.Model
	f *frame
}

// frame is the last view drawn and what the next needs.
type frame struct {
	view    string
	at      time.Time // when view was drawn
	drawn   bool      // view holds a frame
	due     bool      // the next View draws
	pending bool      // a frameMsg is on its way
	now     func() time.Time
}

// frameMsg asks for the frame a burst of messages left undrawn.
type frameMsg struct{}

// withFrames wraps a session's model (unframed unwraps it).
func withFrames(m tea.Model) framed {
	return framed{m: m, f: &frame{due: true, now: time.Now}}
}

// unframed is the session's own model inside m, as Run returned it.
func unframed(m tea.Model) tea.Model {
	if f, ok := m.(framed); ok {
		return f.m
	}
	return m
}

// Init starts the model.
func (f framed) Init() tea.Cmd { return f.m.Init() }

// Update passes msg to the model, and says whether the next View draws:
// yes when the last frame is frameEvery old, else a frameMsg will ask.
func (f framed) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	fr := f.f
	if _, ok := msg.(frameMsg); ok {
		fr.pending, fr.due = false, true
		return f, nil
	}
	var cmd tea.Cmd
	f.m, cmd = f.m.Update(msg)
	since := fr.now().Sub(fr.at)
	switch {
	case since >= frameEvery:
		fr.due = true
	case !fr.pending:
		fr.pending = true
		cmd = tea.Batch(cmd, tea.Tick(frameEvery-since, func(time.Time) tea.Msg { return frameMsg{} }))
	}
	return f, cmd
}

// View draws the model when a frame is due, else repeats the last.
func (f framed) View() string {
	fr := f.f
	if fr.due || !fr.drawn {
		fr.view, fr.at, fr.drawn, fr.due = f.m.View(), fr.now(), true, false
	}
	return fr.view
}
