package play

import (
	"context"
	"sync"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/autosave"
	"rollout/ui/enginerun"
	"rollout/ui/game"
	"rollout/ui/kit"
	"rollout/ui/nav"
	"rollout/ui/uitest"
	"rollout/variants"
)

// Options is the part of the root's options a test game starts from:
// what the setup screen and the root turn into the game.GameConfig New
// takes (newTestModel does it as the root does).
type Options struct {
	Variant  string
	Position string
	Moves    []string
	Record   *variants.Record
	Sides    [2]game.SideOptions
	Screen   nav.Mode // Game or Review
	Seed     uint64
	StateDir string
	Games    int
	Pause    time.Duration
	OutDir   string
	// HidePaths is rollout serve's: no path of the machine in a message.
	HidePaths bool
	// TimeControl is the game's clock (-tc); zero untimed. Clocks are
	// the clocks it opens on (GameConfig.Clocks), nil for fresh ones.
	TimeControl variants.TimeControl
	Clocks      *variants.ClockState
}

// The screens a test game opens on.
const (
	ScreenGame   = nav.Game
	ScreenReview = nav.Review
)

// DefaultOptions is the root's default game: a person (X) against the
// default engine thinking one second a move, seed 1.
func DefaultOptions() Options {
	return Options{Variant: "tictactoe", Screen: ScreenGame, Seed: 1, Sides: [2]game.SideOptions{
		{Human: true}, {Engine: engine.Config{Player: engine.DefaultPlayer, Budget: engine.Budget{Time: time.Second}}}}}
}

// gameConfig is the configuration the root starts a game of o with.
func gameConfig(t testing.TB, o Options) game.GameConfig {
	t.Helper()
	v := game.Variant(o.Variant)
	if v == nil {
		t.Fatalf("no variant %q", o.Variant)
	}
	cfg := game.GameConfig{Variant: v, Moves: o.Moves, Games: o.Games, Sides: o.Sides, Seed: o.Seed,
		OutDir: o.OutDir, StateDir: o.StateDir, Saves: &autosave.Saver{}, Record: o.Record, HidePaths: o.HidePaths,
		TimeControl: o.TimeControl, Clocks: o.Clocks}
	if o.Record != nil {
		cfg.Variant = o.Record.Variant()
	} else if o.Position != "" {
		p, err := v.Parse(o.Position)
		if err != nil {
			t.Fatalf("position %q: %v", o.Position, err)
		}
		cfg.Start = p
	}
	if o.Pause > 0 {
		p := o.Pause
		cfg.Pause = &p
	}
	if cfg.Games > 1 && !cfg.Sides[0].Human && !cfg.Sides[1].Human && cfg.Record == nil {
		cfg = game.NewSeries(cfg.Games, cfg.Sides, cfg.Seed).GameConfig(cfg)
	}
	return cfg
}

// newTestModel builds the play screen on o at the given size with colour
// off and ASCII pieces, as the root would, and returns it with the Cmd
// that starts it.
func newTestModel(t testing.TB, o Options, w, h int, newPlayer func(engine.Config) (engine.Player, error)) (Model, tea.Cmd) {
	t.Helper()
	return newScreen(t, o, uitest.Common(w, h), newPlayer)
}

// newScreen builds the play screen on o with c (its styles and size).
func newScreen(t testing.TB, o Options, c kit.Common, newPlayer func(engine.Config) (engine.Player, error)) (Model, tea.Cmd) {
	t.Helper()
	if o.OutDir == "" {
		o.OutDir = t.TempDir() // chess games save PGN when they end
	}
	if newPlayer == nil {
		newPlayer = engine.New
	}
	ctx, cancel := context.WithCancel(context.Background())
	env := enginerun.Env{Ctx: ctx, Searches: &sync.WaitGroup{}, NewPlayer: newPlayer}
	t.Cleanup(func() {
		cancel()
		env.Searches.Wait()
	})
	m, cmd, err := New(c, env, gameConfig(t, o), o.Screen == nav.Review)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	return m, cmd
}

// send delivers one message to the screen, as the root would.
func send(m Model, msg tea.Msg) (Model, tea.Cmd) {
	s, cmd := m.Update(msg)
	return s.(Model), cmd
}

// play returns the screen, to read (as the root's tests once read it
// through the root).
func play(m Model) *Model { return &m }

// press sends keys one by one and returns the last Cmd.
func press(m Model, keys ...string) (Model, tea.Cmd) { return uitest.Press(m, send, keys...) }

// isQuit reports whether cmd is tea.Quit (uitest.IsQuit).
func isQuit(cmd tea.Cmd) bool { return uitest.IsQuit(cmd) }

// emitted returns what the screen asks the root for (nav.Take), which
// the root acts on right after the Update that asked.
func emitted(t testing.TB, s nav.Screen) tea.Msg {
	t.Helper()
	_, r := nav.Take(s)
	if r.Msg == nil {
		t.Fatal("nothing asked of the root")
	}
	return r.Msg
}

// click sends a left-button press at the screen cell (x, y).
func click(m Model, x, y int) (Model, tea.Cmd) {
	return send(m, tea.MouseMsg{X: x, Y: y, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft})
}

// drain runs the Cmds of searches until the game has no search running,
// feeding their messages back (uitest.Drain).
func drain(t *testing.T, m Model, cmd tea.Cmd) Model { return uitest.Drain(t, m, cmd, send) }

// runCmd runs a Cmd, the first message of a batch (uitest.RunCmd).
func runCmd(cmd tea.Cmd) tea.Msg { return uitest.RunCmd(cmd) }

// The fake engine and the wait of uitest, by their short names.
var (
	newFake       = uitest.NewFake
	waitGroupDone = uitest.WaitGroupDone
)

// drainUntil feeds the Cmds' messages back until done holds (or the Cmds
// run out), with a timeout (uitest.DrainUntil).
func drainUntil(t *testing.T, m Model, cmd tea.Cmd, done func(Model) bool) (Model, tea.Cmd) {
	t.Helper()
	return uitest.DrainUntil(t, m, cmd, send, done)
}

// relayGame opens a chess game of a person (White) against player,
// whose fake engine wrap turns into the relay a test needs (a
// classmate's board behind it), on a w by h terminal.
func relayGame(t *testing.T, player string, w, h int, wrap func(engine.Player) engine.Player) Model {
	t.Helper()
	sides := [2]game.SideOptions{{Human: true}}
	sides[variants.Second] = game.SideOptions{Engine: engine.Config{Player: player, Budget: engine.Budget{Rollouts: 10}}}
	m, _ := newTestModel(t, Options{Variant: "chess", Screen: ScreenGame, Seed: 1, Sides: sides}, w, h,
		func(cfg engine.Config) (engine.Player, error) {
			p, err := newFake(cfg)
			return wrap(p), err
		})
	return m
}
