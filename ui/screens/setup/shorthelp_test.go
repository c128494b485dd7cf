package setup

import (
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/x/ansi"

	"rollout/ui/nav"
	"rollout/ui/uitest"
)

// The short help at a narrow terminal ran past the width where bubbles'
// ellipsis did not fit after the last whole item, and the screen's edge
// cut the next one mid-item: "↑↓/tab field • ←→ change • enter start •"
// at 40 columns. Every help line, at 30, 40 and 80 columns, with and
// without resume offers, on every field, short and tall, is now whole
// items, then "…" when some are left out.
func TestShortHelpDropsWholeItems(t *testing.T) {
	km := NewKeyMap(uitest.Common(0, 0).Keys)
	keys := []key.Binding{km.Cancel, km.Resume, km.ResumePrevious, km.Next, km.Change, km.Start, km.Quit, km.QuitTyping, km.Help}
	for _, w := range []int{30, 40, 80} {
		for _, h := range []int{14, 16, 18, 20, 24} {
			for _, offer := range []nav.ResumeOfferMsg{{}, {Resume: "a game"}, {Resume: "a game", Previous: "another"}} {
				s := newScreen(t, defaults(), w, h)
				ns, _ := s.Update(offer)
				s = ns.(Model)
				for range fieldStart + 1 {
					lines := strings.Split(ansi.Strip(s.View()), "\n")
					for i, l := range lines {
						if i == len(lines)-1 || strings.Contains(l, " • ") {
							if bad := uitest.NotWholeItems(keys, l, w); bad != "" {
								t.Fatalf("%dx%d, offer %v, focus %d: help line %q: %s", w, h, offer, s.focus, l, bad)
							}
						}
					}
					s, _ = press(s, "tab")
				}
			}
		}
	}
}
