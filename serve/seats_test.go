package serve

import (
	"fmt"
	"io"
	"net"
	"strings"
	"testing"

	"github.com/charmbracelet/log"
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

// TestFreshKeysCannotTakeEverySeat: without -authorized-keys any key
// gets in and a fresh one costs nothing, so one person with a new key a
// connection took every seat: the clients' bound counts a key apart. An
// address now holds MaxSessionsPerAddress students' sessions, keys or
// not: a new user past it is refused and told why, with or without a
// key, while another address, and a user already seated there who
// connects again (their oldest ends), still get in.
func TestFreshKeysCannotTakeEverySeat(t *testing.T) {
	s, addr, logs := testServer(t, Config{MaxSessions: 6, MaxSessionsPerAddress: 3})
	firstKey, _ := newKey(t)
	first := openFrom(t, "127.0.0.1", addr, "x", gossh.PublicKeys(firstKey))
	seated(t, first, "the first key")
	for i := range 2 {
		key, _ := newKey(t)
		seated(t, openFrom(t, "127.0.0.1", addr, "x", gossh.PublicKeys(key)), fmt.Sprintf("fresh key %d", i+2))
	}
	want := "3 sessions are open from your address 127.0.0.1, the most one address may hold on a server open to any key (-max-sessions-per-address 3)"
	key, _ := newKey(t)
	for who, auth := range map[string]gossh.AuthMethod{"a fourth fresh key": gossh.PublicKeys(key), "no key": noAnswers} {
		tm := openFrom(t, "127.0.0.1", addr, "y", auth)
		if !tm.stderr.waitFor(want) || !strings.Contains(tm.stderr.text(), "tell your teacher") {
			t.Fatalf("%s from a full address: screen %q, told %q", who, tm.screen.text(), tm.stderr.text())
		}
	}
	if n := s.Sessions(); n != 3 {
		t.Errorf("%d sessions after the refusals, want 3", n)
	}
	seated(t, openFrom(t, "127.0.0.2", addr, "x", gossh.PublicKeys(key)), "the fourth key from another address")
	// The first key again from the full address: its oldest there gives
	// way.
	seated(t, openFrom(t, "127.0.0.1", addr, "x", gossh.PublicKeys(firstKey)), "the first key again")
	if !first.screen.waitFor("one address has at most 3 at once: this one, your oldest here, ends") {
		t.Fatalf("the first key's first session was not told; screen %q", tail(first))
	}
	if !waitUntil(func() bool { return s.Sessions() == 4 }) {
		t.Errorf("%d sessions, want 4", s.Sessions())
	}
	if !strings.Contains(logs.String(), "-max-sessions-per-address 3") {
		t.Errorf("the refusal is not logged:\n%s", logs)
	}
}

// TestAddressBoundSparesListedKeys: with -authorized-keys every key is
// a person the teacher listed, so a class behind one address is not
// counted as one: listed students past MaxSessionsPerAddress from one
// address get in, and so does the teacher.
func TestAddressBoundSparesListedKeys(t *testing.T) {
	tk, tline := newKey(t)
	ak, aline := newKey(t)
	bk, bline := newKey(t)
	s, addr, _ := testServer(t, Config{AuthorizedKeys: keyFile(t, map[string][]byte{"alice": aline, "bob": bline}),
		Teachers: keyFile(t, map[string][]byte{"mrsmith": tline}), MaxSessionsPerAddress: 1})
	seated(t, openFrom(t, "127.0.0.1", addr, "alice", gossh.PublicKeys(ak)), "alice")
	seated(t, openFrom(t, "127.0.0.1", addr, "bob", gossh.PublicKeys(bk)), "bob")
	teacher := openFrom(t, "127.0.0.1", addr, "mrsmith", gossh.PublicKeys(tk))
	if !teacher.screen.waitFor("Teacher: 2 students") {
		t.Fatalf("the teacher: screen %q, told %q", tail(teacher), teacher.stderr.text())
	}
	if n := s.Sessions(); n != 3 {
		t.Errorf("%d sessions, want alice, bob and the teacher", n)
	}
}

// TestIPv6AddressIsItsPrefix: an IPv6 client holds a /64 whole (a home,
// a phone) and may connect from any address in it, so the address bound
// counted each apart and one person took a seat an address. The bound
// now counts an IPv6 address by its /64; IPv4, mapped or not, by the
// address.
func TestIPv6AddressIsItsPrefix(t *testing.T) {
	for _, c := range []struct{ a, b string }{
		{"[2001:db8:1:2::1]:4000", "[2001:db8:1:2:ffff::9]:4001"},
		{"203.0.113.7:4000", "[::ffff:203.0.113.7]:4001"},
	} {
		a, _ := net.ResolveTCPAddr("tcp", c.a)
		b, _ := net.ResolveTCPAddr("tcp", c.b)
		if addressOf(a) != addressOf(b) {
			t.Errorf("%s is %q, %s %q: want one address", c.a, addressOf(a), c.b, addressOf(b))
		}
	}
	x, _ := net.ResolveTCPAddr("tcp", "[2001:db8:1:3::1]:4000")
	y, _ := net.ResolveTCPAddr("tcp", "[2001:db8:1:2::1]:4000")
	if addressOf(x) == addressOf(y) {
		t.Errorf("two /64s are one address, %q", addressOf(x))
	}
	s, err := New(Config{StateDir: t.TempDir(), MaxSessionsPerAddress: 1, Log: log.New(io.Discard)})
	if err != nil {
		t.Fatal(err)
	}
	a, _ := net.ResolveTCPAddr("tcp", "[2001:db8:1:2::1]:4000")
	b, _ := net.ResolveTCPAddr("tcp", "[2001:db8:1:2::2]:4000")
	l, err := s.admit("key-a", "key-a", addressOf(a), false)
	if err != nil {
		t.Fatal(err)
	}
	defer s.release(l)
	if l, err := s.admit("key-b", "key-b", addressOf(b), false); err == nil {
		s.release(l)
		t.Fatal("a second key from the same /64 took a second seat past -max-sessions-per-address 1")
	} else if !strings.Contains(err.Error(), "from your address 2001:db8:1:2::/64") {
		t.Errorf("the refusal says %q", err)
	}
}
