package ui

import (
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/cursor"
	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/kit"
	"rollout/ui/nav"
	"rollout/variants"
)

// setupField is a row of the setup screen.
type setupField int

const (
	fieldGame setupField = iota
	fieldFirst
	fieldFirstBudget
	fieldFirstPolicy
	fieldSecond
	fieldSecondBudget
	fieldSecondPolicy
	fieldEstimator
	fieldMode
	fieldGames
	fieldPosition
	fieldStart
	numFields
)

// playerChoice is an entry of a side's player list: "human" or an engine.
type playerChoice struct{ name, summary string }

// setupScreen is the setup screen. It lives as long as the program, so
// returning from a game shows the last choices.
type setupScreen struct {
	kit.Common
	variants []*variants.Variant
	players  []playerChoice
	game     int
	side     [2]int // index into players; 0 is human
	budgets  []kit.BudgetChoice
	budget   [2]int
	extra    []engine.Budget // budgets from the command line, kept in the lists
	// base holds each side's engine settings from the command line that
	// the screen does not show (workers, ply cap, ...).
	base [2]engine.Config
	est  engine.Estimator
	// fileRoot confines the PGN files the position field opens
	// (Options.FileRoot).
	fileRoot string
	// pol is each side's rollout policy (setuppolicy.go), used where the
	// side's player runs rollouts and the estimator allows it.
	pol [2]engine.Policy
	// study is the mode "study" (setupmode.go): enter opens the study
	// screen on the position instead of a game.
	study bool
	// analyse is the mode "analyse": enter opens the analysis board.
	analyse bool
	// learn is the mode "learn": enter opens the lessons.
	learn bool
	// counts are the Games row's choices and count the one chosen
	// (setupgames.go).
	counts   []int
	count    int
	position textinput.Model
	// moves from the command line are played while the game and the
	// position are the ones they were given for.
	moves []string
	focus setupField
	err   string
	help  help.Model
	// resume describes the interrupted game the root can resume (R), or
	// is "" (autosave.go); previous the one before it (P, autosaver.go).
	resume, previous string
}

func newSetup(c kit.Common, vs []*variants.Variant, opts Options) setupScreen {
	st := c.Styles
	s := setupScreen{Common: c, variants: vs, help: help.New(), moves: opts.Moves, fileRoot: opts.FileRoot}
	s.help.Styles = st.Help
	s.players = []playerChoice{{"human", "a person at the keyboard and mouse"}}
	for _, p := range kit.Players() {
		s.players = append(s.players, playerChoice{p.Name, p.Summary})
	}
	for _, e := range opts.ExternalEngines {
		s.players = append(s.players, playerChoice{e, "an external UCI engine (chess)"})
	}
	for i, v := range vs {
		if v.Name == opts.Variant {
			s.game = i
		}
	}
	ti := textinput.New()
	ti.Prompt = ""
	ti.Placeholder = "empty: the start position (or a file.pgn[:N])"
	ti.CharLimit = 200
	ti.PlaceholderStyle = st.Dim
	ti.TextStyle = st.Value
	ti.Cursor.Style = st.Renderer.NewStyle()
	ti.Cursor.TextStyle = st.Renderer.NewStyle()
	ti.Cursor.SetMode(cursor.CursorStatic)
	ti.SetValue(opts.Position)
	s.position = ti
	for i, so := range opts.Sides {
		s.base[i] = so.Engine
		if !so.Human {
			s.extra = append(s.extra, so.Engine.Budget)
			s.side[i] = s.playerIndex(so.Engine.Player)
			s.est = so.Engine.Estimator
			s.pol[i] = so.Engine.Policy
		}
	}
	s.resetBudgets(opts.Sides[0].Engine.Budget, opts.Sides[1].Engine.Budget)
	s.counts = gamesChoices(opts.Games)
	s.count = max(0, slices.Index(s.counts, opts.Games))
	s.focus = fieldStart
	return s
}

// playerIndex finds an engine player in the list, adding it if the list
// does not have it (a player the command line knows by another name).
func (s *setupScreen) playerIndex(name string) int {
	for j, p := range s.players {
		if j > 0 && p.name == name {
			return j
		}
	}
	s.players = append(s.players, playerChoice{name, ""})
	return len(s.players) - 1
}

func (s *setupScreen) variant() *variants.Variant { return s.variants[s.game] }

// offered reports whether player j can play the game chosen, so the
// player rows offer only those (engine.CanPlay: perfect needs the game's
// exact solver) instead of refusing one at start.
func (s *setupScreen) offered(j int) bool {
	return j == 0 || engine.CanPlay(s.players[j].name, s.variant()) == nil
}

// resetBudgets rebuilds the budget lists for the current game and selects
// the given budgets (or the game's default think time).
func (s *setupScreen) resetBudgets(b0, b1 engine.Budget) {
	think := s.variant().ThinkTime
	s.budgets = kit.BudgetChoices(think, s.extra...)
	s.budget[0] = kit.BudgetIndex(s.budgets, b0, think)
	s.budget[1] = kit.BudgetIndex(s.budgets, b1, think)
}

// SetSize records the terminal's size.
func (s *setupScreen) SetSize(w, h int) {
	s.Common.SetSize(w, h)
	s.help.Width = w
	s.position.Width = max(10, min(60, w-20))
}

// ShortHelp is the setup screen's key help.
func (s setupScreen) ShortHelp() []key.Binding {
	if s.resume != "" && s.previous != "" {
		return []key.Binding{s.Keys.Resume, s.Keys.ResumePrevious, s.Keys.Next, s.Keys.Start, s.Keys.Quit}
	}
	if s.resume != "" || s.previous != "" {
		r := s.Keys.Resume
		if s.resume == "" {
			r = s.Keys.ResumePrevious
		}
		return []key.Binding{r, s.Keys.Next, s.Keys.Start, s.Keys.Quit}
	}
	return []key.Binding{s.Keys.Next,
		key.NewBinding(key.WithKeys("left", "right"), key.WithHelp("←→", "change")),
		s.Keys.Start, s.Keys.Quit}
}

// FullHelp is the setup screen's full key help.
func (s setupScreen) FullHelp() [][]key.Binding { return [][]key.Binding{s.ShortHelp()} }

// config returns the game the screen describes, or an error (an invalid
// position text) to show instead of starting.
func (s setupScreen) config() (nav.Mode, kit.GameConfig, error) {
	v := s.variant()
	if s.learn { // the lessons set up their own games
		return nav.Learn, kit.GameConfig{Variant: v}, nil
	}
	mode := nav.Game
	switch {
	case s.study:
		mode = nav.Study
	case s.analyse:
		mode = nav.Analysis
	}
	cfg := kit.GameConfig{Variant: v, Moves: s.moves, Games: s.games()}
	if rec, ok, err := pgnFromField(v, s.position.Value(), s.fileRoot); ok {
		// A PGN file: its game opens for review (or analysis) at its
		// last move.
		if err != nil {
			return mode, cfg, err
		}
		cfg.Record, cfg.Moves = rec, nil
		if mode == nav.Game {
			mode = nav.Review
		}
	} else if text := strings.TrimSpace(s.position.Value()); text != "" {
		p, err := v.Parse(text)
		if err != nil {
			return mode, cfg, err
		}
		cfg.Start = p
	}
	for i := range 2 {
		if s.side[i] == 0 {
			cfg.Sides[i].Human = true
			continue
		}
		c := s.base[i]
		c.Player, c.Budget, c.Estimator = s.players[s.side[i]].name, s.budgets[s.budget[i]].Budget, s.est
		c.Policy = s.policy(i)
		cfg.Sides[i].Engine = c
	}
	return mode, cfg, nil
}

// withError returns the screen showing err (a game that could not start).
func (s setupScreen) withError(err error) setupScreen {
	s.err = err.Error()
	return s
}

// Close does nothing: the setup screen runs nothing in the background.
func (s setupScreen) Close() {}

// Update handles a window size or a key; enter with a valid position asks
// the root to start the game (startGameMsg).
func (s setupScreen) Update(msg tea.Msg) (nav.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		s.SetSize(msg.Width, msg.Height)
		return s, nil
	case tea.KeyMsg:
		return s.handleKey(msg)
	}
	return s, nil
}

func (s setupScreen) handleKey(k tea.KeyMsg) (setupScreen, tea.Cmd) {
	if key.Matches(k, kit.CtrlC) {
		return s, tea.Quit
	}
	km := s.Keys
	switch {
	case k.Type == tea.KeyEnter:
		mode, cfg, err := s.config()
		if err != nil {
			s.err = err.Error()
			s.focus = fieldPosition
			s.position.Focus()
			return s, nil
		}
		s.err = ""
		return s, nav.Emit(nav.StartGameMsg{Mode: mode, Cfg: cfg})
	case key.Matches(k, km.Next):
		s.setFocus(s.step(1))
		return s, nil
	case key.Matches(k, km.Prev):
		s.setFocus(s.step(-1))
		return s, nil
	}
	if s.focus == fieldPosition {
		before := s.position.Value()
		var cmd tea.Cmd
		s.position, cmd = s.position.Update(k)
		if s.position.Value() != before {
			s.moves, s.err = nil, ""
		}
		return s, cmd
	}
	switch {
	case key.Matches(k, km.Quit):
		return s, tea.Quit
	case key.Matches(k, km.Resume) && s.resume != "":
		return s, nav.Emit(nav.ResumeGameMsg{})
	case key.Matches(k, km.ResumePrevious) && s.previous != "":
		return s, nav.Emit(nav.ResumeGameMsg{Previous: true})
	case key.Matches(k, km.Left):
		s.change(-1)
	case key.Matches(k, km.Right), k.String() == " ":
		s.change(1)
	}
	return s, nil
}

// step returns the field d rows from the focused one, wrapping around
// and passing over rows that offer no choice (a policy row of a side
// that runs no rollouts).
func (s *setupScreen) step(d int) setupField {
	f := s.focus
	for {
		f = (f + setupField(d) + numFields) % numFields
		if s.offers(f) || f == s.focus {
			return f
		}
	}
}

func (s *setupScreen) setFocus(f setupField) {
	s.focus = f
	if f == fieldPosition {
		s.position.Focus()
		s.position.CursorEnd()
	} else {
		s.position.Blur()
	}
}

// change steps the focused field's value by d, wrapping around.
func (s *setupScreen) change(d int) {
	wrap := func(i, n int) int { return ((i+d)%n + n) % n }
	switch s.focus {
	case fieldGame:
		s.game = wrap(s.game, len(s.variants))
		s.moves, s.err = nil, ""
		s.position.SetValue("")
		s.resetBudgets(engine.Budget{}, engine.Budget{})
		for i := range s.side {
			for n := len(s.players); n > 0 && !s.offered(s.side[i]); n-- {
				s.side[i] = (s.side[i] + 1) % len(s.players)
			}
		}
	case fieldFirst, fieldSecond:
		i := 0
		if s.focus == fieldSecond {
			i = 1
		}
		s.side[i] = wrap(s.side[i], len(s.players))
		for n := len(s.players); n > 0 && !s.offered(s.side[i]); n-- {
			s.side[i] = wrap(s.side[i], len(s.players))
		}
	case fieldFirstBudget, fieldSecondBudget:
		i := 0
		if s.focus == fieldSecondBudget {
			i = 1
		}
		s.budget[i] = wrap(s.budget[i], len(s.budgets))
	case fieldFirstPolicy, fieldSecondPolicy:
		s.cyclePolicy(policySide(s.focus), d)
	case fieldEstimator:
		s.est = s.est.Next()
	case fieldMode:
		s.cycleMode(d)
	case fieldGames:
		s.cycleGames(d)
	}
}
