package cli

import (
	"fmt"
	"io"
	"slices"
	"sync"
	"time"

	"rollout/engine"
	"rollout/match"
	"rollout/variants"
)

// tcHelp is -tc's help, the same in the TUI and match (where it is an
// alias of -clock).
const tcHelp = "a game clock, MINUTES+SECONDS of increment (5+3, 1+0; also durations, 10s+0.1s); a side whose flag falls loses, or draws if the other could not mate (docs/clocks.md)"

// clockLog wraps each player a match builds in a game clock and keeps
// what every move cost: written per move to a log, summarised at the end.
// An external engine (uci:...) is told both clocks and keeps time by its
// own rule (engine.ClockSearcher); rollout's players use the clock rule.
type clockLog struct {
	clock  engine.Clock
	mu     sync.Mutex
	made   []*engine.ClockedPlayer // the players of the game being played, by side
	took   []time.Duration
	shares []float64 // each move's time over the time its side had left before it
	least  time.Duration
	early  map[engine.StopReason]int // moves the rule ended early, by what ended them
	hard   int                       // moves that ran to the hard cap
	flags  int
	games  int
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
		if n := len(l.made); n%2 == 0 { // both sides of a game are built
			l.made[n-2].SetOpponent(cp)
		}
		l.mu.Unlock()
		return cp, nil
	}
}

// game records the finished game's moves (the last two players built)
// and writes one line per move to w, if given: game, player (its name and
// policy, and (a) or (b)), ply, ms taken, ms left after the increment,
// what stopped the search. A side that lost on time has its late move
// logged, though the record does not play it.
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
		label := clockLabel(cp, g.Record.Position())
		if variants.Side(s) == g.ASide {
			label += "(a)"
		} else {
			label += "(b)"
		}
		for i, m := range cp.Moves {
			l.took = append(l.took, m.Took)
			before := m.Left - l.clock.Increment + m.Took
			l.shares = append(l.shares, float64(m.Took)/float64(max(before, 1)))
			l.least = min(l.least, m.Left-l.clock.Increment)
			switch m.Stopped {
			case engine.StopSeparation, engine.StopSettled, engine.StopProven, engine.StopForced, engine.StopOneMoveWin:
				if l.early == nil {
					l.early = map[engine.StopReason]int{}
				}
				l.early[m.Stopped]++
			case engine.StopTime:
				l.hard++
			}
			if w != nil {
				if _, err := fmt.Fprintf(w, "%d %s %d %.1f %.1f %s\n", g.Index+1, label, 2*i+s+1,
					ms(m.Took), ms(m.Left), m.Stopped); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// clockLabel names a clocked player in the log without spaces: its name
// and policy ("uct+light"), or an external engine's short name
// ("uci:rollout").
func clockLabel(cp *engine.ClockedPlayer, pos variants.Position) string {
	if engine.IsExternal(cp.Config().Player) {
		return cp.Name()
	}
	return policyLabel(cp.Config(), pos)
}

// summary writes the clock's last line of the match output: moves and
// games, time per move (mean, median, 95th percentile, max), the share of
// its clock a move took (mean, max), the least time left, how moves
// stopped and the losses on time.
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
	var shareSum, shareMax float64
	for _, f := range l.shares {
		shareSum += f
		shareMax = max(shareMax, f)
	}
	n := len(sorted)
	early := 0
	for _, k := range l.early {
		early += k
	}
	_, err := fmt.Fprintf(w, "clock %s: %d moves in %d games; per move mean %.0f ms, median %.0f ms, p95 %.0f ms, max %.0f ms; share of the time left per move mean %.1f%%, max %.1f%%; least left before a move's increment %.0f ms; %d moves played early (%d separated, %d settled, %d proven, %d forced), %d at the hard cap; losses on time %d\n",
		text, n, l.games, ms(total/time.Duration(n)), ms(sorted[n/2]), ms(sorted[min(n*95/100, n-1)]), ms(sorted[n-1]),
		100*shareSum/float64(n), 100*shareMax, ms(l.least), early, l.early[engine.StopSeparation], l.early[engine.StopSettled],
		l.early[engine.StopProven]+l.early[engine.StopOneMoveWin], l.early[engine.StopForced], l.hard, l.flags)
	return err
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
