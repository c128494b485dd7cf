package learn

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/kit"
)

// TestFlipAndUnboundKeys checks v turns the lesson's board (and back),
// the next lesson's board opens as the learner left it, and a key the
// screen gives no meaning says so on the status line (kit.Unbound) until
// the next key.
func TestFlipAndUnboundKeys(t *testing.T) {
	m := newScreen(t, t.TempDir(), 1, 100, 30)
	before := m.View()
	m = press(t, m, "v")
	if got := m.View(); got == before {
		t.Errorf("v did not turn the board:\n%s", got)
	}
	if !m.flipped {
		t.Errorf("v: the board is not kept flipped for the next lesson")
	}
	m = press(t, m, "v")
	if got := m.View(); got != before {
		t.Errorf("v v did not turn the board back:\n%s\nwant\n%s", got, before)
	}
	for _, k := range []tea.KeyMsg{{Type: tea.KeyRunes, Runes: []rune("z")}, {Type: tea.KeyF5}} {
		s, _ := m.Update(k)
		m = s.(Model)
		want := kit.Unbound(k)
		if m.msg != want || m.msgKind != kit.StatusError || !strings.Contains(m.View(), want[:10]) {
			t.Errorf("%s: said %q, want %q on screen:\n%s", k, m.msg, want, m.View())
		}
	}
	m = press(t, m, "down")
	if m.msg != "" {
		t.Errorf("the next key kept %q", m.msg)
	}
}
