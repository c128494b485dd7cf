package play

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"rollout/engine"
	"rollout/ui/game"
	"rollout/ui/kit"
	"rollout/variants"
)

// canSave reports whether the game can be saved: its variant has a PGN
// form (variants.CanPGN; chess).
func canSave(g *variants.Record) bool { return variants.CanPGN(g.Variant()) }

// pgnText writes the game as PGN through the record: the seven-tag
// roster, SetUp/FEN when the game did not start from the initial
// position, a Termination tag saying why it ended, and the movetext with
// each engine move's comment ({flat 48213 rollouts, mean +0.031 +- 0.004})
// and its table, which review reads back. An engine side's tag names
// every part of knowledge it plays with, as match's tags and its moves'
// comments do ("uct 1 s, light policy"; the default player at chess
// "default 1 s, light policy, eval k=0, minimax a=0.5, priors w=1"; a
// level "level3:default 1500 iterations, ..."): the
// configuration the game ran, after the game's preset
// (engine.Config.ForGame), so no side is taken for pure Monte Carlo. In
// a timed game a budget in time is left out, as the title leaves it
// (budgetText): an engine moves on its clock by the clock rule, and the
// TimeControl tag says what it had.
func pgnText(g *variants.Record, cfg game.GameConfig, now time.Time) (string, error) {
	player := func(i int) string {
		s := cfg.Sides[i]
		if s.Human {
			return "human"
		}
		// A level by the name match's tags give it (level3:default),
		// which `rollout endings -player level:3` reads, not by the
		// player alone, which would be taken for the default itself.
		name := engine.Config{Player: s.Engine.Player, Level: s.Engine.Level}.Label()
		if b := budgetText(s.Engine.Budget, s.Engine.Player, g.Clocks() != nil); b != "" {
			name += " " + b
		}
		if l := s.Engine.ForGame(g.Position()).Knowledge(); l != "" {
			name += ", " + l
		}
		return name
	}
	tags := map[string]string{
		"Event": "rollout game", "Site": "rollout", "Date": now.Format("2006.01.02"), "Round": "-",
		"White": player(0), "Black": player(1),
	}
	if o := g.Outcome(); o.Over() {
		tags["Termination"] = kit.OutcomeText(g.Variant(), o)
	}
	return g.PGN(tags)
}

// savePGN writes the game to a new file in the output directory and
// returns the file's path. Names carry the time; an existing file is
// never overwritten.
func savePGN(g *variants.Record, cfg game.GameConfig) (string, error) {
	now := time.Now()
	text, err := pgnText(g, cfg, now)
	if err != nil {
		return "", err
	}
	dir := cfg.OutDir
	if dir == "" {
		dir = "."
	}
	base := "rollout-" + now.Format("20060102-150405")
	for i := 1; i < 100; i++ {
		name := base + ".pgn"
		if i > 1 {
			name = fmt.Sprintf("%s-%d.pgn", base, i)
		}
		path := filepath.Join(dir, name)
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return "", fmt.Errorf("ui: save PGN: %w", err)
		}
		_, err = f.WriteString(text)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return "", fmt.Errorf("ui: save PGN: %w", err)
		}
		return path, nil
	}
	return "", fmt.Errorf("ui: save PGN: too many files named %s-*.pgn in %s", base, dir)
}
