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

// backRelay is a classmate who leaves while this board waits for their
// move and comes back: the first wait ends with Left, the next plays
// their move.
type backRelay struct {
	relayFake
	waits int
	left  bool
}

func (b *backRelay) Left() bool { return b.left }

func (b *backRelay) SearchClocks(ctx context.Context, pos variants.Position, clocks [2]engine.Clock, progress chan engine.Snapshot) (engine.Result, time.Duration, error) {
	b.waits++
	b.left = b.waits == 1
	if b.left {
		close(progress)
		return engine.Result{}, 0, errors.New("classmate: alice left; your game is saved, and goes on here when they resume it (R)")
	}
	return b.relayFake.SearchClocks(ctx, pos, clocks, progress)
}

// TestClassmateBackGoesOn: a classmate who left (their connection
// dropped) and resumed the game goes on with it here, with no key
// pressed: the board waits for them again as soon as they left, and
// plays their move when it comes. Before, the wait ended with "alice
// left" and nothing asked again: the person had to leave the game and
// resume it (esc, R) for the two boards to pair.
func TestClassmateBackGoesOn(t *testing.T) {
	m, _ := timedChess(t, variants.TimeControl{Base: time.Minute}, 100, 30)
	back := &backRelay{relayFake: relayFake{Player: m.players[1], left: time.Minute}}
	m.players[1] = back
	m, cmd := press(m, ":", "e", "4", "enter")
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 2 })
	if m.st.Len() != 2 || back.waits != 2 {
		t.Fatalf("%d plies after the classmate came back (%d waits), want their move played; message %q", m.st.Len(), back.waits, m.msg)
	}
}
