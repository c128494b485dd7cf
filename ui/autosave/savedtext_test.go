package autosave

import (
	"strings"
	"testing"
	"time"

	"rollout/engine"
)

// The time a save was written reads as short as the day allows, so the
// setup screen's "R resumes: ..." line, cut at its width, still says it,
// and names its clock's zone: "saved 16:54" did not say whether it was
// UTC or local time.
func TestSavedText(t *testing.T) {
	cet := time.FixedZone("CET", 3600)
	now := time.Date(2026, 11, 28, 19, 5, 0, 0, cet)
	for _, tc := range []struct {
		saved time.Time
		want  string
	}{
		{time.Date(2026, 11, 28, 16, 54, 0, 0, cet), "16:54 CET"},
		{time.Date(2026, 11, 27, 23, 59, 0, 0, cet), "Nov 27 23:59 CET"},
		{time.Date(2025, 11, 28, 16, 54, 0, 0, cet), "2025-11-28 16:54 CET"},
	} {
		if got := savedText(tc.saved, now); got != tc.want {
			t.Errorf("savedText(%v) = %q, want %q", tc.saved, got, tc.want)
		}
	}
}

// The offer to resume names an engine side as the game's title does: a
// level by its number (a game against Level 3 was offered as "White
// human vs Black default"), another player by its name.
func TestSummaryNamesTheLevel(t *testing.T) {
	g := Game{Variant: "chess", Saved: time.Now(), Sides: [2]Side{{Human: true},
		{Engine: engine.Config{Player: engine.DefaultPlayer, Level: 3}}}}
	if got := g.Summary(mustRecord(t, g)); !strings.Contains(got, "White human vs Black Level 3, saved") {
		t.Errorf("summary %q", got)
	}
	g.Sides[1].Engine = engine.Config{Player: "flat"}
	if got := g.Summary(mustRecord(t, g)); !strings.Contains(got, "White human vs Black flat, saved") {
		t.Errorf("summary %q", got)
	}
}
