package panel

import (
	"strings"
	"testing"

	"rollout/engine"
	"rollout/internal/figures"
	"rollout/variants"
	"rollout/variants/registry"
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

// A game saved to PGN and read back for review kept its tables but not
// the mark of a move a temperature drew: the reviewed table said "by
// visits" with its star below the first row, and no reason. The mark
// now rides in the turn's [%rollout ...] comment (drawn=1), so the
// review's header says it as the live table did; a move not drawn
// writes nothing of it.
func TestDrawnMarkSurvivesPGN(t *testing.T) {
	v, err := registry.Lookup("chess")
	if err != nil {
		t.Fatal(err)
	}
	rec, err := variants.NewRecord(v, "")
	if err != nil {
		t.Fatal(err)
	}
	for ply, drawn := range []bool{true, false} {
		pos := rec.Position()
		legal := pos.LegalMoves(nil)
		res := engine.Result{Snapshot: engine.Snapshot{Player: "default", Rollouts: 120, Drawn: drawn, Best: legal[1],
			Moves: []engine.MoveStats{
				{Move: legal[0], Text: pos.EncodeMove(legal[0], variants.Display), Rollouts: 70, Draws: 70},
				{Move: legal[1], Text: pos.EncodeMove(legal[1], variants.Display), Rollouts: 50, Draws: 50},
			}}, Move: legal[1], Stopped: engine.StopRollouts}
		if err := rec.Play(legal[1], "", res.Table()); err != nil {
			t.Fatalf("ply %d: %v", ply+1, err)
		}
	}
	text, err := rec.PGN(nil)
	if err != nil {
		t.Fatal(err)
	}
	back, _, err := variants.ReadPGNGame(v, strings.NewReader(text), 1)
	if err != nil {
		t.Fatal(err)
	}
	for ply, drawn := range []bool{true, false} {
		out := strings.Join(newPanel(100, 20).Table(AtPly(back, ply+1)), "\n")
		if strings.Contains(out, DrawnNote) != drawn {
			t.Errorf("ply %d read back from\n%s\nsays it was drawn %v, want %v:\n%s", ply+1, text, !drawn, drawn, out)
		}
	}
}
