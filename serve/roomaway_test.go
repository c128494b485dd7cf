package serve

import "testing"

// roomGame opens a room on alice's board (X human, O a classmate) and
// has bob join it by its code.
func roomGame(t *testing.T, alice, bob *term) {
	t.Helper()
	choose(t, alice, "O ", "classmate on this server")
	alice.in.Write([]byte(enter))
	code := roomCode(t, alice, 0, "Room ")
	bob.in.Write([]byte(ctrlR + code + enter))
	if !alice.screen.waitFor("bob joined your room " + code) {
		t.Fatalf("bob did not join room %s: %q", code, tail(alice))
	}
}

// TestRoomResignationWhileAway: TestResignationWhileAway in a room's
// game (joined by its code, no classmate named): alice's resignation
// made while bob was away ends bob's resumed game. Before, it reached
// only named invitations' games, and bob's board waited for a move of
// hers that could not come.
func TestRoomResignationWhileAway(t *testing.T) {
	_, addr, _ := testServer(t, Config{})
	_, alice := openSetup(t, addr, "alice")
	bobConn, bob := openSetup(t, addr, "bob")
	roomGame(t, alice, bob)
	moveOn(t, alice, bob, "alice", "b2")
	moveOn(t, bob, alice, "bob", "a1")
	moveOn(t, alice, bob, "alice", "a3")
	bobConn.Close()
	if !alice.screen.waitFor("bob left") {
		t.Fatalf("alice was not told bob left: %q", tail(alice))
	}
	alice.in.Write([]byte("XX"))
	if !alice.screen.waitFor("X resigns") {
		t.Fatalf("alice did not resign: %q", tail(alice))
	}
	_, bob = openSetup(t, addr, "bob")
	if !bob.screen.waitFor("R resumes") {
		t.Fatalf("bob's setup screen offers no game to resume: %q", tail(bob))
	}
	bob.in.Write([]byte("R"))
	if !bob.screen.waitFor("X resigns") {
		t.Errorf("bob's resumed room game did not end on alice's resignation: %q", tail(bob))
	}
}

// TestRoomLastMoveWhileAway: TestLastMoveWhileAway in a room's game:
// alice's winning move made while bob was away is played on bob's
// resumed board, which ends the game as hers did.
func TestRoomLastMoveWhileAway(t *testing.T) {
	_, addr, _ := testServer(t, Config{})
	_, alice := openSetup(t, addr, "alice")
	bobConn, bob := openSetup(t, addr, "bob")
	roomGame(t, alice, bob)
	moveOn(t, alice, bob, "alice", "b2")
	moveOn(t, bob, alice, "bob", "a1")
	moveOn(t, alice, bob, "alice", "a3")
	moveOn(t, bob, alice, "bob", "c3")
	bobConn.Close()
	if !alice.screen.waitFor("bob left") {
		t.Fatalf("alice was not told bob left: %q", tail(alice))
	}
	alice.in.Write([]byte(":c1" + enter))
	if !alice.screen.waitFor("X wins by three in a row") {
		t.Fatalf("alice's game did not end: %q", tail(alice))
	}
	_, bob = openSetup(t, addr, "bob")
	if !bob.screen.waitFor("R resumes") {
		t.Fatalf("bob's setup screen offers no game to resume: %q", tail(bob))
	}
	bob.in.Write([]byte("R"))
	if !bob.screen.waitFor("X wins by three in a row") {
		t.Errorf("bob's resumed room game did not get alice's last move: %q", tail(bob))
	}
}
