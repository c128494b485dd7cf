package ui

import (
	"errors"
	"strings"
	"testing"
	"time"

	"rollout/engine"
	"rollout/ui/kit"
	"rollout/ui/nav"
	"rollout/variants/registry"
)

func TestSetupScreen(t *testing.T) {
	o := DefaultOptions()
	m, _ := newTestModel(t, o, 80, 24, newFake)
	if m.active != nav.Setup {
		t.Fatal("default options should open on setup")
	}
	// Bad position text: refused with the parser's reason, no game.
	m, _ = press(m, "up")
	for _, r := range "zzz" {
		m, _ = press(m, string(r))
	}
	m, _ = press(m, "enter")
	if m.active != nav.Setup || !strings.Contains(setup(m).err, "tictactoe: bad position") {
		t.Fatalf("screen %d, err %q", m.active, setup(m).err)
	}
	if !strings.Contains(m.View(), "tictactoe: bad position") {
		t.Fatal("the parser's reason is not shown")
	}
	// A good one starts the game there.
	for range 3 {
		m, _ = press(m, "backspace")
	}
	for _, r := range "x2/3/3 o" {
		m, _ = press(m, string(r))
	}
	m, cmd := press(m, "enter")
	m, _ = follow(t, m, cmd)
	if m.active != nav.Game || play(m).st.Position().Encode() != "x2/3/3 o" {
		t.Fatalf("screen %d, err %q", m.active, setup(m).err)
	}
	// Back to setup: the choices are remembered.
	m, cmd = press(m, "esc")
	m, _ = follow(t, m, cmd)
	if m.active != nav.Setup || setup(m).position.Value() != "x2/3/3 o" {
		t.Fatalf("screen %d, position %q", m.active, setup(m).position.Value())
	}
}

func TestSetupChoices(t *testing.T) {
	m, _ := newTestModel(t, DefaultOptions(), 100, 30, newFake)
	// Focus starts on Start; go to the first side and make it an engine.
	m, _ = press(m, "tab", "tab", "right")
	_, cfg, err := setup(m).config()
	if err != nil || cfg.Sides[0].Human || cfg.Sides[0].Engine.Player != kit.Players()[0].Name {
		t.Fatalf("first side %+v, err %v", cfg.Sides[0], err)
	}
	// Its budget: one step right from the default 1 s is 2 s.
	m, _ = press(m, "tab", "right")
	_, cfg, _ = setup(m).config()
	if got := cfg.Sides[0].Engine.Budget; got != (engine.Budget{Time: 2 * time.Second}) {
		t.Fatalf("budget %+v", got)
	}
	// Estimator: the cursor passes over the first side's policy row
	// (random runs no rollouts) and stops on the second's (default).
	m, _ = press(m, "tab", "tab", "tab", "tab", "right")
	_, cfg, _ = setup(m).config()
	if cfg.Sides[1].Engine.Estimator != engine.RaoBlackwell {
		t.Fatal("estimator not changed")
	}
	// It steps through every estimator and wraps (a toggle "1 - est" made
	// an invalid one after eval, the third).
	m, _ = press(m, "right")
	_, cfg, err = setup(m).config()
	if err != nil || cfg.Sides[1].Engine.Estimator != engine.Eval || !strings.Contains(m.View(), "eval") {
		t.Fatalf("estimator %v (err %v) after a second step, want eval:\n%s", cfg.Sides[1].Engine.Estimator, err, m.View())
	}
	m, _ = press(m, "right")
	_, cfg, _ = setup(m).config()
	if cfg.Sides[1].Engine.Estimator != engine.Plain {
		t.Fatalf("estimator %v after a third step, want plain", cfg.Sides[1].Engine.Estimator)
	}
}

// External UCI engines the cli offers (Options.ExternalEngines) come after
// the built-in players when a side's player is cycled, and a game started
// with one asks the engine constructor for exactly that spec.
func TestSetupOffersExternalEngines(t *testing.T) {
	o := DefaultOptions()
	o.ExternalEngines = []string{"uci:stockfish,Skill Level=0"}
	m, _ := newTestModel(t, o, 100, 30, newFake)
	m, _ = press(m, "tab", "tab", "left") // first side: from human back round to the last player
	_, cfg, err := setup(m).config()
	if err != nil || cfg.Sides[0].Human || cfg.Sides[0].Engine.Player != "uci:stockfish,Skill Level=0" {
		t.Fatalf("first side %+v, err %v", cfg.Sides[0], err)
	}
	if !strings.Contains(m.View(), "uci:stockfish,Skill Level=0") {
		t.Fatalf("the setup screen does not show the external engine:\n%s", m.View())
	}
}

// A game one of whose engines cannot play it (perfect at chess) is refused
// on the setup screen with the reason, instead of starting and stalling.
func TestUnplayableEngineRefused(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("chess", "perfect"), 80, 24, newFake)
	if m.active != nav.Setup || !strings.Contains(setup(m).err, "exact solver") {
		t.Fatalf("screen %v, setup error %q: want the setup screen explaining perfect needs a solver", m.active, setup(m).err)
	}
}

// A parser's long reason is wrapped on the setup screen, not cut at its
// edge.
func TestSetupErrorWrapped(t *testing.T) {
	o := DefaultOptions()
	o.Variant = "chess"
	m, _ := newTestModel(t, o, 40, 24, newFake)
	m, _ = press(m, "up")
	for _, r := range "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 x" {
		m, _ = press(m, string(r))
	}
	m, _ = press(m, "enter")
	reason := setup(m).err
	if reason == "" || len(reason) <= 40 {
		t.Fatalf("want a long parser error, got %q", reason)
	}
	v := m.View()
	checkFits(t, "setup", v, 40, 24)
	squeeze := func(s string) string { return strings.Join(strings.Fields(s), "") } // wrapping may split a word
	if !strings.Contains(squeeze(v), squeeze(reason)) {
		t.Fatalf("the reason %q is not shown whole:\n%s", reason, v)
	}
}

// The position format under the Position field is shown whole, wrapped
// to the form, both when the form is centred on a wide terminal and on a
// narrow one (it was cut at the right edge at 110 columns).
func TestSetupPositionHelpWrapped(t *testing.T) {
	for _, size := range [][2]int{{110, 34}, {50, 24}} {
		o := DefaultOptions()
		o.Variant = "tictactoe"
		m, _ := newTestModel(t, o, size[0], size[1], newFake)
		m, _ = press(m, "up")
		if setup(m).focus != fieldPosition {
			t.Fatalf("%v: focus %v, want the Position field", size, setup(m).focus)
		}
		v := m.View()
		checkFits(t, "setup", v, size[0], size[1])
		squeeze := func(s string) string { return strings.Join(strings.Fields(s), "") }
		v3, err := registry.Lookup("tictactoe")
		if err != nil {
			t.Fatal(err)
		}
		help := v3.PositionHelp
		if !strings.Contains(squeeze(v), squeeze(help)) {
			t.Fatalf("%v: the position format %q is not shown whole:\n%s", size, help, v)
		}
	}
}

// The policy rows: a side whose player runs rollouts cycles through the
// engine's policies and its choice reaches the engine's configuration; a
// side without rollouts (a person, random) shows "-" and the cursor
// passes over it; under the rb estimator the row is held at uniform.
func TestSetupPolicy(t *testing.T) {
	o := DefaultOptions()
	o.Sides[1].Engine.Player = "uct" // the default player's preset holds its rows
	m, _ := newTestModel(t, o, 100, 30, newFake)
	// Start -> ... up from Start: Position, Mode, Estimator, O policy.
	m, _ = press(m, "up", "up", "up", "up")
	if f := setup(m).focus; f != fieldSecondPolicy {
		t.Fatalf("focus %d, want the second side's policy row", f)
	}
	v := m.View()
	if !strings.Contains(v, "O policy") || !strings.Contains(v, "uniform") || !strings.Contains(v, "pure Monte Carlo") {
		t.Fatalf("the policy row is not shown:\n%s", v)
	}
	seen := map[engine.Policy]bool{}
	for range engine.Policies {
		m, _ = press(m, "right")
		_, cfg, err := setup(m).config()
		if err != nil {
			t.Fatal(err)
		}
		seen[cfg.Sides[1].Engine.Policy] = true
		if !strings.Contains(m.View(), cfg.Sides[1].Engine.Policy.String()) {
			t.Fatalf("policy %s not shown:\n%s", cfg.Sides[1].Engine.Policy, m.View())
		}
	}
	if len(seen) != len(engine.Policies) {
		t.Fatalf("cycling gave %v, want every one of %v", seen, engine.Policies)
	}
	// Light, then start: the engine is built with it.
	for setupPolicy(t, m) != engine.Light {
		m, _ = press(m, "right")
	}
	var built []engine.Config
	m.env.NewPlayer = func(c engine.Config) (engine.Player, error) {
		built = append(built, c)
		return newFake(c)
	}
	// The first side (a person) offers no policy: up from O skips X policy.
	m, _ = press(m, "up", "up", "up")
	if f := setup(m).focus; f != fieldFirstBudget {
		t.Fatalf("focus %d: the person's policy row should be passed over", f)
	}
	if !strings.Contains(strings.Join(strings.Fields(m.View()), " "), "X policy -") {
		t.Fatalf("the person's policy row should show '-':\n%s", m.View())
	}
	m, cmd := press(m, "enter")
	m = drain(t, m, cmd)
	if m.active != nav.Game || len(built) == 0 || built[0].Policy != engine.Light {
		t.Fatalf("screen %d, engines built %+v: want the second side with the light policy", m.active, built)
	}
	// Under rb the row is held at uniform, and the game gets uniform.
	m, cmd = press(m, "esc")
	m, _ = follow(t, m, cmd)
	s := setup(m)
	s.est = engine.RaoBlackwell
	if s.policy(1) != engine.Uniform {
		t.Fatal("rb with light: the side should roll out uniformly")
	}
	s.focus = fieldSecondPolicy
	s.change(1)
	if s.pol[1] != engine.Light || !strings.Contains(s.View(), "rb estimator rolls out uniformly") {
		t.Fatalf("under rb the row should not change and should say why:\n%s", s.View())
	}
}

func setupPolicy(t *testing.T, m Model) engine.Policy {
	t.Helper()
	_, cfg, err := setup(m).config()
	if err != nil {
		t.Fatal(err)
	}
	return cfg.Sides[1].Engine.Policy
}

// The Games row: hidden while a person plays, offered in the watch mode;
// its choice makes the game a series of that many games.
func TestSetupGamesRow(t *testing.T) {
	m, _ := newTestModel(t, DefaultOptions(), 100, 30, newFake)
	if strings.Contains(m.View(), "Games ") {
		t.Fatalf("the Games row is shown while a person plays:\n%s", m.View())
	}
	// Up from Start: Position, Mode; play -> watch.
	m, _ = press(m, "up", "up", "right")
	if setupMode(m) != "watch" || !strings.Contains(m.View(), "Games") {
		t.Fatalf("mode %q; the Games row should show in watch mode:\n%s", setupMode(m), m.View())
	}
	m, _ = press(m, "down") // Mode -> Games
	if setup(m).focus != fieldGames {
		t.Fatalf("focus %d, want the Games row", setup(m).focus)
	}
	m, _ = press(m, "right", "right") // 1 -> 2 -> 4
	if !strings.Contains(m.View(), "a series: colours alternate") {
		t.Fatalf("no series note:\n%s", m.View())
	}
	m, cmd := press(m, "enter")
	m, _ = follow(t, m, cmd)
	if s := play(m).cfg.Series; m.active != nav.Game || s == nil || s.Games != 4 {
		t.Fatalf("screen %d, series %+v: want a series of 4", m.active, s)
	}
}

// The player rows offer only players the game supports: cycling the
// first side through every choice at chess never lands on perfect (it
// needs an exact solver), and changing the game from tic-tac-toe to
// chess moves a side off perfect, so nothing is refused at start.
func TestSetupOffersOnlyPlayersTheGameSupports(t *testing.T) {
	o := DefaultOptions()
	o.Variant = "chess"
	m, _ := newTestModel(t, o, 100, 30, newFake)
	m, _ = press(m, "tab", "tab")
	for range len(setup(m).players) + 1 {
		m, _ = press(m, "right")
		if _, cfg, _ := setup(m).config(); !cfg.Sides[0].Human && cfg.Sides[0].Engine.Player == "perfect" {
			t.Fatalf("perfect offered for chess:\n%s", m.View())
		}
	}
	o = gameOpts("tictactoe", "perfect")
	o.Screen = ScreenSetup
	m, _ = newTestModel(t, o, 100, 30, newFake)
	s := setup(m)
	if _, cfg, _ := s.config(); cfg.Sides[1].Engine.Player != "perfect" {
		t.Fatalf("tic-tac-toe's second side is %+v, want perfect", cfg.Sides[1])
	}
	for s.variant().Name != "chess" {
		s.focus = fieldGame
		s.change(1)
	}
	if _, cfg, _ := s.config(); !cfg.Sides[1].Human && cfg.Sides[1].Engine.Player == "perfect" {
		t.Fatalf("perfect kept for chess after the game changed")
	}
}

// startFake is an external engine's player as the ui sees it: it can be
// started (handshaken) before its first search, and refuses when its
// name says so.
type startFake struct {
	*fakePlayer
	refuse bool
}

func (f startFake) Start() error {
	if f.refuse {
		return errors.New("uci: bad: not a UCI engine (no uciok)")
	}
	return nil
}

// An external engine chosen on the setup screen is started and
// handshaken when the game is asked for, in a Cmd: a refusal stays on the
// setup screen with its reason instead of failing after the first move;
// an engine that answers starts the game.
func TestSetupHandshakesExternalEngines(t *testing.T) {
	started := 0
	newPlayer := func(cfg engine.Config) (engine.Player, error) {
		p, err := newFake(cfg)
		if err != nil {
			return nil, err
		}
		if strings.HasPrefix(cfg.Player, "uci:") {
			started++
			return startFake{p.(*fakePlayer), cfg.Player == "uci:bad"}, nil
		}
		return p, nil
	}
	for _, tt := range []struct {
		spec string
		ok   bool
	}{{"uci:bad", false}, {"uci:good", true}} {
		o := DefaultOptions()
		o.ExternalEngines = []string{tt.spec}
		m, _ := newTestModel(t, o, 100, 30, newPlayer)
		m, _ = press(m, "tab", "tab", "left") // first side: the external engine
		m, cmd := press(m, "enter")
		m, cmd = follow(t, m, cmd)
		if cmd == nil {
			t.Fatalf("%s: no handshake Cmd", tt.spec)
		}
		msg := cmd()
		if _, ok := msg.(handshakeMsg); !ok {
			t.Fatalf("%s: the Cmd gave %T, want the handshake's message", tt.spec, msg)
		}
		m, _ = send(m, msg)
		v := m.View()
		if !tt.ok {
			if m.active != nav.Setup || !strings.Contains(v, "not a UCI engine") {
				t.Fatalf("%s: screen %v, want the setup screen with the reason:\n%s", tt.spec, m.active, v)
			}
			continue
		}
		if m.active != nav.Game {
			t.Fatalf("%s: screen %v, want the game:\n%s", tt.spec, m.active, v)
		}
	}
	if started < 2 {
		t.Fatalf("the external engines were built %d times, want at least 2", started)
	}
}
