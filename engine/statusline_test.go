package engine

import (
	"strings"
	"testing"
	"time"
)

// A short search is counted whole: Connect Four's proven position read
// "0.00 kr | 11.40 kr/s".
func TestStatusLineCountsFewRolloutsWhole(t *testing.T) {
	s := Snapshot{Elapsed: time.Millisecond, Rollouts: 11, Rate: 11_400, BestText: "d"}
	if got := s.StatusLine(); !strings.Contains(got, "| 11 rollouts | 11.40 kr/s |") {
		t.Errorf("status %q", got)
	}
	s.Rollouts = 21_170
	if got := s.StatusLine(); !strings.Contains(got, "| 21.17 kr |") {
		t.Errorf("status %q", got)
	}
}

// An external engine's status line counts nodes, as the engine reported
// them, not kilo-rollouts.
func TestStatusLineOfAnExternalEngine(t *testing.T) {
	s := Snapshot{Player: "uci:stockfish", Elapsed: time.Second, Rollouts: 1_234_567, Rate: 1_234_567, BestText: "e4"}
	got := s.StatusLine()
	if !strings.Contains(got, "1.23M nodes | 1.23M nodes/s | e4") || strings.Contains(got, "kr") {
		t.Errorf("status %q", got)
	}
}
