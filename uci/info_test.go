package uci

import (
	"strconv"
	"strings"
	"testing"

	"rollout/variants/chess"
)

// infoFields reads an info line's fields: each keyword's words up to the
// next keyword (pv: to the end).
func infoFields(line string) map[string][]string {
	keys := map[string]bool{"depth": true, "seldepth": true, "multipv": true, "score": true, "wdl": true,
		"nodes": true, "nps": true, "hashfull": true, "time": true, "pv": true}
	f := map[string][]string{}
	key := ""
	for _, w := range strings.Fields(line)[1:] {
		if keys[w] && key != "pv" {
			key = w
			f[key] = []string{}
			continue
		}
		f[key] = append(f[key], w)
	}
	return f
}

// lastInfo is the output's last info line that is not an info string.
func lastInfo(t *testing.T, out string) map[string][]string {
	t.Helper()
	var last string
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, "info ") && !strings.HasPrefix(l, "info string") {
			last = l
		}
	}
	if last == "" {
		t.Fatalf("no info line:\n%s", out)
	}
	return infoFields(last)
}

func atoiT(t *testing.T, s []string) int {
	t.Helper()
	if len(s) != 1 {
		t.Fatalf("want one number, got %q", s)
	}
	n, err := strconv.Atoi(s[0])
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// checkWDL checks that an info line's wdl agrees with its score: a mate
// for the mover is 1000 0 0 (0 0 1000 when mated); a cp score is the
// expected score w + d/2 read on Centipawns' curve, within the rounding
// of thousandths.
func checkWDL(t *testing.T, f map[string][]string) {
	t.Helper()
	score, wdl := f["score"], f["wdl"]
	if len(score) != 2 || len(wdl) != 3 {
		t.Fatalf("score %q, wdl %q", score, wdl)
	}
	w, d, l := atoiT(t, wdl[:1]), atoiT(t, wdl[1:2]), atoiT(t, wdl[2:])
	if w+d+l != 1000 || w < 0 || d < 0 || l < 0 {
		t.Fatalf("wdl %d %d %d", w, d, l)
	}
	n := atoiT(t, score[1:])
	switch score[0] {
	case "mate":
		if n > 0 && w != 1000 || n < 0 && l != 1000 {
			t.Errorf("score mate %d with wdl %d %d %d", n, w, d, l)
		}
	case "cp":
		lo := Centipawns(2*(float64(w)+float64(d)/2-1)/1000 - 1)
		hi := Centipawns(2*(float64(w)+float64(d)/2+1)/1000 - 1)
		if n < lo-1 || n > hi+1 {
			t.Errorf("score cp %d with wdl %d %d %d (cp %d to %d)", n, w, d, l, lo, hi)
		}
	default:
		t.Errorf("score %q", score)
	}
}

// The info lines give what a GUI shows: depth is the
// principal variation's length and pv the tree's variation (legal from
// the position), seldepth at least the depth, hashfull the share of the
// node budget used, and wdl agreeing with the score. From the start
// position, 20,000 iterations of the default player (a node budget, so
// a slow machine or -race searches as far) give a variation of at least
// 4 plies; a mate in one reads mate 1 and wdl 1000 0 0. (By hand, go
// movetime 1000 gave depth 9 seldepth 12 at load 21: docs/uci.md.)
func TestInfoDepthPVAndWDL(t *testing.T) {
	out := run(t, "setoption name Threads value 1", "position startpos", "go nodes 20000")
	f := lastInfo(t, out)
	depth, pv := atoiT(t, f["depth"]), f["pv"]
	if depth < 4 || len(pv) != depth || atoiT(t, f["seldepth"]) < depth || atoiT(t, f["multipv"]) != 1 {
		t.Fatalf("depth %d, seldepth %v, pv %v: want depth 4 or more, the pv as long, seldepth no less:\n%s", depth, f["seldepth"], pv, out)
	}
	if h := atoiT(t, f["hashfull"]); h <= 0 || h > 1000 {
		t.Errorf("hashfull %d", h)
	}
	p := chess.Variant.Start()
	for _, m := range pv {
		mv, err := p.DecodeMove(m)
		if err != nil {
			t.Fatalf("pv %v: %v", pv, err)
		}
		p.Play(mv)
	}
	if bm := bestmoves(out); len(bm) != 1 || bm[0] != pv[0] {
		t.Errorf("bestmove %v, pv %v", bm, pv)
	}
	checkWDL(t, f)

	out = run(t, "setoption name Seed value 3", "position fen 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", "go nodes 4000")
	f = lastInfo(t, out)
	if strings.Join(f["score"], " ") != "mate 1" || strings.Join(f["wdl"], " ") != "1000 0 0" {
		t.Errorf("a mate in one: score %v wdl %v:\n%s", f["score"], f["wdl"], out)
	}
}

// MultiPV N prints N lines for each report, multipv 1 the chosen move's,
// each with its own pv; a bad value is refused and changes nothing.
func TestMultiPV(t *testing.T) {
	out := run(t, "setoption name Threads value 1", "setoption name MultiPV value 3", "position startpos", "go nodes 5000")
	var lines []map[string][]string
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, "info depth") {
			lines = append(lines, infoFields(l))
		}
	}
	if len(lines) < 3 {
		t.Fatalf("want 3 lines or more:\n%s", out)
	}
	last := lines[len(lines)-3:]
	firsts := map[string]bool{}
	for i, f := range last {
		if atoiT(t, f["multipv"]) != i+1 || len(f["pv"]) == 0 {
			t.Fatalf("line %d: %v", i+1, f)
		}
		firsts[f["pv"][0]] = true
		checkWDL(t, f)
	}
	if len(firsts) != 3 || bestmoves(out)[0] != last[0]["pv"][0] {
		t.Errorf("three lines of three moves, the first the bestmove:\n%s", out)
	}
	for _, v := range []string{"0", "9", "x", "NaN"} {
		out := run(t, "setoption name MultiPV value "+v)
		if !strings.Contains(out, "setoption MultiPV "+strconv.Quote(v)+": want a whole number from 1 to 8; unchanged") {
			t.Errorf("MultiPV %s: %s", v, out)
		}
	}
}

// go depth N ends the search once the chosen move's principal variation
// is N plies long, where it used to be ignored for the default 10 s (a
// GUI asking depth 1 waited 10 s): the last info line has depth N or
// more, and the search ended long before its movetime of a minute.
func TestGoDepthEndsAtTheDepth(t *testing.T) {
	out := run(t, "setoption name Threads value 1", "position startpos", "go depth 3 movetime 60000")
	f := lastInfo(t, out)
	if d := atoiT(t, f["depth"]); d < 3 || len(f["pv"]) != d {
		t.Fatalf("depth %d, pv %v: want 3 or more, the pv as long:\n%s", d, f["pv"], out)
	}
	if ms := atoiT(t, f["time"]); ms >= 60000 {
		t.Errorf("the search ran %d ms, its whole movetime: the depth did not end it", ms)
	}
	if !strings.Contains(out, "bestmove ") || strings.Count(out, "bestmove ") != 1 {
		t.Errorf("want exactly one bestmove:\n%s", out)
	}
}

// The only legal move is answered without a search: its info line has
// no score and no wdl ("score cp 0 wdl 0 1000 0" said a position a mate
// in one from lost was level), and a searched move's line has both.
func TestForcedMoveHasNoScore(t *testing.T) {
	out := run(t, "position fen k7/8/1K6/8/8/8/8/7R b - - 0 1", "go movetime 100")
	var infos []string
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, "info depth") {
			infos = append(infos, l)
		}
	}
	if len(infos) == 0 || !strings.Contains(out, "bestmove a8b8") {
		t.Fatalf("no info line or not a8b8:\n%s", out)
	}
	for _, l := range infos {
		if strings.Contains(l, " score ") || strings.Contains(l, " wdl ") || !strings.HasSuffix(l, " pv a8b8") {
			t.Errorf("forced move: %q", l)
		}
	}
	if f := lastInfo(t, run(t, "position startpos", "go nodes 200")); len(f["score"]) != 2 || len(f["wdl"]) != 3 {
		t.Errorf("a searched move's fields: %v", f)
	}
}
