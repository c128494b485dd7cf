package kit

import (
	"regexp"
	"strconv"
	"strings"

	"rollout/engine"
)

// EngineTitle names an engine's side as a title shows it: who plays
// (engine.Config.Who: "Level 2", "uct") and, in brackets, the budget it
// plays by as budget words it ("Level 2 (200 iterations)"); no brackets
// for an empty budget or a player without statistics, which no budget
// bounds. The play screen's title names a live side with it, and
// TagPlayer a side read back from a file of ours, so both read alike.
func EngineTitle(cfg engine.Config, budget string) string {
	name := cfg.Who()
	if info, ok := engine.Info(cfg.Player); budget == "" || ok && !info.Statistics {
		return name
	}
	return name + " (" + budget + ")"
}

// budgetPart matches one part of a budget as BudgetLabelOf words it:
// "500 ms", "1.5 s", "200 iterations", "2k rollouts", "se 0.01".
var budgetPart = regexp.MustCompile(`^(\d+ ms|[0-9.]+ s|\d+[kM]? [a-z]+|se [0-9.e+-]+|no limit)$`)

// TagPlayer is the short name a title gives the player a PGN tag names.
// A side as a saved game of ours names it, with every part of knowledge
// (the play screen's PGN: "level2:default 200 iterations, light policy,
// eval k=0, ...", "uct 1 s, light policy", "human"), reads as the live
// game's title named it (EngineTitle: "Level 2 (200 iterations)"); any
// other name, another program's ("Carlsen, Magnus") or a match's label
// ("default+light+eval0 (a)"), is given as it is. The tag itself is
// left whole in the file (Record.Players).
func TagPlayer(tag string) string {
	if tag == "human" {
		return tag
	}
	label, rest, _ := strings.Cut(tag, " ")
	cfg, ok := tagConfig(label)
	if !ok {
		return tag
	}
	var budget []string
	for _, part := range strings.Split(rest, ", ") {
		if !budgetPart.MatchString(part) {
			break
		}
		budget = append(budget, part)
	}
	return EngineTitle(cfg, strings.Join(budget, ", "))
}

// tagConfig reads the player a tag's first word names as
// engine.Config.Label gives it without knowledge: "level3:default", a
// level's, or a player's own name ("uct"). ok is false for any other
// word, an external engine's too (its name is its whole description).
func tagConfig(label string) (engine.Config, bool) {
	var cfg engine.Config
	if lv, player, found := strings.Cut(label, ":"); found {
		n, err := strconv.Atoi(strings.TrimPrefix(lv, "level"))
		if !strings.HasPrefix(lv, "level") || err != nil || n < engine.MinLevel || n > engine.MaxLevel {
			return cfg, false
		}
		cfg.Level, label = n, player
	}
	info, ok := engine.Info(label)
	if !ok || info.External || engine.IsExternal(label) {
		return cfg, false
	}
	cfg.Player = label
	return cfg, true
}
