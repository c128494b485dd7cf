// Package ui is rollout's terminal client, built on Bubble Tea: a setup
// screen to choose the game, the mode and the two sides; a play screen
// where a person plays against the engines or watches them (a series of
// games too: series.go), with game review ([ ], review.go) and autosave
// (autosave.go); the analysis board (analysis*.go), where the engine
// thinks without end on any position; and the study screen (study*.go),
// which steps a Monte Carlo search phase by phase through engine.Stepper.
//
// # Screens
//
// The root Model (model.go) holds one slot per screen (screens.go: setup,
// play, analysis, study) and shows one. Every screen implements the
// small screen interface: Update returns the screen and a Cmd, View draws
// the whole terminal, Close stops its background work. Window sizes go to
// every screen; everything else to the one shown. A screen never reaches
// into the root or another screen: it asks by message, returned as a Cmd
// made with emit:
//
//	setup --startGameMsg{cfg}--> root: builds the play screen, shows it
//	play  --leaveGameMsg{}-----> root: closes the game, shows setup
//	any   --showScreenMsg{id}--> root: shows a screen it already holds
//
// To add a screen (study, analysis, review): add its id in screens.go;
// write its model in a file of its own (study.go, with its view and keys
// beside it), with Update/View/Close and a constructor that takes the
// shared Common and what it shows; add the message that opens it
// (openStudyMsg{pos}, say) and one case in Model.Update that builds the
// screen into its slot and makes it active; send that message from the
// screen that offers it (a key on the play screen). Going back is
// showScreenMsg{playID}. Nothing else changes.
//
// # Components
//
// Screens are built from components (soft-serve's Component + Common): a
// component keeps a copy of Common (styles, keys, the ASCII flag, its
// size), is sized by its screen's layout with SetSize, lists its keys in
// ShortHelp, and draws itself from the data it is given. The play screen
// has a Surface (surface.go: the position and the gestures on it), a
// panel (move list and per-move table), a status bar, a move input and a
// help line.
//
// A Surface is chosen by the capabilities the position offers: heaps
// (variants.Heaper), a grid board (variants.Grid; drop games through
// variants.Dropper), or a text diagram. Everything else that differs
// between games also comes from optional interfaces in package variants
// (glyphs, a legend line, a game-over note, PGN export) and between
// players from engine.PlayerInfo (the figure a player chooses by, whether
// it has statistics): the ui imports no game package and compares no
// game's or player's name (architecture_test.go checks the imports). A new
// game needs no ui code.
//
// # The play screen
//
// Its behaviour is split by concept: play.go (state and routing),
// engineturn.go and search.go (engine turns, move-now, autoplay),
// moveentry.go (keys, clicks, typed moves, choices), commands.go (undo,
// new game, save, leaving and quitting), playhelp.go, playview.go (layout
// and frame), panel.go and table.go (move list, per-move table),
// engineclose.go (external engines closed when a game is done with them),
// series.go, seriesrestart.go and seriessave.go (a series of engine games),
// autosave.go, autosaveslot.go and autosaver.go (the resume slot and the
// previous one). The setup screen: setup.go (fields and keys),
// setupview.go, setupmode.go, setuppolicy.go (rollout policy rows) and
// setupgames.go (the Games row).
//
// Engine searches run in goroutines started from Update (so a WaitGroup
// counts them before Run can return); a Cmd reads one snapshot at a time
// from the search's progress channel and is re-armed after each message.
// Every search carries a generation number, and messages of an older
// generation are dropped, so a cancelled search can never move a piece.
//
// Imports point one way: ui -> engine -> variants.
package ui
