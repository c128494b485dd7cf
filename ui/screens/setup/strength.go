package setup

import (
	"context"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/offload"
)

// An external engine's own strength settings. When a side's player
// becomes an external engine not read before, the screen reads the
// options the engine declares (Options.Strengths: the cli's
// client.Strengths starts it, reads its uci answer and closes it), off
// the Update goroutine, and offers each setting it has (Skill Level,
// UCI_LimitStrength with UCI_Elo) as a player right after the engine:
// "uci:stockfish,Skill Level=5". An engine without them, or one that
// does not start, offers nothing more (starting a game with it says
// why).

// strengthNote is the player row's note of a strength setting.
const strengthNote = "the engine at its own strength setting, read from its options"

// strengthsMsg ends the read of an engine's strength settings.
type strengthsMsg struct {
	gen   uint64
	spec  string
	specs []string
}

// probe starts the read of the focused side's external engine's
// strength settings if it has not been read; one read at a time, the
// newest.
func (s Model) probe() (Model, tea.Cmd) {
	if s.strengths == nil || (s.focus != fieldFirst && s.focus != fieldSecond) {
		return s, nil
	}
	i := 0
	if s.focus == fieldSecond {
		i = 1
	}
	spec := s.players[s.side[i]].name
	if s.side[i] == 0 || !engine.IsExternal(spec) || s.probed[spec] {
		return s, nil
	}
	if s.probing.Gen != 0 { // the read of another engine, given up: read again when chosen again
		s.probing.Cancel()
		delete(s.probed, s.probingSpec)
	}
	s.probed[spec], s.probingSpec = true, spec
	read := s.strengths
	run, cmd := offload.Go(s.env.Ctx, s.env.Searches, func(ctx context.Context, gen uint64) tea.Msg {
		specs, _ := read(ctx, spec) // an engine that does not start offers nothing more
		return strengthsMsg{gen: gen, spec: spec, specs: specs}
	})
	s.probing = run
	return s, cmd
}

// strengthsRead offers the settings read right after their engine,
// keeping each side's choice.
func (s Model) strengthsRead(msg strengthsMsg) Model {
	if !s.probing.Accepts(msg.gen) {
		return s
	}
	s.probing = offload.Job{}
	at := -1
	for j, p := range s.players {
		if j > 0 && p.name == msg.spec {
			at = j
		}
	}
	var add []playerChoice
	for _, spec := range msg.specs {
		if !s.has(spec) {
			add = append(add, playerChoice{spec, strengthNote})
			s.probed[spec] = true // a setting's own settings are its engine's
		}
	}
	if at < 0 || len(add) == 0 {
		return s
	}
	players := append(append(append([]playerChoice(nil), s.players[:at+1]...), add...), s.players[at+1:]...)
	for i := range s.side {
		if s.side[i] > at {
			s.side[i] += len(add)
		}
	}
	s.players = players
	return s
}

// has reports whether the player list offers name.
func (s Model) has(name string) bool {
	for _, p := range s.players {
		if p.name == name {
			return true
		}
	}
	return false
}
