// Package teacher is the teacher's screen of rollout serve: a live list
// of the students connected (their names, the screen each is on, their
// game and their lessons), and the keys that put a position or a lesson
// in front of every student and take it away again. It knows nothing of
// SSH: the server sends it RosterMsg whenever the class changes and
// carries out what it asks through the Desk it was given.
package teacher

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"rollout/ui/game"
	"rollout/ui/kit"
)

// Push is what the teacher shows every student (game.Push).
type Push = game.Push

// Desk is how the screen acts on the class: the server implements it.
// Push checks p (an unknown game, a position that does not read, a
// lesson out of the course) and shows it to every student, those who
// join later too; EndPush takes it away, each student going back to
// where they were.
type Desk interface {
	Push(p Push) error
	EndPush()
}

// Row is one student as the teacher sees them.
type Row struct {
	// Name is the student's name (their key's comment, or their login).
	Name string
	// Screen is the screen they are on: setup, play, watch, study,
	// analysis, learn.
	Screen string
	// Doing says more where there is more: the game and its move, the
	// lesson and its question.
	Doing string
	// Lessons is their lesson scores ("1:2/3 2:1/1"), "" for none yet.
	Lessons string
	// Again says the row is another session of a student listed above
	// (its name reads "bob (2)"): the title counts students, not rows.
	Again bool
}

// RosterMsg is the class now: every student connected, in the order to
// show, and the push in force (nil for none).
type RosterMsg struct {
	Rows []Row
	Push *Push
}

// WatchMsg asks the teacher's program to open a game between two
// students read-only (ui.NewTeacherSession does; the screen knows no
// games).
type WatchMsg struct{}

// NoticeMsg is news for the teacher from outside the screen: why a
// watch did not open.
type NoticeMsg struct{ Text string }

// KeyMap is the teacher screen's keys.
type KeyMap struct {
	Up, Down            key.Binding
	PushPosition, Learn key.Binding
	EndPush, Watch      key.Binding
	Enter, Cancel       key.Binding
	Help, Quit          key.Binding
}

// NewKeyMap builds the keys, the moves and quit from the client's own.
func NewKeyMap(k *kit.KeyMap) KeyMap {
	return KeyMap{
		Up:           key.NewBinding(key.WithKeys("up"), key.WithHelp("↑↓", "select a student")),
		Down:         key.NewBinding(key.WithKeys("down")),
		PushPosition: key.NewBinding(key.WithKeys("f"), key.WithHelp("f", "show everyone a position")),
		Learn:        key.NewBinding(key.WithKeys("c"), key.WithHelp("c", "open a lesson for everyone")),
		EndPush:      key.NewBinding(key.WithKeys("z"), key.WithHelp("z", "end what everyone is shown")),
		Watch:        key.NewBinding(key.WithKeys("ctrl+o"), key.WithHelp("ctrl+o", "watch classmates' game")),
		Enter:        key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "show it")),
		Cancel:       key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "cancel")),
		Help:         k.Help,
		Quit:         k.Quit,
	}
}

// ShortHelp lists the main keys (bubbles' help.KeyMap).
func (k KeyMap) ShortHelp() []key.Binding {
	return []key.Binding{k.Up, k.PushPosition, k.Learn, k.EndPush, k.Quit}
}

// FullHelp lists every key.
func (k KeyMap) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Up, k.PushPosition, k.Learn, k.EndPush, k.Watch}, {k.Enter, k.Cancel, k.Help, k.Quit}}
}

// askingKeys is the help while the input line asks: the screen's letter
// keys are typed into the line there, so it offers enter, esc and ctrl+c.
type askingKeys struct{ KeyMap }

// ShortHelp lists what acts on the input line.
func (k askingKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Enter, k.Cancel, quitNow}
}

// FullHelp is the same line: nothing else acts there.
func (k askingKeys) FullHelp() [][]key.Binding { return [][]key.Binding{k.ShortHelp()} }

// quitNow is ctrl+c's help, the one quit while the line asks.
var quitNow = key.NewBinding(key.WithKeys("ctrl+c"), key.WithHelp("ctrl+c", "quit"))

// asking is what the input line asks for, if anything.
type asking int

const (
	notAsking asking = iota
	askPosition
	askLesson
)

// Model is the teacher's screen.
type Model struct {
	kit.Common
	keys   KeyMap
	desk   Desk
	help   help.Model
	roster RosterMsg
	cursor int
	ask    asking
	input  textinput.Model
	msg    string
	kind   kit.Status
}

// New builds the screen for c acting through desk.
func New(c kit.Common, desk Desk) Model {
	in := textinput.New()
	in.CharLimit = 200
	in.Prompt = ""
	m := Model{Common: c, keys: NewKeyMap(c.Keys), desk: desk, help: help.New(), input: in}
	m.help.Styles = c.Styles.Help
	return m
}

// Init starts nothing: the server sends the first roster.
func (m Model) Init() tea.Cmd { return nil }

// Update handles the roster, the window's size and the keys.
func (m Model) Update(msg tea.Msg) (Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.SetSize(msg.Width, msg.Height)
		m.help.Width = msg.Width
		m.input.Width = max(10, msg.Width-20)
	case RosterMsg:
		m.roster = msg
		m.cursor = min(m.cursor, max(0, len(msg.Rows)-1))
	case NoticeMsg:
		m.msg, m.kind = msg.Text, kit.StatusInfo
	case tea.KeyMsg:
		return m.key(msg)
	}
	return m, nil
}

// key acts on a key: the input line's while it asks, else the screen's;
// ctrl+c quits in both (it was typed into the line). On a terminal too
// small for the list, which then shows only that, a key does nothing
// but quit and esc's closing of the input line: f and enter there showed
// a position to every student unseen, and esc, which acts on nobody,
// should not wait for the window to grow.
func (m Model) key(k tea.KeyMsg) (Model, tea.Cmd) {
	if key.Matches(k, kit.CtrlC) {
		return m, tea.Quit
	}
	if m.tooSmall() {
		switch {
		case m.ask == notAsking && key.Matches(k, m.keys.Quit):
			return m, tea.Quit
		case m.ask != notAsking && key.Matches(k, m.keys.Cancel):
			m.closeInput()
		}
		return m, nil
	}
	if m.ask != notAsking {
		switch {
		case key.Matches(k, m.keys.Cancel):
			m.closeInput()
		case key.Matches(k, m.keys.Enter):
			m.submit()
		case k.Paste && utf8.RuneCountInString(m.input.Value())+len(k.Runes) > m.input.CharLimit:
			// Refused whole, as the setup screen's Position field does:
			// the line kept the paste's first characters, and enter
			// judged a text nobody pasted.
			m.msg, m.kind = fmt.Sprintf("A paste of %d characters is refused: the line takes at most %d", len(k.Runes), m.input.CharLimit), kit.StatusError
		default:
			var cmd tea.Cmd
			m.input, cmd = m.input.Update(k)
			return m, cmd
		}
		return m, nil
	}
	switch {
	case key.Matches(k, m.keys.Quit):
		return m, tea.Quit
	case key.Matches(k, m.keys.Up):
		m.cursor = max(0, m.cursor-1)
	case key.Matches(k, m.keys.Down):
		m.cursor = min(max(0, len(m.roster.Rows)-1), m.cursor+1)
	case key.Matches(k, m.keys.PushPosition):
		m.startAsking(askPosition, "chess ")
	case key.Matches(k, m.keys.Learn):
		m.startAsking(askLesson, "")
	case key.Matches(k, m.keys.EndPush):
		if m.roster.Push == nil {
			m.msg, m.kind = "Nothing is shown to everyone.", kit.StatusInfo
			break
		}
		m.desk.EndPush()
		m.msg, m.kind = "Ended: every student is back where they were.", kit.StatusGood
	case key.Matches(k, m.keys.Watch):
		m.msg = ""
		return m, func() tea.Msg { return WatchMsg{} }
	case key.Matches(k, m.keys.Help):
		m.help.ShowAll = !m.help.ShowAll
	}
	return m, nil
}

// closeInput closes the input line, what it held and its message with it.
func (m *Model) closeInput() {
	m.ask = notAsking
	m.input.Blur()
	m.msg = ""
}

// startAsking opens the input line with text in it.
func (m *Model) startAsking(a asking, text string) {
	m.ask = a
	m.input.SetValue(text)
	m.input.CursorEnd()
	m.input.Focus()
	m.msg = ""
}

// submit reads the input line and asks the desk to push it; an input
// that does not read, or a push the desk refuses, says why and keeps the
// line for a correction.
func (m *Model) submit() {
	text := strings.TrimSpace(m.input.Value())
	var p Push
	switch m.ask {
	case askLesson:
		if _, err := fmt.Sscanf(text, "%d", &p.Lesson); err != nil || p.Lesson < 1 || fmt.Sprint(p.Lesson) != text {
			m.msg, m.kind = fmt.Sprintf("%q: a lesson's number (1, 2, ...)", ansi.Truncate(text, 20, "…")), kit.StatusError
			return
		}
	default:
		p.Variant, p.Position, _ = strings.Cut(text, " ")
		p.Position = strings.TrimSpace(p.Position)
		if p.Variant == "" {
			m.msg, m.kind = "a game's name, then its position (nothing for the start): chess rnbqkbnr/...", kit.StatusError
			return
		}
	}
	if err := m.desk.Push(p); err != nil {
		m.msg, m.kind = err.Error(), kit.StatusError
		if p.Lesson == 0 && game.Variant(p.Position) != nil {
			// The line opens on "chess ": "chess connect4" asked for
			// Connect Four, and was told "chess: bad FEN "connect4"".
			m.msg = fmt.Sprintf("%q is a game, after %q: to show %s, the line is the game alone (%s clears it)", p.Position, p.Variant, p.Position, "ctrl+u")
		}
		return
	}
	m.ask = notAsking
	m.input.Blur()
	m.msg, m.kind = "Shown to every student: "+p.String()+" (z ends it)", kit.StatusGood
}

// maxNameWidth is the most cells a student's name takes on the list: a
// key's comment may be of any length, and one of 3,000 characters
// pushed every other column off the teacher's screen.
const maxNameWidth = 24

// Minimum size of the screen: the title, a header and a student, the
// message, the input and the help.
const minWidth, minHeight = 40, 8

// tooSmall reports whether the terminal is too small for the list.
func (m Model) tooSmall() bool { return m.Width < minWidth || m.Height < minHeight }

// View draws the list:
//
//	Teacher: 2 students                    showing: lesson 3
//	student   screen  doing                     lessons
//	> alice   learn   lesson 3, question 2      1:3/3 2:2/3
//	  bob     play    chess, move 14            -
//
// then the message, the input line while it asks, and the help.
func (m Model) View() string {
	if m.tooSmall() {
		return kit.TooSmallView(m.Width, m.Height, minWidth, minHeight)
	}
	st := m.Styles
	n := 0
	for _, r := range m.roster.Rows {
		if !r.Again {
			n++
		}
	}
	students := "students"
	if n == 1 {
		students = "student" // "1 students" with one connected
	}
	title := st.Title.Render(fmt.Sprintf("Teacher: %d %s", n, students))
	if m.roster.Push != nil {
		title += "   " + st.Info.Render("showing: "+m.roster.Push.String())
	}
	lines := []string{title}
	rows := [][4]string{{"student", "screen", "doing", "lessons"}}
	for _, r := range m.roster.Rows {
		lessons := r.Lessons
		if lessons == "" {
			lessons = "-"
		}
		rows = append(rows, [4]string{ansi.Truncate(r.Name, maxNameWidth, "…"), r.Screen, r.Doing, lessons})
	}
	var widths [4]int
	for _, r := range rows {
		for i, c := range r {
			widths[i] = max(widths[i], ansi.StringWidth(c))
		}
	}
	var helpKeys help.KeyMap = m.keys
	if m.ask != notAsking {
		helpKeys = askingKeys{m.keys}
	}
	helpView := kit.ShortHelp(m.help, helpKeys.ShortHelp(), m.Width)
	if m.help.ShowAll {
		helpView = m.help.FullHelpView(helpKeys.FullHelp())
	}
	helpLines := strings.Count(helpView, "\n") + 1 // four when full
	// The message is wrapped, up to three lines while a student's row
	// stays: a refusal's reason ran off an 80-column screen before its
	// remedy ("... want 6 fields (placement, side, ...").
	said := kit.WrapLines(m.msg, m.Width, max(1, min(3, m.Height-4-helpLines)))
	below := len(said) + 1 + helpLines // the message, the input, the help
	room := m.Height - 1 - below - 1   // title, header
	first := 0
	if m.cursor >= room {
		first = m.cursor - room + 1
	}
	for i, r := range rows {
		if i > 0 && (i-1 < first || i-1 >= first+room) {
			continue
		}
		mark := "  "
		if i > 0 && i-1 == m.cursor {
			mark = "> "
		}
		line := mark + kit.PadRight(r[0], widths[0]+2) + kit.PadRight(r[1], widths[1]+2) + kit.PadRight(r[2], widths[2]+2) + r[3]
		if i == 0 {
			line = st.Header.Render(line)
		}
		lines = append(lines, line)
	}
	if len(m.roster.Rows) == 0 {
		lines = append(lines, st.Dim.Render("  no student connected yet"))
	}
	for len(lines) < m.Height-below {
		lines = append(lines, "")
	}
	style := st.Info
	switch m.kind {
	case kit.StatusError:
		style = st.Error
	case kit.StatusGood:
		style = st.Good
	}
	for _, l := range said {
		lines = append(lines, style.Render(l))
	}
	switch m.ask {
	case askPosition:
		lines = append(lines, "game position> "+m.input.View())
	case askLesson:
		lines = append(lines, "lesson> "+m.input.View())
	default:
		lines = append(lines, "")
	}
	lines = append(lines, helpView)
	return kit.FitScreen(strings.Join(lines, "\n"), m.Width, m.Height)
}
