package uci

import (
	"context"
	"slices"
	"sync/atomic"

	"rollout/engine"
	"rollout/variants"
)

// Pondering, as the protocol has it: "go ponder ..." searches the
// position the GUI sent, which ends in the move it expects the opponent
// to play, while the opponent thinks; no bestmove comes until the GUI
// says how the guess went. "ponderhit" (the opponent played it) turns
// the ponder into the normal search with the go's own limits, the clock
// counted from the ponderhit (the engine's clock did not run before),
// on the tree the ponder grew (the kept player reuses it). "stop" (the
// opponent played another move) ends it with a bestmove, which the GUI
// ignores. The Ponder option says the engine can ponder; its value
// changes nothing (the search does not spend its own clock's time
// differently when the GUI will ponder).

// ponderGo is a running go ponder.
type ponderGo struct {
	args []string    // the go's words without "ponder": the search ponderhit starts
	hit  atomic.Bool // set by ponderhit: the pondering search says nothing
}

// startPonder returns a go's words to search now: a go ponder's without
// "ponder" and searching until stop or ponderhit, recording the ponder
// in s.ponder; any other go's unchanged.
func (s *Session) startPonder(args []string) []string {
	if !slices.Contains(args, "ponder") {
		return args
	}
	var rest []string
	for _, a := range args {
		if a != "ponder" {
			rest = append(rest, a)
		}
	}
	s.ponder = &ponderGo{args: rest}
	return append(slices.Clone(rest), "infinite")
}

// release waits, for a pondering search, until stop or ponderhit ends
// it (a search that ends by itself, a Level's iterations run out, holds
// its bestmove until then) and reports whether the search is to print
// its bestmove: not after a ponderhit. Any other search prints at once.
func (p *ponderGo) release(ctx context.Context) bool {
	if p == nil {
		return true
	}
	<-ctx.Done()
	return !p.hit.Load()
}

// ponderhit turns the running ponder into the normal search of its go;
// outside a ponder it does nothing (the search is already for real).
func (s *Session) ponderhit() {
	p := s.ponder
	if p == nil {
		return
	}
	p.hit.Store(true)
	s.stop()
	s.goSearch(p.args)
}

// ponderText is a bestmove's " ponder MOVE" part: the reply the chosen
// move's principal variation expects, so the GUI can ponder on it; empty
// when the variation stops at the move.
func ponderText(pos variants.Position, move variants.Move, snap engine.Snapshot, mates mateLines) string {
	for _, i := range lineOrder(snap, 1) {
		m := snap.Moves[i]
		if m.Move != move {
			return ""
		}
		var line []variants.Move
		if snap.Lines != nil && len(snap.Lines[i]) > 0 {
			line = snap.Lines[i][:1]
		}
		// A proven move's reply may come from the mate line's search.
		if pv, _ := mates.provenPV(pos, m, line); len(pv) >= 2 {
			return " ponder " + pv[1]
		}
	}
	return ""
}
