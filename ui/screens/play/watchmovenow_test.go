package play

import (
	"strings"
	"testing"
	"time"

	"rollout/engine"
	"rollout/ui/game"
)

// Two engines' game offers m (move now) on its help line only while an
// engine thinks: once the game was over the line still read "m move
// now", a key that then did nothing.
func TestWatchedGameOffersMoveNowOnlyWhileThinking(t *testing.T) {
	o := gameOpts("tictactoe", "fakeB")
	o.Sides[0] = game.SideOptions{Engine: engine.Config{Player: "fakeA"}}
	o.Pause = time.Millisecond
	m, cmd := newTestModel(t, o, 100, 30, newFake)
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return play(m).st.Outcome().Over() })
	if !play(m).st.Outcome().Over() {
		t.Fatal("the game did not end")
	}
	if v := m.View(); strings.Contains(v, "move now") {
		t.Errorf("the game is over and its help offers move now:\n%s", v)
	}
}
