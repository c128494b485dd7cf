package engine

import (
	"context"
	"strings"
	"testing"

	"rollout/variants"
	"rollout/variants/chess"
)

// A node's implicit minimax value stays its own evaluation until it has
// made Config.MinimaxChildren children (or all its moves), then becomes
// the negamax of theirs; 0 and 1 take it from the first child on. The
// cases are the node a below the root after 1.d4 Nc6: a = 1...Nc6, its
// own evaluation +0.03 for Black, and White's replies made so far with
// their values for White (2.Kd2 -0.47 first).
func TestBackupMinimaxChildren(t *testing.T) {
	for _, c := range []struct {
		name     string
		k        int
		moves    int32
		replies  []float32
		want     float32 // a's h, for Black
		wantRoot float32 // the root's h: one child of 20, changed only at k 1
	}{
		{"k 0: the first child's", 0, 22, []float32{-0.47}, 0.47, -0.47},
		{"k 1: the first child's", 1, 22, []float32{-0.47}, 0.47, -0.47},
		{"k 4, one child: its own", 4, 22, []float32{-0.47}, 0.03, 0},
		{"k 4, three children: its own", 4, 22, []float32{-0.47, 0.1, -0.2}, 0.03, 0},
		{"k 4, four children: theirs", 4, 22, []float32{-0.47, 0.1, -0.2, 0.05}, -0.1, 0},
		{"k 4, every move made: theirs", 4, 2, []float32{-0.47, 0.2}, -0.2, 0},
	} {
		pos := chess.NewPosition()
		tr := newTree(1<<10, 0.35, false)
		tr.reset(pos)
		tr.prepare(pos, Config{Minimax: 0.5, MinimaxChildren: c.k}, 1, 0)
		tr.nodes[0].moves = 20
		a := tr.alloc(0, 1)
		tr.nodes[a].moves, tr.nodes[a].h = c.moves, 0.03
		var last int32
		for i, h := range c.replies {
			last = tr.alloc(a, variants.Move(i+2))
			tr.nodes[last].h = h
		}
		tr.path = append(tr.path[:0], 0, a, last)
		tr.backupMinimax()
		if got := tr.nodes[a].h; got != c.want {
			t.Errorf("%s: h = %+.2f, want %+.2f", c.name, got, c.want)
		}
		if got := tr.nodes[0].h; got != c.wantRoot {
			t.Errorf("%s: the root's h = %+.2f, want %+.2f", c.name, got, c.wantRoot)
		}
	}
}

// Config.MinimaxChildren is labelled where it plays (minimax on, above
// 1), refused outside 0 to MaxMinimaxChildren, DefaultMinimaxChildren
// for the default player unless set (1 is the rule before it), and a
// search with it runs.
func TestConfigMinimaxChildren(t *testing.T) {
	cfg := Config{Player: DefaultPlayer, MinimaxChildren: 8}.ForGame(chess.NewPosition())
	if cfg.MinimaxChildren != 8 {
		t.Fatalf("the default player's preset changed k to %d", cfg.MinimaxChildren)
	}
	if l := cfg.Label(); !strings.Contains(l, "+mm0.5+mmc8+") || !strings.Contains(cfg.Knowledge(), "minimax after 8 children") {
		t.Fatalf("label %q, knowledge %q", l, cfg.Knowledge())
	}
	if d := (Config{Player: DefaultPlayer}).ForGame(chess.NewPosition()); d.MinimaxChildren != DefaultMinimaxChildren || !strings.Contains(d.Label(), "+mmc4+") {
		t.Fatalf("the default player's k %d, label %q", d.MinimaxChildren, d.Label())
	}
	if l := (Config{Player: DefaultPlayer, MinimaxChildren: 1}).ForGame(chess.NewPosition()).Label(); strings.Contains(l, "mmc") {
		t.Errorf("k 1 is the rule before, labelled %q", l)
	}
	if l := (Config{Player: "uct", MinimaxChildren: 4}).Label(); strings.Contains(l, "mmc") {
		t.Fatalf("k without minimax is labelled: %q", l)
	}
	for _, k := range []int{-1, MaxMinimaxChildren + 1} {
		if _, err := New(Config{Player: "uct", Minimax: 0.5, MinimaxChildren: k}); err == nil || !strings.Contains(err.Error(), "minimax's children") {
			t.Errorf("MinimaxChildren %d: %v", k, err)
		}
	}
	p := mustPlayer(t, Config{Player: DefaultPlayer, MinimaxChildren: 4, Workers: 1, Budget: Budget{Rollouts: 300}}.ForGame(chess.NewPosition()))
	if _, err := p.Search(context.Background(), chess.NewPosition(), nil); err != nil {
		t.Fatal(err)
	}
}
