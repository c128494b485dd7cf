package engine

import (
	"context"
	"math"
	"strings"
	"testing"

	"rollout/variants/chess"
)

// Config.Widen is progressive widening's K: a node with priors may have
// 2 + K·sqrt(visits) children, 0 meaning DefaultWiden; pure uct (no
// priors) has all its moves whatever K is.
func TestWidened(t *testing.T) {
	pos := chess.NewPosition()
	for _, c := range []struct {
		widen, prior float64
		visits       int64
		want         int32
	}{
		{0, 1, 0, 2},
		{0, 1, 100, 12},
		{1, 1, 100, 12},
		{2, 1, 100, 22},
		{3, 1, 100, 32},
		{2, 1, 1000, 65},
		{0.5, 1, 100, 7},
		{2, 0, 100, 20}, // no priors: every one of the start's 20 moves
	} {
		tr := newTree(1<<10, 0.35, false)
		tr.reset(pos)
		tr.prepare(pos, Config{Prior: c.prior, Widen: c.widen}, 1, 0)
		nd := &tr.nodes[0]
		nd.moves = 20
		nd.stats.n = c.visits
		if got := tr.widened(nd); got != c.want {
			t.Errorf("widen %g, prior %g, %d visits: %d children, want %d", c.widen, c.prior, c.visits, got, c.want)
		}
	}
}

// A width is labelled where it plays (priors on) and refused where it
// is not a number from 0 to MaxWiden; a search with it runs.
func TestConfigWiden(t *testing.T) {
	cfg := Config{Player: DefaultPlayer, Widen: 3}.ForGame(chess.NewPosition())
	if cfg.Widen != 3 {
		t.Fatalf("the default player's preset changed the width to %g", cfg.Widen)
	}
	if l := cfg.Label(); !strings.Contains(l, "+wide3") || !strings.Contains(cfg.Knowledge(), "widening K=3") {
		t.Fatalf("label %q, knowledge %q", l, cfg.Knowledge())
	}
	// The default player widens by DefaultPlayerWiden unless told.
	if d := (Config{Player: DefaultPlayer}).ForGame(chess.NewPosition()); d.Widen != DefaultPlayerWiden || !strings.Contains(d.Label(), "+wide1.5") {
		t.Fatalf("the default player's width %g, label %q", d.Widen, d.Label())
	}
	if d := (Config{Player: DefaultPlayer, Widen: 1}).ForGame(chess.NewPosition()); d.Widen != 1 {
		t.Fatalf("-widen 1 on the default player gave %g", d.Widen)
	}
	if l := (Config{Player: "uct", Widen: 2}).Label(); strings.Contains(l, "wide") {
		t.Fatalf("a width without priors is labelled: %q", l)
	}
	for _, k := range []float64{-1, math.NaN(), math.Inf(1), MaxWiden + 1} {
		if _, err := New(Config{Player: "uct", Prior: 1, Widen: k}); err == nil || !strings.Contains(err.Error(), "widening width") {
			t.Errorf("Widen %v: %v", k, err)
		}
	}
	p := mustPlayer(t, Config{Player: "uct", Estimator: Eval, Prior: 1, Widen: 3, Workers: 1, Budget: Budget{Rollouts: 300}})
	if _, err := p.Search(context.Background(), chess.NewPosition(), nil); err != nil {
		t.Fatal(err)
	}
}
