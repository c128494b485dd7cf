package play

import (
	"testing"
	"time"

	"rollout/ui/nav"
	"rollout/variants"
)

// awayFake is a classmate who left the game (rollout serve's peer after
// a drop): Away until they pair again.
type awayFake struct {
	relayFake
	away bool
}

func (a *awayFake) Away() bool { return a.away }

// A classmate who left stops the clocks: the board says "your game is
// saved: resume it (R) when you are both back", and the person's own
// clock ran on until their flag fell, a loss on time in a game nobody
// could answer, while the classmate's saved copy went on.
func TestClassmateAwayStopsTheClocks(t *testing.T) {
	m, advance := timedChess(t, variants.TimeControl{Base: time.Minute}, 80, 24)
	m = begun(t, m)
	away := &awayFake{relayFake: relayFake{Player: m.players[1], left: time.Minute}, away: true}
	m.players[1] = away
	m, _ = send(m, nav.NoticeMsg{Text: "Your classmate: alice left; your game is saved: resume it (R) when you are both back"})
	if _, on := m.st.Clocks().Running(); on {
		t.Fatal("a clock still runs after the classmate left")
	}
	advance(5 * time.Minute)
	m, _ = send(m, clockTickMsg{gen: m.tick.Gen})
	if o := m.st.Outcome(); o.Over() {
		t.Fatalf("the game ended while the classmate was away: %v", o)
	}
	if left := m.st.Clocks().Left(variants.First, m.clockNow()); left < 55*time.Second {
		t.Errorf("White has %v left after the wait, want the minute it had", left)
	}
	away.away = false // they came back
	m, _ = send(m, nav.NoticeMsg{Text: "back"})
	if side, on := m.st.Clocks().Running(); !on || side != variants.First {
		t.Errorf("running %v %v once the classmate is back, want White's clock", side, on)
	}
}
