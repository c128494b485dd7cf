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
// checks a new session's first frame comes within 1 s); unset, CI runs 5
// sessions thinking 1 s and checks everything but the timing.
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

// classroom opens n sessions one after another, each playing 1. e4 and
// leaving the engine thinking; it returns them and the slowest first frame
// (from the session's request to its first output) of a session that
// joined while the others thought.
func classroom(t *testing.T, addr string, n int, round string) ([]*gossh.Client, []*term, time.Duration) {
	t.Helper()
	var clients []*gossh.Client
	var terms []*term
	var slowest time.Duration
	for i := range n {
		c, err := dial(addr, fmt.Sprintf("student%02d", i), noAnswers)
		if err != nil {
			t.Fatalf("%s: session %d: %v", round, i, err)
		}
		clients = append(clients, c)
		tm, err := openTerm(c, 100, 32)
		if err != nil {
			t.Fatalf("%s: session %d: %v", round, i, err)
		}
		terms = append(terms, tm)
		if !tm.screen.waitFor("White to move", 20*time.Second) {
			t.Fatalf("%s: session %d: no chess game; got %q", round, i, tm.screen.text())
		}
		tm.screen.mu.Lock()
		slowest = max(slowest, tm.screen.first.Sub(tm.opened))
		tm.screen.mu.Unlock()
		if _, err := tm.in.Write([]byte(":e4\r")); err != nil {
			t.Fatal(err)
		}
		if !tm.screen.waitFor("thinking", 20*time.Second) {
			t.Fatalf("%s: session %d: the engine is not thinking; got %q", round, i, tm.screen.text())
		}
	}
	return clients, terms, slowest
}

// TestLoad: a class of n sessions each thinking at chess: the n+1th is
// refused with the message; once they close, no session and no
// goroutine is left; and a shutdown in the middle of their searches ends
// within 2 s with every game saved. RSS at the peak and after, and the
// slowest first frame, are logged (go test -v).
func TestLoad(t *testing.T) {
	n, think, full := 5, time.Second, false
	if v := os.Getenv(LoadEnv); v != "" {
		var err error
		if n, err = strconv.Atoi(v); err != nil || n < 1 || n > 100 {
			t.Fatalf("%s=%q: a number of sessions from 1 to 100", LoadEnv, v)
		}
		think, full = 10*time.Second, true
	}
	dir := t.TempDir()
	s, addr, logs := testServer(t, Config{StateDir: dir, MaxSessions: n, Options: chessOptions(think)})
	runtime.GC()
	debug.FreeOSMemory()
	rssBefore, goBefore := procStatus("VmRSS"), runtime.NumGoroutine()

	start := time.Now()
	clients, _, slowest := classroom(t, addr, n, "round 1")
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
	if !tm.stderr.waitFor("the server is full", 10*time.Second) {
		t.Errorf("session %d was not refused; stderr %q, screen %q", n+1, tm.stderr.text(), tm.screen.text())
	}
	c.Close()
	// Let the searches run their course (their trees at their largest).
	time.Sleep(think - min(think, time.Since(start)-opened) + 500*time.Millisecond)
	peak := procStatus("VmHWM")
	for _, c := range clients {
		c.Close()
	}
	if !waitUntil(10*time.Second, func() bool { return s.Sessions() == 0 }) {
		t.Fatalf("%d sessions outlived their clients", s.Sessions())
	}
	goAfter := settledGoroutines(goBefore)
	runtime.GC()
	debug.FreeOSMemory()
	rssAfter := procStatus("VmRSS")
	t.Logf("%d sessions (opened in %v, each thinking %v at chess): slowest first frame %v; RSS %d MiB before, %d MiB at the peak (%.1f MiB a session), %d MiB after they closed; goroutines %d before, %d after",
		n, opened.Round(time.Millisecond), think, slowest.Round(time.Millisecond), rssBefore>>10, peak>>10, float64(peak-rssBefore)/1024/float64(n), rssAfter>>10, goBefore, goAfter)
	if goAfter > goBefore {
		t.Errorf("goroutines: %d before the class, %d after", goBefore, goAfter)
	}
	if full && slowest > time.Second {
		t.Errorf("a session's first frame took %v under load", slowest)
	}

	// Round 2: shutdown (what SIGTERM does) in the middle of the searches.
	round2 := time.Now()
	clients, terms, _ := classroom(t, addr, n, "round 2")
	defer func() {
		for _, c := range clients {
			c.Close()
		}
	}()
	stop := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), 1500*time.Millisecond)
	defer cancel()
	if err := s.Shutdown(ctx); err != nil {
		t.Error(err)
	}
	took := time.Since(stop)
	t.Logf("shutdown with %d sessions thinking: %v", n, took.Round(time.Millisecond))
	if took > 2*time.Second {
		t.Errorf("shutdown took %v", took)
	}
	for i := range n {
		path := filepath.Join(dir, "users", userID(nil, fmt.Sprintf("student%02d", i)), "autosave.json")
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
		if !tm.screen.waitFor("the server is shutting down", time.Second) {
			t.Errorf("student %d was not told of the shutdown", i)
		}
	}
	if got := strings.Count(logs.String(), "reason=\"server shutdown\""); got != n {
		t.Errorf("%d sessions logged as ended by the shutdown, want %d:\n%s", got, n, logs)
	}
}
