package serve

import (
	"strings"
	"testing"
)

// resumeIn opens a new session of user, waits until its setup screen
// offers the saved game (R resumes) and resumes it.
func resumeIn(t *testing.T, addr, user string) *term {
	t.Helper()
	_, tm := openSetup(t, addr, user)
	if !tm.screen.waitFor("R resumes") {
		t.Fatalf("%s's new session offers no game: %q", user, tail(tm))
	}
	resume(t, tm)
	return tm
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
// resumes the game with the classmate there, where it goes on; when the
// server at last drops the old session, the game in the new one plays
// on. Before, the
// old session's end ended every table of the student's, the new
// session's too: the classmate was told "bob left" while bob played on,
// and the next move reached nobody (MaxSessionsPerUser keeps the old
// session exactly for this: a connection dropped without the server
// knowing yet).
func TestOldSessionEndLeavesTheNewGame(t *testing.T) {
	s, addr, logs := testServer(t, Config{})
	_, alice := openSetup(t, addr, "alice")
	oldConn, oldBob := openSetup(t, addr, "bob")
	roomGame(t, alice, oldBob)
	moveOn(t, alice, oldBob, "alice", "b2")

	// bob's second session resumes the game and takes over its table
	// (peer.adopt): the game goes on, alice told nothing. Before, she
	// was told "bob started another game" and had to leave her game and
	// resume it too.
	n := len(alice.screen.text())
	bob := resumeIn(t, addr, "bob")
	moveOn(t, bob, alice, "bob", "a1")

	// The old session ends (the resume claimed the game: it is told
	// so, and its connection goes); the game goes on.
	if !oldBob.screen.waitFor("your game went on in your newer session") {
		t.Fatalf("the old session was not told: %q", tail(oldBob))
	}
	oldConn.Close()
	if !waitUntil(func() bool { return s.Sessions() == 2 }) {
		t.Fatalf("the old session outlived its connection: %d sessions", s.Sessions())
	}
	moveOn(t, alice, bob, "alice", "c3")
	if text := alice.screen.text()[n:]; strings.Contains(text, "bob left") || strings.Contains(text, "resume it (R)") {
		t.Errorf("alice was told bob left, who plays on: %q", text)
	}
	if !strings.Contains(logs.String(), "resumed=") {
		t.Errorf("the takeover is not logged:\n%s", logs)
	}
}
