package engine

import (
	"context"
	"strings"
	"testing"
	"time"

	"rollout/variants"
	"rollout/variants/connect4"
)

// connect4After returns the Connect Four position after the given column
// texts: nine stones in, past Tromp's database of 8-stone positions, most
// moves take the solver millions of positions, the case perfect must not
// hang on.
func connect4After(t *testing.T, moves ...string) variants.Position {
	t.Helper()
	r, err := variants.Replay(connect4.Variant, "", moves)
	if err != nil {
		t.Fatal(err)
	}
	return r.Position().Clone()
}

// TestPerfectBoundedByTime: with a bounded solver, perfect stops when its
// time budget is spent, says so, and marks what it could not prove
// instead of claiming exact values it does not have.
func TestPerfectBoundedByTime(t *testing.T) {
	pos := connect4After(t, "b", "a", "b", "d", "d", "g", "e", "e", "f") // 7/7/7/7/1x1xo2/ox1oxxo o
	p := mustPlayer(t, Config{Player: "perfect", Seed: 1, Budget: Budget{Time: 30 * time.Millisecond}})
	res := search(t, p, pos)
	if res.Stopped != StopTime {
		t.Fatalf("stopped %q, want %q (a proof of every move from nine stones in, past the 8-stone database, should not fit in 30 ms)", res.Stopped, StopTime)
	}
	unproven := 0
	for _, m := range res.Moves {
		if strings.HasPrefix(m.Note, "unproven") {
			unproven++
		}
	}
	if unproven == 0 {
		t.Fatalf("no move marked unproven: %+v", res.Moves)
	}
}

// TestPerfectCancelled: cancelling the context ends a bounded solve with
// a legal move, whatever the budget.
func TestPerfectCancelled(t *testing.T) {
	pos := connect4After(t, "b", "a", "b", "d", "d", "g", "e", "e", "f") // 7/7/7/7/1x1xo2/ox1oxxo o
	p := mustPlayer(t, Config{Player: "perfect", Seed: 1})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res, err := p.Search(ctx, pos, nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.Stopped != StopCancelled {
		t.Fatalf("stopped %q, want %q", res.Stopped, StopCancelled)
	}
	if _, err := pos.DecodeMove(res.MoveText); err != nil {
		t.Fatalf("move %q is not legal: %v", res.MoveText, err)
	}
}

// TestPerfectProvesLatePositions: where the bounded solver proves every
// move quickly, perfect's answer is exact and never labelled unproven.
func TestPerfectProvesLatePositions(t *testing.T) {
	// 24 stones: columns filled alternately, no four yet.
	moves := strings.Fields("a b a b a b b a b a b a c d c d c d d c d c d c")
	pos := connect4After(t, moves...)
	p := mustPlayer(t, Config{Player: "perfect", Seed: 1, Budget: Budget{Time: time.Minute}})
	res := search(t, p, pos)
	if res.Stopped != StopInstant {
		t.Fatalf("stopped %q, want %q", res.Stopped, StopInstant)
	}
	for _, m := range res.Moves {
		if strings.HasPrefix(m.Note, "unproven") {
			t.Fatalf("move %s unproven in a 24-stone position: %+v", m.Text, res.Moves)
		}
	}
}

// fakeMoveSolver answers SafeMoveWithin with fixed bounds and move.
type fakeMoveSolver struct {
	m            variants.Move
	lower, upper int
}

func (f fakeMoveSolver) SafeMoveWithin(time.Duration) (variants.Move, int, int) {
	return f.m, f.lower, f.upper
}

func (f fakeMoveSolver) GuessMoveWithin(time.Duration, []variants.Move) (variants.Move, int) {
	return 0, 0
}

// TestSafeMove: a move proven not to lose is played unless the rest of
// the time proves the best move, which is then played and noted exact.
func TestSafeMove(t *testing.T) {
	tests := []struct {
		name     string
		ms       fakeMoveSolver
		want     int
		wantNote string
	}{
		{"still open", fakeMoveSolver{m: 2, lower: 0, upper: 1}, 1, "at least a draw (unproven win)"},
		{"a win proven", fakeMoveSolver{m: 4, lower: 1, upper: 1}, 2, "win"},
		{"a draw proven", fakeMoveSolver{m: 3, lower: 0, upper: 0}, 1, "draw"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			stats := []MoveStats{{Move: 2}, {Move: 3}, {Move: 4}}
			got := safeMove(tt.ms, time.Now(), stats, 1)
			if got != tt.want || stats[got].Note != tt.wantNote {
				t.Errorf("safeMove = %d noted %q, want %d noted %q", got, stats[got].Note, tt.want, tt.wantNote)
			}
		})
	}
}

// TestNextMove: with no move proven, the solver's search goes on and
// its move is played: proven, proven not to lose, or the one it was
// proving when it stopped; a move outside best falls back on the guess.
func TestNextMove(t *testing.T) {
	tests := []struct {
		name     string
		ms       fakeMoveSolver
		want     int
		wantNote string
	}{
		{"stopped", fakeMoveSolver{m: 4, lower: -1, upper: 1}, 2, "unproven (taken as a draw; the solver's next move)"},
		{"a move not to lose", fakeMoveSolver{m: 3, lower: 0, upper: 1}, 1, "at least a draw (unproven win)"},
		{"a win proven", fakeMoveSolver{m: 4, lower: 1, upper: 1}, 2, "win"},
		{"not among best", fakeMoveSolver{m: 5, lower: -1, upper: 1}, 0, "unproven (taken as a draw; searched 0 plies)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			stats := []MoveStats{{Move: 0}, {Move: 3}, {Move: 4}}
			got := nextMove(tt.ms, time.Now(), stats, []int{0, 1, 2})
			if len(got) != 1 || stats[got[0]].Note != tt.wantNote || got[0] != tt.want {
				t.Errorf("nextMove = %v noted %q, want %d noted %q", got, stats[got[0]].Note, tt.want, tt.wantNote)
			}
		})
	}
}

// TestPerfectMoves8: at 8 stones, in a won position whose winning move
// takes the solver over a million positions to prove (seed 505's miss
// in the sweep, docs/connect4.md), perfect plays the book of moves'
// move at once and notes it a win.
func TestPerfectMoves8(t *testing.T) {
	pos, err := connect4.Parse("7/7/7/7/o1x3x/o1ox1xo x")
	if err != nil {
		t.Fatal(err)
	}
	want, ok := pos.Moves8Move()
	if !ok {
		t.Fatal("the position has no move in the book")
	}
	p := mustPlayer(t, Config{Player: "perfect", Seed: 1, Budget: Budget{Time: 20 * time.Millisecond}})
	res := search(t, p, pos)
	if res.Move != want {
		t.Fatalf("perfect played %s, the book's move is %c", res.MoveText, 'a'+byte(want))
	}
	for _, m := range res.Moves {
		if m.Move == want && m.Note != ExactWord(1) {
			t.Errorf("the book's move is noted %q, want %q", m.Note, ExactWord(1))
		}
	}
}

// In a lost position every move loses, but perfect does not hand the
// win over at once: X's three in the d column is blocked, whatever the
// seed, and the moves that leave it open are noted so.
func TestPerfectLostBlocks(t *testing.T) {
	pos, err := connect4.Parse("7/7/7/3x3/o2x3/o2x3 o")
	if err != nil {
		t.Fatal(err)
	}
	for seed := range uint64(8) {
		p := mustPlayer(t, Config{Player: "perfect", Seed: seed, Budget: Budget{Time: time.Second}})
		res := search(t, p, pos)
		if res.MoveText != "d" {
			t.Fatalf("seed %d: perfect played %s, leaving X's four open", seed, res.MoveText)
		}
		for _, m := range res.Moves {
			if m.Note != ExactWord(-1) && m.Note != ExactWord(-1)+"; gives a win at once" {
				t.Errorf("seed %d: %s noted %q", seed, m.Text, m.Note)
			}
			if (m.Text == "d") == strings.Contains(m.Note, "gives a win") {
				t.Errorf("seed %d: %s noted %q", seed, m.Text, m.Note)
			}
		}
	}
}
