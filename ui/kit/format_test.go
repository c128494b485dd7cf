package kit

import (
	"strings"
	"testing"
)

func TestCountText(t *testing.T) {
	tests := []struct {
		n    int64
		want string
	}{
		{0, "0"}, {950, "950"}, {1000, "1k"}, {7675, "7.7k"}, {48213, "48k"},
		{999_499, "999k"}, {1_000_000, "1M"}, {7_675_750, "7.68M"}, {12_340_000, "12.3M"},
	}
	for _, tt := range tests {
		if got := CountText(tt.n); got != tt.want {
			t.Errorf("countText(%d) = %q, want %q", tt.n, got, tt.want)
		}
	}
	if got := SignedCount(-2500); got != "-2.5k" {
		t.Errorf("signedCount(-2500) = %q", got)
	}
	if got := SignedCount(0); got != "+0" {
		t.Errorf("signedCount(0) = %q", got)
	}
}

func TestWrapLines(t *testing.T) {
	long := "Saving failed: ui: save PGN: open /no/such/dir/rollout-20261123-174501.pgn: no such file or directory"
	tests := []struct {
		text     string
		w, max   int
		lines    int
		cut      bool
		wantWord string
	}{
		{"short", 40, 3, 1, false, "short"},
		{long, 40, 3, 3, false, "directory"},
		{long, 20, 3, 3, true, "Saving"},
		{long, 0, 3, 0, false, ""},
	}
	for _, tt := range tests {
		got := WrapLines(tt.text, tt.w, tt.max)
		if len(got) != tt.lines {
			t.Errorf("wrapLines(w=%d): %d lines %q, want %d", tt.w, len(got), got, tt.lines)
			continue
		}
		joined := strings.Join(got, " ")
		if !strings.Contains(joined, tt.wantWord) || strings.HasSuffix(joined, "…") != tt.cut {
			t.Errorf("wrapLines(w=%d) = %q", tt.w, got)
		}
		for _, l := range got {
			if len([]rune(l)) > tt.w {
				t.Errorf("wrapLines(w=%d): line %q too wide", tt.w, l)
			}
		}
	}
}
