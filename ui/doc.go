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
//	                         StudyConfig and AnalysisConfig (no Bubble Tea)
//	ui/enginerun             the one way a screen runs an engine
//	ui/offload               other slow work off the UI goroutine (file reads)
//	ui/autosave              the save slots and the lessons' progress (no
//	                         Bubble Tea)
//	ui/slots                 the resume slots read for the setup screen's offer
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
//
// The root keeps what only it uses, one file per concern, each saying
// what it holds: the root model's state and life (model.go), the routes
// of every message (routes.go: Update), the resize rule (resize.go),
// the screen stack (screens.go: open, show, leave), what the root says
// (notices.go), opening a game or the command line's screen (start.go:
// start, on the command line's game.Defaults), one file per screen it opens (analysisopen.go, studyopen.go,
// learnopen.go), the offer of the resume slots ui/slots reads
// (autosaveslot.go), the routing of the external engines' handshake
// that ui/handshake runs before a game (handshake.go), and under
// rollout serve the opening of what ui/class decides for a student's
// seat (class.go: a game accepted or watched, the teacher's push, the
// last line drawn) and the teacher's program (teacher.go).
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
// returned as a Cmd made with nav.Emit:
//
//	setup    --nav.StartGameMsg{Mode, Cfg}--> root: opens the mode's screen
//	setup    --nav.ResumeGameMsg{Previous}--> root: resumes a saved game (R, P)
//	setup    --nav.CancelStartMsg{}---------> root: gives up starting the engines
//	play     --nav.LeaveGameMsg{}-----------> root: closes the game, shows setup
//	play     --nav.OpenStudyMsg{Cfg}--------> root: opens the study on the position
//	play     --nav.OpenAnalysisMsg{Cfg}-----> root: opens the analysis board
//	learn    --nav.OpenStudyMsg{Cfg}--------> root: opens the lesson's search (FromLearn)
//	study    --nav.LeaveStudyMsg{ToGame}----> root: back to the game, lesson or setup
//	analysis --nav.LeaveAnalysisMsg{ToGame}-> root: back to the game or setup
//	analysis --nav.FlagMsg{}----------------> root: the game's clock ran out (study too)
//	root     --nav.FlagMsg{}----------------> play: judge the flag, shown or not
//	play     --nav.GameOverMsg{Text}--------> analysis, study: the game behind ended
//	any      --nav.ShowScreenMsg{ID}--------> root: shows a screen it holds
//	root     --nav.ResumePlayMsg{Refused}---> play: shown again, go on
//	root     --nav.HideMsg{}----------------> play, analysis: hidden by a push, wait
//	root     --nav.ShowAgainMsg{}-----------> analysis: shown after a push, search again
//	root     --nav.SetupErrorMsg{Err}-------> setup: why a screen did not open
//	root     --nav.SetupBusyMsg{Note}-------> setup: what the root waits for
//	root     --nav.ResumeOfferMsg{...}------> setup: the games R and P resume
//
// The root opens the command line's screen on what the setup screen
// described when the root built it (setup.Model.Describe, kept typed in
// the root's onStart). Every key a screen gets goes through
// nav.ReadKey, the one reader of multi-character reads.
//
// nav.Mode is the one screen-selection type: Options.Screen, the mode a
// StartGameMsg asks for, and (Mode.Slot) the root's slot that holds it.
//
// To add a screen: add its Mode before nav.Review; write it as a package
// ui/screens/NAME with a Model implementing nav.Screen, a constructor
// taking kit.Common, an enginerun.Env if it runs engines, and what it
// shows; give it its own KeyMap (ShortHelp, FullHelp); add the message
// that opens it to nav (with its config type in ui/game, so the screen
// that offers it need not import it) and one case in Model.Update that builds the
// screen into its slot (Model.open); send that message from the screen
// that offers it. Going back is a nav message too. Nothing else changes.
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
// # Engines
//
// Every engine search goes through enginerun: Start runs it in a goroutine
// counted by the Env's WaitGroup (Run waits for it before returning) and
// returns a Run and the Cmd that follows it one snapshot at a time;
// Run.Progress and Run.Accepts drop a message of another generation, so a
// cancelled search can never move a piece; Resume goes on from a
// cancelled search; StartSeq runs several players in turn (the study's
// comparison); Go runs other engine work off the UI goroutine, counted
// and cancellable the same way (the study's and the lessons' steppers);
// Tick makes a timer (autoplay, a study's run and replay) a Run whose
// stale ticks Run.Accepts drops as well;
// every player is built by Options.NewPlayer. External engines are
// closed with enginerun.Close. A game's external engines are started and
// handshaken before it opens, by a check that is an engine run too
// (ui/handshake: enginerun.Go; a second request waits for it, quitting
// cancels it), and the players it started are handed to the game, which
// closes them with its others.
//
// Slow work that is not an engine's (the setup screen's read of a PGN
// file, the root's read of the save slots after a game) runs through
// offload.Go, counted by the same WaitGroup and dropped when stale by
// Job.Accepts. The saves have their own queues in ui/autosave: the
// root's Saver, handed to each game (game.GameConfig.Saves), its
// Progress for the lessons, and the remembered setup's (ui/remember).
package ui
