package statusbar

import (
	"math"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"rollout/engine"
	"rollout/ui/kit"
)

// progressLine is a search's progress as the screens pass it: the
// engine's status line in Roller's format, seconds | thousands of
// rollouts | thousands of rollouts a second | best move so far.
func progressLine(t *testing.T) string {
	t.Helper()
	s := engine.Snapshot{Elapsed: 4510 * time.Millisecond, Rollouts: 21_170, Rate: 4_690, BestText: "b2"}
	line := s.StatusLine()
	if want := "4.51 s | 21.17 kr | 4.69 kr/s | b2"; line != want {
		t.Fatalf("the progress line is %q, want %q", line, want)
	}
	return line
}

// bar returns the progress bar at the end of a status line (what
// follows the text and its two spaces) and the share of it filled.
func bar(line, text string) (string, float64) {
	b, ok := strings.CutPrefix(line, text+"  ")
	if !ok || b == "" {
		return "", 0
	}
	return b, float64(strings.Count(b, "#")) / float64(ansi.StringWidth(b))
}

// The status bar measures its fixed part, the text, and gives the bar
// what is left beyond two spaces, at most 40 columns and only when at
// least 10 are left; the text is cut to the width, never wrapped.
func TestView(t *testing.T) {
	st := kit.NewStyles(false, true) // plain: the bar is drawn with # and -
	text := progressLine(t)          // 35 columns
	n := ansi.StringWidth(text)
	for _, tt := range []struct {
		name     string
		width    int
		pct      float64
		wantBar  int // the bar's columns; 0 for none
		wantFill float64
	}{
		{"a wide line caps the bar at 40", 120, 0.5, 40, 0.5},
		{"the bar takes what the text leaves", n + 2 + 13, 0.25, 13, 0.25},
		{"ten columns left draw a bar", n + 2 + 10, 1, 10, 1},
		{"nine columns left draw none", n + 2 + 9, 0.5, 0, 0},
		{"an unbounded search has no bar", 120, -1, 0, 0},
		{"past the budget the bar is full", 120, 1.7, 40, 1},
		{"no time used, an empty bar", 120, 0, 40, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := New(&st)
			s.SetSize(tt.width)
			line := s.View(text, tt.pct)
			if !strings.HasPrefix(line, text) {
				t.Fatalf("the text is not kept whole: %q", line)
			}
			if w := ansi.StringWidth(line); w > tt.width {
				t.Errorf("%d columns wide at width %d: %q", w, tt.width, line)
			}
			b, fill := bar(line, text)
			if got := ansi.StringWidth(b); got != tt.wantBar {
				t.Errorf("a bar of %d columns, want %d: %q", got, tt.wantBar, line)
			}
			if tt.wantBar > 0 && math.Abs(fill-tt.wantFill) > 1/float64(tt.wantBar) {
				t.Errorf("the bar is %.2f filled, want %.2f: %q", fill, tt.wantFill, b)
			}
			if tt.wantBar == 0 && line != text {
				t.Errorf("no room for a bar, yet the line is %q", line)
			}
		})
	}
}

// A text wider than the line is cut to the width at a word, with an
// ellipsis (kit.FitLine: cut mid-word, "4.51 s | 21.1…" named a figure
// the search did not reach), and no bar is drawn; a bar of no width
// draws nothing.
func TestViewTruncates(t *testing.T) {
	st := kit.NewStyles(false, true)
	text := progressLine(t)
	for _, w := range []int{1, 10, 20, 33, len(text) - 1} {
		s := New(&st)
		s.SetSize(w)
		line := s.View(text, 0.5)
		if got := ansi.StringWidth(line); got > w {
			t.Errorf("width %d: the line is %d columns: %q", w, got, line)
		}
		head, ok := strings.CutSuffix(line, "…")
		if !ok || !strings.HasPrefix(text, head) || w > 1 && !strings.HasPrefix(text[len(head):], " ") {
			t.Errorf("width %d: %q is not the text cut at a word with an ellipsis", w, line)
		}
	}
	s := New(&st)
	if line := s.View(text, 0.5); line != "" {
		t.Errorf("before SetSize the bar draws %q", line)
	}
	s.SetSize(len(text))
	if line := s.View(text, 0.5); line != text {
		t.Errorf("at the text's own width: %q, want the text alone", line)
	}
}

// In colour the bar is drawn with escape codes, which take no columns:
// the line is as wide as in plain.
func TestViewColourTakesNoColumns(t *testing.T) {
	plain, colour := kit.NewStyles(false, true), kit.NewStyles(true, true)
	text := progressLine(t)
	p, c := New(&plain), New(&colour)
	p.SetSize(80)
	c.SetSize(80)
	if pw, cw := ansi.StringWidth(p.View(text, 0.3)), ansi.StringWidth(c.View(text, 0.3)); pw != cw || cw > 80 {
		t.Errorf("plain %d columns, colour %d, at width 80", pw, cw)
	}
}

// At 80 columns a long status line (the default player names its parts)
// is cut to leave a bounded search's bar its ten columns: issue 26's
// "the budget's progress bar is gone at 80 columns".
func TestViewKeepsTheBarAt80(t *testing.T) {
	st := kit.NewStyles(false, true)
	text := "default (Black) thinking: 1.93 s | 101.53 kr | 52.50 kr/s | Nc6 | light policy, eval estimator k=4"
	s := New(&st)
	s.SetSize(80)
	line := s.View(text, 0.4)
	if w := ansi.StringWidth(line); w != 80 {
		t.Errorf("%d columns: %q", w, line)
	}
	if !strings.Contains(line, "…  ") || strings.Count(line, "#")+strings.Count(line, "-") < 10 {
		t.Errorf("no bar of ten columns after the cut text: %q", line)
	}
	if line := s.View(text, -1); !strings.HasSuffix(line, "light policy…") || ansi.StringWidth(line) > 80 {
		t.Errorf("an unbounded search's text takes the whole line: %q", line)
	}
}

// A cut just after a "…" of the text's own keeps one: a classmate's wait
// at 40 columns read "@bob (X) to move first, on their board……".
func TestViewCutsAfterAnEllipsisOnce(t *testing.T) {
	st := kit.NewStyles(false, true)
	text := "@bob (X) to move first, on their board… (X aborts, esc leaves)"
	for w := 35; w <= 45; w++ {
		s := New(&st)
		s.SetSize(w)
		line := s.View(text, -1)
		if strings.Contains(line, "……") || ansi.StringWidth(line) > w || !strings.HasSuffix(line, "…") {
			t.Errorf("width %d: %q", w, line)
		}
	}
}
