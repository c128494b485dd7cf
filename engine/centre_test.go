package engine

import (
	"context"
	"math"
	"strings"
	"testing"

	"rollout/variants"
	"rollout/variants/chess"
	"rollout/variants/connect4"
)

// Config.EvalCentre is labelled, checked against the game and its
// range, and a search of a position a rook up centres its positions on
// K times the lead: the lead evaluates to about 0 on the tree's
// positions, a draw to the value of no lead, the caller's position is
// untouched, and a centre near the kept tree's is taken as it.
func TestConfigEvalCentre(t *testing.T) {
	cfg := Config{Player: DefaultPlayer, EvalCentre: 0.5}.ForGame(chess.NewPosition())
	if l := cfg.Label(); !strings.Contains(l, "+centre0.5") || !strings.Contains(cfg.Knowledge(), "evaluation centred on 0.5 of the lead") {
		t.Fatalf("label %q, knowledge %q", l, cfg.Knowledge())
	}
	if err := CheckEvalCentre(Config{EvalCentre: 0.5}, connect4.Variant.Start()); err == nil || !strings.Contains(err.Error(), "-eval-centre 0.5: connect4's evaluation cannot be centred (chess only)") {
		t.Errorf("CheckEvalCentre on connect4: %v", err)
	}
	if err := CheckEvalCentre(Config{EvalCentre: 0.5}, chess.NewPosition()); err != nil {
		t.Errorf("CheckEvalCentre on chess: %v", err)
	}
	for _, k := range []float64{math.NaN(), -0.1, 1.5, math.Inf(1)} {
		if _, err := New(Config{Player: "uct", EvalCentre: k, Budget: Budget{Rollouts: 10}}); err == nil {
			t.Errorf("New with EvalCentre %v: no error", k)
		}
	}
	for _, fen := range []string{"4k3/8/8/8/8/8/PPP5/R3K3 w - - 0 1", "4k3/8/8/8/8/8/PPP5/R3K3 b - - 0 1"} {
		pos, err := chess.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		cfg := Config{Player: DefaultPlayer, EvalCentre: 0.25}.ForGame(pos)
		lead := pos.Clone().(*chess.Position)
		configurePos(lead, cfg)
		want := int(math.Round(0.25 * float64(lead.LeadCP())))
		c := cfg.withCentre(pos, 0)
		if c.centre != want || want == 0 {
			t.Fatalf("%s: centre %d, want %d", fen, c.centre, want)
		}
		if near := cfg.withCentre(pos, firstSideLead(pos, want)+centreSlack-1); near.centre != want+firstSideLead(pos, centreSlack-1) {
			t.Errorf("%s: a centre within the slack of the kept %d became %d", fen, want+centreSlack-1, near.centre)
		}
		before := pos.Evaluate()
		tr := newTree(1<<10, 0.35, false)
		tr.reset(pos)
		tr.prepare(pos, c, 1, 0)
		for _, p := range []variants.Position{tr.rootPos, tr.pos} {
			cp := p.(*chess.Position).EvaluateCP()
			got := p.(*chess.Position).Evaluate()
			wantV := math.Tanh(float64(cp-want) * math.Ln10 / 800)
			if math.Abs(got-wantV) > 1e-12 {
				t.Fatalf("%s: the tree's positions evaluate %v at %d centipawns, centre %d, want %v", fen, got, cp, want, wantV)
			}
		}
		if wantDraw := math.Tanh(-float64(want) * math.Ln10 / 800); math.Abs(tr.drawValue-wantDraw) > 1e-12 || tr.drawValue*float64(want) >= 0 {
			t.Errorf("%s: a draw is worth %v to the side to move, centred on %d, want %v", fen, tr.drawValue, want, wantDraw)
		}
		if pos.Evaluate() != before {
			t.Fatalf("%s: the caller's position evaluates %v, was %v", fen, pos.Evaluate(), before)
		}
		// The tree's value of the lead reads back as the uncentred one.
		root := tr.rootPos.(*chess.Position)
		if d := c.pawnMean(root.Evaluate()) - math.Tanh(float64(root.EvaluateCP())*math.Ln10/800); math.Abs(d) > 1e-9 {
			t.Errorf("%s: the centred value reads back %v off", fen, d)
		}
	}
}

// A centred search reports the position's evaluation in the same
// centipawns as the search without a centre: the means are read back
// from the centre (pawnMean). A rook up, both searches' evaluations
// agree within a few centipawns, and the centre shows in no figure.
func TestEvalCentreReadsBack(t *testing.T) {
	pos, err := chess.ParseFEN("4k3/8/8/8/8/8/PPP5/R3K3 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	eval := func(k float64) int {
		p, err := New(Config{Player: DefaultPlayer, EvalCentre: k, Seed: 3, Workers: 1, Budget: Budget{Rollouts: 3000}}.ForGame(pos))
		if err != nil {
			t.Fatal(err)
		}
		res, err := p.Search(context.Background(), pos, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range res.Moves {
			if m.Move == res.Move {
				return EvaluationOf(p.Config(), m, pos.ToMove()).Centipawns
			}
		}
		t.Fatalf("the move played %v has no figures", res.Move)
		return 0
	}
	plain, centred := eval(0), eval(0.5)
	if plain < 400 || centred < 400 || math.Abs(float64(plain-centred)) > 60 {
		t.Errorf("a rook up: %d centipawns without a centre, %d with", plain, centred)
	}
}
