package study

import (
	"github.com/charmbracelet/bubbles/key"

	"rollout/ui/kit"
)

// KeyMap is the study screen's own keys (a help.KeyMap). A key means the
// same on every screen where it works (TestOneKeyOneMeaning in package
// ui): the arrows, enter, help, quit, the next player (p, as on the
// analysis board), the speed (+ -), the heat map (w) and stepping along
// a line of moves ([ ] home end: here the rollout's replay) and the
// board's flip (v) are the program's kit.KeyMap bindings; the study's
// own actions have keys no other screen uses for something else (g the
// view, y the policy, I a hundred iterations). o, which sorts the
// boards' tables, is not bound: the study's table has its own order. A
// key not bound says so (kit.Unbound).
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
	// Flip turns the board, as on the play screen (or says why it does
	// not turn: Connect Four's, nim's heaps).
	Flip key.Binding
	// Replay steps the rollout's replay a ply (left, right) during a
	// simulation, else folds or unfolds the tree at the cursor; Cursor
	// moves the tree's cursor, Fold toggles the node under it.
	Replay, Cursor, Fold key.Binding
	// Earlier and Later ([ ]) step the rollout's replay a ply, First and
	// Latest (home, end) jump to its start and end, as they step a game.
	Earlier, Later, First, Latest key.Binding
	up, down                      key.Binding
	left, right                   key.Binding
	// Predict turns predict mode on and off (predict.go); Answer picks a
	// choice of its question by number, as a lesson's questions are
	// answered.
	Predict, Answer key.Binding
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
		Hundred:   key.NewBinding(key.WithKeys("I"), key.WithHelp("I", "+100 iterations")),
		StepBack:  key.NewBinding(key.WithKeys("b", "backspace"), key.WithHelp("b", "phase back")),
		IterBack:  key.NewBinding(key.WithKeys("B"), key.WithHelp("B", "iteration back")),
		Run:       key.NewBinding(key.WithKeys(" "), key.WithHelp("space", "run/pause")),
		Slower:    k.Slower,
		Faster:    k.Faster,
		Reset:     key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "reset")),
		Player:    k.NextPlayer,
		LessC:     key.NewBinding(key.WithKeys("<", ","), key.WithHelp("<", "less exploration")),
		MoreC:     key.NewBinding(key.WithKeys(">", "."), key.WithHelp(">", "more exploration")),
		Estimator: key.NewBinding(key.WithKeys("e"), key.WithHelp("e", "estimator plain/rb/eval")),
		Policy:    key.NewBinding(key.WithKeys("y"), key.WithHelp("y", "policy uniform/light")),
		Heat:      k.Heat,
		Flip:      k.Flip,
		View:      key.NewBinding(key.WithKeys("g"), key.WithHelp("g", "table/chart/compare")),
		Animate:   key.NewBinding(key.WithKeys("a"), key.WithHelp("a", "animate rollout")),
		Replay:    key.NewBinding(key.WithKeys("left", "right"), key.WithHelp("←→", "replay ply / fold")),
		Cursor:    key.NewBinding(key.WithKeys("up", "down"), key.WithHelp("↑↓", "tree cursor")),
		Fold:      key.NewBinding(key.WithKeys(k.Select.Keys()...), key.WithHelp("enter", "fold/unfold")),
		// The game's stepping keys, in the study's words: a study has
		// no game to review, and "review moves" sent the learner
		// looking for one; here they step the rollout's replay.
		Earlier: key.NewBinding(key.WithKeys(k.Earlier.Keys()...), key.WithHelp(k.Earlier.Help().Key, stepRolloutHelp)),
		Later:   k.Later,
		First:   key.NewBinding(key.WithKeys(k.First.Keys()...), key.WithHelp(k.First.Help().Key, "rollout's start")),
		Latest:  key.NewBinding(key.WithKeys(k.Latest.Keys()...), key.WithHelp(k.Latest.Help().Key, "rollout's end")),
		Predict: key.NewBinding(key.WithKeys("x"), key.WithHelp("x", "predict mode")),
		Answer: key.NewBinding(key.WithKeys("1", "2", "3", "4", "5", "6", "7", "8", "9"),
			key.WithHelp("1-9", "predict")),
		up: k.Up, down: k.Down, left: k.Left, right: k.Right,
		Back: key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "back")),
		Quit: k.Quit, Help: k.Help,
		PageUp:   key.NewBinding(key.WithKeys("pgup"), key.WithHelp("pgup", "table up")),
		PageDown: key.NewBinding(key.WithKeys("pgdown"), key.WithHelp("pgdn", "table down")),
	}
}

// stepRolloutHelp is the help's word for [ ], which step a game's moves
// on the board screens and the rollout's replay here.
const stepRolloutHelp = "step the rollout"

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
		{k.Phase, k.Iteration, k.Hundred, k.StepBack, k.IterBack, k.Run, k.Faster},
		{k.Reset, k.Player, k.LessC, k.MoreC, k.Estimator, k.Policy, k.Predict, k.Answer},
		{k.Heat, k.Flip, k.View, k.Animate, k.Replay, k.Earlier, k.First, k.Latest, k.Cursor, k.Fold},
		{k.PageUp, k.PageDown, k.Back, k.Quit, k.Help},
	}
}
