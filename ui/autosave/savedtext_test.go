package autosave

import (
	"testing"
	"time"
)

// The time a save was written reads as short as the day allows, so the
// setup screen's "R resumes: ..." line, cut at its width, still says it.
func TestSavedText(t *testing.T) {
	now := time.Date(2026, 11, 28, 19, 5, 0, 0, time.Local)
	for _, tc := range []struct {
		saved time.Time
		want  string
	}{
		{time.Date(2026, 11, 28, 16, 54, 0, 0, time.Local), "16:54"},
		{time.Date(2026, 11, 27, 23, 59, 0, 0, time.Local), "Nov 27 23:59"},
		{time.Date(2025, 11, 28, 16, 54, 0, 0, time.Local), "2025-11-28 16:54"},
	} {
		if got := savedText(tc.saved, now); got != tc.want {
			t.Errorf("savedText(%v) = %q, want %q", tc.saved, got, tc.want)
		}
	}
}
