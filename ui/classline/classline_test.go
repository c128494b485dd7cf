package classline

import (
	"errors"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"rollout/ui/classroom"
)

// desk is a class that records the answers and joins room KX7M4R.
type desk struct{ answers []bool }

func (d *desk) Invite(classroom.Invitation)            {}
func (d *desk) Open(classroom.Invitation)              {}
func (d *desk) Watch(int) (classroom.Watch, int, bool) { return classroom.Watch{}, 0, false }
func (d *desk) Answer(_ classroom.Invitation, accept bool) error {
	d.answers = append(d.answers, accept)
	return nil
}
func (d *desk) Join(code string) (classroom.Invitation, error) {
	if code != "KX7M4R" {
		return classroom.Invitation{}, errors.New("no room " + code)
	}
	return classroom.Invitation{From: "carol", Room: code}, nil
}

var (
	ctrl  = func(t tea.KeyType) tea.KeyMsg { return tea.KeyMsg{Type: t} }
	runes = func(s string) tea.KeyMsg { return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)} }
)

// Each class key does what the line says: ctrl+y asks the root to open
// the newest invitation (a withdrawn one only says it is gone), ctrl+n
// declines it through the desk, ctrl+o asks to watch, ctrl+r reads a
// room code (its letters in upper case, digits, backspace, enter joins,
// esc cancels; a bad code is said and typed again); any other key is the screen's, and outside
// serve (no desk) every key is.
func TestKeys(t *testing.T) {
	alice := classroom.Invitation{From: "alice", To: "bob"}
	dave := classroom.Invitation{From: "dave", To: "bob"}
	tests := []struct {
		name    string
		line    func(Line) Line
		keys    []tea.KeyMsg
		ask     Ask
		from    string // the invitation asked for
		handled bool
		answers []bool
		view    string // the last line after the keys ("" : the screen's own)
	}{
		{"accept", func(l Line) Line { return l.Invited(dave).Invited(alice) }, []tea.KeyMsg{ctrl(tea.KeyCtrlY)}, Accept, "alice", true, nil, "dave invites you"},
		{"decline", func(l Line) Line { return l.Invited(alice) }, []tea.KeyMsg{ctrl(tea.KeyCtrlN)}, Nothing, "", true, []bool{false}, ""},
		{"accept withdrawn", func(l Line) Line { return l.Invited(alice).Withdrawn("alice", "alice left") }, []tea.KeyMsg{ctrl(tea.KeyCtrlY)}, Nothing, "", true, nil, "alice's invitation is gone: alice left"},
		{"clear withdrawn", func(l Line) Line { return l.Invited(alice).Withdrawn("alice", "alice left") }, []tea.KeyMsg{ctrl(tea.KeyCtrlN)}, Nothing, "", true, nil, ""},
		// With none shown, ctrl+y and ctrl+n say so: they did nothing,
		// without a word.
		{"no invitation", func(l Line) Line { return l }, []tea.KeyMsg{ctrl(tea.KeyCtrlY)}, Nothing, "", true, nil, "No invitation to answer"},
		{"no invitation to decline", func(l Line) Line { return l }, []tea.KeyMsg{ctrl(tea.KeyCtrlN)}, Nothing, "", true, nil, "No invitation to answer"},
		// A settled invitation (each invited the other to the same
		// game) is off the line.
		{"settled", func(l Line) Line { return l.Invited(alice).Settled("alice") }, []tea.KeyMsg{ctrl(tea.KeyCtrlY)}, Nothing, "", true, nil, "No invitation to answer"},
		{"watch", func(l Line) Line { return l }, []tea.KeyMsg{ctrl(tea.KeyCtrlO)}, Watch, "", true, nil, ""},
		{"typing a code", func(l Line) Line { return l }, []tea.KeyMsg{ctrl(tea.KeyCtrlR), runes("kx7o"), runes("9"), ctrl(tea.KeyBackspace), runes("m")}, Nothing, "", true, nil, "room code: KX7M_"},
		{"join", func(l Line) Line { return l }, []tea.KeyMsg{ctrl(tea.KeyCtrlR), runes("KX7M4R"), ctrl(tea.KeyEnter)}, Accept, "carol", true, nil, ""},
		// Typed in lower case, as read out with a space, the code joins.
		{"join as read out", func(l Line) Line { return l }, []tea.KeyMsg{ctrl(tea.KeyCtrlR), runes("kx7"), ctrl(tea.KeySpace), runes("m4r"), ctrl(tea.KeyEnter)}, Accept, "carol", true, nil, ""},
		{"bad code", func(l Line) Line { return l }, []tea.KeyMsg{ctrl(tea.KeyCtrlR), runes("99"), ctrl(tea.KeyEnter)}, Nothing, "", true, nil, "no room 99 (esc cancels)"},
		// A character no code has (a look-alike: O, 0, 1, I), or enter
		// with no code, says what a code is: the character was dropped
		// without a word, and enter said `no room "" is open`.
		{"a look-alike in a code", func(l Line) Line { return l }, []tea.KeyMsg{ctrl(tea.KeyCtrlR), runes("K0")}, Nothing, "", true, nil, `no room code has '0': a code is 6 of FHKMRTWXY34679 (esc cancels)`},
		{"no code", func(l Line) Line { return l }, []tea.KeyMsg{ctrl(tea.KeyCtrlR), ctrl(tea.KeyEnter)}, Nothing, "", true, nil, "type the room's code (6 of FHKMRTWXY34679), then enter"},
		{"code cancelled", func(l Line) Line { return l }, []tea.KeyMsg{ctrl(tea.KeyCtrlR), runes("1"), ctrl(tea.KeyEsc)}, Nothing, "", true, nil, ""},
		// ctrl+c quits at once on every screen: typing a code it was
		// ignored, as any key not of the code.
		{"ctrl+c typing a code", func(l Line) Line { return l }, []tea.KeyMsg{ctrl(tea.KeyCtrlR), runes("1"), ctrl(tea.KeyCtrlC)}, Nothing, "", false, nil, ""},
		{"the screen's key", func(l Line) Line { return l.Invited(alice) }, []tea.KeyMsg{runes("e")}, Nothing, "", false, nil, "alice invites you"},
		{"a note until the next key", func(l Line) Line { return l.Say("no game") }, []tea.KeyMsg{runes("e")}, Nothing, "", false, nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := &desk{}
			l := tt.line(Line{})
			var (
				ask     Ask
				inv     classroom.Invitation
				handled bool
			)
			for _, k := range tt.keys {
				l, ask, inv, handled = l.Key(k, d)
			}
			if ask != tt.ask || inv.From != tt.from || handled != tt.handled {
				t.Errorf("ask %v for %q, handled %v; want %v for %q, %v", ask, inv.From, handled, tt.ask, tt.from, tt.handled)
			}
			if len(d.answers) != len(tt.answers) || len(tt.answers) > 0 && d.answers[0] != tt.answers[0] {
				t.Errorf("answers %v, want %v", d.answers, tt.answers)
			}
			got := l.View("board\nscreen's last line", 80, lipgloss.NewStyle())
			last := got[strings.LastIndex(got, "\n")+1:]
			if tt.view == "" && last != "screen's last line" || tt.view != "" && !strings.Contains(last, tt.view) {
				t.Errorf("last line %q, want %q", last, tt.view)
			}
		})
	}
	// Outside serve every key is the screen's.
	if _, ask, _, handled := (Line{}).Invited(alice).Key(ctrl(tea.KeyCtrlY), nil); handled || ask != Nothing {
		t.Errorf("ctrl+y with no desk: ask %v, handled %v", ask, handled)
	}
}

// News reads the server's news for the line, in turn, and no other
// message.
func TestNews(t *testing.T) {
	alice := classroom.Invitation{From: "alice", To: "bob", Variant: "tictactoe"}
	var l Line
	for _, tt := range []struct {
		msg  tea.Msg
		ok   bool
		view string
	}{
		{classroom.InviteMsg{Invitation: alice}, true, "alice invites you"},
		{classroom.WithdrawnMsg{From: "alice", Why: "alice left"}, true, "withdrawn: alice left"},
		{classroom.SettledMsg{From: "alice"}, true, ""},
		{classroom.SayMsg{Text: "paste refused"}, true, "paste refused"},
		{tea.KeyMsg{Type: tea.KeyEnter}, false, "paste refused"},
		{classroom.EndPushMsg{}, false, "paste refused"},
	} {
		var ok bool
		l, ok = l.News(tt.msg)
		got := l.View("board\nscreen's last line", 80, lipgloss.NewStyle())
		last := got[strings.LastIndex(got, "\n")+1:]
		if ok != tt.ok || tt.view == "" && last != "screen's last line" || tt.view != "" && !strings.Contains(last, tt.view) {
			t.Errorf("%T: read %v, last line %q; want %v, %q", tt.msg, ok, last, tt.ok, tt.view)
		}
	}
}
