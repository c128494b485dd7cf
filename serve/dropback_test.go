package serve

import (
	"strings"
	"testing"

	gossh "golang.org/x/crypto/ssh"
)

// TestDroppedClassmateGoesOn: alice's connection drops in a game with
// bob, once while his board waits for her move and once while he is to
// move; each time she connects again and resumes the game (R, the one
// key her setup screen offers), and the game goes on with bob, who
// presses nothing: his board waits for her again at once, and his move
// made meanwhile reaches her. Before, after a real drop (not a frozen
// connection, whose new session takes over the table) bob had to leave
// the game and resume it too (esc, esc, R).
func TestDroppedClassmateGoesOn(t *testing.T) {
	addr, aliceConn, bob := gameUnderWay(t)

	// alice to move: bob's board waits for her move when she drops.
	n := len(bob.screen.text())
	aliceConn.Close()
	if !bob.screen.waitForSince(n, "alice left; your game is saved, and goes on here when they resume it (R)") {
		t.Fatalf("bob was not told alice left: %q", tail(bob))
	}
	aliceConn, alice := openSetup(t, addr, "alice")
	resume(t, alice)
	moveOn(t, alice, bob, "alice", "c3")

	// bob to move: he moves after she dropped, and she gets the move
	// when she is back.
	n = len(bob.screen.text())
	aliceConn.Close()
	if !bob.screen.waitForSince(n, "alice left") {
		t.Fatalf("bob was not told alice left again: %q", tail(bob))
	}
	bob.in.Write([]byte(":a3" + enter))
	_, alice = openSetup(t, addr, "alice")
	if !alice.screen.waitFor("R resumes") {
		t.Fatalf("alice's setup screen offers no game: %q", tail(alice))
	}
	alice.in.Write([]byte("R")) // bob's move comes at once, over "Resumed"
	if !alice.screen.waitFor("bob played a3") {
		t.Fatalf("bob's move made while alice was away did not reach her: %q\nbob: %q", tail(alice), tail(bob))
	}
	moveOn(t, alice, bob, "alice", "a2")
	if strings.Contains(bob.screen.text(), "Press esc again") {
		t.Errorf("bob's board asked him to leave the game: %q", tail(bob))
	}
}

// TestBackClassmateIsTold: bob, waiting for alice's move when her
// connection dropped, is told when she connects again. His last line
// said "alice left; ... when they resume it (R)" until her next move,
// so he could not tell she was back, nor that the wait was hers.
func TestBackClassmateIsTold(t *testing.T) {
	addr, aliceConn, bob := gameUnderWay(t)
	n := len(bob.screen.text())
	aliceConn.Close()
	if !bob.screen.waitForSince(n, "alice left") {
		t.Fatalf("bob was not told alice left: %q", tail(bob))
	}
	n = len(bob.screen.text())
	_, alice := openSetup(t, addr, "alice")
	if !bob.screen.waitForSince(n, "alice is back: the game goes on when they resume it (R)") {
		t.Fatalf("bob was not told alice is back: %q", tail(bob))
	}
	resume(t, alice)
	moveOn(t, alice, bob, "alice", "c3")
}

// TestBackClassmateIsToldOnTheirTurn: bob, to move when alice's
// connection dropped, is told when she connects again too. Only a board
// waiting in the lobby for her move was told; his, whose move it was,
// said "alice left" until he moved.
func TestBackClassmateIsToldOnTheirTurn(t *testing.T) {
	addr, aliceConn, bob := gameUnderWay(t)
	aliceConn.Close()
	if !bob.screen.waitFor("alice left") {
		t.Fatalf("bob was not told alice left: %q", tail(bob))
	}
	aliceConn, alice := openSetup(t, addr, "alice")
	resume(t, alice)
	moveOn(t, alice, bob, "alice", "c3")

	// bob to move: alice drops and comes back.
	n := len(bob.screen.text())
	aliceConn.Close()
	if !bob.screen.waitForSince(n, "alice left") {
		t.Fatalf("bob was not told alice left again: %q", tail(bob))
	}
	n = len(bob.screen.text())
	_, alice = openSetup(t, addr, "alice")
	if !bob.screen.waitForSince(n, "alice is back: the game goes on when they resume it (R)") {
		t.Fatalf("bob, to move, was not told alice is back: %q", tail(bob))
	}
	resume(t, alice)
	moveOn(t, bob, alice, "bob", "a3")
}

// gameUnderWay starts a server and a game of alice's with bob, two
// moves played, alice to move: the address, alice's connection (to
// drop) and bob's terminal.
func gameUnderWay(t *testing.T) (string, *gossh.Client, *term) {
	t.Helper()
	_, addr, _ := testServer(t, Config{})
	aliceConn, alice := openSetup(t, addr, "alice")
	_, bob := openSetup(t, addr, "bob")
	acceptedInvitation(t, alice, bob)
	moveOn(t, alice, bob, "alice", "b2")
	moveOn(t, bob, alice, "bob", "a1")
	return addr, aliceConn, bob
}
