package ui

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/autosave"
	"rollout/ui/game"
	"rollout/ui/handshake"
	"rollout/ui/nav"
	"rollout/ui/remember"
	"rollout/ui/screens/setup"
	"rollout/ui/uitest"
	"rollout/variants"
)

// The setup screen keeps its choices across a game: a position typed,
// a game played from it, esc, and the field still holds it.
func TestSetupRemembered(t *testing.T) {
	m, _ := newTestModel(t, DefaultOptions(), 80, 24, newFake)
	if !onSetup(m) {
		t.Fatalf("default options should open on setup:\n%s", m.View())
	}
	m, _ = press(m, "up")
	for _, r := range "x2/3/3 o" {
		m, _ = press(m, string(r))
	}
	m, _ = press(m, "enter")
	if !onGame(m) {
		t.Fatalf("no game:\n%s", m.View())
	}
	m, _ = press(m, "esc")
	if !onSetup(m) || !strings.Contains(m.View(), "x2/3/3 o") {
		t.Fatalf("the position is not kept:\n%s", m.View())
	}
}

// A game one of whose engines cannot play it (perfect at chess) is refused
// on the setup screen with the reason, instead of starting and stalling.
func TestUnplayableEngineRefused(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("chess", "perfect"), 80, 24, newFake)
	if !onSetup(m) || !strings.Contains(m.View(), "exact solver") {
		t.Fatalf("want the setup screen explaining perfect needs a solver:\n%s", m.View())
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
		m, _ = press(m, "tab", "tab", "tab", "left") // first side: the external engine
		m, cmd := press(m, "enter")
		if cmd == nil {
			t.Fatalf("%s: no handshake Cmd", tt.spec)
		}
		msg := cmd()
		if _, ok := msg.(handshake.Msg); !ok {
			t.Fatalf("%s: the Cmd gave %T, want the handshake's message", tt.spec, msg)
		}
		m, _ = send(m, msg)
		v := m.View()
		if !tt.ok {
			if !onSetup(m) || !strings.Contains(v, "not a UCI engine") {
				t.Fatalf("%s: want the setup screen with the reason:\n%s", tt.spec, v)
			}
			continue
		}
		if !onGame(m) {
			t.Fatalf("%s: want the game:\n%s", tt.spec, v)
		}
	}
	if started < 2 {
		t.Fatalf("the external engines were built %d times, want at least 2", started)
	}
}

// onSetup reports whether the root shows the setup screen, by its title.
func onSetup(m Model) bool { return strings.Contains(m.View(), "Rollout: set up a game") }

// onGame reports whether the root shows a game of tic-tac-toe, by its
// title ("Tic-tac-toe  X human vs O default (1 s)").
func onGame(m Model) bool {
	return strings.HasPrefix(strings.TrimLeft(m.View(), " \n"), "Tic-tac-toe  X ")
}

// TestSetupRememberedAcrossRestarts: the setup screen forgot the game
// across restarts (ui/remember). A game started from it is remembered in the
// state directory, and the next program whose command line names no
// game opens the setup screen on it; one that names a game, or a
// remembered file that does not read, opens as before.
func TestSetupRememberedAcrossRestarts(t *testing.T) {
	dir := t.TempDir()
	opts := DefaultOptions()
	opts.StateDir = dir
	m, _ := newTestModel(t, opts, 100, 30, newFake)
	v := game.Variant("connect4")
	cfg := game.GameConfig{Variant: v, Sides: [2]game.SideOptions{{Human: true},
		{Engine: engine.Config{Player: "flat", Budget: engine.Budget{Time: 3 * time.Second}}}},
		TimeControl: variants.TimeControl{Base: 5 * time.Minute, Increment: 3 * time.Second}}
	m, _ = send(m, nav.StartGameMsg{Mode: nav.Game, Cfg: cfg})
	if !waited(m, time.Minute) {
		t.Fatal("the setup's write did not end")
	}
	if _, err := os.Stat(filepath.Join(dir, autosave.SetupName)); err != nil {
		t.Fatalf("the setup was not remembered: %v", err)
	}
	for _, tc := range []struct {
		name     string
		remember bool
		want     string
	}{
		{"a bare start opens the remembered game", true, "connect4"},
		{"a command line's game wins", false, "tictactoe"},
	} {
		o := DefaultOptions()
		o.StateDir, o.RememberSetup = dir, tc.remember
		m, _ := newTestModel(t, o, 100, 30, newFake)
		_, got, err := m.screens[nav.Setup].(setup.Model).Describe()
		if err != nil {
			t.Fatal(err)
		}
		if got.Variant.Name != tc.want {
			t.Errorf("%s: the setup screen opens on %s, want %s", tc.name, got.Variant.Name, tc.want)
		}
		if tc.remember && (got.Sides[1].Engine.Player != "flat" || got.TimeControl.String() != "5+3") {
			t.Errorf("%s: sides %+v, clock %v", tc.name, got.Sides, got.TimeControl)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, autosave.SetupName), []byte("{not json"), 0o600); err != nil {
		t.Fatal(err)
	}
	o := DefaultOptions()
	o.StateDir, o.RememberSetup = dir, true
	m, _ = newTestModel(t, o, 100, 30, newFake)
	if v := m.View(); !strings.Contains(v, "Tic-tac-toe") {
		t.Errorf("a remembered file that does not read does not open the defaults:\n%s", v)
	}
}

// A setup.json that cannot be written is said in words of its own, on
// the screen shown and without the server's paths, and is no failure of
// the game's saves: it read "Autosave failed, the game is not saved",
// and the game's saves counted it as theirs.
func TestSetupNotRememberedSaysSo(t *testing.T) {
	dir := t.TempDir()
	// A directory, not empty, where the file goes: its write fails.
	if err := os.MkdirAll(filepath.Join(dir, autosave.SetupName, "x"), 0o755); err != nil {
		t.Fatal(err)
	}
	opts := DefaultOptions()
	opts.StateDir, opts.HidePaths = dir, true
	m, _ := newTestModel(t, opts, 100, 30, newFake)
	cfg := game.GameConfig{Variant: game.Variant("tictactoe"), Sides: [2]game.SideOptions{{Human: true},
		{Engine: engine.Config{Player: "flat", Budget: engine.Budget{Time: time.Second}}}}}
	m, cmd := send(m, nav.StartGameMsg{Mode: nav.Game, Cfg: cfg})
	msg := keptOf(t, cmd)
	if msg.Err == nil {
		t.Fatal("the setup's write did not fail")
	}
	// While a game's engines start the setup screen is shown, and the
	// game about to open would hide the message: it waits for the game.
	m.checking = &handshake.Check{}
	m, _ = send(m, msg)
	if strings.Contains(m.View(), "remembered") {
		t.Errorf("said while the engines start:\n%s", m.View())
	}
	m.checking = nil
	m, _ = send(m, tea.WindowSizeMsg{Width: 100, Height: 30})
	view := strings.Join(strings.Fields(m.View()), " ")
	if m.active != nav.Game || !strings.Contains(view, "The setup was not remembered for the next start (setup.json): ") {
		t.Errorf("no message of its own:\n%s", m.View())
	}
	if strings.Contains(view, "Autosave failed") || strings.Contains(view, dir) {
		t.Errorf("the message says autosave or shows the state dir %s:\n%s", dir, m.View())
	}
	if err := m.saves.Failing(); err != nil {
		t.Errorf("the game's saves take the setup's failure for theirs: %v", err)
	}
}

// keptOf runs cmd's Cmds (each of a batch's, in goroutines) and returns
// the remember.KeptMsg one of them delivers.
func keptOf(t *testing.T, cmd tea.Cmd) remember.KeptMsg {
	t.Helper()
	got := make(chan remember.KeptMsg, 1)
	var run func(tea.Cmd)
	run = func(c tea.Cmd) {
		if c == nil {
			return
		}
		go func() {
			switch msg := c().(type) {
			case tea.BatchMsg:
				for _, c := range msg {
					run(c)
				}
			case remember.KeptMsg:
				got <- msg
			}
		}()
	}
	run(cmd)
	select {
	case msg := <-got:
		return msg
	case <-time.After(uitest.Patience):
		t.Fatalf("no remember.KeptMsg within %v", uitest.Patience)
	}
	return remember.KeptMsg{}
}

// The lessons set up their own games: opening them from the setup
// screen (mode learn) remembers nothing. It kept a setup of two engine
// sides with no player's name, so the next start showed both sides
// blank in the mode watch, and enter said `X: engine: unknown player ""`.
func TestLearnFromSetupRemembersNothing(t *testing.T) {
	dir := t.TempDir()
	opts := DefaultOptions()
	opts.StateDir = dir
	m, _ := newTestModel(t, opts, 100, 30, newFake)
	_, cfg, err := m.screens[nav.Setup].(setup.Model).Describe()
	if err != nil {
		t.Fatal(err)
	}
	m, _ = send(m, nav.StartGameMsg{Mode: nav.Learn, Cfg: game.GameConfig{Variant: cfg.Variant}})
	if !waited(m, time.Minute) {
		t.Fatal("the setup's write did not end")
	}
	o := DefaultOptions()
	o.StateDir, o.RememberSetup = dir, true
	m, _ = newTestModel(t, o, 100, 30, newFake)
	_, got, err := m.screens[nav.Setup].(setup.Model).Describe()
	if err != nil {
		t.Fatalf("the next start's setup does not start: %v", err)
	}
	for i, side := range got.Sides {
		if !side.Human && side.Engine.Player == "" {
			t.Errorf("side %d of the next start is an engine with no player", i)
		}
	}
}
