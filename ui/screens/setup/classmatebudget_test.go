package setup

import (
	"strings"
	"testing"

	"rollout/ui/classroom"
)

// Trying the classroom: with O a classmate (bob, invited by name, or
// any classmate), the O budget row read "1 s, not used on the clock"
// (untimed: "1 s") and took the focus, though bob is a person on his
// own board with no budget. It now reads "-" and the focus passes over
// it, as for a person here.
func TestSetupClassmateHasNoBudget(t *testing.T) {
	for _, name := range []string{classroom.InvitePrefix + "bob", classroom.ClassmatePlayer} {
		o := defaults()
		o.Classmates = true
		s := newScreen(t, o, 80, 24)
		ns, _ := s.Update(classroom.ClassmatesMsg{Names: []string{"bob"}})
		s = ns.(Model)
		s.side[1] = s.playerIndex(name)
		if s.players[s.side[1]].name != name {
			t.Fatalf("no %s among the players", name)
		}
		for _, l := range strings.Split(s.View(), "\n") {
			if strings.HasPrefix(strings.TrimLeft(l, "> "), "O budget") && strings.TrimSpace(strings.TrimPrefix(strings.TrimLeft(l, "> "), "O budget")) != "-" {
				t.Errorf("%s: the budget row reads %q, want -", name, l)
			}
		}
		s.setFocus(fieldSecond)
		s, _ = press(s, "tab")
		if s.focus == fieldSecondBudget {
			t.Errorf("%s: tab from the O row stopped on its budget", name)
		}
	}
}
