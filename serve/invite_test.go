package serve

import (
	"strings"
	"testing"
)

// Control keys as a terminal sends them.
const (
	ctrlY, ctrlN, ctrlO = "\x19", "\x0e", "\x0f"
)

// choose moves the setup screen's focus to the side row label and
// presses left until the row's note says want (the named classmates
// come after every player, so left reaches them first).
func choose(t *testing.T, tm *term, label, want string) {
	t.Helper()
	chooseBy(t, tm, label, want, left)
}

// chooseBy is choose pressing key.
func chooseBy(t *testing.T, tm *term, label, want, key string) {
	t.Helper()
	focus(t, tm, label)
	for range 16 {
		n := len(tm.screen.text())
		tm.in.Write([]byte(key))
		waitUntil(func() bool { return len(tm.screen.text()) > n })
		if strings.Contains(tm.screen.text()[n:], want) {
			return
		}
	}
	t.Fatalf("no %q on the row %s: %q", want, label, tm.screen.text())
}

// TestInvite: alice invites bob by name to a game with a clock, bob
// accepts, their moves reach each other with the mover's clock; carol watches their game and sees the next move; carol
// invites bob, who declines, and carol is told.
func TestInvite(t *testing.T) {
	_, addr, logs := testServer(t, Config{})
	_, alice := openSetup(t, addr, "alice")
	_, bob := openSetup(t, addr, "bob")
	_, carol := openSetup(t, addr, "carol")
	// alice: a 1+0 clock, X human, O bob. The names come once all
	// three are in.
	chooseBy(t, alice, "Clock", "1+0", right)
	choose(t, alice, "O ", "bob, connected now")
	alice.in.Write([]byte(enter))
	if !alice.screen.waitFor("Invited bob") {
		t.Fatalf("alice was not told the invitation went: %q", alice.screen.text())
	}
	if !bob.screen.waitFor("alice invites you to Tic-tac-toe (you move second, clock 1+0)") {
		t.Fatalf("bob did not see the invitation: %q", bob.screen.text())
	}
	bob.in.Write([]byte(ctrlY))
	if !bob.screen.waitFor("X @alice") {
		t.Fatalf("bob's game did not open: %q", bob.screen.text())
	}
	if !alice.screen.waitFor("bob accepted your invitation") {
		t.Fatalf("alice was not told bob accepted: %q", alice.screen.text())
	}
	alice.in.Write([]byte(enter)) // b2
	if !bob.screen.waitFor("alice played b2 (clock 0:") {
		t.Fatalf("bob did not get alice's move: %q", bob.screen.text())
	}
	carol.in.Write([]byte(ctrlO))
	if !carol.screen.waitFor("alice#1") {
		t.Fatalf("carol does not watch their game: %q", carol.screen.text())
	}
	bob.in.Write([]byte(":a1" + enter))
	if !alice.screen.waitFor("bob played a1") || !carol.screen.waitFor("bob played a1") {
		t.Fatalf("bob's move did not reach alice and carol: alice %q, carol %q", alice.screen.text(), carol.screen.text())
	}
	n := len(carol.screen.text())
	carol.in.Write([]byte("\x1b"))
	if !carol.screen.waitFor("Press esc again") {
		t.Fatalf("carol's esc was not read: %q", carol.screen.text()[n:])
	}
	n = len(carol.screen.text())
	carol.in.Write([]byte("\x1b"))
	if !waitUntil(func() bool { return strings.Contains(carol.screen.text()[n:], "set up a game") }) {
		t.Fatalf("carol is not back on the setup screen: %q", carol.screen.text()[n:])
	}
	choose(t, carol, "O ", "bob, connected now")
	carol.in.Write([]byte(enter))
	if !bob.screen.waitFor("carol invites you") {
		t.Fatalf("bob did not see carol's invitation: %q", bob.screen.text())
	}
	bob.in.Write([]byte(ctrlN))
	if !carol.screen.waitFor("bob declined your invitation") {
		t.Fatalf("carol was not told bob declined: %q", carol.screen.text())
	}
	for _, want := range []string{"alice invites bob", "paired", "carol watches alice and bob", "bob declined carol's invitation"} {
		if !strings.Contains(logs.String(), want) {
			t.Errorf("the log has no %q:\n%s", want, logs)
		}
	}
}
