package analysis

import (
	"github.com/charmbracelet/bubbles/key"

	"rollout/ui/kit"
)

// KeyMap is the analysis board's own keys (a help.KeyMap). Its bindings
// are taken from the program's kit.KeyMap, so a key and its help text are
// the same on every screen that has it.
type KeyMap struct {
	Type, Complete, Earlier, Later, First, Latest key.Binding
	NextPlayer, Estimator, Budget, Sort, Flip     key.Binding
	Think                                         key.Binding
	Back, Quit, Help                              key.Binding
}

// NewKeyMap picks the analysis board's bindings from the program's keys.
func NewKeyMap(k *kit.KeyMap) KeyMap {
	return KeyMap{Type: k.Type, Complete: k.Complete, Earlier: k.Earlier, Later: k.Later, First: k.First,
		Latest: k.Latest, NextPlayer: k.NextPlayer, Estimator: k.Estimator, Budget: k.Budget, Sort: k.Sort, Think: k.Think,
		Flip: k.Flip, Back: k.Back, Quit: k.Quit, Help: k.Help}
}

// ShortHelp is the one-line help, most used first.
func (k KeyMap) ShortHelp() []key.Binding {
	return []key.Binding{k.Type, k.Earlier, k.NextPlayer, k.Estimator, k.Budget, k.Flip, k.Back, k.Quit, k.Help}
}

// FullHelp is the full help's columns: moves, the engine, leaving. The
// flip is the surface's (Model.FullHelp), where the board turns.
func (k KeyMap) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Type, k.Complete, k.Earlier, k.First, k.Latest},
		{k.NextPlayer, k.Estimator, k.Budget, k.Think, k.Sort},
		{k.Back, k.Quit, k.Help},
	}
}
