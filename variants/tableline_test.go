package variants_test

import (
	"reflect"
	"strings"
	"testing"

	"rollout/variants"
	"rollout/variants/chess"
)

// A row's line (the principal variation after its move) goes through
// PGN as a table-level line= key, so a resumed game or a file reviewed
// shows the line column the live table had; a line that does not read
// or is not legal is refused, and a table without lines writes none.
func TestTableLinesRoundTrip(t *testing.T) {
	r := mustRecord(t, chess.Variant)
	pos := r.Position()
	e4, d4, a3 := mustMove(t, pos, "e4"), mustMove(t, pos, "d4"), mustMove(t, pos, "a3")
	after := pos.Clone()
	after.Play(e4)
	e5 := mustMove(t, after, "e5")
	after.Play(e5)
	nf3 := mustMove(t, after, "Nf3")
	table := &variants.Table{Player: "default", Rollouts: 300, Stopped: "time", Chosen: e4, Rows: []variants.Row{
		{Move: e4, Text: "e4", Rollouts: 200, Line: []variants.Move{e5, nf3}},
		{Move: d4, Text: "d4", Rollouts: 90},
		{Move: a3, Text: "a3", Rollouts: 10},
	}}
	if err := r.Play(e4, "", table); err != nil {
		t.Fatal(err)
	}
	comment := r.AnnotatedComments()[0]
	if !strings.Contains(comment, " line=e7e5,g1f3:: ") {
		t.Fatalf("comment %q has no line=e7e5,g1f3::", comment)
	}
	back := mustRecord(t, chess.Variant)
	if err := back.PlayAnnotated("e4", comment); err != nil {
		t.Fatal(err)
	}
	if got := back.Turn(0).Table; !reflect.DeepEqual(got, table) {
		t.Fatalf("read back %+v\nwant %+v", got, table)
	}
	row := " a2a3:10:5:0:5:0:0:0:0:0:0:]"
	for _, c := range []string{"[%rollout best=a2a3 line=e7e5:a7a6" + row, "[%rollout best=a2a3 line=e2e4" + row,
		"[%rollout best=a2a3 line=e7e5,zz" + row, "[%rollout best=a2a3 line=a7a6,b7b6,a6a5,b6b5,a5a4,b5b4,c7c6,c6c5,d7d6" + row} {
		bad := mustRecord(t, chess.Variant)
		if err := bad.PlayAnnotated("a3", c); err == nil || bad.Len() != 0 || !strings.Contains(err.Error(), "line=") {
			t.Errorf("%q: error %v, %d plies", c, err, bad.Len())
		}
	}
	table.Rows[0].Line = nil
	plain := mustRecord(t, chess.Variant)
	if err := plain.Play(e4, "", table); err != nil {
		t.Fatal(err)
	}
	if c := plain.AnnotatedComments()[0]; strings.Contains(c, "line=") {
		t.Errorf("a table without lines wrote %q", c)
	}
}

func mustMove(t *testing.T, pos variants.Position, text string) variants.Move {
	t.Helper()
	m, err := pos.DecodeMove(text)
	if err != nil {
		t.Fatal(err)
	}
	return m
}
