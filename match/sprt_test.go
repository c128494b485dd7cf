package match

import (
	"context"
	"math"
	"strings"
	"testing"

	"rollout/engine"
	"rollout/variants"
	"rollout/variants/tictactoe"
)

func TestParseSPRT(t *testing.T) {
	good := []struct {
		in   string
		want SPRT
	}{
		{"0,10", SPRT{0, 10, 0.05, 0.05}},
		{"-5, 5", SPRT{-5, 5, 0.05, 0.05}},
		{"0,5,0.1,0.2", SPRT{0, 5, 0.1, 0.2}},
	}
	for _, c := range good {
		got, err := ParseSPRT(c.in)
		if err != nil || got != c.want {
			t.Errorf("ParseSPRT(%q) = %+v, %v; want %+v", c.in, got, err, c.want)
		}
	}
	bad := []struct{ in, says string }{
		{"", "want elo0,elo1"},
		{"5", "want elo0,elo1"},
		{"0,5,0.05", "want elo0,elo1"},
		{"x,5", `elo0 "x" is not a number`},
		{"0,NaN", "elo1"},
		{"0,Inf", "elo1"},
		{"5,5", "must be below"},
		{"10,0", "must be below"},
		{"0,5000", "within"},
		{"0,5,0,0.05", "alpha must lie in (0, 1)"},
		{"0,5,1,0.05", "alpha must lie in (0, 1)"},
		{"0,5,0.05,-1", "beta must lie in (0, 1)"},
		{"0,5,0.6,0.5", "alpha + beta"},
		{strings.Repeat("9", 500) + ",1", "bytes)"},
	}
	for _, c := range bad {
		_, err := ParseSPRT(c.in)
		if err == nil || !strings.Contains(err.Error(), c.says) || strings.Contains(err.Error(), "\n") {
			t.Errorf("ParseSPRT(%.20q): error %v, want one line saying %q", c.in, err, c.says)
		}
	}
}

// Wald's bounds at alpha = beta = 0.05 are ±ln 19 = ±2.944, as fishtest,
// fastchess and cutechess print them.
func TestSPRTBounds(t *testing.T) {
	s := SPRT{0, 5, 0.05, 0.05}
	if math.Abs(s.Lower()+2.944439) > 1e-5 || math.Abs(s.Upper()-2.944439) > 1e-5 {
		t.Fatalf("bounds %v %v, want ±2.944439", s.Lower(), s.Upper())
	}
	s = SPRT{0, 5, 0.01, 0.1}
	if math.Abs(s.Lower()-math.Log(0.1/0.99)) > 1e-12 || math.Abs(s.Upper()-math.Log(0.9/0.01)) > 1e-12 {
		t.Fatalf("bounds %v %v", s.Lower(), s.Upper())
	}
}

// The ratio against figures computed apart from this code: "exact" by a
// separate implementation of fishtest's maximum-likelihood GSPRT (Newton's
// method on the Lagrange multiplier, in Python), "approx" by the normal
// approximation n·(s1-s0)·(2m-s0-s1)/(2v) by hand. For these sample sizes
// the two agree within 1.5%.
func TestLLRKnownValues(t *testing.T) {
	tri := []float64{0, 0.5, 1}
	pent := []float64{0, 0.25, 0.5, 0.75, 1}
	cases := []struct {
		name          string
		elo0, elo1    float64
		counts, score []float64
		exact, approx float64
	}{
		// L, D, W: 16990 games at about +5 Elo.
		{"trinomial", 0, 3, []float64{4063, 8620, 4307}, tri, 2.99129, 2.99221},
		{"pentanomial", 0, 5, []float64{30, 150, 400, 190, 40}, pent, 1.81694, 1.83086},
		{"pentanomial, negative elo0", -5, 10, []float64{5, 40, 120, 60, 15}, pent, 4.26238, 4.36865},
		{"trinomial, ten games", 0, 10, []float64{3, 2, 5}, tri, 0.0668367, -1},
	}
	for _, c := range cases {
		s := SPRT{c.elo0, c.elo1, 0.05, 0.05}
		if got := s.llr(c.counts, c.score); math.Abs(got-c.exact) > 1e-4 {
			t.Errorf("%s: LLR %.6f, want %.6f", c.name, got, c.exact)
		}
		if c.approx < 0 {
			continue
		}
		if got := s.llrApprox(c.counts, c.score); math.Abs(got-c.approx) > 1e-4 {
			t.Errorf("%s: approximate LLR %.6f, want %.6f", c.name, got, c.approx)
		}
	}
	// The exported forms count the right samples.
	s := SPRT{0, 3, 0.05, 0.05}
	if got := s.LLRTrinomial(WDL{W: 4307, D: 8620, L: 4063}); math.Abs(got-2.99129) > 1e-4 {
		t.Errorf("LLRTrinomial %v", got)
	}
	var p Pentanomial
	copy(p.P[:], []int{30, 150, 400, 190, 40})
	if got := (SPRT{0, 5, 0.05, 0.05}).LLRPentanomial(p); math.Abs(got-1.81694) > 1e-4 {
		t.Errorf("LLRPentanomial %v", got)
	}
}

// A sweep has no variance: the ratio stays finite and grows with the
// sweep, one or two wins do not decide a test, and many do.
func TestLLRSweep(t *testing.T) {
	s := SPRT{0, 10, 0.05, 0.05}
	one := s.LLRTrinomial(WDL{W: 1})
	two := s.LLRTrinomial(WDL{W: 2})
	if !(one > 0 && two > one && s.Verdict(two) == Continue) {
		t.Fatalf("sweeps of 1 and 2: LLR %v, %v", one, two)
	}
	if v := s.LLRTrinomial(WDL{W: 2000}); s.Verdict(v) != AcceptH1 || math.IsInf(v, 0) || math.IsNaN(v) {
		t.Fatalf("a sweep of 2000: LLR %v", v)
	}
	if v := s.LLRTrinomial(WDL{L: 2000}); s.Verdict(v) != AcceptH0 {
		t.Fatalf("2000 losses: LLR %v", v)
	}
	if v := s.LLRTrinomial(WDL{}); v != 0 {
		t.Fatalf("no games: LLR %v", v)
	}
}

func TestPentanomialAdd(t *testing.T) {
	var p Pentanomial
	for _, g := range [][2]float64{{0, 0}, {0.5, 0}, {1, 0}, {0.5, 0.5}, {0, 1}, {1, 0.5}, {1, 1}} {
		p.Add(g[0], g[1])
	}
	if p.P != [5]int{1, 1, 3, 1, 1} || p.Pairs() != 7 {
		t.Fatalf("pentanomial %v", p.P)
	}
}

// With an SPRT a match stops as soon as the test decides: a player that
// never loses at tic-tac-toe against a random one is found stronger long
// before the thousandth game, and a test of a gap far larger than the
// real one is decided for H0.
func TestMatchStopsBySPRT(t *testing.T) {
	cases := []struct {
		name string
		sprt SPRT
		want Verdict
	}{
		{"stronger", SPRT{0, 100, 0.05, 0.05}, AcceptH1},
		{"not that much stronger", SPRT{400, 600, 0.05, 0.05}, AcceptH0},
	}
	for _, c := range cases {
		sp := c.sprt
		played := 0
		m := Match{A: engine.Config{Player: "searchlight"}, B: engine.Config{Player: "random"}, Games: 1000, Seed: 3,
			Start: tictactoe.Variant.Start(), SPRT: &sp, OnGame: func(Game) { played++ }}
		mt, err := m.Play(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if got := sp.Verdict(sp.LLR(mt)); got != c.want || played >= 1000 || played != mt.Total(0).Games() {
			t.Fatalf("%s: %s after %d games (%+v), want %s well before 1000", c.name, got, played, mt.Total(0), c.want)
		}
	}
}

// Openings are played in pairs: games 2k and 2k+1 start from opening k
// (cycling), A on one side in the first and on the other in the second;
// the tally counts the pairs, and an SPRT stops only after a whole pair.
func TestMatchOpeningsPaired(t *testing.T) {
	var openings []variants.Position
	for _, text := range []string{"x2/3/3 o", "1x1/3/3 o", "3/1x1/3 o"} {
		p, err := tictactoe.Variant.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		openings = append(openings, p)
	}
	var starts []string
	var sides []variants.Side
	m := Match{A: engine.Config{Player: "searchlight"}, B: engine.Config{Player: "random"}, Games: 8, Seed: 1,
		Start: tictactoe.Variant.Start(), Openings: openings,
		OnGame: func(g Game) {
			starts = append(starts, g.Record.Start().Encode())
			sides = append(sides, g.ASide)
		}}
	mt, err := m.Play(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for i := range starts {
		if want := openings[(i/2)%3].Encode(); starts[i] != want {
			t.Errorf("game %d started from %s, want %s", i, starts[i], want)
		}
		if i%2 == 1 && sides[i] == sides[i-1] {
			t.Errorf("games %d and %d: A played %s in both", i-1, i, sides[i])
		}
	}
	if !mt.Paired || mt.Pairs.Pairs() != 4 || mt.Model() != "pentanomial" {
		t.Fatalf("pairs %+v (paired %v)", mt.Pairs, mt.Paired)
	}
	var pts float64
	for k, n := range mt.Pairs.P {
		pts += float64(k*n) / 2
	}
	if a := mt.Total(0); pts != a.Score() {
		t.Fatalf("pairs count %v points, the games %v", pts, a.Score())
	}

	sp := SPRT{0, 100, 0.05, 0.05}
	m.Games, m.SPRT, m.OnGame = 1000, &sp, nil
	mt, err = m.Play(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if n := mt.Total(0).Games(); n%2 != 0 || n >= 1000 || sp.Verdict(sp.LLR(mt)) != AcceptH1 {
		t.Fatalf("stopped after %d games, LLR %v", n, sp.LLR(mt))
	}

	m.Order = AFirst
	if _, err := m.Play(context.Background()); err == nil {
		t.Fatal("openings with A always first: no error")
	}
}

// A shard that starts in the middle of a pair counts only the pairs it
// holds whole.
func TestShardOpeningsPairs(t *testing.T) {
	start, err := tictactoe.Variant.Parse("x2/3/3 o")
	if err != nil {
		t.Fatal(err)
	}
	sh, err := ParseShard("2/2")
	if err != nil {
		t.Fatal(err)
	}
	m := Match{A: engine.Config{Player: "searchlight"}, B: engine.Config{Player: "random"}, Games: 6, Shard: sh,
		Start: start, Openings: []variants.Position{start}}
	lo, hi := sh.Range(6)
	if lo%2 == 0 {
		t.Fatalf("shard 2/2 of 6 games starts at %d: the test wants an odd start", lo)
	}
	mt, err := m.Play(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if want := (hi - lo - 1) / 2; mt.Pairs.Pairs() != want {
		t.Fatalf("games %d-%d: %d pairs, want %d", lo, hi, mt.Pairs.Pairs(), want)
	}
}
