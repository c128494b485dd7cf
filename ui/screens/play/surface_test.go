package play

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/components/surface"
	"rollout/ui/enginerun"
	"rollout/ui/kit"
	"rollout/variants"
)

func TestMouseClickPlaysSquare(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("tictactoe", "fake"), 80, 24, newFake)
	l := play(m).Layout()
	x, y := boardOf(t, m).SquareToScreen(2) // c1
	m, cmd := click(m, l.BoardX+x, l.BoardY+y)
	m = drain(t, m, cmd)
	if got := play(m).st.Turn(0).Canonical; got != "c1" {
		t.Fatalf("click played %s, want c1", got)
	}
	// A click outside the board does nothing.
	n := play(m).st.Len()
	m, _ = click(m, 79, 0)
	if play(m).st.Len() != n {
		t.Fatal("a click off the board played a move")
	}
}

func TestNimKeysAndClick(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("nim", "fake"), 80, 24, newFake)
	// Heap 4 (7 objects): down three times, left twice takes 3.
	m, cmd := press(m, "down", "down", "down", "left", "left", "enter")
	m = drain(t, m, cmd)
	if got := play(m).st.Turn(0).Canonical; got != "4:3" {
		t.Fatalf("keys played %s, want 4:3", got)
	}
	// Click the second object of heap 3 (5 objects): takes 4.
	l := play(m).Layout()
	m, cmd = click(m, l.BoardX+surface.HeapPrefix+2*1, l.BoardY+2)
	m = drain(t, m, cmd)
	if got := play(m).st.Turn(2).Canonical; got != "3:4" {
		t.Fatalf("click played %s, want 3:4", got)
	}
}

// boardOf returns the play screen's grid board.
func boardOf(t *testing.T, m Model) *surface.Board {
	t.Helper()
	b, ok := play(m).Surface.(*surface.Board)
	if !ok {
		t.Fatalf("the surface is a %T, not the board", play(m).Surface)
	}
	return b
}

func TestFlipAndSort(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("tictactoe", "fake"), 80, 24, newFake)
	before := m.View()
	m, _ = press(m, "v")
	if !boardOf(t, m).Flipped || m.View() == before {
		t.Fatal("v did not flip the board")
	}
	if !strings.Contains(m.View(), " c  b  a") {
		t.Fatalf("flipped files not reversed:\n%s", m.View())
	}
	m, _ = press(m, "o") // no table yet: said, nothing sorted
	if play(m).Panel.FlipOrder || !strings.Contains(m.View(), "there is none here yet") {
		t.Fatalf("o with no table: sorted %v\n%s", play(m).Panel.FlipOrder, m.View())
	}
	m, cmd := press(m, "enter") // b2, and the engine's reply with its table
	m = drain(t, m, cmd)
	m, _ = press(m, "o")
	if !play(m).Panel.FlipOrder || !strings.Contains(m.View(), "Table sorted by") {
		t.Fatalf("o did not change the table's order:\n%s", m.View())
	}
}

// selectAndTarget presses enter on from, then on to, moving the cursor
// with clicks computed from the layout.
func clickSquare(t *testing.T, m Model, name string) (Model, tea.Cmd) {
	t.Helper()
	files, _ := play(m).st.Position().(variants.Grid).Dims()
	sq := variants.Square(int(name[0]-'a') + files*int(name[1]-'1'))
	l := play(m).Layout()
	x, y := boardOf(t, m).SquareToScreen(sq)
	return click(m, l.BoardX+x, l.BoardY+y)
}

// A piece dragged (the button pressed on it and released on its target,
// as on a web board) is played there; a release where the press was is
// a click: the piece stays selected, the second click plays it. The
// release did nothing, so a drag from e2 to e4 left the pawn selected
// on e2.
func TestDragPlaysTheMove(t *testing.T) {
	o := gameOpts("chess", "fake")
	m, _ := newTestModel(t, o, 80, 24, newFake)
	m, _ = clickSquare(t, m, "e2")
	m, cmd := releaseSquare(t, m, "e4")
	m = drain(t, m, cmd)
	if play(m).st.Len() == 0 || play(m).st.Turn(0).Canonical != "e2e4" {
		t.Fatalf("a drag from e2 to e4 played %d moves:\n%s", play(m).st.Len(), m.View())
	}
	// Press and release on d2 select it; a click on d4 plays it.
	m, _ = clickSquare(t, m, "d2")
	m, cmd = releaseSquare(t, m, "d2")
	if play(m).st.Len() != 2 || cmd != nil {
		t.Fatalf("a click on d2 played a move: %d", play(m).st.Len())
	}
	m, cmd = clickSquare(t, m, "d4")
	m = drain(t, m, cmd)
	if play(m).st.Len() < 3 || play(m).st.Turn(2).Canonical != "d2d4" {
		t.Fatalf("clicks on d2 and d4 did not play d2d4:\n%s", m.View())
	}
	// A release after the move (the press played it) does nothing more.
	n := play(m).st.Len()
	m, _ = releaseSquare(t, m, "d4")
	if play(m).st.Len() != n {
		t.Fatal("the release after a click's move played another")
	}
}

// releaseSquare releases the left button over the square name.
func releaseSquare(t *testing.T, m Model, name string) (Model, tea.Cmd) {
	t.Helper()
	files, _ := play(m).st.Position().(variants.Grid).Dims()
	sq := variants.Square(int(name[0]-'a') + files*int(name[1]-'1'))
	l := play(m).Layout()
	x, y := boardOf(t, m).SquareToScreen(sq)
	return send(m, tea.MouseMsg{X: l.BoardX + x, Y: l.BoardY + y, Action: tea.MouseActionRelease, Button: tea.MouseButtonLeft})
}

func TestPromotion(t *testing.T) {
	tests := []struct {
		variant, pos, from, to, key, want string
	}{
		{"chess", "8/P7/8/8/8/8/8/k6K w - - 0 1", "a7", "a8", "n", "a7a8n"},
		{"chess", "8/P7/8/8/8/8/8/k6K w - - 0 1", "a7", "a8", "q", "a7a8q"},
		{"rollerball", "1k5/3P3/2###2/2###2/2###2/7/3K3 w 0", "d6", "e6", "b", "d6e6b"},
		{"rollerball", "1k5/3P3/2###2/2###2/2###2/7/3K3 w 0", "d6", "e7", "r", "d6e7r"},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			o := gameOpts(tt.variant, "fake")
			o.Position = tt.pos
			m, _ := newTestModel(t, o, 80, 24, newFake)
			m, _ = clickSquare(t, m, tt.from)
			m, _ = clickSquare(t, m, tt.to)
			if !play(m).Input.Choosing() || !strings.Contains(play(m).msg, "Promote to") {
				t.Fatalf("no promotion prompt: %q", play(m).msg)
			}
			// The board waits for the key, as the analysis board's does
			// (moveinput.Model.Choosing): no cursor, no targets.
			if v := m.View(); strings.ContainsAny(v, "[*") {
				t.Fatalf("the board shows a cursor or targets while the choice waits:\n%s", v)
			}
			// The help line offers what works: the pieces and esc, not the
			// cursor and select keys the choice ignores.
			if v := m.View(); !strings.Contains(v, "esc cancel") || !strings.Contains(v, "bishop") ||
				strings.Contains(v, "move cursor") || strings.Contains(v, "select/move") {
				t.Fatalf("the help line while the choice waits:\n%s", v)
			}
			// Keys other than a piece letter are ignored; q is a queen here, not quit.
			m, cmd := press(m, "x")
			if !play(m).Input.Choosing() || isQuit(cmd) {
				t.Fatal("prompt left on a wrong key")
			}
			// The key plays the move and starts the engine's search: drain
			// it (isQuit would run the search's Cmd and eat a message).
			m, cmd = press(m, tt.key)
			m = drain(t, m, cmd)
			if got := play(m).st.Turn(0).Canonical; got != tt.want {
				t.Fatalf("played %s, want %s", got, tt.want)
			}
		})
	}
}

// While the engine thinks, the board marks the move it would play now, so
// a person can watch the search change its mind; the mark goes with the
// search.
func TestBoardMarksEnginesBestMove(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("tictactoe", "blocker"), 80, 24, newFake)
	m, _ = press(m, "enter") // X takes the cursor's square; O starts thinking
	if play(m).search == nil {
		t.Fatal("no search after the person's move")
	}
	if strings.Contains(m.View(), "~") {
		t.Fatal("a best-move mark before any snapshot")
	}
	a1, _ := play(m).st.Position().DecodeMove("a1")
	snap := engine.Snapshot{Rollouts: 10, Best: a1, BestText: "a1"}
	m, _ = send(m, enginerun.ProgressMsg{Gen: play(m).search.Gen, Snap: snap})
	if !strings.Contains(m.View(), "~.~") {
		t.Fatalf("no ~.~ mark on a1 while thinking:\n%s", m.View())
	}
	m, _ = press(m, "u") // takeback cancels the search: the mark goes
	if strings.Contains(m.View(), "~") {
		t.Fatalf("best-move mark left after the search ended:\n%s", m.View())
	}
}

// v on a board that does not turn says why on the status line, as a key
// with no meaning in a game does, and changes nothing: Connect Four's
// stones fall to the bottom row, nim's heaps have no sides.
func TestFlipWhereNothingTurns(t *testing.T) {
	for _, c := range []struct{ variant, want string }{
		{"connect4", "stones fall to the bottom row"},
		{"nim", "heaps have no sides"},
	} {
		t.Run(c.variant, func(t *testing.T) {
			m, _ := newTestModel(t, gameOpts(c.variant, "fake"), 80, 24, newFake)
			before := play(m).Surface.View(surface.Marks{})
			m, _ = press(m, "v")
			if got := play(m).msg; play(m).kind != kit.StatusError || !strings.Contains(got, c.want) {
				t.Errorf("v said %q (%v), want an error saying %q", got, play(m).kind, c.want)
			}
			if after := play(m).Surface.View(surface.Marks{}); after != before {
				t.Errorf("v changed the board:\n%s\nwant:\n%s", after, before)
			}
		})
	}
}
