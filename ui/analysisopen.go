package ui

import (
	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/kit"
	"rollout/variants"
)

// openAnalysisMsg asks the root to open the analysis board (from the
// setup screen's analyse mode, the command line, or a game's "analyse
// this position" key).
type openAnalysisMsg struct{ cfg analysisConfig }

// leaveAnalysisMsg asks the root to go back from the analysis board: to
// the game it was opened from (which resumes), else to the setup screen.
type leaveAnalysisMsg struct{ toGame bool }

// openAnalysis shows a new analysis board in its slot.
func (m Model) openAnalysis(cfg analysisConfig) (Model, tea.Cmd) {
	a, cmd := newAnalysis(m.common, m.env, cfg)
	return m.open(analysisID, a), cmd
}

// leaveAnalysis closes the board and shows where it was opened from; a
// game resumes as after a study (resumePlayMsg).
func (m Model) leaveAnalysis(toGame bool) (Model, tea.Cmd) {
	if a := m.screens[analysisID]; a != nil {
		a.Close()
		m.screens[analysisID] = nil
	}
	return m.leaveStudy(toGame)
}

// analysisFromSetup opens the board on the setup screen's (or the command
// line's) position and moves, analysed by the second side's engine (the
// first's when a person plays second; flat when people play both).
func (m Model) analysisFromSetup(cfg kit.GameConfig) (Model, tea.Cmd) {
	rec := cfg.Record
	if rec == nil {
		start := cfg.Start
		if start == nil {
			start = cfg.Variant.Start()
		}
		var err error
		if rec, err = kit.NewRecord(start, cfg.Moves); err != nil {
			return m.backToSetup(err), nil
		}
	}
	ec := cfg.Sides[1].Engine
	if cfg.Sides[1].Human {
		ec = cfg.Sides[0].Engine
	}
	if ec.Seed == 0 {
		ec.Seed = m.opts.Seed
	}
	return m.openAnalysis(analysisConfig{rec: rec, engine: ec})
}

// analysisFromGame is the board on a game's line, analysed by the engine
// of the side to move (flat for a person's side).
func analysisFromGame(rec *variants.Record, side engine.Config, seed uint64) analysisConfig {
	ec := side
	if ec.Seed == 0 {
		ec.Seed = seed
	}
	return analysisConfig{rec: rec.Clone(), engine: ec, fromGame: true}
}
