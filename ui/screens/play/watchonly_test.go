package play

import (
	"context"
	"strings"
	"testing"
	"time"

	"rollout/engine"
	"rollout/ui/game"
	"rollout/variants"
)

// silentRemote is a watched player whose next move has not come: its
// search waits until it is cancelled, as a spectator's does.
type silentRemote struct{ cfg engine.Config }

func (s *silentRemote) Name() string          { return s.cfg.Player }
func (s *silentRemote) Config() engine.Config { return s.cfg }
func (s *silentRemote) Remote() bool          { return true }
func (s *silentRemote) Search(ctx context.Context, _ variants.Position, progress chan engine.Snapshot) (engine.Result, error) {
	if progress != nil {
		defer close(progress)
	}
	<-ctx.Done()
	return engine.Result{}, ctx.Err()
}

// TestWatchedGameReadOnly: on another pair's game (both sides relay
// remote persons) every key that would change the game says the game
// is read-only and changes nothing: no new game, no take-back, no move
// now, no pause or step, no typed, pasted or clicked move.
func TestWatchedGameReadOnly(t *testing.T) {
	o := Options{Variant: "tictactoe", Screen: ScreenGame, Seed: 1, Moves: []string{"b2", "a1"}, Sides: [2]game.SideOptions{
		{Engine: engine.Config{Player: "alice#1"}}, {Engine: engine.Config{Player: "bob#1"}}}}
	newSilent := func(cfg engine.Config) (engine.Player, error) { return &silentRemote{cfg}, nil }
	for _, keys := range [][]string{{"r"}, {"r", "r"}, {"u"}, {"m"}, {"n"}, {" "}, {"enter"}, {"c"}, {":"}, {"c", "3", "enter"}} {
		m, _ := newTestModel(t, o, 80, 24, newSilent)
		before := m.st.Position().Encode()
		m, cmd := press(m, keys...)
		if got := m.st.Position().Encode(); got != before || m.st.Len() != 2 {
			t.Errorf("%q on a watched game: position %s after %d plies, want %s unchanged", keys, got, m.st.Len(), before)
		}
		if m.msg != readOnly {
			t.Errorf("%q on a watched game says %q, want %q", keys, m.msg, readOnly)
		}
		if m.paused || m.Input.Focused() {
			t.Errorf("%q on a watched game paused it (%v) or opened the move input (%v)", keys, m.paused, m.Input.Focused())
		}
		_ = cmd
	}
	// A click on the board.
	m, _ := newTestModel(t, o, 80, 24, newSilent)
	_ = m.View()
	for y := 0; y < 24 && m.msg != readOnly; y++ {
		for x := 0; x < 40 && m.msg != readOnly; x++ {
			m, _ = click(m, x, y)
		}
	}
	if m.msg != readOnly || m.st.Len() != 2 {
		t.Errorf("a click on a watched board says %q after %d plies, want %q and 2", m.msg, m.st.Len(), readOnly)
	}
}

// TestWatchedGameHelp: the help of a watched game offers no key that
// would change it.
func TestWatchedGameHelp(t *testing.T) {
	o := Options{Variant: "tictactoe", Screen: ScreenGame, Seed: 1, Moves: []string{"b2", "a1"}, Sides: [2]game.SideOptions{
		{Engine: engine.Config{Player: "alice#1"}}, {Engine: engine.Config{Player: "bob#1"}}}}
	m, _ := newTestModel(t, o, 100, 30, func(cfg engine.Config) (engine.Player, error) { return &silentRemote{cfg}, nil })
	short := m.View()
	m, _ = press(m, "?")
	for _, v := range []string{short, m.View()} {
		for _, refused := range []string{"pause", "move now", "take back", "new game", "one move"} {
			if strings.Contains(v, refused) {
				t.Errorf("the watched game's help offers %q:\n%s", refused, v)
			}
		}
	}
}

// onceRemote is a watched player whose student made one move: its first
// search returns it at once, as a spectator does, the next waits.
type onceRemote struct {
	silentRemote
	moved bool
}

func (o *onceRemote) Search(ctx context.Context, pos variants.Position, progress chan engine.Snapshot) (engine.Result, error) {
	if o.moved {
		return o.silentRemote.Search(ctx, pos, progress)
	}
	if progress != nil {
		close(progress)
	}
	o.moved = true
	m := pos.LegalMoves(nil)[0]
	snap := engine.Snapshot{Player: "alice", Best: m, BestText: pos.EncodeMove(m, variants.Display)}
	return engine.Result{Snapshot: snap, Move: m, MoveText: snap.BestText, Stopped: engine.StopInstant}, nil
}

// TestWatchedMoveStaysSaid: on a watched game, which waits for the next
// move as soon as one is played, the status still says the move just
// played beside whose turn it is.
func TestWatchedMoveStaysSaid(t *testing.T) {
	o := Options{Variant: "tictactoe", Screen: ScreenGame, Seed: 1, Pause: time.Nanosecond, Sides: [2]game.SideOptions{
		{Engine: engine.Config{Player: "alice#1"}}, {Engine: engine.Config{Player: "bob#1"}}}}
	newPlayer := func(cfg engine.Config) (engine.Player, error) {
		if cfg.Player == "alice#1" {
			return &onceRemote{silentRemote: silentRemote{cfg}}, nil
		}
		return &silentRemote{cfg}, nil
	}
	m, cmd := newTestModel(t, o, 80, 24, newPlayer)
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 1 && m.search != nil })
	text, _ := m.statusText()
	if !strings.HasPrefix(text, "alice played ") || !strings.Contains(text, "bob#1 (O) to move, on their board") {
		t.Errorf("the status while bob's move is awaited: %q", text)
	}
	m.Close()
}
