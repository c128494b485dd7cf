package play

import (
	"strings"
	"testing"
	"time"

	"rollout/engine"
	"rollout/ui/game"
)

// After the engine's reply the panel says its evaluation from White's
// side (the fake's a6 scores +1.9 for Black, the mover: -12.00 for
// White, the mapping's clamp) and the bar beside the board is Black's;
// before any search the bar is level and no line is shown.
func TestEvaluationBesideTheBoard(t *testing.T) {
	o := Options{Variant: "chess", Screen: ScreenGame, Seed: 1, Sides: [2]game.SideOptions{
		{Human: true}, {Engine: engine.Config{Player: "fake", Budget: engine.Budget{Time: time.Second}}}}}
	m, _ := newTestModel(t, o, 80, 24, newFake)
	if v := m.View(); strings.Contains(v, "Eval ") {
		t.Errorf("an evaluation before any search:\n%s", v)
	}
	if w, bar := m.evalBar(); w != 1 || strings.Join(bar, "") != "....####" {
		t.Errorf("the bar before any search: %d %q", w, bar)
	}
	m, cmd := press(m, ":", "e", "4", "enter")
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 2 })
	if v := m.View(); !strings.Contains(v, "Eval -12.00 (White)") {
		t.Errorf("no evaluation from White's side after a6:\n%s", v)
	}
	if _, bar := m.evalBar(); strings.Join(bar, "") != "........" {
		t.Errorf("the bar after a6: %q, want all Black's", bar)
	}
	// Tic-tac-toe has no pawns: no bar, no line.
	m, _ = newTestModel(t, DefaultOptions(), 80, 24, newFake)
	if w, _ := m.evalBar(); w != 0 {
		t.Errorf("tic-tac-toe has a bar %d wide", w)
	}
}

// The default player scores its rollouts by the evaluation (its preset's
// eval estimator), so its counts are not game results: the evaluation
// line gives no W/D/L for it, though the options name no estimator.
func TestEvaluationOfTheDefaultHasNoWDL(t *testing.T) {
	for _, tc := range []struct {
		player string
		wdl    bool
	}{{"default", false}, {"fake", true}} {
		o := Options{Variant: "chess", Screen: ScreenGame, Seed: 1, Sides: [2]game.SideOptions{
			{Human: true}, {Engine: engine.Config{Player: tc.player, Budget: engine.Budget{Time: time.Second}}}}}
		m, _ := newTestModel(t, o, 80, 24, newFake)
		m, cmd := press(m, ":", "e", "4", "enter")
		m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 2 })
		v := m.View()
		if !strings.Contains(v, "Eval ") {
			t.Fatalf("%s: no evaluation after its reply:\n%s", tc.player, v)
		}
		if got := strings.Contains(v, " · W "); got != tc.wdl {
			t.Errorf("%s: W/D/L shown %v, want %v:\n%s", tc.player, got, tc.wdl, v)
		}
	}
}

// A take-back to the engine's reply shows that reply's evaluation, bar
// and status line again, as they were before the next moves (a resumed
// game does the same: restoreLast): they had gone, the bar level, as if
// no engine had judged the position. Playing on from a reviewed move
// does the same.
func TestTakeBackKeepsTheEvaluation(t *testing.T) {
	o := Options{Variant: "chess", Screen: ScreenGame, Seed: 1, Sides: [2]game.SideOptions{
		{Human: true}, {Engine: engine.Config{Player: "fake", Budget: engine.Budget{Time: time.Second}}}}}
	for _, back := range [][]string{{"u"}, {"[", "[", "p"}} {
		t.Run(strings.Join(back, " "), func(t *testing.T) {
			m, _ := newTestModel(t, o, 80, 24, newFake)
			m, cmd := press(m, ":", "e", "4", "enter")
			m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 2 })
			_, bar := m.evalBar()
			status, _ := m.statusText()
			if !strings.Contains(m.View(), "Eval -12.00 (White)") || !strings.HasPrefix(status, "fake played a6") {
				t.Fatalf("after a6: no evaluation, or status %q:\n%s", status, m.View())
			}
			m, cmd = press(m, ":", "d", "4", "enter")
			m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 4 })
			m, _ = press(m, back...)
			if m.st.Len() != 2 {
				t.Fatalf("%q: %d plies, want 2", back, m.st.Len())
			}
			if v := m.View(); !strings.Contains(v, "Eval -12.00 (White)") {
				t.Errorf("%q: no evaluation of a6 after the take-back:\n%s", back, v)
			}
			if _, got := m.evalBar(); strings.Join(got, "") != strings.Join(bar, "") {
				t.Errorf("%q: the bar %q after the take-back, was %q after a6", back, got, bar)
			}
			if got, _ := m.statusText(); got != status {
				t.Errorf("%q: the status %q after the take-back, was %q after a6", back, got, status)
			}
		})
	}
}
