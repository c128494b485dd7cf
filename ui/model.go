package ui

import (
	"context"
	"sync"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/autosave"
	"rollout/ui/enginerun"
	"rollout/ui/kit"
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
	// (autosave.go), which the setup screen offers.
	resume *resumeSlot
	// previous is the unfinished game the last one displaced (P).
	previous *resumeSlot

	screens [numScreens]screen
	active  screenID
}

// newModel builds the root model on the setup screen.
func newModel(ctx context.Context, opts Options, st *kit.Styles, newPlayer func(engine.Config) (engine.Player, error)) Model {
	km := kit.DefaultKeyMap()
	vs := kit.Variants()
	if kit.Variant(opts.Variant) == nil {
		opts.Variant = vs[0].Name
	}
	c := kit.Common{Styles: st, Keys: &km, ASCII: opts.ASCII || st.Plain}
	m := Model{common: c, env: enginerun.Env{Ctx: ctx, Searches: &sync.WaitGroup{}, NewPlayer: newPlayer, Saves: &autosave.Saver{}}, opts: opts}
	m.screens[setupID] = newSetup(c, vs, opts)
	m.active = setupID
	m = m.checkResume()
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
	switch msg := msg.(type) {
	case initMsg:
		if m.opts.Screen == ScreenStudy && m.screens[studyID] == nil {
			cfg, err := m.screens[setupID].(setupScreen).config()
			if err != nil {
				m.screens[setupID] = m.screens[setupID].(setupScreen).withError(err)
				return m, nil
			}
			return m.studyFromSetup(cfg)
		}
		if (m.opts.Screen == ScreenGame || m.opts.Screen == ScreenReview) && m.screens[playID] == nil {
			s := m.screens[setupID].(setupScreen)
			cfg, err := s.config()
			if err != nil && m.opts.Record == nil {
				m.screens[setupID] = s.withError(err)
				return m, nil
			}
			if m.opts.Record != nil {
				cfg.Variant, cfg.Record = m.opts.Record.Variant(), m.opts.Record
			}
			cfg.Review = cfg.Review || m.opts.Screen == ScreenReview
			return m.startGame(cfg)
		}
		if m.opts.Screen == ScreenAnalysis && m.screens[analysisID] == nil {
			cfg, err := m.screens[setupID].(setupScreen).config()
			if err != nil && m.opts.Record == nil {
				m.screens[setupID] = m.screens[setupID].(setupScreen).withError(err)
				return m, nil
			}
			if m.opts.Record != nil {
				cfg.Variant, cfg.Record = m.opts.Record.Variant(), m.opts.Record
			}
			return m.analysisFromSetup(cfg)
		}
		return m, nil
	case tea.WindowSizeMsg:
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
	case startGameMsg:
		if msg.cfg.Study {
			return m.studyFromSetup(msg.cfg)
		}
		if msg.cfg.Analyse {
			return m.analysisFromSetup(msg.cfg)
		}
		return m.startGame(msg.cfg)
	case openAnalysisMsg:
		return m.openAnalysis(msg.cfg)
	case leaveAnalysisMsg:
		return m.leaveAnalysis(msg.toGame)
	case openStudyMsg:
		return m.openStudy(msg.cfg)
	case leaveStudyMsg:
		return m.leaveStudy(msg.toGame)
	case leaveGameMsg:
		if p := m.screens[playID]; p != nil {
			p.Close()
		}
		m.active = setupID
		return m.checkResume(), nil
	case resumeGameMsg:
		return m.resumeGame(msg.previous)
	case showScreenMsg:
		if m.screens[msg.id] != nil {
			m.active = msg.id
		}
		return m, nil
	}
	var cmd tea.Cmd
	m.screens[m.active], cmd = m.screens[m.active].Update(msg)
	return m, cmd
}

// startGame shows the play screen with a new game; an unusable game (a
// bad move list, an engine that cannot play it) sends the person back to
// the setup screen with the reason.
func (m Model) startGame(cfg kit.GameConfig) (Model, tea.Cmd) {
	if !cfg.Resumed {
		cfg.Seed = m.opts.Seed
	}
	cfg.OutDir, cfg.StateDir = m.opts.OutDir, m.opts.StateDir
	if m.opts.Pause > 0 && cfg.Pause == nil {
		p := m.opts.Pause
		cfg.Pause = &p
	}
	if cfg.Games > 1 && cfg.Series == nil && !cfg.Sides[0].Human && !cfg.Sides[1].Human && cfg.Record == nil {
		cfg = kit.NewSeries(cfg.Games, cfg.Sides, cfg.Seed).GameConfig(cfg)
	}
	p, cmd, err := newPlay(m.common, m.env, cfg)
	if err != nil {
		return m.backToSetup(err), nil
	}
	return m.open(playID, p), cmd
}

// close stops every screen's background work: Run calls it when the
// program ends.
func (m Model) close() {
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
	return m.screens[m.active].View()
}
