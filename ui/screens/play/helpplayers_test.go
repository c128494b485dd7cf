package play

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"rollout/ui/game"
	"rollout/variants"
)

// A game saved here names an engine in its tags with every part of
// knowledge; the review's title reads it short ("Level 2 (200
// iterations)"), and the whole description was then shown nowhere. The
// review's ? help has it, on one of its pages at 80x24, every row
// within the screen.
func TestReviewHelpNamesWholePlayers(t *testing.T) {
	rec := variants.RecordFrom(game.Variant("tictactoe").Start())
	if err := rec.Play(rec.Legal()[4], "", nil); err != nil {
		t.Fatal(err)
	}
	const tag = "level2:default 200 iterations, light policy, eval k=0, minimax a=0.5, priors w=1, widening k=1.25 a=0.5"
	rec.SetTags(map[string]string{"White": "Carlsen, Magnus", "Black": tag})
	o := gameOpts("tictactoe", "fake")
	o.Screen, o.Record = ScreenReview, rec
	m, _ := newTestModel(t, o, 80, 24, newFake)
	found := false
	for range 6 { // ? opens the help and turns its pages
		m, _ = press(m, "?")
		view := ansi.Strip(m.View())
		lines := strings.Split(view, "\n")
		if len(lines) > 24 {
			t.Fatalf("the help is %d rows high:\n%s", len(lines), view)
		}
		for i, l := range lines {
			if w := ansi.StringWidth(l); w > 80 {
				t.Fatalf("row %d is %d columns wide: %q", i, w, l)
			}
			lines[i] = strings.TrimSpace(l)
		}
		if strings.Contains(strings.Join(strings.Fields(strings.Join(lines, " ")), " "), "O "+tag) {
			found = true
			break
		}
	}
	if !found {
		t.Errorf("no page of the review's help names O as the file does: %q", tag)
	}
}
