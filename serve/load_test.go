package serve

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"rollout/engine"
	"rollout/ui"
)

// LoadEnv names the environment variable that runs TestLoad at full
// size: ROLLOUT_SERVE_LOAD=30 opens 30 sessions thinking 10 s each (and
// checks a new session's first frame comes within 1 s and the shutdown
// within 2 s); unset, CI runs 5 sessions whose searches have an hour, so
// they are surely thinking when the last joins and when the server shuts
// down, and checks everything but the timing (logged with -v).
// ROLLOUT_SERVE_THINK=30s changes the full run's think time (a longer
// think fills the trees to their cap: the memory bound).
const LoadEnv = "ROLLOUT_SERVE_LOAD"

// procStatus reads a field of /proc/self/status in KiB (0 if unknown).
func procStatus(field string) int {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(data), "\n") {
		if rest, ok := strings.CutPrefix(line, field+":"); ok {
			n, _ := strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(rest), " kB"))
			return n
		}
	}
	return 0
}

// chessOptions opens every session on a chess game, the person White
// against uct thinking think a move.
func chessOptions(think time.Duration) ui.Options {
	opts := ui.DefaultOptions()
	opts.Variant = "chess"
	opts.Screen = ui.ScreenGame
	opts.Sides[1] = ui.SideOptions{Engine: engine.Config{Player: "uct", Budget: engine.Budget{Time: think}}}
	return opts
}

// openClass opens n sessions: the first n-1 at once, each on its chess
// game; they all play 1. e4 together and their engines think; then the
// last joins while they think, and plays 1. e4 too. It returns the
// sessions and how long the last took to its first output and to its
// whole first screen.
func openClass(t *testing.T, addr string, n int, round string) (clients []*gossh.Client, terms []*term, first, screen time.Duration) {
	t.Helper()
	clients, terms = make([]*gossh.Client, n), make([]*term, n)
	open := func(i int) error {
		c, err := dial(addr, fmt.Sprintf("student%02d", i), noAnswers)
		if err != nil {
			return fmt.Errorf("%s: session %d: %v", round, i, err)
		}
		clients[i] = c
		tm, err := openTerm(c, 100, 32)
		if err != nil {
			return fmt.Errorf("%s: session %d: %v", round, i, err)
		}
		terms[i] = tm
		if !tm.screen.waitFor("White to move") {
			return fmt.Errorf("%s: session %d: no chess game; got %q", round, i, tm.screen.text())
		}
		return nil
	}
	play := func(i int) error {
		// The move is looked for in what the game screen draws after the
		// keys: in round 2 the setup screen's first frame already says
		// "R resumes: ..., last move 1. e4" (round 1's save), and a wait
		// that matched it let the shutdown come before the keys were read.
		mark := len(terms[i].screen.text())
		if _, err := terms[i].in.Write([]byte(":e4\r")); err != nil {
			return err
		}
		// The move is on the list (and in the save): Black's engine
		// thinks now. (Its "thinking" status waits for its first progress
		// report, which a starved search may not send before it moves.)
		if !terms[i].screen.waitForSince(mark, "1. e4") {
			return fmt.Errorf("%s: session %d: 1. e4 not played; got %q", round, i, terms[i].screen.text())
		}
		return nil
	}
	all := func(f func(int) error) {
		errs := make(chan error, n)
		for i := range n - 1 {
			go func() { errs <- f(i) }()
		}
		for range n - 1 {
			if err := <-errs; err != nil {
				t.Fatal(err)
			}
		}
	}
	all(open)
	all(play)
	if err := open(n - 1); err != nil {
		t.Fatal(err)
	}
	tm := terms[n-1]
	tm.screen.mu.Lock()
	first = tm.screen.first.Sub(tm.opened)
	tm.screen.mu.Unlock()
	screen = time.Since(tm.opened)
	if err := play(n - 1); err != nil {
		t.Fatal(err)
	}
	return clients, terms, first, screen
}

// TestLoad: a class of n sessions each thinking at chess: the n+1th is
// refused with the message; once they close, no session and no
// goroutine is left; and a shutdown in the middle of their searches ends
// with every game saved (within 2 s, checked in the timed run: LoadEnv).
// RSS at the peak and after, the slowest first frame and the shutdown's
// time are logged (go test -v).
func TestLoad(t *testing.T) {
	n, think, full := 5, time.Hour, false
	if v := os.Getenv(LoadEnv); v != "" {
		var err error
		if n, err = strconv.Atoi(v); err != nil || n < 1 || n > 100 {
			t.Fatalf("%s=%q: a number of sessions from 1 to 100", LoadEnv, v)
		}
		think, full = 10*time.Second, true
		if v := os.Getenv("ROLLOUT_SERVE_THINK"); v != "" {
			if think, err = time.ParseDuration(v); err != nil || think <= 0 {
				t.Fatalf("ROLLOUT_SERVE_THINK=%q: a duration", v)
			}
		}
	}
	dir := t.TempDir()
	// The class connects from one address without keys, as a lab
	// behind one NAT address would: its bounds are past the class, so
	// the last is refused because the server is full.
	s, addr, logs := testServer(t, Config{StateDir: dir, MaxSessions: n, MaxSessionsPerClient: n + 1, MaxSessionsPerAddress: n + 1, Options: chessOptions(think)})
	runtime.GC()
	debug.FreeOSMemory()
	rssBefore, goBefore := procStatus("VmRSS"), runtime.NumGoroutine()

	start := time.Now()
	clients, _, first, whole := openClass(t, addr, n, "round 1")
	opened := time.Since(start)
	// One more is refused, with the message.
	c, err := dial(addr, "late", noAnswers)
	if err != nil {
		t.Fatal(err)
	}
	tm, err := openTerm(c, 100, 32)
	if err != nil {
		t.Fatal(err)
	}
	if !tm.stderr.waitFor("the server is full") {
		t.Errorf("session %d was not refused; stderr %q, screen %q", n+1, tm.stderr.text(), tm.screen.text())
	}
	c.Close()
	if full {
		// Let the searches run their course (their trees at their largest).
		time.Sleep(think + 500*time.Millisecond)
	}
	peak := procStatus("VmHWM")
	for _, c := range clients {
		c.Close()
	}
	if !waitUntil(func() bool { return s.Sessions() == 0 }) {
		t.Fatalf("%d sessions outlived their clients", s.Sessions())
	}
	goAfter := settledGoroutines(goBefore)
	runtime.GC()
	debug.FreeOSMemory()
	rssAfter := procStatus("VmRSS")
	t.Logf("%d sessions (opened in %v, each thinking %v at chess): the last to join, while the others thought: first output after %v, its whole first screen after %v; RSS %d MiB before, %d MiB at the peak (%.1f MiB a session), %d MiB after they closed; goroutines %d before, %d after",
		n, opened.Round(time.Millisecond), think, first.Round(time.Millisecond), whole.Round(time.Millisecond), rssBefore>>10, peak>>10, float64(peak-rssBefore)/1024/float64(n), rssAfter>>10, goBefore, goAfter)
	if goAfter > goBefore {
		t.Errorf("goroutines: %d before the class, %d after", goBefore, goAfter)
	}
	if full && first > time.Second {
		t.Errorf("a session's first frame took %v under load", first)
	}

	// Round 2: shutdown (what SIGTERM does) in the middle of the searches.
	round2 := time.Now()
	clients, terms, _, _ := openClass(t, addr, n, "round 2")
	defer func() {
		for _, c := range clients {
			c.Close()
		}
	}()
	// The grace rollout serve gives (1.5 s) in the timed run; in CI a
	// generous one, as the searches are surely stopped by the shutdown
	// (they have an hour) and a loaded machine must not fail the test.
	grace := patience
	if full {
		grace = 1500 * time.Millisecond
	}
	stop := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), grace)
	defer cancel()
	if err := s.Shutdown(ctx); err != nil {
		t.Error(err)
	}
	took := time.Since(stop)
	t.Logf("shutdown with %d sessions thinking: %v", n, took.Round(time.Millisecond))
	if full && took > 2*time.Second {
		t.Errorf("shutdown took %v", took)
	}
	for i := range n {
		path := filepath.Join(dir, "users", userID(nil, "", fmt.Sprintf("student%02d", i)), "autosave.json")
		fi, err := os.Stat(path)
		if err != nil {
			t.Errorf("student %d: no save: %v", i, err)
			continue
		}
		data, _ := os.ReadFile(path)
		if fi.ModTime().Before(round2.Add(-time.Second)) || !strings.Contains(string(data), `"move": "e2e4"`) {
			t.Errorf("student %d: the save is not this game's 1. e4 (saved %v)", i, fi.ModTime())
		}
	}
	for i, tm := range terms {
		if !tm.screen.waitFor("the server is shutting down") {
			t.Errorf("student %d was not told of the shutdown", i)
		}
	}
	if got := strings.Count(logs.String(), "reason=\"server shutdown\""); got != n {
		t.Errorf("%d sessions logged as ended by the shutdown, want %d:\n%s", got, n, logs)
	}
}
