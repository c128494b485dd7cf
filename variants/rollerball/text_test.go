package rollerball

import (
	"strings"
	"testing"

	"rollout/variants"
)

func TestParseRoundTrip(t *testing.T) {
	for _, text := range []string{
		startText,
		"5R1/7/2###2/2###2/2###2/7/3K2k b 0",
		"K2k3/7/2###2/2###2/2###2/7/1r5 w 17",
		"3k3/1r5/2###2/2###2/2###2/5R1/3K3 b 201",
	} {
		p, err := Parse(text)
		if err != nil {
			t.Fatalf("Parse(%q): %v", text, err)
		}
		if got := p.Encode(); got != text {
			t.Errorf("Encode(Parse(%q)) = %q", text, got)
		}
	}
	// Split digits are read and written back merged.
	p := mustParse(t, "2rbp11/2rkp2/2###2/2###2/2###2/2PKR2/2PBR2 w 0")
	if p.Encode() != startText {
		t.Errorf("split digits: %q", p.Encode())
	}
	if Variant.Start().Encode() != startText {
		t.Errorf("Variant.Start: %q", Variant.Start().Encode())
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct{ text, want string }{
		{"", "want 3 fields"},
		{"2rbp2/2rkp2/2###2/2###2/2###2/2PKR2 w 0", "want 7 ranks"},
		{"2rbp2/2rkp2/2###2/2###2/2#P#2/2PKR2/2PBR2 w 0", "rank 3: piece on the hole square d3"},
		{"2rbp2/2rkp2/2###2/2###2/7/2PKR2/2PBR2 w 0", "rank 3: the empty run '7' covers the hole square c3"},
		{"2rbp2/2rkp2/2###2/2###2/2###2/2PKR2/#1PBR2 w 0", "rank 1: # on a1, which is not a hole square"},
		{"2rbp2/2rkp2/2###2/2###2/2###2/2PKR2/2PBR3 w 0", "rank 1: \"2PBR3\" has more than 7 cells"},
		{"2rbp2/2rkp2/2###2/2###2/2###2/2PKR2/2PBR1 w 0", "rank 1: \"2PBR1\" has 6 cells, want 7"},
		{"2rbp2/2rkp2/2###2/2###2/2###2/2PKR2/2PBQ2 w 0", "rank 1: unknown character 'Q'"},
		{"2rbp2/2rkp2/2###2/2###2/2###2/2PKR2/2PBR2 x 0", "side to move \"x\""},
		{"2rbp2/2rkp2/2###2/2###2/2###2/2PKR2/2PBR2 w -1", "ply count \"-1\""},
		{"2rbp2/2rkp2/2###2/2###2/2###2/2PKR2/2PBR2 w x", "ply count \"x\""},
		{"2rbp2/2rRp2/2###2/2###2/2###2/2PKR2/2PBR2 w 0", "Black has no king"},
		{"2rbp2/2rkp2/2###2/2###2/2###2/2PKR2/2PBK2 w 0", "second White king on e1"},
		{"2rbp2/2rkp2/2###2/2###2/2###2/RRPKR2/2PBR2 w 0", "White has 8 pieces, at most 6"},
		{"5R1/7/2###2/2###2/2###2/7/3K2k w 0", "Black, not to move, is in check"},
	}
	for _, tt := range tests {
		_, err := Parse(tt.text)
		if err == nil || !strings.Contains(err.Error(), tt.want) || !strings.HasPrefix(err.Error(), "rollerball: ") {
			t.Errorf("Parse(%q) = %v, want an error containing %q", tt.text, err, tt.want)
		}
		if pos, err := Variant.Parse(tt.text); pos != nil || err == nil {
			t.Errorf("Variant.Parse(%q) = %v, %v", tt.text, pos, err)
		}
	}
}

func TestMoveText(t *testing.T) {
	p := playMoves(t, movesC)
	for _, m := range p.LegalMoves(nil) {
		for _, n := range []variants.Notation{variants.Canonical, variants.Display} {
			text := p.EncodeMove(m, n)
			back, err := p.DecodeMove(text)
			if err != nil || back != m {
				t.Errorf("DecodeMove(%q) = %v, %v; want %v", text, back, err, m)
			}
		}
	}
}

func TestDecodeMoveErrors(t *testing.T) {
	start := Start()
	c := playMoves(t, movesC) // White pawns on d7 (promoting) in C
	tests := []struct {
		p          *Position
		text, want string
	}{
		{start, "c2", "malformed"},
		{start, "c2b3rr", "malformed"},
		{start, "c2h3", "malformed"},
		{start, "c2c3", "c3 is a hole square"},
		{start, "a1a2", "no piece on a1"},
		{start, "c6b6", "the piece on c6 is Black's, and White is to move"},
		{start, "c2c1", "illegal: the pawn on c2 cannot move to c1"},
		{start, "c2b3r", "promotion letter on a move that does not promote"},
		{start, "c2b3q", "bad promotion letter 'q'"},
		{c, "d7e7", "promotion letter missing"},
		{c, "d7e7q", "bad promotion letter"},
	}
	for _, tt := range tests {
		_, err := tt.p.DecodeMove(tt.text)
		if err == nil || !strings.Contains(err.Error(), tt.want) || !strings.Contains(err.Error(), `"`+tt.text+`"`) {
			t.Errorf("DecodeMove(%q) = %v, want an error containing %q", tt.text, err, tt.want)
		}
	}
	// A pinned piece or a king stepping into check: B has White in check.
	b := playMoves(t, movesB)
	if _, err := b.DecodeMove("e2e3"); err == nil {
		t.Errorf("DecodeMove(e2e3) into the hole accepted")
	}
	// The rook c2 covers d2 (its anticlockwise step) but not d1.
	kp := mustParse(t, "3k3/7/2###2/2###2/2###2/2r4/4K2 w 0")
	if _, err := kp.DecodeMove("e1d1"); err != nil {
		t.Errorf("e1d1: %v", err)
	}
	if _, err := kp.DecodeMove("e1d2"); err == nil ||
		!strings.Contains(err.Error(), "leaves the White king attacked") {
		t.Errorf("king into check: %v", err)
	}
}
