package chess

import (
	"slices"
	"testing"

	nc "github.com/notnil/chess"
	"rollout/variants"
	"rollout/variants/varianttest"
)

// FuzzParse feeds arbitrary text to the FEN reader: it never panics; a
// FEN it accepts re-encodes to a FEN that parses to an equal position,
// every legal move's SAN and UCI decode back to that move, every position
// one move on encodes to a FEN it accepts, and the legal moves and their
// SAN are notnil/chess's for the same FEN; a FEN it refuses gets a
// one-line "chess: ..." error. Seeds (real FENs from the perft, rules and
// notation tests, and near misses) are in testdata/fuzz/FuzzParse.
func FuzzParse(f *testing.F) {
	f.Add(StartFEN)
	f.Fuzz(func(t *testing.T, text string) {
		varianttest.CheckPositionText(t, Variant, text)
		if len(text) > varianttest.MaxPositionText {
			return
		}
		if p, err := ParseFEN(text); err == nil {
			checkNotnilMoves(t, p)
		}
	})
}

// checkNotnilMoves compares p's legal moves (as UCI) and their SAN with
// notnil/chess's for p's FEN.
func checkNotnilMoves(t *testing.T, p *Position) {
	fen := p.Encode()
	opt, err := nc.FEN(fen)
	if err != nil {
		t.Fatalf("%s: we accept it, notnil does not: %v", fen, err)
	}
	np := nc.NewGame(opt).Position()
	byUCI := map[string]*nc.Move{}
	var theirs, ours []string
	for _, m := range np.ValidMoves() {
		theirs = append(theirs, m.String())
		byUCI[m.String()] = m
	}
	moves := p.LegalMoves(nil)
	for _, m := range moves {
		ours = append(ours, p.EncodeMove(m, variants.Canonical))
	}
	slices.Sort(ours)
	slices.Sort(theirs)
	if !slices.Equal(ours, theirs) {
		t.Fatalf("%s: legal moves differ\nours   %v\nnotnil %v", fen, ours, theirs)
	}
	for _, m := range moves {
		san := p.EncodeMove(m, variants.Display)
		if want := (nc.AlgebraicNotation{}).Encode(np, byUCI[p.EncodeMove(m, variants.Canonical)]); san != want {
			t.Fatalf("%s: SAN %q, notnil %q", fen, san, want)
		}
	}
}
