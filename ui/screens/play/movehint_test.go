package play

import (
	"strings"
	"testing"

	"rollout/ui/game"
)

// TestMoveHintAgreesWithEnter: the hint beside a typed move is what the
// variant's parser reads, so a keypad digit in tic-tac-toe or a column
// number in Connect Four is named as the move enter plays (issue 21 item
// 4: both said "no legal move starts so"); and enter plays it.
func TestMoveHintAgreesWithEnter(t *testing.T) {
	for _, tt := range []struct {
		variant, typed, hint, played string
	}{
		{"tictactoe", "5", "enter plays b2", "b2"},
		{"connect4", "4", "enter plays d", "d"},
		{"chess", "e", "e3 e4", ""},
		{"chess", "z", "no legal move starts so", ""},
	} {
		m, _ := newTestModel(t, gameOpts(tt.variant, "fake"), 80, 24, newFake)
		m, _ = press(m, tt.typed)
		v := m.View()
		if !strings.Contains(v, tt.hint) {
			t.Fatalf("%s %q: no %q in\n%s", tt.variant, tt.typed, tt.hint, v)
		}
		if tt.played == "" {
			if strings.Contains(v, "enter plays") {
				t.Fatalf("%s %q: a move promised for a prefix:\n%s", tt.variant, tt.typed, v)
			}
			continue
		}
		if strings.Contains(v, "no legal move") {
			t.Fatalf("%s %q: the hint still says no move:\n%s", tt.variant, tt.typed, v)
		}
		m, _ = press(m, "enter")
		g := play(m)
		if g.st.Len() < 1 || g.st.Turn(0).Display != tt.played {
			t.Fatalf("%s %q: enter played %d plies, first %+v; want %s", tt.variant, tt.typed, g.st.Len(), g.st.Turn(0), tt.played)
		}
	}
}

// The prompt to type a move, with the variant's move texts, was cut
// with "…" at 80 columns for Rollerball, Connect Four and tic-tac-toe
// (": type a move (from-square and to-square, plus r or b for a
// promotion: c2b3, d7…"). Each variant's MoveHelp is now short enough
// for the whole prompt at 80x24; the frames are in TestGolden.
func TestMovePromptFits80(t *testing.T) {
	for _, v := range game.Variants() {
		m, _ := newTestModel(t, gameOpts(v.Name, "fake"), 80, 24, newFake)
		want := ": type a move (" + v.MoveHelp + ")"
		found := false
		for _, l := range strings.Split(m.View(), "\n") {
			if strings.HasPrefix(l, ": type a move") {
				found = true
				if strings.TrimRight(l, " ") != want {
					t.Errorf("%s: the prompt is %q, want it whole: %q", v.Name, l, want)
				}
			}
		}
		if !found {
			t.Errorf("%s: no prompt to type a move:\n%s", v.Name, m.View())
		}
	}
}
