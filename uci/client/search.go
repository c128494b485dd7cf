package client

import (
	"context"
	"fmt"
	"strings"
	"time"
)

// GoParams are the limits of one go command. Zero fields are left out;
// with none set and Infinite false the engine decides (most search until
// stop).
type GoParams struct {
	MoveTime             time.Duration
	WTime, BTime         time.Duration
	WInc, BInc           time.Duration
	MovesToGo            int
	Nodes                int64
	Depth                int
	Infinite             bool
	SearchMoves          []string
	clocks, hasMovesToGo bool
}

// WithClocks returns g with the clocks of both sides (and moves to the
// next time control, 0 for none) set: "go wtime ... btime ...".
func (g GoParams) WithClocks(wtime, btime, winc, binc time.Duration, movesToGo int) GoParams {
	g.WTime, g.BTime, g.WInc, g.BInc, g.MovesToGo = wtime, btime, winc, binc, movesToGo
	g.clocks, g.hasMovesToGo = true, movesToGo > 0
	return g
}

// command renders the go line.
func (g GoParams) command() string {
	var b strings.Builder
	b.WriteString("go")
	ms := func(name string, d time.Duration) { fmt.Fprintf(&b, " %s %d", name, d.Milliseconds()) }
	if g.clocks {
		ms("wtime", g.WTime)
		ms("btime", g.BTime)
		ms("winc", g.WInc)
		ms("binc", g.BInc)
		if g.hasMovesToGo {
			fmt.Fprintf(&b, " movestogo %d", g.MovesToGo)
		}
	}
	if g.MoveTime > 0 {
		ms("movetime", max(g.MoveTime, time.Millisecond))
	}
	if g.Nodes > 0 {
		fmt.Fprintf(&b, " nodes %d", g.Nodes)
	}
	if g.Depth > 0 {
		fmt.Fprintf(&b, " depth %d", g.Depth)
	}
	if g.Infinite {
		b.WriteString(" infinite")
	}
	if len(g.SearchMoves) > 0 {
		b.WriteString(" searchmoves " + strings.Join(g.SearchMoves, " "))
	}
	return b.String()
}

// expected is how long the search should take at most, 0 when unknown
// (nodes, depth, infinite): the longest of movetime and the mover's whole
// clock, which a sane engine never exceeds.
func (g GoParams) expected() time.Duration {
	t := g.MoveTime
	if g.clocks {
		t = max(t, g.WTime, g.BTime)
	}
	if g.Infinite {
		return 0
	}
	return t
}

// GoResult is the end of a search: the bestmove text and the last info.
type GoResult struct {
	BestMove string
	Ponder   string
}

// Go sends the position's search and waits for bestmove, handing each
// info line to info. Cancelling ctx sends stop (move now) and still waits
// for bestmove. The engine is hung, and Go fails, when no bestmove comes
// within the spec's timeout after the expected time (movetime or clock)
// or after stop; a search with no expected time (nodes, depth, infinite)
// waits as long as ctx lets it. Go fails as well when the engine's output
// ends (a crash).
func (e *Engine) Go(ctx context.Context, g GoParams, info func(Info)) (GoResult, error) {
	if err := e.send(g.command()); err != nil {
		return GoResult{}, err
	}
	var deadline <-chan time.Time
	if t := g.expected(); t > 0 {
		timer := time.NewTimer(t + e.spec.timeout(DefaultTimeout))
		defer timer.Stop()
		deadline = timer.C
	}
	late := fmt.Sprintf("no bestmove within %v of %q's %v (hung?)", e.spec.timeout(DefaultTimeout), g.command(), g.expected())
	cancelled := ctx.Done()
	for {
		select {
		case line, ok := <-e.lines:
			if !ok {
				return GoResult{}, e.died("searching")
			}
			if rest, ok := strings.CutPrefix(line, "bestmove"); ok && (rest == "" || rest[0] == ' ') {
				f := strings.Fields(rest)
				if len(f) == 0 {
					return GoResult{}, fmt.Errorf("uci: %s sent bestmove without a move", e.name)
				}
				r := GoResult{BestMove: f[0]}
				if len(f) >= 3 && f[1] == "ponder" {
					r.Ponder = f[2]
				}
				return r, nil
			}
			if in, ok := ParseInfo(line); ok && info != nil {
				info(in)
			}
		case <-cancelled:
			cancelled = nil
			if err := e.send("stop"); err != nil {
				return GoResult{}, err
			}
			timer := time.NewTimer(e.spec.timeout(DefaultTimeout))
			defer timer.Stop()
			deadline = timer.C
			late = fmt.Sprintf("no bestmove within %v of stop (hung?)", e.spec.timeout(DefaultTimeout))
		case <-deadline:
			return GoResult{}, fmt.Errorf("uci: %s sent %s", e.name, late)
		}
	}
}
