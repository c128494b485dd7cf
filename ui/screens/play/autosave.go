package play

import (
	"rollout/ui/game"
	"rollout/ui/kit"
)

// autosave queues a write of the game to the resume slot after a
// change, unless autosave is off or the game is over. A game with every
// move taken back has nothing to resume: the slot it wrote is emptied
// (a series' is kept, for its tally), where it offered the moves taken
// back ("R resumes: ... move 2" over an empty board). The save is built
// and written off the Update goroutine (a long chess game's tables take
// milliseconds to encode, and the write is fsynced), on a clone of the
// record; saver keeps the writes in order, and Run waits for them, so a
// quit or a signal never loses the last one.
func (g *Model) autosave() {
	g.reportSaveError()
	if g.cfg.StateDir == "" || g.st.Outcome().Over() {
		return
	}
	if g.st.Len() == 0 {
		if g.cfg.Series == nil {
			g.unsave()
		}
		return
	}
	rec, cfg, now := g.st.Clone(), g.cfg, g.clockNow()
	g.clockSaved = now
	if cfg.Series != nil {
		// A copy: the series' tally is counted on in Update while the
		// write reads it.
		series := *cfg.Series
		cfg.Series = &series
	}
	saves := g.cfg.Saves
	saves.Queue(g.env.Searches, func() error {
		return saves.Write(cfg.StateDir, game.Snapshot(rec, cfg, now))
	})
	g.autosaved = true
}

// unsave empties the resume slot when this game, which wrote it, is
// over: a finished game is kept as PGN, not offered for resuming.
func (g *Model) unsave() {
	g.reportSaveError()
	if !g.autosaved {
		return
	}
	g.autosaved = false
	dir, id, saves := g.cfg.StateDir, g.cfg.ID, g.cfg.Saves
	saves.Queue(g.env.Searches, func() error { return saves.Remove(dir, id) })
}

// reportSaveError shows the last save's error, if it failed.
func (g *Model) reportSaveError() {
	if err := g.cfg.Saves.TakeErr(); err != nil {
		g.setMsg(kit.StatusError, saveFailedText(err))
	}
}

// saveFailedText is the message of a failed autosave: it says the game
// is not saved, so nobody quits trusting it.
func saveFailedText(err error) string {
	return "Autosave failed, the game is not saved: " + err.Error()
}

// saveFailing is the autosave's standing failure: the last write or
// removal failed, so the slot does not hold the game as played.
func (g *Model) saveFailing() error {
	if g.cfg.StateDir == "" {
		return nil
	}
	return g.cfg.Saves.Failing()
}
