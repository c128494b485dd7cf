package setup

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// An offer to resume that does not fit is cut in its middle: the time it
// was saved stays; one that fits is left alone.
func TestFitOffer(t *testing.T) {
	long := "R resumes: Chess, White to play move 2, White human vs Black default, saved 16:54 CET"
	got := fitOffer(long, 80)
	if ansi.StringWidth(got) > 80 || !strings.HasSuffix(got, "…, saved 16:54 CET") || !strings.HasPrefix(got, "R resumes: Chess, White to play move 2") {
		t.Errorf("fitOffer at 80: %q", got)
	}
	if short := "R resumes: Tic-tac-toe, X to play move 2, X human vs O default, saved 16:54 CET"; fitOffer(short, 80) != short {
		t.Errorf("a line that fits was changed: %q", fitOffer(short, 80))
	}
	if got := fitOffer(long, 25); ansi.StringWidth(got) > 25 {
		t.Errorf("fitOffer at 25 is %d wide: %q", ansi.StringWidth(got), got)
	}
}

// TestFitOfferLastMove: the last move, cut first, goes whole rather
// than leave "last move 1.…", which names no move.
func TestFitOfferLastMove(t *testing.T) {
	text := "R resumes: Chess, White to play move 2, White human vs Black Level 3, last move 1... Nf6, saved 22:13 UTC"
	got := fitOffer(text, 98)
	if want := "R resumes: Chess, White to play move 2, White human vs Black Level 3…, saved 22:13 UTC"; got != want {
		t.Errorf("fitOffer at 98: %q, want %q", got, want)
	}
	if got := fitOffer(text, len(text)); got != text {
		t.Errorf("a line that fits was changed: %q", got)
	}
}
