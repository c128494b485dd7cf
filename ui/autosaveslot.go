package ui

import (
	"context"
	"fmt"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/autosave"
	"rollout/ui/game"
	"rollout/ui/nav"
	"rollout/ui/offload"
	"rollout/variants"
)

// resumeSlot is the interrupted game the root found in the resume slot:
// the save and its replayed record.
type resumeSlot struct {
	save autosave.Game
	rec  *variants.Record
}

// slotsRead is what the two slots hold, read by readSlots: the games R
// and P resume, their offer to the setup screen, and the errors of
// saves that did not read (moved aside).
type slotsRead struct {
	gen              uint64 // the check's (slotsMsg); 0 at start-up
	resume, previous *resumeSlot
	offer            nav.ResumeOfferMsg
	errs             []error
}

// slotsMsg ends a check of the slots started when a game was left
// (checkSlots).
type slotsMsg slotsRead

// readSlots reads the slots of the state dir dir, first refilling them
// from the games kept behind (autosave.Surface: games kept behind the two
// slots move up as the slots empty, so every unfinished game is offered
// in turn). It takes the state dir's lock and reads files, so it runs at
// start-up, before the program, or in checkSlots' job: never in
// Update.
func readSlots(dir string) slotsRead {
	var r slotsRead
	if err := autosave.Surface(dir); err != nil {
		r.errs = append(r.errs, err)
	}
	sg, rec, found, err := autosave.Load(dir, autosave.SlotName, time.Now())
	if err != nil {
		r.errs = append(r.errs, err)
	}
	if found {
		r.resume, r.offer.Resume = &resumeSlot{save: sg, rec: rec}, sg.Summary()
	}
	sg, rec, found, err = autosave.Load(dir, autosave.PreviousName, time.Now())
	if err != nil {
		r.errs = append(r.errs, err)
	}
	if found {
		r.previous, r.offer.Previous = &resumeSlot{save: sg, rec: rec}, sg.Summary()
		if n := len(autosave.Older(dir)); n > 0 {
			r.offer.Previous += fmt.Sprintf(" (%d older kept, offered in turn)", n)
		}
	}
	return r
}

// offerSlots keeps what the slots hold for R and P and tells the setup
// screen; a save that did not read is reported there (it has been moved
// aside) and never stops the program.
func (m Model) offerSlots(r slotsRead) Model {
	for _, err := range r.errs {
		m = m.tellSetup(nav.SetupErrorMsg{Err: err})
	}
	m.resume, m.previous = r.resume, r.previous
	return m.tellSetup(r.offer)
}

// checkSlots reads the slots again once a game is left (it may have
// written, displaced or emptied them) off the Update goroutine
// (offload.Go: counted, cancelled at the program's end), after the
// saves still queued (autosave.Saver.Settled), so Update never waits for
// the state dir's lock or a disk. Until its message arrives (slotsMsg)
// nothing is offered.
func (m Model) checkSlots() (Model, tea.Cmd) {
	m.resume, m.previous = nil, nil
	m = m.tellSetup(nav.ResumeOfferMsg{})
	dir, saves := m.opts.StateDir, m.saves
	run, cmd := offload.Go(m.env.Ctx, m.env.Searches, func(ctx context.Context, gen uint64) tea.Msg {
		select {
		case <-saves.Settled():
		case <-ctx.Done():
			return slotsMsg{gen: gen}
		}
		r := readSlots(dir)
		r.gen = gen
		return slotsMsg(r)
	})
	m.slots = run
	return m, cmd
}

// slotsChecked offers what checkSlots read; the message of an older
// check is dropped.
func (m Model) slotsChecked(msg slotsMsg) Model {
	if !m.slots.Accepts(msg.gen) {
		return m
	}
	m.slots = offload.Job{}
	return m.offerSlots(slotsRead(msg))
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
	cfg := game.GameConfig{Variant: r.rec.Variant(), Record: r.rec, Sides: [2]game.SideOptions{game.SideOptions(r.save.Sides[0]), game.SideOptions(r.save.Sides[1])}, Seed: r.save.Seed, Resumed: true, ID: r.save.ID,
		Series: game.SeriesFromSave(r.save.Series)}
	if c := r.rec.Clocks(); c != nil { // r restarts it on the same clock
		cfg.TimeControl = c.Control
	}
	return m.startGame(cfg, false) // the play screen says "Resumed"
}
