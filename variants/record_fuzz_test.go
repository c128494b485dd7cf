package variants_test

import (
	"math"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"rollout/variants"
	"rollout/variants/registry"
	"rollout/variants/varianttest"
)

// FuzzPlayAnnotated feeds a move text and a PGN comment, which may hold a
// "[%rollout ...]" table, to Record.PlayAnnotated in a game (the registry's
// game number game, walked by up to 63 random moves): it never panics; an
// error leaves the record as it was and is one printable line; a move it
// plays is legal, and the comment and table AnnotatedComments writes for
// it read back, on the same position, to the same comment (up to the
// surrounding space a PGN comment does not keep) and table.
// Seeds (our own tables, other tools' [%clk] and [%eval] commands, broken
// escapes and rows) are in testdata/fuzz/FuzzPlayAnnotated.
func FuzzPlayAnnotated(f *testing.F) {
	f.Add(uint8(0), uint64(0), "e4", "a note [%rollout player=flat n=20 stop=rollouts best=e2e4 vr=0 e2e4:10:4:3:3:0.1:0.2:80.5:0:0:0: d2d4:10:3:3:4:-0.1:0.2:81:0:0:0:wins%20at%20once]")
	f.Add(uint8(0), uint64(0), "e4", "[%rollout player=alphabeta n=20 stop=rollouts best=e2e4 vr=0 depth=6/5 e2e4:10:0:10:0:0.1:0:0:0:0:0: d2d4:10:0:10:0:-0.1:0:0:0:0:0:]")
	games := registry.All()
	f.Fuzz(func(t *testing.T, game uint8, walk uint64, text, comment string) {
		if len(text) > varianttest.MaxMoveText || len(comment) > 4*varianttest.MaxPositionText {
			return
		}
		v := games[int(game)%len(games)]
		rec, err := variants.NewRecord(v, "")
		if err != nil {
			t.Fatal(err)
		}
		pos := rec.Position().Clone()
		varianttest.Walk(pos, walk)
		rec = variants.RecordFrom(pos)
		before := rec.Position().Encode()
		if err := rec.PlayAnnotated(text, comment); err != nil {
			varianttest.CheckMessage(t, "PlayAnnotated", text+" {"+comment+"}", err)
			if rec.Len() != 0 || rec.Position().Encode() != before {
				t.Fatalf("%s: PlayAnnotated(%q, %q) failed with %v but changed the record", before, text, comment, err)
			}
			return
		}
		if rec.Len() != 1 {
			t.Fatalf("%s: PlayAnnotated(%q, %q) played %d moves", before, text, comment, rec.Len())
		}
		turn := rec.Turn(0)
		written := rec.AnnotatedComments()[0]
		back := variants.RecordFrom(pos)
		if err := back.PlayAnnotated(turn.Canonical, written); err != nil {
			t.Fatalf("%s: %q {%q} read as comment %q and table %+v, written back as %q, which does not read: %v",
				before, text, comment, turn.Comment, turn.Table, written, err)
		}
		again := back.Turn(0)
		if again.Move != turn.Move || strings.TrimSpace(again.Comment) != strings.TrimSpace(turn.Comment) || !sameTable(again.Table, turn.Table) {
			t.Fatalf("%s: %q {%q} read as comment %q and table %+v, written back as %q, which reads as comment %q and table %+v",
				before, text, comment, turn.Comment, turn.Table, written, again.Comment, again.Table)
		}
	})
}

// sameTable compares tables with NaN equal to itself: a table's figures
// are parsed floats, and "NaN" reads and writes back as NaN.
func sameTable(a, b *variants.Table) bool {
	if a == nil || b == nil {
		return a == b
	}
	x, y := *a, *b
	x.Rows, y.Rows = nil, nil
	if !reflect.DeepEqual(unNaN(x), unNaN(y)) || len(a.Rows) != len(b.Rows) {
		return false
	}
	for i := range a.Rows {
		if !reflect.DeepEqual(unNaNRow(a.Rows[i]), unNaNRow(b.Rows[i])) {
			return false
		}
	}
	return true
}

func unNaN(t variants.Table) variants.Table {
	t.VarianceRatio = fix(t.VarianceRatio)
	return t
}

func unNaNRow(r variants.Row) variants.Row {
	for _, p := range []*float64{&r.Mean, &r.StdErr, &r.AvgPlies, &r.CapShare, &r.UCB, &r.Score} {
		*p = fix(*p)
	}
	return r
}

// fix maps NaN to a value DeepEqual sees as equal to itself, and rounds
// x to the 6 significant digits a table is written with
// (encodeTable), so a value read with more digits (1000001) and the
// same value written back (1e+06) compare equal.
func fix(x float64) float64 {
	if math.IsNaN(x) {
		return math.Inf(-1) * 0.5
	}
	r, err := strconv.ParseFloat(strconv.FormatFloat(x, 'g', 6, 64), 64)
	if err != nil {
		return x
	}
	return r
}
