package ui

import (
	"context"
	"sync"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/autosave"
	"rollout/ui/class"
	"rollout/ui/classline"
	"rollout/ui/enginerun"
	"rollout/ui/game"
	"rollout/ui/handshake"
	"rollout/ui/keyrate"
	"rollout/ui/kit"
	"rollout/ui/nav"
	"rollout/ui/remember"
	"rollout/ui/screens/setup"
	"rollout/ui/slots"
)

// The root model: its state (Model: the screens' slots, the one shown,
// the queues and jobs it owns), its construction on the setup screen
// (newModel), Init, View, and the end of its background work (wait,
// close). Where each message goes is routes.go's; what opens a screen,
// start.go's and screens.go's.

// Model is the root Bubble Tea model: it holds the screens, shows one,
// routes each message to it, and switches screens when a screen asks by
// message (nav.StartGameMsg, nav.LeaveGameMsg, nav.ShowScreenMsg:
// routes.go). It is created by Run; tests build one with newModel.
type Model struct {
	common kit.Common
	env    enginerun.Env
	opts   Options
	// slots is what the setup screen offers to resume (R: the
	// interrupted game, P: the one the last displaced) and the read of
	// the resume slots under way since a game was left.
	slots slots.Kept

	screens [nav.NumSlots]nav.Screen
	active  nav.Mode
	// checking is the check of a game's external engines under way
	// (package handshake), or nil.
	checking *handshake.Check
	// studyFromLearn says the study shown was opened from the lesson
	// screen, which its esc shows again.
	studyFromLearn bool
	// saves is the queue of the resume slot's writes, one for the
	// program, handed to each game (game.GameConfig.Saves) so their
	// writes run in order; progress is the lessons' progress in the
	// state dir, one for the program, so a lesson screen takes what the
	// one before it saved.
	saves    *autosave.Saver
	progress *autosave.Progress
	// defaults is what the command line gives every game (seed,
	// directories, saves, pause), and how the root's messages hide
	// the server's paths (game.Defaults.Shown).
	defaults game.Defaults
	// memory is the setup remembered across starts (ui/remember), with
	// its own queue of writes; notRemembered is its failed write, to be
	// said (sayNotRemembered), or "".
	memory        *remember.Memory
	notRemembered string
	// onStart is what the setup screen described when it was built from
	// the command line: what openOnStart opens Options.Screen on.
	onStart described
	// seat is the student's place in rollout serve's class (package
	// class: modes, presence, the teacher's push, invitations sent);
	// line is the class's last line: the invitations shown, a room code
	// typed, a note (package classline); watching is the number of the
	// classmates' game watched (class.go).
	seat     class.Seat
	line     classline.Line
	watching int
	// watchOpen says the game screen shows a classmates' game watched
	// (watchNext), not the person's own: the teacher's list says
	// "watch" (it said "play", a watcher taken for a player).
	watchOpen bool
	// typing bounds the keys read to what a person types (a paste sent
	// as keys: package keyrate); drawn is the screen as View last drew
	// it, drawn again only after a message that was not such a key
	// dropped. Both are shared by the model's copies.
	typing *keyrate.Limit
	drawn  *drawing
}

// drawing is the screen View last drew, and whether the last message
// changed nothing (a key dropped), so the same screen is drawn again:
// a paste's 50,000 keys dropped were 50,000 screens drawn.
type drawing struct {
	view  string
	again bool
}

// described is what the setup screen describes (setup.Model.Describe):
// the mode, the game, or why it does not read.
type described struct {
	mode nav.Mode
	cfg  game.GameConfig
	err  error
}

// newModel builds the root model on the setup screen.
func newModel(ctx context.Context, opts Options, st *kit.Styles, newPlayer func(engine.Config) (engine.Player, error)) Model {
	km := kit.DefaultKeyMap()
	vs := game.Variants()
	memory := remember.New(opts.StateDir)
	if opts.RememberSetup { // the setup last started, for the game no flag named
		if s, ok := memory.Recall(); ok {
			opts.Variant, opts.Games, opts.Sides, opts.TimeControl = s.Variant, s.Games, s.Sides, s.TimeControl
		}
	}
	if game.Variant(opts.Variant) == nil {
		opts.Variant = vs[0].Name
	}
	c := kit.Common{Styles: st, Keys: &km, ASCII: opts.ASCII || st.Plain}
	m := Model{common: c, env: enginerun.Env{Ctx: ctx, Searches: &sync.WaitGroup{}, NewPlayer: newPlayer}, opts: opts,
		saves: &autosave.Saver{Guard: opts.SaveGuard}, progress: autosave.NewProgress(opts.StateDir), memory: memory,
		seat: class.New(opts.Class, opts.Modes, opts.Report), typing: &keyrate.Limit{}, drawn: &drawing{}}
	m.defaults = opts.defaults(m.saves)
	if opts.HidePaths { // the lessons' progress moved aside is named ~/learn.json.bad-TIME
		m.progress.Hide = m.defaults.Shown
	}
	s := setup.New(c, m.env, vs, setup.Options{Variant: opts.Variant, Position: opts.Position, Moves: opts.Moves,
		Sides: opts.Sides, Games: opts.Games, TimeControl: opts.TimeControl, Mode: opts.Screen, FileRoot: opts.FileRoot, ExternalEngines: opts.ExternalEngines,
		Classmates: opts.Classmates, Strengths: opts.EngineStrengths})
	m.screens[nav.Setup] = s
	m.onStart.mode, m.onStart.cfg, m.onStart.err = s.Describe()
	m.active = nav.Setup
	// At start-up, before the program runs, the temporary files of a
	// killed program's writes are removed (a failure leaves them to the
	// next write, which removes the stale ones) and the slots are read
	// here; after a game, off the Update goroutine (checkSlots).
	_ = autosave.RemoveTemps(opts.StateDir)
	m = m.offerSlots(slots.Read(opts.StateDir))
	return m
}

// Init starts the program's first screen.
func (m Model) Init() tea.Cmd {
	return func() tea.Msg { return initMsg{} }
}

// initMsg starts the program's first screen from Update, where the model
// may change (Init cannot return a new model).
type initMsg struct{}

// View draws the screen shown.
func (m Model) View() string {
	if m.common.Width == 0 {
		return ""
	}
	if m.drawn != nil && m.drawn.again {
		return m.drawn.view
	}
	v := m.inviteView(m.screens[m.active].View())
	if m.drawn != nil {
		m.drawn.view = v
	}
	return v
}

// wait returns once every goroutine a screen started (searches, engine
// closes, saves) has ended: Run and a session's done call it after the
// program, tests after a step that queued background work.
func (m Model) wait() { m.env.Searches.Wait() }

// settled waits until every save queued has run: the game's, the
// lessons' progress and the setup remembered (not the searches).
func (m Model) settled() {
	<-m.saves.Settled()
	<-m.progress.Settled()
	<-m.memory.Settled()
}

// close stops every screen's background work, and a check of external
// engines under way: Run calls it when the program ends.
func (m Model) close() {
	m.stopCheck()
	m.slots.Cancel()
	for _, s := range m.screens {
		if s != nil {
			s.Close()
		}
	}
}
