package ui

import (
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/game"
	"rollout/ui/nav"
	"rollout/variants"
)

// A flag that fell while the person was on the analysis board, where
// their game's clock runs on, ended the game only after esc. The
// board's clock tells the root at once (nav.FlagMsg, behind.Game's
// tick); the root hands it to the game, which ends it as its own tick
// would (lost on time, saved) and tells the board how: the board says
// it, and q then quits at once. So in a study of the game (t).
func TestFlagOverTheGameEndsIt(t *testing.T) {
	for _, open := range []string{"A", "t"} {
		flagOver(t, open)
	}
}

// flagOver plays 1. e4 e5 between two people on a one-second clock,
// opens the screen key opens over the game, and lets White's flag fall
// there.
func flagOver(t *testing.T, open string) {
	t.Helper()
	o := gameOpts("chess", "fake")
	o.Sides[1] = game.SideOptions{Human: true} // two people: no engine's time to wait for
	o.TimeControl = variants.TimeControl{Base: time.Second}
	m, _ := newTestModel(t, o, 100, 32, newFake)
	m, _ = press(m, ":", "e", "4", "enter", ":", "e", "5", "enter") // White's clock runs
	m, cmd := press(m, open)
	if cmd == nil {
		t.Fatalf("%s opened nothing:\n%s", open, m.View())
	}
	if v := m.View(); !strings.Contains(v, "White's game clock runs") {
		t.Fatalf("%s: want the screen saying White's clock runs:\n%s", open, v)
	}
	time.Sleep(1100 * time.Millisecond) // past White's second
	m, cmd = send(m, nav.FlagMsg{})     // what the board's tick sends at 0:00
	if cmd == nil {
		t.Fatal("the game did not answer the flag")
	}
	msg := cmd()
	if b, ok := msg.(tea.BatchMsg); ok {
		for _, c := range b {
			if c != nil {
				if g, ok := c().(nav.GameOverMsg); ok {
					msg = g
				}
			}
		}
	}
	over, ok := msg.(nav.GameOverMsg)
	if !ok {
		t.Fatalf("the game answered %T, want nav.GameOverMsg", msg)
	}
	m, _ = send(m, over)
	v := m.View()
	if onGameChess(v) || !strings.Contains(v, "Game over: White loses on time") {
		t.Fatalf("%s: the screen does not say the game is lost on time:\n%s", open, v)
	}
	if strings.Contains(v, "game clock runs") {
		t.Errorf("the title still says the game's clock runs:\n%s", v)
	}
	if _, cmd := press(m, "q"); !isQuit(cmd) {
		t.Errorf("q over a game that is over asks still")
	}
	m, _ = press(m, "esc")
	if v := m.View(); !onGameChess(v) || !strings.Contains(v, "White loses on time") {
		t.Fatalf("esc: want the game, lost on time:\n%s", v)
	}
}

// onGameChess reports whether v is the chess game screen.
func onGameChess(v string) bool { return strings.HasPrefix(strings.TrimLeft(v, " \n"), "Chess ") }
