package play

import (
	"errors"
	"strings"
	"testing"

	"rollout/engine"
)

// r r when the new game's engine cannot start (an external engine gone,
// say) leaves the game being played as it was, its engine still thinking,
// and says why no new game began. Before, the new game replaced it with
// no engine for Black, whose turn then never came: the game stood still,
// and the one played before was gone.
func TestFailedRestartKeepsTheGame(t *testing.T) {
	starts := 0
	newPlayer := func(cfg engine.Config) (engine.Player, error) {
		if starts++; starts > 1 {
			return nil, errors.New("uci: the engine's program is gone")
		}
		return newFake(cfg)
	}
	m, _ := newTestModel(t, gameOpts("chess", "thinker"), 100, 32, newPlayer)
	m, think := press(m, ":", "e", "4", "enter") // the reader of Black's search
	if g := play(m); g.st.Len() != 1 || g.search == nil {
		t.Fatalf("after e4: %d plies, thinking %v", g.st.Len(), g.search != nil)
	}
	m, _ = press(m, "r", "r")
	g := play(m)
	if g.st.Len() != 1 || g.search == nil || g.players[1] == nil {
		t.Fatalf("after a failed r r: %d plies, thinking %v, Black's engine %v; want the game as it was, Black thinking",
			g.st.Len(), g.search != nil, g.players[1] != nil)
	}
	if !strings.Contains(g.msg, "No new game") || !strings.Contains(g.msg, "the engine's program is gone") {
		t.Fatalf("message %q; want why no new game began", g.msg)
	}
	// The game goes on: m plays Black's best so far, then White moves.
	m, _ = press(m, "m")
	m, _ = drainUntil(t, m, think, func(m Model) bool { return m.st.Len() == 2 })
	if m, _ = press(m, ":", "d", "4", "enter"); play(m).st.Len() != 3 {
		t.Fatalf("White could not move after the failed restart: %q", play(m).msg)
	}
}

// The same in a series of two engines: r r during a game whose next
// game's engines cannot start leaves the game playing on to its end
// (the pause before the next move was dropped before the new game was
// tried, and the game stood still).
func TestFailedSeriesRestartKeepsTheGame(t *testing.T) {
	starts := 0
	newPlayer := func(cfg engine.Config) (engine.Player, error) {
		if starts++; starts > 2 {
			return nil, errors.New("uci: the engine's program is gone")
		}
		return newFake(cfg)
	}
	m, cmd := newTestModel(t, seriesOpts(2), 100, 30, newPlayer)
	m, cmd = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 1 && m.auto.Gen != 0 && m.search == nil })
	m, _ = press(m, "r", "r")
	if g := play(m); g.st.Len() != 1 || !strings.Contains(g.msg, "no next game") || !strings.Contains(g.msg, "program is gone") {
		t.Fatalf("after a failed r r: %d plies, message %q; want the game as it was and why", g.st.Len(), g.msg)
	}
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Outcome().Over() })
	if !play(m).st.Outcome().Over() {
		t.Fatalf("the game stood still at %d plies after the failed r r: %q", play(m).st.Len(), play(m).msg)
	}
}
