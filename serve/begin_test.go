package serve

import (
	"strings"
	"testing"
	"time"
)

// TestClassmateClockWithoutInvitation: a game that opens with no
// invitation's start time (bob mirrors alice's game, choosing classmate
// himself; or bob, invited, starts the game from his own setup naming
// alice) ran alice's clock on her board from its start and held it on
// bob's at its start until her first move. Bob's board now runs it from
// when her board began, and does not say it waits. The clock is 3+2:
// alice's must not run out while bob, on a loaded machine, sets up.
func TestClassmateClockWithoutInvitation(t *testing.T) {
	for _, tc := range []struct {
		name         string
		aliceO, bobX string
	}{
		{name: "mirrored", aliceO: "classmate on this server", bobX: "classmate on this server"},
		{name: "invitee starts it", aliceO: "bob, connected now", bobX: "alice, connected now"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, addr, _ := testServer(t, Config{})
			_, alice := openSetup(t, addr, "alice")
			_, bob := openSetup(t, addr, "bob")
			chooseBy(t, alice, "Clock", "3+2", right)
			choose(t, alice, "O ", tc.aliceO)
			alice.in.Write([]byte(enter))
			// Her clock runs on her board: over a second gone.
			if !waitUntil(func() bool { return clockShows(alice.screen.text(), "X", 2*time.Minute+58*time.Second) }) {
				t.Fatalf("alice's clock does not run: %q", alice.screen.text())
			}
			chooseBy(t, bob, "Clock", "3+2", right)
			choose(t, bob, "X ", tc.bobX)
			chooseBy(t, bob, "O ", "a person at the keyboard", right)
			n := len(bob.screen.text())
			bob.in.Write([]byte(enter))
			if !waitUntil(func() bool { return clockShows(bob.screen.text()[n:], "X", 2*time.Minute+58*time.Second) }) {
				t.Fatalf("alice's clock does not run on bob's board: %q", bob.screen.text()[n:])
			}
			if strings.Contains(bob.screen.text()[n:], "clock held till they come") {
				t.Errorf("bob's board says alice's clock waits: %q", bob.screen.text()[n:])
			}
		})
	}
}

// TestInviterRunsTheInviteesClock: alice invites bob, who moves first
// (X); once he accepts, his clock runs on his board, and alice's board,
// which held it at 1:00 until his first move, runs it too (it looks for
// his board's start each second).
func TestInviterRunsTheInviteesClock(t *testing.T) {
	_, addr, _ := testServer(t, Config{})
	_, alice := openSetup(t, addr, "alice")
	_, bob := openSetup(t, addr, "bob")
	chooseBy(t, alice, "Clock", "1+0", right)
	choose(t, alice, "X ", "bob, connected now")
	chooseBy(t, alice, "O ", "a person at the keyboard", right)
	alice.in.Write([]byte(enter))
	if !bob.screen.waitFor("alice invites you to Tic-tac-toe as X (1+0): ctrl+y yes") {
		t.Fatalf("bob did not see the invitation: %q", bob.screen.text())
	}
	n := len(alice.screen.text())
	bob.in.Write([]byte(ctrlY))
	if !waitUntil(func() bool { return clockShows(alice.screen.text()[n:], "X", 58*time.Second) }) {
		t.Fatalf("bob's clock does not run on alice's board: %q", alice.screen.text()[n:])
	}
}

// TestFirstMoverRunsTheSecondMoversClock: alice (X, moving first)
// invites bob; on her board bob's clock was held at 1:00 until his first
// move came, while his board ran it from her move's arrival. It now
// runs on her board too, from the moment his board started it: her
// move, or his board's opening when he accepts after it (until then it
// is held, and her status says his clock starts on his board).
func TestFirstMoverRunsTheSecondMoversClock(t *testing.T) {
	_, addr, _ := testServer(t, Config{})
	_, alice := openSetup(t, addr, "alice")
	_, bob := openSetup(t, addr, "bob")
	chooseBy(t, alice, "Clock", "1+0", right)
	choose(t, alice, "O ", "bob, connected now")
	alice.in.Write([]byte(enter))
	if !bob.screen.waitFor("alice invites you to Tic-tac-toe as O (1+0): ctrl+y yes") {
		t.Fatalf("bob did not see the invitation: %q", bob.screen.text())
	}
	alice.in.Write([]byte(enter)) // b2, before bob accepts
	if !alice.screen.waitFor("@bob (O) to move first; clock held till they come") {
		t.Fatalf("alice's board does not hold bob's clock before he came: %q", alice.screen.text())
	}
	n := len(alice.screen.text())
	bob.in.Write([]byte(ctrlY))
	if !waitUntil(func() bool { return clockShows(alice.screen.text()[n:], "O", 58*time.Second) }) {
		t.Fatalf("bob's clock does not run on alice's board once he came: %q", alice.screen.text()[n:])
	}
	if !waitUntil(func() bool { return clockShows(bob.screen.text(), "O", 58*time.Second) }) {
		t.Fatalf("bob's clock does not run on his board: %q", bob.screen.text())
	}
}
