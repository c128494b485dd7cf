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
		if got := pvTexts(c.pos, ms[0], ms[1:], 0); !slices.Equal(got, c.want) {
			t.Errorf("%s: pv %v, want %v", c.name, got, c.want)
		}
	}
}

// The default proves most mates by its mate search at a node it never
// expands, so UCI's "score mate -1" came with "pv e2e4", our move alone
// (K7/2k5/8/8/8/8/4P3/7r w: every move is met by ...Ra1#). A proven
// move's pv now goes on with the moves the mate search proves, to the
// mate.
func TestPVRunsToTheMate(t *testing.T) {
	for _, c := range []struct {
		name, fen, first string
		proof            int
		want             []string
	}{
		{"mated in one", "K7/2k5/8/8/8/8/4P3/7r w - - 0 1", "e2e4", -2, []string{"e2e4", "h1a1"}},
		{"mates in one", "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", "a1a8", 1, []string{"a1a8"}},
	} {
		pos, err := chess.Variant.Parse(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := pos.DecodeMove(c.first)
		if err != nil {
			t.Fatal(err)
		}
		got := pvTexts(pos, m, nil, c.proof)
		if len(got) < len(c.want) || !slices.Equal(got[:len(c.want)], c.want) {
			t.Errorf("%s: pv %v, want it to start %v", c.name, got, c.want)
		}
		p := pos.Clone()
		for _, s := range got {
			mv, err := p.DecodeMove(s)
			if err != nil {
				t.Fatalf("%s: pv %v: %v", c.name, got, err)
			}
			p.Play(mv)
		}
		if o := p.Outcome(); o.Reason != variants.Checkmate || len(got) != max(c.proof, -c.proof) {
			t.Errorf("%s: pv %v of %d plies for a proof of %d does not end in mate (%v)", c.name, got, len(got), c.proof, o)
		}
	}
}
