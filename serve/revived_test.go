package serve

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"rollout/ui"
)

// humanOptions opens every session's setup screen on tic-tac-toe with a
// person on both sides, so a move is saved at once, with no engine to
// wait for.
func humanOptions() ui.Options {
	opts := ui.DefaultOptions()
	for i := range opts.Sides {
		opts.Sides[i] = ui.SideOptions{Human: true}
	}
	return opts
}

// savedMoves is the moves of the game in user's resume slot, as the
// file has them ("b2,a3").
func savedMoves(t *testing.T, dir, user string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, "users", "user-"+user, "autosave.json"))
	if err != nil {
		return "" // not written yet
	}
	var moves []string
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(strings.TrimSpace(line), `"move": "`); ok {
			moves = append(moves, strings.TrimSuffix(strings.TrimSuffix(v, ","), `"`))
		}
	}
	return strings.Join(moves, ",")
}

// start starts the game set up on tm's setup screen.
func start(t *testing.T, tm *term) {
	t.Helper()
	n := len(tm.screen.text())
	tm.in.Write([]byte(enter))
	if !tm.screen.waitForSince(n, "X to move") {
		t.Fatalf("the game did not start: %q", tail(tm))
	}
}

// play types move on tm's board and waits until user's save holds
// want.
func play(t *testing.T, tm *term, dir, user, move, want string) {
	t.Helper()
	tm.in.Write([]byte(":" + move + enter))
	if !waitUntil(func() bool { return savedMoves(t, dir, user) == want }) {
		t.Fatalf("%s: the save holds %q, want %q: %q", move, savedMoves(t, dir, user), want, tail(tm))
	}
}

// resumedElsewhere is bob's game left in one session and resumed in
// another, on a server of humanOptions with the state directory dir:
// bob starts tic-tac-toe and plays b2 and a3 in his first session, old,
// then opens a second, bob, which resumes the game. It returns both.
func resumedElsewhere(t *testing.T, addr, dir string) (old, bob *term) {
	t.Helper()
	_, old = openSetup(t, addr, "bob")
	start(t, old)
	play(t, old, dir, "bob", "b2", "b2")
	play(t, old, dir, "bob", "a3", "b2,a3")
	return old, resumeIn(t, addr, "bob")
}

// TestRevivedSessionCannotOverwriteTheGame: bob's first session froze
// (its ssh client stopped) after two moves; bob opened a second
// session, resumed the game and played on. When the first session came
// back and moved, its older game was written over the newer one in
// autosave.json, and the moves made in the second session were lost.
// Now only the newest session that wrote may write: the second
// session's first write ends the first, which is told why, and
// nothing it sends afterwards changes the save.
func TestRevivedSessionCannotOverwriteTheGame(t *testing.T) {
	dir := t.TempDir()
	s, addr, logs := testServer(t, Config{StateDir: dir, Options: humanOptions()})
	// The first session freezes: it reads and sends nothing. bob comes
	// back in a second session and plays on.
	old, bob := resumedElsewhere(t, addr, dir)
	play(t, bob, dir, "bob", "c3", "b2,a3,c3")
	// The first session wakes and moves: nothing of it reaches the
	// save.
	old.in.Write([]byte(":a1" + enter))
	time.Sleep(time.Second)
	if got := savedMoves(t, dir, "bob"); got != "b2,a3,c3" {
		t.Fatalf("the save holds %q after the first session moved, want the second session's b2,a3,c3", got)
	}
	play(t, bob, dir, "bob", "a1", "b2,a3,c3,a1")
	// The first session is told, and ends.
	if !old.screen.waitFor("your game went on in your newer session") {
		t.Fatalf("the first session was not told it was replaced: %q", tail(old))
	}
	if !waitUntil(func() bool { return s.Sessions() == 1 }) {
		t.Fatalf("%d sessions, want bob's newest alone", s.Sessions())
	}
	if !strings.Contains(logs.String(), `reason="game went on in a newer session"`) {
		t.Errorf("the first session's end is not logged:\n%s", logs)
	}
}

// TestWatchingSessionLeavesTheGame: a second session that writes no
// game (opened to watch, say) ends nobody: the first session plays on
// and saves.
func TestWatchingSessionLeavesTheGame(t *testing.T) {
	dir := t.TempDir()
	s, addr, _ := testServer(t, Config{StateDir: dir, Options: humanOptions()})
	_, first := openSetup(t, addr, "bob")
	start(t, first)
	play(t, first, dir, "bob", "b2", "b2")
	openSetup(t, addr, "bob")
	play(t, first, dir, "bob", "a3", "b2,a3")
	if n := s.Sessions(); n != 2 {
		t.Errorf("%d sessions, want both of bob's", n)
	}
}

// TestResumeClaimsTheGame: the newest session claims the game when it
// resumes it, before its first move. Before, bob's first session,
// revived after the second had resumed but not yet moved, moved and
// wrote its game; the second session's board did not hold that move,
// and its first move wrote over it.
func TestResumeClaimsTheGame(t *testing.T) {
	dir := t.TempDir()
	s, addr, _ := testServer(t, Config{StateDir: dir, Options: humanOptions()})
	old, bob := resumedElsewhere(t, addr, dir)
	if !old.screen.waitFor("your game went on in your newer session") {
		t.Fatalf("the first session was not told at the resume: %q", tail(old))
	}
	if !waitUntil(func() bool { return s.Sessions() == 1 }) {
		t.Fatalf("%d sessions, want bob's newest alone", s.Sessions())
	}
	old.in.Write([]byte(":a1" + enter))
	play(t, bob, dir, "bob", "c3", "b2,a3,c3")
}
