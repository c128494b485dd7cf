package serve

import (
	"errors"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"
)

// dialFrom opens a TCP connection to addr from the loopback address
// local (127.0.0.x: a second "machine" for the per-address bound).
func dialFrom(t *testing.T, local, addr string) net.Conn {
	t.Helper()
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(local)}, Timeout: patience}
	c, err := d.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// closedByServer reports whether the server closed c: a read ends in EOF
// or a reset. The SSH banner the server sends first is read past. A
// deadline (patience) only keeps a served connection from hanging the
// test, and counts as not closed.
func closedByServer(c net.Conn) bool {
	c.SetReadDeadline(time.Now().Add(patience))
	buf := make([]byte, 256)
	for {
		_, err := c.Read(buf)
		if err == nil {
			continue
		}
		return !errors.Is(err, os.ErrDeadlineExceeded)
	}
}

// answered waits until the server has taken c in or turned it away:
// its SSH banner came (c is pending) or it closed c. A wait for
// minEvictAge that starts before the server took the connection in
// (its gate reads the clock then, and a loaded machine runs it late)
// ends before the connection is that old. False after patience.
func answered(c net.Conn) bool {
	c.SetReadDeadline(time.Now().Add(patience))
	_, err := c.Read(make([]byte, 1))
	return !errors.Is(err, os.ErrDeadlineExceeded)
}

// served reports whether the server greets c with its SSH banner.
func served(c net.Conn) bool {
	c.SetReadDeadline(time.Now().Add(patience))
	buf := make([]byte, 4)
	_, err := c.Read(buf)
	return err == nil && string(buf) == "SSH-"
}

// TestPendingPerAddress: one address may hold MaxPendingPerAddr
// connections that have not logged in; the next from it is closed at
// once while they are young, while another address is still served;
// once they have waited minEvictAge, a new one takes the oldest's place.
func TestPendingPerAddress(t *testing.T) {
	// No login timeout within the test: a connection closed was evicted.
	s, addr, logs := testServer(t, Config{MaxPendingPerAddr: 3, LoginTimeout: 2 * patience})
	for range 3 {
		dialFrom(t, "127.0.0.1", addr)
	}
	if !waitUntil(func() bool { return s.Pending() == 3 }) {
		t.Fatalf("%d pending, want 3", s.Pending())
	}
	if extra := dialFrom(t, "127.0.0.1", addr); !closedByServer(extra) {
		t.Error("a fourth silent connection from one address was kept")
	}
	if other := dialFrom(t, "127.0.0.2", addr); !served(other) {
		t.Error("another address was not served")
	}
	if !waitUntil(func() bool {
		return strings.Contains(logs.String(), "too many connections not logged in from this address (3)")
	}) {
		t.Errorf("the refusal is not logged:\n%s", logs)
	}
	// One after another, each taken in before the next is dialled: the
	// server takes connections in on goroutines of their own, in any
	// order, and the oldest is the first it took in.
	var oldest net.Conn
	for i := range 3 {
		c := dialFrom(t, "127.0.0.3", addr)
		if !answered(c) {
			t.Fatal("the server neither took in nor refused a connection")
		}
		if i == 0 {
			oldest = c
		}
	}
	time.Sleep(minEvictAge)
	newest := dialFrom(t, "127.0.0.3", addr)
	if !closedByServer(oldest) {
		t.Error("the oldest pending connection of the address was kept past its bound")
	}
	if !served(newest) {
		t.Error("the newest connection of a full address was not served")
	}
}

// TestPendingEvictsTheOldest: when MaxPending connections wait to log
// in, a new one is refused while they are young, and taken in the
// oldest's place once that has waited minEvictAge, so a flood cannot
// keep a newcomer out.
func TestPendingEvictsTheOldest(t *testing.T) {
	// No login timeout within the test: a connection closed was evicted.
	s, addr, logs := testServer(t, Config{MaxPending: 3, MaxPendingPerAddr: 10, LoginTimeout: 2 * patience})
	oldest := dialFrom(t, "127.0.0.1", addr)
	if !waitUntil(func() bool { return s.Pending() == 1 }) {
		t.Fatal("the first connection is not pending")
	}
	for range 2 {
		dialFrom(t, "127.0.0.1", addr)
	}
	if !waitUntil(func() bool { return s.Pending() == 3 }) {
		t.Fatalf("%d pending, want 3", s.Pending())
	}
	young := dialFrom(t, "127.0.0.2", addr)
	if !closedByServer(young) {
		t.Error("a fourth connection was kept while the three pending ones were young")
	}
	time.Sleep(minEvictAge)
	newest := dialFrom(t, "127.0.0.1", addr)
	if !closedByServer(oldest) {
		t.Error("the oldest pending connection was kept past the bound")
	}
	if !served(newest) {
		t.Error("the newest connection was not served")
	}
	if !waitUntil(func() bool { return strings.Contains(logs.String(), "the oldest goes") }) {
		t.Errorf("the eviction is not logged:\n%s", logs)
	}
}

// TestLoginTimeout: a connection that does not log in within the login
// timeout is closed and logged; one that does keeps its session. The
// test says when the timeout is up: on the wall clock (300 ms) a loaded
// machine's handshake outlasted it, and alice was shut out.
func TestLoginTimeout(t *testing.T) {
	var (
		mu    sync.Mutex
		armed []func()
	)
	up := func() { // every login timeout armed so far is up
		mu.Lock()
		fs := armed
		armed = nil
		mu.Unlock()
		for _, f := range fs {
			f()
		}
	}
	s, addr, logs := testServer(t, Config{LoginTimeout: 300 * time.Millisecond,
		loginTimer: func(d time.Duration, f func()) *time.Timer {
			if d != 300*time.Millisecond {
				t.Errorf("a login timeout of %v, want 300ms", d)
			}
			mu.Lock()
			armed = append(armed, f)
			mu.Unlock()
			return time.NewTimer(time.Hour) // for Stop; up says when it is up
		}})
	silent := dialFrom(t, "127.0.0.1", addr)
	if !answered(silent) {
		t.Fatal("the server neither took in nor refused a connection")
	}
	up()
	if !closedByServer(silent) {
		t.Fatal("a silent connection outlived the login timeout")
	}
	if !waitUntil(func() bool { return strings.Contains(logs.String(), "not logged in within 300ms") }) {
		t.Errorf("the timeout is not logged:\n%s", logs)
	}
	_, alice := openSetup(t, addr, "alice")
	up()
	// Her session answers a key after the timeout was up.
	n := len(alice.screen.text())
	alice.in.Write([]byte("\t"))
	if !waitUntil(func() bool { return len(alice.screen.text()) > n }) {
		t.Fatalf("alice's session does not answer after the login timeout: %q", alice.screen.text()[n:])
	}
	if s.Sessions() != 1 || s.Pending() != 0 {
		t.Errorf("after the login timeout: %d sessions, %d pending; want 1, 0", s.Sessions(), s.Pending())
	}
}

// TestSilentFloodLocksNobodyOut is issue 30's lock-out: 300 connections
// that send nothing, held open, and then a listed key gets its first
// screen, from another address and from the flood's own (a shared NAT).
// The log stays short: a line per connection would be 300 lines. Its
// clock stands still, so the flood's refusals fall in one second of it,
// however long a loaded machine takes over them (at load 13 some 10 s
// of the wall clock's, logBurst lines each, wrote 47 lines).
func TestSilentFloodLocksNobodyOut(t *testing.T) {
	good, line := newKey(t)
	file := filepath.Join(t.TempDir(), "authorized_keys")
	if err := os.WriteFile(file, line, 0o600); err != nil {
		t.Fatal(err)
	}
	clock := &fakeClock{t: time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)}
	s, addr, logs := testServer(t, Config{AuthorizedKeys: file, now: clock.now})
	flood := make([]net.Conn, 300)
	for i := range flood {
		flood[i] = dialFrom(t, "127.0.0.1", addr)
	}
	// Every one taken in or refused: one the server took in late would
	// be young, and evict an old one, when the listed key comes.
	for _, c := range flood {
		if !answered(c) {
			t.Fatal("the server neither took in nor refused a connection of the flood")
		}
	}
	if !waitUntil(func() bool { return s.Pending() == DefaultMaxPendingPerAddr }) {
		t.Fatalf("%d pending after the flood, want %d", s.Pending(), DefaultMaxPendingPerAddr)
	}
	time.Sleep(minEvictAge) // the flood's connections are old now
	for _, from := range []string{"127.0.0.2", "127.0.0.1"} {
		firstScreen(t, from, addr, good)
	}
	if n := strings.Count(logs.String(), "\n"); n > 40 {
		t.Errorf("the flood wrote %d log lines:\n%s", n, logs)
	}
}

// firstScreen logs in with key from the loopback address from and waits
// for the setup screen, and logs how long it took.
func firstScreen(t *testing.T, from, addr string, good gossh.Signer) {
	t.Helper()
	start := time.Now()
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}, Timeout: patience}
	conn, err := d.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	sc, chans, reqs, err := gossh.NewClientConn(conn, addr, &gossh.ClientConfig{User: "alice",
		Auth: []gossh.AuthMethod{gossh.PublicKeys(good)}, HostKeyCallback: gossh.InsecureIgnoreHostKey()})
	if err != nil {
		t.Fatalf("the listed key was locked out: %v", err)
	}
	c := gossh.NewClient(sc, chans, reqs)
	defer c.Close()
	tm, err := openTerm(c, 80, 24)
	if err != nil {
		t.Fatal(err)
	}
	if !tm.screen.waitFor("set up a game") {
		t.Fatalf("no setup screen; got %q", tm.screen.text())
	}
	t.Logf("from %s: first screen %v after the dial, with 300 silent connections held from 127.0.0.1", from, time.Since(start).Round(time.Millisecond))
}

// TestLongUserNameLogsShort: a refused client's 100 KB user name is cut
// to maxLogText bytes in the log.
func TestLongUserNameLogsShort(t *testing.T) {
	_, line := newKey(t)
	other, _ := newKey(t)
	file := filepath.Join(t.TempDir(), "authorized_keys")
	if err := os.WriteFile(file, line, 0o600); err != nil {
		t.Fatal(err)
	}
	_, addr, logs := testServer(t, Config{AuthorizedKeys: file})
	name := strings.Repeat("x", 100_000)
	for range 5 {
		if c, err := dial(addr, name, gossh.PublicKeys(other)); err == nil {
			c.Close()
			t.Fatal("an unlisted key got in")
		}
	}
	if !waitUntil(func() bool { return strings.Count(logs.String(), "not authorized") == 5 }) {
		t.Fatalf("refusals not logged:\n%s", logs)
	}
	if n := len(logs.String()); n > 5*600 {
		t.Errorf("5 refusals wrote %d bytes of log", n)
	}
	if !strings.Contains(logs.String(), "(100000 bytes)") {
		t.Errorf("the cut name does not say its length:\n%.2000s", logs)
	}
}

func TestLogText(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"alice", "alice"},
		{strings.Repeat("é", 50), strings.Repeat("é", 40) + "…(100 bytes)"},
		{strings.Repeat("a", 81), strings.Repeat("a", 80) + "…(81 bytes)"},
	} {
		if got := logText(tc.in); got != tc.want {
			t.Errorf("logText(%.20q…) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestListedNames: a key's comment in authorized_keys names the student
// in the log and in the directory ("key-HASH-alice"); a directory made
// before the key had that name is renamed, so the games stay.
func TestListedNames(t *testing.T) {
	good, line := newKey(t)
	state := t.TempDir()
	old := filepath.Join(state, "users", keyID(good.PublicKey()))
	if err := os.MkdirAll(old, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(old, "kept"), nil, 0o600); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "authorized_keys")
	line = append(line[:len(line)-1], " alice@lab 3\n"...)
	if err := os.WriteFile(file, line, 0o600); err != nil {
		t.Fatal(err)
	}
	_, addr, logs := testServer(t, Config{StateDir: state, AuthorizedKeys: file})
	firstScreen(t, "127.0.0.1", addr, good)
	dir := old + "-alicelab3"
	if _, err := os.Stat(filepath.Join(dir, "kept")); err != nil {
		t.Errorf("the old directory was not renamed to %s: %v", dir, err)
	}
	if !strings.Contains(logs.String(), "name=alicelab3") {
		t.Errorf("the name is not logged:\n%s", logs)
	}
}
