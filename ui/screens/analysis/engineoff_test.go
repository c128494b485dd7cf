package analysis

import (
	"strings"
	"testing"
)

// An analysis board left open thought without end: on a class server
// every student's open board kept a core busy until the idle timeout.
// Space turns the engine off: the search stops, its table stays under
// "engine off", and no move or step starts another until space turns
// it on again, which starts a search on the position shown.
func TestAnalysisEngineOffAndOn(t *testing.T) {
	a, cmd := newBoard(t, "tictactoe", "thinker", []string{"b2"}, 80, 24)
	a, _ = nextMsg(t, a, cmd)
	if a.Search == nil || a.Live == nil {
		t.Fatal("no first search")
	}
	a, cmd = press(a, " ")
	if a.Search != nil || cmd != nil || a.Live == nil {
		t.Fatalf("space: search %v, cmd %v, table %v; want the search stopped and its table kept", a.Search != nil, cmd != nil, a.Live != nil)
	}
	v := a.View()
	for _, want := range []string{"Engine off", "engine off", "thinker off (space: on)"} {
		if !strings.Contains(v, want) {
			t.Errorf("engine off: no %q on screen:\n%s", want, v)
		}
	}
	// A move and a step start no search while the engine is off.
	a, cmd = press(a, ":", "a", "1", "enter")
	if a.Rec.Len() != 2 || a.Search != nil || cmd != nil || a.Live != nil {
		t.Fatalf("a move with the engine off: %d plies, search %v, cmd %v, table %v", a.Rec.Len(), a.Search != nil, cmd != nil, a.Live != nil)
	}
	a, _ = press(a, "[")
	if a.Search != nil {
		t.Fatal("a step started a search with the engine off")
	}
	if v := a.View(); !strings.Contains(v, "engine off at ply 1 (space: on)") {
		t.Errorf("no engine-off status after the step:\n%s", v)
	}
	a, cmd = press(a, " ")
	if a.Search == nil || cmd == nil {
		t.Fatal("space did not turn the engine on again")
	}
	if a, _ = nextMsg(t, a, cmd); a.Live == nil || !strings.Contains(a.View(), "Engine on") {
		t.Fatalf("the search started again reported nothing:\n%s", a.View())
	}
}
