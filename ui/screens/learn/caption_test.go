package learn

import (
	"slices"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// The board's caption is folded once, to the column the board is given:
// at 60x20 it was folded to 22 columns and then again by the 14-column
// box around the board, which left a word alone on a row ("plies): O
// wins by" became "plies): O wins" and "by", then "three in a row").
func TestCaptionFoldedToItsColumn(t *testing.T) {
	m := newScreen(t, "", 1, 60, 20)
	m = press(t, m, "enter")
	for m.ph == asking {
		m = press(t, m, digit(wrong(m.sh.q)))
		_, bw := m.boardView(m.Width-minText-2, boardRows(m.bodyHeight()))
		var left []string
		for _, l := range strings.Split(m.View(), "\n") {
			left = append(left, strings.TrimRight(ansi.Truncate(l, bw, ""), " "))
		}
		caption := m.sh.game + ", " + m.sh.side + " to move; best " + m.sh.snap.BestText + " marked"
		if m.showsRollout() {
			caption = m.sh.rolloutNote
		}
		want := wrap(caption, bw)
		found := false
		for i := range left {
			if i+len(want) <= len(left) && slices.Equal(left[i:i+len(want)], want) {
				found = true
			}
		}
		if !found {
			t.Errorf("the caption %q is not folded to the board's %d columns %q:\n%s", caption, bw, want, m.View())
		}
		m = press(t, m, "enter")
	}
}
