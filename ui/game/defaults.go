package game

import (
	"time"

	"rollout/ui/autosave"
)

// Defaults is what the command line gives every game the ui opens: the
// seed, the directories and the queue of the resume slot's writes, the
// pause between two engines' moves. The root builds it once from its
// options and completes each game's configuration with it (Prepare).
type Defaults struct {
	Seed             uint64
	OutDir, StateDir string
	// HidePaths keeps the machine's paths from the person (rollout
	// serve: Shown).
	HidePaths bool
	// Saves is the program's one queue of the resume slot's writes,
	// shared by its games so their writes run in order.
	Saves *autosave.Saver
	// Pause, when set, is the pause between two engines' moves (-pause,
	// 0 by -pause 0); nil leaves the game's own.
	Pause *time.Duration
}

// Prepare completes cfg with d (seed, directories, pause) and makes it a
// series when two engines play several games. A resumed game and a
// series' game keep their seeds; preparing twice changes nothing.
func (d Defaults) Prepare(cfg GameConfig) GameConfig {
	if !cfg.Resumed && cfg.Series == nil { // a series' game has its seed
		cfg.Seed = d.Seed
	}
	cfg.OutDir, cfg.StateDir, cfg.HidePaths, cfg.Saves = d.OutDir, d.StateDir, d.HidePaths, d.Saves
	if d.Pause != nil && cfg.Pause == nil {
		p := *d.Pause
		cfg.Pause = &p
	}
	if cfg.Games > 1 && cfg.Series == nil && !cfg.Sides[0].Human && !cfg.Sides[1].Human && cfg.Record == nil {
		cfg = NewSeries(cfg.Games, cfg.Sides, cfg.Seed).GameConfig(cfg)
	}
	return cfg
}

// Shown is a message of the program's as the person may see it: with
// HidePaths, no path of the server's (HidePaths).
func (d Defaults) Shown(text string) string {
	if !d.HidePaths {
		return text
	}
	return HidePaths(text, d.OutDir, d.StateDir)
}
