package uci

import (
	"slices"
	"testing"

	"rollout/variants"
	"rollout/variants/chess"
)

// A principal variation ran on past a repetition (the tree's most
// visited path walking round Ng1-f3-g1) and past the game's end; it
// now stops after the move that repeats a position, of the game or of
// the line, or that ends the game.
func TestPVStopsAtARepetitionOrTheEnd(t *testing.T) {
	play := func(start string, moves ...string) variants.Position {
		t.Helper()
		pos, err := chess.Variant.Parse(start)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := variants.NewRecord(chess.Variant, pos.Encode())
		if err != nil {
			t.Fatal(err)
		}
		rec.PlayOnDraws()
		for _, m := range moves {
			if _, err := rec.PlayText(m); err != nil {
				t.Fatal(err)
			}
		}
		return rec.Position().Clone()
	}
	decode := func(pos variants.Position, texts ...string) []variants.Move {
		t.Helper()
		p := pos.Clone()
		var ms []variants.Move
		for _, s := range texts {
			m, err := p.DecodeMove(s)
			if err != nil {
				t.Fatal(err)
			}
			ms = append(ms, m)
			p.Play(m)
		}
		return ms
	}
	start := chess.Variant.Start().Encode()
	for _, c := range []struct {
		name string
		pos  variants.Position
		line []string // the first move, then the tree's line
		want []string
	}{
		{"a repetition on the line", play(start),
			[]string{"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6"}, []string{"g1f3", "g8f6", "f3g1", "f6g8"}},
		{"a repetition of the game", play(start, "g1f3", "g8f6", "f3g1", "f6g8"),
			[]string{"g1f3", "g8f6", "f3g1"}, []string{"g1f3"}},
		{"no repetition", play(start), []string{"e2e4", "e7e5", "g1f3"}, []string{"e2e4", "e7e5", "g1f3"}},
		{"the game's end", play(start, "f2f3", "e7e5"), []string{"g2g4", "d8h4"}, []string{"g2g4", "d8h4"}},
	} {
		ms := decode(c.pos, c.line...)
		if got := pvTexts(c.pos, ms[0], ms[1:]); !slices.Equal(got, c.want) {
			t.Errorf("%s: pv %v, want %v", c.name, got, c.want)
		}
	}
}
