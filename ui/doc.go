// Package ui is rollout's terminal client, built on Bubble Tea: Run and
// NewSession (one program per SSH session), Options, and the root Model,
// which holds one screen per slot, shows one, and routes the navigation
// messages screens send. The ui is a tree of packages that shows its
// architecture (architecture_test.go checks the import rules):
//
//	ui/                      Run, NewSession, Options, the root Model
//	ui/nav                   the Screen contract, Mode, navigation messages
//	ui/kit                   Common, styles, KeyMap, Status, layout guards,
//	                         help paging, formatting (presentation only)
//	ui/game                  GameConfig, sides, Series, the save conversion,
//	                         StudyConfig and AnalysisConfig, the command
//	                         line's Defaults for every game (no Bubble Tea)
//	ui/enginerun             the one way a screen runs an engine
//	ui/offload               other slow work off the UI goroutine (file reads)
//	ui/keyrate               the keys read bounded to what a person types
//	                         (a paste sent as keys)
//	ui/autosave              the save slots and the lessons' progress (no
//	                         Bubble Tea)
//	ui/slots                 the resume slots read, and kept, for the setup
//	                         screen's offer
//	ui/handshake             a game's external engines started before it opens
//	ui/classroom             rollout serve's class as the client sees it:
//	                         Invitation, Watch, the Desk the server
//	                         implements, the class keys, Presence, Modes,
//	                         the server's news (PushMsg, NoticeMsg)
//	ui/classline             the class's last line over any screen: the
//	                         invitations shown, a room's code typed, the
//	                         class keys read (what they open, the root opens)
//	ui/class                 a student's seat in the class, the root's glue:
//	                         the modes open, presence, the teacher's push,
//	                         invitations sent, a game accepted or watched
//	ui/remember              the setup last started, kept across starts
//	                         (setup.json) on a queue of its own
//	ui/uitest                what tests share (imported by tests only): a
//	                         sized Common, Key, CheckFits, the fake engine, Drain
//	ui/components/surface    the board, heaps or text, and gestures on it
//	ui/components/panel      move list and per-move table
//	ui/components/board      the board screen's frame, play's and analysis's:
//	                         layout, help pages, the board's keys, stepping
//	ui/components/behind     the game a screen was opened over (A, t): q's
//	                         question, the person's running clock, its flag
//	ui/components/{statusbar,moveinput,tree,chart}
//	ui/screens/analysis      the analysis board
//	ui/screens/play          the game: moves, engines, review, series, the
//	                         resume slot's writes, PGN saves
//	ui/screens/setup         the setup screen
//	ui/screens/study         the study screen: the stepper, phase by phase
//	ui/screens/learn         the lessons
//	ui/screens/teacher       the teacher's desk under rollout serve
//
// The root is the router, one file per part of it: the root model's
// state and life (model.go), where every message goes (routes.go:
// Update), the screen stack (screens.go: open, show, leave; resize.go:
// every screen sized), the command line's screen and a game opened
// (start.go), one file per other screen it opens (analysisopen.go,
// studyopen.go, learnopen.go), the resume slots offered (autosaveslot.go,
// on ui/slots' Kept), a game's external engines checked first
// (handshake.go, on ui/handshake's Check), its own notices (notices.go),
// and under rollout serve what a student's seat opens (class.go, on
// ui/class and ui/classline) and the teacher's program (teacher.go).
// What the root decides with is the leaves': game.Defaults completes a
// game's configuration, class.Seat says what the class opens.
//
// Imports point down: the root imports screens; a screen imports
// components, leaves, engine and variants, never another screen or the
// root; a component imports leaves, never a screen; a leaf imports only
// leaves. The ui imports no game package and compares no game's or
// player's name: what differs between games comes from optional
// capabilities in variants, what differs between players from
// engine.PlayerInfo, so a new game needs no ui code.
//
// # Screens and navigation
//
// Every screen implements nav.Screen: Update returns the screen and a Cmd,
// View draws the whole terminal, Close stops its background work. Window
// sizes go to every screen; everything else to the one shown. A screen
// never reaches into the root or another screen: it asks by message,
// kept as a nav.Request on the model its Update returns (nav.Asker),
// which the root acts on before the next message (Model.answer), so a
// key read with the one that switched screens reaches the new screen;
// the root tells a screen things by message too (ui/nav's package
// comment has the table of who sends what to whom).
//
// The root opens the command line's screen on what the setup screen
// described when the root built it (setup.Model.Describe, kept typed in
// the root's onStart). Every key a screen gets goes through
// nav.ReadKey, the one reader of multi-character reads, after the root
// has read a key the terminal misnamed as the keys typed (nav.Typed).
//
// nav.Mode is the one screen-selection type: Options.Screen, the mode a
// StartGameMsg asks for, and (Mode.Slot) the root's slot that holds it.
//
// To add a screen: add its Mode before nav.Review; write it as a package
// ui/screens/NAME with a Model implementing nav.Screen, a constructor
// taking kit.Common, an enginerun.Env if it runs engines, and what it
// shows; give it its own KeyMap (ShortHelp, FullHelp); add the message
// that opens it to nav (with its config type in ui/game, so the screen
// that offers it need not import it) and one case in Model.Update that
// builds the screen into its slot (Model.open); the screen that offers
// it asks with that message, kept as a nav.Request on its model (it
// implements nav.Asker: Asked, Asking). Going back is a nav message too.
// Nothing else changes.
//
// # Components
//
// Screens are built from components (soft-serve's Component + Common): a
// component keeps a copy of kit.Common (styles, keys, the ASCII flag, its
// size), is sized by its screen's layout with SetSize, lists its keys in
// ShortHelp, and draws itself from the data it is given. To add one, write
// a package ui/components/NAME that imports only the kit (and other
// components if it is built from them) and let the screens embed it.
//
// # Engines and other slow work
//
// Every engine search, and any other engine work, goes through
// ui/enginerun, counted by one WaitGroup that Run waits for and checked
// by one generation test (Run.Accepts); a game's external engines are
// started before it opens by ui/handshake, an engine run too. Slow work
// that is not an engine's (a PGN file read, the resume slots' read)
// runs through ui/offload the same way; the saves have their own queues
// in ui/autosave and ui/remember. Every player is built by
// Options.NewPlayer.
package ui
