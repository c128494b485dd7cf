package setup

import (
	"github.com/charmbracelet/bubbles/key"

	"rollout/ui/kit"
)

// KeyMap is the setup screen's own keys (a help.KeyMap). Its bindings are
// taken from the program's kit.KeyMap, so a key and its help text are the
// same on every screen that has it. Resume and ResumePrevious are enabled
// only while the root offers such a game (nav.ResumeOfferMsg); Change is
// the help's entry for Left and Right, shown while no resume takes its
// room on the help line. Cancel (esc) is enabled while the screen waits
// for what enter asked for (a PGN file read, external engines started).
// While the Position field has the focus q, R, P, ? and the arrows are
// typed into it: the help offers QuitTyping (ctrl+c) instead. Help (?)
// opens and closes the full help, every key with what it does
// (FullHelp); PrevField and Space are named there only.
type KeyMap struct {
	Next, Prev, Left, Right, Change, Start key.Binding
	Resume, ResumePrevious, Quit, Cancel   key.Binding
	QuitTyping, Help, PrevField, Space     key.Binding
	resume, previous, typing               bool
}

// NewKeyMap picks the setup screen's bindings from the program's keys,
// with no resume offered.
func NewKeyMap(k *kit.KeyMap) KeyMap {
	km := KeyMap{Next: k.Next, Prev: k.Prev, Left: k.Left, Right: k.Right, Start: k.Start,
		Change:         key.NewBinding(key.WithKeys("left", "right"), key.WithHelp("←→", "change")),
		Resume:         k.Resume,
		ResumePrevious: k.ResumePrevious, Quit: k.Quit, Help: k.Help,
		Cancel:     key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "cancel")),
		QuitTyping: key.NewBinding(key.WithKeys("ctrl+c"), key.WithHelp("ctrl+c", "quit")),
		// Prev's keys, named for the full help (↑ is in Next's "↑↓").
		PrevField: key.NewBinding(key.WithKeys("shift+tab"), key.WithHelp("shift+tab", "field back")),
		Space:     key.NewBinding(key.WithKeys(" "), key.WithHelp("space", "change"))}
	km.offer(false, false)
	km.Cancel.SetEnabled(false)
	return km
}

// offer enables the resume keys for the games offered.
func (k *KeyMap) offer(resume, previous bool) {
	k.resume, k.previous = resume, previous
	k.sync()
}

// typingIn says whether the Position field has the focus, where the
// letter keys and the arrows are typed, not commands.
func (k *KeyMap) typingIn(on bool) {
	k.typing = on
	k.sync()
}

// sync enables the bindings for the games offered and the focus.
func (k *KeyMap) sync() {
	k.Resume.SetEnabled(k.resume && !k.typing)
	k.ResumePrevious.SetEnabled(k.previous && !k.typing)
	k.Change.SetEnabled(!k.resume && !k.previous && !k.typing)
	k.Quit.SetEnabled(!k.typing)
	k.Help.SetEnabled(!k.typing)
	k.Space.SetEnabled(!k.typing)
	k.QuitTyping.SetEnabled(k.typing)
}

// ShortHelp is the one-line help; disabled bindings are left out.
func (k KeyMap) ShortHelp() []key.Binding {
	return []key.Binding{k.Cancel, k.Resume, k.ResumePrevious, k.Next, k.Change, k.Start, k.Quit, k.QuitTyping, k.Help}
}

// FullHelp is every key of the screen with what it does, in columns:
// moving between the rows, changing one (←→ also where the short line
// leaves it out for the resume offers), starting or giving up a start,
// resuming, and leaving; disabled bindings are left out.
func (k KeyMap) FullHelp() [][]key.Binding {
	change := k.Change
	change.SetEnabled(!k.typing)
	return [][]key.Binding{
		{k.Next, k.PrevField},
		{change, k.Space},
		{k.Start, k.Cancel},
		{k.Resume, k.ResumePrevious},
		{k.Quit, k.QuitTyping, k.Help},
	}
}
