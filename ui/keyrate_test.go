package ui

import (
	"io"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/keyrate"
	"rollout/ui/nav"
)

// drawCounted is a screen whose draws are counted.
type drawCounted struct {
	nav.Screen
	views *atomic.Int64
}

func (c drawCounted) Update(msg tea.Msg) (nav.Screen, tea.Cmd) {
	s, cmd := c.Screen.Update(msg)
	return drawCounted{s, c.views}, cmd
}

func (c drawCounted) View() string {
	c.views.Add(1)
	return c.Screen.View()
}

// TestPasteAsKeysDrawsLittle: 100 KB of words sent as keys, as a
// terminal without bracketed paste sends a paste, to the real program on
// a pipe: the keys past what anyone types are dropped, said once on the
// last line, and the screen is not drawn again for them; ctrl+c after
// the paste still quits. The screen was drawn once a key, 51,200 times,
// 5 s of a core (half a minute on a loaded machine) before ctrl+c was
// read.
func TestPasteAsKeysDrawsLittle(t *testing.T) {
	m, _ := newTestModel(t, Options{Variant: "tictactoe"}, 100, 30, nil)
	var views atomic.Int64
	m.screens[nav.Setup] = drawCounted{m.screens[nav.Setup], &views}
	r, w := io.Pipe()
	var out shownOutput
	p := tea.NewProgram(m, tea.WithInput(r), tea.WithOutput(&out), tea.WithoutSignalHandler())
	done := make(chan tea.Model, 1)
	go func() {
		final, _ := p.Run()
		done <- final
	}()
	p.Send(tea.WindowSizeMsg{Width: 100, Height: 30})
	paste := strings.Repeat("xyz ", 100<<10/4)
	go func() {
		w.Write([]byte(paste))
		w.Write([]byte{0x03}) // ctrl+c
	}()
	var final tea.Model
	select {
	case final = <-done:
	case <-time.After(2 * time.Minute):
		p.Kill()
		t.Fatal("ctrl+c after the paste did not quit within 2 minutes")
	}
	w.Close()
	t.Logf("%d keys, the screen drawn %d times", len(paste)/2, views.Load())
	if n := views.Load(); n > 10000 {
		t.Errorf("the screen was drawn %d times for %d keys", n, len(paste)/2)
	}
	if !strings.Contains(out.String(), keyrate.Refused) {
		t.Errorf("the last line never said the paste's rest was dropped: %q", final.View())
	}
}

// shownOutput is the program's output, written by its renderer.
type shownOutput struct {
	mu sync.Mutex
	b  strings.Builder
}

func (o *shownOutput) Write(b []byte) (int, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.b.Write(b)
}

func (o *shownOutput) String() string {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.b.String()
}
