package uitest

import (
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
)

// Patience bounds every wait of a ui test for something that must
// happen (a Cmd's message, a search's end): five minutes, far beyond what
// a loaded 2-core machine under -race takes (a uct search there clears
// its 112 MiB node arena on the heap before its first snapshot, and one
// Cmd of cli's TestStudyDoc once took over a minute at load 22), so only
// a hang reaches it, and then the test fails saying what it waited for.
// A test never asserts that something happened sooner (speed is for
// benchmarks).
const Patience = 5 * time.Minute

// DrainUntil is Drain that stops as soon as done holds, returning m and
// the Cmd not yet run (a series between two games, say).
func DrainUntil[M any](t testing.TB, m M, cmd tea.Cmd, send func(M, tea.Msg) (M, tea.Cmd), done func(M) bool) (M, tea.Cmd) {
	t.Helper()
	deadline := time.After(Patience)
	for cmd != nil && !done(m) {
		got := make(chan tea.Msg, 1)
		go func(cmd tea.Cmd) { got <- RunCmd(cmd) }(cmd)
		select {
		case msg := <-got:
			if msg == nil {
				return m, nil
			}
			m, cmd = send(m, msg)
		case <-deadline:
			t.Fatalf("drain: the Cmds did not end within %v", Patience)
		}
	}
	return m, cmd
}

// HelpMissing returns the bindings of groups whose key and description
// are not both on one line of view: what a full help hides (behind "…",
// or cut by the terminal).
func HelpMissing(view string, groups [][]key.Binding) []string {
	var missing []string
	lines := strings.Split(ansi.Strip(view), "\n")
	for _, g := range groups {
		for _, b := range g {
			h := b.Help()
			if !b.Enabled() || h.Key == "" {
				continue
			}
			found := false
			for _, l := range lines {
				if i := strings.Index(l, h.Key); i >= 0 && strings.Contains(l[i:], h.Desc) {
					found = true
					break
				}
			}
			if !found {
				missing = append(missing, h.Key+" "+h.Desc)
			}
		}
	}
	return missing
}
