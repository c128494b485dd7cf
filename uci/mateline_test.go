package uci

import (
	"strconv"
	"strings"
	"testing"

	"rollout/engine"
	"rollout/variants"
	"rollout/variants/chess"
)

// A mate the tree proved where it never made the line's nodes (the
// tactical search's proof of a quiet move's mate, the proof table) was
// shown with a one-move pv: "position fen 3k4/8/3K4/8/8/8/8/3R4 w" then
// "go movetime 1000" ended "score mate 3 ... pv d1a1". A proven move's
// line is now searched to the mate: 2N-1 plies for a mate in N (2N when
// mated), the shortest mate against the longest defence, and the score
// is the mate the line shows. Lengths from Stockfish 16 (go depth 12).
func TestMateLineIsTheWholeMate(t *testing.T) {
	for _, c := range []struct {
		name, fen, first string
		proof, want      int // the tree's proof; the line's plies, signed as it
	}{
		{"mate in one", "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", "a1a8", 1, 1},
		{"mate in two, quiet", "7k/8/5K2/8/8/8/8/6R1 w - - 0 1", "f6f7", 3, 3},
		{"mate in two, checks", "r4r1k/6pp/7N/8/8/1Q6/8/7K w - - 0 1", "b3g8", 3, 3},
		{"mate in three, quiet", "3k4/8/3K4/8/8/8/8/3R4 w - - 0 1", "d1a1", 5, 5},
		{"mate in three, quiet then checks", "r5rk/5p1p/5R2/4B3/8/8/7P/7K w - - 0 1", "f6a6", 5, 5},
		// Claimed a move short, the line shows the mate's own length.
		{"a proof a move short", "7k/8/5K2/8/8/8/8/6R1 w - - 0 1", "f6f7", 1, 3},
		{"mated in one", "K7/2k5/8/8/8/8/4P3/7r w - - 0 1", "e2e4", -2, -2},
		{"mated in two", "k7/8/1K6/8/8/8/8/1Q6 b - - 0 1", "a8b8", -4, -4},
		{"mated in three", "7k/8/5K2/8/8/8/8/6R1 b - - 0 1", "h8h7", -6, -6},
	} {
		pos, err := chess.Variant.Parse(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := pos.DecodeMove(c.first)
		if err != nil {
			t.Fatal(err)
		}
		pv, shown := mateLines{}.provenPV(pos, engine.MoveStats{Move: m, Proof: c.proof}, nil)
		if shown != c.want || len(pv) != max(c.want, -c.want) {
			t.Errorf("%s: pv %v shows proof %d, want %d plies", c.name, pv, shown, c.want)
			continue
		}
		p := pos.Clone()
		for _, s := range pv {
			mv, err := p.DecodeMove(s)
			if err != nil {
				t.Fatalf("%s: pv %v: %v", c.name, pv, err)
			}
			p.Play(mv)
		}
		if o := p.Outcome(); o.Reason != variants.Checkmate {
			t.Errorf("%s: pv %v does not end in mate (%v)", c.name, pv, o)
		}
	}
}

// A proof no line shows claims no mate: its score is its mean.
func TestMateNotShownIsNotClaimed(t *testing.T) {
	pos := chess.Variant.Start()
	m, err := pos.DecodeMove("e2e4")
	if err != nil {
		t.Fatal(err)
	}
	ms := engine.MoveStats{Move: m, Proof: 3, Mean: 0.1, Rollouts: 10}
	pv, shown := mateLines{}.provenPV(pos, ms, nil)
	if shown != 0 || len(pv) != 1 {
		t.Fatalf("pv %v shows proof %d, want e2e4 alone and no proof", pv, shown)
	}
	var out strings.Builder
	s := NewSession(&out, "test")
	s.info(pos, engine.Snapshot{BestText: "e4", Best: m, Moves: []engine.MoveStats{ms}}, infoOpts{multiPV: 1})
	if strings.Contains(out.String(), "mate") || !strings.Contains(out.String(), "score cp ") {
		t.Fatalf("info claims a mate its pv does not show:\n%s", out.String())
	}
}

// Through the session, as a GUI reads it: every "score mate N" comes
// with a pv of 2N-1 moves that ends in mate.
func TestSessionMateScoresShowTheMate(t *testing.T) {
	for _, fen := range []string{"3k4/8/3K4/8/8/8/8/3R4 w - - 0 1", "7k/8/5K2/8/8/8/8/6R1 w - - 0 1", "r5rk/5p1p/5R2/4B3/8/8/7P/7K w - - 0 1"} {
		out := run(t, "setoption name Threads value 1", "position fen "+fen, "go nodes 20000")
		mates := 0
		for _, line := range strings.Split(out, "\n") {
			f := strings.Fields(line)
			i := indexOf(f, "mate")
			if len(f) == 0 || f[0] != "info" || i < 0 || i+1 >= len(f) {
				continue
			}
			n, err := strconv.Atoi(f[i+1])
			if err != nil || n <= 0 {
				t.Fatalf("%s: %q: want a mate for the side to move", fen, line)
			}
			mates++
			pv := f[indexOf(f, "pv")+1:]
			if len(pv) != 2*n-1 {
				t.Errorf("%s: %q: mate %d with a pv of %d moves", fen, line, n, len(pv))
			}
		}
		if mates == 0 {
			t.Errorf("%s: no info line claims the mate:\n%s", fen, out)
		}
	}
}

// indexOf is the index of s in f, -1 where it is absent.
func indexOf(f []string, s string) int {
	for i, x := range f {
		if x == s {
			return i
		}
	}
	return -1
}
