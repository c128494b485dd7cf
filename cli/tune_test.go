package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"rollout/uci/client"
	"rollout/variants"
	"rollout/variants/chess"
)

// keepKingParams restores the "king-fit" weights a test's tune changed
// (they are the package's own) when the test ends.
func keepKingParams(t *testing.T) {
	params := chess.KingParams()
	saved := make([]int32, len(params))
	for i, p := range params {
		saved[i] = *p.P
	}
	t.Cleanup(func() {
		for i, p := range params {
			*p.P = saved[i]
		}
	})
}

// tune fits the king-aware weights to a file's games: the error it ends
// with is no larger than the one it starts from.
func TestTune(t *testing.T) {
	keepKingParams(t)
	code, out, errOut := run(t, "tune", "-games-pgn", "../testdata/lichess.pgn", "-passes", "1")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	m := regexp.MustCompile(`(?m)^error (\d\.\d+) -> (\d\.\d+)$`).FindStringSubmatch(out)
	if m == nil || !strings.HasPrefix(out, "positions: ") {
		t.Fatalf("output:\n%s", out)
	}
	before, _ := strconv.ParseFloat(m[1], 64)
	after, _ := strconv.ParseFloat(m[2], 64)
	if after > before {
		t.Fatalf("error rose from %v to %v", before, after)
	}
	bad := filepath.Join(t.TempDir(), "bad.epd")
	os.WriteFile(bad, []byte("8/8/8/8/8/8/8/K6k w - - bm Kb1;\n"), 0o644)
	for _, args := range [][]string{
		{"tune"},
		{"tune", "-games-pgn", "missing.pgn"},
		{"tune", "-games-pgn", "../testdata/lichess.pgn", "-passes", "0"},
		{"tune", "-games-pgn", "../testdata/lichess.pgn", "-label", "uci:stockfish"},
		{"tune", "-epd", bad},
		{"tune", "-epd", "missing.epd"},
		{"tune", "-epd", bad, "-holdout", "1"},
		{"tune", "-epd", bad, "-games-pgn", "../testdata/lichess.pgn"},
	} {
		if code, _, errOut := run(t, args...); code != 2 || strings.Count(strings.TrimSpace(errOut), "\n") > 0 {
			t.Errorf("%v: exit %d, %q", args, code, errOut)
		}
	}
}

// writeLabels writes fens as a file of labelled positions for tune
// -epd and returns its path: each position's ce is what label makes of
// its score by the evaluation eval (centipawns for the side to move),
// its game's id g0, g1, ... up to games.
func writeLabels(t *testing.T, fens []string, eval string, games int, label func(fen string, p *chess.Position, ce int) int) string {
	t.Helper()
	var lines []string
	for i, fen := range fens {
		p, err := chess.ParseFEN(fen + " 0 1")
		if err != nil {
			t.Fatal(err)
		}
		p.SetEval(eval)
		ce := label(fen, p, p.EvaluateCP())
		lines = append(lines, fen+" ce "+strconv.Itoa(ce)+"; id \"g"+strconv.Itoa(i%games)+"\";")
	}
	path := filepath.Join(t.TempDir(), "labels.epd")
	if err := os.WriteFile(path, []byte("# test labels\n"+strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// errorLine is the error before and after a fit, from tune's line
// "error 0.0123 -> 0.0100, held out ...".
func errorLine(t *testing.T, out string) (before, after float64) {
	t.Helper()
	m := regexp.MustCompile(`(?m)^error (\d\.\d+) -> (\d\.\d+), held out`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no error line in the output:\n%s", out)
	}
	before, _ = strconv.ParseFloat(m[1], 64)
	after, _ = strconv.ParseFloat(m[2], 64)
	return before, after
}

// tune -epd fits the weights to engine scores: on positions labelled by
// an evaluation that differs from king-fit's in the pawn's value, the
// training error falls, the pawn's value rises, and -check measures
// another file's error before and after.
func TestTuneEPD(t *testing.T) {
	keepKingParams(t)
	chess.KingFitFromTextbook() // the pawn's value starts at pieceCP's
	path := writeLabels(t, []string{
		"r1bq1rk1/ppp2ppp/2np1n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQ1RK1 w - -",
		"r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R w KQkq -",
		"4k3/ppp5/8/8/8/8/PPPP4/4K3 w - -",
		"4k3/pp6/8/8/8/8/PPPP4/4K3 b - -",
		"r3k3/ppp5/8/8/8/8/PPPP4/R3K3 w - -",
		"6k1/5ppp/8/8/8/8/1P3PPP/6K1 w - -",
		"6k1/5ppp/8/8/8/8/PP3PPP/6K1 b - -",
		"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq -",
	}, "king-fit", 4, func(fen string, _ *chess.Position, ce int) int {
		// The labels: a pawn worth 150, so the side with more pawns
		// stands better than king-fit says.
		pawns := strings.Count(strings.Fields(fen)[0], "P") - strings.Count(strings.Fields(fen)[0], "p")
		if strings.Fields(fen)[1] == "b" {
			pawns = -pawns
		}
		return ce + 50*pawns
	})
	code, out, errOut := run(t, "tune", "-epd", path, "-holdout", "0.3", "-passes", "3", "-check", path)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(out, "var kingFitted = evalWeights{") {
		t.Fatalf("output:\n%s", out)
	}
	before, after := errorLine(t, out)
	if after >= before {
		t.Fatalf("error did not fall: %v to %v\n%s", before, after, out)
	}
	// The other file (here the same one) is measured before and after.
	c := regexp.MustCompile(`(?m)^.*labels.epd \(8 positions\): error (\d\.\d+) -> (\d\.\d+)$`).FindStringSubmatch(out)
	if c == nil || c[2] >= c[1] {
		t.Fatalf("no -check line, or its error did not fall:\n%s", out)
	}
	if !regexp.MustCompile(`(?m)^matMid\[pawn\] 0 -> [1-9]|^matEnd\[pawn\] 0 -> [1-9]`).MatchString(out) {
		t.Fatalf("the pawn's value did not rise:\n%s", out)
	}
}

// tune -label writes each quiet position of the games once with the
// engine's score as ce and its game's id (Stockfish, when installed).
func TestTuneLabel(t *testing.T) {
	if !client.Available("stockfish") {
		t.Skip("no stockfish")
	}
	for _, how := range []string{"-label-depth=2", "-label-static"} {
		tuneLabel(t, how)
	}
}

// tuneLabel is TestTuneLabel with the labels' flag how.
func tuneLabel(t *testing.T, how string) {
	path := filepath.Join(t.TempDir(), "labels.epd")
	code, out, errOut := run(t, "tune", "-games-pgn", "../testdata/lichess.pgn", "-label", "uci:stockfish,Threads=1,timeout=60s",
		how, "-max", "5", "-save", path)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Split(strings.TrimSpace(string(data)), "\n")
	if len(got) != 6 || !strings.HasPrefix(got[0], "# 5 positions") || !strings.Contains(out, "labelled 5 of 5 positions") {
		t.Fatalf("output %q, file:\n%s", out, data)
	}
	for _, line := range got[1:] {
		e, err := chess.ParseEPD(line)
		if err != nil || len(e.Ops["ce"]) != 1 || !strings.HasPrefix(e.ID(), "g") {
			t.Fatalf("line %q: %v", line, err)
		}
		if _, err := strconv.Atoi(e.Ops["ce"][0]); err != nil {
			t.Fatalf("line %q: %v", line, err)
		}
	}
}

// tune -sample-leaves labels the quiet leaves of the default player's
// searches from a file's positions: each once, at most -sample-per a
// search, each with its start position's id (Stockfish, when
// installed).
func TestTuneSampleLeaves(t *testing.T) {
	if !client.Available("stockfish") {
		t.Skip("no stockfish")
	}
	starts := writeLabels(t, suiteFENs(t, "../testdata/openings.epd")[:3], "", 3, func(_ string, _ *chess.Position, ce int) int { return ce })
	path := filepath.Join(t.TempDir(), "leaves.epd")
	code, out, errOut := run(t, "tune", "-sample-leaves", starts, "-sample-iterations", "300", "-sample-per", "5",
		"-label", "uci:stockfish,Threads=1,timeout=60s", "-label-static", "-save", path)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")[1:]
	if len(lines) < 6 || len(lines) > 15 || !strings.Contains(out, "quiet leaves of 3 searches") {
		t.Fatalf("%d leaves, output %q", len(lines), out)
	}
	seen, per := map[string]bool{}, map[string]int{}
	for _, line := range lines {
		e, err := chess.ParseEPD(line)
		if err != nil || len(e.Ops["ce"]) != 1 {
			t.Fatalf("line %q: %v", line, err)
		}
		key := strings.Join(strings.Fields(line)[:4], " ")
		if seen[key] || e.Position.InCheck() || e.Position.Unquiet() > 30 || e.Position.Unquiet() < -30 {
			t.Fatalf("line %q: seen before, in check or not quiet", line)
		}
		seen[key] = true
		per[e.ID()]++
	}
	for id, n := range per {
		if !regexp.MustCompile(`^g[0-2]$`).MatchString(id) || n > 5 {
			t.Fatalf("%d leaves of id %q", n, id)
		}
	}
	for _, bad := range [][]string{{"-sample-per", "0"}, {"-games-pgn", "x.pgn"}} {
		args := append([]string{"tune", "-sample-leaves", starts, "-label", "uci:stockfish", "-label-static", "-save", path}, bad...)
		if code, _, errOut := run(t, args...); code == 0 || !strings.Contains(errOut, "-sample") {
			t.Fatalf("%v: exit %d, %q", bad, code, errOut)
		}
	}
}

// tune -relabel scores a labelled file's positions again, by a search
// where the file's were static: each position once, in order, its id
// kept, its ce the engine's (Stockfish, when installed).
func TestTuneRelabel(t *testing.T) {
	if !client.Available("stockfish") {
		t.Skip("no stockfish")
	}
	fens := suiteFENs(t, "../testdata/openings.epd")[:4]
	from := writeLabels(t, fens, "", 2, func(string, *chess.Position, int) int { return 12345 })
	path := filepath.Join(t.TempDir(), "relabelled.epd")
	code, out, errOut := run(t, "tune", "-relabel", from, "-label", "uci:stockfish,Threads=1,timeout=60s", "-label-depth", "4", "-save", path)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	if len(lines) != 5 || !strings.HasPrefix(lines[0], "# 4 positions of "+from) || !strings.Contains(out, "labelled 4 of 4 positions") {
		t.Fatalf("output %q, file:\n%s", out, data)
	}
	for i, line := range lines[1:] {
		e, err := chess.ParseEPD(line)
		if err != nil || !strings.HasPrefix(line, fens[i]+" ") || e.ID() != "g"+strconv.Itoa(i%2) {
			t.Fatalf("line %d %q: not %q's, or its id lost (%v)", i, line, fens[i], err)
		}
		if ce, err := strconv.Atoi(e.Ops["ce"][0]); err != nil || ce == 12345 {
			t.Fatalf("line %q: the old label kept (%v)", line, err)
		}
		// A search's label carries its best move, legal there, for
		// tune -prior-fit.
		if bm := e.Ops["bm"]; len(bm) != 1 {
			t.Fatalf("line %q: no best move", line)
		} else if _, err := e.Position.DecodeMove(bm[0]); err != nil {
			t.Fatalf("line %q: bm %v", line, err)
		}
	}
	for _, bad := range [][]string{{"-save", path}, {"-label", "uci:stockfish"}, {"-games-pgn", "x.pgn", "-label", "uci:stockfish", "-save", path},
		{"-label", "uci:stockfish", "-label-depth", "0", "-save", path}} {
		args := append([]string{"tune", "-relabel", from}, bad...)
		if code, _, errOut := run(t, args...); code != 2 || !strings.Contains(errOut, "tune: -") {
			t.Fatalf("%v: exit %d, %q", bad, code, errOut)
		}
	}
	if code, _, errOut := run(t, "tune", "-relabel", "/nonexist.epd", "-label", "uci:stockfish", "-save", path); code == 0 || !strings.Contains(errOut, "-relabel /nonexist.epd: no such file") {
		t.Fatalf("a missing file: exit %d, %q", code, errOut)
	}
}

// tune -epd -prior-fit fits the fitted quiet order to the files' best
// moves, measures it before and after, and writes it as Go; a record
// whose bm is not a legal move is an error that names its line.
func TestTunePriorFit(t *testing.T) {
	dir := t.TempDir()
	var lines []string
	for i, fen := range suiteFENs(t, "../testdata/openings.epd") {
		p, err := chess.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		moves := p.LegalMoves(nil)
		bm := p.EncodeMove(moves[i%len(moves)], variants.Display)
		lines = append(lines, fmt.Sprintf("%s bm %s; ce 0; id \"g%d\";", strings.Join(strings.Fields(fen)[:4], " "), bm, i%7))
	}
	path := filepath.Join(dir, "best.epd")
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "priorfitted.go")
	code, stdout, errOut := run(t, "tune", "-epd", path, "-prior-fit", "-prior-fit-epochs", "2", "-prior-fit-out", out)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{fmt.Sprintf("positions: %d with a best move", len(lines)), "held out: pst ", "held out: now ", "wrote " + out} {
		if !strings.Contains(stdout, want) {
			t.Fatalf("no %q in:\n%s", want, stdout)
		}
	}
	if src, err := os.ReadFile(out); err != nil || !strings.Contains(string(src), "var fittedExtra = fittedExtraWeights{") {
		t.Fatalf("the weights' file (%v):\n%s", err, src)
	}
	bad := filepath.Join(dir, "bad.epd")
	illegal := regexp.MustCompile(`bm [^;]*;`).ReplaceAllString(lines[1], "bm Ke5;")
	if err := os.WriteFile(bad, []byte(lines[0]+"\n"+illegal+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errOut := run(t, "tune", "-epd", bad, "-prior-fit"); code == 0 || !strings.Contains(errOut, "bad.epd line 2: bm") {
		t.Fatalf("an illegal bm: exit %d, %q", code, errOut)
	}
	if code, _, errOut := run(t, "tune", "-epd", path, "-prior-fit", "-net"); code != 2 || !strings.Contains(errOut, "three fits") {
		t.Fatalf("two fits: exit %d, %q", code, errOut)
	}
}
