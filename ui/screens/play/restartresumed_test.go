package play

import (
	"testing"

	"rollout/ui/game"
	"rollout/variants"
)

// r after a resumed game starts a new game from the game's start
// position: the new game began with the resumed game's moves
// ("1. e4" played for the person and the engine thinking on it),
// because the resume slot's record was kept as the setup.
func TestRestartAfterResumeStartsAfresh(t *testing.T) {
	const fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"
	for start, moves := range map[string][]string{"": {"e4", "e5"}, fen: {"e3", "Kd7"}} {
		rec, err := variants.Replay(game.Variant("chess"), start, moves)
		if err != nil {
			t.Fatal(err)
		}
		g := resumedGame(t, rec, "fakeB")
		if g.st.Len() != 2 {
			t.Fatalf("resumed with %d moves, want 2", g.st.Len())
		}
		m, _ := press(g, "r", "r")
		if n := play(m).st.Len(); n != 0 {
			t.Errorf("start %q: r after a resume opened a game of %d moves (%s), want none", start, n, play(m).msg)
		}
		if got, want := play(m).st.StartText(), rec.StartText(); got != want {
			t.Errorf("r after a resume starts from %q, want the game's start %q", got, want)
		}
	}
}
