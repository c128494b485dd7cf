package chess

import (
	"bufio"
	"os"
	"strings"
	"testing"
)

// mirrorFEN swaps the colours of a position: ranks reversed, pieces'
// case swapped, the other side to move, castling and en passant
// mirrored. An evaluation for the side to move must not change.
func mirrorFEN(fen string) string {
	f := strings.Fields(fen)
	ranks := strings.Split(f[0], "/")
	for i, j := 0, len(ranks)-1; i < j; i, j = i+1, j-1 {
		ranks[i], ranks[j] = ranks[j], ranks[i]
	}
	swap := func(s string) string {
		return strings.Map(func(r rune) rune {
			switch {
			case r >= 'a' && r <= 'z':
				return r - 'a' + 'A'
			case r >= 'A' && r <= 'Z':
				return r - 'A' + 'a'
			}
			return r
		}, s)
	}
	f[0] = swap(strings.Join(ranks, "/"))
	f[1] = map[string]string{"w": "b", "b": "w"}[f[1]]
	if f[2] != "-" {
		c := swap(f[2])
		var out []byte
		for _, k := range "KQkq" {
			if strings.ContainsRune(c, k) {
				out = append(out, byte(k))
			}
		}
		f[2] = string(out)
	}
	if f[3] != "-" {
		f[3] = string(f[3][0]) + map[byte]string{'3': "6", '6': "3"}[f[3][1]]
	}
	return strings.Join(f, " ")
}

// parseMirrored parses fen and its mirror (mirrorFEN), failing the test
// where either does not parse.
func parseMirrored(t testing.TB, fen string) (p, m *Position) {
	t.Helper()
	p, err := ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	m, err = ParseFEN(mirrorFEN(fen))
	if err != nil {
		t.Fatalf("%s mirrored: %v", fen, err)
	}
	return p, m
}

// checkSymmetric fails the test where an evaluation of kinds gives a
// position of fens another static value than its mirror.
func checkSymmetric(t *testing.T, fens []string, kinds ...evalKind) {
	t.Helper()
	for _, fen := range fens {
		for _, kind := range kinds {
			p, m := parseMirrored(t, fen)
			if a, b := p.b.evaluate(kind), m.b.evaluate(kind); a != b {
				t.Fatalf("%s: %s static %d, mirrored %d", evalNames[kind], fen, a, b)
			}
		}
	}
}

// suitePositions reads the positions of an EPD suite of the repository.
func suitePositions(t testing.TB, path string) []string {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' {
			continue
		}
		e, err := ParseEPD(line)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, e.Position.Encode())
	}
	return out
}

// The king-aware evaluation is colour-symmetric on every position of
// Win at Chess and of the openings file: a term counted for one side and
// not the other (a mask off by a rank) breaks it.
func TestEvalKingSymmetric(t *testing.T) {
	fens := append(suitePositions(t, "../../testdata/wac.epd"), suitePositions(t, "../../testdata/openings.epd")...)
	checkSymmetric(t, fens, evalStandard, evalKingSafe, evalKing2, evalKingTempo, evalKingDanger, evalKingNoStorm, evalKingChecks, evalKingFit, evalFittedPST, evalNet)
}

// Each term moves the value the way it should: the side with the
// property is better off by the king-aware evaluation than by the
// standard one, against the same position without it.
func TestEvalKingTerms(t *testing.T) {
	cases := []struct {
		name, with, without string
	}{
		// White castled short; in "without" its g- and h-pawns have
		// advanced two squares (the same material and table squares
		// nearly), opening the king.
		{"pawn shield", "r1bq1rk1/ppp2ppp/2np1n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQ1RK1 w - - 0 1",
			"r1bq1rk1/ppp2ppp/2np1n2/2b1p3/2B1P1PP/2NP1N2/PPP2P2/R1BQ1RK1 w - - 0 1"},
		{"attackers near the king", "6k1/5ppp/8/6N1/7Q/8/5PPP/6K1 w - - 0 1",
			"6k1/5ppp/8/8/8/8/5PPP/1NQ3K1 w - - 0 1"},
		{"passed pawn", "6k1/8/8/3P4/8/8/8/6K1 w - - 0 1", "6k1/8/4p3/3P4/8/8/8/6K1 w - - 0 1"},
		{"bishop pair", "4k3/pppppppp/8/8/8/8/PPPPPPPP/2B1KB2 w - - 0 1", "4k3/pppppppp/8/8/8/8/PPPPPPPP/2N1KB2 w - - 0 1"},
		{"rook on an open file", "4k3/pp3ppp/8/8/8/8/PP3PPP/3RK3 w - - 0 1", "4k3/pp2pppp/8/8/8/8/PP2PPPP/3RK3 w - - 0 1"},
	}
	for _, c := range cases {
		with, err := ParseFEN(c.with)
		if err != nil {
			t.Fatal(err)
		}
		without, err := ParseFEN(c.without)
		if err != nil {
			t.Fatal(err)
		}
		gain := func(p *Position) int32 { return p.b.staticKing() - p.b.static() }
		if gw, go_ := gain(with), gain(without); gw <= go_ {
			t.Errorf("%s: king-aware minus standard %d with it, %d without; want more with it", c.name, gw, go_)
		}
	}
}

// "king-tempo" is "king" plus the side to move's tempo, tapered from
// kingTempoMid with every piece on the board to kingTempoEnd with only
// kings and pawns, whichever side is to move; so the side that has just
// moved no longer stands a whole move better than after the reply.
func TestEvalKingTempo(t *testing.T) {
	for _, c := range []struct {
		name, fen string
		want      int32
	}{
		{"start, white to move", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", kingTempoMid},
		{"after 1.d4, black to move", "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1", kingTempoMid},
		{"king and pawns", "4k3/pppp4/8/8/8/8/4PPPP/4K3 w - - 0 1", kingTempoEnd},
		{"king and pawns, black to move", "4k3/pppp4/8/8/8/8/4PPPP/4K3 b - - 0 1", kingTempoEnd},
		// A rook and a knight a side: phase 6 of 24.
		{"half way", "1n2k2r/pppp4/8/8/8/8/4PPPP/1N2K2R w - - 0 1", (kingTempoMid*6 + kingTempoEnd*18) / 24},
	} {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.b.staticKingTempo() - p.b.staticKing(); got != c.want {
			t.Errorf("%s: king-tempo minus king %d, want %d", c.name, got, c.want)
		}
	}
	if kingTempoMid <= kingTempoEnd || kingTempoEnd <= 0 || kingTempoMid > 50 {
		t.Errorf("tempo %d, %d: want a bonus of at most half a pawn, larger in the middlegame", kingTempoMid, kingTempoEnd)
	}
	// The swing from White's side between 1.d4 (black to move) and
	// 1.d4 d5 (white to move) shrinks by two tempi.
	swing := func(name string) int {
		p := NewPosition()
		p.SetEval(name)
		d4, _ := p.DecodeMove("d2d4")
		p.Play(d4)
		afterWhite := -p.EvaluateCP()
		d5, _ := p.DecodeMove("d7d5")
		p.Play(d5)
		return afterWhite - p.EvaluateCP()
	}
	if k, kt := swing("king"), swing("king-tempo"); k-kt != 2*int(kingTempoMid) {
		t.Errorf("1.d4 then 1...d5 from White's side: king swings %d, king-tempo %d; want %d less", k, kt, 2*kingTempoMid)
	}
	p := NewPosition()
	if err := p.SetEval("king-tempo"); err != nil || p.Eval() != "king-tempo" {
		t.Fatalf("SetEval(king-tempo): %v, %s", err, p.Eval())
	}
}

// SetEval chooses the evaluation of a position and its copies; an
// unknown name changes nothing.
func TestSetEval(t *testing.T) {
	p, err := ParseFEN("r1bq1rk1/ppp2ppp/2np1n2/2b1p3/2B1P1PP/2NP1N2/PPP2P2/R1BQ1RK1 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	std := p.EvaluateCP()
	if err := p.SetEval("king"); err != nil || p.Eval() != "king" {
		t.Fatalf("SetEval(king): %v, %s", err, p.Eval())
	}
	king := p.EvaluateCP()
	if king == std {
		t.Fatalf("both evaluations say %d", std)
	}
	c := p.Clone().(*Position)
	var d Position
	d.CopyFrom(p)
	if c.EvaluateCP() != king || d.EvaluateCP() != king {
		t.Fatal("a copy lost the evaluation's version")
	}
	if err := p.SetEval("nonsense"); err == nil || !strings.HasPrefix(err.Error(), "chess: ") || p.Eval() != "king" {
		t.Fatalf("SetEval(nonsense): %v, now %s", err, p.Eval())
	}
	if err := p.SetEval(""); err != nil || p.EvaluateCP() != std {
		t.Fatalf("SetEval(\"\"): %v", err)
	}
}

func TestEvalKingAllocs(t *testing.T) {
	p, err := ParseFEN("r1bq1rk1/ppp2ppp/2np1n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQ1RK1 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	for _, kind := range []string{"king", "king2", "king-tempo", "king-danger", "king-nostorm", "king-checks", "king-fit", "fitted-pst", "net"} {
		p.SetEval(kind)
		if n := testing.AllocsPerRun(100, func() { p.Evaluate() }); n != 0 {
			t.Fatalf("Evaluate (%s) allocates %v times", kind, n)
		}
	}
}

// BenchmarkStatic times one static evaluation (no capture resolution) of
// each kind over the Win at Chess positions; BenchmarkEvaluateKinds the whole
// Evaluate, quiescence included, as the eval estimator calls it.
func BenchmarkStatic(b *testing.B) {
	benchStatic(b, []string{"wac"}, evalStandard, evalKingSafe, evalKing2, evalKingTempo, evalKingFit, evalPiecesPassers, evalFittedPST, evalNet)
}

// benchStatic times, a sub-benchmark a kind, one static evaluation of
// kinds over the positions of the suites (testdata/NAME.epd).
func benchStatic(b *testing.B, suites []string, kinds ...evalKind) {
	for _, kind := range kinds {
		b.Run(evalNames[kind], func(b *testing.B) {
			var boards []board
			for _, suite := range suites {
				for _, fen := range suitePositions(b, "../../testdata/"+suite+".epd") {
					p, _ := ParseFEN(fen)
					boards = append(boards, p.b)
				}
			}
			b.ReportAllocs()
			b.ResetTimer()
			var sink int32
			for i := 0; i < b.N; i++ {
				sink += boards[i%len(boards)].evaluate(kind)
			}
			_ = sink
		})
	}
}

func BenchmarkEvaluateKinds(b *testing.B) {
	for _, kind := range []evalKind{evalStandard, evalKingSafe, evalKing2, evalKingTempo, evalKingFit, evalPiecesPassers, evalFittedPST, evalNet} {
		b.Run(evalNames[kind], func(b *testing.B) {
			benchEvaluate(b, wacPositions(b, func(p *Position) { p.eval = kind }))
		})
	}
}

// wacPositions are the Win at Chess positions, each set up by set.
func wacPositions(b *testing.B, set func(p *Position)) []*Position {
	var ps []*Position
	for _, fen := range suitePositions(b, "../../testdata/wac.epd") {
		p, _ := ParseFEN(fen)
		set(p)
		ps = append(ps, p)
	}
	return ps
}

// benchEvaluate times Evaluate of ps in turn, a position an op.
func benchEvaluate(b *testing.B, ps []*Position) {
	b.ReportAllocs()
	b.ResetTimer()
	var sink float64
	for i := 0; i < b.N; i++ {
		sink += ps[i%len(ps)].Evaluate()
	}
	_ = sink
}
