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

// TestFitOfferOlderNote: the note of the older games goes before the
// game is cut: kept whole with the time, it left "P resumes the one
// before…", which named no game, at 80 columns.
func TestFitOfferOlderNote(t *testing.T) {
	text := "P resumes the one before: Connect Four, X to play move 3, X human vs O Level 1 (120 iterations), saved 13:00 UTC (1 older kept, offered in turn)"
	want := "P resumes the one before: Connect Four, X to play move 3, X…, saved 13:00 UTC"
	if got := fitOffer(text, 80); got != want {
		t.Errorf("fitOffer at 80: %q, want %q", got, want)
	}
	if got := fitOffer(text, len(text)); got != text {
		t.Errorf("a line that fits was changed: %q", got)
	}
}
