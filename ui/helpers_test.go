package ui

import (
	"context"
	"fmt"
	"regexp"
	"sync"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/kit"
	"rollout/ui/nav"
	"rollout/ui/uitest"
	"rollout/variants"
)

// plainStyles are the colour-off styles every golden test uses.
func plainStyles() *kit.Styles {
	st := kit.NewStyles(false, true)
	return &st
}

// newTestModel builds a root model at the given size with colour off and
// ASCII pieces, runs its start-up message, and returns it with the Cmd
// that start-up produced.
func newTestModel(t testing.TB, opts Options, w, h int, newPlayer func(engine.Config) (engine.Player, error)) (Model, tea.Cmd) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	opts.ASCII = true
	if opts.OutDir == "" {
		opts.OutDir = t.TempDir() // chess games save PGN when they end
	}
	if newPlayer == nil {
		newPlayer = engine.New
	}
	m := newModel(ctx, opts, plainStyles(), newPlayer)
	m, _ = send(m, tea.WindowSizeMsg{Width: w, Height: h})
	t.Cleanup(func() {
		cancel()
		m.env.Searches.Wait()
	})
	return send(m, initMsg{})
}

// send delivers one message to the model, as the program would.
func send(m Model, msg tea.Msg) (Model, tea.Cmd) {
	nm, cmd := m.Update(msg)
	return nm.(Model), cmd
}

// follow runs a Cmd that a screen returned to talk to the root (one made
// by emit: it returns at once) and delivers its message, as the program
// would a moment later. Only call it where such a Cmd is expected.
func follow(t testing.TB, m Model, cmd tea.Cmd) (Model, tea.Cmd) {
	t.Helper()
	if cmd == nil {
		t.Fatal("follow: no Cmd to follow")
	}
	msg := cmd()
	switch msg.(type) {
	case nav.StartGameMsg, nav.LeaveGameMsg, nav.ShowScreenMsg:
	default:
		t.Fatalf("follow: %T is not a message to the root", msg)
	}
	return send(m, msg)
}

// setupMode reads the setup screen's Mode row from the view ("" when
// the setup screen is not shown).
func setupMode(m Model) string {
	if got := modeRow.FindStringSubmatch(m.View()); got != nil {
		return got[1]
	}
	return ""
}

var modeRow = regexp.MustCompile(`Mode +(?:[<◂] )?(\w+)`)

// keyMsg builds the key message a terminal would deliver for s
// (uitest.Key).
func keyMsg(s string) tea.KeyMsg { return uitest.Key(s) }

// press sends keys one by one and returns the last Cmd.
func press(m Model, keys ...string) (Model, tea.Cmd) {
	var cmd tea.Cmd
	for _, k := range keys {
		m, cmd = send(m, keyMsg(k))
	}
	return m, cmd
}

// isQuit reports whether cmd is tea.Quit. It runs cmd, so only call it on
// Cmds that cannot be a search's reader (it would eat a message).
func isQuit(cmd tea.Cmd) bool {
	if cmd == nil {
		return false
	}
	_, ok := cmd().(tea.QuitMsg)
	return ok
}

// drain runs the Cmds of searches until the game has no search running,
// feeding their messages back, and returns the model (with a timeout so a
// bug cannot hang the test).
func drain(t *testing.T, m Model, cmd tea.Cmd) Model {
	t.Helper()
	deadline := time.After(10 * time.Second)
	for cmd != nil {
		got := make(chan tea.Msg, 1)
		go func(cmd tea.Cmd) { got <- runCmd(cmd) }(cmd)
		var msg tea.Msg
		select {
		case msg = <-got:
		case <-deadline:
			t.Fatal("drain: the search did not end")
		}
		if msg == nil {
			return m
		}
		m, cmd = send(m, msg)
	}
	return m
}

// runCmd runs a Cmd; a batch is run member by member and the first non-nil
// message wins (enough for the single Cmds the game returns).
func runCmd(cmd tea.Cmd) tea.Msg {
	msg := cmd()
	if b, ok := msg.(tea.BatchMsg); ok {
		for _, c := range b {
			if c != nil {
				if mm := runCmd(c); mm != nil {
					return mm
				}
			}
		}
		return nil
	}
	return msg
}

// fakePlayer is a deterministic engine for screen tests: it plays the
// first legal move with a fixed table, sending one snapshot. "blocker"
// waits for cancellation and returns no result (a search that never
// ends); "thinker" sends its snapshot, waits for cancellation and then
// returns its best so far, as the real players do.
type fakePlayer struct {
	cfg          engine.Config
	block, think bool
}

func newFake(cfg engine.Config) (engine.Player, error) {
	if cfg.Player == "broken" {
		return nil, fmt.Errorf("engine: unknown player %q", cfg.Player)
	}
	return &fakePlayer{cfg: cfg, block: cfg.Player == "blocker", think: cfg.Player == "thinker"}, nil
}

func (f *fakePlayer) Name() string          { return f.cfg.Player }
func (f *fakePlayer) Config() engine.Config { return f.cfg }

func (f *fakePlayer) Search(ctx context.Context, pos variants.Position, progress chan engine.Snapshot) (engine.Result, error) {
	defer close(progress)
	moves := pos.LegalMoves(nil)
	snap := engine.Snapshot{Player: f.cfg.Player, Elapsed: 1500 * time.Millisecond, Rollouts: 30000, Rate: 20000, Progress: 1,
		Policy: f.cfg.Policy.Label()} // as the real players label theirs
	for i, m := range moves {
		n := int64(1000 * (len(moves) - i))
		snap.Moves = append(snap.Moves, engine.MoveStats{Move: m, Text: pos.EncodeMove(m, variants.Display),
			Rollouts: n, Wins: n / 2, Draws: n / 4, Losses: n - n/2 - n/4, Net: n/2 - (n - n/2 - n/4),
			Mean: 0.1 * float64(len(moves)-1-i), StdErr: 0.01, AvgPlies: 5.5, CapShare: 0.01})
	}
	snap.Best, snap.BestText = moves[0], snap.Moves[0].Text
	if f.block {
		<-ctx.Done()
		return engine.Result{}, ctx.Err()
	}
	progress <- snap
	if f.think {
		<-ctx.Done()
		return engine.Result{Snapshot: snap, Move: moves[0], MoveText: snap.BestText, Stopped: engine.StopCancelled}, nil
	}
	return engine.Result{Snapshot: snap, Move: moves[0], MoveText: snap.BestText, Stopped: engine.StopRollouts}, nil
}

// waitGroupDone waits for wg with a timeout and reports whether it ended.
func waitGroupDone(wg *sync.WaitGroup, d time.Duration) bool {
	ch := make(chan struct{})
	go func() { wg.Wait(); close(ch) }()
	select {
	case <-ch:
		return true
	case <-time.After(d):
		return false
	}
}
