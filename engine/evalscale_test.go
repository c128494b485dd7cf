package engine

import (
	"math"
	"strings"
	"testing"

	"rollout/variants"
	"rollout/variants/chess"
	"rollout/variants/connect4"
)

// Config.EvalScale is labelled, checked against the game and its
// range, and the search's own positions map centipawns to values by
// it, while the caller's keep the game's scale; prepared again without
// it, they map by the game's.
func TestConfigEvalScale(t *testing.T) {
	cfg := Config{Player: DefaultPlayer, EvalScale: 300}.ForGame(chess.NewPosition())
	if l := cfg.Label(); !strings.Contains(l, "+scale300") || !strings.Contains(cfg.Knowledge(), "evaluation scale 300 cp") {
		t.Fatalf("label %q, knowledge %q", l, cfg.Knowledge())
	}
	if l := (Config{Player: DefaultPlayer}).ForGame(chess.NewPosition()).Label(); strings.Contains(l, "scale") {
		t.Fatalf("the default's label %q names a scale", l)
	}
	checkSettingChecks(t, "CheckEvalScale", CheckEvalScale, []settingCase{
		{Config{}, chess.NewPosition(), ""},
		{Config{}, connect4.Variant.Start(), ""},
		{Config{EvalScale: 300}, chess.NewPosition(), ""},
		{Config{EvalScale: 50}, chess.NewPosition(), ""},
		{Config{EvalScale: 2000}, chess.NewPosition(), ""},
		{Config{EvalScale: 300}, connect4.Variant.Start(), "-eval-scale 300: connect4's evaluation has no centipawn scale (chess only)"},
		{Config{EvalScale: math.NaN()}, chess.NewPosition(), "evaluation scale NaN: want centipawns from 50 to 2000"},
		{Config{EvalScale: math.Inf(1)}, chess.NewPosition(), "want centipawns"},
		{Config{EvalScale: -400}, chess.NewPosition(), "want centipawns"},
		{Config{EvalScale: 10}, chess.NewPosition(), "want centipawns"},
		{Config{EvalScale: 1e9}, chess.NewPosition(), "want centipawns"},
	})
	for _, s := range []float64{math.NaN(), -1, 3000} {
		if _, err := New(Config{Player: "uct", EvalScale: s, Budget: Budget{Rollouts: 10}}); err == nil {
			t.Errorf("New with EvalScale %v: no error", s)
		}
	}
	pos, err := chess.ParseFEN("2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	checkTreeValues(t, pos, cfg, func(cp float64) float64 { return math.Tanh(cp * math.Ln10 / 600) })
}

// A settingCase is a configuration a Check function is asked about on
// a game's position: says is what its error says ("" accepted).
type settingCase struct {
	cfg  Config
	pos  variants.Position
	says string
}

// checkSettingChecks asks check (named name) about each case.
func checkSettingChecks(t *testing.T, name string, check func(Config, variants.Position) error, cases []settingCase) {
	t.Helper()
	for _, c := range cases {
		err := check(c.cfg, c.pos)
		if c.says == "" && err != nil || c.says != "" && (err == nil || !strings.Contains(err.Error(), c.says)) {
			t.Errorf("%s(%s, %s): %v, want %q", name, c.cfg.Label(), c.pos.Variant().Name, err, c.says)
		}
	}
}

// checkTreeValues prepares a tree on pos by cfg and checks that the
// tree's own positions (its root and its walk) evaluate to value(cp) of
// their centipawns, that the caller's pos is untouched, and that the
// walk, prepared again by the default player's configuration, evaluates
// on the pawn scale.
func checkTreeValues(t *testing.T, pos *chess.Position, cfg Config, value func(cp float64) float64) {
	t.Helper()
	def := pos.Evaluate()
	tr := newTree(1<<10, 0.35, false)
	tr.reset(pos)
	tr.prepare(pos, cfg, 1, 0)
	for _, p := range []variants.Position{tr.rootPos, tr.pos} {
		cp := float64(p.(*chess.Position).EvaluateCP()) // the default's evaluation and capture search
		want := value(cp)
		if got := p.(*chess.Position).Evaluate(); cp == 0 || math.Abs(got-want) > 1e-12 {
			t.Fatalf("the tree's positions evaluate %v at %g centipawns, want %v", got, cp, want)
		}
	}
	if pos.Evaluate() != def {
		t.Fatalf("the caller's position evaluates %v, want %v", pos.Evaluate(), def)
	}
	tr.prepare(pos, Config{Player: DefaultPlayer}.ForGame(pos), 1, 0)
	p := tr.pos.(*chess.Position)
	if got, want := p.Evaluate(), math.Tanh(float64(p.EvaluateCP())*math.Ln10/800); math.Abs(got-want) > 1e-12 {
		t.Fatalf("prepared again by the default's configuration, the walk evaluates %v, want %v", got, want)
	}
}

// Under Config.EvalScale the tree's values read back as the same
// centipawns on the pawn scale (pawnMean), so what a screen, UCI or
// PGN shows keeps its meaning; a proven ±1 stays; without a scale a
// value is kept as it is.
func TestPawnMean(t *testing.T) {
	for _, s := range []float64{250, 550} {
		cfg := Config{EvalScale: s}
		for _, cp := range []float64{-900, -300, -100, -7, 0, 28, 100, 450, 1000} {
			v := math.Tanh(cp * math.Ln10 / (2 * s))
			if got := variants.Centipawns(cfg.pawnMean(v)); math.Abs(float64(got)-cp) > 1 {
				t.Errorf("scale %g: %g centipawns read back as %d", s, cp, got)
			}
		}
		if cfg.pawnMean(1) != 1 || cfg.pawnMean(-1) != -1 {
			t.Errorf("scale %g: ±1 reads %v, %v", s, cfg.pawnMean(1), cfg.pawnMean(-1))
		}
		m := MoveStats{Rollouts: 10, Mean: 0.5, StdErr: 0.01, UCB: 0.6}
		cfg.pawnStats(&m)
		if m.Mean != cfg.pawnMean(0.5) || math.Abs(m.UCB-m.Mean-0.1) > 1e-12 || m.StdErr <= 0 {
			t.Errorf("scale %g: pawnStats gave %+v", s, m)
		}
	}
	for _, v := range []float64{-1, -0.3, 0, 0.28, 1} {
		if got := (Config{}).pawnMean(v); got != v {
			t.Errorf("no scale: %v reads %v", v, got)
		}
	}
	m := MoveStats{Rollouts: 10, Mean: 0.5, StdErr: 0.01, UCB: 0.6}
	if (Config{}).pawnStats(&m); m != (MoveStats{Rollouts: 10, Mean: 0.5, StdErr: 0.01, UCB: 0.6}) {
		t.Errorf("no scale: pawnStats changed %+v", m)
	}
}

// A player with an evaluation scale allocates nothing per warm
// iteration.
func TestEvalScaleIterationAllocatesNothing(t *testing.T) {
	tr := configuredTree(chess.NewPosition(), 1<<12, 100, Config{Player: DefaultPlayer, EvalScale: 300})
	if allocs := testing.AllocsPerRun(50, tr.iterate); allocs != 0 {
		t.Errorf("%v allocations per iteration", allocs)
	}
}
