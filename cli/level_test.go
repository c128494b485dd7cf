package cli

import (
	"strings"
	"testing"

	"rollout/variants/chess"
)

// A level outside 1-8, or not a number, is refused with one line that
// names the accepted form, exit 2, wherever a side is chosen.
func TestLevelRefused(t *testing.T) {
	for _, args := range [][]string{
		{"-level", "0", "-variant", "chess"},
		{"-level", "9", "-variant", "chess"},
		{"-level", "x", "-variant", "chess"},
		{"-second", "level:9", "-variant", "chess"},
		{"match", "-variant", "chess", "-a", "level:0", "-b", "random"},
		{"match", "-variant", "chess", "-a", "LEVEL:", "-b", "random"},
	} {
		code, _, errOut := run(t, args...)
		lines := strings.Split(strings.TrimSuffix(errOut, "\n"), "\n")
		if code != 2 || len(lines) != 1 || !strings.Contains(errOut, "level:N, N from 1") {
			t.Errorf("%v: exit %d, stderr %q; want 2 and one line naming the accepted form", args, code, errOut)
		}
	}
}

// level:N plays level N's configuration, its own budget whatever the
// budget flags say, and -level N sets the default player's sides only.
func TestLevelConfig(t *testing.T) {
	s := searchFlags{player: "Level:3", time: 1e9, estimator: "plain", policy: "uniform"}
	cfg, err := s.config(chess.Variant)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Level != 3 || cfg.Budget.Time != 0 || cfg.Budget.Rollouts == 0 || cfg.Temperature == 0 {
		t.Errorf("level:3 = %+v; want level 3 with its iteration budget and temperature", cfg)
	}
	opts, err := Options([]string{"-variant", "chess", "-level", "2", "-first", "random", "-second", "default"})
	if err != nil {
		t.Fatal(err)
	}
	if a, b := opts.Sides[0].Engine, opts.Sides[1].Engine; a.Level != 0 || a.Player != "random" || b.Level != 2 {
		t.Errorf("-level 2 -first random -second default: levels %d (%s), %d; want 0 (random), 2", a.Level, a.Player, b.Level)
	}
}

// A clock or a series given to a screen that plays no game (the study
// screen, the lessons, the analysis board) is refused with one line,
// exit 2: `-mode analyse -tc 5+3` opened the board without a word, the
// clock dropped, as -level was without a default side.
func TestNoGameRefusesClockAndSeries(t *testing.T) {
	for _, args := range [][]string{
		{"-mode", "analyse", "-variant", "chess", "-tc", "5+3"},
		{"-mode", "study", "-variant", "tictactoe", "-tc", "1+0"},
		{"-learn", "3", "-tc", "5+3"},
		{"-mode", "analyse", "-games", "4"},
	} {
		code, _, errOut := run(t, args...)
		lines := strings.Split(strings.TrimSuffix(errOut, "\n"), "\n")
		if code != 2 || len(lines) != 1 || !strings.Contains(errOut, "plays no game, so it would not be used") {
			t.Errorf("%v: exit %d, stderr %q; want 2 and one line saying it is not used", args, code, errOut)
		}
	}
}
