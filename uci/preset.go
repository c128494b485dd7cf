package uci

import (
	"fmt"
	"strings"

	"rollout/engine"
)

// presetPart is an option whose part of a player the default player's
// preset or a level may set over the option's value.
type presetPart struct {
	option string
	get    func(engine.Config) any
}

// presetParts are the options presetNotes compares: their zero is the
// option's default, which a GUI may send for every option and which
// asks for nothing.
var presetParts = []presetPart{
	{"Estimator", func(c engine.Config) any { return c.Estimator }},
	{"Policy", func(c engine.Config) any { return c.Policy }},
	{"EvalPlies", func(c engine.Config) any { return c.EvalPlies }},
	{"Minimax", func(c engine.Config) any { return c.Minimax }},
	{"MinimaxChildren", func(c engine.Config) any { return c.MinimaxChildren }},
	{"Prior", func(c engine.Config) any { return c.Prior }},
	{"Widen", func(c engine.Config) any { return c.Widen }},
	{"QuietOrder", func(c engine.Config) any { return c.QuietOrder }},
	{"LeafDepth", func(c engine.Config) any { return c.LeafDepth }},
	{"LeafChecks", func(c engine.Config) any { return c.LeafChecks }},
	{"RootDepth", func(c engine.Config) any { return c.RootDepth }},
}

// presetNotes names, a line each, the options set (asked, the session's
// options) that the player built (played: the default's preset or a
// level, filled in for the game) does not play, so a GUI's log says so
// rather than the option being dropped in silence. Options may come in
// any order, so they are not refused as they are set: the note comes
// when a player is built. None for a player whose every part the
// options set.
func presetNotes(asked, played engine.Config, level int) []string {
	who := engine.DefaultPlayer
	if level > 0 {
		who = fmt.Sprintf("Level %d", level)
	} else if !strings.EqualFold(asked.Player, engine.DefaultPlayer) {
		return nil
	}
	var notes []string
	zero := engine.Config{}
	for _, p := range presetParts {
		want, got := p.get(asked), p.get(played)
		if want == p.get(zero) || want == got {
			continue
		}
		notes = append(notes, fmt.Sprintf("option %s %v is not played: %s plays its own (%v); set Player to uct to vary it", p.option, want, who, got))
	}
	return notes
}
