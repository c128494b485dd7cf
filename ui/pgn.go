package ui

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"rollout/engine"
	"rollout/variants"
)

// canSave reports whether games of v can be saved (as PGN: chess only).
func canSave(v *variants.Variant) bool { return v.Name == "chess" }

// pgnResult is the PGN result token of an outcome.
func pgnResult(o variants.Outcome) string {
	switch o.Result {
	case variants.FirstWins:
		return "1-0"
	case variants.SecondWins:
		return "0-1"
	case variants.Draw:
		return "1/2-1/2"
	}
	return "*"
}

// pgnText writes the game as PGN: the seven-tag roster, SetUp/FEN when the
// game did not start from the initial position, and the movetext in SAN
// with each engine move's statistics as a comment
// ({flat 48213 rollouts, mean +0.031 +- 0.004}), wrapped at 79 columns.
func pgnText(g *gameState, cfg gameConfig, now time.Time) string {
	player := func(i int) string {
		s := cfg.sides[i]
		if s.Human {
			return "human"
		}
		return s.Engine.Player + " " + budgetLabel(s.Engine.Budget)
	}
	var b strings.Builder
	tag := func(k, v string) {
		fmt.Fprintf(&b, "[%s \"%s\"]\n", k, strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(v))
	}
	tag("Event", "rollout game")
	tag("Site", "rollout")
	tag("Date", now.Format("2006.01.02"))
	tag("Round", "-")
	tag("White", player(0))
	tag("Black", player(1))
	tag("Result", pgnResult(g.outcome))
	if start := g.start.Encode(); start != g.v.Start().Encode() {
		tag("SetUp", "1")
		tag("FEN", start)
	}
	if g.outcome.Over() {
		tag("Termination", outcomeText(g.v, g.outcome))
	}
	b.WriteByte('\n')

	var tokens []string
	number := 1 + g.start.Ply()/2
	for i, san := range g.display {
		side := g.sideOfPly(i)
		switch {
		case side == variants.First:
			tokens = append(tokens, fmt.Sprintf("%d.", number))
		case i == 0 || g.comments[i-1] != "":
			tokens = append(tokens, fmt.Sprintf("%d...", number))
		}
		tokens = append(tokens, san)
		if c := g.comments[i]; c != "" {
			tokens = append(tokens, "{"+strings.ReplaceAll(c, "}", ")")+"}")
		}
		if side == variants.Second {
			number++
		}
	}
	tokens = append(tokens, pgnResult(g.outcome))
	line := 0
	for i, t := range tokens {
		if i > 0 {
			if line+1+len(t) > 79 {
				b.WriteByte('\n')
				line = 0
			} else {
				b.WriteByte(' ')
				line++
			}
		}
		b.WriteString(t)
		line += len(t)
	}
	b.WriteByte('\n')
	return b.String()
}

// savePGN writes the game to a new file in the output directory and
// returns the file's path. Names carry the time; an existing file is
// never overwritten.
func savePGN(g *gameState, cfg gameConfig, _ [2]engine.Player) (string, error) {
	now := time.Now()
	text := pgnText(g, cfg, now)
	dir := cfg.outDir
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
