package setup

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/uitest"
)

// On a terminal too small for the form, which shows only "Terminal too
// small", a key changes nothing unseen: ←→ changed the game, enter
// started one, typing went into the Position field. q quits, even with
// that field focused; once the terminal is large again the keys act.
func TestTooSmallIgnoresKeys(t *testing.T) {
	s := newScreen(t, defaults(), 80, 24)
	s.focus = fieldGame
	game := s.focus
	before := describe(t, s)
	ns, _ := s.Update(tea.WindowSizeMsg{Width: 25, Height: 10})
	s = ns.(Model)
	s, _ = press(s, "right", "down", "e")
	if cmd := func() tea.Cmd { _, c := press(s, "enter"); return c }(); cmd != nil {
		t.Errorf("enter on a terminal too small asked for something: %v", uitest.RunCmd(cmd))
	}
	if after := describe(t, s); s.focus != game || after.Variant.Name != before.Variant.Name {
		t.Errorf("keys acted on a form too small to see: focus %v, game %s", s.focus, after.Variant.Name)
	}
	s.focus = fieldPosition
	if _, cmd := press(s, "q"); !uitest.IsQuit(cmd) {
		t.Error("q on a terminal too small, the Position field focused: no quit")
	}
	ns, _ = s.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	s = ns.(Model)
	s.focus = game
	if s, _ = press(s, "right"); describe(t, s).Variant.Name == before.Variant.Name {
		t.Error("→ at 80x24 did not change the game")
	}
}
