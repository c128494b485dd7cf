package setup

import (
	"strings"
	"testing"
)

// At 40 columns the prose on the form is cut at a word, ending in "…":
// the empty Position field read "empty: the start po…" (the text input
// cut its placeholder mid-word) and the note of a key that means
// nothing here "No key Z here: ? lists this screen's ke…"; at 36
// the Estimator row's "each engine pl…".
func TestNarrowProseCutAtAWord(t *testing.T) {
	s := newScreen(t, defaults(), 40, 24)
	s, _ = press(s, "Z")
	v := s.View()
	if w := newScreen(t, defaults(), 36, 24).View(); !strings.Contains(w, "preset  each…") {
		t.Errorf("no %q at 36 columns:\n%s", "preset  each…", w)
	}
	for _, want := range []string{"empty: the start…", "preset  each engine…", "No key Z here: ? lists this screen's…"} {
		if !strings.Contains(v, want) {
			t.Errorf("no %q at 40 columns:\n%s", want, v)
		}
	}
}
