package serve

import (
	"strings"
	"testing"
)

// back leaves tm's game for the setup screen (esc, esc) and resumes it
// (R).
func back(t *testing.T, tm *term) {
	t.Helper()
	n := len(tm.screen.text())
	tm.in.Write([]byte("\x1b"))
	if !tm.screen.waitForSince(n, "Press esc again") {
		t.Fatalf("esc was not read: %q", tail(tm))
	}
	n = len(tm.screen.text())
	tm.in.Write([]byte("\x1b"))
	if !tm.screen.waitForSince(n, "R resumes") {
		t.Fatalf("no game to resume: %q", tail(tm))
	}
	resume(t, tm)
}

// resume presses R on the setup screen and waits for the game.
func resume(t *testing.T, tm *term) {
	t.Helper()
	n := len(tm.screen.text())
	tm.in.Write([]byte("R"))
	if !tm.screen.waitForSince(n, "Resumed") {
		t.Fatalf("the game did not resume: %q", tail(tm))
	}
}

// A student whose connection froze comes back in a second session and
// resumes the game with the classmate there; when the server at last
// drops the old session, the game in the new one plays on. Before, the
// old session's end ended every table of the student's, the new
// session's too: the classmate was told "bob left" while bob played on,
// and the next move reached nobody (MaxSessionsPerUser keeps the old
// session exactly for this: a connection dropped without the server
// knowing yet).
func TestOldSessionEndLeavesTheNewGame(t *testing.T) {
	s, addr, _ := testServer(t, Config{})
	_, alice := openSetup(t, addr, "alice")
	oldConn, oldBob := openSetup(t, addr, "bob")
	roomGame(t, alice, oldBob)
	moveOn(t, alice, oldBob, "alice", "b2")

	// bob's second session resumes the game; alice, told, resumes hers.
	n := len(alice.screen.text())
	_, bob := openSetup(t, addr, "bob")
	if !bob.screen.waitFor("R resumes") {
		t.Fatalf("bob's second session offers no game: %q", tail(bob))
	}
	resume(t, bob)
	if !alice.screen.waitForSince(n, "resume it (R)") {
		t.Fatalf("alice was not told to resume: %q", tail(alice))
	}
	back(t, alice)
	moveOn(t, bob, alice, "bob", "a1")

	// The old session ends; the game goes on.
	n = len(alice.screen.text())
	oldConn.Close()
	if !waitUntil(func() bool { return s.Sessions() == 2 }) {
		t.Fatalf("the old session outlived its connection: %d sessions", s.Sessions())
	}
	moveOn(t, alice, bob, "alice", "c3")
	if text := alice.screen.text()[n:]; strings.Contains(text, "bob left") {
		t.Errorf("alice was told bob left, who plays on: %q", text)
	}
}
