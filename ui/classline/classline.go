// Package classline is the last line of a student's program under
// rollout serve, over any screen, with the class keys that answer it:
// the invitations received (classroom.Invites: ctrl+y accepts the
// newest, ctrl+n declines or clears it), the room code typed after
// ctrl+r, ctrl+o to watch the classmates' games, and a note said until
// the next key (an invitation gone, why a game did not open); the
// server's news for it comes through the root (News). It declines, and
// joins a room, through the Desk; what opens a screen (a game accepted
// or joined, a game watched) it asks of the root, by the Ask a key
// returns, since only the root opens screens.
package classline

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"rollout/ui/classroom"
	"rollout/ui/kit"
)

// Line is the last line's state: the invitations shown, the room code
// being typed (joining, code), why the last code did not join
// (joinErr) and the note said until the next key.
type Line struct {
	invites       classroom.Invites
	joining       bool
	code, joinErr string
	note          string
}

// Ask is what a class key asks the root to open.
type Ask uint8

// What a class key may ask of the root.
const (
	// Nothing: the key was the line's own (a decline, a code's digit,
	// a note said), or not the class's.
	Nothing Ask = iota
	// Accept: open Key's invitation, accepted or joined by its room's
	// code, and tell its inviter (the root: classroom.Desk.Answer, but
	// not for a room, whose owner the server told).
	Accept
	// Watch: open the next game between two classmates, read-only.
	Watch
)

// Invited shows inv, the newest (classroom.InviteMsg).
func (l Line) Invited(inv classroom.Invitation) Line {
	l.invites = l.invites.Add(inv)
	return l
}

// Withdrawn says the invitations from the student from can no longer be
// accepted, and why (classroom.WithdrawnMsg).
func (l Line) Withdrawn(from, why string) Line {
	l.invites = l.invites.Withdraw(from, why)
	return l
}

// Settled takes the invitation from the student from off the line
// (classroom.SettledMsg).
func (l Line) Settled(from string) Line {
	l.invites = l.invites.Settle(from)
	return l
}

// News takes the server's news for the line: an invitation, one
// settled or withdrawn, a note said until the next key (classroom's
// InviteMsg, SettledMsg, WithdrawnMsg, SayMsg). ok is false for any
// other message, which the line does not read.
func (l Line) News(msg tea.Msg) (_ Line, ok bool) {
	switch msg := msg.(type) {
	case classroom.InviteMsg:
		return l.Invited(msg.Invitation), true
	case classroom.SettledMsg:
		return l.Settled(msg.From), true
	case classroom.WithdrawnMsg:
		return l.Withdrawn(msg.From, msg.Why), true
	case classroom.SayMsg:
		return l.Say(msg.Text), true
	}
	return l, false
}

// Shown is how many invitations the line shows.
func (l Line) Shown() int { return l.invites.Len() }

// Say puts note on the line until the next key (why an invitation
// accepted did not open).
func (l Line) Say(note string) Line {
	l.note = note
	return l
}

// Key reads k, a key of the person's, on desk (nil outside serve:
// every key is the screen's). It clears the note said until this key;
// handled is false for a key that is not the class's, which the screen
// shown then reads. A key that opens a screen asks the root (Accept
// with the invitation, Watch).
func (l Line) Key(k tea.KeyMsg, desk classroom.Desk) (_ Line, _ Ask, _ classroom.Invitation, handled bool) {
	l.note = ""
	if desk == nil {
		return l, Nothing, classroom.Invitation{}, false
	}
	if l.joining && key.Matches(k, kit.CtrlC) {
		// The screen's: ctrl+c quits at once, typing a code too.
		l.joining = false
		return l, Nothing, classroom.Invitation{}, false
	}
	if l.joining {
		next, ask, inv := l.joinKey(k, desk)
		return next, ask, inv, true
	}
	keys := classroom.NewKeyMap()
	switch {
	case key.Matches(k, keys.Join):
		l.joining, l.code, l.joinErr = true, "", ""
		return l, Nothing, classroom.Invitation{}, true
	case l.invites.Len() > 0 && key.Matches(k, keys.Accept):
		inv, gone, _ := l.invites.Newest()
		l.invites = l.invites.Drop()
		if gone != "" { // nothing to open: say so until the next key
			l.note = classroom.Gone(inv, gone)
			return l, Nothing, classroom.Invitation{}, true
		}
		return l, Accept, inv, true
	case l.invites.Len() > 0 && key.Matches(k, keys.Decline):
		inv, gone, _ := l.invites.Newest()
		l.invites = l.invites.Drop()
		if gone == "" {
			_ = desk.Answer(inv, false) // withdrawn meanwhile: gone anyway
		}
		return l, Nothing, classroom.Invitation{}, true
	case key.Matches(k, keys.Accept, keys.Decline):
		// No invitation shown: the keys did nothing, without a word.
		l.note = "No invitation to answer: ctrl+y and ctrl+n answer one shown on this line"
		return l, Nothing, classroom.Invitation{}, true
	case key.Matches(k, keys.Watch):
		return l, Watch, classroom.Invitation{}, true
	}
	return l, Nothing, classroom.Invitation{}, false
}

// joinKey reads the room code typed after ctrl+r: its letters (upper
// case, as typed in lower) and digits, backspace, enter (joins: the
// room's game is accepted) and esc (cancels); a character no code has
// says what a code is, spaces and dashes are skipped, and any other key
// is ignored meanwhile. A code that joins no room is said, and typed
// again from nothing.
func (l Line) joinKey(k tea.KeyMsg, desk classroom.Desk) (Line, Ask, classroom.Invitation) {
	switch k.Type {
	case tea.KeyEsc:
		l.joining = false
	case tea.KeyBackspace:
		if l.code != "" {
			l.code = l.code[:len(l.code)-1]
		}
	case tea.KeyEnter:
		if l.code == "" { // it said `no room "" is open`
			l.joinErr = "type the room's code (" + codeIs + "), then enter"
			return l, Nothing, classroom.Invitation{}
		}
		inv, err := desk.Join(l.code)
		if err != nil { // said until the next key; the code is typed again
			l.joinErr, l.code = err.Error(), ""
			return l, Nothing, classroom.Invitation{}
		}
		l.joining = false
		return l, Accept, inv
	case tea.KeyRunes, tea.KeySpace:
		for _, r := range k.Runes {
			c, ok := classroom.RoomCodeRune(r)
			switch {
			case r == ' ' || r == '-': // as read out: "KX7 M4R"
			case !ok: // typed as nothing before
				l.joinErr = fmt.Sprintf("no room code has %q: a code is %s", r, codeIs)
				return l, Nothing, classroom.Invitation{}
			case len(l.code) < classroom.RoomCodeLen:
				l.code += string(c)
			}
		}
	}
	l.joinErr = ""
	return l, Nothing, classroom.Invitation{}
}

// codeIs says what a room code is made of.
var codeIs = fmt.Sprintf("%d of %s", classroom.RoomCodeLen, classroom.RoomCodeAlphabet)

// View puts the room code being typed, the note or the newest
// invitation on view's last line (the invitation on its last lines where
// it wraps), cut to width at a word in style; view as it is when the
// line has nothing to say.
func (l Line) View(view string, width int, style lipgloss.Style) string {
	var line string
	switch {
	case l.note != "":
		line = l.note
	case l.joining && l.joinErr != "":
		line = l.joinErr + " (esc cancels)"
	case l.joining:
		line = "room code: " + l.code + "_  (enter joins, esc cancels)"
	case l.invites.Len() > 0:
		line = l.invites.LineWithin(width) // its keys kept in sight
	default:
		return view
	}
	// The invitation wraps on a narrow screen: its lines take the place
	// of the view's last ones.
	over := strings.Split(line, "\n")
	lines := strings.Split(view, "\n")
	over = over[max(0, len(over)-len(lines)):]
	for i, l := range over {
		lines[len(lines)-len(over)+i] = style.Render(kit.FitLine(l, max(width, 1)))
	}
	return strings.Join(lines, "\n")
}
