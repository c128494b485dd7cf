package engine

import (
	"sync"
	"sync/atomic"
)

// halter tells a search's workers to stop and remembers why. Workers poll
// stopped between rollouts (an atomic load, cheap on the hot path); the
// coordinator and the target standard-error test call halt, and the first
// reason given is the one reported.
type halter struct {
	stop   atomic.Bool
	mu     sync.Mutex
	reason string
}

// halt asks the workers to stop, recording reason unless one is recorded.
func (h *halter) halt(reason string) {
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
// or "rollouts" when the search ran its rollout budget out.
func (h *halter) stopReason() string {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.reason == "" {
		return "rollouts"
	}
	return h.reason
}
