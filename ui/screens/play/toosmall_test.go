package play

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/game"
	"rollout/ui/uitest"
)

// On a terminal too small for the board, which shows only "Terminal
// too small", a key changes nothing a person cannot see (a take-back, a
// typed move), as a click does nothing there; q still quits, and once
// the terminal is large again the keys act.
func TestTooSmallIgnoresKeys(t *testing.T) {
	o := Options{Variant: "chess", Screen: ScreenGame, Seed: 1, Sides: [2]game.SideOptions{{Human: true}, {Human: true}}}
	m, _ := newTestModel(t, o, 80, 24, newFake)
	m, _ = press(m, ":", "e", "4", "enter")
	if m.st.Len() != 1 {
		t.Fatalf("e4 not played: %d plies (%q)", m.st.Len(), m.msg)
	}
	m, _ = send(m, tea.WindowSizeMsg{Width: 50, Height: 15})
	if !m.Layout().TooSmall {
		t.Fatalf("50x15 fits the board: %+v", m.Layout())
	}
	m, _ = press(m, "u")
	m, _ = press(m, ":", "d", "5", "enter")
	m, _ = press(m, "d", "5", "enter")
	if m.st.Len() != 1 || m.Input.Focused() {
		t.Errorf("keys acted on a board too small to see: %d plies, input focused %v", m.st.Len(), m.Input.Focused())
	}
	if _, cmd := press(m, "q", "q"); !uitest.IsQuit(cmd) { // a game in progress asks again
		t.Error("q q does not quit on a terminal too small")
	}
	m, _ = send(m, tea.WindowSizeMsg{Width: 80, Height: 24})
	m, _ = press(m, "u")
	if m.st.Len() != 0 {
		t.Errorf("u at 80x24: %d plies, want the move taken back", m.st.Len())
	}
}

// q quits on a terminal too small even where the move input is open or
// a promotion waits for its piece: it was typed into the input nobody
// saw (q q quit no more), or taken for a queen, a move played on a
// board too small to see.
func TestTooSmallQuitsPastTheInput(t *testing.T) {
	o := Options{Variant: "chess", Screen: ScreenGame, Seed: 1, Position: "8/P5k1/8/8/8/8/6K1/8 w - - 0 1",
		Sides: [2]game.SideOptions{{Human: true}, {Human: true}}}
	for _, opened := range []string{"input", "choice"} {
		m, _ := newTestModel(t, o, 80, 24, newFake)
		m, _ = press(m, "K", "f", "2", "enter", "K", "g", "6", "enter") // a game in progress: q asks first
		if opened == "input" {
			m, _ = press(m, ":", "K", "f")
		} else {
			m, _ = clickSquare(t, m, "a7")
			m, _ = clickSquare(t, m, "a8")
		}
		if !m.Input.Focused() && !m.Input.Choosing() {
			t.Fatalf("%s: neither the input nor a choice is open: %q", opened, m.msg)
		}
		m, _ = send(m, tea.WindowSizeMsg{Width: 50, Height: 15})
		m, cmd := press(m, "q", "q")
		if !uitest.IsQuit(cmd) {
			t.Errorf("%s open, q q on a terminal too small: no quit (input %q)", opened, m.Input.Value())
		}
		if m.st.Len() != 2 {
			t.Errorf("%s open, q q on a terminal too small: %d plies, want 2", opened, m.st.Len())
		}
	}
}

// q on a terminal too small for the board asked its question where
// nobody could read it ("Terminal too small" alone): the first q seemed
// to do nothing and the second quit. The note now shows the question;
// another key answers it no, and the question goes.
func TestTooSmallShowsTheQuitQuestion(t *testing.T) {
	o := Options{Variant: "chess", Screen: ScreenGame, Seed: 1, Sides: [2]game.SideOptions{{Human: true}, {Human: true}}}
	m, _ := newTestModel(t, o, 80, 24, newFake)
	m, _ = press(m, ":", "e", "4", "enter")
	for _, size := range [][2]int{{50, 15}, {20, 10}} {
		m, _ = send(m, tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		m, cmd := press(m, "q")
		if uitest.IsQuit(cmd) {
			t.Fatal("one q quit a game in progress")
		}
		v := m.View()
		if !strings.Contains(v, "Terminal too small") || !strings.Contains(strings.Join(strings.Fields(v), " "), "Press q again to quit") {
			t.Errorf("at %dx%d the note does not ask:\n%s", size[0], size[1], v)
		}
		uitest.CheckFits(t, "too small, asking", v, size[0], size[1])
		m, _ = press(m, "x")
		if v := m.View(); strings.Contains(v, "Press") {
			t.Errorf("at %dx%d another key left the question:\n%s", size[0], size[1], v)
		}
		if _, cmd := press(m, "q"); uitest.IsQuit(cmd) {
			t.Errorf("at %dx%d q after a no quit at once", size[0], size[1])
		}
	}
}
