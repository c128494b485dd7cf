// Package enginerun is the one way any screen of the ui runs an engine:
// Start starts a search in a goroutine counted by the Env's WaitGroup (so
// the program waits for it before it exits) and returns a Run and the Cmd
// that follows it; Run.Progress and Run.Accepts are the one stale-message
// check (a message of another generation is dropped, so a cancelled search
// never moves a piece); Run.Cancel stops it, and Resume goes on from a
// cancelled search. StartSeq runs several players
// one after another the same way (the study's flat-vs-uct comparison),
// Go any other engine work off the UI goroutine (the study's and the
// lessons' steppers, the start of a game's external engines). Work that
// is not an engine's runs through ui/offload (a PGN file read, the save
// slots' read), and the saves' queue is autosave's (autosave.Saver,
// handed to a game in game.GameConfig.Saves).
// Tick makes a screen's timer a Run too (AutoplayAfter paces
// engine-vs-engine games with it), so its stale ticks are dropped by the
// same Run.Accepts. Every player is built by Env.NewPlayer
// (Options.NewPlayer), and Close closes an external engine off the UI
// goroutine. It imports no screen and no component.
package enginerun
