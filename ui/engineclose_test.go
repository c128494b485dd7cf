package ui

import (
	"strings"
	"sync"
	"testing"

	"rollout/engine"
)

// closingFake is the fake player with a Close method, as an external UCI
// engine has; the ledger counts the players built and closed.
type closingFake struct {
	*fakePlayer
	ledger *engineLedger
	closed bool
}

func (c *closingFake) Close() error {
	c.ledger.mu.Lock()
	defer c.ledger.mu.Unlock()
	if !c.closed {
		c.closed = true
		c.ledger.closed++
	}
	return nil
}

type engineLedger struct {
	mu            sync.Mutex
	built, closed int
	all           []*closingFake
}

func (l *engineLedger) newPlayer(cfg engine.Config) (engine.Player, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	fp, _ := newFake(cfg)
	p := &closingFake{fakePlayer: fp.(*fakePlayer), ledger: l}
	l.built++
	l.all = append(l.all, p)
	return p, nil
}

// open is the number of players built and not closed, once the closes
// the ui started off its goroutine have run.
func (l *engineLedger) open(m Model) int {
	m.wait()
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.built - l.closed
}

// External engines (players with Close) are closed when their game is
// done with them: r starts a new game with new engines and closes the
// old, leaving a game closes its engines, and the analysis board closes
// the engine it replaces on a restart and its last one when left. No
// engine process outlives its game.
func TestExternalEnginesClosed(t *testing.T) {
	var l engineLedger
	m, cmd := newTestModel(t, gameOpts("tictactoe", "uci:fake"), 80, 24, l.newPlayer)
	m = drain(t, m, cmd)
	if l.built != 1 || l.open(m) != 1 {
		t.Fatalf("a new game: %d built, %d open; want 1 and 1", l.built, l.open(m))
	}
	// r: a new game, fresh engines, the old one closed.
	m, cmd = press(m, "r")
	m = drain(t, m, cmd)
	if l.built != 2 || l.open(m) != 1 || !l.all[0].closed {
		t.Fatalf("after r: %d built, %d open, first closed %v; want 2, 1, true", l.built, l.open(m), l.all[0].closed)
	}
	// Leaving the game closes its engine.
	m, _ = press(m, "esc")
	if setupMode(m) == "" || l.open(m) != 0 {
		t.Fatalf("after leaving: %d engines open; want the setup screen and none:\n%s", l.open(m), m.View())
	}
	// A new game from the setup screen, then the analysis board over it:
	// each restart replaces the analysing engine, and closes the old.
	m, cmd = press(m, "enter")
	m = drain(t, m, cmd)
	m, cmd = press(m, "A")
	m = drain(t, m, cmd)
	if !strings.HasPrefix(m.View(), "Analysis  Tic-tac-toe") {
		t.Fatalf("A: want the analysis board:\n%s", m.View())
	}
	before := l.built
	m, cmd = press(m, "l") // the next budget: a restart (ctrl+e refuses an external engine, which has no estimator)
	m = drain(t, m, cmd)
	if l.built == before {
		t.Fatal("l did not restart the analysis with a new engine")
	}
	m, cmd = press(m, "esc")
	m = drain(t, m, cmd)
	m, _ = press(m, "esc")
	if l.open(m) != 0 {
		t.Fatalf("after leaving the analysis and the game: %d of %d engines open", l.open(m), l.built)
	}
}
