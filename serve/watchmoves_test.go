package serve

import (
	"strings"
	"testing"
)

// TestWatchOpensWithTheMovesSoFar: carol opens alice and bob's game
// after three moves: her board's move list shows them at once. Before,
// it opened on the position alone, its move list "(none yet)" until
// the next move, and that move was numbered 1.
func TestWatchOpensWithTheMovesSoFar(t *testing.T) {
	_, addr, _ := testServer(t, Config{})
	_, alice := openSetup(t, addr, "alice")
	_, bob := openSetup(t, addr, "bob")
	_, carol := openSetup(t, addr, "carol")
	roomGame(t, alice, bob)
	moveOn(t, alice, bob, "alice", "b2")
	moveOn(t, bob, alice, "bob", "a1")
	moveOn(t, alice, bob, "alice", "c3")
	n := len(carol.screen.text())
	carol.in.Write([]byte(ctrlO))
	if !carol.screen.waitForSince(n, "bob#1 (O) to move, on their board") {
		t.Fatalf("carol's watch did not open: %q", tail(carol))
	}
	if !carol.screen.waitForSince(n, "2. c3") {
		t.Errorf("carol's board does not show the moves so far: %q", tail(carol))
	}
	if text := carol.screen.text()[n:]; strings.Contains(text, "(none yet)") {
		t.Errorf("carol's board opened with no moves: %q", tail(carol))
	}
	// The next move comes as before.
	n = len(carol.screen.text())
	moveOn(t, bob, alice, "bob", "a3")
	if !carol.screen.waitForSince(n, "bob played a3") {
		t.Errorf("carol's board did not get bob's next move: %q", tail(carol))
	}
}
