package ui

import (
	"errors"
	"strings"
	"testing"

	"rollout/engine"
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
	m, cmd := press(m, "enter")
	m, _ = follow(t, m, cmd)
	if !onGame(m) {
		t.Fatalf("no game:\n%s", m.View())
	}
	m, cmd = press(m, "esc")
	m, _ = follow(t, m, cmd)
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
