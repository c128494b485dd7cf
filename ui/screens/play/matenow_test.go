package play

import (
	"strings"
	"testing"
	"time"

	"rollout/engine"
	"rollout/ui/game"
)

// The engine's mate in one is evaluated as the mate it is: its search
// stops at once on the one-move win (the row proven in one ply, no
// iterations), and the evaluation line said nothing and the bar stood
// level after the mate, as if no engine had looked. Once the mate is
// on the board no moves are left to count: the line says so, not "#1"
// (the mate in one it was before the move), and the bar is White's.
func TestEnginesMateInOneShowsTheMate(t *testing.T) {
	o := DefaultOptions()
	o.Variant = "chess"
	o.Position = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"
	o.Sides[0] = game.SideOptions{Engine: engine.Config{Player: "default", Workers: 1, Budget: engine.Budget{Time: time.Second}}}
	o.Sides[1] = game.SideOptions{Human: true}
	m, cmd := newTestModel(t, o, 80, 24, engine.New)
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return play(m).st.Outcome().Over() })
	if !play(m).st.Outcome().Over() {
		t.Fatal("the engine did not mate")
	}
	if e, ok := play(m).evaluation(); !ok || !e.Mated || e.WhiteShare() != 1 {
		t.Errorf("after the engine's mate in one the evaluation is %+v (%v), want the mate on the board", e, ok)
	}
	if !strings.Contains(m.View(), "Eval 1-0: checkmate") {
		t.Errorf("no \"Eval 1-0: checkmate\" after the mate:\n%s", m.View())
	}
}
