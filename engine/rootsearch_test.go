package engine

import (
	"strings"
	"testing"

	"rollout/variants"
	"rollout/variants/chess"
)

// Config.RootDepth seeds the root moves' priors from a shallow search:
// the capture that wins the queen above a quiet move, the move that
// hangs the rook below it; the root's children made afterwards carry
// those priors, and the walk allocates nothing per iteration.
func TestRootDepthSeeds(t *testing.T) {
	pos, err := chess.ParseFEN("4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Player: DefaultPlayer, RootDepth: 2}.ForGame(pos)
	if l := cfg.Label(); !strings.Contains(l, "+root2") {
		t.Fatalf("label %q", l)
	}
	if err := CheckLeafDepth(cfg, pos); err != nil {
		t.Fatal(err)
	}
	if err := CheckLeafDepth(Config{RootDepth: chess.MaxLeafDepth + 2}, pos); err == nil {
		t.Fatal("a root depth beyond the leaf search's accepted")
	}
	tr := configuredTree(pos, 1<<12, 0, cfg)
	prior := func(text string) float64 {
		m, err := pos.DecodeMove(text)
		if err != nil {
			t.Fatal(err)
		}
		s, ok := tr.seedOf(m)
		if !ok {
			t.Fatalf("%s has no seed", text)
		}
		return float64(s.prior)
	}
	win, quiet, hang := prior("Rxd5"), prior("Rh2"), prior("Rd4")
	if !(win > 0.9 && quiet > 0.4 && quiet < 0.6 && hang < quiet-0.05) {
		t.Fatalf("priors: wins the queen %.2f, quiet %.2f, hangs the rook %.2f", win, quiet, hang)
	}
	for range 300 {
		tr.iterate()
	}
	for c := tr.nodes[0].child; c >= 0; c = tr.nodes[c].next {
		s, _ := tr.seedOf(tr.nodes[c].move)
		if tr.nodes[c].prior != s.prior {
			t.Errorf("%s: child's prior %.3f, seed %.3f", pos.EncodeMove(tr.nodes[c].move, variants.Canonical), tr.nodes[c].prior, s.prior)
		}
	}
	if allocs := testing.AllocsPerRun(100, tr.iterate); allocs != 0 {
		t.Errorf("%v allocations per iteration", allocs)
	}
}
