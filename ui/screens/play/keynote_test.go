package play

import (
	"strings"
	"testing"
	"time"

	"rollout/engine"
	"rollout/ui/game"
)

// Between two fast engines a key's answer ("No flip: ...") was cleared
// by the next move, before it could be read; it now stays keyNoteFor
// (on the clocks' time, a fake one here), then the next move clears it.
// In a person's game a move clears it at once, as before.
func TestKeyAnswerOutlivesTheNextMove(t *testing.T) {
	for _, tt := range []struct {
		name string
		both bool
	}{{"two engines", true}, {"a person", false}} {
		o := gameOpts("connect4", "fake")
		if tt.both {
			o.Sides[0] = game.SideOptions{Engine: engine.Config{Player: "fake", Budget: engine.Budget{Time: time.Second}}}
		}
		m, _ := newTestModel(t, o, 80, 24, newFake)
		now := time.Now()
		m.now = func() time.Time { return now }
		m.cancelSearch() // the moves below are played here, not searched
		m, _ = press(m, "v")
		said := play(m).msg
		if !strings.HasPrefix(said, "No flip") {
			t.Fatalf("%s: v said %q", tt.name, said)
		}
		move := func() string {
			now = now.Add(keyNoteFor / 2)
			g := play(m)
			g.play(g.st.Legal()[0], "", nil)
			m = *g
			return m.msg
		}
		if got := move(); tt.both && got != said || !tt.both && got != "" {
			t.Errorf("%s: after a move at once, the message is %q", tt.name, got)
		}
		move()
		if got := move(); got != "" {
			t.Errorf("%s: %v after the key, a move kept %q", tt.name, keyNoteFor*3/2, got)
		}
	}
}
