package uci

import (
	"bytes"
	"maps"
	"slices"
	"strings"
	"testing"

	"rollout/engine"
	"rollout/variants"
)

// A go searchmoves search of the default player is the default's
// search on fewer root moves: the same knowledge (evaluation, minimax,
// priors), the same info fields, and only a listed move in its table
// and its answer. Restricting by wrapping the position dropped every
// capability the wrapper did not forward: the evaluation was gone and
// the search was pure Monte Carlo at a thirtieth of the speed.
func TestSearchMovesKeepsThePlayer(t *testing.T) {
	var out bytes.Buffer
	s := NewSession(&out, "test")
	var results []engine.Result
	s.onResult = func(r engine.Result) { results = append(results, r) }
	var infos [][]string // each go's info lines
	for _, c := range []string{
		"setoption name Threads value 1",
		"position startpos moves e2e4 e7e5",
		"go nodes 1500",
		"ucinewgame",
		"position startpos moves e2e4 e7e5",
		"go nodes 1500 searchmoves a2a3 g1f3 f1c4",
	} {
		s.Handle(c)
		if s.done != nil {
			<-s.done
			s.cancel, s.done = nil, nil
		}
		if strings.HasPrefix(c, "go") {
			var lines []string
			for _, l := range strings.Split(out.String(), "\n") {
				if strings.HasPrefix(l, "info depth") {
					lines = append(lines, l)
				}
			}
			infos = append(infos, lines)
			out.Reset()
		}
	}
	s.stop()
	if len(results) != 2 {
		t.Fatalf("want 2 results, got %d", len(results))
	}
	all, kept := results[0], results[1]
	if kept.Policy != all.Policy || kept.Minimax != all.Minimax || !kept.Minimax {
		t.Errorf("restricted search: knowledge %q minimax %v, want the default's %q minimax %v", kept.Policy, kept.Minimax, all.Policy, all.Minimax)
	}
	if kept.Rollouts < all.Rollouts/2 || kept.SelDepth < 2 {
		t.Errorf("restricted search: %d iterations to seldepth %d, the whole root's %d", kept.Rollouts, kept.SelDepth, all.Rollouts)
	}
	allowed := []string{"a2a3", "g1f3", "f1c4"}
	if len(kept.Moves) != len(allowed) {
		t.Errorf("restricted table has %d moves, want %d", len(kept.Moves), len(allowed))
	}
	for _, m := range kept.Moves {
		if text := s.pos.EncodeMove(m.Move, variants.Canonical); !slices.Contains(allowed, text) {
			t.Errorf("restricted table lists %s", text)
		}
	}
	if text := s.pos.EncodeMove(kept.Move, variants.Canonical); !slices.Contains(allowed, text) {
		t.Errorf("restricted search chose %s", text)
	}
	if len(infos[0]) == 0 || len(infos[1]) == 0 {
		t.Fatalf("want info lines from both searches, got %q", infos)
	}
	a, b := infoFields(infos[0][len(infos[0])-1]), infoFields(infos[1][len(infos[1])-1])
	if !slices.Equal(slices.Sorted(maps.Keys(a)), slices.Sorted(maps.Keys(b))) || b["score"][0] != "cp" {
		t.Errorf("info fields %v, restricted %v", a, b)
	}
}
