package play

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"rollout/ui/uitest"
	"rollout/variants"
)

// A long message (a failed save) is wrapped over up to three lines, read
// whole, and no line is wider than the terminal.
func TestLongMessageWrapped(t *testing.T) {
	o := gameOpts("chess", "fake")
	o.OutDir = "/no/such/dir" // "Saving failed: ui: save PGN: open /no/such/dir/rollout-….pgn: no such file or directory"
	m, _ := newTestModel(t, o, 60, 24, newFake)
	m, _ = press(m, "s")
	v := m.View()
	flat := strings.Join(strings.Fields(v), " ")
	if !strings.Contains(flat, "no such file or directory") || !strings.Contains(flat, "Saving failed") {
		t.Fatalf("message not shown whole:\n%s", v)
	}
	lines := strings.Split(v, "\n")
	if len(lines) > 24 {
		t.Fatalf("%d lines on a 24-line terminal", len(lines))
	}
	for _, l := range lines {
		if ansi.StringWidth(l) > 60 {
			t.Fatalf("line %q wider than 60", l)
		}
	}
}

// The board grows with the terminal (larger cells), the layout is centred
// on a large terminal, and clicks still land on the square drawn there.
func TestBoardScalesAndCentres(t *testing.T) {
	tests := []struct {
		w, h, scale int
		centred     bool
	}{
		{80, 24, 0, false},
		{100, 30, 0, false},
		{120, 40, 1, false},
		{200, 60, 2, true},
	}
	for _, tt := range tests {
		m, _ := newTestModel(t, gameOpts("chess", "fake"), tt.w, tt.h, newFake)
		l := play(m).Layout()
		b := boardOf(t, m)
		if b.Scale != tt.scale {
			t.Errorf("%dx%d: scale %d, want %d", tt.w, tt.h, b.Scale, tt.scale)
		}
		if centred := l.BoardX > 2; centred != tt.centred {
			t.Errorf("%dx%d: board at x=%d, centred %v, want %v", tt.w, tt.h, l.BoardX, centred, tt.centred)
		}
		// Click g1, then f3: the knight moves, whatever the scale.
		m, _ = clickSquare(t, m, "g1")
		m, cmd := clickSquare(t, m, "f3")
		m = drain(t, m, cmd)
		if g := play(m).st; g.Len() == 0 || g.Turn(0).Canonical != "g1f3" {
			t.Errorf("%dx%d: clicks played %v, want g1f3", tt.w, tt.h, g.Texts(variants.Canonical))
		}
		uitest.CheckFits(t, "chess", m.View(), tt.w, tt.h)
	}
}

// In a drop game (variants.Dropper: Connect Four) a select or a click
// anywhere in a column drops a stone into it.
func TestDropAnywhereInColumn(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("connect4", "fake"), 80, 24, newFake)
	b := boardOf(t, m)
	files, ranks := play(m).st.Position().(variants.Grid).Dims()
	top := variants.Square(2 + (ranks-1)*files) // the top of column c
	x, y := b.SquareToScreen(top)
	l := play(m).Layout()
	m, cmd := click(m, l.BoardX+x, l.BoardY+y)
	m = drain(t, m, cmd)
	if g := play(m).st; g.Len() != 2 || g.Turn(0).Canonical != "c" {
		t.Fatalf("a click on the top of column c played %v", g.Texts(variants.Canonical))
	}
	// The keyboard: the click left the cursor on c6; right, down, enter
	// drops into column d.
	m, cmd = press(m, "right", "down", "enter")
	m = drain(t, m, cmd)
	if g := play(m).st; g.Len() != 4 || g.Turn(2).Canonical != "d" {
		t.Fatalf("enter on column d played %v", g.Texts(variants.Canonical))
	}
}

// Two engines: each new game (r) takes the next seed, shown, so a game
// with a rollout budget is not replayed identically.
func TestNewGameTakesNextSeed(t *testing.T) {
	o := gameOpts("tictactoe", "fake")
	o.Sides[0] = o.Sides[1]
	o.Seed = 7
	m, _ := newTestModel(t, o, 80, 24, newFake)
	seeds := func(m Model) [2]uint64 {
		p := play(m)
		return [2]uint64{p.players[0].Config().Seed, p.players[1].Config().Seed}
	}
	first := seeds(m)
	m, _ = press(m, " ") // pause, so no move is in progress
	m, _ = press(m, "r")
	second := seeds(m)
	if first == second || first[0] == first[1] {
		t.Fatalf("seeds %v then %v: want two sides' streams, new for the new game", first, second)
	}
	if !strings.Contains(play(m).msg, "seed 8") {
		t.Fatalf("message %q does not show the new seed", play(m).msg)
	}
	m, _ = send(m, tea.WindowSizeMsg{Width: 80, Height: 24})
	if !strings.Contains(m.View(), "seed 8") {
		t.Fatalf("seed not on screen:\n%s", m.View())
	}
}
