package serve

import (
	"strings"
	"sync"
	"testing"
	"time"
)

// fakeClock is a clock the test moves.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *fakeClock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *fakeClock) advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

// TestTeacherIdleWhileStudentsConnected: a teacher watching the class
// types nothing for long stretches; that is no reason to end their
// session while a student is connected. Half an hour of the clock
// without a key ends the silent student's session and not the
// teacher's; once no student is left, another half hour without a key
// ends the teacher's, which is told why. Before, the teacher was
// ended with the silent student.
func TestTeacherIdleWhileStudentsConnected(t *testing.T) {
	tk, tline := newKey(t)
	ak, aline := newKey(t)
	bk, bline := newKey(t)
	students := keyFile(t, map[string][]byte{"alice": aline, "bob": bline})
	teachers := keyFile(t, map[string][]byte{"mrsmith": tline})
	clock := &fakeClock{t: time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)}
	s, addr, logs := testServer(t, Config{AuthorizedKeys: students, Teachers: teachers,
		IdleTimeout: DefaultIdleTimeout, now: clock.now, idleTick: 10 * time.Millisecond})
	teacher := login(t, addr, tk, "Teacher: 0 students")
	alice := login(t, addr, ak, "set up a game")
	bob := login(t, addr, bk, "set up a game")
	if !teacher.screen.waitFor("Teacher: 2 students") {
		t.Fatalf("the roster: %q", tail(teacher))
	}

	// Half an hour: bob typed a key 20 minutes in, alice none.
	clock.advance(20 * time.Minute)
	n := len(bob.screen.text())
	bob.in.Write([]byte("\t"))
	if !waitUntil(func() bool { return len(bob.screen.text()) > n }) {
		t.Fatal("bob's key was not read")
	}
	clock.advance(DefaultIdleTimeout - 20*time.Minute + time.Minute)
	if !alice.screen.waitFor("nothing typed for 30m0s") {
		t.Fatalf("the silent student was not ended: %q", tail(alice))
	}
	if !waitUntil(func() bool { return s.Sessions() == 2 }) {
		t.Fatalf("%d sessions, want the teacher's and bob's", s.Sessions())
	}
	time.Sleep(200 * time.Millisecond) // twenty of the sessions' looks at the clock
	if n := s.Sessions(); n != 2 || strings.Contains(teacher.screen.text(), "nothing typed") {
		t.Fatalf("%d sessions; the teacher was ended with a student connected: %q", n, tail(teacher))
	}

	// bob leaves; half an hour later the teacher's session ends.
	bob.in.Write([]byte("q"))
	if !waitUntil(func() bool { return s.Sessions() == 1 }) {
		t.Fatalf("%d sessions, want the teacher's", s.Sessions())
	}
	time.Sleep(100 * time.Millisecond)
	clock.advance(DefaultIdleTimeout - time.Minute)
	time.Sleep(200 * time.Millisecond)
	if s.Sessions() != 1 {
		t.Fatal("the teacher's session ended before its idle timeout with no student")
	}
	clock.advance(2 * time.Minute)
	if !teacher.screen.waitFor("no student connected and nothing typed for 30m0s") {
		t.Fatalf("the teacher was not told: %q", tail(teacher))
	}
	if !waitUntil(func() bool { return s.Sessions() == 0 }) {
		t.Errorf("%d sessions, want none", s.Sessions())
	}
	if got := strings.Count(logs.String(), "reason=idle"); got != 2 {
		t.Errorf("%d idle disconnects in the log, want alice's and the teacher's:\n%s", got, logs)
	}
}
