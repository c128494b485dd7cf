package classline

import (
	"slices"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"rollout/ui/classroom"
	"rollout/variants"
)

// On a narrow screen the invitation's keys stay in sight, whole, on its
// last line: at 40 columns bob read "alice invites you to Tic-tac-toe as
// X: …" and not how to answer it. Beside them the words are cut at a
// word while they still name the game; with fewer columns left they
// wrap above the keys, where the cut read "alice invites yo…" and bob
// could not tell what he was invited to.
func TestInvitationKeysOnANarrowLine(t *testing.T) {
	inv := classroom.Invitation{From: "alice", To: "bob", Variant: "chess"}
	view := strings.TrimSuffix(strings.Repeat("screen\n", 6), "\n")
	for _, c := range []struct {
		name        string
		line        Line
		keys, named string
	}{
		{"invited", (Line{}).Invited(inv), "ctrl+y yes, ctrl+n no", "alice invites you to Chess"},
		{"two", (Line{}).Invited(classroom.Invitation{From: "dave", To: "bob", Variant: "chess"}).Invited(inv),
			"ctrl+y yes, ctrl+n no (1 more)", "alice invites you to Chess"},
		{"withdrawn", (Line{}).Invited(inv).Withdrawn("alice", "alice has left that game"), "(ctrl+n clears it)",
			"alice's invitation is withdrawn"},
	} {
		for _, width := range []int{40, 50, 80} {
			got := strings.Split(c.line.View(view, width, lipgloss.NewStyle()), "\n")
			shown := lineShown(t, c.name, width, got)
			last, read := got[len(got)-1], strings.Join(shown, " ")
			if !strings.HasSuffix(last, c.keys) || !strings.HasPrefix(read, c.named) {
				t.Errorf("%s at %d columns: %q, want it to start %q and end %q", c.name, width, shown, c.named, c.keys)
			}
		}
	}
}

// At any width down to the smallest screen's (setup's 30 columns, and
// below, where a screen says it is too small) the invitation's keys are
// read whole: at 30 columns the line was cut to "alice invites you to
// Tic-tac-…". There the line wraps over the view's last lines, and the
// view keeps its height.
func TestInvitationKeysAtAnyWidth(t *testing.T) {
	inv := classroom.Invitation{From: "alice", To: "bob", Variant: "tictactoe"}
	view := strings.TrimSuffix(strings.Repeat("screen\n", 14), "\n")
	for _, c := range []struct {
		name string
		line Line
		keys string
	}{
		{"invited", (Line{}).Invited(inv), "ctrl+y yes, ctrl+n no"},
		{"two", (Line{}).Invited(classroom.Invitation{From: "dave", To: "bob", Variant: "chess"}).Invited(inv), "ctrl+y yes, ctrl+n no (1 more)"},
		{"withdrawn", (Line{}).Invited(inv).Withdrawn("alice", "alice has left that game"), "(ctrl+n clears it)"},
	} {
		for width := 16; width <= 80; width++ {
			got := strings.Split(c.line.View(view, width, lipgloss.NewStyle()), "\n")
			if len(got) != 14 {
				t.Fatalf("%s at %d columns: %d lines, want the view's 14", c.name, width, len(got))
			}
			shown := lineShown(t, c.name, width, got)
			read := strings.Join(strings.Fields(strings.Join(shown, " ")), " ")
			if !strings.Contains(read, c.keys) || !strings.HasPrefix(read, "alice") {
				t.Errorf("%s at %d columns reads %q, not %q", c.name, width, read, c.keys)
			}
		}
	}
}

// lineShown is what of got, a view of "screen" lines under the class's
// line at width columns, is the line's own; each of got's lines must
// fit the width.
func lineShown(t *testing.T, name string, width int, got []string) []string {
	t.Helper()
	var shown []string
	for _, l := range got {
		if ansi.StringWidth(l) > width {
			t.Errorf("%s at %d columns: %q is wider", name, width, l)
		}
		if l != "screen" {
			shown = append(shown, l)
		}
	}
	return shown
}

// At every width from 31 to 80 columns the invitation reads cleanly: a
// "…" cuts the words after the game's name or its side only, never
// inside a phrase ("alice invites you to Tic-tac-toe as…" at 59
// columns, "…Chess as…" at 53, "alice's invitation is…" at 51), and a
// withdrawn one's reason not at all; no line parts the side from its
// "as" ("Tic-tac-toe as" over "O:" at 35); the game's name is whole on
// a line.
func TestInvitationReadsCleanlyAtAnyWidth(t *testing.T) {
	chess := classroom.Invitation{From: "alice", To: "bob", Variant: "chess",
		TimeControl: variants.TimeControl{Base: 5 * time.Minute, Increment: 3 * time.Second}}
	view := strings.TrimSuffix(strings.Repeat("screen\n", 8), "\n")
	for _, c := range []struct {
		name, game string
		line       Line
		sides      []string // the phrases a "…" may follow
	}{
		{"tic-tac-toe", "Tic-tac-toe", (Line{}).Invited(classroom.Invitation{From: "alice", To: "bob", Variant: "tictactoe"}),
			[]string{"Tic-tac-toe", "as O"}},
		{"connect four", "Connect Four", (Line{}).Invited(classroom.Invitation{From: "alice", To: "bob", Variant: "connect4"}),
			[]string{"Connect Four", "as O"}},
		{"chess on the clock", "Chess", (Line{}).Invited(chess), []string{"Chess", "as Black"}},
		{"two", "Chess", (Line{}).Invited(classroom.Invitation{From: "dave", To: "bob", Variant: "tictactoe"}).Invited(chess),
			[]string{"Chess", "as Black"}},
		{"withdrawn", "Chess", (Line{}).Invited(chess).Withdrawn("alice", "alice has left that game"), nil},
	} {
		for width := 31; width <= 80; width++ {
			got := strings.Split(c.line.View(view, width, lipgloss.NewStyle()), "\n")
			shown := lineShown(t, c.name, width, got)
			whole := false
			for _, l := range shown {
				words, _, cut := strings.Cut(l, "…")
				words = strings.TrimSuffix(strings.TrimSpace(strings.Split(words, ": ctrl+")[0]), ":")
				if f := strings.Fields(words); len(f) > 0 && f[len(f)-1] == "as" {
					t.Errorf("%s at %d columns: %q parts the side from its \"as\"", c.name, width, shown)
				}
				if cut && !slices.ContainsFunc(c.sides, func(s string) bool { return strings.HasSuffix(words, s) }) {
					t.Errorf("%s at %d columns: %q is cut inside a phrase", c.name, width, shown)
				}
				whole = whole || strings.Contains(l, c.game)
			}
			if c.game != "" && c.sides != nil && !whole {
				t.Errorf("%s at %d columns: %q parts the game's name", c.name, width, shown)
			}
		}
	}
}

// A note wider than the line is cut at a word, ending in "…": at 40
// columns ctrl+y with no invitation read "No invitation to answer:
// ctrl+y and ctrl+n a…".
func TestNarrowNoteCutAtAWord(t *testing.T) {
	l, _, _, _ := (Line{}).Key(tea.KeyMsg{Type: tea.KeyCtrlY}, &desk{})
	got := l.View("screen", 40, lipgloss.NewStyle())
	if want := "No invitation to answer: ctrl+y and…"; got != want {
		t.Errorf("the note at 40 columns: %q, want %q", got, want)
	}
}
