package kit

import (
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/key"
)

// A key two groups list, like the analysis board's flip (the board's
// keys and the screen's), is one row of the full help, not two.
func TestHelpPageListsAKeyOnce(t *testing.T) {
	flip := key.NewBinding(key.WithKeys("v"), key.WithHelp("v", "flip"))
	quit := key.NewBinding(key.WithKeys("q"), key.WithHelp("q", "quit"))
	st := NewStyles(false, true)
	page := strings.Join(HelpPage(&st, [][]key.Binding{{flip}, {flip, quit}}, 80, 10), "\n")
	if n := strings.Count(page, "flip"); n != 1 {
		t.Errorf("flip listed %d times:\n%s", n, page)
	}
	if !strings.Contains(page, "quit") {
		t.Errorf("quit missing:\n%s", page)
	}
}
