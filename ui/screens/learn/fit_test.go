package learn

import (
	"strings"
	"testing"

	course "rollout/learn"
)

// A lesson's title in the course's list is cut at a word on a narrow
// text, ending in "…": at 30 columns "Flat Monte Carlo: means and
// their error bars" read "       2. Flat Monte Carlo: me…".
func TestCourseLinesCutAtAWord(t *testing.T) {
	m := newScreen(t, t.TempDir(), 1, 80, 24)
	const w = 30
	lessons := course.Lessons()
	lines := m.courseLines(w)
	cut := 0
	for i, l := range lines {
		head, ok := strings.CutSuffix(l, "…")
		if !ok {
			continue
		}
		cut++
		title := lessons[i].Title
		at := strings.Index(head, ". ") + 2
		// After the cut, a space, or the ":" or "," FitLine trims.
		if got := head[at:]; !strings.HasPrefix(title, got) || !strings.ContainsAny(title[len(got):][:1], " :,") {
			t.Errorf("lesson %d at %d columns: %q cuts %q inside a word", i+1, w, l, title)
		}
	}
	if cut == 0 {
		t.Fatalf("no title cut at %d columns: %q", w, lines)
	}
}
