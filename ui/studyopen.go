package ui

import (
	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/game"
	"rollout/ui/nav"
	"rollout/ui/screens/study"
)

// leaveStudy shows the screen the study was opened from; a game resumes.
func (m Model) leaveStudy(toGame bool) (Model, tea.Cmd) {
	if toGame && m.screens[nav.Game] != nil {
		return m.backToGame("")
	}
	if m.studyFromLearn && m.screens[nav.Learn] != nil {
		m.active = nav.Learn // the lesson as it was left
		return m, nil
	}
	m.active = nav.Setup
	return m, nil
}

// openStudy shows a new study screen, or reports on the screen the
// person came from why it cannot open (a finished position, say).
func (m Model) openStudy(sc game.StudyConfig) (Model, tea.Cmd) {
	s, err := study.New(m.common, m.env, sc)
	if err != nil {
		if sc.FromGame && m.screens[nav.Game] != nil {
			return m.backToGame("Study: " + err.Error())
		}
		return m.backToSetup(err), nil
	}
	m.studyFromLearn = sc.FromLearn
	return m.open(nav.Study, s), nil
}

// studyFromSetup opens the study the setup screen (or the command line)
// describes, or shows why it cannot.
func (m Model) studyFromSetup(cfg game.GameConfig) (Model, tea.Cmd) {
	sc, err := setupStudy(cfg, m.opts)
	if err != nil {
		return m.backToSetup(err), nil
	}
	return m.openStudy(sc)
}

// setupStudy is the study the setup screen (or the command line) asks
// for: its position after its moves, studied by the chosen player. An
// unreadable or illegal move is an error naming it.
func setupStudy(cfg game.GameConfig, opts Options) (game.StudyConfig, error) {
	rec, err := cfg.Line()
	if err != nil {
		return game.StudyConfig{}, err
	}
	// The player: the command line's, else the second side's engine when
	// it can be stepped (the setup screen's choice), else uct; its
	// settings (exploration, estimator, policy, ply cap) from the engine
	// side.
	base := cfg.EngineSide()
	player := opts.StudyPlayer
	if player == "" {
		player = game.Steppable(cfg.Sides[1].Engine.Player)
	}
	est, policy := base.Estimator, base.Policy
	if base.Player == engine.DefaultPlayer && player != engine.DefaultPlayer {
		// The default player's policy and estimator are its preset's:
		// another player studied in its place starts from the pure
		// reference (uniform rollouts, the plain estimator).
		est, policy = engine.Plain, engine.Uniform
	}
	ec := engine.Config{Player: player, Seed: engine.PlayerSeed(opts.Seed, rec.Position().ToMove()), Estimator: est,
		Policy: policy, PlyCap: base.PlyCap, Exploration: base.Exploration, NodeBudget: base.NodeBudget}
	return game.StudyConfig{Start: rec.Position().Clone(), Cfg: ec}, nil
}
