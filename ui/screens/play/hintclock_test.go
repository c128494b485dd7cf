package play

import (
	"testing"
	"time"

	"rollout/variants"
)

// A hint on a clock thinks at most a quarter of the person's time left:
// with 0.8 s on White's clock, its second of thought ran the clock out
// and the game was lost on time before the hint was said.
func TestHintOnAShortClock(t *testing.T) {
	m, advance := timedChess(t, variants.TimeControl{Base: time.Minute}, 80, 24)
	m = begun(t, m)
	if got := m.hintTime(variants.First); got != hintBudget {
		t.Errorf("with a minute left the hint thinks %v, want %v", got, hintBudget)
	}
	advance(59*time.Second + 200*time.Millisecond) // 0.8 s left
	if got := m.hintTime(variants.First); got > 200*time.Millisecond || got <= 0 {
		t.Errorf("with 0.8 s left the hint thinks %v, want at most 0.2 s", got)
	}
	m, _ = press(m, "!")
	if m.hints == nil || m.hints.player == nil {
		t.Fatal("! started no hint")
	}
	if got := m.hints.player.Config().Budget.Time; got > 200*time.Millisecond {
		t.Errorf("the hint's player thinks %v, want at most 0.2 s", got)
	}
}
