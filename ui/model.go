package ui

import (
	"context"
	"sync"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
)

// screen is the screen being shown.
type screen uint8

const (
	setupScreen screen = iota
	gameScreen
)

// Model is the root Bubble Tea model: it routes each message to the
// current screen and switches screens. It is created by Run; tests build
// one with newModel.
type Model struct {
	styles *Styles
	keys   *KeyMap
	// ctx is the parent of every search's context; Run cancels it when
	// the program ends, whatever state the model is in.
	ctx context.Context
	// searches counts running search goroutines; Run waits for it.
	searches  *sync.WaitGroup
	newPlayer func(engine.Config) (engine.Player, error)
	opts      Options

	screen  screen
	setup   setupModel
	game    gameModel
	started bool // a game has been created
	width   int
	height  int
	// initErr is an error of the initial options, shown on the setup
	// screen (a bad -moves list, say).
	initErr string
}

// newModel builds the root model. newPlayer builds engines (engine.New,
// or a fake in tests).
func newModel(ctx context.Context, opts Options, st *Styles, newPlayer func(engine.Config) (engine.Player, error)) Model {
	km := DefaultKeyMap()
	vs := allVariants()
	if lookupVariant(opts.Variant) == nil {
		opts.Variant = vs[0].Name
	}
	m := Model{styles: st, keys: &km, ctx: ctx, searches: &sync.WaitGroup{}, newPlayer: newPlayer, opts: opts}
	m.setup = newSetup(st, &km, vs, opts)
	return m
}

// Init starts the game at once when the options ask for it.
func (m Model) Init() tea.Cmd {
	return func() tea.Msg { return initMsg{} }
}

// initMsg starts the program's first screen from Update, where the model
// may change (Init cannot return a new model).
type initMsg struct{}

// Update routes a message: window sizes to every screen, the rest to the
// current one.
func (m Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case initMsg:
		if m.opts.Screen == ScreenGame && !m.started {
			cfg, err := m.setup.config()
			if err != nil {
				m.setup.err = err.Error()
				return m, nil
			}
			return m.startGame(cfg)
		}
		return m, nil
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
		m.setup.SetSize(msg.Width, msg.Height)
		if m.started {
			m.game.setSize(msg.Width, msg.Height)
		}
		return m, nil
	}
	if m.screen == setupScreen {
		s, cmd, cfg, quit := m.setup.update(msg)
		m.setup = s
		if quit {
			return m, tea.Quit
		}
		if cfg != nil {
			return m.startGame(*cfg)
		}
		return m, cmd
	}
	g, cmd, act := m.game.update(msg)
	m.game = g
	switch act {
	case actQuit:
		m.game.cancelSearch()
		return m, tea.Quit
	case actSetup:
		m.game.cancelSearch()
		m.screen = setupScreen
	}
	return m, cmd
}

// startGame switches to the game screen with a new game.
func (m Model) startGame(cfg gameConfig) (Model, tea.Cmd) {
	cfg.seed, cfg.outDir, cfg.ascii = m.opts.Seed, m.opts.OutDir, m.opts.ASCII || m.styles.Plain
	g, cmd, err := newGame(cfg, m.styles, m.keys, m.ctx, m.searches, m.newPlayer, m.width, m.height)
	if err != nil {
		m.setup.err = err.Error()
		m.screen = setupScreen
		return m, nil
	}
	if m.started {
		m.game.cancelSearch()
	}
	m.game, m.started, m.screen = g, true, gameScreen
	return m, cmd
}

// View draws the current screen.
func (m Model) View() string {
	if m.width == 0 {
		return ""
	}
	if m.screen == gameScreen {
		return m.game.View()
	}
	return m.setup.View()
}
