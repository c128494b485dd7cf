package client

import (
	"math"
	"strings"
	"testing"

	"rollout/variants/chess"
)

// FuzzParseInfo feeds arbitrary engine output lines to the info parser
// and to the snapshot tracker: neither panics; a line is an info line
// exactly when its first word is "info"; counts are never negative, the
// mean stays in [-1, 1], and the tracker's best move is always a legal
// one. Seeds are in testdata/fuzz/FuzzParseInfo.
func FuzzParseInfo(f *testing.F) {
	f.Add("info depth 12 seldepth 18 multipv 1 score cp 34 wdl 120 800 80 nodes 50000 nps 1000000 time 50 pv e2e4 e7e5")
	f.Add("info score mate -3 lowerbound pv g1f3")
	pos := chess.Variant.Start()
	moves := pos.LegalMoves(nil)
	f.Fuzz(func(t *testing.T, line string) {
		in, ok := ParseInfo(line)
		words := strings.Fields(line)
		if ok != (len(words) > 0 && words[0] == "info") {
			t.Fatalf("ok = %v for %q", ok, line)
		}
		if in.Depth < 0 || in.SelDepth < 0 || in.MultiPV < 0 || in.Nodes < 0 || in.NPS < 0 || in.Time < 0 {
			t.Fatalf("negative count in %+v", in)
		}
		if m := in.Mean(); math.IsNaN(m) || m < -1 || m > 1 {
			t.Fatalf("mean %v for %q", m, line)
		}
		tr := newTracker("fuzz", pos, moves, GoParams{Nodes: 100})
		tr.add(in)
		if tr.snap.BestText != "" && !legal(pos, tr.snap.Best) {
			t.Fatalf("tracker chose illegal %v from %q", tr.snap.Best, line)
		}
	})
}
