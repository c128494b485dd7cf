package panel

import (
	"strings"
	"testing"

	"rollout/engine"
	"rollout/internal/figures"
)

// A level below 6 draws its move among near-equal ones (a temperature),
// so its star may sit below the row the header's order puts first: the
// table read "by visits" with the star on a move of fewer visits, and
// the help says a tree player plays its most visited move. The header
// now says the move was drawn, in words docs/figures.md defines; a
// move not drawn says nothing of it.
func TestTableHeaderSaysTheMoveWasDrawn(t *testing.T) {
	defined, err := figures.Defined("../../..")
	if err != nil {
		t.Fatal(err)
	}
	if !defined[DrawnNote] {
		t.Errorf("docs/figures.md does not define %q", DrawnNote)
	}
	snap := engine.Snapshot{Player: "default", Rollouts: 120, Drawn: true,
		Moves: []engine.MoveStats{
			{Move: 1, Text: "Nf6", Rollouts: 15, Draws: 15},
			{Move: 2, Text: "d5", Rollouts: 13, Draws: 13},
		}}
	out := strings.Join(newPanel(100, 20).Table(View{Stats: &snap, Chosen: 2}), "\n")
	if !strings.Contains(out, "by visits, "+DrawnNote) {
		t.Errorf("a drawn move's table does not say so:\n%s", out)
	}
	snap.Drawn = false
	if out := strings.Join(newPanel(100, 20).Table(View{Stats: &snap, Chosen: 1}), "\n"); strings.Contains(out, DrawnNote) {
		t.Errorf("a move not drawn is said to be:\n%s", out)
	}
}
