package setup

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"rollout/engine"
	"rollout/ui/nav"
)

// The focused row's note that is wider than the room beside its row is
// written whole under the form, wrapped (the default player's summary
// read "the game's strongest measured configuration: uct w" at 80
// columns, and was cut at the form's 80 columns on a wide screen too);
// a note that fits stays beside its row.
func TestLongNoteGoesUnderTheForm(t *testing.T) {
	info, _ := engine.Info(engine.DefaultPlayer)
	for _, w := range []int{40, 80, 120, 220} {
		s := newScreen(t, defaults(), w, 24)
		s.focus = fieldSecond // O, the default player
		view := s.View()
		for _, l := range strings.Split(view, "\n") {
			if ansi.StringWidth(l) > w {
				t.Errorf("width %d: a line of %d columns: %q", w, ansi.StringWidth(l), l)
			}
		}
		if words := strings.Join(strings.Fields(view), " "); !strings.Contains(words, info.Summary) {
			t.Errorf("width %d: the default's note is not whole:\n%s", w, view)
		}
	}
	s := newScreen(t, defaults(), 80, 24)
	s.focus = fieldFirst // X, a person: "a person at the keyboard and mouse"
	if row := rowOf(s.View(), "X "); !strings.HasSuffix(row, "a person at the keyboard and mouse") {
		t.Errorf("a note that fits is not beside its row: %q", row)
	}
}

// On a wide screen the form is centred: an offer to resume is cut to
// what the margin leaves, keeping the time it was saved (at 120 columns
// "..., saved Nov 28" lost its hour at the screen's edge).
func TestOfferKeepsItsTimeWhenCentred(t *testing.T) {
	for _, w := range []int{80, 120, 220} {
		s := newScreen(t, defaults(), w, 40)
		ns, _ := s.Update(nav.ResumeOfferMsg{Previous: "Chess, White to play move 9, White default vs Black default, saved Nov 28 16:29 UTC"})
		view := ns.(Model).View()
		if row := rowOf(view, "P resumes"); !strings.HasSuffix(row, ", saved Nov 28 16:29 UTC") || ansi.StringWidth(row) > w {
			t.Errorf("width %d: the offer reads %q", w, row)
		}
	}
}

// rowOf is the view's first row that starts with prefix (after the
// centred form's margin), its trailing blanks trimmed.
func rowOf(view, prefix string) string {
	for _, l := range strings.Split(view, "\n") {
		if t := strings.TrimLeft(l, " >"); strings.HasPrefix(t, prefix) {
			return strings.TrimRight(l, " ")
		}
	}
	return ""
}

// With the resume offers the help is wider than 80 columns: it goes on
// two lines where the form leaves room, so enter's start and q's quit
// are shown (the one line read "R resume the interrupted game • P
// resume the one before • ↑↓/tab field …", and the screen has no ?).
func TestHelpWithOffersShowsStartAndQuit(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {120, 40}, {60, 20}} {
		s := newScreen(t, defaults(), size[0], size[1])
		ns, _ := s.Update(nav.ResumeOfferMsg{Resume: "Chess, 3 moves", Previous: "Tic-tac-toe, 2 moves"})
		view := ns.(Model).View()
		lines := strings.Split(view, "\n")
		if len(lines) != size[1] {
			t.Errorf("%dx%d: %d lines", size[0], size[1], len(lines))
		}
		tail := strings.Join(lines[len(lines)-2:], " ")
		for _, want := range []string{"R resume", "P resume", "enter start", "q quit"} {
			if !strings.Contains(tail, want) {
				t.Errorf("%dx%d: the help does not show %q:\n%s", size[0], size[1], want, view)
			}
		}
		for _, l := range lines {
			if ansi.StringWidth(l) > size[0] {
				t.Errorf("%dx%d: a line of %d columns: %q", size[0], size[1], ansi.StringWidth(l), l)
			}
		}
	}
}

// A row wider than a narrow screen is cut with "…" (at 30 columns the
// second player's row read "> O              < uct-roulett", the cut
// unseen), focused or not, and no line is wider than the screen.
func TestNarrowRowsEndInAnEllipsis(t *testing.T) {
	for _, f := range []field{fieldSecond, fieldStart} {
		s := newScreen(t, defaults(), 30, 24)
		for i, p := range s.players {
			if p.name == "uct-roulette" {
				s.side[1] = i
			}
		}
		s.focus = f
		view := s.View()
		row := rowOf(view, "O ")
		if !strings.Contains(row, "uct-r") || !strings.HasSuffix(row, "…") || ansi.StringWidth(row) != 30 {
			t.Errorf("focus %d: the row of O, uct-roulette, reads %q (%d columns), want it cut to 30 with …", f, row, ansi.StringWidth(row))
		}
		checkFits(t, s)
	}
}

// The study steps the engine side's player, or uct in the place of one
// with no search to step: the Mode row says so where it does (a study
// of random stepped uct, and only the study screen's title said it).
func TestStudyNoteNamesTheSteppedPlayer(t *testing.T) {
	for _, c := range []struct {
		player string
		want   string
	}{
		{"random", "one search, stepped phase by phase: uct's (random has no search to step)"},
		{"flat", "one search, stepped phase by phase"},
	} {
		s := newScreen(t, defaults(), 120, 30)
		s.side[1] = s.playerIndex(c.player)
		s.study = true
		s.setFocus(fieldMode)
		if got := s.modeNote(); got != c.want {
			t.Errorf("O %s: note %q, want %q", c.player, got, c.want)
		}
		if words := strings.Join(strings.Fields(s.View()), " "); !strings.Contains(words, c.want) {
			t.Errorf("O %s: the screen does not say %q:\n%s", c.player, c.want, s.View())
		}
	}
}
