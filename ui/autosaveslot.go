package ui

import (
	"fmt"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/variants"
)

// resumeSlot is the interrupted game the root found in the resume slot:
// the save and its replayed record.
type resumeSlot struct {
	save savedGame
	rec  *variants.Record
}

// resumeGameMsg asks the root to resume the interrupted game (the setup
// screen's R).
type resumeGameMsg struct{}

// checkResume reads the resume slot and tells the setup screen what it
// holds; a save that does not read is reported there (it has been moved
// aside) and never stops the program.
func (m Model) checkResume() Model {
	s, ok := m.screens[setupID].(setupScreen)
	if !ok {
		return m
	}
	m.resume, s.resume = nil, ""
	sg, rec, found, err := loadAutosave(m.opts.StateDir, time.Now())
	if err != nil {
		s = s.withError(err)
	}
	if found {
		m.resume, s.resume = &resumeSlot{save: sg, rec: rec}, sg.summary()
	}
	m.screens[setupID] = s
	return m
}

// resumeGame starts the interrupted game where it stopped: its moves and
// tables, its players and settings, its seed; the engine to move starts
// thinking again.
func (m Model) resumeGame() (Model, tea.Cmd) {
	r := m.resume
	if r == nil {
		return m, nil
	}
	m.resume = nil
	if s, ok := m.screens[setupID].(setupScreen); ok {
		s.resume = ""
		m.screens[setupID] = s
	}
	cfg := gameConfig{variant: r.rec.Variant(), record: r.rec, sides: r.save.Sides, seed: r.save.Seed, resumed: true}
	m, cmd := m.startGame(cfg)
	if p, ok := m.screens[playID].(playScreen); ok && m.active == playID && p.kind != msgError {
		side := p.st.Variant().Side(p.st.Position().ToMove())
		p.setMsg(msgGood, fmt.Sprintf("Resumed after %d moves: %s to move", p.st.Len(), side))
		m.screens[playID] = p
	}
	return m, cmd
}

// autosave writes the game to the resume slot after a change, unless
// autosave is off, nothing has been played, or the game is over.
func (g *playScreen) autosave() {
	if g.cfg.stateDir == "" || g.st.Len() == 0 || g.st.Outcome().Over() {
		return
	}
	if err := writeAutosave(g.cfg.stateDir, snapshotGame(g.st, g.cfg, time.Now())); err != nil {
		g.setMsg(msgError, err.Error())
		return
	}
	g.autosaved = true
}

// unsave empties the resume slot when this game, which wrote it, is
// over: a finished game is kept as PGN, not offered for resuming.
func (g *playScreen) unsave() {
	if !g.autosaved {
		return
	}
	g.autosaved = false
	if err := removeAutosave(g.cfg.stateDir); err != nil {
		g.setMsg(msgError, err.Error())
	}
}
