package setup

import (
	"fmt"
	"strings"

	"rollout/engine"
)

// The level rows. A side played by the default player has no policy to
// choose (its preset sets it), so its policy row is its level row
// instead: "full" (the default at the budget row's budget) or one of the
// levels of play (engine.Skills), shown with its measured strength
// ("Level 4, about 1400") at the game it was measured at (chess), by
// its name elsewhere ("Level 4 (club)"). A level brings its own budget (a number of
// iterations), so the budget row then shows it and the cursor passes
// over it.

// levelSide reports whether side i's row is a level row: its player is
// the default player.
func (s *Model) levelSide(i int) bool {
	return s.side[i] != 0 && strings.EqualFold(s.players[s.side[i]].name, engine.DefaultPlayer)
}

// leveled is side i's level when the side plays one (0: none).
func (s *Model) leveled(i int) int {
	if !s.levelSide(i) {
		return 0
	}
	return s.level[i]
}

// cycleLevel steps side i's level by d through full, 1, ..., MaxLevel.
func (s *Model) cycleLevel(i, d int) {
	n := engine.MaxLevel + 1
	s.level[i] = ((s.level[i]+d)%n + n) % n
}

// levelRow draws side i's level row and its note: at full, the
// preset's parts; at a level, its name and budget.
func (s Model) levelRow(i int, choice func(field, string) string) (value, note string) {
	f := fieldFirstPolicy
	if i == 1 {
		f = fieldSecondPolicy
	}
	sk, err := engine.SkillLevel(s.level[i])
	if err != nil {
		return choice(f, "full"), s.preset(i) // the default at the budget above
	}
	c := sk.Config
	note = fmt.Sprintf("%s: %d iterations", sk.Name, c.Budget.Rollouts)
	if c.Temperature > 0 {
		note += fmt.Sprintf(", T %g", c.Temperature)
	}
	return choice(f, sk.At(s.variant())), note
}

// levelConfig is side i's engine as its level plays it, the command
// line's workers kept if it gave some; ok is false when the side plays
// no level.
func (s *Model) levelConfig(i int) (engine.Config, bool) {
	sk, err := engine.SkillLevel(s.leveled(i))
	if err != nil {
		return engine.Config{}, false
	}
	c := sk.Config
	c.Seed, c.NodeBudget = s.base[i].Seed, s.base[i].NodeBudget
	if w := s.base[i].Workers; w > 0 { // else the level's one, as measured
		c.Workers = w
	}
	return c, true
}

// levelBase is a level's configuration without the level's own parts
// (its budget, temperature and evaluation): what the side plays when
// its level is set to full.
func levelBase(c engine.Config) engine.Config {
	c.Level, c.Budget, c.Temperature, c.TemperatureMargin, c.Eval = 0, engine.Budget{}, 0, 0, ""
	return c
}
