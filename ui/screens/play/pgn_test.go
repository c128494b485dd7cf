package play

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/notnil/chess"

	"rollout/engine"
	"rollout/ui/game"
	"rollout/variants"
	"rollout/variants/registry"
)

// TestPGN plays a short chess game with an engine's comments, writes it,
// and reads it back with notnil/chess, the project's PGN oracle.
func TestPGN(t *testing.T) {
	v, err := registry.Lookup("chess")
	if err != nil {
		t.Skip("chess not registered")
	}
	tests := []struct {
		name, start string
		moves       []string
		want        []string
	}{
		{"fool's mate", "", []string{"f3", "e5", "g4", "Qh4#"},
			[]string{`[Result "0-1"]`, "1. f3 e5 2. g4 {flat 1000 rollouts, mean +0.500 +- 0.010}", "Qh4# 0-1", `[Termination "Black wins by checkmate"]`, `[White "flat 1 s"]`}},
		{"black to move first", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", []string{"e5", "Nf3"},
			[]string{`[SetUp "1"]`, `[FEN "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"]`, "1... e5 2. Nf3 {flat 1000 rollouts, mean +0.500 +- 0.010} *", `[Result "*"]`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			start := v.Start()
			if tt.start != "" {
				if start, err = v.Parse(tt.start); err != nil {
					t.Fatal(err)
				}
			}
			g, err := game.NewRecord(start, nil)
			if err != nil {
				t.Fatal(err)
			}
			for i, text := range tt.moves {
				m, err := g.Position().DecodeMove(text)
				if err != nil {
					t.Fatal(err)
				}
				c := ""
				if g.Position().ToMove() == 0 && i > 0 {
					c = "flat 1000 rollouts, mean +0.500 +- 0.010"
				}
				if err := g.Play(m, c, nil); err != nil {
					t.Fatal(err)
				}
			}
			cfg := game.GameConfig{Variant: v, OutDir: t.TempDir()}
			cfg.Sides[0].Engine = engine.Config{Player: "flat", Budget: engine.Budget{Time: time.Second}}
			cfg.Sides[1].Human = true
			path, err := savePGN(g, cfg)
			if err != nil {
				t.Fatal(err)
			}
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			text := string(data)
			for _, w := range tt.want {
				if !strings.Contains(text, w) {
					t.Errorf("PGN lacks %q:\n%s", w, text)
				}
			}
			read, err := chess.PGN(strings.NewReader(text))
			if err != nil {
				t.Fatalf("notnil/chess cannot read it: %v\n%s", err, text)
			}
			game := chess.NewGame(read)
			if n := len(game.Moves()); n != len(tt.moves) {
				t.Fatalf("notnil/chess read %d moves, want %d\n%s", n, len(tt.moves), text)
			}
			if path2, err := savePGN(g, cfg); err != nil || path2 == path {
				t.Fatalf("second save %q (%v) overwrote or failed", path2, err)
			}
		})
	}
}

// The PGN names a side's rollout policy in its tag, so the light policy
// is never taken for pure Monte Carlo.
func TestPGNTagNamesThePolicy(t *testing.T) {
	v, rec := chessAfterE4(t)
	cfg := game.GameConfig{Variant: v}
	cfg.Sides[0].Human = true
	cfg.Sides[1].Engine = engine.Config{Player: "uct", Budget: engine.Budget{Time: time.Second}, Policy: engine.Light}
	text, err := pgnText(rec, cfg, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text, `[Black "uct 1 s, light policy"]`) || !strings.Contains(text, `[White "human"]`) {
		t.Fatalf("the PGN's tags do not name the policy:\n%s", text)
	}
}

// A level's side is named in the PGN as match names it, level3:default,
// so `rollout endings -player level:3` tells it from the default player
// at full strength (-player default does not match it).
func TestPGNTagNamesTheLevel(t *testing.T) {
	v, rec := chessAfterE4(t)
	sk, err := engine.SkillLevel(3)
	if err != nil {
		t.Fatal(err)
	}
	cfg := game.GameConfig{Variant: v}
	cfg.Sides[0].Human = true
	cfg.Sides[1].Engine = sk.Config
	text, err := pgnText(rec, cfg, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	want := `[Black "` + engine.Config{Player: engine.DefaultPlayer, Level: 3}.Label() + " "
	if !strings.Contains(text, want) {
		t.Fatalf("the PGN does not name level 3 as match does (%s...):\n%s", want, text)
	}
}

// chessAfterE4 is chess and its record after 1.e4, for the tag tests.
func chessAfterE4(t *testing.T) (*variants.Variant, *variants.Record) {
	t.Helper()
	v := game.Variant("chess")
	if v == nil {
		t.Skip("chess not registered")
	}
	rec, err := game.NewRecord(v.Start(), []string{"e4"})
	if err != nil {
		t.Fatal(err)
	}
	return v, rec
}
