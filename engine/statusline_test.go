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
