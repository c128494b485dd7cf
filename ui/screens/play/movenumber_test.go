package play

import (
	"strings"
	"testing"
)

// A game started from a position numbers its moves from that position's
// move number, not from 1: the side's count of moves played so far plus
// one (Connect Four: 16 stones, so X's ninth move; chess: the FEN's
// fullmove field).
func TestMoveNumbersFromAStartPosition(t *testing.T) {
	for _, tt := range []struct {
		variant, position, want string
	}{
		{"connect4", "7/7/5o1/o2o1o1/xo1oxx1/oxxxoxx x", "  9. "},
		{"connect4", "7/7/7/o2o1o1/xo1oxx1/oxxxoxx o", "  8. ..."},
		{"tictactoe", "xo1/1x1/o2 x", "  3. "},
		{"chess", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 20", " 20. ..."},
	} {
		t.Run(tt.variant+" "+tt.position, func(t *testing.T) {
			o := gameOpts(tt.variant, "fake")
			o.Position = tt.position
			if !strings.Contains(tt.want, "...") { // the engine moves first
				o.Sides[0], o.Sides[1] = o.Sides[1], o.Sides[0]
			}
			m, cmd := newTestModel(t, o, 100, 30, newFake)
			m = drain(t, m, cmd)
			if !strings.Contains(m.View(), tt.want) {
				t.Fatalf("the move list does not number the first move %q:\n%s", tt.want, m.View())
			}
		})
	}
}
