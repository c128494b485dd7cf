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

// A question asked after the hint (X: "Press X again to resign") reads
// after the hint when it comes, and goes as it always does when another
// key answers it no: it stayed, joined to the hint, after the question
// was gone.
func TestHintKeepsALaterQuestionItsEnd(t *testing.T) {
	m := chessVsFake(t)
	m, _ = press(m, ":", "e", "4", "enter")
	m.search, m.players[1] = nil, nil // Black's move comes from the test
	d5, _ := m.st.Position().DecodeMove("d7d5")
	m.play(d5, "", nil)
	m, _ = press(m, "!", "X")
	e4d5, _ := m.st.Position().DecodeMove("e4d5")
	res := engine.Result{Move: e4d5, MoveText: "exd5", Snapshot: engine.Snapshot{Player: engine.DefaultPlayer, Rollouts: 1000}}
	m, _ = send(m, enginerun.DoneMsg{Gen: m.hints.run.Gen, Res: res})
	if !strings.Contains(m.msg, "Hint: exd5") || !strings.Contains(m.msg, "Press X again to resign") {
		t.Fatalf("after the hint came: %q; want the hint, then the question", m.msg)
	}
	m, _ = press(m, "v") // answers the question no
	if strings.Contains(m.msg, "Press X again") || !strings.Contains(m.msg, "Hint: exd5") || m.st.Outcome().Over() {
		t.Fatalf("after v: %q, over %v; want the hint alone, the game going on", m.msg, m.st.Outcome().Over())
	}
}

// A draw offered after a hint of this very position reads the hint's
// judgement, the engine's view being the other side's: it said the
// engine "has not judged the position yet" right after the hint had.
func TestDrawOfferReadsTheHint(t *testing.T) {
	m := chessVsFake(t)
	m, _ = press(m, "!")
	e4, _ := m.st.Position().DecodeMove("e2e4")
	res := engine.Result{Move: e4, MoveText: "e4", Snapshot: engine.Snapshot{Player: engine.DefaultPlayer, Rollouts: 1000,
		Moves: []engine.MoveStats{{Move: e4, Text: "e4", Rollouts: 1000, Mean: -0.6}}}}
	m, _ = send(m, enginerun.DoneMsg{Gen: m.hints.run.Gen, Res: res})
	m, _ = press(m, "=")
	if strings.Contains(m.msg, "not judged") || !strings.Contains(m.msg, "judges itself") {
		t.Fatalf("= after a hint judging the person's best -0.60 said %q, want the engine judging itself better", m.msg)
	}
}
