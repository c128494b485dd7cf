package serve

import (
	"testing"

	"rollout/ui/classroom"
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
		msg, ok := bobsProgram.mail.takeWithin(patience)
		if !ok {
			t.Fatal("no notice reached bob's program")
		}
		if _, ok := msg.(classroom.NoticeMsg); ok {
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

// TestNoResumeNoticeAfterResignation: a game that ended on a
// resignation has nothing to resume: alice starting another game after
// bob resigned told bob "your game is saved: resume it (R) when you are
// both back".
func TestNoResumeNoticeAfterResignation(t *testing.T) {
	h, ctx, _ := testHub(t)
	bobsProgram := testMember(h, "b", "bob")
	pos := ticTacToe(t, 4, 0)
	alice, _, bobWaits := pairedAfterBob(t, h, ctx, pos)
	alice.TellResign()
	if err := waitErr(t, bobWaits); err == nil {
		t.Fatal("bob's wait did not end on the resignation")
	}
	h.leftTables("a", "alice started another game") // sends its notices before it returns
	for {
		msg, ok := bobsProgram.mail.takeWithin(0)
		if !ok {
			break
		}
		if n, ok := msg.(classroom.NoticeMsg); ok {
			t.Fatalf("bob was told %q after a resigned game", n.Text)
		}
	}
}
