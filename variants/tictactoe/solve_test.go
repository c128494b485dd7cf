package tictactoe

import (
	"sync"
	"testing"
)

func TestValueStart(t *testing.T) {
	if v := New().Value(); v != 0 {
		t.Errorf("value of the empty board = %d, want 0 (draw)", v)
	}
}

func TestValueKnown(t *testing.T) {
	tests := []struct {
		pos  string
		want int
	}{
		{"3/3/3 x", 0},
		{"3/1x1/3 o", 0},    // centre opening: O holds
		{"3/3/x2 o", 0},     // corner opening: O must take the centre
		{"3/3/xo1 x", 1},    // 1. a1 b1? loses for O
		{"xx1/oo1/3 x", 1},  // X completes the top row
		{"xx1/oo1/x2 o", 1}, // O completes the middle row
		{"xxx/oo1/3 o", -1}, // X has won; O to move has lost
		{"xox/xoo/oxx o", 0},
	}
	for _, tt := range tests {
		p, err := Parse(tt.pos)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.Value(); got != tt.want {
			t.Errorf("Value(%s) = %d, want %d", tt.pos, got, tt.want)
		}
	}
}

// minimax is a plain exhaustive negamax with no memo: the oracle.
func minimax(b board) int {
	if w := b.winner(); w != 0 {
		if w == b.toMove() {
			return 1
		}
		return -1
	}
	if b.full() {
		return 0
	}
	best := -2
	for sq := range 9 {
		if b[sq] == 0 {
			c := b
			c[sq] = b.toMove()
			best = max(best, -minimax(c))
		}
	}
	return best
}

func TestValueMatchesMinimax(t *testing.T) {
	all := reachable()
	if raceEnabled {
		all = all[:500] // plain minimax from the top is slow under -race
	}
	for _, b := range all {
		p := b.position()
		if got, want := p.Value(), minimax(b); got != want {
			t.Errorf("Value(%s) = %d, minimax says %d", p.Encode(), got, want)
		}
	}
}

// TestValueConcurrent lets eight goroutines trigger and read the table
// at once, from a table not yet built: each must read every reachable
// position's value as a one-goroutine run does (TestValueMatchesMinimax
// checks those against minimax), and under -race it proves the table is
// built once and only read after. No test here runs in parallel, so the
// table may be emptied for it.
func TestValueConcurrent(t *testing.T) {
	all := reachable()
	want := make([]int, len(all))
	for i, b := range all {
		want[i] = b.position().Value()
	}
	solveOnce, values = sync.Once{}, [len(values)]int8{}
	const workers = 8
	got := make([][]int, workers)
	start := make(chan struct{})
	var wg sync.WaitGroup
	for g := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			got[g] = make([]int, len(all))
			for k := range all {
				i := (k + g*len(all)/workers) % len(all) // each starts elsewhere
				got[g][i] = all[i].position().Value()
			}
		}()
	}
	close(start)
	wg.Wait()
	for g := range workers {
		for i, b := range all {
			if got[g][i] != want[i] {
				t.Errorf("goroutine %d: Value(%s) = %d, a one-goroutine run says %d", g, b.position().Encode(), got[g][i], want[i])
			}
		}
	}
}
