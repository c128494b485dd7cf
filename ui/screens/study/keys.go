package study

import (
	"github.com/charmbracelet/bubbles/key"

	"rollout/ui/kit"
)

// KeyMap is the study screen's own keys (a help.KeyMap). The screen has
// no move input, so single letters are free; the arrows, enter, help and
// quit are taken from the program's kit.KeyMap, so they are the same
// keys as on every other screen.
type KeyMap struct {
	Phase, Iteration, Hundred key.Binding
	// StepBack undoes one phase (b, backspace), IterBack one iteration
	// (B), back to the start: the stepper is rebuilt by replay
	// (engine.Stepper.At), so stepping on gives the same events again.
	StepBack, IterBack      key.Binding
	Run, Slower, Faster     key.Binding
	Reset, Player           key.Binding
	LessC, MoreC, Estimator key.Binding
	// Policy switches the rollout policy (engine.Policies).
	Policy              key.Binding
	Heat, View, Animate key.Binding
	// Replay steps the rollout's replay a ply (left, right) during a
	// simulation, else folds or unfolds the tree at the cursor; Cursor
	// moves the tree's cursor, Fold toggles the node under it.
	Replay, Cursor, Fold key.Binding
	up, down             key.Binding
	left, right          key.Binding
	// Back is esc, back to where the study was opened from (the setup
	// screen or the game, which then resumes).
	Back, Quit, Help key.Binding
	// PageUp and PageDown scroll the root moves' table, and turn the
	// help's pages while it is shown.
	PageUp, PageDown key.Binding
}

// NewKeyMap builds the study's keys, the shared ones from the program's.
func NewKeyMap(k *kit.KeyMap) KeyMap {
	return KeyMap{
		Phase:     key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "next phase")),
		Iteration: key.NewBinding(key.WithKeys("i"), key.WithHelp("i", "next iteration")),
		Hundred:   key.NewBinding(key.WithKeys("+"), key.WithHelp("+", "+100 iterations")),
		StepBack:  key.NewBinding(key.WithKeys("b", "backspace"), key.WithHelp("b", "phase back")),
		IterBack:  key.NewBinding(key.WithKeys("B"), key.WithHelp("B", "iteration back")),
		Run:       key.NewBinding(key.WithKeys(" "), key.WithHelp("space", "run/pause")),
		Slower:    key.NewBinding(key.WithKeys("["), key.WithHelp("[", "slower")),
		Faster:    key.NewBinding(key.WithKeys("]"), key.WithHelp("]", "faster")),
		Reset:     key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "reset")),
		Player:    key.NewBinding(key.WithKeys("p"), key.WithHelp("p", "switch player")),
		LessC:     key.NewBinding(key.WithKeys("<", ","), key.WithHelp("<", "less exploration")),
		MoreC:     key.NewBinding(key.WithKeys(">", "."), key.WithHelp(">", "more exploration")),
		Estimator: key.NewBinding(key.WithKeys("e"), key.WithHelp("e", "estimator plain/rb/eval")),
		Policy:    key.NewBinding(key.WithKeys("o"), key.WithHelp("o", "policy uniform/light")),
		Heat:      key.NewBinding(key.WithKeys("w"), key.WithHelp("w", "heat map")),
		View:      key.NewBinding(key.WithKeys("v"), key.WithHelp("v", "table/chart/compare")),
		Animate:   key.NewBinding(key.WithKeys("a"), key.WithHelp("a", "animate rollout")),
		Replay:    key.NewBinding(key.WithKeys("left", "right"), key.WithHelp("←→", "replay ply / fold")),
		Cursor:    key.NewBinding(key.WithKeys("up", "down"), key.WithHelp("↑↓", "tree cursor")),
		Fold:      key.NewBinding(key.WithKeys(k.Select.Keys()...), key.WithHelp("enter", "fold/unfold")),
		up:        k.Up, down: k.Down, left: k.Left, right: k.Right,
		Back: key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "back")),
		Quit: k.Quit, Help: k.Help,
		PageUp:   key.NewBinding(key.WithKeys("pgup"), key.WithHelp("pgup", "table up")),
		PageDown: key.NewBinding(key.WithKeys("pgdown"), key.WithHelp("pgdn", "table down")),
	}
}

// replayKeys is the short help's name for the replay keys.
var replayKeys = key.NewBinding(key.WithKeys("left", "right"), key.WithHelp("←→", "replay"))

// ShortHelp is the help line: what fits 80 columns first (the steps,
// help and quit), then the rest.
func (k KeyMap) ShortHelp() []key.Binding {
	return []key.Binding{k.Phase, k.Iteration, k.Run, k.Help, k.Quit, k.Hundred, k.Player, k.Heat, k.View, k.Back}
}

// simulateHelp is the help line during a simulation, when the replay
// keys matter: they come right after the steps.
func (k KeyMap) simulateHelp() []key.Binding {
	return []key.Binding{k.Phase, k.Iteration, k.Run, k.Help, k.Quit, replayKeys, k.Animate,
		k.Hundred, k.Player, k.Heat, k.View, k.Back}
}

// FullHelp is every key, in columns: stepping, the search's settings,
// what is shown, leaving.
func (k KeyMap) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Phase, k.Iteration, k.Hundred, k.StepBack, k.IterBack, k.Run, k.Slower, k.Faster},
		{k.Reset, k.Player, k.LessC, k.MoreC, k.Estimator, k.Policy},
		{k.Heat, k.View, k.Animate, k.Replay, k.Cursor, k.Fold},
		{k.PageUp, k.PageDown, k.Back, k.Quit, k.Help},
	}
}
