package engine

import (
	"sync"
	"sync/atomic"
)

// StopReason says what ended a search. It is a string type so tables and
// logs print it as it is, and a typed value so callers compare it with
// the constants below instead of spelling the words again.
type StopReason string

// The reasons a search ends.
const (
	// StopRollouts: the rollout (uct: iteration) budget ran out.
	StopRollouts StopReason = "rollouts"
	// StopTime: the think time ran out.
	StopTime StopReason = "time"
	// StopTargetSE: the best move's standard error fell below the target.
	StopTargetSE StopReason = "target-se"
	// StopSeparation: the best move led the runner-up by enough standard
	// errors.
	StopSeparation StopReason = "separation"
	// StopProven: uct proved a root move's exact value.
	StopProven StopReason = "proven"
	// StopSettled: the tree's choice led every other move by more visits
	// than the rest of the time budget could give any of them, so no
	// more thought could change it (see settledLead).
	StopSettled StopReason = "settled"
	// StopOneMoveWin: roulette or searchlight took a move that wins at once
	// (uct too, when its tree has no room for the move's node; flat under
	// a budget that may stop early, Config.stopsEarly).
	StopOneMoveWin StopReason = "one-move win"
	// StopClock: a clocked search reached its soft time with a clear
	// choice (see Clock).
	StopClock StopReason = "clock"
	// StopCancelled: the caller cancelled the search (move now, quit).
	StopCancelled StopReason = "cancelled"
	// StopForced: there was a single legal move.
	StopForced StopReason = "forced"
	// StopInstant: the player needs no rollouts (random, perfect).
	StopInstant StopReason = "instant"
	// StopAnswered: an external UCI engine answered a movetime search
	// well before its time (under answeredEarly of it), for a reason
	// the protocol does not say (a mate found, a single move, its own
	// rule); what ended it is not known, so it is not called "time".
	StopAnswered StopReason = "answered early"
)

// halter tells a search's workers to stop and remembers why. Workers poll
// stopped between rollouts (an atomic load, cheap on the hot path); the
// coordinator and the target standard-error test call halt, and the first
// reason given is the one reported.
type halter struct {
	stop   atomic.Bool
	mu     sync.Mutex
	reason StopReason
}

// halt asks the workers to stop, recording reason unless one is recorded.
func (h *halter) halt(reason StopReason) {
	h.mu.Lock()
	if h.reason == "" {
		h.reason = reason
	}
	h.mu.Unlock()
	h.stop.Store(true)
}

// stopped reports whether the search has been asked to stop.
func (h *halter) stopped() bool { return h.stop.Load() }

// stopReason says what ended the search: the first reason given to halt,
// or StopRollouts when the search ran its rollout budget out.
func (h *halter) stopReason() StopReason {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.reason == "" {
		return StopRollouts
	}
	return h.reason
}
