package ui

import (
	"context"
	"sync"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/autosave"
	"rollout/ui/classline"
	"rollout/ui/classroom"
	"rollout/ui/enginerun"
	"rollout/ui/game"
	"rollout/ui/handshake"
	"rollout/ui/kit"
	"rollout/ui/nav"
	"rollout/ui/offload"
	"rollout/ui/remember"
	playscreen "rollout/ui/screens/play"
	"rollout/ui/screens/setup"
	"rollout/ui/slots"
)

// Model is the root Bubble Tea model: it holds the screens, shows one,
// routes each message to it, and switches screens when a screen asks by
// message (startGameMsg, leaveGameMsg, showScreenMsg). It is created by
// Run; tests build one with newModel.
type Model struct {
	common kit.Common
	env    enginerun.Env
	opts   Options
	// resume is the interrupted game in the resume slot, if any
	// (package slots), which the setup screen offers.
	resume *slots.Slot
	// previous is the unfinished game the last one displaced (P).
	previous *slots.Slot

	screens [nav.NumSlots]nav.Screen
	active  nav.Mode
	// checking is the check of a game's external engines under way
	// (package handshake), or nil.
	checking *handshake.Check
	// studyFromLearn says the study shown was opened from the lesson
	// screen, which its esc shows again.
	studyFromLearn bool
	// slots is the read of the resume slots under way since a game was
	// left (slots.Check), or zero.
	slots offload.Job
	// saves is the queue of the resume slot's writes, one for the
	// program, handed to each game (game.GameConfig.Saves) so their
	// writes run in order; progress is the lessons' progress in the
	// state dir, one for the program, so a lesson screen takes what the
	// one before it saved.
	saves    *autosave.Saver
	progress *autosave.Progress
	// memory is the setup remembered across starts (ui/remember), with
	// its own queue of writes; notRemembered is its failed write, to be
	// said (sayNotRemembered), or "".
	memory        *remember.Memory
	notRemembered string
	// onStart is what the setup screen described when it was built from
	// the command line: what openOnStart opens Options.Screen on.
	onStart described
	// pushed says a teacher's push is shown (class.go), opened over the
	// screen beforePush; reported is the presence last reported.
	pushed     bool
	beforePush nav.Mode
	reported   classroom.Presence
	// line is the class's last line: the invitations shown, a room
	// code typed, a note (package classline); watching is the number of
	// the classmates' game watched; pendingInvite is the invitation of a
	// game whose players are being built (invite.go).
	line          classline.Line
	watching      int
	pendingInvite *classroom.Invitation
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
		saves: &autosave.Saver{}, progress: autosave.NewProgress(opts.StateDir), memory: memory}
	s := setup.New(c, m.env, vs, setup.Options{Variant: opts.Variant, Position: opts.Position, Moves: opts.Moves,
		Sides: opts.Sides, Games: opts.Games, TimeControl: opts.TimeControl, FileRoot: opts.FileRoot, ExternalEngines: opts.ExternalEngines,
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

// Update handles the root's own messages and routes the rest: window
// sizes to every screen, everything else to the one shown.
func (m Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	next, cmd := m.update(msg)
	return next.(Model).sayNotRemembered().report(), cmd
}

// update is Update before the presence is reported.
func (m Model) update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case PushMsg:
		return m.push(msg.Push)
	case EndPushMsg:
		return m.endPush(), nil
	case classroom.InviteMsg:
		m.line = m.line.Invited(msg.Invitation)
		return m, nil
	case classroom.WithdrawnMsg:
		m.line = m.line.Withdrawn(msg.From, msg.Why)
		return m, nil
	case classroom.ClassmatesMsg:
		return m.tellSetup(msg), nil
	case tea.KeyMsg:
		next, cmd, ok := m.classKey(msg)
		if ok {
			return next, cmd
		}
		m = next // the line's note is said until this key
	case initMsg:
		return m.openOnStart()
	case tea.WindowSizeMsg:
		return m.resize(msg)
	case nav.StartGameMsg:
		if kind := classroom.Kind(msg.Mode, msg.Cfg); !m.allowed(kind) {
			return m.backToSetup(m.closedMode(kind)), nil
		}
		kept := m.memory.Keep(m.env.Searches, msg.Cfg)
		next, cmd := m.requestGame(msg.Mode, msg.Cfg) // external engines are started first (package handshake)
		return next.invite(msg.Mode, msg.Cfg), tea.Batch(cmd, kept)
	case remember.KeptMsg:
		if msg.Err != nil {
			m.notRemembered = m.shown(remember.NotKeptText(msg.Err))
		}
		return m, nil
	case handshake.Msg:
		next, cmd := m.checked(msg)
		return next.inviteOpened(), cmd
	case nav.CancelStartMsg:
		return m.stopCheck().tellSetup(nav.SetupBusyMsg{}), nil
	case nav.OpenAnalysisMsg:
		if !m.allowed(classroom.ModeStudy) {
			return m.refuseFrom(classroom.ModeStudy)
		}
		return m.openAnalysis(msg.Cfg)
	case nav.LeaveAnalysisMsg:
		return m.leaveAnalysis(msg.ToGame)
	case nav.OpenStudyMsg:
		if kind := classroom.ModeStudy; !msg.Cfg.FromLearn && !m.allowed(kind) {
			return m.refuseFrom(kind)
		}
		return m.openStudy(msg.Cfg)
	case nav.LeaveStudyMsg:
		return m.leaveStudy(msg.ToGame)
	case nav.LeaveGameMsg:
		return m.leaveGame()
	case slots.Msg:
		return m.slotsChecked(msg), nil
	case nav.ResumeGameMsg:
		return m.stopCheck().resumeGame(msg.Previous)
	case nav.ShowScreenMsg:
		return m.show(msg.ID), nil
	}
	var cmd tea.Cmd
	m.screens[m.active], cmd = m.screens[m.active].Update(msg)
	return m, cmd
}

// resize sends the terminal's new size to every screen, shown or not.
func (m Model) resize(msg tea.WindowSizeMsg) (Model, tea.Cmd) {
	m.common.SetSize(msg.Width, msg.Height)
	var cmds []tea.Cmd
	for i, s := range m.screens {
		if s != nil {
			var cmd tea.Cmd
			m.screens[i], cmd = s.Update(msg)
			cmds = append(cmds, cmd)
		}
	}
	return m, tea.Batch(cmds...)
}

// leaveGame closes the game (its searches and engines) and shows the
// setup screen, offering what the resume slot now holds.
func (m Model) leaveGame() (Model, tea.Cmd) {
	if p := m.screens[nav.Game]; p != nil {
		p.Close()
	}
	m.active = nav.Setup
	return m.checkSlots()
}

// show shows the screen in slot id, if there is one.
func (m Model) show(id nav.Mode) Model {
	if m.screens[id] != nil {
		m.active = id
	}
	return m
}

// openOnStart opens the screen Options.Screen names on what the setup
// screen described when it was built (onStart), with Options.Record, a
// game read from a file, for all but the study; an invalid setup stays
// on the setup screen with its error.
func (m Model) openOnStart() (Model, tea.Cmd) {
	mode := m.opts.Screen
	if mode == nav.Setup || m.screens[mode.Slot()] != nil {
		return m, nil
	}
	if mode == nav.Learn {
		return m.openLearn(m.opts.Lesson)
	}
	setupMode, cfg, err := m.onStart.mode, m.onStart.cfg, m.onStart.err
	if err != nil && (m.opts.Record == nil || mode == nav.Study) {
		return m.tellSetup(nav.SetupErrorMsg{Err: err}), nil
	}
	if m.opts.Record != nil && mode != nav.Study {
		cfg.Variant, cfg.Record = m.opts.Record.Variant(), m.opts.Record
	}
	if mode == nav.Game && setupMode == nav.Review {
		mode = nav.Review
	}
	return m.start(mode, cfg)
}

// start opens mode's screen on cfg: the one place a mode becomes a screen.
func (m Model) start(mode nav.Mode, cfg game.GameConfig) (Model, tea.Cmd) {
	if mode == nav.Game || mode == nav.Study { // -fen or -moves past the end
		if err := cfg.Over(); err != nil {
			return m.backToSetup(err), nil
		}
	}
	switch mode {
	case nav.Study:
		return m.studyFromSetup(cfg)
	case nav.Analysis:
		return m.analysisFromSetup(cfg)
	case nav.Learn:
		return m.openLearn(0)
	}
	return m.startGame(cfg, mode == nav.Review)
}

// startGame opens the play screen on cfg (held: for review); an unusable
// game (a bad move list, an engine that cannot play it) sends the person
// back to the setup screen with the reason.
func (m Model) startGame(cfg game.GameConfig, held bool) (Model, tea.Cmd) {
	return m.startGameWith(cfg, held, [2]engine.Player{})
}

// startGameWith is startGame with the players a check started
// (package handshake), which the play screen then owns.
func (m Model) startGameWith(cfg game.GameConfig, held bool, started [2]engine.Player) (Model, tea.Cmd) {
	p, cmd, err := playscreen.NewStarted(m.common, m.env, m.prepare(cfg), held, started)
	if err != nil {
		return m.backToSetup(err), nil
	}
	return m.open(nav.Game, p), cmd
}

// prepare completes a game's configuration from the command line (seed,
// directories, pause; a series when two engines play several games).
// Preparing twice changes nothing.
func (m Model) prepare(cfg game.GameConfig) game.GameConfig {
	if !cfg.Resumed && cfg.Series == nil { // a series' game has its seed
		cfg.Seed = m.opts.Seed
	}
	cfg.OutDir, cfg.StateDir, cfg.HidePaths, cfg.Saves = m.opts.OutDir, m.opts.StateDir, m.opts.HidePaths, m.saves
	if (m.opts.Pause > 0 || m.opts.NoPause) && cfg.Pause == nil {
		p := m.opts.Pause
		cfg.Pause = &p
	}
	if cfg.Games > 1 && cfg.Series == nil && !cfg.Sides[0].Human && !cfg.Sides[1].Human && cfg.Record == nil {
		cfg = game.NewSeries(cfg.Games, cfg.Sides, cfg.Seed).GameConfig(cfg)
	}
	return cfg
}

// wait returns once every goroutine a screen started (searches, engine
// closes, saves) has ended: Run and a session's done call it after the
// program, tests after a step that queued background work.
func (m Model) wait() { m.env.Searches.Wait() }

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

// View draws the screen shown.
func (m Model) View() string {
	if m.common.Width == 0 {
		return ""
	}
	return m.inviteView(m.screens[m.active].View())
}
