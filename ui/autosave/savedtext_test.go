package autosave

import (
	"testing"
	"time"
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
