package setup

import (
	"strings"
	"testing"

	"rollout/ui/nav"
)

// Why the last start failed is old news once another player is chosen:
// "Black: uci: /bin/false stopped answering ..." stayed under the form
// while the person stepped through the players, and hid each one's
// description.
func TestAnotherPlayerClearsTheOldError(t *testing.T) {
	s := newScreen(t, defaults(), 100, 30)
	ns, _ := s.Update(nav.SetupErrorMsg{Err: errStub(`O: uci: /bin/false stopped answering while sending "uci": it exited (exit status 1)`)})
	s = ns.(Model)
	s.setFocus(fieldSecond)
	if v := s.View(); !strings.Contains(v, "stopped answering") {
		t.Fatalf("the error is not shown:\n%s", v)
	}
	s, _ = press(s, "right")
	if v := s.View(); strings.Contains(v, "stopped answering") {
		t.Errorf("another player chosen, the old error stays:\n%s", v)
	}
}
