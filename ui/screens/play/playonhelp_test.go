package play

import (
	"slices"
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/key"

	"rollout/ui/kit"
)

// The full help offered "p play on from here" in every game going on,
// but p plays on only from a move under review: outside one it began a
// move ("move> p   no legal move starts so") or, two engines playing,
// said no move was the person's. The help offers p where p plays on:
// in a review ([ first), as the help line does.
func TestFullHelpOffersPlayOnInAReviewOnly(t *testing.T) {
	offers := func(m Model) bool {
		k := m.helpKeys()
		return slices.ContainsFunc(k.FullHelp(), func(c []key.Binding) bool { return kit.HasKey(c, k.PlayOn) })
	}
	m, cmd := newTestModel(t, gameOpts("chess", "fake"), 100, 30, newFake)
	m = drain(t, m, cmd)
	m, cmd = press(m, ":", "e", "4", "enter")
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 2 })
	if offers(m) {
		t.Error("a game going on, no review: the full help offers p, play on")
	}
	if p, _ := press(m, "p"); !strings.Contains(p.View(), "move> p") {
		t.Fatalf("p outside a review did not begin a move, as the help now has it:\n%s", p.View())
	}
	m, _ = press(m, "[")
	if !offers(m) {
		t.Error("reviewing a game going on: the full help does not offer p, play on")
	}

	m, _ = newTestModel(t, seriesOpts(2), 100, 30, newFake)
	if offers(m) {
		t.Error("two engines' game, no review: the full help offers p, play on")
	}
}
