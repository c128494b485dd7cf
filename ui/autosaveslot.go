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
	m, cmd := m.startGame(cfg, false)
	if p, ok := m.screens[nav.Game].(playScreen); ok && m.active == nav.Game && p.kind != kit.StatusError {
		p.setMsg(kit.StatusGood, "Resumed: "+variants.ToPlay(p.st.Start(), p.st.Len()))
		m.screens[nav.Game] = p
	}
	return m, cmd
}

// autosave queues a write of the game to the resume slot after a
// change, unless autosave is off, nothing has been played, or the game is
// over. The save is built and written off the Update goroutine (a long
// chess game's tables take milliseconds to encode, and the write is
// fsynced), on a clone of the record; saver keeps the writes in order,
// and Run waits for them, so a quit or a signal never loses the last one.
// It reports whether it showed an earlier save's failure (the caller must
// not clear that message in the same update).
func (g *playScreen) autosave() bool {
	failed := g.reportSaveError()
	if g.cfg.StateDir == "" || g.st.Len() == 0 || g.st.Outcome().Over() {
		return failed
	}
	rec, cfg, now := g.st.Clone(), g.cfg, time.Now()
	saves := g.env.Saves
	saves.Queue(g.env.Searches, func() error {
		return saves.Write(cfg.StateDir, kit.Snapshot(rec, cfg, now))
	})
	g.autosaved = true
	return failed
}

// unsave empties the resume slot when this game, which wrote it, is
// over: a finished game is kept as PGN, not offered for resuming.
func (g *playScreen) unsave() {
	g.reportSaveError()
	if !g.autosaved {
		return
	}
	g.autosaved = false
	dir, id, saves := g.cfg.StateDir, g.cfg.ID, g.env.Saves
	saves.Queue(g.env.Searches, func() error { return saves.Remove(dir, id) })
}

// reportSaveError shows the last save's error, if it failed, and
// reports whether it did.
func (g *playScreen) reportSaveError() bool {
	if err := g.env.Saves.TakeErr(); err != nil {
		g.setMsg(kit.StatusError, saveFailedText(err))
		return true
	}
	return false
}

// saveFailedText is the message of a failed autosave: it says the game
// is not saved, so nobody quits trusting it.
func saveFailedText(err error) string {
	return "Autosave failed, the game is not saved: " + err.Error()
}

// saveFailing is the autosave's standing failure: the last write or
// removal failed, so the slot does not hold the game as played.
func (g *playScreen) saveFailing() error {
	if g.cfg.StateDir == "" {
		return nil
	}
	return g.env.Saves.Failing()
}
