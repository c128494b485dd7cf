package uci

import (
	"fmt"
	"strings"

	"rollout/engine"
)

// presetNotes names, a line each, the options set (asked, the session's
// options) that the player built (played: the default's preset or a
// level, filled in for the game) does not play, so a GUI's log says so
// rather than the option being dropped in silence. Options may come in
// any order, so they are not refused as they are set: the note comes
// when a player is built. A player that does not play a part at all
// (random plays no rollouts, flat grows no tree: unplayedNotes) has its
// notes too; none for a player whose every part the options set.
func presetNotes(asked, played engine.Config, level int) []string {
	who := engine.DefaultPlayer
	if level > 0 {
		who = fmt.Sprintf("Level %d", level)
	} else if !strings.EqualFold(asked.Player, engine.DefaultPlayer) {
		return unplayedNotes(asked)
	}
	var notes []string
	zero := engine.Config{}
	for _, p := range engine.Parts() {
		if p.Option == "" {
			continue
		}
		// An option's zero is its default, which a GUI may send for
		// every option and which asks for nothing.
		want, got := p.Get(asked), p.Get(played)
		if want == p.Get(zero) || want == got {
			continue
		}
		notes = append(notes, fmt.Sprintf("option %s %v is not played: %s plays its own (%s); set Player to uct to vary it", p.Option, want, who, p.Shown(played)))
	}
	return notes
}

// unplayedNotes names, a line each, the options set (asked) that its
// player does not play at all (engine.Part.PlayedBy), as the
// command line refuses such a flag.
func unplayedNotes(asked engine.Config) []string {
	info, ok := engine.Info(asked.Player)
	if !ok {
		return nil
	}
	what := "plays no rollouts and grows no tree"
	if info.Statistics {
		what = "grows no tree"
	}
	var notes []string
	zero := engine.Config{}
	for _, p := range engine.Parts() {
		if p.Option == "" || p.PlayedBy(info) {
			continue
		}
		if want := p.Get(asked); want != p.Get(zero) { // a GUI sends every option's default
			notes = append(notes, fmt.Sprintf("option %s %v is not played: %s %s; set Player to uct to vary it", p.Option, want, info.Name, what))
		}
	}
	return notes
}
