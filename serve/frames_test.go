package serve

import (
	"fmt"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
)

// counter counts the keys it got and the frames drawn of it.
type counter struct {
	keys  int
	views *int
}

func (c counter) Init() tea.Cmd { return nil }

func (c counter) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if _, ok := msg.(tea.KeyMsg); ok {
		c.keys++
	}
	return c, nil
}

func (c counter) View() string {
	*c.views++
	return fmt.Sprint(c.keys, " keys")
}

// TestPasteDrawnByFrames: a raw paste is a message a word and one a
// space, and the program drew the whole screen after each (21 KB into
// the setup screen: about 7,000 frames, 38 s at nice 19 on a loaded
// machine). A session's model is now drawn at most once a frame: a
// burst of 2,000 keys within one frame is drawn once, and its last
// state comes with the frame's tick; a key typed after a frame's time
// is drawn at once.
func TestPasteDrawnByFrames(t *testing.T) {
	views := 0
	var m tea.Model = withFrames(counter{views: &views})
	clock := time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)
	m.(framed).f.now = func() time.Time { return clock }
	if got := m.View(); got != "0 keys" || views != 1 {
		t.Fatalf("the first frame %q after %d views", got, views)
	}
	var ticks int
	for range 2000 {
		var cmd tea.Cmd
		m, cmd = m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("e4")})
		if cmd != nil {
			ticks++
		}
		m.View() // as the program does after every message
	}
	if views != 1 {
		t.Errorf("2000 keys within a frame drew %d frames, want none but the first", views-1)
	}
	if ticks != 1 {
		t.Errorf("%d ticks asked for, want one", ticks)
	}
	// The frame's tick draws the last state.
	m, _ = m.Update(frameMsg{})
	if got := m.View(); got != "2000 keys" || views != 2 {
		t.Errorf("after the tick: %q in %d views, want 2000 keys in 2", got, views)
	}
	// A key a frame's time later is drawn at once.
	clock = clock.Add(frameEvery)
	m, cmd := m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("x")})
	if got := m.View(); got != "2001 keys" || cmd != nil {
		t.Errorf("a key after a frame: %q (tick %v), want 2001 keys drawn at once", got, cmd != nil)
	}
	if unframed(m).(counter).keys != 2001 {
		t.Error("unframed is not the session's own model")
	}
}
