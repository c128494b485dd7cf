package uitest

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/nav"
)

// CheckFlagTold sends a screen over a game (one that keeps the game's
// running clock, ui/components/behind) its clock's tick at 0:00, the
// clock already past it, and checks the one rule of such a screen: the
// tick tells the game its flag fell (nav.FlagMsg), the game's answer
// (nav.GameOverMsg) is then said on the screen, and the title speaks of
// the game's clock no more. It returns the screen after the answer.
func CheckFlagTold[M viewer](t *testing.T, m M, tick tea.Cmd, send func(M, tea.Msg) (M, tea.Cmd)) M {
	t.Helper()
	m, cmd := send(m, tick())
	if cmd == nil {
		t.Fatal("the tick at 0:00 told nobody")
	}
	if _, ok := cmd().(nav.FlagMsg); !ok {
		t.Fatal("the tick at 0:00 did not tell the game its flag fell")
	}
	m, _ = send(m, nav.GameOverMsg{Text: "Game over: White loses on time"})
	v := m.View()
	if !strings.Contains(v, "Game over: White loses on time") {
		t.Errorf("the end is not said:\n%s", v)
	}
	if title, _, _ := strings.Cut(v, "\n"); strings.Contains(title, "clock") {
		t.Errorf("the title still speaks of the game's clock: %q", title)
	}
	return m
}
