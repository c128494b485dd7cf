package learn

import (
	"github.com/charmbracelet/bubbles/key"

	"rollout/ui/kit"
)

// KeyMap is the lesson screen's keys; it implements help.KeyMap, so the
// help line and the full help (?) are built from the bindings the screen
// matches.
type KeyMap struct {
	// Choose answers a question by its choice's number.
	Choose key.Binding
	// On goes on: from the idea to the first question, from an answer to
	// the next question, from a finished lesson to the next lesson.
	On key.Binding
	// Up and Down scroll the text; PageUp and PageDown by a page.
	Up, Down, PageUp, PageDown key.Binding
	// NextLesson and PrevLesson open the lesson after or before this
	// one; Restart takes this one again from its idea.
	NextLesson, PrevLesson, Restart key.Binding
	// Study opens the lesson's search on the study screen, whose esc
	// comes back here.
	Study key.Binding
	// Flip turns the lesson's board, as on the play screen (or says why
	// it does not turn: Connect Four's, nim's heaps).
	Flip             key.Binding
	Back, Help, Quit key.Binding
}

// DefaultKeyMap returns the lesson screen's bindings; a key not bound
// says so (kit.Unbound).
func DefaultKeyMap() KeyMap {
	return KeyMap{
		Choose:     key.NewBinding(key.WithKeys("1", "2", "3", "4", "5", "6", "7", "8", "9"), key.WithHelp("1-9", "predict")),
		On:         key.NewBinding(key.WithKeys("enter", " "), key.WithHelp("enter", "go on")),
		Up:         key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑↓", "scroll")),
		Down:       key.NewBinding(key.WithKeys("down", "j")),
		PageUp:     key.NewBinding(key.WithKeys("pgup"), key.WithHelp("pgup/pgdn", "page")),
		PageDown:   key.NewBinding(key.WithKeys("pgdown")),
		NextLesson: key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "next lesson")),
		PrevLesson: key.NewBinding(key.WithKeys("b"), key.WithHelp("b", "previous lesson")),
		Restart:    key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "restart lesson")),
		Study:      key.NewBinding(key.WithKeys("t"), key.WithHelp("t", "study this position")),
		Flip:       kit.DefaultKeyMap().Flip,
		Back:       key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "setup")),
		Help:       key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "help")),
		Quit:       key.NewBinding(key.WithKeys("q", "ctrl+c"), key.WithHelp("q", "quit")),
	}
}

// ShortHelp is the help line: the keys a learner needs most.
func (k KeyMap) ShortHelp() []key.Binding {
	return []key.Binding{k.Choose, k.On, k.Study, k.NextLesson, k.Help, k.Quit}
}

// FullHelp is the full help, in columns.
func (k KeyMap) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Choose, k.On, k.Up, k.PageUp},
		{k.NextLesson, k.PrevLesson, k.Restart, k.Study, k.Flip},
		{k.Back, k.Help, k.Quit},
	}
}
