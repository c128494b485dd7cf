package play

import (
	"fmt"
	"strings"
	"testing"

	"rollout/ui/uitest"
)

// A message wrapped over three lines (a failed save into a long path)
// takes its rows from the body before View draws: the panel is sized to
// the rows left, so its last row ("… N more" under a chess table at
// 80x24) stays on the screen and the frame fits the terminal.
func TestLongMessagePanelFits(t *testing.T) {
	for _, sz := range [][2]int{{80, 24}, {120, 40}} {
		w, h := sz[0], sz[1]
		o := gameOpts("chess", "fake")
		// "Saving failed: ui: save PGN: open DIR/rollout-….pgn: no such
		// file or directory": about 2.2 lines of w.
		o.OutDir = "/no/such/dir/" + strings.Repeat("deeper/", (22*w/10-102)/7)
		m, cmd := newTestModel(t, o, w, h, newFake)
		m = drain(t, m, cmd)
		m, cmd = press(m, "e", "4", "enter") // the engine answers: its table, 20 rows
		m = drain(t, m, cmd)
		m, _ = press(m, "s")
		v := m.View()
		name := fmt.Sprintf("long message %dx%d", w, h)
		uitest.CheckFits(t, name, v, w, h)
		if n := play(m).Layout().MsgH; n != 3 {
			t.Fatalf("%s: the message takes %d lines, want 3:\n%s", name, n, v)
		}
		flat := strings.Join(strings.Fields(v), " ")
		if !strings.Contains(flat, "no such file or directory") {
			t.Errorf("%s: the message is not shown whole:\n%s", name, v)
		}
		if w == 80 && !strings.Contains(v, " more") {
			t.Errorf("%s: the panel's \"… N more\" row is cut:\n%s", name, v)
		}
		g := play(m)
		panel := strings.Split(g.Panel.View(g.panelView()), "\n")
		last := strings.TrimSpace(panel[len(panel)-1])
		if last == "" || !strings.Contains(v, last) {
			t.Errorf("%s: the panel's last row %q is cut:\n%s", name, last, v)
		}
	}
}
