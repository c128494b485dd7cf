package ui

import (
	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/game"
	"rollout/ui/nav"
	"rollout/ui/screens/study"
)

// The study screen's slot: opened from a game, a lesson or the setup
// screen (or the command line), left for the screen it came from.

// leaveStudy shows the screen the study was opened from; a game resumes.
func (m Model) leaveStudy(toGame bool) (Model, tea.Cmd) {
	if toGame && m.screens[nav.Game] != nil {
		return m.backToGame("")
	}
	if next, cmd, ok := m.leavePush(); ok {
		return next, cmd
	}
	if m.studyFromLearn && m.screens[nav.Learn] != nil {
		m.active = nav.Learn // the lesson as it was left
		return m, nil
	}
	m.active = nav.Setup
	return m, nil
}

// openStudy shows a new study screen, or reports on the screen the
// person came from why it cannot open (a finished position, say).
func (m Model) openStudy(sc game.StudyConfig) (Model, tea.Cmd) {
	s, err := study.New(m.common, m.env, sc)
	if err != nil {
		if sc.FromGame && m.screens[nav.Game] != nil {
			return m.backToGame("Study: " + err.Error())
		}
		return m.backToSetup(err), nil
	}
	m.studyFromLearn = sc.FromLearn
	cmd := s.Init() // the game's clock, over a game on the clock
	return m.open(nav.Study, s), cmd
}

// studyFromSetup opens the study the setup screen (or the command line)
// describes (GameConfig.Study: the command line's -study player and
// settings, the command line's seed), or shows why it cannot.
func (m Model) studyFromSetup(cfg game.GameConfig) (Model, tea.Cmd) {
	sc, err := cfg.Study(m.opts.Study, m.opts.Seed)
	if err != nil {
		return m.backToSetup(err), nil
	}
	return m.openStudy(sc)
}
