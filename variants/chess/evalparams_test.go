package chess

import "testing"

// "king-fit" is the evaluation of kingFitTerms with its own weights:
// given the textbook weights it reads every position of Win at Chess and
// of the openings as the evaluation with those terms does, and a weight
// a tuner moves (KingParams) changes "king-fit" and nothing else.
func TestKingFitWeights(t *testing.T) {
	saved := kingFitted
	defer func() { kingFitted = saved }()
	same := map[dangerTerms]evalKind{0: evalKingSafe, dangerChecks | dangerWeak: evalKingNoStorm, dangerChecks: evalKingChecks, dangerChecks | dangerWeak | dangerStorm: evalKingDanger}[kingFitTerms]
	fens := append(suitePositions(t, "../../testdata/wac.epd"), suitePositions(t, "../../testdata/openings.epd")...)
	kingFitted = kingTextbook
	for _, fen := range fens {
		p, err := ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		if a, b := p.b.evaluate(evalKingFit), p.b.evaluate(same); a != b {
			t.Fatalf("%s: king-fit with the textbook weights %d, %s %d", fen, a, evalNames[same], b)
		}
	}
	// The material values move the value by the difference in counts:
	// three pawns up with no piece on the board (the endgame), by three
	// times the pawn's endgame value.
	p, err := ParseFEN("4k3/8/8/8/8/8/PPP5/4K3 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	before := p.b.evaluate(evalKingFit)
	listed := kingFitted
	params := KingParams()
	if kingFitted != listed {
		t.Fatal("KingParams changed the weights it listed")
	}
	for _, pr := range params {
		if pr.Name == "matEnd[pawn]" {
			*pr.P += 40
		}
	}
	if got := p.b.evaluate(evalKingFit); got != before {
		t.Fatalf("the pawn's value moved before KingFitMaterial: %d, was %d", got, before)
	}
	KingFitMaterial()
	if got := p.b.evaluate(evalKingFit); got != before+120 {
		t.Fatalf("three pawns up, the pawn's endgame value 40 more: %d, was %d", got, before)
	}
	if got := p.b.evaluate(same); got != before {
		t.Fatalf("%s moved with king-fit's weights", evalNames[same])
	}
}

// EvaluateCP is StaticCP plus Unquiet wherever the capture search finds
// no mate, for every evaluation: what the tuner relies on to evaluate
// its positions without searching their captures again.
func TestStaticPlusUnquiet(t *testing.T) {
	for _, fen := range suitePositions(t, "../../testdata/wac.epd") {
		p, err := ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range p.Evals() {
			p.SetEval(name)
			if v := p.EvaluateCP(); v > -mateCP+qDepth && v < mateCP-qDepth && v != p.StaticCP()+p.Unquiet() {
				t.Fatalf("%s %s: EvaluateCP %d, StaticCP %d + Unquiet %d", name, fen, v, p.StaticCP(), p.Unquiet())
			}
		}
	}
}
