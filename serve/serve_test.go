package serve

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/charmbracelet/log"
	"github.com/charmbracelet/x/ansi"
	gossh "golang.org/x/crypto/ssh"

	"rollout/engine"
	"rollout/ui"
)

// lockedBuffer is a log sink the server's goroutines write to at once.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// testServer starts a server on a free loopback port with a fresh state
// directory; it is shut down when the test ends.
func testServer(t *testing.T, cfg Config) (*Server, string, *lockedBuffer) {
	t.Helper()
	logs := &lockedBuffer{}
	cfg.Listen = "127.0.0.1:0"
	if cfg.StateDir == "" {
		cfg.StateDir = t.TempDir()
	}
	cfg.Log = log.New(logs)
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Listen(); err != nil {
		t.Fatal(err)
	}
	served := make(chan error, 1)
	go func() { served <- s.Serve() }()
	t.Cleanup(func() {
		if s.closed() {
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), patience)
		defer cancel()
		if err := s.Shutdown(ctx); err != nil {
			t.Error(err)
		}
		if err := <-served; err != nil {
			t.Error(err)
		}
	})
	return s, s.Addr().String(), logs
}

// closed reports whether Shutdown has been called.
func (s *Server) closed() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.closing
}

// noAnswers is keyboard-interactive authentication without questions:
// how a client without a key gets into an open server.
var noAnswers = gossh.KeyboardInteractive(func(string, string, []string, []bool) ([]string, error) { return nil, nil })

func dial(addr, user string, auth ...gossh.AuthMethod) (*gossh.Client, error) {
	return gossh.Dial("tcp", addr, &gossh.ClientConfig{User: user, Auth: auth,
		HostKeyCallback: gossh.InsecureIgnoreHostKey(), Timeout: 5 * time.Second})
}

// screen is a client session's output so far, read in the background.
type screen struct {
	mu     sync.Mutex
	out    bytes.Buffer
	first  time.Time
	closed bool
}

func (s *screen) read(r io.Reader) {
	buf := make([]byte, 32<<10)
	for {
		n, err := r.Read(buf)
		s.mu.Lock()
		if n > 0 && s.first.IsZero() {
			s.first = time.Now()
		}
		s.out.Write(buf[:n])
		if err != nil {
			s.closed = true
		}
		s.mu.Unlock()
		if err != nil {
			return
		}
	}
}

// started reports whether any output came.
func (s *screen) started() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return !s.first.IsZero()
}

// text is the output with the escape sequences taken out.
func (s *screen) text() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return ansi.Strip(s.out.String())
}

// patience bounds every wait of these tests for something that must
// happen (a screen, a session's end, a log line): a minute, far beyond
// what a loaded 2-core machine under -race takes, so only a hang reaches
// it. Waiting for what must not happen takes a time of its own.
const patience = time.Minute

// waitFor waits until the output holds want; false after patience.
func (s *screen) waitFor(want string) bool {
	return waitUntil(func() bool { return strings.Contains(s.text(), want) })
}

// waitForSince waits until the output after its first n bytes (of
// text) holds want: what came after a mark taken with len(s.text());
// false after patience.
func (s *screen) waitForSince(n int, want string) bool {
	return waitUntil(func() bool { return strings.Contains(s.text()[n:], want) })
}

// term is a client session with a terminal (or without, when w < 0).
type term struct {
	sess   *gossh.Session
	in     io.WriteCloser
	screen *screen
	stderr *screen
	opened time.Time
}

func openTerm(c *gossh.Client, w, h int) (*term, error) {
	sess, err := c.NewSession()
	if err != nil {
		return nil, err
	}
	in, err := sess.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := sess.StdoutPipe()
	if err != nil {
		return nil, err
	}
	errOut, err := sess.StderrPipe()
	if err != nil {
		return nil, err
	}
	if w >= 0 {
		if err := sess.RequestPty("xterm-256color", h, w, gossh.TerminalModes{}); err != nil {
			return nil, err
		}
	}
	t := &term{sess: sess, in: in, screen: &screen{}, stderr: &screen{}, opened: time.Now()}
	go t.screen.read(out)
	go t.stderr.read(errOut)
	if err := sess.Shell(); err != nil {
		return nil, err
	}
	return t, nil
}

// waitUntil polls cond until it holds; false after patience.
func waitUntil(cond func() bool) bool {
	deadline := time.Now().Add(patience)
	for time.Now().Before(deadline) {
		if cond() {
			return true
		}
		time.Sleep(20 * time.Millisecond)
	}
	return cond()
}

// settledGoroutines waits until the goroutine count is at most want (the
// count drops as connections wind down) and returns the last count.
func settledGoroutines(want int) int {
	n := runtime.NumGoroutine()
	waitUntil(func() bool { n = runtime.NumGoroutine(); return n <= want })
	return n
}

func newKey(t *testing.T) (gossh.Signer, []byte) {
	t.Helper()
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	signer, err := gossh.NewSignerFromKey(priv)
	if err != nil {
		t.Fatal(err)
	}
	return signer, gossh.MarshalAuthorizedKey(signer.PublicKey())
}

// TestAuthorizedKeys: with an authorized_keys file, its key gets a
// session (the setup screen), another key and no key are refused, and
// each refusal is logged.
func TestAuthorizedKeys(t *testing.T) {
	good, line := newKey(t)
	other, _ := newKey(t)
	dir := t.TempDir()
	file := filepath.Join(dir, "authorized_keys")
	if err := os.WriteFile(file, append([]byte("# the class\n"), line...), 0o600); err != nil {
		t.Fatal(err)
	}
	_, addr, logs := testServer(t, Config{AuthorizedKeys: file})

	c, err := dial(addr, "alice", gossh.PublicKeys(good))
	if err != nil {
		t.Fatalf("the listed key was refused: %v", err)
	}
	tm, err := openTerm(c, 100, 30)
	if err != nil {
		t.Fatal(err)
	}
	if !tm.screen.waitFor("set up a game") {
		t.Fatalf("no setup screen; got %q", tm.screen.text())
	}
	c.Close()

	if c, err := dial(addr, "alice", gossh.PublicKeys(other)); err == nil {
		c.Close()
		t.Error("an unlisted key got in")
	}
	if c, err := dial(addr, "alice", noAnswers); err == nil {
		c.Close()
		t.Error("a client without a key got in")
	}
	if c, err := dial(addr, "alice"); err == nil {
		c.Close()
		t.Error("a client without authentication got in")
	}
	if !waitUntil(func() bool { return strings.Count(logs.String(), "refused") >= 3 }) {
		t.Errorf("refusals not logged:\n%s", logs)
	}
	if !strings.Contains(logs.String(), gossh.FingerprintSHA256(other.PublicKey())) {
		t.Errorf("the refused key's fingerprint is not in the log:\n%s", logs)
	}
}

// TestBadAuthorizedKeys: a file that does not read, or holds no key, stops
// the server before it starts.
func TestBadAuthorizedKeys(t *testing.T) {
	dir := t.TempDir()
	for name, text := range map[string]string{"typo": "ssh-ed25519 AAAA-not-base64 x\n", "empty": "# nobody yet\n"} {
		file := filepath.Join(dir, name)
		if err := os.WriteFile(file, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
		if _, err := New(Config{StateDir: t.TempDir(), AuthorizedKeys: file}); err == nil {
			t.Errorf("%s: the server started", name)
		}
	}
	// /dev/zero is read to the cap, not until the memory runs out.
	if _, err := New(Config{StateDir: t.TempDir(), AuthorizedKeys: "/dev/zero"}); err == nil || !strings.Contains(err.Error(), "larger than 4 MiB") {
		t.Errorf("/dev/zero as authorized keys: %v", err)
	}
	for _, n := range []int{MaxSessionsLimit + 1, 1 << 62} {
		if _, err := New(Config{StateDir: t.TempDir(), MaxSessions: n}); err == nil || !strings.Contains(err.Error(), "at most") {
			t.Errorf("-max-sessions %d: %v", n, err)
		}
	}
}

// TestHostKeyKept: the host key is made once, 0600, and the next server
// presents the same key; a key others can read is refused.
func TestHostKeyKept(t *testing.T) {
	dir := t.TempDir()
	var fps []string
	for range 2 {
		s, err := New(Config{StateDir: dir, Log: log.New(io.Discard)})
		if err != nil {
			t.Fatal(err)
		}
		fps = append(fps, s.hostFP)
	}
	if fps[0] != fps[1] {
		t.Errorf("host key changed: %s then %s", fps[0], fps[1])
	}
	path := filepath.Join(dir, "host_ed25519")
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if fi.Mode().Perm() != 0o600 {
		t.Errorf("host key mode %04o, want 0600", fi.Mode().Perm())
	}
	if err := os.Chmod(path, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := New(Config{StateDir: dir, Log: log.New(io.Discard)}); err == nil {
		t.Error("a host key others can read was used")
	}
}

// TestUserID: ids are single safe path elements, distinct for distinct
// names.
func TestUserID(t *testing.T) {
	seen := map[string]string{}
	for _, name := range []string{"alice", "Alice", "../etc", "..", ".", "", "a/b", "a b", strings.Repeat("x", 200), "élève",
		"x y", "xy-887fcea6", "xy+887fcea6"} { // "xy-887fcea6" was "x y"'s id
		id := userID(nil, "", name)
		if id != filepath.Base(id) || strings.ContainsAny(id, "/\\") || id == "user-" {
			t.Errorf("userID(%q) = %q: not one safe path element", name, id)
		}
		if prev, ok := seen[id]; ok {
			t.Errorf("userID(%q) = userID(%q) = %q", name, prev, id)
		}
		seen[id] = name
	}
}

// watchOptions opens every session on a game of two engines thinking
// think a move, so a search is under way at once.
func watchOptions(think time.Duration) ui.Options {
	opts := ui.DefaultOptions()
	opts.Screen = ui.ScreenGame
	for i := range opts.Sides {
		opts.Sides[i] = ui.SideOptions{Engine: engine.Config{Player: "uct", Budget: engine.Budget{Time: think}}}
	}
	return opts
}

// TestOddClients: a window of 0x0 or 10000x10000, a session without a
// terminal, a command, and a client gone in the middle of a search: no
// panic, each session ends, and no goroutine is left behind.
func TestOddClients(t *testing.T) {
	s, addr, logs := testServer(t, Config{Options: watchOptions(10 * time.Second)})
	before := runtime.NumGoroutine()
	for _, tc := range []struct {
		name string
		w, h int
		cmd  string
		// want is on the screen (or, for a refusal, on stderr).
		want string
	}{
		{"0x0", 0, 0, "", ""},
		{"10000x10000", 10000, 10000, "", "thinking"},
		{"no pty", -1, 0, "", "needs a terminal"},
		{"a command", 80, 24, "cat /etc/passwd", "interactive client only"},
		{"mid-search", 80, 24, "", "thinking"},
	} {
		c, err := dial(addr, "odd", noAnswers)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		var tm *term
		if tc.cmd != "" {
			sess, err := c.NewSession()
			if err != nil {
				t.Fatal(err)
			}
			if err := sess.RequestPty("xterm", tc.h, tc.w, nil); err != nil {
				t.Fatal(err)
			}
			var stderr bytes.Buffer
			sess.Stderr = &stderr
			if err := sess.Run(tc.cmd); err == nil {
				t.Errorf("%s: the command ran", tc.name)
			}
			if !strings.Contains(stderr.String(), tc.want) {
				t.Errorf("%s: stderr %q, want %q", tc.name, stderr.String(), tc.want)
			}
		} else {
			tm, err = openTerm(c, tc.w, tc.h)
			if err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
			out := tm.screen
			if tc.w < 0 {
				out = tm.stderr
			}
			if tc.want != "" && !out.waitFor(tc.want) {
				t.Errorf("%s: %q not shown; got %q", tc.name, tc.want, out.text())
			}
			if tc.w == 0 {
				// Grow the window from nothing: the game appears. (Not
				// before the first output: charmbracelet/ssh writes the
				// window a window-change brings without a lock, and the
				// server reads it once as the session starts.)
				if !waitUntil(out.started) {
					t.Fatalf("%s: no output", tc.name)
				}
				tm.sess.WindowChange(30, 100)
				if !out.waitFor("thinking") {
					t.Errorf("%s: no game after a resize; got %q", tc.name, out.text())
				}
			}
		}
		c.Close()
		if !waitUntil(func() bool { return s.Sessions() == 0 }) {
			t.Fatalf("%s: the session outlived its client", tc.name)
		}
	}
	if after := settledGoroutines(before); after > before {
		t.Errorf("goroutines: %d before the clients, %d after", before, after)
	}
	if strings.Contains(logs.String(), "panic") {
		t.Errorf("a panic in the log:\n%s", logs)
	}
}

// TestIdleTimeout: a session whose client types nothing is ended with a
// message and logged; typing keeps another alive past the timeout. The
// clock is the test's: the busy client types a key each half timeout of
// it, read before the clock moves on, for twice the timeout, and the
// idle one types none. On the wall clock (a 2 s timeout, the busy
// client typing every 50 ms) a loaded machine that paused the busy
// client's keys, or the server's reading of them, as long as the
// timeout ended the busy session.
func TestIdleTimeout(t *testing.T) {
	const timeout = 2 * time.Second
	clock := &fakeClock{t: time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)}
	s, addr, logs := testServer(t, Config{IdleTimeout: timeout, now: clock.now, idleTick: 10 * time.Millisecond})
	_, idle := openSetup(t, addr, "sleepy")
	_, busy := openSetup(t, addr, "busy")
	for range 4 {
		clock.advance(timeout / 2)
		n := len(busy.screen.text())
		busy.in.Write([]byte{'\t'})
		if !waitUntil(func() bool { return len(busy.screen.text()) > n }) {
			t.Fatal("the busy client's key was not read")
		}
	}
	if !idle.screen.waitFor("nothing typed for 2s") {
		t.Errorf("the idle session was not told; got %q", idle.screen.text())
	}
	if !waitUntil(func() bool { return s.Sessions() == 1 }) {
		t.Errorf("%d sessions, want the busy one", s.Sessions())
	}
	time.Sleep(200 * time.Millisecond) // twenty of the sessions' looks at the clock
	if n := s.Sessions(); n != 1 || strings.Contains(busy.screen.text(), "nothing typed") {
		t.Errorf("typing for %v: %d sessions, the busy one told %q", 2*timeout, n, busy.screen.text())
	}
	if got := strings.Count(logs.String(), "reason=idle"); got != 1 {
		t.Errorf("%d idle disconnects in the log, want the idle session's:\n%s", got, logs)
	}
}

// FuzzUserID: any user name gives one safe path element under users/.
func FuzzUserID(f *testing.F) {
	for _, s := range []string{"alice", "..", "a/b", "", "\x00", "élève"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		id := userID(nil, "", name)
		if id != filepath.Base(id) || strings.ContainsAny(id, "/\\\x00") || !strings.HasPrefix(id, "user-") || len(id) > 64 {
			t.Errorf("userID(%q) = %q", name, id)
		}
	})
}

// TestColourProfile: a session is drawn in the colours its terminal type
// says: 256 colours for xterm-256color, none for dumb.
func TestColourProfile(t *testing.T) {
	_, addr, _ := testServer(t, Config{})
	for _, tc := range []struct {
		term   string
		colour bool
	}{{"xterm-256color", true}, {"dumb", false}} {
		c, err := dial(addr, "painter", noAnswers)
		if err != nil {
			t.Fatal(err)
		}
		sess, err := c.NewSession()
		if err != nil {
			t.Fatal(err)
		}
		var out lockedBuffer
		sess.Stdout = &out
		// An open stdin: at its end (EOF) the server ends the session.
		if _, err := sess.StdinPipe(); err != nil {
			t.Fatal(err)
		}
		if err := sess.RequestPty(tc.term, 30, 100, nil); err != nil {
			t.Fatal(err)
		}
		if err := sess.Shell(); err != nil {
			t.Fatal(err)
		}
		if !waitUntil(func() bool { return strings.Contains(ansi.Strip(out.String()), "set up a game") }) {
			t.Fatalf("%s: no setup screen", tc.term)
		}
		// Colour is waited for; its absence is checked once the setup
		// screen is drawn and a moment has passed.
		if tc.colour {
			if !waitUntil(func() bool { return strings.Contains(out.String(), "\x1b[38;5;") }) {
				t.Errorf("%s: no 256-colour sequences", tc.term)
			}
		} else {
			time.Sleep(100 * time.Millisecond)
			if strings.Contains(out.String(), "\x1b[38;5;") {
				t.Errorf("%s: 256-colour sequences", tc.term)
			}
		}
		c.Close()
	}
}

// openSetup logs in as user without a key (an open server), opens a
// 100x30 terminal and waits for the setup screen; the client closes
// when the test ends (or earlier, through the returned client).
func openSetup(t *testing.T, addr, user string) (*gossh.Client, *term) {
	t.Helper()
	c, err := dial(addr, user, noAnswers)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	tm, err := openTerm(c, 100, 30)
	if err != nil {
		t.Fatal(err)
	}
	if !tm.screen.waitFor("set up a game") {
		t.Fatalf("%s: no setup screen; got %q", user, tm.screen.text())
	}
	return c, tm
}

// TestOneStudentCannotTakeEverySeat: one user holds at most
// MaxSessionsPerUser sessions, so a student who opens session after
// session keeps two seats and the rest of the class still gets in: a
// session past the bound ends the user's oldest (most often one whose
// connection dropped unseen), which is told why. Before, mallory's
// three sessions filled a three-seat server and alice was told it was
// full.
func TestOneStudentCannotTakeEverySeat(t *testing.T) {
	s, addr, logs := testServer(t, Config{MaxSessions: 3})
	first, firstTerm := openSetup(t, addr, "mallory")
	openSetup(t, addr, "mallory")
	openSetup(t, addr, "mallory") // the third: the first gives way
	if !firstTerm.screen.waitFor("you opened another session, and one user has at most 2 at once") {
		t.Fatalf("mallory's first session was not told; screen %q", firstTerm.screen.text())
	}
	// Named by the user name alone, two people may share it (a lab's
	// one account): the one whose session ends is told how to have a
	// name of their own.
	if port := addr[strings.LastIndex(addr, ":")+1:]; !firstTerm.screen.waitFor(`"mallory"`) ||
		!strings.Contains(firstTerm.screen.text(), "ssh -p "+port+" NAME@HOST") {
		t.Errorf("mallory's first session was not told the name may be shared; screen %q", firstTerm.screen.text())
	}
	first.Close()
	if !waitUntil(func() bool { return s.Sessions() == 2 }) {
		t.Fatalf("%d sessions, want mallory's newest two", s.Sessions())
	}
	openSetup(t, addr, "alice")
	if n := s.Sessions(); n != 3 {
		t.Errorf("%d sessions, want mallory's two and alice's", n)
	}
	if !strings.Contains(logs.String(), "reason=\"replaced by a newer session\"") {
		t.Errorf("the replaced session is not logged:\n%s", logs)
	}
}

// New refuses a tree too small for a search, for each worker: a
// SessionNodes of 1 was taken.
func TestNewRefusesTinyTrees(t *testing.T) {
	for _, c := range []struct {
		nodes, workers int
		ok             bool
	}{{1, 1, false}, {1023, 1, false}, {1024, 1, true}, {2048, 4, false}, {4096, 4, true}, {0, 8, true}} {
		_, err := New(Config{StateDir: t.TempDir(), SessionNodes: c.nodes, SessionWorkers: c.workers, Log: log.New(io.Discard)})
		if (err == nil) != c.ok || err != nil && !strings.Contains(err.Error(), "at least") {
			t.Errorf("SessionNodes %d, SessionWorkers %d: %v", c.nodes, c.workers, err)
		}
	}
}
