package serve

import (
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/screens/teacher"
)

// A student with two sessions (a second terminal, a dropped connection
// not yet timed out) was listed twice as "bob" on the teacher's screen,
// and the teacher could not tell which row was which: the second reads
// "bob (2)", in the order they came. The classmates' list keeps the
// name as it is.
func TestRosterNumbersASecondSession(t *testing.T) {
	h, _, _ := testHub(t)
	desk := &member{id: "t", name: "mrsmith", teacher: true, mail: make(chan tea.Msg, mailbox)}
	members := []*member{desk}
	at := time.Now()
	for i, m := range []struct{ id, name string }{{"b1", "bob"}, {"a", "alice"}, {"b2", "bob"}} {
		members = append(members, &member{id: m.id, name: m.name, since: at.Add(time.Duration(i) * time.Second), mail: make(chan tea.Msg, mailbox)})
	}
	h.mu.Lock()
	for _, m := range members {
		h.members[m] = struct{}{}
	}
	h.mu.Unlock()
	h.sendRoster()
	var got []string
	for got == nil {
		select {
		case msg := <-desk.mail:
			if r, ok := msg.(teacher.RosterMsg); ok {
				for _, row := range r.Rows {
					got = append(got, row.Name)
				}
			}
		case <-time.After(patience):
			t.Fatal("no roster reached the teacher")
		}
	}
	if want := []string{"alice", "bob", "bob (2)"}; len(got) != 3 || got[0] != want[0] || got[1] != want[1] || got[2] != want[2] {
		t.Errorf("the roster names %q, want %q", got, want)
	}
}
