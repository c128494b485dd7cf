package setup

import (
	"strings"
	"testing"

	"rollout/ui/nav"
	"rollout/ui/uitest"
)

// ? opens the full help under the form, every key with what it does, as
// on every other screen, and ? again closes it; it answered "No key ?
// here". The help fits the smallest terminal with both resume offers,
// the focused row in sight, and in the Position field ? is typed.
func TestSetupFullHelp(t *testing.T) {
	for _, sz := range [][2]int{{80, 24}, {100, 30}, {minWidth, minHeight}} {
		s := newScreen(t, defaults(), sz[0], sz[1])
		ns, _ := s.Update(nav.ResumeOfferMsg{Resume: "a game", Previous: "another"})
		s, _ = press(ns.(Model), "?")
		v := s.View()
		if strings.Contains(v, "No key") || !strings.Contains(v, "? closes the help") {
			t.Errorf("%v: ? does not open the help:\n%s", sz, v)
		}
		if sz[0] >= 80 {
			if miss := uitest.HelpMissing(v, s.keys.FullHelp()); len(miss) > 0 {
				t.Errorf("%v: %q not in the full help:\n%s", sz, miss, v)
			}
		}
		for _, g := range s.keys.FullHelp() { // narrower, what a key does is cut at a word
			for _, b := range g {
				k := b.Help().Key + "  " // at a line's start or a column's
				if b.Enabled() && !strings.Contains(v, "\n"+k) && !strings.Contains(v, "   "+k) {
					t.Errorf("%v: the full help has no %s:\n%s", sz, b.Help().Key, v)
				}
			}
		}
		if !strings.Contains(v, "shift+tab  field back") || !strings.Contains(v, "space") {
			t.Errorf("%v: the full help does not name shift+tab and space:\n%s", sz, v)
		}
		if !strings.Contains(v, "> ") {
			t.Errorf("%v: the focused row went out of sight:\n%s", sz, v)
		}
		checkFits(t, s)
		s, _ = press(s, "?")
		if v := s.View(); strings.Contains(v, "closes the help") || strings.Contains(v, "field back") {
			t.Errorf("%v: ? again does not close the help:\n%s", sz, v)
		}
	}
	s := newScreen(t, defaults(), 80, 24)
	s.setFocus(fieldPosition)
	if s, _ = press(s, "?"); s.position.Value() != "?" || s.help.ShowAll {
		t.Errorf("? in the Position field: field %q, help open %v; want it typed", s.position.Value(), s.help.ShowAll)
	}
}
