package board

import (
	"strings"
	"testing"

	"rollout/ui/components/surface"
	"rollout/ui/kit"
)

// A Connect Four board is a row of columns: ←→ choose the one the stone
// drops into, and ↑↓ have nowhere to go. The help offered "↑↓←→ move
// cursor", and ↑↓ moved an unseen cursor up and down the column and
// said nothing. The help now offers ←→ for the column, and ↑↓ leave the
// board as it was and say why; a chess board's arrows are as before.
func TestDropBoardArrows(t *testing.T) {
	f, s := newFrame(t, "connect4", 80, 24)
	for _, b := range f.Surface.ShortHelp() {
		if h := b.Help().Key; strings.ContainsAny(h, "↑↓") {
			t.Errorf("Connect Four's help offers %q %q", h, b.Help().Desc)
		}
	}
	if !kit.HasKey(f.Surface.ShortHelp(), f.keys.Left) {
		t.Errorf("Connect Four's help %v offers no ←→", f.Surface.ShortHelp())
	}
	before := f.Surface.View(surface.Marks{Active: true})
	for _, k := range []string{"up", "down"} {
		press(t, f, s, k)
		if after := f.Surface.View(surface.Marks{Active: true}); after != before {
			t.Errorf("%s moved Connect Four's cursor:\n%s\nwas:\n%s", k, after, before)
		}
		if len(s.said) == 0 || !strings.Contains(s.said[len(s.said)-1], "←→") {
			t.Errorf("%s on Connect Four said %q, want why it moves nothing", k, s.said)
		}
		s.said = nil
	}
	press(t, f, s, "left")
	if f.Surface.View(surface.Marks{Active: true}) == before || len(s.said) != 0 {
		t.Errorf("left did not move Connect Four's column, or said %q", s.said)
	}

	f, s = newFrame(t, "chess", 80, 24)
	before = f.Surface.View(surface.Marks{Active: true})
	press(t, f, s, "up")
	if f.Surface.View(surface.Marks{Active: true}) == before || len(s.said) != 0 {
		t.Errorf("up did not move chess's cursor, or said %q", s.said)
	}
	if !kit.HasKey(f.Surface.ShortHelp(), f.keys.Up) {
		t.Errorf("chess's help %v offers no ↑↓←→", f.Surface.ShortHelp())
	}
}
