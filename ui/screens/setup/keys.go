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
// While the Position field has the focus q, R, P and the arrows are
// typed into it: the help offers QuitTyping (ctrl+c) instead.
type KeyMap struct {
	Next, Prev, Left, Right, Change, Start key.Binding
	Resume, ResumePrevious, Quit, Cancel   key.Binding
	QuitTyping                             key.Binding
	resume, previous, typing               bool
}

// NewKeyMap picks the setup screen's bindings from the program's keys,
// with no resume offered.
func NewKeyMap(k *kit.KeyMap) KeyMap {
	km := KeyMap{Next: k.Next, Prev: k.Prev, Left: k.Left, Right: k.Right, Start: k.Start,
		Change:         key.NewBinding(key.WithKeys("left", "right"), key.WithHelp("←→", "change")),
		Resume:         k.Resume,
		ResumePrevious: k.ResumePrevious, Quit: k.Quit,
		Cancel:     key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "cancel")),
		QuitTyping: key.NewBinding(key.WithKeys("ctrl+c"), key.WithHelp("ctrl+c", "quit"))}
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
	k.QuitTyping.SetEnabled(k.typing)
}

// ShortHelp is the one-line help; disabled bindings are left out.
func (k KeyMap) ShortHelp() []key.Binding {
	return []key.Binding{k.Cancel, k.Resume, k.ResumePrevious, k.Next, k.Change, k.Start, k.Quit, k.QuitTyping}
}

// FullHelp is the same line: the screen has no more keys.
func (k KeyMap) FullHelp() [][]key.Binding { return [][]key.Binding{k.ShortHelp()} }
