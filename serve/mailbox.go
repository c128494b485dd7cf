package serve

import (
	"reflect"
	"sync"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/classroom"
	"rollout/ui/screens/teacher"
)

// mailboxSize is how many messages may wait for a busy program.
const mailboxSize = 16

// mailbox holds the messages on their way to one session's program, in
// order, so that a busy program never holds up the sender (the hub, the
// teacher, a classmate). It never blocks and never loses what a class
// must not lose:
//
//   - news that a newer message of its kind says again (the roster a
//     teacher's list shows, the names of the classmates) replaces the
//     one still waiting: the program reads the newest, once;
//   - the teacher's push and its end are never dropped: a newer push
//     replaces a push (and its end) still waiting, which it overrides;
//   - when the box is full all the same (a program stalled behind a
//     frozen connection while notices pile up), the oldest message
//     that is not a push is dropped for the new one.
//
// Before, a full box dropped the newest message, whatever it was: the
// push a teacher sent to a student whose box was full of notices never
// came, and neither did the roster after it.
type mailbox struct {
	mu     sync.Mutex
	q      []tea.Msg
	closed bool
	ready  chan struct{} // buffered 1: a message came, or the box closed
}

func newMailbox() *mailbox { return &mailbox{ready: make(chan struct{}, 1)} }

// pushed says msg is the teacher's push or its end.
func pushed(msg tea.Msg) bool {
	switch msg.(type) {
	case classroom.PushMsg, classroom.EndPushMsg:
		return true
	}
	return false
}

// news says msg is said again, whole, by the next message of its kind.
func news(msg tea.Msg) bool {
	switch msg.(type) {
	case teacher.RosterMsg, classroom.ClassmatesMsg:
		return true
	}
	return false
}

// put adds msg (see mailbox); a closed box drops it.
func (b *mailbox) put(msg tea.Msg) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.closed {
		return
	}
	switch {
	case news(msg):
		b.q = dropIf(b.q, func(m tea.Msg) bool { return reflect.TypeOf(m) == reflect.TypeOf(msg) })
	case pushed(msg) && reflect.TypeOf(msg) == reflect.TypeOf(classroom.PushMsg{}):
		b.q = dropIf(b.q, pushed)
	}
	if len(b.q) >= mailboxSize {
		i := 0
		for i < len(b.q) && pushed(b.q[i]) {
			i++
		}
		if i == len(b.q) { // only pushes wait (at most two): keep them
			i = 0
		}
		b.q = append(b.q[:i], b.q[i+1:]...)
	}
	b.q = append(b.q, msg)
	b.signal()
}

// dropIf is q without the messages drop says.
func dropIf(q []tea.Msg, drop func(tea.Msg) bool) []tea.Msg {
	out := q[:0]
	for _, m := range q {
		if !drop(m) {
			out = append(out, m)
		}
	}
	return out
}

// signal wakes the reader; the caller holds b.mu.
func (b *mailbox) signal() {
	select {
	case b.ready <- struct{}{}:
	default:
	}
}

// take waits for the next message; false once the box is closed (the
// messages still in it are dropped: their program has ended).
func (b *mailbox) take() (tea.Msg, bool) {
	return b.takeWithin(-1)
}

// takeWithin is take waiting at most d (d < 0: for ever); false when
// nothing came in time.
func (b *mailbox) takeWithin(d time.Duration) (tea.Msg, bool) {
	var timeout <-chan time.Time
	if d >= 0 {
		t := time.NewTimer(d)
		defer t.Stop()
		timeout = t.C
	}
	for {
		b.mu.Lock()
		if b.closed {
			b.mu.Unlock()
			return nil, false
		}
		if len(b.q) > 0 {
			msg := b.q[0]
			b.q[0] = nil
			b.q = b.q[1:]
			b.mu.Unlock()
			return msg, true
		}
		b.mu.Unlock()
		select {
		case <-b.ready:
		case <-timeout:
			return nil, false
		}
	}
}

// close drops what waits and wakes the reader, which ends.
func (b *mailbox) close() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.closed, b.q = true, nil
	b.signal()
}
