package ui

import (
	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/game"
	"rollout/ui/nav"
	"rollout/ui/screens/analysis"
)

// The analysis board's slot: opened from a game or from the setup
// screen (or the command line), left for the screen it came from.

// openAnalysis shows a new analysis board in its slot.
func (m Model) openAnalysis(cfg game.AnalysisConfig) (Model, tea.Cmd) {
	a, cmd := analysis.New(m.common, m.env, cfg)
	return m.open(nav.Analysis, a), cmd
}

// leaveAnalysis closes the board and shows where it was opened from; a
// game resumes as after a study (resumePlayMsg).
func (m Model) leaveAnalysis(toGame bool) (Model, tea.Cmd) {
	if a := m.screens[nav.Analysis]; a != nil {
		a.Close()
		m.screens[nav.Analysis] = nil
	}
	return m.leaveStudy(toGame)
}

// analysisFromSetup opens the board on the setup screen's (or the command
// line's) position and moves, analysed by the second side's engine (the
// first's when a person plays second; flat when people play both), to
// the command line's budget (infinite unless one was given).
func (m Model) analysisFromSetup(cfg game.GameConfig) (Model, tea.Cmd) {
	ac, err := cfg.Analysis(m.opts.AnalysisBudget, m.opts.Seed)
	if err != nil {
		return m.backToSetup(err), nil
	}
	return m.openAnalysis(ac)
}
