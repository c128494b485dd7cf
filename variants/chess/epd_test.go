package chess

import (
	"slices"
	"strings"
	"testing"
)

func TestParseEPD(t *testing.T) {
	cases := []struct {
		line, fen, id string
		bm, am        []string
	}{
		{`2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id "WAC.001";`,
			"2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1", "WAC.001", []string{"Qg6"}, nil},
		{`rb3qk1/pQ3ppp/4p3/3P4/8/1P3N2/1P3PPP/3R2K1 w - - bm Qxa8 d6 dxe6 g3; id "WAC.031";`,
			"rb3qk1/pQ3ppp/4p3/3P4/8/1P3N2/1P3PPP/3R2K1 w - - 0 1", "WAC.031", []string{"Qxa8", "d6", "dxe6", "g3"}, nil},
		{`8/k1b5/P4p2/1Pp2p1p/K1P2P1P/8/3B4/8 w - - 10 40 am Be3; c0 "b6+ is; better."; id WAC.100;`,
			"8/k1b5/P4p2/1Pp2p1p/K1P2P1P/8/3B4/8 w - - 10 40", "WAC.100", nil, []string{"Be3"}},
	}
	for _, c := range cases {
		e, err := ParseEPD(c.line)
		if err != nil {
			t.Fatalf("%s: %v", c.line, err)
		}
		if got := e.Position.Encode(); got != c.fen {
			t.Errorf("%s: position %q, want %q", c.line, got, c.fen)
		}
		if e.ID() != c.id || !slices.Equal(e.Ops["bm"], c.bm) || !slices.Equal(e.Ops["am"], c.am) {
			t.Errorf("%s: id %q bm %q am %q", c.line, e.ID(), e.Ops["bm"], e.Ops["am"])
		}
	}
	if e, _ := ParseEPD(cases[2].line); e.Ops["c0"][0] != "b6+ is; better." {
		t.Errorf("quoted operand %q", e.Ops["c0"])
	}
	for _, bad := range []string{"", "8/8/8 w", "8/8/8/8/8/8/8/8 w - - bm Qg6", `2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - id "WAC;`, "xx/8/8/8/8/8/8/8 w - - bm e4;"} {
		if _, err := ParseEPD(bad); err == nil || !strings.HasPrefix(err.Error(), "chess: EPD") {
			t.Errorf("%q: error %v", bad, err)
		}
	}
}
