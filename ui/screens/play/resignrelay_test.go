package play

import (
	"context"
	"errors"
	"strings"
	"testing"

	"rollout/engine"
	"rollout/ui/nav"
	"rollout/variants"
)

// resigningRelay is a classmate whose person resigns on their board:
// its wait for their move ends on it when resign is closed; it is told
// this board's resignation (TellResign).
type resigningRelay struct {
	engine.Player
	resign   chan struct{}
	move     chan struct{} // a move of theirs: the fake engine's
	resigned bool
	told     int
}

func (r *resigningRelay) Remote() bool   { return true }
func (r *resigningRelay) Resigned() bool { return r.resigned }
func (r *resigningRelay) TellResign()    { r.told++ }

func (r *resigningRelay) Search(ctx context.Context, pos variants.Position, progress chan engine.Snapshot) (engine.Result, error) {
	r.resigned = false
	select {
	case <-r.move:
		return r.Player.Search(ctx, pos, progress)
	default:
	}
	if progress != nil {
		defer close(progress)
	}
	select {
	case <-r.resign:
		r.resigned = true
		return engine.Result{}, errors.New("classmate: alice resigned on their board")
	case <-ctx.Done():
		return engine.Result{}, ctx.Err()
	}
}

// TestClassmateResignation: a person who resigns against a classmate
// tells the classmate's board (it waited for a move that never came),
// and a classmate's resignation relayed here ends this game as it
// ended there: the classmate's side loses by resignation.
func TestClassmateResignation(t *testing.T) {
	newGame := func(t *testing.T) (Model, *resigningRelay) {
		r := &resigningRelay{resign: make(chan struct{}), move: make(chan struct{}, 1)}
		m := relayGame(t, "fake", 80, 24, func(p engine.Player) engine.Player { r.Player = p; return r })
		return m, r
	}
	t.Run("told", func(t *testing.T) {
		m, r := newGame(t)
		r.move <- struct{}{} // their first move: X resigns, not aborts
		m, cmd := press(m, ":", "e", "4", "enter")
		m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 2 })
		m, _ = press(m, "X", "X")
		if o := m.st.Outcome(); o.Reason != variants.Resignation || o != variants.Win(variants.Second, variants.Resignation) {
			t.Fatalf("the outcome after X X: %+v", o)
		}
		if r.told != 1 {
			t.Errorf("the classmate's board was told of the resignation %d times, want 1", r.told)
		}
	})
	t.Run("relayed", func(t *testing.T) {
		m, r := newGame(t)
		m, cmd := press(m, ":", "e", "4", "enter")
		close(r.resign)
		m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Outcome().Over() })
		if o := m.st.Outcome(); o != variants.Win(variants.First, variants.Resignation) {
			t.Errorf("the outcome after the classmate resigned: %+v, want White wins by resignation", o)
		}
		if text := m.View(); !strings.Contains(text, "Black resigns") {
			t.Errorf("the screen after the classmate resigned:\n%s", text)
		}
		if r.told != 0 {
			t.Error("the classmate's own resignation was told back to them")
		}
	})
}

// personRelay is a classmate whose moves come as a person's, with no
// statistics: the first legal move, as a relay hands it over.
type personRelay struct{ resigningRelay }

func (r *personRelay) Search(ctx context.Context, pos variants.Position, progress chan engine.Snapshot) (engine.Result, error) {
	if progress != nil {
		close(progress)
	}
	m := pos.LegalMoves(nil)[0]
	snap := engine.Snapshot{Player: "alice", Best: m, BestText: pos.EncodeMove(m, variants.Display)}
	return engine.Result{Snapshot: snap, Move: m, MoveText: snap.BestText, Stopped: engine.StopInstant}, nil
}

// afterClassmateMove is a game of chess at 100x30 in which the person
// (White) has played e4 and a classmate (personRelay, Black) its answer.
func afterClassmateMove(t *testing.T) Model {
	t.Helper()
	m := relayGame(t, "fake", 100, 30, func(p engine.Player) engine.Player { return &personRelay{resigningRelay{Player: p}} })
	m, cmd := press(m, ":", "e", "4", "enter")
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 2 })
	return m
}

// TestClassmateMoveShowsNoTable: after a classmate's move the panel
// shows the moves, not an empty table headed "final: alice: no
// statistics".
func TestClassmateMoveShowsNoTable(t *testing.T) {
	m := afterClassmateMove(t)
	if v := m.View(); strings.Contains(v, "no statistics") || !strings.Contains(v, "1. e4") {
		t.Errorf("the panel after a classmate's move:\n%s", v)
	}
}

// TestClassmateMoveHasNoComment: a classmate's move is kept as this
// board's person's moves are, with no comment: the relay's name
// ("alice") was the move's PGN comment, shown under the moves where a
// search's figures would be.
func TestClassmateMoveHasNoComment(t *testing.T) {
	m := afterClassmateMove(t)
	if c := m.st.Turn(1).Comment; c != "" {
		t.Errorf("the classmate's move has the comment %q, want none", c)
	}
	v := m.View()
	for _, line := range strings.Split(v, "\n") {
		if strings.Contains(line, "alice") && !strings.Contains(line, "alice played a6") {
			t.Errorf("the panel after the classmate's move names them:\n%s", v)
		}
	}
}

// TestClassmateResignationNews: a classmate's resignation sent while
// this board's person is to move (nav.ClassmateMsg) ends the game at
// once; one told for a position this board has not reached waits for
// it.
func TestClassmateResignationNews(t *testing.T) {
	m := afterClassmateMove(t)
	later := m.st.Position().Clone()
	later.Play(later.LegalMoves(nil)[0])
	s, _ := m.Update(nav.ClassmateMsg{News: nav.ClassmateResigned, Name: "alice", Position: later.Encode()})
	m = s.(Model)
	if m.st.Outcome().Over() {
		t.Fatalf("a resignation told for another position ended the game: %+v", m.st.Outcome())
	}
	s, _ = m.Update(nav.ClassmateMsg{News: nav.ClassmateResigned, Name: "alice", Position: m.st.Position().Encode()})
	m = s.(Model)
	if o := m.st.Outcome(); o != variants.Win(variants.First, variants.Resignation) {
		t.Errorf("the outcome after the classmate's resignation was told: %+v, want White wins by resignation", o)
	}
}
