package ui

import (
	"rollout/ui/kit"

	tea "github.com/charmbracelet/bubbletea"
)

// screen is one whole-terminal view: setup, play, and (as new files)
// study, analysis and review. A screen is a model of its own: it gets
// every message while it is shown (window sizes always), and asks the
// root for anything beyond itself (start a game, leave it, open another
// screen) by returning a Cmd that sends one of the messages below, never
// by extra return values.
type screen interface {
	Update(msg tea.Msg) (screen, tea.Cmd)
	View() string
	// Close stops what the screen runs in the background (searches) when
	// the root drops it or the program ends; it must be safe to call more
	// than once.
	Close()
}

// screenID names the root's screen slots.
type screenID uint8

const (
	setupID screenID = iota
	playID
	// studyID is the study screen (study.go), opened by openStudyMsg.
	studyID
	// analysisID is the analysis board (analysis.go), opened by
	// openAnalysisMsg.
	analysisID
	// numScreens counts the slots; a new screen adds its id above.
	numScreens
)

// startGameMsg asks the root to start a game on the play screen.
type startGameMsg struct{ cfg kit.GameConfig }

// leaveGameMsg asks the root to leave the game for the setup screen.
type leaveGameMsg struct{}

// showScreenMsg asks the root to show a screen it already holds (a study
// screen going back to the game it was opened from, say).
type showScreenMsg struct{ id screenID }

// emit returns a Cmd that delivers msg: how a screen talks to the root.
func emit(msg tea.Msg) tea.Cmd { return func() tea.Msg { return msg } }

// open puts s in slot id, closing the screen it replaces (its searches
// and engines), and shows it: how the root opens a game, a study or an
// analysis board.
func (m Model) open(id screenID, s screen) Model {
	if old := m.screens[id]; old != nil {
		old.Close()
	}
	m.screens[id], m.active = s, id
	return m
}

// backToSetup shows the setup screen with err as its message: how the
// root says why a screen it was asked for could not be opened.
func (m Model) backToSetup(err error) Model {
	m.screens[setupID] = m.screens[setupID].(setupScreen).withError(err)
	m.active = setupID
	return m
}
