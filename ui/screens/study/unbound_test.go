package study

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/kit"
)

// TestFlipAndUnboundKeys checks v turns the study's board (and turns it
// back), says why Connect Four's does not turn, and that a key the study
// gives no meaning says so on the status line (kit.Unbound), once.
func TestFlipAndUnboundKeys(t *testing.T) {
	m, _ := open(t, "chess", "", "uct", 100, 30)
	before := m.View()
	if !strings.Contains(before, "8") {
		t.Fatalf("no board:\n%s", before)
	}
	m, _ = press(m, "v")
	if got := m.View(); got == before {
		t.Errorf("v did not turn the board:\n%s", got)
	}
	m, _ = press(m, "v")
	if got := m.View(); got != before {
		t.Errorf("v v did not turn the board back:\n%s\nwant\n%s", got, before)
	}
	for _, k := range []tea.KeyMsg{keyMsg("z"), keyMsg("o"), {Type: tea.KeyF5}, {Type: tea.KeyCtrlX}} {
		m, _ = send(m, k)
		if got, want := m.msg, kit.Unbound(k); got != want || !m.err {
			t.Errorf("%s: said %q (error %v), want %q", k, got, m.err, want)
		}
	}
	m, _ = send(m, keyMsg("1"))
	if !strings.Contains(m.msg, "No question to answer") {
		t.Errorf("1 outside predict mode said %q", m.msg)
	}
	m, _ = press(m, "w") // a bound key: its own answer, not the last one's
	if strings.Contains(m.msg, "No key") {
		t.Errorf("w kept the unbound key's message %q", m.msg)
	}

	c4, _ := open(t, "connect4", "", "uct", 100, 30)
	c4, _ = press(c4, "v")
	if !strings.HasPrefix(c4.msg, "No flip") || !c4.err {
		t.Errorf("v at Connect Four said %q (error %v), want why it does not turn", c4.msg, c4.err)
	}
}
