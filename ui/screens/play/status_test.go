package play

import (
	"fmt"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/golden"

	"rollout/engine"
	"rollout/ui/enginerun"
)

// TestStatusKeepsBestMove draws a long search's thinking line (99.92 s,
// 22308.80 kr at 224.95 kr/s, the budget's bar beside it) at 80x24 and
// 40x12: the best move is whole, the rate, then the count and the
// player's name dropped first (testdata/TestStatusKeepsBestMove; it read
// "... | 224.95 kr/s | a…"). At every width from 32 the status row ends
// with the move, before the bar.
func TestStatusKeepsBestMove(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {40, 12}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			m := thinkingOn(t, size, engine.Snapshot{Player: "thinker", Elapsed: 99920 * time.Millisecond, Rollouts: 22_308_800,
				Rate: 224_950, Progress: 0.4, BestText: "a1", Policy: "light policy"})
			golden.RequireEqual(t, []byte(m.View()))
			for w := 32; w <= 120; w++ {
				m, _ = send(m, tea.WindowSizeMsg{Width: w, Height: size[1]})
				row := thinkingRow(m.View())
				text, _, _ := strings.Cut(row, "  ") // the bar follows two spaces
				if !strings.HasSuffix(text, " a1") && !strings.HasSuffix(text, " a1 | light policy") {
					t.Errorf("at %d columns the status row %q does not end with a1", w, row)
				}
			}
		})
	}
}

// A search that grew a tree per worker says so on its status line, as
// the table's header does: it read "6.00 kr" for a budget of 3000 on two
// workers, twice the budget, while only the header said "over 2 trees"
// (testdata/TestStatusSaysTheTrees at 80x24 and 40x12; at 40 columns the
// count is dropped, the words with it).
func TestStatusSaysTheTrees(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {40, 12}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			m := thinkingOn(t, size, engine.Snapshot{Player: "thinker", Elapsed: 500 * time.Millisecond, Rollouts: 6000, Trees: 2,
				Rate: 12_000, Progress: 0.5, BestText: "a1"})
			golden.RequireEqual(t, []byte(m.View()))
			row := thinkingRow(m.View())
			if strings.Contains(row, " kr ") != strings.Contains(row, "6.00 kr over 2 trees") {
				t.Errorf("the status row counts the trees' iterations without the trees: %q", row)
			}
		})
	}
}

// thinkingOn is a tic-tac-toe game of size (columns, rows) whose engine
// thinks after X b2, its progress snap with the best move a1 (snap's
// BestText), all its iterations on a1.
func thinkingOn(t *testing.T, size [2]int, snap engine.Snapshot) Model {
	t.Helper()
	m, _ := newTestModel(t, gameOpts("tictactoe", "thinker"), size[0], size[1], newFake)
	m, _ = press(m, "enter") // X b2; the engine thinks
	if play(m).search == nil {
		t.Fatal("no search")
	}
	a1, _ := play(m).st.Position().DecodeMove("a1")
	snap.Best = a1
	snap.Moves = []engine.MoveStats{{Move: a1, Text: snap.BestText, Rollouts: snap.Rollouts}}
	m, _ = send(m, enginerun.ProgressMsg{Gen: play(m).search.Gen, Snap: snap})
	return m
}

// thinkingRow is the row of a view that says the engine thinks.
func thinkingRow(view string) string {
	for _, l := range strings.Split(view, "\n") {
		if strings.Contains(l, "thinking") {
			return strings.TrimRight(l, " ")
		}
	}
	return ""
}
