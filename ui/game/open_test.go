package game

import (
	"strings"
	"testing"

	"rollout/engine"
)

// The one study builder: the player asked, else the engine side's if it
// can be stepped, else uct; the side's settings, but for the default
// player's preset, which a study by another player replaces with what
// was asked (the pure reference when nothing was); a study from a game
// and one from the setup screen agree.
func TestStudyBuilder(t *testing.T) {
	def := engine.Config{Player: engine.DefaultPlayer, Estimator: engine.Eval, Policy: engine.Light, Exploration: 0.35}
	uct := engine.Config{Player: "uct", Estimator: engine.RaoBlackwell, Policy: engine.Light, PlyCap: 40, NodeBudget: 1000}
	ext := engine.Config{Player: "uci:stockfish", Estimator: engine.RaoBlackwell}
	tests := []struct {
		name        string
		side, asked engine.Config
		want        engine.Config // Seed not compared
	}{
		{"the default player studied", def, engine.Config{}, engine.Config{Player: engine.DefaultPlayer, Estimator: engine.Eval, Policy: engine.Light, Exploration: 0.35}},
		{"another player, nothing asked: the pure reference", def, engine.Config{Player: "flat"}, engine.Config{Player: "flat", Exploration: 0.35}},
		{"another player with -estimator rb", def, engine.Config{Player: "flat", Estimator: engine.RaoBlackwell}, engine.Config{Player: "flat", Estimator: engine.RaoBlackwell, Exploration: 0.35}},
		{"another player with -policy light", def, engine.Config{Player: "flat", Policy: engine.Light}, engine.Config{Player: "flat", Policy: engine.Light, Exploration: 0.35}},
		{"a side's own settings kept", uct, engine.Config{Player: "flat"}, engine.Config{Player: "flat", Estimator: engine.RaoBlackwell, Policy: engine.Light, PlyCap: 40, NodeBudget: 1000}},
		{"the side's player", uct, engine.Config{}, engine.Config{Player: "uct", Estimator: engine.RaoBlackwell, Policy: engine.Light, PlyCap: 40, NodeBudget: 1000}},
		{"a player the study cannot step: uct", ext, engine.Config{}, engine.Config{Player: "uct", Estimator: engine.RaoBlackwell}},
	}
	v := Variant("tictactoe")
	for _, tt := range tests {
		cfg := GameConfig{Variant: v, Moves: []string{"b2"}, Sides: [2]SideOptions{{Human: true}, {Engine: tt.side}}}
		sc, err := cfg.Study(tt.asked, 7)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		wantSeed := engine.PlayerSeed(7, sc.Start.ToMove())
		got := sc.Cfg
		if got.Seed != wantSeed {
			t.Errorf("%s: seed %d, want %d (the side to move's)", tt.name, got.Seed, wantSeed)
		}
		got.Seed = 0
		if got != tt.want || sc.FromGame {
			t.Errorf("%s: %+v (from a game %v), want %+v", tt.name, got, sc.FromGame, tt.want)
		}
		if tt.asked.Player != "" {
			continue
		}
		rec, _ := cfg.Line()
		fg := StudyFromGame(rec, rec.Len(), tt.side, 7)
		if fg.Cfg != sc.Cfg || !fg.FromGame || strings.Join(fg.Line, " ") != strings.Join(sc.Line, " ") {
			t.Errorf("%s: from a game %+v, from the setup %+v", tt.name, fg.Cfg, sc.Cfg)
		}
	}
	if _, err := (GameConfig{Variant: v, Moves: []string{"b2", "b2"}}).Study(engine.Config{}, 1); err == nil {
		t.Error("an illegal move was studied")
	}
}

// The one analysis builder: the engine side (the first's when a person
// plays second) with the game's seed unless it has its own, the budget
// asked, at the line's end from the setup, at the move shown from a
// game.
func TestAnalysisBuilder(t *testing.T) {
	v := Variant("tictactoe")
	flat := engine.Config{Player: "flat", Estimator: engine.RaoBlackwell}
	cfg := GameConfig{Variant: v, Moves: []string{"b2", "a1"}, Sides: [2]SideOptions{{Engine: flat}, {Human: true}}}
	b := engine.Budget{Rollouts: 500}
	ac, err := cfg.Analysis(b, 9)
	if err != nil {
		t.Fatal(err)
	}
	want := flat
	want.Seed = 9
	if ac.Engine != want || ac.Budget != b || ac.Back != 0 || ac.FromGame || ac.Rec.Len() != 2 {
		t.Fatalf("from the setup: %+v", ac)
	}
	own := flat
	own.Seed = 3
	fg := AnalysisFromGame(ac.Rec, 1, own, 9)
	if fg.Engine != own || fg.Back != 1 || !fg.FromGame || fg.Rec == ac.Rec || fg.Budget != (engine.Budget{}) {
		t.Fatalf("from a game: %+v", fg)
	}
	if _, err := (GameConfig{Variant: v, Moves: []string{"z9"}}).Analysis(b, 1); err == nil {
		t.Error("an unreadable move was analysed")
	}
}
