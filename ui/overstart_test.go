package ui

import (
	"strings"
	"testing"

	"rollout/ui/nav"
)

// -fen (or -moves) naming a position already over opened the game
// already over ("Game over: X wins by three in a row") and saved it as
// a PGN. The command line's game and study now stay on the setup
// screen with the reason, in the mode asked for; -mode analyse still
// shows the position.
func TestCommandLineRefusesAFinishedPosition(t *testing.T) {
	for _, c := range []struct {
		screen Screen
		opens  bool
	}{
		{ScreenGame, false}, {ScreenStudy, false}, {ScreenAnalysis, true},
	} {
		o := gameOpts("tictactoe", "fake")
		o.Screen, o.Moves = c.screen, []string{"a1", "b1", "a2", "b2", "a3"}
		m, _ := newTestModel(t, o, 80, 24, newFake)
		if c.opens {
			if m.active != nav.Analysis {
				t.Fatalf("screen %v: want the analysis board on the position:\n%s", c.screen, m.View())
			}
			continue
		}
		if !onSetup(m) || !strings.Contains(m.View(), "already over (X wins by three in a row)") {
			t.Fatalf("screen %v: want the setup screen saying the position is over:\n%s", c.screen, m.View())
		}
		if strings.Contains(m.View(), "ui: ") {
			t.Errorf("screen %v: the setup screen's reason names a package:\n%s", c.screen, m.View())
		}
		if m.screens[nav.Game] != nil || m.screens[nav.Study] != nil {
			t.Fatalf("screen %v: a screen was opened", c.screen)
		}
		// The Mode row is the mode asked for, so the position corrected
		// opens it: -mode study's setup read "Mode play", and enter
		// then started a game.
		if want := map[Screen]string{ScreenGame: "play", ScreenStudy: "study"}[c.screen]; setupMode(m) != want {
			t.Errorf("screen %v: the setup screen shows mode %q, want %q", c.screen, setupMode(m), want)
		}
	}
}
