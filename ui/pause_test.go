package ui

import (
	"testing"
	"time"

	"rollout/ui/game"
	"rollout/ui/uitest"
)

// -pause 0 (Options.NoPause) is no pause between two engines' moves; a
// zero Pause alone leaves the game's default (half a second).
func TestNoPause(t *testing.T) {
	for _, tc := range []struct {
		pause   time.Duration
		noPause bool
		want    *time.Duration
	}{
		{0, false, nil},
		{0, true, new(time.Duration)},
		{time.Second, false, func() *time.Duration { d := time.Second; return &d }()},
	} {
		o := DefaultOptions()
		o.Pause, o.NoPause = tc.pause, tc.noPause
		m := newModel(t.Context(), o, plainStyles(), uitest.NewFake)
		got := m.defaults.Prepare(game.GameConfig{}).Pause
		if (got == nil) != (tc.want == nil) || got != nil && *got != *tc.want {
			t.Errorf("Pause %v NoPause %v: game's pause %v, want %v", tc.pause, tc.noPause, got, tc.want)
		}
	}
}
