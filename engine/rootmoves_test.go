package engine

import (
	"context"
	"slices"
	"strings"
	"testing"

	"rollout/variants"
	"rollout/variants/chess"
)

// Config.RootMoves keeps every player to the moves it lists: its table
// lists only them, it chooses one of them, and the search below them is
// the player's own. alphabeta, whose game searches the whole root,
// refuses a restriction rather than ignore it.
func TestRootMoves(t *testing.T) {
	pos := chess.Variant.Start()
	const asked = "a2a3 h2h4 b1a3 e2e5" // e2e5 is not legal
	var only []variants.Move
	for _, text := range strings.Fields(asked) {
		if m, err := pos.DecodeMove(text); err == nil {
			only = append(only, m)
		}
	}
	for _, c := range []struct {
		name string
		cfg  Config
	}{
		{"default", Config{Player: DefaultPlayer, Workers: 1}},
		{"default, a shared tree", Config{Player: DefaultPlayer, Workers: 2, Parallel: ParallelTree}},
		{"uct", Config{Player: "uct", Workers: 1}},
		{"flat", Config{Player: "flat", Workers: 1}},
		{"roulette", Config{Player: "roulette", Workers: 1}},
		{"searchlight", Config{Player: "searchlight", Workers: 1}},
		{"random", Config{Player: "random", Workers: 1}},
		{"alphabeta", Config{Player: AlphaBetaPlayer, Workers: 1}},
	} {
		cfg := c.cfg.ForGame(pos)
		cfg.Budget = Budget{Rollouts: 600}
		cfg.RootMoves = asked
		p, err := New(cfg)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		res, err := p.Search(context.Background(), pos.Clone(), nil)
		if c.cfg.Player == AlphaBetaPlayer {
			if err == nil {
				t.Errorf("%s: a restricted search was not refused", c.name)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if !slices.Contains(only, res.Move) {
			t.Errorf("%s chose %s", c.name, res.MoveText)
		}
		if len(res.Moves) != len(only) {
			t.Errorf("%s: table of %d moves, want %d", c.name, len(res.Moves), len(only))
		}
		for _, m := range res.Moves {
			if !slices.Contains(only, m.Move) {
				t.Errorf("%s: table lists %s", c.name, m.Text)
			}
		}
	}
	// None legal is an error, not a search of every move.
	cfg := Config{Player: "uct", Workers: 1, Budget: Budget{Rollouts: 10}}
	cfg.RootMoves = "e2e5 a1a1 junk"
	p, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.Search(context.Background(), pos.Clone(), nil); err == nil {
		t.Error("no legal root move: want an error")
	}
}

// A kept tree is grown afresh after a restricted search: the next
// search of the same position lists every legal move.
func TestRootMovesThenAll(t *testing.T) {
	pos := chess.Variant.Start()
	cfg := Config{Player: DefaultPlayer, Workers: 1, Budget: Budget{Rollouts: 300}}.ForGame(pos)
	cfg.RootMoves = "e2e4 a2a3"
	p, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.Search(context.Background(), pos.Clone(), nil); err != nil {
		t.Fatal(err)
	}
	u := p.(*uct)
	u.cfg.RootMoves = ""
	res, err := p.Search(context.Background(), pos.Clone(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Moves) != 20 {
		t.Fatalf("after a restricted search: %d moves, want 20", len(res.Moves))
	}
}
