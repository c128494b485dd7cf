package serve

import (
	"strings"
	"testing"
)

// Keys as a terminal sends them.
const (
	down, left, right, enter = "\x1b[B", "\x1b[D", "\x1b[C", "\r"
)

// focus moves the setup screen's focus down to the field whose label
// starts with label (the focused line is drawn "> LABEL"; the frame
// redraws a changed line, so the last "\n> " of the output is it).
func focus(t *testing.T, tm *term, label string) {
	t.Helper()
	for range 30 {
		text := tm.screen.text()
		if i := strings.LastIndex(text, "\n> "); i >= 0 && strings.HasPrefix(text[i+3:], label) {
			return
		}
		n := len(text)
		tm.in.Write([]byte(down))
		waitUntil(func() bool { return len(tm.screen.text()) > n })
	}
	t.Fatalf("no field %q on the setup screen: %q", label, tm.screen.text())
}

// TestClassmates: two students play tic-tac-toe against each other, each
// choosing "classmate" for the other's side; a move on one board is
// played on the other; move-now is refused; when one drops, the other
// is told at once that the game is saved.
func TestClassmates(t *testing.T) {
	_, addr, logs := testServer(t, Config{})
	aliceClient, alice := openSetup(t, addr, "alice")
	_, bob := openSetup(t, addr, "bob")
	// alice: X human (as given), O classmate; bob: X classmate, O human.
	focus(t, alice, "O ")
	alice.in.Write([]byte(right))
	if !alice.screen.waitFor("classmate on this server") {
		t.Fatalf("alice: no classmate choice: %q", alice.screen.text())
	}
	alice.in.Write([]byte(enter))
	chooseBy(t, bob, "X ", "classmate on this server", left)
	// The named classmates come after "classmate", and then human.
	chooseBy(t, bob, "O ", "a person at the keyboard", right)
	bob.in.Write([]byte(enter))
	if !bob.screen.waitFor("X classmate vs O human") || !alice.screen.waitFor("X human vs O classmate") {
		t.Fatalf("the games did not start: alice %q, bob %q", alice.screen.text(), bob.screen.text())
	}
	alice.in.Write([]byte(enter)) // b2, where the cursor starts
	if !bob.screen.waitFor("alice played b2") {
		t.Fatalf("bob did not get alice's move: %q\nalice: %q\nlogs %s", bob.screen.text(), alice.screen.text()[max(0, len(alice.screen.text())-2500):], logs)
	}
	bob.in.Write([]byte(":a1" + enter))
	if !alice.screen.waitFor("bob played a1") {
		t.Fatalf("alice did not get bob's move: %q", alice.screen.text())
	}
	alice.in.Write([]byte(":c3" + enter))
	if !bob.screen.waitFor("alice played c3") {
		t.Fatalf("bob did not get alice's second move: %q", bob.screen.text())
	}
	alice.in.Write([]byte("m"))
	if !alice.screen.waitFor("Your classmate moves for themselves") {
		t.Errorf("move-now was not refused: %q", alice.screen.text())
	}
	aliceClient.Close() // her connection drops: bob, to move, is told at once
	if !bob.screen.waitFor("Your classmate: alice left; your game is saved") {
		t.Errorf("bob was not told alice left: %q", bob.screen.text())
	}
	if !strings.Contains(logs.String(), "paired") {
		t.Errorf("the pairing is not logged:\n%s", logs)
	}
}
