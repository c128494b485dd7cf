package analysis

import (
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"rollout/engine"
	"rollout/ui/enginerun"
	"rollout/ui/game"
	"rollout/ui/uitest"
)

// A position with a mate in one is evaluated as the mate it is: the
// search stops at once on the one-move win (its row proven in one ply,
// no iterations), and the evaluation line said nothing and the bar
// stood level, as if no engine had looked, beside a table reading
// "#1 wins at once".
func TestAnalysisMateInOneShowsTheMate(t *testing.T) {
	const fen = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"
	env := enginerun.Env{Ctx: t.Context(), Searches: &sync.WaitGroup{}, NewPlayer: engine.New}
	t.Cleanup(env.Searches.Wait)
	rec, err := game.NewRecord(uitest.Position(t, "chess", fen), nil)
	if err != nil {
		t.Fatal(err)
	}
	m, cmd := New(uitest.Common(80, 24), env, game.AnalysisConfig{Rec: rec,
		Engine: engine.Config{Player: "default", Workers: 1, Budget: engine.Budget{Time: time.Second}, Seed: 1}})
	t.Cleanup(m.Close)
	m, _ = uitest.DrainUntil(t, m, cmd, send, func(m Model) bool { return m.Search == nil && m.Live != nil })
	if m.Live == nil || m.Live.BestText != "Qxf7#" {
		t.Fatalf("the search did not find the mate: %+v", m.Live)
	}
	if !strings.Contains(m.View(), "Eval #1 (White)") {
		t.Errorf("no \"Eval #1 (White)\" for the mate in one:\n%s", m.View())
	}
	if _, bar := m.evalBar(); strings.ContainsAny(ansi.Strip(strings.Join(bar, "")), "░.") {
		t.Errorf("the bar is not White's for a mate by White: %q", bar)
	}
}
