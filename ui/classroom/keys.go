package classroom

import "github.com/charmbracelet/bubbles/key"

// KeyMap is the keys of a student of rollout serve, on every screen:
// accept and decline are read only while an invitation is shown.
type KeyMap struct {
	Accept, Decline, Watch, Join key.Binding
}

// NewKeyMap builds the class keys.
func NewKeyMap() KeyMap {
	return KeyMap{
		Accept:  key.NewBinding(key.WithKeys("ctrl+y"), key.WithHelp("ctrl+y", "accept an invitation")),
		Decline: key.NewBinding(key.WithKeys("ctrl+n"), key.WithHelp("ctrl+n", "decline an invitation")),
		Watch:   key.NewBinding(key.WithKeys("ctrl+o"), key.WithHelp("ctrl+o", "watch classmates' game")),
		Join:    key.NewBinding(key.WithKeys("ctrl+r"), key.WithHelp("ctrl+r", "join a room by its code")),
	}
}

// ShortHelp lists the keys (bubbles' help.KeyMap).
func (k KeyMap) ShortHelp() []key.Binding {
	return []key.Binding{k.Accept, k.Decline, k.Watch, k.Join}
}

// FullHelp lists the keys.
func (k KeyMap) FullHelp() [][]key.Binding { return [][]key.Binding{k.ShortHelp()} }
