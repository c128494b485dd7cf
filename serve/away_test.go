package serve

import (
	"testing"
	"time"

	"rollout/ui"
)

// TestAwayWithTheNotice: when alice leaves a game paired with bob's,
// bob's classmate is Away by the time the notice reaches his program,
// so his board stops its clocks as it says the game waits for both
// (before, his clock ran on and his flag fell in a game nobody could
// answer). A classmate who never left is not away.
func TestAwayWithTheNotice(t *testing.T) {
	h, ctx, _ := testHub(t)
	bobsProgram := testMember(h, "b", "bob")
	pos := ticTacToe(t, 4, 0)
	alice, bob, bobWaits := pairedAfterBob(t, h, ctx, pos)
	if bob.Away() || alice.Away() {
		t.Fatal("away while both play")
	}
	alice.Close()
	for {
		var msg any
		select {
		case msg = <-bobsProgram.mail:
		case <-time.After(patience):
			t.Fatal("no notice reached bob's program")
		}
		if _, ok := msg.(ui.NoticeMsg); ok {
			if !bob.Away() {
				t.Error("bob's program was told alice left while his classmate was not away")
			}
			break
		}
	}
	if err := waitErr(t, bobWaits); err == nil {
		t.Error("bob's wait did not end")
	}
}
