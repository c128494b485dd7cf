package play

import (
	"context"
	"errors"
	"testing"
	"time"

	"rollout/engine"
	"rollout/variants"
)

// judgedRelay is a classmate whose board judges its own flag: each
// search waits for its board's verdict (a move with the clock left, or
// the flag fallen there), and the flags this board tells are noted.
type judgedRelay struct {
	engine.Player
	verdicts chan time.Duration // a move with this much left; 0: the flag fell
	left     time.Duration
	flagged  bool
	told     []string
}

func (r *judgedRelay) Remote() bool                     { return true }
func (r *judgedRelay) MoverLeft() (time.Duration, bool) { return r.left, true }
func (r *judgedRelay) Flagged() bool                    { return r.flagged }
func (r *judgedRelay) TellFlag(pos variants.Position)   { r.told = append(r.told, pos.Encode()) }
func (r *judgedRelay) SearchClocks(ctx context.Context, pos variants.Position, _ [2]engine.Clock, progress chan engine.Snapshot) (engine.Result, time.Duration, error) {
	r.flagged = false
	select {
	case left := <-r.verdicts:
		if left == 0 {
			if progress != nil {
				close(progress)
			}
			r.flagged = true
			return engine.Result{}, 0, errors.New("classmate: the flag fell on their board")
		}
		r.left = left
		res, err := r.Player.Search(ctx, pos, progress)
		return res, 0, err
	case <-ctx.Done():
		if progress != nil {
			close(progress)
		}
		return engine.Result{}, 0, ctx.Err()
	}
}

// TestFlagJudgedOnItsBoard: a classmate's clock that runs out on this
// board does not end the game here: their move, made in time on their
// board, is played with the time it carries; their flag ends the game
// when their board says it fell; this board's own flag is judged here
// and told to the classmate.
func TestFlagJudgedOnItsBoard(t *testing.T) {
	m, advance := timedChess(t, variants.TimeControl{Base: time.Minute}, 80, 24)
	r := &judgedRelay{Player: m.players[1], verdicts: make(chan time.Duration, 1)}
	m.players[1] = r
	m, cmd := press(m, ":", "e", "4", "enter")
	advance(61 * time.Second) // Black's minute is gone here, but not yet on Black's board
	m, _ = send(m, clockTickMsg{gen: m.tick.Gen})
	if m.st.Outcome().Over() {
		t.Fatalf("Black's flag fell on White's board: %v", m.st.Outcome())
	}
	r.verdicts <- 3 * time.Second // Black's board: the move came in time
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 2 })
	if m.st.Len() != 2 || m.st.Outcome().Over() {
		t.Fatalf("Black's move in time on its board: %d plies, %v (%q)", m.st.Len(), m.st.Outcome(), m.msg)
	}
	if got := m.st.Clocks().Left(variants.Second, m.clockNow()); got != 3*time.Second {
		t.Errorf("Black has %v after its move, want 3s", got)
	}
	// Black's flag falls on Black's board: the game ends here too.
	m, cmd = press(m, ":", "d", "4", "enter")
	r.verdicts <- 0
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Outcome().Over() })
	if o := m.st.Outcome(); o != variants.Win(variants.First, variants.TimeForfeit) {
		t.Fatalf("Black's flag relayed: the game ends %v (%q), want White wins on time", o, m.msg)
	}
	if len(r.told) != 0 {
		t.Errorf("Black's own flag was told back to Black: %v", r.told)
	}
	// White's flag, on White's board: judged here, told to Black (before
	// White's first move it aborts the game, TestFlagBeforeFirstMoveAborts).
	m, advance = timedChess(t, variants.TimeControl{Base: time.Minute}, 80, 24)
	r = &judgedRelay{Player: m.players[1], verdicts: make(chan time.Duration, 1)}
	m.players[1] = r
	m, _ = send(m, m.tick) // against a classmate White's clock runs from the start
	pos := m.st.Position().Encode()
	advance(61 * time.Second)
	m, _ = send(m, clockTickMsg{gen: m.tick.Gen})
	if o := m.st.Outcome(); o != variants.AbortBy(variants.FlagBeforeFirstMove) {
		t.Fatalf("White's flag on White's board: %v", o)
	}
	if len(r.told) != 1 || r.told[0] != pos {
		t.Errorf("the classmate was told %v, want the flag in %s", r.told, pos)
	}
}
