package classroom

import (
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"rollout/ui/game"
	"rollout/ui/kit"
)

// WithdrawnMsg says the invitations from the student From can no longer
// be accepted, and why ("alice has left that game"): the person's last
// line says so at once, rather than when they answer.
type WithdrawnMsg struct{ From, Why string }

// SettledMsg says the invitation from the student From needs no answer:
// the person's own game is the one it invites them to (each invited the
// other to it, as after a game both pressed r), and the two pair with
// its first move. The line stops offering it.
type SettledMsg struct{ From string }

// Invites are the invitations a student's program shows on its last
// line, the newest last: each until it is answered, and a withdrawn one
// saying why until it is cleared.
type Invites struct{ shown []shown }

// shown is one invitation on the line, and why it was withdrawn ("" if
// it was not).
type shown struct {
	inv       Invitation
	withdrawn string
}

// Add shows inv, in place of any invitation from the same student (a
// newer one replaces theirs, withdrawn or not).
func (v Invites) Add(inv Invitation) Invites {
	kept := make([]shown, 0, len(v.shown)+1)
	for _, s := range v.shown {
		if s.inv.From != inv.From {
			kept = append(kept, s)
		}
	}
	return Invites{append(kept, shown{inv: inv})}
}

// Withdraw marks the invitation from the student from, if one is shown,
// as withdrawn for why.
func (v Invites) Withdraw(from, why string) Invites {
	kept := make([]shown, len(v.shown))
	copy(kept, v.shown)
	for i := range kept {
		if kept[i].inv.From == from {
			kept[i].withdrawn = why
		}
	}
	return Invites{kept}
}

// Settle takes the invitation from the student from off the line.
func (v Invites) Settle(from string) Invites {
	kept := make([]shown, 0, len(v.shown))
	for _, s := range v.shown {
		if s.inv.From != from {
			kept = append(kept, s)
		}
	}
	return Invites{kept}
}

// Mirrors reports whether inv and other invite each other to the same
// game: the same game, position, moves and clock, the sides the other
// way round, each from the other's invitee.
func (inv Invitation) Mirrors(other Invitation) bool {
	return inv.From == other.To && inv.To == other.From && inv.Variant == other.Variant && inv.start() == other.start() &&
		slices.Equal(inv.Moves, other.Moves) && inv.TimeControl == other.TimeControl && inv.Side != other.Side
}

// start is the text of the invitation's start position, the game's own
// for "" (an invitee's game names the position its invitation left
// out).
func (inv Invitation) start() string {
	if inv.Start != "" {
		return inv.Start
	}
	if v := game.Variant(inv.Variant); v != nil {
		return v.Start().Encode()
	}
	return ""
}

// Len is how many invitations are shown.
func (v Invites) Len() int { return len(v.shown) }

// Newest is the invitation the line shows and why it was withdrawn (""
// while it can be accepted); false when none is shown.
func (v Invites) Newest() (inv Invitation, withdrawn string, ok bool) {
	if len(v.shown) == 0 {
		return Invitation{}, "", false
	}
	s := v.shown[len(v.shown)-1]
	return s.inv, s.withdrawn, true
}

// Drop takes the newest invitation off the line (answered, or cleared).
func (v Invites) Drop() Invites {
	if len(v.shown) == 0 {
		return v
	}
	return Invites{v.shown[: len(v.shown)-1 : len(v.shown)-1]}
}

// Line is the last line's text for the newest invitation ("alice
// invites you to Chess as Black (5+3): ctrl+y yes, ctrl+n no (1
// more)"), or why it was withdrawn; "" when none is shown.
func (v Invites) Line() string {
	phrases, _, keys := v.lineParts()
	return strings.Join(phrases, "") + keys
}

// LineWithin is Line within width columns. The invitation's words are
// cut first, so the keys that answer it stay in sight on a narrow
// screen, where the cut line read "alice invites you to Tic-tac-toe as
// X: …". They are cut after a phrase, never inside one ("alice invites
// you to Chess as Black…", "alice invites you to Chess…: ctrl+y yes,
// ctrl+n no"; at 53 to 59 columns the cut at a word read "…Tic-tac-toe
// as…", "…Chess as…", "alice's invitation is…"), and only while the
// cut words still name the game; a withdrawn one's reason is not cut.
// Where fewer columns are left beside the keys (at 31 to 55 of them the
// line read "alice invites you to Tic-t…", "alice i…"), the line is
// wrapped at its spaces (kit.WrapLines), but not inside the game's name
// or its side ("Tic-tac-toe as" over "O:"): the words, in at most three
// lines, above the keys, whole, on lines of their own. Its lines are
// joined by "\n".
func (v Invites) LineWithin(width int) string {
	phrases, wrap, keys := v.lineParts()
	width = max(width, 1)
	if words := strings.Join(phrases, ""); ansi.StringWidth(words+keys) <= width {
		return words + keys
	}
	for n := len(phrases) - 1; n >= 1; n-- {
		if cut := strings.Join(phrases[:n], "") + "…"; ansi.StringWidth(cut+keys) <= width {
			return cut + keys
		}
	}
	if k, ok := strings.CutPrefix(keys, ":"); ok {
		wrap, keys = wrap+":", k
	}
	lines := kit.WrapLines(wrap, width, 3)
	lines = append(lines, kit.WrapLines(strings.TrimSpace(keys), width, 0)...)
	return strings.ReplaceAll(strings.Join(lines, "\n"), nbsp, " ")
}

// nbsp stands for a space a wrap must not break at (kit.WrapLines
// breaks at " " only); LineWithin turns it back into a space.
const nbsp = "\u00a0"

// glued is s with its spaces ones a wrap does not break at (nbsp).
func glued(s string) string { return strings.ReplaceAll(s, " ", nbsp) }

// lineParts is Line in two: the invitation's words, in the phrases a
// line cut short keeps or drops whole, the first of them what it must
// keep, up to the game's name ("alice invites you to Chess"); and what
// follows them, the keys and the count of the others. wrap is the words to wrap:
// the game's name of two words ("Connect Four") and the side with its
// "as" ("as O") glued, each kept on one line.
func (v Invites) lineParts() (phrases []string, wrap, keys string) {
	inv, why, ok := v.Newest()
	if !ok {
		return nil, "", ""
	}
	phrases, keys = inv.phrases(), ": ctrl+y yes, ctrl+n no"
	wrap = inv.From + " invites you to " + glued(inv.title()) + " " + glued("as "+inv.side()) + strings.Join(phrases[2:], "")
	if why != "" {
		// One phrase: cut, it would say nothing but that it is
		// withdrawn, and the reason is the news; it wraps instead.
		wrap, keys = inv.From+"'s invitation is withdrawn: "+why, " (ctrl+n clears it)"
		phrases = []string{wrap}
	}
	if n := len(v.shown); n > 1 {
		keys += fmt.Sprintf(" (%d more)", n-1)
	}
	return phrases, wrap, keys
}

// Gone is what accepting a withdrawn invitation says: nothing opens.
func Gone(inv Invitation, why string) string {
	return inv.From + "'s invitation is gone: " + why
}
