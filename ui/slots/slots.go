// Package slots reads the state dir's two resume slots for the setup
// screen: the interrupted game R resumes and the unfinished game P
// resumes (autosave.SlotName, autosave.PreviousName), refilled first from
// the games kept behind them, and the offer the setup screen shows of
// them. Reading takes the state dir's lock and reads files, so it runs
// before the program starts (Read) or off the Update goroutine once a
// game is left (Check); the root ui model keeps what it found (Kept:
// the games offered and the read under way) and starts the game a key
// asks for (Kept.Take, Slot.Config).
package slots

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/autosave"
	"rollout/ui/game"
	"rollout/ui/nav"
	"rollout/ui/offload"
	"rollout/variants"
)

// Slot is an unfinished game found in a slot: the save and its replayed
// record.
type Slot struct {
	Save autosave.Game
	Rec  *variants.Record
}

// Config is the configuration that resumes the slot's game where it
// stopped: its moves and tables, its players and settings, its seed, its
// series and its clock (restarted on the same control).
func (s *Slot) Config() game.GameConfig {
	cfg := game.GameConfig{Variant: s.Rec.Variant(), Record: s.Rec, Sides: [2]game.SideOptions{game.SideOptions(s.Save.Sides[0]), game.SideOptions(s.Save.Sides[1])}, Seed: s.Save.Seed, Resumed: true, ID: s.Save.ID,
		Series: game.SeriesFromSave(s.Save.Series)}
	if c := s.Rec.Clocks(); c != nil {
		cfg.TimeControl = c.Control
	}
	return cfg
}

// Held is what the two slots hold, as Read found it: the games R and P
// resume, their offer to the setup screen, and the errors of saves that
// did not read (moved aside).
type Held struct {
	Gen              uint64 // the check's (Msg); 0 at start-up
	Resume, Previous *Slot
	Offer            nav.ResumeOfferMsg
	Errs             []error
}

// Err is one error for h's reports (Errs; nil for none): the
// setup screen shows one, and a bad autosave.json and a bad
// autosave-previous.json reported in turn left only the second there.
// Saves moved aside are said together, by the files they went to (the
// one-save report keeps its reason).
func (h Held) Err() error {
	errs := h.Errs
	switch len(errs) {
	case 0:
		return nil
	case 1:
		return errs[0]
	}
	var aside, other []string
	dir := ""
	for _, err := range errs {
		var ma *autosave.MovedAside
		if errors.As(err, &ma) {
			dir = filepath.Dir(ma.Aside)
			aside = append(aside, filepath.Base(ma.Aside))
		} else {
			other = append(other, err.Error())
		}
	}
	if len(aside) > 0 {
		other = append(other, fmt.Sprintf("%d saved games could not be read and were moved aside in %s: %s", len(aside), dir, strings.Join(aside, ", ")))
	}
	return errors.New(strings.Join(other, "; "))
}

// Msg ends a check of the slots (Check).
type Msg Held

// Read reads the slots of the state dir dir, first refilling them from
// the games kept behind (autosave.Surface: games kept behind the two
// slots move up as the slots empty, so every unfinished game is offered
// in turn). It takes the state dir's lock and reads files, so it runs at
// start-up, before the program, or in Check's job: never in Update.
func Read(dir string) Held {
	var r Held
	if err := autosave.Surface(dir); err != nil {
		r.Errs = append(r.Errs, err)
	}
	sg, rec, found, err := autosave.Load(dir, autosave.SlotName, time.Now())
	if err != nil {
		r.Errs = append(r.Errs, err)
	}
	if found {
		r.Resume, r.Offer.Resume = &Slot{Save: sg, Rec: rec}, sg.Summary(rec)
	}
	sg, rec, found, err = autosave.Load(dir, autosave.PreviousName, time.Now())
	if err != nil {
		r.Errs = append(r.Errs, err)
	}
	if found {
		r.Previous, r.Offer.Previous = &Slot{Save: sg, Rec: rec}, sg.Summary(rec)
		if n := len(autosave.Older(dir)); n > 0 {
			r.Offer.Previous += fmt.Sprintf(" (%d older kept, offered in turn)", n)
		}
	}
	return r
}

// Check reads the slots of dir again once a game is left (it may have
// written, displaced or emptied them) off the Update goroutine
// (offload.Go: counted by wg, cancelled with ctx), after the saves still
// queued (autosave.Saver.Settled), so Update never waits for the state
// dir's lock or a disk. Its Msg carries the job's generation: the
// message of an older check is to be dropped (offload.Job.Accepts).
func Check(ctx context.Context, wg *sync.WaitGroup, dir string, saves *autosave.Saver) (offload.Job, tea.Cmd) {
	return offload.Go(ctx, wg, func(ctx context.Context, gen uint64) tea.Msg {
		select {
		case <-saves.Settled():
		case <-ctx.Done():
			return Msg{Gen: gen}
		}
		r := Read(dir)
		r.Gen = gen
		return Msg(r)
	})
}
