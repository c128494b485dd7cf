package serve

import (
	"net"
	"strings"
	"testing"

	gossh "golang.org/x/crypto/ssh"
)

// openFrom logs in as user from the loopback address from (127.0.0.x,
// another computer) with auth, and opens a 100x30 terminal; the client
// closes when the test ends.
func openFrom(t *testing.T, from, addr, user string, auth gossh.AuthMethod) *term {
	t.Helper()
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}, Timeout: patience}
	conn, err := d.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	sc, chans, reqs, err := gossh.NewClientConn(conn, addr, &gossh.ClientConfig{User: user,
		Auth: []gossh.AuthMethod{auth}, HostKeyCallback: gossh.InsecureIgnoreHostKey()})
	if err != nil {
		t.Fatal(err)
	}
	c := gossh.NewClient(sc, chans, reqs)
	t.Cleanup(func() { c.Close() })
	tm, err := openTerm(c, 100, 30)
	if err != nil {
		t.Fatal(err)
	}
	return tm
}

// seated waits for tm's setup screen.
func seated(t *testing.T, tm *term, who string) {
	t.Helper()
	if !tm.screen.waitFor("set up a game") {
		t.Fatalf("%s: no setup screen; got %q %q", who, tm.screen.text(), tm.stderr.text())
	}
}

// TestOneClientCannotTakeEverySeat: without -authorized-keys a user
// name is a claim, so one person typing a new name each time took
// every seat (the users' bound held each name to two). A client (its
// key, or without one its address) now holds MaxSessionsPerClient
// sessions: a new name past it is refused and told why, while another
// address, a key from the same address, and a user already seated
// there who connects again (their oldest ends) still get in.
func TestOneClientCannotTakeEverySeat(t *testing.T) {
	s, addr, logs := testServer(t, Config{MaxSessions: 6, MaxSessionsPerClient: 3})
	var first *term
	for i, name := range []string{"a", "b", "c"} {
		tm := openFrom(t, "127.0.0.1", addr, name, noAnswers)
		seated(t, tm, name)
		if i == 0 {
			first = tm
		}
	}
	d := openFrom(t, "127.0.0.1", addr, "d", noAnswers)
	want := "3 sessions are open from your address 127.0.0.1 without an SSH key, the most one computer may hold (-max-sessions-per-client 3)"
	if !d.stderr.waitFor(want) || !strings.Contains(d.stderr.text(), "connect with an SSH key of your own") {
		t.Fatalf("a fourth name from one address: screen %q, told %q", d.screen.text(), d.stderr.text())
	}
	if n := s.Sessions(); n != 3 {
		t.Errorf("%d sessions after the refusal, want 3", n)
	}
	seated(t, openFrom(t, "127.0.0.2", addr, "e", noAnswers), "e from another address")
	key, _ := newKey(t)
	seated(t, openFrom(t, "127.0.0.1", addr, "f", gossh.PublicKeys(key)), "f with a key")
	// a again from the full address: a's oldest there gives way.
	seated(t, openFrom(t, "127.0.0.1", addr, "a", noAnswers), "a again")
	if !first.screen.waitFor("one computer has at most 3 at once: this one, your oldest here, ends") {
		t.Fatalf("a's first session was not told; screen %q", tail(first))
	}
	if !waitUntil(func() bool { return s.Sessions() == 5 }) {
		t.Errorf("%d sessions, want a, b, c, e and f", s.Sessions())
	}
	if !strings.Contains(logs.String(), "without an SSH key") {
		t.Errorf("the refusal is not logged:\n%s", logs)
	}
}

// TestTeacherKeyBounded: a teacher's key holds at most
// MaxSessionsPerTeacher sessions: one more ends the oldest, told why,
// and is never refused. Before, a teacher's key opened sessions up to
// -max-sessions, the teachers' whole share, and past it was refused.
func TestTeacherKeyBounded(t *testing.T) {
	tk, tline := newKey(t)
	_, aline := newKey(t)
	s, addr, _ := testServer(t, Config{AuthorizedKeys: keyFile(t, map[string][]byte{"alice": aline}),
		Teachers: keyFile(t, map[string][]byte{"mrsmith": tline}), MaxSessionsPerTeacher: 2, MaxSessions: 5})
	first := login(t, addr, tk, "Teacher: 0 students")
	login(t, addr, tk, "Teacher: 0 students")
	login(t, addr, tk, "Teacher: 0 students")
	if !first.screen.waitFor("one teacher's key has at most 2 at once: this one, your oldest, ends.") {
		t.Fatalf("the teacher's first session was not told; screen %q", tail(first))
	}
	if !waitUntil(func() bool { return s.Sessions() == 2 }) {
		t.Errorf("%d sessions, want the teacher's newest two", s.Sessions())
	}
}
