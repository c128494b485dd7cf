package cli

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"
	"time"

	"rollout/engine"
	"rollout/match"
)

// parseClock reads a game clock "BASE+INC" or "BASE" in Go durations
// ("10s+0.1s", "5m+2s", "1m").
func parseClock(text string) (engine.Clock, error) {
	base, inc, hasInc := strings.Cut(text, "+")
	var c engine.Clock
	var err error
	if c.Left, err = time.ParseDuration(base); err != nil || c.Left <= 0 {
		return c, fmt.Errorf("-clock %q: want BASE+INC with durations, like 10s+0.1s (base above 0)", text)
	}
	if hasInc {
		if c.Increment, err = time.ParseDuration(inc); err != nil || c.Increment < 0 {
			return c, fmt.Errorf("-clock %q: the increment %q is not a duration of 0 or more", text, inc)
		}
	}
	return c, nil
}

// clockLog wraps each player a match builds in a game clock and keeps
// what every move cost: written per move to a log, summarised at the end.
type clockLog struct {
	clock engine.Clock
	mu    sync.Mutex
	made  []*engine.ClockedPlayer // the players of the game being played, by side
	took  []time.Duration
	least time.Duration
	early int // moves the rule ended before the soft time (separation)
	hard  int // moves that ran to the hard cap
	flags int
	games int
}

// wrap returns a player constructor that puts build's players on the clock.
func (l *clockLog) wrap(build func(engine.Config) (engine.Player, error)) func(engine.Config) (engine.Player, error) {
	return func(cfg engine.Config) (engine.Player, error) {
		p, err := build(cfg)
		if err != nil {
			return nil, err
		}
		cp := engine.NewClockedPlayer(p, l.clock)
		l.mu.Lock()
		l.made = append(l.made, cp)
		l.mu.Unlock()
		return cp, nil
	}
}

// game records the finished game's moves (the last two players built)
// and writes one line per move to w, if given: game, side, ply, ms taken,
// ms left after the increment, what stopped the search.
func (l *clockLog) game(g match.Game, w io.Writer) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.made) < 2 {
		return nil
	}
	sides := l.made[len(l.made)-2:]
	l.made = nil
	l.games++
	if l.games == 1 {
		l.least = l.clock.Left
	}
	for s, cp := range sides {
		if cp.Flagged {
			l.flags++
		}
		for i, m := range cp.Moves {
			l.took = append(l.took, m.Took)
			l.least = min(l.least, m.Left-l.clock.Increment)
			switch m.Stopped {
			case engine.StopSeparation:
				l.early++
			case engine.StopTime:
				l.hard++
			}
			if w != nil {
				if _, err := fmt.Fprintf(w, "%d %s %d %.1f %.1f %s\n", g.Index+1, policyLabel(cp.Config()), 2*i+s+1,
					ms(m.Took), ms(m.Left), m.Stopped); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// summary writes the clock's last lines of the match output.
func (l *clockLog) summary(w io.Writer, text string) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.took) == 0 {
		return nil
	}
	sorted := slices.Clone(l.took)
	slices.Sort(sorted)
	var total time.Duration
	for _, d := range sorted {
		total += d
	}
	_, err := fmt.Fprintf(w, "clock %s: %d moves in %d games; per move mean %.0f ms, median %.0f ms, max %.0f ms; least left before a move's increment %.0f ms; %d moves played early (separated), %d at the hard cap; losses on time %d\n",
		text, len(sorted), l.games, ms(total/time.Duration(len(sorted))), ms(sorted[len(sorted)/2]), ms(sorted[len(sorted)-1]), ms(l.least), l.early, l.hard, l.flags)
	return err
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
