package game

import (
	"testing"
	"time"

	"rollout/engine"
)

// Prepare gives a new game the command line's seed, directories and
// pause, keeps a resumed game's and a series' game's seed, makes two
// engines' several games a series, and changes nothing when asked again.
func TestDefaultsPrepare(t *testing.T) {
	pause := 2 * time.Second
	d := Defaults{Seed: 7, OutDir: "out", StateDir: "state", Pause: &pause}
	engines := [2]SideOptions{{Engine: engine.Config{Player: "flat"}}, {Engine: engine.Config{Player: "uct"}}}
	v := Variant("tictactoe")
	for _, tt := range []struct {
		name     string
		cfg      GameConfig
		seed     uint64
		isSeries bool
	}{
		{"new game", GameConfig{Variant: v, Seed: 3}, 7, false},
		{"resumed", GameConfig{Variant: v, Seed: 3, Resumed: true}, 3, false},
		{"one engine game", GameConfig{Variant: v, Sides: engines, Games: 1}, 7, false},
		{"a person in a series", GameConfig{Variant: v, Sides: [2]SideOptions{{Human: true}, engines[1]}, Games: 3}, 7, false},
		{"two engines, three games", GameConfig{Variant: v, Sides: engines, Games: 3}, engine.GameSeed(7, 0), true},
	} {
		got := d.Prepare(tt.cfg)
		if got.Seed != tt.seed || (got.Series != nil) != tt.isSeries {
			t.Errorf("%s: seed %d series %v, want %d %v", tt.name, got.Seed, got.Series != nil, tt.seed, tt.isSeries)
		}
		if got.OutDir != "out" || got.StateDir != "state" || got.Pause == nil || *got.Pause != pause || got.Pause == d.Pause {
			t.Errorf("%s: dirs %q %q, pause %v (its own copy: %v)", tt.name, got.OutDir, got.StateDir, got.Pause, got.Pause != d.Pause)
		}
		again := d.Prepare(got)
		if again.Seed != got.Seed || again.Series != got.Series || *again.Pause != *got.Pause {
			t.Errorf("%s: prepared twice: seed %d series %p, was %d %p", tt.name, again.Seed, again.Series, got.Seed, got.Series)
		}
	}
	if got := (Defaults{}).Prepare(GameConfig{Variant: v}); got.Pause != nil {
		t.Errorf("no pause given: the game's pause is %v, want its own (nil)", *got.Pause)
	}
}

// Shown hides the directories only when asked to.
func TestDefaultsShown(t *testing.T) {
	d := Defaults{OutDir: "/srv/u/1/games", StateDir: "/srv/u/1"}
	text := "Saved /srv/u/1/games/a.pgn, kept /srv/u/1/x"
	if got := d.Shown(text); got != text {
		t.Errorf("paths hidden unasked: %q", got)
	}
	d.HidePaths = true
	if got, want := d.Shown(text), "Saved games/a.pgn, kept ~/x"; got != want {
		t.Errorf("shown %q, want %q", got, want)
	}
}
