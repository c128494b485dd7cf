package ui

import (
	"fmt"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/autosave"
	"rollout/ui/kit"
	"rollout/ui/nav"
	"rollout/variants"
)

// resumeSlot is the interrupted game the root found in the resume slot:
// the save and its replayed record.
type resumeSlot struct {
	save autosave.Game
	rec  *variants.Record
}

// checkResume reads the resume slot and tells the setup screen what it
// holds; a save that does not read is reported there (it has been moved
// aside) and never stops the program.
func (m Model) checkResume() Model {
	var offer nav.ResumeOfferMsg
	m.resume, m.previous = nil, nil
	// Games kept behind the two slots move up as the slots empty, so
	// every unfinished game is offered in turn.
	if err := autosave.Surface(m.opts.StateDir); err != nil {
		m = m.tellSetup(nav.SetupErrorMsg{Err: err})
	}
	sg, rec, found, err := autosave.Load(m.opts.StateDir, autosave.SlotName, time.Now())
	if err != nil {
		m = m.tellSetup(nav.SetupErrorMsg{Err: err})
	}
	if found {
		m.resume, offer.Resume = &resumeSlot{save: sg, rec: rec}, sg.Summary()
	}
	sg, rec, found, err = autosave.Load(m.opts.StateDir, autosave.PreviousName, time.Now())
	if err != nil {
		m = m.tellSetup(nav.SetupErrorMsg{Err: err})
	}
	if found {
		m.previous, offer.Previous = &resumeSlot{save: sg, rec: rec}, sg.Summary()
		if n := len(autosave.Older(m.opts.StateDir)); n > 0 {
			offer.Previous += fmt.Sprintf(" (%d older kept, offered in turn)", n)
		}
	}
	return m.tellSetup(offer)
}

// resumeGame starts the interrupted game where it stopped: its moves and
// tables, its players and settings, its seed; the engine to move starts
// thinking again.
func (m Model) resumeGame(previous bool) (Model, tea.Cmd) {
	r := m.resume
	if previous {
		r = m.previous
	}
	if r == nil {
		return m, nil
	}
	m.resume, m.previous = nil, nil
	m = m.tellSetup(nav.ResumeOfferMsg{})
	cfg := kit.GameConfig{Variant: r.rec.Variant(), Record: r.rec, Sides: [2]kit.SideOptions{kit.SideOptions(r.save.Sides[0]), kit.SideOptions(r.save.Sides[1])}, Seed: r.save.Seed, Resumed: true, ID: r.save.ID,
		Series: kit.SeriesFromSave(r.save.Series)}
	return m.startGame(cfg, false) // the play screen says "Resumed"
}
