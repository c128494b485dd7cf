package play

import (
	"context"
	"errors"
	"testing"
	"time"

	"rollout/engine"
	"rollout/variants"
)

// leftRelay is a classmate whose wait ends because they left.
type leftRelay struct{ relayFake }

func (l *leftRelay) SearchClocks(ctx context.Context, pos variants.Position, _ [2]engine.Clock, progress chan engine.Snapshot) (engine.Result, time.Duration, error) {
	if progress != nil {
		close(progress)
	}
	return engine.Result{}, 0, errors.New("classmate: alice left; your game is saved: resume it (R) when you are both back")
}

// A classmate's relay names who it is about itself: the board said
// "@alice (Black): classmate: alice left; ...", the classmate named
// twice. It now says the relay's words alone.
func TestClassmateErrorSaidOnce(t *testing.T) {
	m, _ := timedChess(t, variants.TimeControl{Base: time.Minute}, 100, 30)
	m.players[1] = &leftRelay{relayFake{Player: m.players[1], left: time.Minute}}
	m, cmd := press(m, ":", "e", "4", "enter")
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.search == nil })
	if want := "classmate: alice left; your game is saved: resume it (R) when you are both back"; m.msg != want {
		t.Errorf("the message reads %q, want %q", m.msg, want)
	}
}
