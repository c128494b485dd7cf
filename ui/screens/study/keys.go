package study

import "github.com/charmbracelet/bubbles/key"

// studyKeys are the study screen's own bindings. The screen has no move
// input, so single letters are free; the shared KeyMap still supplies
// the arrows, enter, esc, help and quit.
type studyKeys struct {
	Phase, Iteration, Hundred key.Binding
	Run, Slower, Faster       key.Binding
	Reset, Player             key.Binding
	LessC, MoreC, Estimator   key.Binding
	// Policy switches the rollout policy (engine.Policies).
	Policy              key.Binding
	Heat, View, Animate key.Binding
	// Back is esc, back to where the study was opened from (the setup
	// screen or the game, which then resumes).
	Back key.Binding
}

func newStudyKeys() studyKeys {
	return studyKeys{
		Phase:     key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "next phase")),
		Iteration: key.NewBinding(key.WithKeys("i"), key.WithHelp("i", "next iteration")),
		Hundred:   key.NewBinding(key.WithKeys("+"), key.WithHelp("+", "+100 iterations")),
		Run:       key.NewBinding(key.WithKeys(" "), key.WithHelp("space", "run/pause")),
		Slower:    key.NewBinding(key.WithKeys("["), key.WithHelp("[", "slower")),
		Faster:    key.NewBinding(key.WithKeys("]"), key.WithHelp("]", "faster")),
		Reset:     key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "reset")),
		Player:    key.NewBinding(key.WithKeys("p"), key.WithHelp("p", "switch player")),
		LessC:     key.NewBinding(key.WithKeys("<", ","), key.WithHelp("<", "less exploration")),
		MoreC:     key.NewBinding(key.WithKeys(">", "."), key.WithHelp(">", "more exploration")),
		Estimator: key.NewBinding(key.WithKeys("e"), key.WithHelp("e", "estimator plain/rb")),
		Policy:    key.NewBinding(key.WithKeys("o"), key.WithHelp("o", "policy uniform/light")),
		Heat:      key.NewBinding(key.WithKeys("w"), key.WithHelp("w", "heat map")),
		View:      key.NewBinding(key.WithKeys("v"), key.WithHelp("v", "table/chart/compare")),
		Animate:   key.NewBinding(key.WithKeys("a"), key.WithHelp("a", "animate rollout")),
		Back:      key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "back")),
	}
}
