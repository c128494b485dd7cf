package engine

import (
	"math"
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
	// A tree's count is its iterations, as the UI's title names a
	// level's budget ("Level 1 (120 iterations)"); it said "120 rollouts".
	s.Player, s.Rollouts = DefaultPlayer, 120
	if got := s.StatusLine(); !strings.Contains(got, "| 120 iterations |") {
		t.Errorf("status of a tree %q", got)
	}
	// A tree per worker, each with the whole budget: the status line
	// read "6.00 kr" for -rollouts 3000 on two workers, twice the
	// budget, while the table's header said "6k iterations over 2 trees".
	s.Rollouts, s.Trees = 6000, 2
	if got := s.StatusLine(); !strings.Contains(got, "| 6.00 kr over 2 trees | 11.40 kr/s |") {
		t.Errorf("status of two trees %q", got)
	}
	s.Rollouts = 600
	if got := s.StatusLine(); !strings.Contains(got, "| 600 iterations over 2 trees |") {
		t.Errorf("status of two small trees %q", got)
	}
}

// A player that runs no rollouts counts none: the analysis board read
// "0 rollouts | 0.00 kr/s" for random; now its time and move.
func TestStatusLineWithoutRollouts(t *testing.T) {
	for _, p := range []string{"random", "searchlight", "perfect"} {
		s := Snapshot{Player: p, Elapsed: 10 * time.Millisecond, BestText: "e4"}
		if got := s.StatusLine(); got != "0.01 s | e4" {
			t.Errorf("%s: status %q, want \"0.01 s | e4\"", p, got)
		}
	}
	// A search that ran none (uct's move proven before any iteration, the
	// default's mate in one) said "0 iterations | 0.00 kr/s".
	for _, p := range []string{"uct", DefaultPlayer, "flat"} {
		s := Snapshot{Player: p, Elapsed: 10 * time.Millisecond, BestText: "e4"}
		if got := s.StatusLine(); got != "0.01 s | e4" {
			t.Errorf("%s with no rollout: status %q, want \"0.01 s | e4\"", p, got)
		}
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

// Counts are written to about three figures, trailing zeros dropped, and
// a count that would round to 1000 of a unit moves to the next unit.
func TestCountText(t *testing.T) {
	tests := []struct {
		n    int64
		want string
	}{
		{0, "0"}, {950, "950"}, {1000, "1k"}, {7675, "7.7k"}, {9_999, "10k"}, {48213, "48k"},
		{999_499, "999k"}, {999_500, "1M"}, {999_999, "1M"}, {1_000_000, "1M"},
		{7_675_750, "7.68M"}, {9_480_000, "9.48M"}, {12_340_000, "12.3M"},
		{99_949_999, "99.9M"}, {99_950_000, "100M"}, {100_049_999, "100M"}, {123_456_789, "123M"},
		{999_499_999, "999M"}, {999_500_000, "1G"}, {1_500_000_000, "1.5G"}, {123_456_789_012, "123G"},
		{999_500_000_000, "1T"}, {math.MaxInt64, "9.22E"},
	}
	for _, tt := range tests {
		if got := CountText(tt.n); got != tt.want {
			t.Errorf("CountText(%d) = %q, want %q", tt.n, got, tt.want)
		}
	}
}

// No count from 0 to the largest int64 is written wider than
// CountWidest, the room the ui's table keeps for one: every count
// around each place a format or a unit begins (1 to 10 times each power
// of ten, and a few either side of where a figure rounds up), checked
// with the counts just below and above. "100.1M" was 6 wide.
func TestCountTextWidest(t *testing.T) {
	check := func(n int64) {
		if n < 0 {
			return
		}
		if got := CountText(n); len(got) > CountWidest {
			t.Errorf("CountText(%d) = %q, wider than %d", n, got, CountWidest)
		}
	}
	for p := int64(1); ; p *= 10 {
		for m := int64(1); m <= 10 && m <= math.MaxInt64/p; m++ {
			for _, base := range []int64{m * p, m*p - p/200, m*p - p/2000, m*p - p/20000} {
				for d := int64(-2); d <= 2; d++ {
					check(base + d)
				}
			}
		}
		if p > math.MaxInt64/10 {
			break
		}
	}
	for d := range int64(1000) {
		check(math.MaxInt64 - d)
	}
	for n := range int64(2_000_000) {
		check(n)
	}
}

// At a narrow width the status line keeps its best move whole and drops
// its least important fields first: the policy's tail, the rate, the
// count, the seconds (at 80 columns the line was cut at its end, "… |
// 85.60 kr/s | N…").
func TestStatusLineWithin(t *testing.T) {
	s := Snapshot{Player: DefaultPlayer, Elapsed: 9920 * time.Millisecond, Rollouts: 2_230_880,
		Rate: 224_950, BestText: "Nc3", Policy: "eval estimator k=0"}
	full := s.StatusLine()
	if full != "9.92 s | 2230.88 kr | 224.95 kr/s | Nc3 | eval estimator k=0" {
		t.Fatalf("status %q", full)
	}
	tests := []struct {
		width  int
		want   string
		wantOK bool
	}{
		{200, full, true},
		{60, full, true},
		{59, "9.92 s | 2230.88 kr | 224.95 kr/s | Nc3", true},
		{39, "9.92 s | 2230.88 kr | 224.95 kr/s | Nc3", true},
		{38, "9.92 s | 2230.88 kr | Nc3", true},
		{25, "9.92 s | 2230.88 kr | Nc3", true},
		{24, "9.92 s | Nc3", true},
		{12, "9.92 s | Nc3", true},
		{11, "Nc3", true},
		{3, "Nc3", true},
		{2, "Nc3", false},
	}
	for _, tt := range tests {
		got, ok := s.StatusLineWithin(tt.width)
		if got != tt.want || ok != tt.wantOK {
			t.Errorf("width %d: %q, %v; want %q, %v", tt.width, got, ok, tt.want, tt.wantOK)
		}
	}
	r := Snapshot{Player: "random", Elapsed: 10 * time.Millisecond, BestText: "e4"}
	if got, ok := r.StatusLineWithin(8); got != "e4" || !ok {
		t.Errorf("random at 8 columns: %q, %v", got, ok)
	}
}

// A count of one is singular: a search stopped after one rollout read
// "1 iterations" on the status line (uct -rollouts 1).
func TestStatusLineCountsOneInTheSingular(t *testing.T) {
	for _, tt := range []struct {
		player string
		want   string
	}{
		{"uct", "0.03 s | 1 iteration | 0.04 kr/s | a6"},
		{"flat", "0.03 s | 1 rollout | 0.04 kr/s | a6"},
		{"uci:stockfish", "0.03 s | 1 node | 40 nodes/s | a6"},
	} {
		s := Snapshot{Player: tt.player, Elapsed: 30 * time.Millisecond, Rollouts: 1, Rate: 40, BestText: "a6"}
		if got := s.StatusLine(); got != tt.want {
			t.Errorf("%s: status %q, want %q", tt.player, got, tt.want)
		}
	}
}

func TestCounted(t *testing.T) {
	for _, tt := range []struct {
		n      int64
		plural string
		want   string
	}{
		{1, "iterations", "1 iteration"},
		{0, "iterations", "0 iterations"},
		{2, "rollouts", "2 rollouts"},
		{1, "plies", "1 ply"},
		{3, "plies", "3 plies"},
		{1, "visits", "1 visit"},
		{1500, "nodes", "1.5k nodes"},
	} {
		if got := Counted(tt.n, tt.plural); got != tt.want {
			t.Errorf("Counted(%d, %q) = %q, want %q", tt.n, tt.plural, got, tt.want)
		}
	}
}
