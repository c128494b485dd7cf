package kit

import (
	"reflect"
	"strings"
	"testing"

	"rollout/engine"
	"rollout/ui/game"
	"rollout/variants"
)

// The counts themselves are engine.CountText's (engine's TestCountText);
// a signed count puts its sign before them.
func TestSignedCount(t *testing.T) {
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
	// A file name the wrap broke at its hyphen, cut on the last line: it
	// read "rollout- 20…", a space in the name.
	saved := "Game over: White loses on time; saved rollout-20261129-060404.pgn"
	if got := WrapLines(saved, 50, 1); len(got) != 1 || !strings.HasPrefix(got[0], "Game over: White loses on time; saved rollout-20") {
		t.Errorf("WrapLines(w=50, 1 line) = %q, want the name unbroken", got)
	}
	if got := WrapLines(saved, 30, 2); len(got) != 2 || !strings.Contains(got[1], "saved rollout-2026") {
		t.Errorf("WrapLines(w=30, 2 lines) = %q, want the name unbroken", got)
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

// A PGN's clocks and evals become the move list's notes and the
// review's words; a game without them has no notes at all.
func TestMoveNotesAndWords(t *testing.T) {
	rec, err := variants.NewRecord(game.Variant("chess"), "")
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []struct{ text, comment string }{
		{"e4", "[%eval 0.17] [%clk 0:03:00]"}, {"e5", "[%clk 0:02:59]"}, {"Nf3", "a move of ours"},
	} {
		if err := rec.PlayAnnotated(m.text, m.comment); err != nil {
			t.Fatal(err)
		}
	}
	if got := MoveNotes(rec); !reflect.DeepEqual(got, []string{"3:00 +0.17", "2:59", ""}) {
		t.Errorf("MoveNotes = %q", got)
	}
	if got := NoteWords(rec.Turn(0).Note()); got != "clock 3:00, eval +0.17" {
		t.Errorf("NoteWords = %q", got)
	}
	plain, _ := variants.Replay(game.Variant("chess"), "", []string{"e4", "e5"})
	if got := MoveNotes(plain); got != nil {
		t.Errorf("a game without notes: %q", got)
	}
}

// A search's count names its unit and, where a uct search grew a tree
// per worker, the trees it is summed over (a hint read "173k iterations"
// for two trees' sum).
func TestSearchCount(t *testing.T) {
	for _, tt := range []struct {
		snap engine.Snapshot
		want string
	}{
		{engine.Snapshot{Player: engine.DefaultPlayer, Rollouts: 173_000, Trees: 2}, "173k iterations over 2 trees"},
		{engine.Snapshot{Player: engine.DefaultPlayer, Rollouts: 300, Trees: 1}, "300 iterations"},
		{engine.Snapshot{Player: "flat", Rollouts: 30_000}, "30k rollouts"},
		{engine.Snapshot{Player: "uci:stockfish", Rollouts: 1_500_000}, "1.5M nodes"},
		// One is singular: a hint after one iteration read "1 iterations".
		{engine.Snapshot{Player: engine.DefaultPlayer, Rollouts: 1, Trees: 1}, "1 iteration"},
		{engine.Snapshot{Player: "flat", Rollouts: 1}, "1 rollout"},
		{engine.Snapshot{Player: "uci:stockfish", Rollouts: 1}, "1 node"},
	} {
		if got := SearchCount(tt.snap); got != tt.want {
			t.Errorf("%+v: %q, want %q", tt.snap, got, tt.want)
		}
	}
}

// A budget of one names its unit in the singular: the title read
// "uct (1 iterations)" for -rollouts 1.
func TestBudgetLabelOfOne(t *testing.T) {
	for _, tt := range []struct {
		b      engine.Budget
		player string
		want   string
	}{
		{engine.Budget{Rollouts: 1}, "uct", "1 iteration"},
		{engine.Budget{Rollouts: 1}, "flat", "1 rollout"},
		{engine.Budget{Rollouts: 2}, "uct", "2 iterations"},
		{engine.Budget{Rollouts: 120}, engine.DefaultPlayer, "120 iterations"},
	} {
		if got := BudgetLabelOf(tt.b, tt.player); got != tt.want {
			t.Errorf("BudgetLabelOf(%+v, %s) = %q, want %q", tt.b, tt.player, got, tt.want)
		}
	}
}
