package teacher

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"rollout/ui/uitest"
)

// desk records what the screen asks of the class; refuse makes Push fail.
type desk struct {
	pushed []Push
	ended  int
	refuse error
}

func (d *desk) Push(p Push) error {
	if d.refuse != nil {
		return d.refuse
	}
	d.pushed = append(d.pushed, p)
	return nil
}
func (d *desk) EndPush() { d.ended++ }

func send(m Model, msg tea.Msg) (Model, tea.Cmd) { return m.Update(msg) }

func newScreen(w, h int) (Model, *desk) {
	d := &desk{}
	m, _ := New(uitest.Common(w, h), d).Update(tea.WindowSizeMsg{Width: w, Height: h})
	return m, d
}

var roster = RosterMsg{Rows: []Row{
	{Name: "alice", Screen: "learn", Doing: "lesson 3, question 2 of 3", Lessons: "1:3/3 2:2/3"},
	{Name: "bob", Screen: "play", Doing: "Chess, move 14"},
}}

func TestRosterShown(t *testing.T) {
	m, _ := newScreen(80, 24)
	m, _ = send(m, roster)
	v := m.View()
	for _, want := range []string{"Teacher: 2 students", "> alice", "lesson 3, question 2 of 3", "1:3/3 2:2/3", "  bob", "Chess, move 14", "f show everyone a position"} {
		if !strings.Contains(v, want) {
			t.Errorf("no %q:\n%s", want, v)
		}
	}
	m, _ = uitest.Press(m, send, "down")
	if !strings.Contains(m.View(), "> bob") {
		t.Errorf("down does not select bob:\n%s", m.View())
	}
	m, _ = send(m, RosterMsg{Rows: roster.Rows[:1]}) // bob left
	if !strings.Contains(m.View(), "> alice") {
		t.Errorf("the cursor is not on the one student left:\n%s", m.View())
	}
	// One student is one: the title read "Teacher: 1 students".
	if v := m.View(); !strings.Contains(v, "Teacher: 1 student ") && !strings.HasPrefix(v, "Teacher: 1 student\n") {
		t.Errorf("the title of one student:\n%s", v)
	}
}

// TestLongNameKeepsTheColumns: a key's comment of 3,000 characters is
// cut on the list, so the other columns stay on the teacher's screen.
// Before, its column took the whole width.
func TestLongNameKeepsTheColumns(t *testing.T) {
	m, _ := newScreen(80, 24)
	m, _ = send(m, RosterMsg{Rows: append([]Row{{Name: strings.Repeat("L", 3000), Screen: "setup"}}, roster.Rows...)})
	v := m.View()
	for _, want := range []string{"LLLL…", "Chess, move 14", "lessons"} {
		if !strings.Contains(v, want) {
			t.Errorf("no %q:\n%s", want, v)
		}
	}
}

func TestPushPositionAndLesson(t *testing.T) {
	m, d := newScreen(80, 24)
	m, _ = uitest.Press(m, send, "f")
	if !strings.Contains(m.View(), "game position> chess") {
		t.Fatalf("f does not ask for a position:\n%s", m.View())
	}
	m, _ = uitest.Press(m, send, append(strings.Split(" 8/8/8/8/8/8/8/K1k5 w - - 0 1", ""), "enter")...)
	if len(d.pushed) != 1 || d.pushed[0] != (Push{Variant: "chess", Position: "8/8/8/8/8/8/8/K1k5 w - - 0 1"}) {
		t.Fatalf("pushed %+v", d.pushed)
	}
	if !strings.Contains(m.View(), "Shown to every student") {
		t.Errorf("the push is not confirmed:\n%s", m.View())
	}
	m, _ = uitest.Press(m, send, "c", "x", "enter")
	if !strings.Contains(m.View(), `"x": a lesson's number`) || len(d.pushed) != 1 {
		t.Errorf("lesson x was taken (%+v):\n%s", d.pushed, m.View())
	}
	m, _ = uitest.Press(m, send, "backspace", "3", "enter")
	if len(d.pushed) != 2 || d.pushed[1].Lesson != 3 {
		t.Errorf("lesson 3 not pushed: %+v", d.pushed)
	}
	m, _ = send(m, RosterMsg{Push: &d.pushed[1]})
	if !strings.Contains(m.View(), "showing: lesson 3") {
		t.Errorf("the push in force is not shown:\n%s", m.View())
	}
	m, _ = uitest.Press(m, send, "z")
	if d.ended != 1 || !strings.Contains(m.View(), "Ended") {
		t.Errorf("z did not end the push (%d):\n%s", d.ended, m.View())
	}
}

func TestPushRefusedKeepsTheLine(t *testing.T) {
	m, d := newScreen(80, 24)
	d.refuse = errors.New(`"chss": not a game (chess, ...)`)
	m, _ = uitest.Press(m, send, "f", "backspace", "backspace", "backspace", "backspace", "backspace", "backspace", "c", "h", "s", "s", "enter")
	v := m.View()
	if !strings.Contains(v, "not a game") || !strings.Contains(v, "game position> chss") {
		t.Errorf("the refusal or the line is lost:\n%s", v)
	}
	m, _ = uitest.Press(m, send, "esc")
	if strings.Contains(m.View(), "game position>") {
		t.Errorf("esc does not close the line:\n%s", m.View())
	}
}

func TestTeacherFits(t *testing.T) {
	var rows []Row
	for i := range 40 {
		rows = append(rows, Row{Name: fmt.Sprintf("student%02d", i), Screen: "study", Doing: strings.Repeat("long ", 20)})
	}
	for _, sz := range uitest.Sizes() {
		m, _ := newScreen(sz[0], sz[1])
		m, _ = send(m, RosterMsg{Rows: rows})
		m, _ = uitest.Press(m, send, "down", "down", "down", "down", "down", "down", "down", "down", "down", "down", "down", "down")
		uitest.CheckFits(t, "teacher", m.View(), sz[0], sz[1])
	}
	m, _ := newScreen(100, 30)
	m, _ = send(m, RosterMsg{Rows: rows})
	for range 30 {
		m, _ = uitest.Press(m, send, "down")
	}
	if !strings.Contains(m.View(), "> student30") {
		t.Errorf("the selected student is scrolled off:\n%s", m.View())
	}
}

// ? shows every key: the full help is four lines, but the screen kept
// room for two, so c, z, ? and q were cut off the bottom at 80x24.
func TestTeacherFullHelpShown(t *testing.T) {
	m, _ := newScreen(80, 24)
	m, _ = send(m, roster)
	m, _ = uitest.Press(m, send, "?")
	v := m.View()
	for _, b := range []string{"open a lesson for everyone", "end what everyone is shown", "quit", "> alice"} {
		if !strings.Contains(v, b) {
			t.Errorf("? does not show %q:\n%s", b, v)
		}
	}
	uitest.CheckFits(t, "teacher's full help", v, 80, 24)
}

// TestWatchAsked: ctrl+o asks the program to open a game to watch
// (WatchMsg), and a notice from it (none runs) shows as the message.
func TestWatchAsked(t *testing.T) {
	m, _ := newScreen(80, 24)
	m, cmd := send(m, tea.KeyMsg{Type: tea.KeyCtrlO})
	if cmd == nil {
		t.Fatal("ctrl+o asked nothing")
	}
	if _, ok := cmd().(WatchMsg); !ok {
		t.Fatalf("ctrl+o sent %T, want WatchMsg", cmd())
	}
	m, _ = send(m, NoticeMsg{Text: "No game between students is running."})
	if !strings.Contains(m.View(), "No game between students is running.") {
		t.Errorf("the notice is not shown:\n%s", m.View())
	}
}

// While the input line asks (f, c), ctrl+c still quits at once, as on
// every screen; it was typed into the line and did nothing. The help
// line says what acts there (enter, esc, ctrl+c): it kept offering f, c,
// z and q, each of which the line takes as a letter.
func TestAskingQuitsAndHelps(t *testing.T) {
	for _, open := range []string{"f", "c"} {
		m, _ := newScreen(100, 24)
		m, _ = uitest.Press(m, send, open)
		v := m.View()
		help := v[strings.LastIndex(v, "\n")+1:]
		for _, want := range []string{"enter show it", "esc cancel", "ctrl+c quit"} {
			if !strings.Contains(help, want) {
				t.Errorf("%s: the help %q has no %q", open, help, want)
			}
		}
		for _, typed := range []string{"f show", "c open", "q quit"} {
			if strings.Contains(help, typed) {
				t.Errorf("%s: the help %q offers %q, typed into the line", open, help, typed)
			}
		}
		if _, cmd := send(m, tea.KeyMsg{Type: tea.KeyCtrlC}); cmd == nil {
			t.Errorf("%s: ctrl+c in the input line does not quit", open)
		} else if _, ok := cmd().(tea.QuitMsg); !ok {
			t.Errorf("%s: ctrl+c in the input line does not quit", open)
		}
	}
}

// The position line opens on "chess ": a teacher who types another game
// after it ("chess connect4") is told the line must be that game alone
// and how to clear it; it said only `chess: bad FEN "connect4": want 6
// fields`. ctrl+u clears the line.
func TestPushAnotherGameAfterChess(t *testing.T) {
	m, d := newScreen(100, 24)
	d.refuse = errors.New(`chess: bad FEN "connect4": want 6 fields (placement, side, castling, en passant, halfmove clock, move number)`)
	m, _ = uitest.Press(m, send, append(append([]string{"f"}, strings.Split("connect4", "")...), "enter")...)
	if v := strings.Join(strings.Fields(m.View()), " "); !strings.Contains(v, `"connect4" is a game, after "chess": to show connect4, the line is the game alone (ctrl+u clears it)`) {
		t.Fatalf("no hint for a game after chess:\n%s", m.View())
	}
	d.refuse = nil
	m, _ = uitest.Press(m, send, append(append([]string{"ctrl+u"}, strings.Split("connect4", "")...), "enter")...)
	if len(d.pushed) != 1 || d.pushed[0] != (Push{Variant: "connect4"}) {
		t.Fatalf("after ctrl+u and connect4: pushed %+v\n%s", d.pushed, m.View())
	}
}

// TestLongPasteRefused: a paste longer than the line takes is refused
// whole with the reason, the line as it was; before, the line kept the
// paste's first 200 characters, and enter judged a text nobody pasted.
func TestLongPasteRefused(t *testing.T) {
	m, d := newScreen(100, 24)
	m, _ = uitest.Press(m, send, "f")
	long := "chess " + strings.Repeat("rnbqkbnr/", 40)
	m, _ = send(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(long), Paste: true})
	if v := m.View(); !strings.Contains(v, fmt.Sprintf("A paste of %d characters is refused: the line takes at most 200", len(long))) {
		t.Errorf("the refusal is not said:\n%s", v)
	}
	m, _ = uitest.Press(m, send, "ctrl+u") // the line opens on "chess "
	m, _ = send(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("tictactoe"), Paste: true})
	m, _ = uitest.Press(m, send, "enter")
	if len(d.pushed) != 1 {
		t.Errorf("a paste within the line was not pushed: %+v\n%s", d.pushed, m.View())
	}
}

// TestTooSmallKeysDoNothing: on a terminal too small for the list the
// screen says only that, and its keys acted unseen: f and enter showed
// the chess start to every student, z ended what they were shown. There
// a key now does nothing but quit (q, ctrl+c), also with the input line
// open when the terminal shrank.
func TestTooSmallKeysDoNothing(t *testing.T) {
	m, d := newScreen(24, 6)
	m, _ = send(m, RosterMsg{Rows: roster.Rows, Push: &Push{Lesson: 2}})
	for _, keys := range [][]string{{"f", "enter"}, {"c", "2", "enter"}, {"z"}} {
		m, _ = uitest.Press(m, send, keys...)
	}
	if _, cmd := send(m, tea.KeyMsg{Type: tea.KeyCtrlO}); cmd != nil {
		t.Errorf("ctrl+o asked %T on a terminal too small", cmd())
	}
	if len(d.pushed) != 0 || d.ended != 0 {
		t.Errorf("keys on a terminal too small pushed %v and ended %d pushes", d.pushed, d.ended)
	}
	if _, cmd := uitest.Press(m, send, "q"); !uitest.IsQuit(cmd) {
		t.Error("q does not quit on a terminal too small")
	}
	m, _ = send(m, tea.WindowSizeMsg{Width: 80, Height: 24})
	if v := m.View(); strings.Contains(v, "lesson>") || strings.Contains(v, "game position>") {
		t.Errorf("a key on a terminal too small opened the input line:\n%s", v)
	}
	// The line open when the terminal shrinks takes nothing until it grows.
	m, _ = uitest.Press(m, send, "f")
	m, _ = send(m, tea.WindowSizeMsg{Width: 24, Height: 6})
	m, _ = uitest.Press(m, send, "enter")
	if len(d.pushed) != 0 {
		t.Errorf("enter on a terminal too small pushed %v", d.pushed)
	}
	if _, cmd := send(m, tea.KeyMsg{Type: tea.KeyCtrlC}); !uitest.IsQuit(cmd) {
		t.Error("ctrl+c does not quit on a terminal too small")
	}
}

// TestTooSmallEscClosesTheLine: on a terminal too small for the list,
// esc with the input line open did nothing, and only ctrl+c acted until
// the window grew. It now closes the line there as at any size; the
// line's text reaches nobody, and a later enter pushes nothing.
func TestTooSmallEscClosesTheLine(t *testing.T) {
	m, d := newScreen(80, 24)
	m, _ = send(m, roster)
	m, _ = uitest.Press(m, send, "f", "x")
	m, _ = send(m, tea.WindowSizeMsg{Width: 24, Height: 6})
	m, cmd := uitest.Press(m, send, "esc")
	if cmd != nil {
		t.Errorf("esc on a terminal too small asked %T", cmd())
	}
	m, _ = uitest.Press(m, send, "enter")
	m, _ = send(m, tea.WindowSizeMsg{Width: 80, Height: 24})
	if v := m.View(); strings.Contains(v, "game position>") || strings.Contains(v, "chess x") {
		t.Errorf("esc on a terminal too small left the input line open:\n%s", v)
	}
	if len(d.pushed) != 0 {
		t.Errorf("keys on a terminal too small pushed %v", d.pushed)
	}
	// The list's own keys act again: q quits, with no line to type it into.
	if _, cmd := uitest.Press(m, send, "q"); !uitest.IsQuit(cmd) {
		t.Error("q does not quit after esc closed the line")
	}
}

// TestLongRefusalRead: a refusal longer than the screen is wide is
// wrapped and read whole; at 80 columns it ended at the edge, before
// what to do about it, and the list keeps its size.
func TestLongRefusalRead(t *testing.T) {
	m, d := newScreen(80, 24)
	m, _ = send(m, roster)
	d.refuse = errors.New(`chess: bad FEN "x": want 6 fields (placement, side, castling, en passant, halfmove clock, move number)`)
	m, _ = uitest.Press(m, send, "f", "x", "enter")
	v := m.View()
	if got := strings.Join(strings.Fields(v), " "); !strings.Contains(got, "halfmove clock, move number)") {
		t.Errorf("the refusal is not read whole:\n%s", v)
	}
	lines := strings.Split(v, "\n")
	if len(lines) != 24 {
		t.Errorf("%d lines, want 24", len(lines))
	}
	for _, l := range lines {
		if w := ansi.StringWidth(l); w > 80 {
			t.Errorf("a line of %d columns: %q", w, l)
		}
	}
	if !strings.Contains(v, "  bob") || !strings.Contains(v, "game position> chess x") {
		t.Errorf("the list or the line is lost:\n%s", v)
	}
}
