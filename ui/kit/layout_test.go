package kit

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"
)

// TestTooSmallView checks the note every screen shows below its least
// size: it fills the terminal exactly, no line wider, and names the
// dimension that is short, needed and had ("need 16 rows, have 15"),
// or, in a terminal too narrow for that, both sizes cut to the width.
// The frame of tic-tac-toe's play screen (it needs 32x10) at 24x8 is
// compared with testdata/TestTooSmallView/too_small.golden; regenerate
// with
//
//	go test ./ui/kit -run TestTooSmallView -update
//
// only where the note's change is intended.
func TestTooSmallView(t *testing.T) {
	for _, tt := range []struct {
		name               string
		w, h, needW, needH int
		want, not          []string // not: what a note of one short dimension must not say
	}{
		{"too_small", 24, 8, 32, 10, []string{"Terminal too small", "need 32 columns, have 24", "need 10 rows, have 8"}, nil},
		// "Terminal too small" cut to 10 columns read "Terminal t".
		{"narrow", 10, 5, 40, 14, []string{"Too small", "need 40x14", "have 10x5"}, []string{"Terminal"}},
		{"short", 40, 2, 40, 14, []string{"Terminal too small", "need 14 rows, have 2"}, []string{"columns"}},
		{"only_short", 50, 15, 32, 16, []string{"Terminal too small", "need 16 rows, have 15"}, []string{"columns", "32x16", "50x15"}},
		{"only_narrow", 30, 20, 32, 16, []string{"Terminal too small", "need 32 columns, have 30"}, []string{"rows", "32x16", "30x20"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			v := TooSmallView(tt.w, tt.h, tt.needW, tt.needH)
			checkTooSmall(t, v, tt.w, tt.h, tt.want, tt.not)
			if tt.name == "too_small" {
				golden.RequireEqual(t, []byte(v))
			}
		})
	}
}

// The note with a question (the play screen's q asked on a terminal too
// small for the board, where q acts): the question is read whole under
// the sizes where the rows allow, and kept under "Terminal too small"
// where they do not; the note still fills the terminal exactly.
func TestTooSmallAsking(t *testing.T) {
	const q = "Press q again to quit; the game is saved (R on the setup screen resumes it)"
	for _, tt := range []struct {
		name               string
		w, h, needW, needH int
		want, not          []string
	}{
		{"roomy", 50, 15, 32, 16, []string{"Terminal too small", "need 16 rows, have 15", "Press q again to quit; the game is saved (R on the", "setup screen resumes it)"}, nil},
		{"narrow", 20, 10, 32, 16, []string{"Terminal too small", "Press q again to", "setup screen resumes"}, nil},
		{"short", 60, 3, 32, 16, []string{"Terminal too small", "Press q again to quit"}, []string{"need"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			v := TooSmallAsking(tt.w, tt.h, tt.needW, tt.needH, q)
			checkTooSmall(t, v, tt.w, tt.h, tt.want, tt.not)
		})
	}
	if TooSmallAsking(24, 8, 32, 10, "") != TooSmallView(24, 8, 32, 10) {
		t.Error("no question: not the plain note")
	}
}

// checkTooSmall checks a too-small note v for a terminal of w by h: it
// fills the terminal's rows exactly, no line is wider, and it says each
// of want and none of not.
func checkTooSmall(t *testing.T, v string, w, h int, want, not []string) {
	t.Helper()
	lines := strings.Split(v, "\n")
	if len(lines) != h {
		t.Errorf("%d lines, want %d:\n%s", len(lines), h, v)
	}
	for i, l := range lines {
		if lw := ansi.StringWidth(l); lw > w {
			t.Errorf("line %d is %d wide, the terminal %d: %q", i, lw, w, l)
		}
	}
	for _, s := range want {
		if !strings.Contains(v, s) {
			t.Errorf("no %q in:\n%s", s, v)
		}
	}
	for _, s := range not {
		if strings.Contains(v, s) {
			t.Errorf("%q in:\n%s", s, v)
		}
	}
}
