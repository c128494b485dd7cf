package serve

import (
	"strings"
	"testing"
)

// A user name is the client's to choose, and other people's terminals
// show it: a name with escape sequences reached the classmates'
// screens as it came (an OSC 52 sequence there writes the clipboard of
// whoever reads the list, a "\x1b[2J" clears their screen). It is shown
// with every character that is not printable replaced by "?".
func TestNameWithEscapesShownPlain(t *testing.T) {
	_, addr, _ := testServer(t, Config{})
	openSetup(t, addr, "eve\x1b]52;c;cm0gLXJmIH4=\x07\x1b[31m")
	_, bob := openSetup(t, addr, "bob")
	chooseBy(t, bob, "O ", "connected now", right)
	bob.screen.mu.Lock()
	raw := bob.screen.out.String()
	bob.screen.mu.Unlock()
	if strings.Contains(raw, "\x1b]52") || strings.Contains(raw, "\x07") {
		t.Errorf("eve's escape sequence reached bob's terminal: %q", raw[strings.LastIndex(raw, "eve"):])
	}
	if want := "@eve?]52;c;cm0gLXJmIH4=??[31m"; !strings.Contains(bob.screen.text(), want) {
		t.Errorf("bob's setup does not name %q: %q", want, bob.screen.text())
	}
}
