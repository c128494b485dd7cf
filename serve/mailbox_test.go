package serve

import (
	"fmt"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/classroom"
	"rollout/ui/screens/teacher"
)

// drain is every message in b, in order.
func drain(b *mailbox) []tea.Msg {
	var out []tea.Msg
	for {
		msg, ok := b.takeWithin(0)
		if !ok {
			return out
		}
		out = append(out, msg)
	}
}

// TestFullMailboxKeepsThePush: a student's program is busy (its
// connection froze) while notices fill its mailbox; the teacher pushes
// a position, then the class changes. The push and the newest roster
// and classmates must reach the program when it reads again, the
// notices the box has no room for going first, oldest first. Before, a
// full box dropped the newest message: the push was lost behind the
// notices, and so was every roster after them.
func TestFullMailboxKeepsThePush(t *testing.T) {
	b := newMailbox()
	for i := range 2 * mailboxSize {
		b.put(classroom.NoticeMsg{Text: fmt.Sprint("notice ", i)})
	}
	push := classroom.PushMsg{Push: teacher.Push{Variant: "chess"}}
	b.put(push)
	for i := range 2 * mailboxSize {
		b.put(classroom.ClassmatesMsg{Names: []string{fmt.Sprint("carol", i)}})
		b.put(classroom.NoticeMsg{Text: fmt.Sprint("later ", i)})
	}
	got := drain(b)
	if len(got) != mailboxSize {
		t.Fatalf("%d messages wait, want %d", len(got), mailboxSize)
	}
	var pushes, classmates int
	for _, msg := range got {
		switch msg := msg.(type) {
		case classroom.PushMsg:
			pushes++
		case classroom.ClassmatesMsg:
			classmates++
			if want := fmt.Sprint("carol", 2*mailboxSize-1); msg.Names[0] != want {
				t.Errorf("the classmates waiting are %q, want the newest (%s)", msg.Names, want)
			}
		}
	}
	if pushes != 1 {
		t.Errorf("%d pushes wait, want the teacher's one: %v", pushes, got)
	}
	if classmates != 1 {
		t.Errorf("%d classmates lists wait, want the newest alone: %v", classmates, got)
	}
	if last, ok := got[len(got)-1].(classroom.NoticeMsg); !ok || last.Text != fmt.Sprint("later ", 2*mailboxSize-1) {
		t.Errorf("the newest message is %v, want the last notice", got[len(got)-1])
	}
}

// TestMailboxKeepsOrderAndTheNewestRoster: messages come out in the
// order they went in; a roster replaces the one still waiting, and a
// push the push and its end still waiting.
func TestMailboxKeepsOrderAndTheNewestRoster(t *testing.T) {
	b := newMailbox()
	b.put(teacher.RosterMsg{Rows: []teacher.Row{{Name: "alice"}}})
	b.put(classroom.NoticeMsg{Text: "one"})
	b.put(classroom.PushMsg{Push: teacher.Push{Variant: "chess"}})
	b.put(classroom.EndPushMsg{})
	b.put(teacher.RosterMsg{Rows: []teacher.Row{{Name: "bob"}}})
	b.put(classroom.PushMsg{Push: teacher.Push{Variant: "connect4"}})
	got := drain(b)
	if len(got) != 3 {
		t.Fatalf("got %v, want the notice, bob's roster and the second push", got)
	}
	if n, ok := got[0].(classroom.NoticeMsg); !ok || n.Text != "one" {
		t.Errorf("first %v, want the notice", got[0])
	}
	if r, ok := got[1].(teacher.RosterMsg); !ok || r.Rows[0].Name != "bob" {
		t.Errorf("second %v, want the newest roster", got[1])
	}
	if p, ok := got[2].(classroom.PushMsg); !ok || p.Push.Variant != "connect4" {
		t.Errorf("third %v, want the newest push", got[2])
	}
	b.close()
	if _, ok := b.take(); ok {
		t.Error("a closed mailbox gave a message")
	}
}
