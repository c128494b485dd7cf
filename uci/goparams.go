package uci

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"time"

	"rollout/engine"
	"rollout/internal/clip"
	"rollout/variants"
	"rollout/variants/chess"
)

// maxDepth bounds go depth; a principal variation is at most some 65
// plies (the tree's lines), so a depth beyond runs to the time limit.
const maxDepth = 1 << 16

// atOnce is the budget of "move at once" (a zero or negative movetime,
// nodes or clock): the best a millisecond finds, or the first legal move.
var atOnce = engine.Budget{Time: time.Millisecond}

// goPlan is what a go command asks for: the budget, the root moves to
// search (all if empty) and the info strings that explain how the
// command's words were taken.
type goPlan struct {
	budget engine.Budget
	// clock, when the side to move's clock is given, is the search's clock
	// rule (engine.ClockedSearch); budget then holds its hard time.
	clock       *engine.Clock
	searchMoves []variants.Move
	// depth, when positive, ends the search once the chosen move's
	// principal variation is that many plies long (info's depth),
	// within the budget's time.
	depth int
	// infinite is go infinite's rule that no bestmove comes before
	// stop, even for a move known at once.
	infinite bool
	// movetime: budget.Time is go movetime's, the GUI's time for the
	// whole answer (movetimeBudget), not a clock's or the default's.
	movetime bool
	notes    []string
}

// goKeywords are the words that start a go parameter; searchmoves takes
// the moves up to the next one.
var goKeywords = map[string]bool{
	"searchmoves": true, "ponder": true, "wtime": true, "btime": true, "winc": true, "binc": true,
	"movestogo": true, "depth": true, "nodes": true, "mate": true, "movetime": true, "infinite": true,
}

// parseGo reads go's parameters for a search of pos. Every form has a
// defined meaning (docs/uci.md):
//   - infinite: search until stop, whatever else is given;
//   - nodes N: N rollouts (uct: iterations); movetime T: T ms; both: the
//     first reached; zero or negative: move at once; a movetime too large
//     for the clock: no time limit;
//   - wtime/btime (with winc/binc, movestogo): the side to move's clock
//     runs the clock rule (engine.Clock.Allot, docs/clocks.md): about
//     clock/(movestogo+1, or 40) + 3/4 inc, longer while the best moves are
//     inside each other's error bars, shorter once one separates, never
//     more than the hard cap, well under the clock; a zero or negative
//     clock: move at once; movestogo without a clock is ignored;
//   - depth N: search until the chosen move's principal variation, as far
//     as the tree's visits support it (info's depth), is N plies long,
//     within movetime or nodes if given, else the default think time;
//     zero or negative: move at once;
//   - mate: no mate search: searched as without it, said so;
//   - searchmoves: only these root moves are searched; none legal:
//     every move, said so;
//   - nothing that limits the search: the default think time (10 s).
func parseGo(args []string, pos variants.Position) goPlan {
	var p goPlan
	note := func(format string, a ...any) { p.notes = append(p.notes, fmt.Sprintf(format, a...)) }
	var (
		infinite, instant, haveClock bool
		clock, inc                   [2]time.Duration
		clockSet                     [2]bool
		movesToGo                    int64
	)
	for i := 0; i < len(args); i++ {
		word := args[i]
		if !goKeywords[word] {
			note("go: unknown word %s ignored", clip.Quote(word))
			continue
		}
		switch word {
		case "infinite":
			infinite = true
			continue
		case "ponder": // goSearch took it out (uci/ponder.go)
			continue
		case "searchmoves":
			named := false
			for i+1 < len(args) && !goKeywords[args[i+1]] {
				named = true
				i++
				m, err := pos.DecodeMove(args[i])
				if err != nil {
					note("go searchmoves %s: %v; ignored", clip.String(args[i]), err)
					continue
				}
				p.searchMoves = append(p.searchMoves, m)
			}
			if len(p.searchMoves) == 0 {
				// As Stockfish does: no move to keep to is no restriction.
				if named {
					note("go searchmoves: none of the moves named is legal here; searching every move")
				} else {
					note("go searchmoves names no move; searching every move")
				}
			}
			continue
		}
		if i+1 >= len(args) {
			note("go %s needs a number; ignored", word)
			continue
		}
		i++
		n, err := strconv.ParseInt(args[i], 10, 64)
		overflow := errors.Is(err, strconv.ErrRange)
		if err != nil && !overflow {
			note("go %s %s is not a whole number; ignored", word, clip.Quote(args[i]))
			continue
		}
		switch word {
		case "nodes":
			switch {
			case overflow && n > 0:
				note("go nodes %s is too large: no rollout limit", clip.String(args[i]))
			case n <= 0:
				note("go nodes %d: moving at once", n)
				instant = true
			default:
				p.budget.Rollouts = n
			}
		case "movetime":
			switch {
			case n > math.MaxInt64/int64(time.Millisecond) || (overflow && n > 0):
				note("go movetime %s is too large: no time limit", clip.String(args[i]))
			case n <= 0:
				note("go movetime %d: moving at once", n)
				instant = true
			default:
				p.budget.Time = time.Duration(n) * time.Millisecond
				p.movetime = true
			}
		case "wtime", "btime":
			side := variants.First
			if word == "btime" {
				side = variants.Second
			}
			clockSet[side] = true
			clock[side] = millis(n, overflow)
		case "winc", "binc":
			side := variants.First
			if word == "binc" {
				side = variants.Second
			}
			inc[side] = max(millis(n, overflow), 0)
		case "movestogo":
			movesToGo = n
		case "depth":
			switch {
			case overflow && n > 0:
				note("go depth %s is too large: no depth limit", clip.String(args[i]))
			case n <= 0:
				note("go depth %d: moving at once", n)
				instant = true
			default:
				p.depth = int(min(n, maxDepth))
			}
		case "mate":
			note("go mate %s: no mate search; searched as without it (uct stops when it proves a win)", clip.String(args[i]))
		}
	}
	if infinite {
		p.infinite = true
		if p.depth > 0 {
			note("go depth %d with infinite: searching until stop", p.depth)
		}
		p.budget, p.depth = engine.Budget{}, 0
		return p
	}
	side := pos.ToMove()
	if clockSet[side] && p.budget.Time == 0 && !instant {
		haveClock = true
		c := clock[side]
		if c <= 0 {
			name := "wtime" // the protocol's word for the clock, not our side name
			if side == variants.Second {
				name = "btime"
			}
			note("go %s %d: the side to move has no time left: moving at once", name, c.Milliseconds())
			instant = true
		} else {
			cl := engine.Clock{Left: c, Increment: inc[side]}
			if movesToGo > 0 {
				cl.MovesToGo = int(min(movesToGo, math.MaxInt32))
			}
			p.clock = &cl
			p.budget.Time = cl.Allot().Hard
		}
	}
	if movesToGo != 0 && !haveClock {
		note("go movestogo %d without the side to move's clock: ignored", movesToGo)
	}
	if clockSet[side.Other()] && !clockSet[side] {
		note("go: only the other side's clock given: ignored")
	}
	if instant {
		p.budget, p.depth, p.movetime = atOnce, 0, false
	}
	if !p.budget.Bounded() {
		p.budget.Time = chess.Variant.ThinkTime
		if p.depth > 0 {
			note("go depth %d: searching until the principal variation is %d plies long, at most %v", p.depth, p.depth, p.budget.Time)
		} else {
			note("go: no limit given: thinking %v (go infinite searches until stop)", p.budget.Time)
		}
	}
	return p
}

// millis turns a clock value in ms into a duration, saturating on
// overflow.
func millis(n int64, overflow bool) time.Duration {
	const most = math.MaxInt64 / int64(time.Millisecond)
	switch {
	case overflow && n < 0, n < -most:
		return -time.Duration(most) * time.Millisecond
	case overflow, n > most:
		return time.Duration(most) * time.Millisecond
	}
	return time.Duration(n) * time.Millisecond
}
