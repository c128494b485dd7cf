package analysis

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/components/surface"

	"rollout/ui/uitest"
	"rollout/variants"
)

// boardEntry drives the analysis board for uitest's move entry checks.
var boardEntry = uitest.Board[Model]{
	Open: func(t *testing.T, variant, position string) Model {
		a, _ := newBoardAt(t, variant, position, "thinker", nil, 80, 24)
		return a
	},
	Send:   send,
	Played: func(a Model) []string { return a.Rec.Texts(variants.Canonical) },
	Input:  func(a Model) (bool, string) { return a.Input.Focused(), a.Input.Value() },
}

// TestTypedMoveAsOnEveryBoard: the analysis board takes typed moves as
// the play screen does (one moveinput; issue 21 item 1): "e2" lists the
// moves from e2 where it said no legal move starts so; capitals ("e7e8Q",
// "E7E8Q"), spaces (" e4 "), pastes and digits are read as the move they
// name.
func TestTypedMoveAsOnEveryBoard(t *testing.T) { uitest.CheckMoveEntry(t, boardEntry) }

// TestMoveStartsAreNoCommands: every character a legal move begins with
// opens the move input on the analysis board, and no command runs (e
// once switched the estimator).
func TestMoveStartsAreNoCommands(t *testing.T) { uitest.CheckMoveStarts(t, boardEntry) }

// TestAnalysisPromotionChoice: a promotion picked on the board waits for
// its piece's key, in either case (Q was ignored here), as on the play
// screen; other keys do nothing, esc cancels.
func TestAnalysisPromotionChoice(t *testing.T) {
	a, _ := newBoardAt(t, "chess", "8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "thinker", nil, 80, 24)
	a = clickSquare(t, a, "e7")
	a = clickSquare(t, a, "e8")
	if !a.Input.Choosing() || !strings.Contains(a.View(), "Promote to: q=queen") {
		t.Fatalf("no promotion prompt:\n%s", a.View())
	}
	// The help line offers what works: the pieces and esc, not the cursor
	// and select keys the choice ignores.
	if v := a.View(); !strings.Contains(v, "q r b n queen/rook/bishop/knight") || !strings.Contains(v, "esc cancel") ||
		strings.Contains(v, "move cursor") || strings.Contains(v, "select/move") {
		t.Fatalf("the help line while the choice waits:\n%s", v)
	}
	if a, _ = press(a, "x", "e"); !a.Input.Choosing() || a.Input.Focused() || a.Rec.Len() != 0 {
		t.Fatalf("x e: choosing %v, input %v, %d plies; want the prompt still waiting", a.Input.Choosing(), a.Input.Focused(), a.Rec.Len())
	}
	if a, _ = press(a, "esc"); a.Input.Choosing() || strings.Contains(a.View(), "Promote to") {
		t.Fatalf("esc left the prompt:\n%s", a.View())
	}
	// The pawn stays picked up: the square it goes to asks again.
	if a = clickSquare(t, a, "e8"); !a.Input.Choosing() {
		t.Fatalf("no promotion prompt after esc:\n%s", a.View())
	}
	if a, _ = press(a, "Q"); a.Rec.Len() != 1 || a.Rec.Turn(0).Canonical != "e7e8q" {
		t.Fatalf("Q: played %q, want e7e8q:\n%s", a.Rec.Texts(variants.Canonical), a.View())
	}
}

// clickSquare clicks the square named (a1 style) on the board, where the
// layout draws it.
func clickSquare(t *testing.T, a Model, name string) Model {
	t.Helper()
	b, ok := a.Surface.(*surface.Board)
	if !ok {
		t.Fatalf("the surface is a %T, not the board", a.Surface)
	}
	files, _ := a.position().(variants.Grid).Dims()
	x, y := b.SquareToScreen(variants.Square(int(name[0]-'a') + files*int(name[1]-'1')))
	l := a.Layout()
	a, _ = send(a, tea.MouseMsg{X: l.BoardX + x, Y: l.BoardY + y, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft})
	return a
}
