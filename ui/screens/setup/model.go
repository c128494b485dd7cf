package setup

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/charmbracelet/bubbles/cursor"
	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/classroom"
	"rollout/ui/enginerun"
	"rollout/ui/game"
	"rollout/ui/kit"
	"rollout/ui/nav"
	"rollout/ui/offload"
	"rollout/variants"
)

// field is a row of the setup screen.
type field int

const (
	fieldGame field = iota
	fieldClock
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

// Options are the command line's choices the setup screen starts from
// (the root's Options, as far as this screen shows them).
type Options struct {
	// Variant is the game's registry name; Position its optional start
	// position text (or a file.pgn[:N]); Moves are played from it.
	Variant, Position string
	Moves             []string
	// Sides holds the first and the second side.
	Sides [2]game.SideOptions
	// Games > 1 makes two engines play a series of that many games.
	Games int
	// TimeControl is the game's clock (-tc): the Clock row starts on it.
	TimeControl variants.TimeControl
	// Mode is the screen the command line opens (-mode): the Mode row
	// starts on study or analyse for nav.Study or nav.Analysis, so a
	// start refused here (a position already over) keeps the mode asked
	// for once corrected. Any other opens on play or watch.
	Mode nav.Mode
	// FileRoot, when set, is the only directory PGN files are opened from.
	FileRoot string
	// ExternalEngines are the external UCI engines offered after the
	// built-in players.
	ExternalEngines []string
	// Classmates offers "classmate" after them: another person on the
	// same server plays that side (rollout serve).
	Classmates bool
	// Strengths, when set, reads an external engine's own strength
	// settings as specs (strength.go); nil offers none.
	Strengths func(ctx context.Context, spec string) ([]string, error)
}

// Model is the setup screen. It lives as long as the program, so
// returning from a game shows the last choices.
type Model struct {
	kit.Common
	env      enginerun.Env // its context and WaitGroup read a PGN file the position field names
	keys     KeyMap
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
	// pol is each side's rollout policy (policy.go), used where the
	// side's player runs rollouts and the estimator allows it.
	pol [2]engine.Policy
	// level is each default-player side's level of play, 0 for none
	// (level.go).
	level [2]int
	// strengths reads an external engine's strength settings, probing
	// the read under way and probed the specs read (strength.go).
	strengths   func(ctx context.Context, spec string) ([]string, error)
	probing     offload.Job
	probingSpec string
	probed      map[string]bool
	// asked is what the last Update asks the root for (nav.Asker): a
	// game, a study, the board or the lessons started, a game resumed,
	// the engines' start given up.
	asked nav.Request
	// study is the mode "study" (mode.go): enter opens the study
	// screen on the position instead of a game.
	study bool
	// analyse is the mode "analyse": enter opens the analysis board.
	analyse bool
	// learn is the mode "learn": enter opens the lessons.
	learn bool
	// counts are the Games row's choices and count the one chosen
	// (games.go).
	counts []int
	count  int
	// clock is the Clock row's choice among variants.TimeControlPresets,
	// clockText the control typed on "custom" (clock.go).
	clock     int
	clockText string
	position  textinput.Model
	// moves from the command line are played while the game and the
	// position are the ones they were given for.
	moves []string
	focus field
	err   string
	// busy says what the screen waits for before the game asked for
	// opens (a PGN file being read, the root starting its external
	// engines: nav.SetupBusyMsg), or is "".
	busy string
	// unbound says the last key meant nothing here (kit.Unbound's
	// words); the next key clears it. The form said nothing: a key that
	// does nothing silently cannot be told from a slow screen.
	unbound string
	// reading is the read of the PGN file the position field names,
	// under way since enter (zero: none).
	reading offload.Job
	help    help.Model
	// resume describes the interrupted game the root can resume (R), or
	// is "" (nav.ResumeOfferMsg); previous the one before it (P).
	resume, previous string
}

// New builds the setup screen on the variants offered, with the command
// line's choices selected and the focus on Start.
func New(c kit.Common, env enginerun.Env, vs []*variants.Variant, opts Options) Model {
	st := c.Styles
	s := Model{Common: c, env: env, keys: NewKeyMap(c.Keys), variants: vs, help: help.New(), moves: opts.Moves, fileRoot: opts.FileRoot}
	s.help.Styles = st.Help
	s.strengths, s.probed = opts.Strengths, map[string]bool{}
	s.players = []playerChoice{{"human", "a person at the keyboard and mouse"}}
	for _, p := range game.Players() {
		s.players = append(s.players, playerChoice{p.Name, p.Summary})
	}
	for _, e := range opts.ExternalEngines {
		s.players = append(s.players, playerChoice{e, "an external UCI engine (chess)"})
	}
	if opts.Classmates {
		s.players = append(s.players, playerChoice{classroom.ClassmatePlayer, "a classmate on this server, who chooses you as the other side, or joins your room"})
	}
	for i, v := range vs {
		if v.Name == opts.Variant {
			s.game = i
		}
	}
	ti := textinput.New()
	ti.Prompt = ""
	ti.Placeholder = positionPlaceholder
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
			s.level[i] = so.Engine.Level
			if so.Engine.Level == 0 { // a level's budget is its own
				s.extra = append(s.extra, so.Engine.Budget)
			} else { // the level's parts are not the side's base
				s.base[i] = levelBase(so.Engine)
			}
			s.side[i] = s.playerIndex(so.Engine.Player)
			s.est = so.Engine.Estimator
			s.pol[i] = so.Engine.Policy
		}
	}
	s.resetBudgets(opts.Sides[0].Engine.Budget, opts.Sides[1].Engine.Budget)
	s.counts = gamesChoices(opts.Games)
	s.count = max(0, slices.Index(s.counts, opts.Games))
	s.clock = clockChoice(opts.TimeControl)
	if s.customClock() && opts.TimeControl.Timed() {
		s.clockText = opts.TimeControl.String()
	}
	s.study, s.analyse = opts.Mode == nav.Study, opts.Mode == nav.Analysis
	s.focus = fieldStart
	return s
}

// playerIndex finds an engine player in the list, adding it if the list
// does not have it (a player the command line knows by another name).
func (s *Model) playerIndex(name string) int {
	for j, p := range s.players {
		if j > 0 && p.name == name {
			return j
		}
	}
	s.players = append(s.players, playerChoice{name, ""})
	return len(s.players) - 1
}

func (s *Model) variant() *variants.Variant { return s.variants[s.game] }

// offered reports whether player j can play the game chosen, so the
// player rows offer only those (engine.CanPlay: perfect needs the game's
// exact solver) instead of refusing one at start.
func (s *Model) offered(j int) bool {
	return j == 0 || engine.CanPlay(s.players[j].name, s.variant()) == nil
}

// resetBudgets rebuilds the budget lists for the current game and selects
// the given budgets (or the game's default think time).
func (s *Model) resetBudgets(b0, b1 engine.Budget) {
	think := s.variant().ThinkTime
	s.budgets = kit.BudgetChoices(think, s.extra...)
	s.budget[0] = kit.BudgetIndex(s.budgets, b0, think)
	s.budget[1] = kit.BudgetIndex(s.budgets, b1, think)
}

// SetSize records the terminal's size.
func (s *Model) SetSize(w, h int) {
	s.Common.SetSize(w, h)
	s.help.Width = w
	s.position.Width = max(10, min(60, w-20))
	// The field cuts its placeholder mid-word ("empty: the start po…"
	// at 40 columns): it gets one cut at a word instead.
	s.position.Placeholder = kit.FitLine(positionPlaceholder, s.position.Width)
}

// positionPlaceholder is what the empty Position field says.
const positionPlaceholder = "empty: the start position (or a file.pgn[:N])"

// Describe returns what the screen describes: the mode, the game, or an
// error (an invalid position text) to show instead of starting
// (the root asks it once, when it builds the screen, to open the
// command line's screen on it). It reads no file: a PGN file named in
// the position field is opened by enter, off the Update goroutine.
func (s Model) Describe() (nav.Mode, game.GameConfig, error) {
	mode, cfg, ref, err := s.describe()
	if err == nil && ref != nil {
		err = fmt.Errorf("%s: a PGN file is opened by enter on the setup screen", ref.path)
	}
	return mode, cfg, err
}

// describe is Describe, with the PGN file the position field names, if
// it names one, left to read (ref): its game is then the one to open.
func (s Model) describe() (nav.Mode, game.GameConfig, *pgnRef, error) {
	v := s.variant()
	if s.learn { // the lessons set up their own games
		return nav.Learn, game.GameConfig{Variant: v}, nil, nil
	}
	mode := nav.Game
	switch {
	case s.study:
		mode = nav.Study
	case s.analyse:
		mode = nav.Analysis
	}
	cfg := game.GameConfig{Variant: v, Moves: s.moves, Games: s.games()}
	tc, err := s.timeControl()
	if err != nil {
		return mode, cfg, nil, err
	}
	cfg.TimeControl = tc
	var ref *pgnRef
	if r, ok, err := parsePGNRef(v, s.position.Value()); ok {
		if err != nil {
			if games := s.pgnGames(); !readsPGN(v) && len(games) > 0 {
				err = fmt.Errorf("%w: the Game row (←→) picks %s", err, strings.Join(games, " or "))
			}
			return mode, cfg, nil, err
		}
		ref = &r
	} else if text := strings.TrimSpace(s.position.Value()); text != "" {
		p, err := v.Parse(text)
		if err != nil {
			return mode, cfg, nil, s.otherGame(v, text, pastedGame(v, text, err))
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
		if lc, ok := s.levelConfig(i); ok {
			c = lc
		}
		cfg.Sides[i].Engine = c
	}
	return mode, cfg, ref, nil
}

// pgnReadMsg ends the read of a PGN file enter started (readGame): the
// game read, or why not.
type pgnReadMsg struct {
	gen  uint64
	mode nav.Mode
	cfg  game.GameConfig
	rec  *variants.Record
	err  error
}

// readGame reads the game ref names through offload.Go (counted,
// cancelled by Close or a change of the field), so a slow disk or a big
// file never holds up the screen; pgnRead opens it.
func (s Model) readGame(mode nav.Mode, cfg game.GameConfig, ref pgnRef) (Model, tea.Cmd) {
	v, root := cfg.Variant, s.fileRoot
	run, cmd := offload.Go(s.env.Ctx, s.env.Searches, func(ctx context.Context, gen uint64) tea.Msg {
		rec, err := readPGN(ctx, v, ref, root)
		return pgnReadMsg{gen: gen, mode: mode, cfg: cfg, rec: rec, err: err}
	})
	s.reading = run
	s.setBusy("Reading " + ref.path + "…")
	return s, cmd
}

// pgnRead asks the root to open the game read, for review (or analysis)
// at its last move; a file that did not read is refused with the reason.
// The message of a read no longer under way is dropped.
func (s Model) pgnRead(msg pgnReadMsg) (Model, tea.Cmd) {
	if !s.reading.Accepts(msg.gen) {
		return s, nil
	}
	s.reading = offload.Job{}
	s.setBusy("")
	if msg.err != nil {
		s.refuse(msg.err)
		return s, nil
	}
	cfg, mode := msg.cfg, msg.mode
	cfg.Record, cfg.Moves = msg.rec, nil
	if mode == nav.Game {
		mode = nav.Review
	}
	if mode == nav.Study { // a study searches the file's last position
		if err := game.Finished(cfg.Variant, msg.rec.Outcome()); err != nil {
			s.refuse(err)
			return s, nil
		}
	}
	s.asked = nav.Request{Msg: nav.StartGameMsg{Mode: mode, Cfg: cfg}}
	return s, nil
}

// stopReading gives up the read under way, if any: what enter asked for
// has changed.
func (s *Model) stopReading() {
	if s.reading.Gen != 0 {
		s.reading.Cancel()
		s.reading = offload.Job{}
		s.setBusy("")
	}
}

// giveUpWait gives up what the screen waits for, the person having
// asked for another game (R, P): the read of a PGN file is cancelled, and
// the note of the root's start of engines goes (the root stops that on
// nav.ResumeGameMsg). Else the screen shown after that game still said it
// waited, and a read's message, delivered to the game, was lost, leaving
// enter ignored.
func (s *Model) giveUpWait() {
	s.stopReading()
	s.setBusy("")
}

// setBusy says what the screen waits for ("": nothing), and offers esc
// to give it up while it waits.
func (s *Model) setBusy(note string) {
	s.busy = note
	s.keys.Cancel.SetEnabled(note != "")
}

// refuse shows why what enter asked for cannot open, with the focus on
// the field to fix: the Clock row when its typed control does not read,
// else the position field.
func (s *Model) refuse(err error) {
	s.err = err.Error()
	if _, cerr := s.timeControl(); cerr != nil {
		s.setFocus(fieldClock) // the typed clock is what does not read: fix it there
		return
	}
	s.focus = fieldPosition
	s.keys.typingIn(true)
	s.position.Focus()
}

// Close gives up the read of a PGN file under way, if any.
func (s Model) Close() { s.reading.Cancel(); s.probing.Cancel() }

// Asked is what the screen asks the root for (nav.Asker).
func (s Model) Asked() nav.Request { return s.asked }

// Asking returns the screen keeping r (nav.Asker).
func (s Model) Asking(r nav.Request) nav.Screen {
	s.asked = r
	return s
}

// Update handles a window size, a key, and the root's messages: why what
// the screen asked for did not open (nav.SetupErrorMsg), and the games it
// can resume (nav.ResumeOfferMsg). Enter with a valid position asks the
// root to start the game (nav.StartGameMsg).
func (s Model) Update(msg tea.Msg) (nav.Screen, tea.Cmd) {
	s.asked = nav.Request{} // what this Update asks, if anything
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		s.SetSize(msg.Width, msg.Height)
		return s, nil
	case nav.SetupErrorMsg:
		s.err, s.unbound = msg.Err.Error(), "" // the news, not the last key's note
		s.setBusy("")
		return s, nil
	case nav.SetupBusyMsg:
		s.setBusy(msg.Note)
		return s, nil
	case pgnReadMsg:
		return s.pgnRead(msg)
	case strengthsMsg:
		return s.strengthsRead(msg), nil // strength.go
	case classroom.ClassmatesMsg:
		return s.classmates(msg.Names), nil // classmates.go
	case nav.ResumeOfferMsg:
		s.resume, s.previous = msg.Resume, msg.Previous
		s.keys.offer(s.resume != "", s.previous != "")
		return s, nil
	case tea.KeyMsg:
		return s.handleKey(msg)
	}
	return s, nil
}

func (s Model) handleKey(k tea.KeyMsg) (Model, tea.Cmd) {
	s.unbound = ""
	if key.Matches(k, kit.CtrlC) {
		return s, tea.Quit
	}
	km := s.keys
	if s.tooSmall() {
		// Only "Terminal too small" is shown: a field changed or a game
		// started there was done unseen, as the play screen's keys
		// would be; q quits, even where a text field would take it.
		if slices.Contains(km.Quit.Keys(), k.String()) {
			return s, tea.Quit
		}
		return s, nil
	}
	if key.Matches(k, km.Cancel) {
		if s.reading.Gen != 0 {
			s.stopReading()
			return s, nil
		}
		s.setBusy("")
		s.asked = nav.Request{Msg: nav.CancelStartMsg{}} // the root's check of the engines
		return s, nil
	}
	switch {
	case k.Type == tea.KeyEnter:
		if s.reading.Gen != 0 {
			return s, nil // enter again while the file is read
		}
		mode, cfg, ref, err := s.describe()
		if err == nil && ref == nil && mode != nav.Analysis && mode != nav.Learn {
			err = cfg.Over() // nothing to play, watch or study from a finished position
		}
		if err != nil {
			s.refuse(err)
			return s, nil
		}
		s.err = ""
		if ref != nil {
			return s.readGame(mode, cfg, *ref)
		}
		s.asked = nav.Request{Msg: nav.StartGameMsg{Mode: mode, Cfg: cfg}}
		return s, nil
	case key.Matches(k, km.Next):
		s.setFocus(s.step(1))
		return s, nil
	case key.Matches(k, km.Prev):
		s.setFocus(s.step(-1))
		return s, nil
	}
	if s.focus == fieldClock && s.typeClock(k) {
		return s, nil
	}
	if s.focus == fieldPosition {
		before := s.position.Value()
		if n := len(k.Runes); k.Paste && utf8.RuneCountInString(before)+n > s.position.CharLimit {
			// Refused whole: the field kept the paste's first characters,
			// and enter judged a text nobody pasted.
			s.err = fmt.Sprintf("A paste of %d characters is refused: the Position field takes at most %d (a position, or a file.pgn[:N] to read)", n, s.position.CharLimit)
			return s, nil
		}
		var cmd tea.Cmd
		s.position, cmd = s.position.Update(k)
		if s.position.Value() != before {
			s.moves, s.err = nil, ""
			s.stopReading()
		}
		return s, cmd
	}
	switch {
	case key.Matches(k, km.Quit):
		return s, tea.Quit
	case key.Matches(k, km.Resume):
		s.giveUpWait()
		s.asked = nav.Request{Msg: nav.ResumeGameMsg{}}
		return s, nil
	case key.Matches(k, km.ResumePrevious):
		s.giveUpWait()
		s.asked = nav.Request{Msg: nav.ResumeGameMsg{Previous: true}}
		return s, nil
	case key.Matches(k, km.Left):
		s.change(-1)
		return s.probe()
	case key.Matches(k, km.Right), key.Matches(k, km.Space):
		s.change(1)
		return s.probe()
	case key.Matches(k, km.Help):
		s.help.ShowAll = !s.help.ShowAll // the full help under the form (helpLines)
		return s, nil
	}
	s.unbound = kit.Unbound(k)
	return s, nil
}

// step returns the field d rows from the focused one, wrapping around
// and passing over rows that offer no choice (a policy row of a side
// that runs no rollouts).
func (s *Model) step(d int) field {
	f := s.focus
	for {
		f = (f + field(d) + numFields) % numFields
		if s.offers(f) || f == s.focus {
			return f
		}
	}
}

func (s *Model) setFocus(f field) {
	s.focus = f
	s.keys.typingIn(f == fieldPosition)
	if f == fieldPosition {
		s.position.Focus()
		s.position.CursorEnd()
	} else {
		s.position.Blur()
	}
}

// change steps the focused field's value by d, wrapping around.
func (s *Model) change(d int) {
	wrap := func(i, n int) int { return ((i+d)%n + n) % n }
	switch s.focus {
	case fieldGame:
		s.game = wrap(s.game, len(s.variants))
		s.moves, s.err = nil, ""
		s.stopReading()
		if !pgnPath.MatchString(strings.TrimSpace(s.position.Value())) {
			// A position is the game's; a PGN file named is the
			// person's, kept for the game they pick to open it.
			s.position.SetValue("")
		}
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
		// Another player: why the last start failed ("Black: uci:
		// /bin/false stopped answering ...") is old news, and it hid
		// the description of each player stepped through.
		s.err = ""
	case fieldFirstBudget, fieldSecondBudget:
		i := 0
		if s.focus == fieldSecondBudget {
			i = 1
		}
		if s.budgetOffered(i) { // else read-only: the focus passes over it
			s.budget[i] = wrap(s.budget[i], len(s.budgets))
		}
	case fieldFirstPolicy, fieldSecondPolicy:
		if i := policySide(s.focus); s.levelSide(i) {
			s.cycleLevel(i, d)
		} else {
			s.cyclePolicy(i, d)
		}
	case fieldEstimator:
		s.est = s.est.Next()
	case fieldMode:
		s.cycleMode(d)
	case fieldGames:
		s.cycleGames(d)
	case fieldClock:
		s.cycleClock(d)
	}
}
