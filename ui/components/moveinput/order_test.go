package moveinput

import (
	"errors"
	"strings"
	"testing"

	"rollout/ui/game"
)

// Nim's moves are listed by heap, then by count, as numbers
// (variants.MoveOrderer): the hint under a typed "2:1" and the message
// for a move cut short read "2:1 2:10 2:11 ... 2:19 2:100", where they
// went byte by byte: "2:1 2:10 2:100 2:101 ...", 2:11 after 2:109.
func TestNimMovesInNumberOrder(t *testing.T) {
	pos, err := game.Variant("nim").Parse("3/120 1")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"2:1", "2:10", "2:11", "2:12", "2:13", "2:14", "2:15", "2:16", "2:17", "2:18", "2:19", "2:100"}
	got := matches(pos, texts(pos), "2:1")
	if len(got) < len(want) || strings.Join(got[:len(want)], " ") != strings.Join(want, " ") {
		t.Errorf("the moves 2:1 begins go %v, want %v first", got, want)
	}
	in := newEntry()
	in.SetSize(200)
	in.Focus("2:1")
	if v, hint := in.View(pos, ""), "enter plays 2:1; or 2:10 2:11 2:12"; !strings.Contains(v, hint) {
		t.Errorf("hint line %q, want %q", v, hint)
	}
	if msg := partMessage(pos, texts(pos), "2:", errors.New("nim: bad move")); !strings.Contains(msg, ": 2:1, 2:2, 2:3, 2:4, 2:5, 2:6 and ") {
		t.Errorf("the move cut short says %q, want the counts 1 to 6 first", msg)
	}
	// Chess keeps its byte order: a capital (a piece) before a pawn's.
	chess := game.Variant("chess").Start()
	if got := matches(chess, texts(chess), "N"); strings.Join(got, " ") != "Na3 Nc3 Nf3 Nh3" {
		t.Errorf("chess's knight moves go %v", got)
	}
}
