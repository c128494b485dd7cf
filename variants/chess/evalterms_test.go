package chess

import "testing"

// termCase is two positions of a knowledge term's test: White stands
// better in better than in worse by at least least centipawns of the
// term's value.
type termCase struct {
	name, better, worse string
	least               int32
}

// checkTerms checks each case against terms (its endgame value with
// end, else its middlegame one), and that each position mirrored
// scores the opposite, both values.
func checkTerms(t *testing.T, terms func(b *board) (mid, end int32), end bool, cases []termCase) {
	t.Helper()
	value := func(fen string) (int32, int32) {
		p, err := ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		return terms(&p.b)
	}
	pick := func(fen string) int32 {
		m, e := value(fen)
		if end {
			return e
		}
		return m
	}
	for _, c := range cases {
		if b, w := pick(c.better), pick(c.worse); b-w < c.least {
			t.Errorf("%s: %d, against %d; want %d more", c.name, b, w, c.least)
		}
		for _, fen := range []string{c.better, c.worse} {
			pm, pe := value(fen)
			mm, me := value(mirrorFEN(fen))
			if pm != -mm || pe != -me {
				t.Errorf("%s: %s %d/%d, mirrored %d/%d", c.name, fen, pm, pe, mm, me)
			}
		}
	}
}
