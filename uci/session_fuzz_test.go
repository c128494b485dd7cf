package uci

import (
	"bytes"
	"slices"
	"strings"
	"testing"
)

// FuzzSession feeds arbitrary command scripts to a session (searches
// capped at a few rollouts): it never panics, every go gets exactly one
// bestmove, and that move is legal in the position the go searched, or
// 0000 when the position has no legal move. Seeds are in
// testdata/fuzz/FuzzSession.
func FuzzSession(f *testing.F) {
	f.Add("uci\nisready\nposition startpos moves e2e4 e7e5\ngo nodes 10\n")
	f.Add("position fen 4k3/8/8/8/8/8/4P3/4K3 w - - 100 80\ngo movetime 0\ngo wtime -1 btime 5 searchmoves e2e3 e1d1\n")
	f.Fuzz(func(t *testing.T, script string) {
		var out bytes.Buffer
		s := NewSession(&out, "fuzz")
		s.maxRollouts = 20
		// uct makes its tree's arena at the node budget: a small one keeps
		// each input from allocating (and clearing) a hundred megabytes.
		s.cfg.NodeBudget = 1 << 12
		lines := strings.Split(script, "\n")
		if len(lines) > 40 {
			lines = lines[:40]
		}
		for _, line := range lines {
			fields := strings.Fields(line)
			isGo := len(fields) > 0 && fields[0] == "go"
			if len(fields) > 1 && fields[0] == "setoption" && (strings.Contains(strings.ToLower(line), "threads") || strings.Contains(strings.ToLower(line), "nodebudget")) {
				continue // many workers or a large tree only slow the fuzzer down
			}
			pos := s.pos.Clone()
			before := out.Len()
			if !s.Handle(line) {
				break
			}
			if isGo && slices.Contains(fields, "ponder") {
				s.Handle("stop") // a ponder answers at stop (or ponderhit), never by itself
			}
			if s.done != nil {
				<-s.done
				s.cancel, s.done = nil, nil
			}
			moves := bestmoves(out.String()[before:])
			if !isGo {
				if len(moves) != 0 {
					t.Fatalf("%q printed bestmove %v", line, moves)
				}
				continue
			}
			if len(moves) != 1 {
				t.Fatalf("%q printed %d bestmoves:\n%s", line, len(moves), out.String()[before:])
			}
			legal := pos.LegalMoves(nil)
			if moves[0] == "0000" {
				if len(legal) > 0 {
					t.Fatalf("%q in %s: 0000 with %d legal moves", line, pos.Encode(), len(legal))
				}
				continue
			}
			m, err := pos.DecodeMove(moves[0])
			if err != nil {
				t.Fatalf("%q in %s: bestmove %s: %v", line, pos.Encode(), moves[0], err)
			}
			found := false
			for _, l := range legal {
				found = found || l == m
			}
			if !found {
				t.Fatalf("%q in %s: bestmove %s is not legal", line, pos.Encode(), moves[0])
			}
		}
	})
}
