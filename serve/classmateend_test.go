package serve

import (
	"strings"
	"testing"

	"rollout/engine"
	"rollout/ui/classroom"
)

// invitedGame opens a server with alice and bob on their setup screens;
// alice (X, to move first) invites bob as O to tic-tac-toe, untimed,
// and bob accepts: both boards are open on the game.
func invitedGame(t *testing.T) (alice, bob *term) {
	t.Helper()
	_, addr, _ := testServer(t, Config{})
	_, alice = openSetup(t, addr, "alice")
	_, bob = openSetup(t, addr, "bob")
	acceptedInvitation(t, alice, bob)
	return alice, bob
}

// acceptedInvitation has alice, on her setup screen, invite bob (connected, on his)
// to a game of tic-tac-toe as O, and bob accept it: on return both
// boards show the game, alice (X) to move.
func acceptedInvitation(t *testing.T, alice, bob *term) {
	t.Helper()
	choose(t, alice, "O ", "bob, connected now")
	alice.in.Write([]byte(enter))
	if !bob.screen.waitFor("alice invites you to Tic-tac-toe as O") {
		t.Fatalf("bob did not see the invitation: %q", tail(bob))
	}
	bob.in.Write([]byte(ctrlY))
	if !bob.screen.waitFor("X @alice vs O human") || !alice.screen.waitFor("bob accepted your invitation") {
		t.Fatalf("the invited game did not open: alice %q, bob %q", tail(alice), tail(bob))
	}
}

// tail is the end of a terminal's output, for a failure's message.
func tail(tm *term) string {
	s := tm.screen.text()
	return s[max(0, len(s)-1500):]
}

// moveOn makes the move typed on who's board and waits until the
// other's board has played it ("alice played b2").
func moveOn(t *testing.T, who, other *term, name, move string) {
	t.Helper()
	n := len(other.screen.text())
	who.in.Write([]byte(":" + move + enter))
	want := name + " played " + move
	if !other.screen.waitForSince(n, want) {
		t.Fatalf("%q did not reach the other board: %q", want, tail(other))
	}
}

// TestLastMoveReachesClassmate: alice's move that wins the game (three
// in a row) reaches bob's board, which ends the game as hers did.
// Before, the play screen asked no player for a move once its game was
// over, and that is how a move reaches the other board: bob's board
// said "@alice (X) to move, on their board…" for ever.
func TestLastMoveReachesClassmate(t *testing.T) {
	alice, bob := invitedGame(t)
	aliceWins(t, alice, bob)
}

// aliceWins plays alice's win at three in a row (X b2 a3 c1) on both
// boards.
func aliceWins(t *testing.T, alice, bob *term) {
	t.Helper()
	moveOn(t, alice, bob, "alice", "b2")
	moveOn(t, bob, alice, "bob", "a1")
	moveOn(t, alice, bob, "alice", "a3")
	moveOn(t, bob, alice, "bob", "c3")
	alice.in.Write([]byte(":c1" + enter))
	if !alice.screen.waitFor("X wins by three in a row") {
		t.Fatalf("alice's game did not end: %q", tail(alice))
	}
	if !bob.screen.waitFor("X wins by three in a row") {
		t.Fatalf("bob's board did not get alice's winning move: %q", tail(bob))
	}
}

// rematchOffered plays an invited game alice wins, then alice's r:
// bob's line offers him the new game.
func rematchOffered(t *testing.T) (alice, bob *term) {
	t.Helper()
	alice, bob = invitedGame(t)
	aliceWins(t, alice, bob)
	n := len(bob.screen.text())
	alice.in.Write([]byte("r"))
	if !bob.screen.waitForSince(n, "alice invites you to Tic-tac-toe as O") {
		t.Fatalf("bob's line after alice's r: %q", tail(bob))
	}
	return alice, bob
}

// TestRematchInvitesAgain: after a finished game, r on either board
// invites the classmate again, as the first start did, and the new game
// is played between them. Before, r sent nothing and the new game
// waited for a classmate who was never asked.
func TestRematchInvitesAgain(t *testing.T) {
	alice, bob := rematchOffered(t)
	n := len(alice.screen.text())
	bob.in.Write([]byte(ctrlY))
	if !alice.screen.waitForSince(n, "bob accepted your invitation") {
		t.Fatalf("alice was not told bob accepted: %q", tail(alice))
	}
	moveOn(t, alice, bob, "alice", "b2")
	moveOn(t, bob, alice, "bob", "a1")
	// The invitee's r invites the inviter, to the same game.
	n = len(alice.screen.text())
	bob.in.Write([]byte("rr"))
	if !alice.screen.waitForSince(n, "bob invites you to Tic-tac-toe as X") {
		t.Errorf("alice's line after bob's r: %q", tail(alice))
	}
}

// TestBothRematch: after a game both press r: each invites the other to
// the same game, which needs no answer: neither line offers the other's
// invitation, both are told, and the games pair with the first move.
// Before, each line offered the other's, and accepting it opened a
// third game.
func TestBothRematch(t *testing.T) {
	alice, bob := rematchOffered(t)
	na, nb := len(alice.screen.text()), len(bob.screen.text())
	bob.in.Write([]byte("r"))
	if !waitUntil(func() bool {
		return strings.Contains(bob.screen.text()[nb:], "alice invited you to this game already") &&
			strings.Contains(alice.screen.text()[na:], "bob started the game you invited them to")
	}) {
		t.Fatalf("after both pressed r: alice %q, bob %q", alice.screen.text()[na:], bob.screen.text()[nb:])
	}
	if strings.Contains(alice.screen.text()[na:], "bob invites you") {
		t.Errorf("alice's line offers bob's invitation to her own game: %q", tail(alice))
	}
	moveOn(t, alice, bob, "alice", "b2")
	moveOn(t, bob, alice, "bob", "a1")
}

// TestResignationReachesClassmateToMove: alice resigns while bob is to
// move: his board ends the game at once, as hers did. Before, his board
// ran no search on the table (he was to move), so it heard of it only
// at his next move.
func TestResignationReachesClassmateToMove(t *testing.T) {
	alice, bob := invitedGame(t)
	moveOn(t, alice, bob, "alice", "b2")
	moveOn(t, bob, alice, "bob", "a1") // X X resigns once both have moved
	moveOn(t, alice, bob, "alice", "a3")
	alice.in.Write([]byte("XX"))
	if !alice.screen.waitFor("X resigns") {
		t.Fatalf("alice did not resign: %q", tail(alice))
	}
	if !bob.screen.waitFor("X resigns") {
		t.Errorf("bob's board, his move to make, did not end on alice's resignation: %q", tail(bob))
	}
}

// TestClassmateDraw: a draw offer reaches the classmate's board with the
// keys that answer it; a declined one comes back declined and the game
// goes on; an accepted one ends the game in a draw on both boards and
// on a watcher's, as a resignation does. Before, = said the offer did
// not reach the classmate.
func TestClassmateDraw(t *testing.T) {
	_, addr, _ := testServer(t, Config{})
	_, alice := openSetup(t, addr, "alice")
	_, bob := openSetup(t, addr, "bob")
	_, carol := openSetup(t, addr, "carol")
	acceptedInvitation(t, alice, bob)
	moveOn(t, alice, bob, "alice", "b2")
	moveOn(t, bob, alice, "bob", "a1")
	carol.in.Write([]byte(ctrlO))
	if !carol.screen.waitFor("alice#1") {
		t.Fatalf("carol does not watch their game: %q", tail(carol))
	}
	// alice offers, on her move; bob declines.
	alice.in.Write([]byte("="))
	if !alice.screen.waitFor("Draw offered to bob") {
		t.Fatalf("alice's offer: %q", tail(alice))
	}
	if !bob.screen.waitFor("alice offers a draw: = accepts, D declines") {
		t.Fatalf("bob's board does not show alice's offer: %q", tail(bob))
	}
	bob.in.Write([]byte("D"))
	if !alice.screen.waitFor("bob declined your draw offer: the game goes on") {
		t.Fatalf("alice was not told bob declined: %q", tail(alice))
	}
	// bob offers, on alice's move again after hers and his; alice accepts.
	moveOn(t, alice, bob, "alice", "a3")
	moveOn(t, bob, alice, "bob", "c1")
	bob.in.Write([]byte("="))
	if !alice.screen.waitFor("bob offers a draw: = accepts") {
		t.Fatalf("alice's board does not show bob's offer: %q", tail(alice))
	}
	alice.in.Write([]byte("="))
	for name, tm := range map[string]*term{"alice": alice, "bob": bob, "carol": carol} {
		if !tm.screen.waitFor("Draw agreed") {
			t.Errorf("%s's board did not end in the draw agreed: %q", name, tail(tm))
		}
	}
}

// TestResignationOnTheOtherMoveReachesWatcher: alice resigns while bob
// is to move; carol, watching, sees the game end as the players' boards
// do ("X resigns"). Before, her board said only "the game you watched
// has ended (alice resigned)" and showed no result.
func TestResignationOnTheOtherMoveReachesWatcher(t *testing.T) {
	_, addr, _ := testServer(t, Config{})
	_, alice := openSetup(t, addr, "alice")
	_, bob := openSetup(t, addr, "bob")
	_, carol := openSetup(t, addr, "carol")
	acceptedInvitation(t, alice, bob)
	moveOn(t, alice, bob, "alice", "b2")
	moveOn(t, bob, alice, "bob", "a1")
	carol.in.Write([]byte(ctrlO))
	if !carol.screen.waitFor("alice#1") {
		t.Fatalf("carol does not watch their game: %q", tail(carol))
	}
	moveOn(t, alice, bob, "alice", "a3")
	if !carol.screen.waitFor("alice played a3") {
		t.Fatalf("carol did not see alice's move: %q", tail(carol))
	}
	alice.in.Write([]byte("XX"))
	if !carol.screen.waitFor("X resigns") {
		t.Errorf("carol's board did not end on alice's resignation: %q", tail(carol))
	}
}

// TestDrawOfferToAClassmateAway: a draw offered to a classmate who left
// the game says they left, not that the game ended on their board.
func TestDrawOfferToAClassmateAway(t *testing.T) {
	h, ctx, _ := testHub(t)
	pos := ticTacToe(t, 4, 0)
	alice, bob, _ := pairedAfterBob(t, h, ctx, pos)
	bob.Close()
	err := alice.OfferDraw(pos[2])
	if err == nil || !strings.Contains(err.Error(), "bob left") {
		t.Errorf("alice's offer to bob, who left: %v", err)
	}
}

// TestDrawOfferBeforeBothMoved: a draw offered before the game paired
// (the classmate has not moved yet) says why there is none, and what
// ends such a game.
func TestDrawOfferBeforeBothMoved(t *testing.T) {
	h, _, _ := testHub(t)
	alice := h.newPeer("a", "alice", engine.Config{Player: "@bob"})
	err := alice.OfferDraw(ticTacToe(t, 4)[1])
	if err == nil || !strings.Contains(err.Error(), "before both sides have moved") {
		t.Errorf("alice's offer before bob moved: %v", err)
	}
}

// roomCode is the code of the room the screen's text names last after
// offset n.
func roomCode(t *testing.T, tm *term, n int, prefix string) string {
	t.Helper()
	var code string
	if !waitUntil(func() bool {
		text := tm.screen.text()[n:]
		i := strings.LastIndex(text, prefix)
		if i < 0 || len(text) < i+len(prefix)+classroom.RoomCodeLen {
			return false
		}
		code = text[i+len(prefix) : i+len(prefix)+classroom.RoomCodeLen]
		return true
	}) {
		t.Fatalf("no %q on the screen: %q", prefix, tail(tm))
	}
	return code
}

// TestRoomRematchTellsTheClassmate: after a room's game, the owner's r
// opens a new room and the classmate who played the game is told its
// code, and joins it. Before, only the owner saw the code: the classmate
// was told nothing.
func TestRoomRematchTellsTheClassmate(t *testing.T) {
	_, addr, _ := testServer(t, Config{})
	_, alice := openSetup(t, addr, "alice")
	_, bob := openSetup(t, addr, "bob")
	choose(t, alice, "O ", "classmate on this server")
	alice.in.Write([]byte(enter))
	code := roomCode(t, alice, 0, "Room ")
	bob.in.Write([]byte(ctrlR + code + enter))
	if !alice.screen.waitFor("bob joined your room " + code) {
		t.Fatalf("bob did not join: %q", tail(alice))
	}
	aliceWins(t, alice, bob)
	n := len(bob.screen.text())
	alice.in.Write([]byte("r"))
	again := roomCode(t, bob, n, "alice opened room ")
	bob.in.Write([]byte(ctrlR + again + enter))
	if !alice.screen.waitFor("bob joined your room " + again) {
		t.Fatalf("bob did not join the new room %s: %q", again, tail(alice))
	}
	moveOn(t, alice, bob, "alice", "b2")
}

// pairings are the two ways two students' game starts: a named
// invitation accepted (acceptedInvitation) and a room joined by its
// code, which names no classmate (roomGame).
var pairings = []struct {
	name string
	pair func(t *testing.T, alice, bob *term)
}{{"invitation", acceptedInvitation}, {"room", roomGame}}

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

// endWhileAway pairs alice and bob by pair and plays bob's moves and
// alice's (X: b2, a3, ...; O: a1, c3, ...), then bob drops; alice,
// told he left, ends the game by her keys, which her board answers
// with ends; bob comes back and resumes the game (R): his board must
// end it the same way.
func endWhileAway(t *testing.T, pair func(t *testing.T, alice, bob *term), moves []string, keys, ends string) {
	t.Helper()
	_, addr, _ := testServer(t, Config{})
	_, alice := openSetup(t, addr, "alice")
	bobConn, bob := openSetup(t, addr, "bob")
	pair(t, alice, bob)
	for i, m := range moves {
		if i%2 == 0 {
			moveOn(t, alice, bob, "alice", m)
		} else {
			moveOn(t, bob, alice, "bob", m)
		}
	}
	bobConn.Close()
	if !alice.screen.waitFor("bob left") {
		t.Fatalf("alice was not told bob left: %q", tail(alice))
	}
	alice.in.Write([]byte(keys))
	if !alice.screen.waitFor(ends) {
		t.Fatalf("alice's game did not end (%q): %q", ends, tail(alice))
	}
	_, bob = openSetup(t, addr, "bob")
	if !bob.screen.waitFor("R resumes") {
		t.Fatalf("bob's setup screen offers no game to resume: %q", tail(bob))
	}
	bob.in.Write([]byte("R"))
	if !bob.screen.waitFor(ends) {
		t.Errorf("bob's resumed game did not end as alice's did (%q): %q", ends, tail(bob))
	}
}

// TestResignationWhileAway: bob drops while he is to move; alice
// resigns meanwhile; bob comes back and resumes the game (R): his board
// ends it as hers did, in a game of a named invitation and in a room's
// (which names no classmate). Before, it waited for a move of hers that
// could not come.
func TestResignationWhileAway(t *testing.T) {
	for _, p := range pairings {
		t.Run(p.name, func(t *testing.T) {
			endWhileAway(t, p.pair, []string{"b2", "a1", "a3"}, "XX", "X resigns")
		})
	}
}

// TestLastMoveWhileAway: bob drops while alice is to move; her move
// ends the game (three in a row); bob comes back and resumes the game
// (R): his board plays her move and ends the game as hers did, in an
// invitation's game and in a room's. Before, it waited for that move,
// which no board would send.
func TestLastMoveWhileAway(t *testing.T) {
	for _, p := range pairings {
		t.Run(p.name, func(t *testing.T) {
			endWhileAway(t, p.pair, []string{"b2", "a1", "a3", "c3"}, ":c1"+enter, "X wins by three in a row")
		})
	}
}
