package engine

import (
	"math"
	"testing"

	"rollout/variants"
	"rollout/variants/chess"
)

// refInformedValue is selectInformed's value of child cn, term by term:
// the blended mean, the exploration term and progressive bias.
func refInformedValue(t *tree, cn *node, logN, c float64) float64 {
	s := &cn.stats
	if s.n == 0 {
		return math.Inf(1)
	}
	q := t.blended(cn) + c*math.Sqrt(logN/float64(s.n))
	if t.pr != nil {
		q += t.w * float64(cn.prior) / float64(s.n+1)
	}
	return q
}

// selectInformed picks, at every node of grown trees with children, the
// child refInformedValue values highest (the first among equals, proven
// children only when none is open, the shortest win first), for the
// default player, the default without priors or minimax, and at the
// root's own constant.
func TestSelectInformedValues(t *testing.T) {
	middle, err := chess.ParseFEN("2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	var checked int
	for _, pos := range []variants.Position{chess.NewPosition(), middle} {
		for _, cfg := range []Config{
			{Player: DefaultPlayer},
			{Player: "uct", Estimator: Eval, Minimax: 0.5},
			{Player: "uct", Estimator: Eval, Prior: 1},
			{Player: DefaultPlayer, RootExploration: 0.2},
		} {
			tr := configuredTree(pos, 1<<14, 3000, cfg)
			for n := range tr.nodes {
				nd := &tr.nodes[n]
				if nd.child < 0 {
					continue
				}
				logN := lnVisits(nd.stats.n)
				ec := tr.explorationAt(int32(n))
				want, bestV, win := int32(-1), math.Inf(-1), int32(-1)
				for pass := 0; pass < 2 && want < 0; pass++ {
					for c := nd.child; c >= 0; c = tr.nodes[c].next {
						cn := &tr.nodes[c]
						if cn.proven != 0 && pass == 0 {
							if cn.proven == 1 && (win < 0 || cn.plies <= tr.nodes[win].plies) {
								win = c
							}
							continue
						}
						if v := refInformedValue(tr, cn, logN, ec); want < 0 || v > bestV {
							want, bestV = c, v
						}
					}
					if want < 0 && win >= 0 {
						want = win
					}
				}
				if got := tr.selectInformed(int32(n)); got != want {
					t.Fatalf("%s at node %d: selectInformed chose %d, the values %d", cfg.Label(), n, got, want)
				}
				checked++
			}
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d nodes checked", checked)
	}
}
