package ui

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/uitest"
	"rollout/variants"
)

// gatedLedger builds external engines' fake players whose start (the
// handshake) waits for the gate to open, or for Close, as a real
// engine's does for uciok; it counts the players built, the engine
// starts (a search of a player never started starts it, as the UCI
// client's does) and the closes.
type gatedLedger struct {
	mu                    sync.Mutex
	built, starts, closed int
	gate                  chan struct{}
	entered               chan struct{} // one value per start begun
}

func newGatedLedger() *gatedLedger {
	return &gatedLedger{gate: make(chan struct{}), entered: make(chan struct{}, 16)}
}

func (l *gatedLedger) newPlayer(cfg engine.Config) (engine.Player, error) {
	fp, err := newFake(cfg)
	if err != nil || !engine.IsExternal(cfg.Player) {
		return fp, err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	l.built++
	return &gatedPlayer{fakePlayer: fp.(*fakePlayer), l: l, quit: make(chan struct{})}, nil
}

func (l *gatedLedger) counts() (built, starts, closed int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.built, l.starts, l.closed
}

type gatedPlayer struct {
	*fakePlayer
	l       *gatedLedger
	started bool // guarded by l.mu
	quit    chan struct{}
	once    sync.Once
}

func (p *gatedPlayer) Start() error {
	p.l.mu.Lock()
	p.started = true
	p.l.starts++
	p.l.mu.Unlock()
	p.l.entered <- struct{}{}
	select {
	case <-p.l.gate:
		return nil
	case <-p.quit:
		return errors.New("uci: gated: the player is closed")
	}
}

func (p *gatedPlayer) Search(ctx context.Context, pos variants.Position, progress chan engine.Snapshot) (engine.Result, error) {
	p.l.mu.Lock()
	if !p.started {
		p.started = true
		p.l.starts++
	}
	p.l.mu.Unlock()
	return p.fakePlayer.Search(ctx, pos, progress)
}

func (p *gatedPlayer) Close() error {
	p.once.Do(func() {
		close(p.quit)
		p.l.mu.Lock()
		p.l.closed++
		p.l.mu.Unlock()
	})
	return nil
}

// gatedSetup is the setup screen with the external engine "uci:gated"
// chosen for the first side.
func gatedSetup(t *testing.T, l *gatedLedger) Model {
	t.Helper()
	o := DefaultOptions()
	o.ExternalEngines = []string{"uci:gated"}
	m, _ := newTestModel(t, o, 100, 30, l.newPlayer)
	m, _ = press(m, "tab", "tab", "tab", "left")
	if !strings.Contains(m.View(), "uci:gated") {
		t.Fatalf("the external engine is not chosen:\n%s", m.View())
	}
	return m
}

// askGame presses enter on the setup screen and delivers the setup
// screen's request to the root, returning the root's Cmd.
func askGame(t *testing.T, m Model) (Model, tea.Cmd) {
	t.Helper()
	m, cmd := press(m, "enter")
	return m, cmd
}

// runAsync runs cmd as the program does, in a goroutine, and returns
// the channel its message comes on.
func runAsync(cmd tea.Cmd) <-chan tea.Msg {
	got := make(chan tea.Msg, 1)
	go func() { got <- cmd() }()
	return got
}

// await receives from ch, failing the test if nothing comes within a
// minute (what says what was awaited).
func await[T any](t *testing.T, ch <-chan T, what string) T {
	t.Helper()
	select {
	case v := <-ch:
		return v
	case <-time.After(time.Minute):
		t.Fatalf("%s: nothing within a minute", what)
	}
	var zero T
	return zero
}

// Enter pressed twice while an external engine is being started opens
// one game: the second request waits for the check under way (the setup
// screen says so), the engine is started once, by the check, and the
// game plays the player the check started instead of starting another.
// Before, each enter started a check of its own, each check opened a
// game, and the game started the engine once more.
func TestCheckEnterTwiceOpensOneGame(t *testing.T) {
	l := newGatedLedger()
	m := gatedSetup(t, l)
	m, check := askGame(t, m)
	if check == nil {
		t.Fatal("no check of the external engine")
	}
	checked := runAsync(check)
	await(t, l.entered, "the engine's start") // off the Update goroutine
	if v := m.View(); !onSetup(m) || !strings.Contains(v, "Starting uci:gated…") {
		t.Fatalf("the setup screen does not say it is starting the engine:\n%s", v)
	}
	m, again := askGame(t, m)
	if again != nil {
		runAsync(again) // as the program would
		t.Error("a second enter during the check started another")
	}
	close(l.gate)
	m, cmd := send(m, await(t, checked, "the check's message"))
	if !onGame(m) {
		t.Fatalf("want the game once the engine answered:\n%s", m.View())
	}
	m = drain(t, m, cmd) // the engine (X) moves
	if !strings.Contains(m.View(), "1. ") {
		t.Fatalf("the engine did not move:\n%s", m.View())
	}
	if built, starts, _ := l.counts(); built != 1 || starts != 1 {
		t.Fatalf("%d players built, %d engine starts; want 1 and 1", built, starts)
	}
	m, _ = press(m, "esc", "esc")
	m.wait()
	if built, _, closed := l.counts(); closed != built {
		t.Fatalf("after leaving the game %d of %d engines are closed", closed, built)
	}
}

// Quitting while an external engine is being started stops the check:
// its handshake is given up, its engine closed, and the program's wait
// returns (the check is counted by it). Also when the check has ended
// and its message never reached the root (the program ended first): the
// players it handed over are closed.
func TestQuitDuringCheck(t *testing.T) {
	for _, answered := range []bool{false, true} {
		l := newGatedLedger()
		m := gatedSetup(t, l)
		m, check := askGame(t, m)
		checked := runAsync(check) // its message is lost at the quit
		await(t, l.entered, "the engine's start")
		if answered {
			close(l.gate)
			await(t, checked, "the check's message")
		}
		m, cmd := press(m, "q")
		if !isQuit(cmd) {
			t.Fatal("q on the setup screen does not quit")
		}
		m.close() // as Run does with the final model
		if !uitest.Within(time.Minute, m.wait) {
			t.Fatalf("answered %v: the check was still running a minute after the quit", answered)
		}
		if built, _, closed := l.counts(); built != 1 || closed != 1 {
			t.Fatalf("answered %v: %d engines built, %d closed after the quit; want 1 and 1", answered, built, closed)
		}
	}
}

// Esc on the setup screen while an external engine is being started
// gives the start up: the engine is closed, the screen no longer waits
// (the help offers esc only while it does), and enter asks again.
func TestEscCancelsTheCheck(t *testing.T) {
	l := newGatedLedger()
	m := gatedSetup(t, l)
	m, check := askGame(t, m)
	checked := runAsync(check)
	await(t, l.entered, "the engine's start")
	if !strings.Contains(m.View(), "esc cancel") {
		t.Fatalf("the help does not offer esc while the engine starts:\n%s", m.View())
	}
	m, _ = press(m, "esc")
	if msg := await(t, checked, "the cancelled check's message"); msg != nil {
		m, _ = send(m, msg) // stale: dropped
	}
	if !uitest.Within(time.Minute, m.wait) {
		t.Fatal("the cancelled check was still running a minute later")
	}
	if built, _, closed := l.counts(); built != 1 || closed != 1 {
		t.Fatalf("%d engines built, %d closed after esc; want 1 and 1", built, closed)
	}
	if v := m.View(); !onSetup(m) || strings.Contains(v, "Starting") || strings.Contains(v, "esc cancel") {
		t.Fatalf("the setup screen still waits:\n%s", v)
	}
	if _, again := askGame(t, m); again == nil {
		t.Fatal("enter after esc does not start the engine again")
	}
}
