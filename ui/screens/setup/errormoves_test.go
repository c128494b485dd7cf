package setup

import (
	"errors"
	"strings"
	"testing"

	"rollout/ui/nav"
)

// A setup given moves (-pgn, -moves) that the root sends back with an
// error keeps showing the moves beside the error: `-mode study -pgn
// finished.pgn` came back with the start position in the Position row
// and only the error under it, the file's moves kept but hidden, so the
// screen showed the start position as the one refused.
func TestErrorKeepsTheMovesShown(t *testing.T) {
	o := defaults()
	o.Variant, o.Moves = "chess", []string{"f3", "e5", "g4", "Qh4#"}
	s := newScreen(t, o, 100, 30)
	ns, _ := s.Update(nav.SetupErrorMsg{Err: errors.New("this position is already over (Black wins by checkmate)")})
	v := ns.(Model).View()
	if !strings.Contains(v, "already over") {
		t.Fatalf("the error is not shown:\n%s", v)
	}
	if !strings.Contains(v, "f3 e5 g4 Qh4#") {
		t.Errorf("the moves played from the Position row are hidden by the error:\n%s", v)
	}
}

// A long game's moves that do not fit show their last ones, which lead
// to the position the screen speaks of, not the first ones cut off.
func TestMovesLinesKeepTheEnd(t *testing.T) {
	var moves []string
	for range 40 {
		moves = append(moves, "Nf3", "Nf6", "Ng1", "Ng8")
	}
	moves = append(moves, "e4")
	got := movesLines(moves, 60, 2)
	if len(got) != 2 || !strings.HasSuffix(got[1], "Ng8 e4") || !strings.HasPrefix(got[0], "then 161 moves, the last: ") {
		t.Errorf("movesLines = %q, want two lines ending with the last move", got)
	}
	if got := movesLines([]string{"e4", "e5"}, 60, 2); len(got) != 1 || got[0] != "then the moves: e4 e5" {
		t.Errorf("short: %q", got)
	}
}
