package play

import (
	"strings"
	"testing"

	"rollout/ui/uitest"
)

// TestFullHelpFits80x24: ? shows every binding of the play screen (a
// person's game and a watched series) at 80x24,
// the smallest supported size, none hidden behind "…" (issue 21 item 3),
// and the screen still fits; ? again brings the board back.
func TestFullHelpFits80x24(t *testing.T) {
	for _, o := range []Options{gameOpts("chess", "fake"), seriesOpts(2), gameOpts("nim", "fake")} {
		m, _ := newTestModel(t, o, 80, 24, newFake)
		m, _ = press(m, "?")
		v := m.View()
		uitest.CheckFits(t, o.Variant+" full help", v, 80, 24)
		if miss := uitest.HelpMissing(v, play(m).helpKeys().FullHelp()); len(miss) > 0 {
			t.Errorf("%s at 80x24: %q not shown in the full help:\n%s", o.Variant, miss, v)
		}
		m, _ = press(m, "?")
		if miss := uitest.HelpMissing(m.View(), play(m).helpKeys().FullHelp()); len(miss) == 0 {
			t.Errorf("%s: ? did not close the full help", o.Variant)
		}
	}
}

// TestHelpPageWhenNoRoom: where the full help does not fit under the
// board, it takes the board's place, says how to close it, and fits; at
// 60x20 it shows every key, in a person's game and in a watched series.
func TestHelpPageWhenNoRoom(t *testing.T) {
	w, _ := newTestModel(t, seriesOpts(2), 60, 20, newFake)
	w, _ = press(w, "?")
	if miss := uitest.HelpMissing(w.View(), play(w).helpKeys().FullHelp()); len(miss) > 0 {
		t.Errorf("series at 60x20: %q missing:\n%s", miss, w.View())
	}
	m, _ := newTestModel(t, gameOpts("chess", "fake"), 60, 20, newFake)
	m, _ = press(m, "?")
	v := m.View()
	uitest.CheckFits(t, "chess help page 60x20", v, 60, 20)
	if miss := uitest.HelpMissing(v, play(m).helpKeys().FullHelp()); len(miss) > 0 || !strings.Contains(v, "? closes the help") {
		t.Fatalf("60x20: %q missing, or no closing key:\n%s", miss, v)
	}
	m, _ = press(m, "?")
	if v := m.View(); strings.Contains(v, "closes the help") || !strings.Contains(v, "a  b  c") {
		t.Fatalf("? did not bring the board back:\n%s", v)
	}
}

// TestHelpPagesAtTheSmallestSize: at the smallest size the play screen
// draws chess at, the full help does not fit one page: ? turns to the
// next, every key is on some page, each fits, and ? after the last brings
// the board back (10 keys, from o sort table to q quit, were cut).
func TestHelpPagesAtTheSmallestSize(t *testing.T) {
	big, _ := newTestModel(t, gameOpts("chess", "fake"), 200, 60, newFake)
	l := play(big).Layout()
	w, h := l.NeedW, l.NeedH
	m, _ := newTestModel(t, gameOpts("chess", "fake"), w, h, newFake)
	m, _ = press(m, "?")
	var seen []string
	for i := 0; play(m).Help.ShowAll; i++ {
		v := m.View()
		uitest.CheckFits(t, "help page", v, w, h)
		seen = append(seen, v)
		if i == 10 {
			t.Fatalf("? never closed the help:\n%s", v)
		}
		m, _ = press(m, "?")
	}
	if len(seen) < 2 {
		t.Errorf("%d help pages at %dx%d, want 2 or more", len(seen), w, h)
	}
	if miss := uitest.HelpMissing(strings.Join(seen, "\n"), play(m).helpKeys().FullHelp()); len(miss) > 0 {
		t.Errorf("%dx%d: %q missing:\n%s", w, h, miss, strings.Join(seen, "\n"))
	}
	if v := m.View(); strings.Contains(v, "help page") || strings.Contains(v, "closes the help") || !strings.Contains(v, "a  b  c") {
		t.Errorf("? after the last page did not bring the board back:\n%s", v)
	}
}
