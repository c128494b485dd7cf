package setup

import (
	"fmt"
	"strings"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/game"
	"rollout/variants"
)

// The setup screen's Clock row: the game's time control, one of
// variants.TimeControlPresets (none, 1+0, 3+2, 5+3, 10+5, 15+10, 30+0,
// custom). On "custom" the person types the control (5+3: minutes +
// seconds of increment, read by variants.ParseTimeControl, the -tc
// flag's parser); a -tc from the command line that is no preset is
// typed there already. The row is offered where a game is played, by a
// person or by two engines (watch mode and its series: each engine
// plays on its own clock by the clock rule, docs/clocks.md).

// clockChoice is the index of tc among the presets, or of "custom".
func clockChoice(tc variants.TimeControl) int {
	custom := 0
	for i, p := range variants.TimeControlPresets {
		if p.Custom {
			custom = i
			continue
		}
		if p.Control == tc {
			return i
		}
	}
	return custom
}

// customClock reports whether the Clock row's choice is the typed one.
func (s *Model) customClock() bool { return variants.TimeControlPresets[s.clock].Custom }

// cycleClock steps the Clock row's choice by d, wrapping around.
func (s *Model) cycleClock(d int) {
	n := len(variants.TimeControlPresets)
	s.clock = ((s.clock+d)%n + n) % n
	s.err = ""
}

// typeClock edits the typed control with k (digits, '+', '.', the
// durations' units s, m and h, and backspace) while "custom" is chosen;
// false for any other key.
func (s *Model) typeClock(k tea.KeyMsg) bool {
	if !s.customClock() {
		return false
	}
	switch {
	case k.Type == tea.KeyBackspace:
		if n := len(s.clockText); n > 0 {
			s.clockText = s.clockText[:n-1]
		}
	case k.Type == tea.KeyRunes && len(k.Runes) > 0 && clockRunes(k.Runes):
		// Several runes at once are a paste ("5+3"), taken whole.
		if len(s.clockText)+len(k.Runes) <= 12 {
			s.clockText += string(k.Runes)
		}
	case k.Type == tea.KeyRunes && (len(k.Runes) > 1 || k.Paste):
		// A paste that is no clock is said, not dropped without a word
		// ("5m+3"); a single key goes on to the screen's own (q, ?).
		s.err = fmt.Sprintf("clock: %q: type minutes+seconds like 5+3, or durations like 10s+0.1s", string(k.Runes))
		return true
	default:
		return false
	}
	s.err = ""
	return true
}

// clockRunes reports whether rs are all characters of a typed clock:
// digits, '+', '.' and the units of the durations the form offers
// (variants.TimeControlForm: "10s+0.1s", "5m+3", "1h+0"), as -tc
// reads them; no setup key is one of them.
func clockRunes(rs []rune) bool {
	for _, r := range rs {
		if (r < '0' || r > '9') && !strings.ContainsRune("+.smh", r) {
			return false
		}
	}
	return true
}

// timeControl is the game's time control the row describes; a typed one
// that does not read is an error naming the form.
func (s *Model) timeControl() (variants.TimeControl, error) {
	if !s.offers(fieldClock) {
		return variants.TimeControl{}, nil
	}
	p := variants.TimeControlPresets[s.clock]
	if !p.Custom {
		return p.Control, nil
	}
	if s.clockText == "" {
		// Not "none": an empty custom entry is a clock not yet typed,
		// and starting the game untimed would hide it.
		return variants.TimeControl{}, fmt.Errorf("clock: type the custom clock, minutes+increment like 5+3, or choose none")
	}
	tc, err := variants.ParseTimeControl(s.clockText)
	if err != nil {
		return tc, fmt.Errorf("clock: %w", err)
	}
	if err := game.CheckClock(tc); err != nil {
		return tc, fmt.Errorf("clock %s: %w", s.clockText, err)
	}
	return tc, nil
}

// budgetOnClock is what an engine's budget row says beside its value
// when the game is timed ("" untimed): the clock gives a move its time (the clock rule,
// engine.ClockedSearch), so a think time is not used, and a cap in
// rollouts still bounds each move beside it.
func (s *Model) budgetOnClock(b engine.Budget) string {
	if s.clockTimes(b) {
		return "not used: the clock gives the time"
	}
	if !s.clocked() {
		return ""
	}
	return "a cap on each move, beside the clock"
}

// clockTimes reports whether the game is timed and budget b is a think
// time alone, which the clock then replaces.
func (s *Model) clockTimes(b engine.Budget) bool {
	return s.clocked() && b.Rollouts == 0
}

// clocked reports whether the game is timed: the clock gives each
// engine its time, so the budget rows are not choices then (a think
// time is not used; a cap in rollouts, from the command line or chosen
// untimed, is kept and shown).
func (s *Model) clocked() bool {
	tc, err := s.timeControl()
	return err == nil && tc.Timed()
}

// clockRow draws the Clock row and its note.
func (s Model) clockRow(choice func(field, string) string) (value, note string) {
	p := variants.TimeControlPresets[s.clock]
	if p.Custom {
		text := s.clockText
		if s.focus == fieldClock {
			text += "_"
		}
		return choice(fieldClock, "custom "+text), "type minutes+increment, like 5+3"
	}
	if !p.Control.Timed() {
		return choice(fieldClock, p.Name), "no clock"
	}
	return choice(fieldClock, p.Name), "minutes + seconds a move; a flag fall loses"
}
