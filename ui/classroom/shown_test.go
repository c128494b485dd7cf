package classroom

import (
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"rollout/variants"
)

// TestInvites: the line shows the newest invitation, a newer one from
// the same student replacing theirs; a withdrawal marks only that
// student's, whose line then says why; dropping shows the one before.
func TestInvites(t *testing.T) {
	alice := Invitation{From: "alice", Variant: "tictactoe", Side: variants.First}
	carol := Invitation{From: "carol", Variant: "tictactoe", Side: variants.Second}
	var v Invites
	for _, step := range []struct {
		name string
		do   func(Invites) Invites
		line string
	}{
		{"none", func(v Invites) Invites { return v }, ""},
		{"alice", func(v Invites) Invites { return v.Add(alice) }, "alice invites you to Tic-tac-toe as O: ctrl+y yes, ctrl+n no"},
		{"carol", func(v Invites) Invites { return v.Add(carol) }, "carol invites you to Tic-tac-toe as X: ctrl+y yes, ctrl+n no (1 more)"},
		{"alice withdraws", func(v Invites) Invites { return v.Withdraw("alice", "alice has left that game") }, "carol invites you to Tic-tac-toe as X: ctrl+y yes, ctrl+n no (1 more)"},
		{"carol withdraws", func(v Invites) Invites { return v.Withdraw("carol", "carol's flag fell before you accepted") },
			"carol's invitation is withdrawn: carol's flag fell before you accepted (ctrl+n clears it) (1 more)"},
		{"carol again", func(v Invites) Invites { return v.Add(carol) }, "carol invites you to Tic-tac-toe as X: ctrl+y yes, ctrl+n no (1 more)"},
		{"drop", func(v Invites) Invites { return v.Drop() }, "alice's invitation is withdrawn: alice has left that game (ctrl+n clears it)"},
		{"drop again", func(v Invites) Invites { return v.Drop() }, ""},
		{"drop none", func(v Invites) Invites { return v.Drop() }, ""},
	} {
		before := v.Line()
		next := step.do(v)
		if v.Line() != before {
			t.Errorf("%s changed the Invites it was called on", step.name)
		}
		v = next
		if got := v.Line(); got != step.line {
			t.Errorf("%s: line %q, want %q", step.name, got, step.line)
		}
	}
}

// A narrow invitation line wraps (LineWithin), and it broke the game's
// name at its hyphens: "alice invites you to Tic-" over "tac-toe as
// O:" at 25 columns, "Tic-tac-" over "toe" at 30. Wrapped at any width,
// the name is on one line or, cut where the words take two lines at
// most, on none; a line never starts inside it.
func TestWrappedInvitationKeepsTheGameWhole(t *testing.T) {
	var v Invites
	v = v.Add(Invitation{From: "alice", Variant: "tictactoe", Side: variants.First})
	wrapped := 0
	for width := 1; width <= 80; width++ {
		got := v.LineWithin(width)
		if !strings.Contains(got, "\n") {
			continue
		}
		wrapped++
		for _, l := range strings.Split(got, "\n") {
			if ansi.StringWidth(l) > width {
				t.Errorf("at %d columns %q is wider", width, l)
			}
			if width >= len("Tic-tac-toe") && (strings.Contains(l, "Tic") && !strings.Contains(l, "Tic-tac-toe") ||
				strings.HasPrefix(l, "tac") || strings.HasPrefix(l, "toe")) {
				t.Errorf("at %d columns the game's name is broken: %q", width, got)
				break
			}
		}
	}
	if wrapped == 0 {
		t.Fatal("the line wrapped at no width")
	}
}

// Cut or wrapped, the invitation names its game whole wherever two
// lines hold the words (17 columns and more): beside its keys at 31 to
// 55 columns it was cut to "alice invites you to Tic-t…", "alice i…".
// A line that keeps the keys beside the words still names the game.
func TestNarrowInvitationNamesTheGame(t *testing.T) {
	for _, inv := range []Invitation{
		{From: "alice", Variant: "tictactoe", Side: variants.First},
		{From: "alice", Variant: "chess", TimeControl: variants.TimeControl{Base: 5 * time.Minute, Increment: 3 * time.Second}},
	} {
		var v Invites
		v = v.Add(inv)
		for width := 17; width <= 100; width++ {
			got := v.LineWithin(width)
			if !strings.Contains(strings.ReplaceAll(got, "\n", " "), inv.named()) {
				t.Errorf("at %d columns %q does not name the game (%q)", width, got, inv.named())
			}
			for _, l := range strings.Split(got, "\n") {
				if ansi.StringWidth(l) > width {
					t.Errorf("at %d columns %q is wider", width, l)
				}
			}
		}
	}
}
