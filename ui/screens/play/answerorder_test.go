package play

import (
	"strings"
	"testing"

	"rollout/engine"
	"rollout/ui/enginerun"
)

// Answers are shown in the order asked and each stays until the next
// key: a hint (!) still searching when = was answered replaced the
// draw's answer when it came ("Hint: e4 (...)" alone). The hint now
// comes before the later answer, which stays; with no key between them
// it replaces its own "looking for a move".
func TestHintKeepsALaterAnswer(t *testing.T) {
	m := chessVsFake(t)
	m, _ = press(m, "!", "=")
	draw := m.msg
	if !strings.Contains(draw, "declines the draw") {
		t.Fatalf("= said %q", draw)
	}
	e4, _ := m.st.Position().DecodeMove("e2e4")
	res := engine.Result{Move: e4, MoveText: "e4", Snapshot: engine.Snapshot{Player: engine.DefaultPlayer, Rollouts: 1000}}
	m, _ = send(m, enginerun.DoneMsg{Gen: m.hints.run.Gen, Res: res})
	hint := "Hint: e4 (default's best after 1k iterations)"
	if i, j := strings.Index(m.msg, hint), strings.Index(m.msg, draw); i < 0 || j < i {
		t.Fatalf("after the hint came: %q; want %q, then the draw's answer %q", m.msg, hint, draw)
	}
	if v := m.View(); !strings.Contains(v, "not judged the position yet") || !strings.Contains(v, "Hint: e4") {
		t.Fatalf("both answers are not on screen:\n%s", v)
	}

	// Nothing asked between: the hint replaces its search's note.
	m = chessVsFake(t)
	m, _ = press(m, "!")
	m, _ = send(m, enginerun.DoneMsg{Gen: m.hints.run.Gen, Res: res})
	if !strings.HasPrefix(m.msg, hint) || strings.Contains(m.msg, "looking for a move") {
		t.Fatalf("the hint alone: %q", m.msg)
	}
}
