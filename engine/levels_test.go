package engine

import (
	"fmt"
	"strings"
	"testing"

	"rollout/variants/chess"
	games "rollout/variants/registry"
)

// The levels' Elo figures were measured at chess against Stockfish: a
// menu shows them at chess alone (tic-tac-toe's setup once showed level
// 8's chess figure), the level's name at every other game.
func TestSkillEloOnlyAtChess(t *testing.T) {
	sk, err := SkillLevel(8)
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range games.All() {
		measured := v == chess.Variant
		if got := EloApplies(v); got != measured {
			t.Errorf("%s: EloApplies %v, want %v", v.Title, got, measured)
		}
		want := "Level 8 (full strength)"
		if measured {
			want = fmt.Sprintf("Level 8, about %d", sk.Elo)
		}
		if got := sk.At(v); got != want {
			t.Errorf("%s: %q, want %q", v.Title, got, want)
		}
	}
}

// Levels run from 1 to MaxLevel, each thinking more than the one below;
// the top is the default player without handicap; out of range is an
// error naming the accepted form.
func TestSkillLevels(t *testing.T) {
	all := Skills()
	if len(all) != MaxLevel {
		t.Fatalf("%d levels, want %d", len(all), MaxLevel)
	}
	for i, sk := range all {
		if sk.N != i+1 || sk.Config.Level != i+1 || sk.Name == "" || sk.Config.Player != DefaultPlayer {
			t.Errorf("level %d: %+v", i+1, sk)
		}
		if i > 0 && sk.Elo <= all[i-1].Elo {
			t.Errorf("level %d measured %d Elo, no more than level %d's %d", sk.N, sk.Elo, i, all[i-1].Elo)
		}
		if i > 0 && sk.Config.Budget.Rollouts <= all[i-1].Config.Budget.Rollouts {
			t.Errorf("level %d thinks %d iterations, no more than level %d's %d", sk.N, sk.Config.Budget.Rollouts, i, all[i-1].Config.Budget.Rollouts)
		}
		if _, err := New(sk.Config.ForGame(chess.Variant.Start())); err != nil {
			t.Errorf("level %d: %v", sk.N, err)
		}
	}
	top := all[MaxLevel-1].Config
	if top.Temperature != 0 || top.Eval != "" {
		t.Errorf("the top level has a handicap: %+v", top)
	}
	for _, n := range []int{0, 9, -1} {
		if _, err := SkillLevel(n); err == nil || !strings.Contains(err.Error(), LevelForm) {
			t.Errorf("SkillLevel(%d): %v; want an error naming %q", n, err, LevelForm)
		}
	}
}

// The levels that take the game's default evaluation read, at chess,
// the one their Elo figures were measured with (LevelEval), whatever
// the default player reads now; elsewhere the game's own.
func TestSkillLevelsReadTheirMeasuredEval(t *testing.T) {
	for _, sk := range Skills() {
		want := sk.Config.Eval
		if want == "" {
			want = LevelEval
		}
		cfg := sk.Config.ForGame(chess.Variant.Start())
		if cfg.Eval != want {
			t.Errorf("level %d reads %q at chess, want %q", sk.N, cfg.Eval, want)
		}
		if cfg.QuietOrder != "" && cfg.QuietOrder != LevelQuietOrder {
			t.Errorf("level %d orders quiet moves by %q, want %q", sk.N, cfg.QuietOrder, LevelQuietOrder)
		}
	}
	def := (Config{Player: DefaultPlayer}).ForGame(chess.Variant.Start())
	if def.Eval != DefaultEval || def.QuietOrder != DefaultQuietOrder {
		t.Errorf("the default player reads %q and orders by %q, want %q and %q", def.Eval, def.QuietOrder, DefaultEval, DefaultQuietOrder)
	}
	for _, v := range games.All() {
		if v == chess.Variant {
			continue
		}
		sk, _ := SkillLevel(5)
		if _, err := New(sk.Config.ForGame(v.Start())); err != nil {
			t.Errorf("level 5 at %s: %v", v.Title, err)
		}
	}
}

// A level's search spends its iterations and plays a legal move, the
// same one for the same seed.
func TestSkillLevelSearch(t *testing.T) {
	sk, err := SkillLevel(2)
	if err != nil {
		t.Fatal(err)
	}
	pos := chess.Variant.Start()
	var moves []string
	for range 2 {
		cfg := sk.Config.ForGame(pos)
		cfg.Workers, cfg.Seed = 1, 5
		p := mustPlayer(t, cfg)
		res := search(t, p, pos)
		if res.Snapshot.Rollouts != cfg.Budget.Rollouts || res.MoveText == "" || res.Snapshot.Best != res.Move {
			t.Errorf("level 2: %d iterations, move %q (table's best %q); want %d and the move as the table's best",
				res.Snapshot.Rollouts, res.MoveText, res.Snapshot.BestText, cfg.Budget.Rollouts)
		}
		moves = append(moves, res.MoveText)
	}
	if moves[0] != moves[1] {
		t.Errorf("the same seed played %v", moves)
	}
}

// The tempered choice draws only among moves within the margin of the
// best, never a move proven lost, keeps a proven win, and with no
// temperature plays the choice itself.
func TestTemperedChoice(t *testing.T) {
	tal := func(n int64, mean float64) tally { return tally{n: n, sum: int64(mean * fixedOne * float64(n))} }
	ts := []tally{tal(100, 0.10), tal(80, 0.05), tal(60, -0.50), tal(90, 0.09)}
	open := make([]proof, 4)
	cases := []struct {
		name   string
		proofs []proof
		temp   float64
		margin float64
		allow  []int
	}{
		{"no temperature", open, 0, 0.5, []int{0}},
		{"within the margin", open, 1, 0.1, []int{0, 1, 3}},
		{"a bad move never", open, 5, 0.2, []int{0, 1, 3}},
		{"proven lost never", []proof{{}, {value: -1}, {}, {}}, 1, 0.1, []int{0, 3}},
		{"a proven win kept", []proof{{value: 1}, {}, {}, {}}, 1, 1, []int{0}},
	}
	won := []tally{tal(100, 0.99), tal(90, 0.985), tal(80, 0.99)}
	for k := range 50 {
		if i := temperedChoice(won, make([]proof, 3), 0, 1, 0.2, float64(k)/50); i != 0 {
			t.Errorf("a near-certain win: drew move %d; want the choice, 0", i)
		}
	}
	for _, c := range cases {
		seen := map[int]bool{}
		for k := range 200 {
			i := temperedChoice(ts, c.proofs, 0, c.temp, c.margin, float64(k)/200)
			seen[i] = true
		}
		for i := range seen {
			found := false
			for _, a := range c.allow {
				found = found || a == i
			}
			if !found {
				t.Errorf("%s: drew move %d; want one of %v", c.name, i, c.allow)
			}
		}
		if len(seen) != len(c.allow) {
			t.Errorf("%s: drew %v; want each of %v", c.name, seen, c.allow)
		}
	}
}

// Who names a level by its number (its player, default, tells no level
// from another) and any other configuration by its player.
func TestWhoNamesTheLevel(t *testing.T) {
	for _, tc := range []struct {
		cfg  Config
		want string
	}{
		{Skills()[2].Config, "Level 3"},
		{Config{Player: DefaultPlayer}, DefaultPlayer},
		{Config{Player: "uct"}, "uct"},
	} {
		if got := tc.cfg.Who(); got != tc.want {
			t.Errorf("%+v: Who %q, want %q", tc.cfg, got, tc.want)
		}
	}
}
