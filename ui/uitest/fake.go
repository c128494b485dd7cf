package uitest

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/variants"
)

// FakePlayer is a deterministic engine for screen tests: it plays the
// first legal move with a fixed table, sending one snapshot. "blocker"
// waits for cancellation and returns no result (a search that never
// ends); "thinker" sends its snapshot, waits for cancellation and then
// returns its best so far, as the real players do; "grinder" is a
// thinker with a long analysis's figures (99.92 s, 22308.80 kr at
// 224.95 kr/s), whose status line is wide.
type FakePlayer struct {
	cfg                 engine.Config
	block, think, grind bool
}

// NewFake builds a FakePlayer for cfg (a player factory, as
// Options.NewPlayer); the player "broken" is refused as unknown.
func NewFake(cfg engine.Config) (engine.Player, error) {
	kind := fakeKinds[cfg.Player]
	if kind == broken {
		return nil, fmt.Errorf("engine: unknown player %q", cfg.Player)
	}
	return &FakePlayer{cfg: cfg, block: kind == blocker, think: kind == thinker || kind == grinder,
		grind: kind == grinder}, nil
}

// fakeKind is how a fake player behaves, named by its player name
// (fakeKinds): the fakes are test players, not the engine's.
type fakeKind uint8

const (
	answers fakeKind = iota
	broken
	blocker
	thinker
	grinder
)

var fakeKinds = map[string]fakeKind{"broken": broken, "blocker": blocker, "thinker": thinker, "grinder": grinder}

// Name is the player's name from its configuration.
func (f *FakePlayer) Name() string { return f.cfg.Player }

// SearchClocks makes the fake keep time by itself on a game clock
// (engine.ClockSearcher), as an external engine does: it searches as
// Search does and reports no time taken, so a timed game's screen tests
// play it (the clock rule's engine.ClockedSearch would rebuild the
// player by name, which the engine does not know).
func (f *FakePlayer) SearchClocks(ctx context.Context, pos variants.Position, _ [2]engine.Clock, progress chan engine.Snapshot) (engine.Result, time.Duration, error) {
	res, err := f.Search(ctx, pos, progress)
	return res, 0, err
}

// Config is the configuration it was built with.
func (f *FakePlayer) Config() engine.Config { return f.cfg }

// Search answers at once with the first legal move (see FakePlayer).
func (f *FakePlayer) Search(ctx context.Context, pos variants.Position, progress chan engine.Snapshot) (engine.Result, error) {
	if progress != nil { // nil: nobody follows (engine.PlayGame, a match)
		defer close(progress)
	}
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
	if f.grind {
		snap.Elapsed, snap.Rollouts, snap.Rate = 99920*time.Millisecond, 22_308_800, 224_950
	}
	if f.block {
		<-ctx.Done()
		return engine.Result{}, ctx.Err()
	}
	if progress != nil {
		progress <- snap
	}
	if f.think {
		<-ctx.Done()
		return engine.Result{Snapshot: snap, Move: moves[0], MoveText: snap.BestText, Stopped: engine.StopCancelled}, nil
	}
	return engine.Result{Snapshot: snap, Move: moves[0], MoveText: snap.BestText, Stopped: engine.StopRollouts}, nil
}

// RunCmd runs a Cmd; a batch is run member by member and the first
// non-nil message wins (enough for the single Cmds a game returns).
func RunCmd(cmd tea.Cmd) tea.Msg {
	msg := cmd()
	if b, ok := msg.(tea.BatchMsg); ok {
		for _, c := range b {
			if c != nil {
				if mm := RunCmd(c); mm != nil {
					return mm
				}
			}
		}
		return nil
	}
	return msg
}

// Drain runs the Cmds of searches until m has no search running, feeding
// their messages back through send, and returns m (failing the test
// after Patience, so a bug cannot hang it).
func Drain[M any](t testing.TB, m M, cmd tea.Cmd, send func(M, tea.Msg) (M, tea.Cmd)) M {
	t.Helper()
	m, _ = DrainUntil(t, m, cmd, send, func(M) bool { return false })
	return m
}

// WaitGroupDone waits for wg at most d and reports whether it ended.
func WaitGroupDone(wg *sync.WaitGroup, d time.Duration) bool { return Within(d, wg.Wait) }

// Within runs wait and reports whether it returned within d (it is left
// running if not).
func Within(d time.Duration, wait func()) bool {
	ch := make(chan struct{})
	go func() { wait(); close(ch) }()
	select {
	case <-ch:
		return true
	case <-time.After(d):
		return false
	}
}

// Press sends keys one by one through send (a model's Update, typed) and
// returns the model and the last Cmd.
func Press[M any](m M, send func(M, tea.Msg) (M, tea.Cmd), keys ...string) (M, tea.Cmd) {
	var cmd tea.Cmd
	for _, k := range keys {
		m, cmd = send(m, Key(k))
	}
	return m, cmd
}

// IsQuit reports whether cmd is tea.Quit. It runs cmd, so only call it on
// Cmds that cannot be a search's reader (it would eat a message).
func IsQuit(cmd tea.Cmd) bool {
	if cmd == nil {
		return false
	}
	_, ok := cmd().(tea.QuitMsg)
	return ok
}

// Next runs cmd (a search's reader) and delivers its one message through
// send, failing the test if none comes within Patience.
func Next[M any](t testing.TB, m M, cmd tea.Cmd, send func(M, tea.Msg) (M, tea.Cmd)) (M, tea.Cmd) {
	t.Helper()
	got := make(chan tea.Msg, 1)
	go func() { got <- RunCmd(cmd) }()
	select {
	case msg := <-got:
		return send(m, msg)
	case <-time.After(Patience):
		t.Fatalf("no message from the search within %v", Patience)
	}
	return m, nil
}
