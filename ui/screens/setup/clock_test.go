package setup

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"rollout/engine"
	"rollout/ui/game"
	"rollout/ui/uitest"
	"rollout/variants"
)

// The Clock row: it starts on the command line's -tc, steps through the
// presets, reads a typed control on "custom", refuses one that does not
// read with the form, and stays when two engines play (each on its
// clock), hidden only where no game is played (a study).
func TestSetupClockRow(t *testing.T) {
	o := defaults()
	o.TimeControl = variants.TimeControl{Base: 5 * time.Minute, Increment: 3 * time.Second}
	s := newScreen(t, o, 100, 30)
	if got := describe(t, s).TimeControl; got != o.TimeControl {
		t.Fatalf("-tc 5+3 gives %v", got)
	}
	s, _ = press(s, "tab", "tab", "right") // Start, Game, Clock: 5+3 -> 10+5
	if got := describe(t, s).TimeControl; got.Base != 10*time.Minute || got.Increment != 5*time.Second {
		t.Fatalf("after 5+3 comes %v, want 10+5", got)
	}
	if v := s.View(); !strings.Contains(v, "Clock") || !strings.Contains(v, "10+5") {
		t.Errorf("the Clock row does not show 10+5:\n%s", v)
	}
	s, _ = press(s, "right", "right", "right") // 15+10, 30+0, custom
	s, _ = press(s, "2", "+", "1")
	if got := describe(t, s).TimeControl; got.Base != 2*time.Minute || got.Increment != time.Second {
		t.Fatalf("custom 2+1 gives %v", got)
	}
	s, _ = press(s, "backspace") // "2+"
	if _, _, err := s.Describe(); err == nil || !strings.Contains(err.Error(), "5+3") {
		t.Errorf("custom %q: error %v, want one naming the form", s.clockText, err)
	}
	s, _ = press(s, "right") // none
	if got := describe(t, s).TimeControl; got.Timed() || s.budgetOnClock(engine.Budget{Time: time.Second}) != "" {
		t.Errorf("none gives %v, or a budget row speaks of a clock", got)
	}
	s, _ = press(s, "left", "left") // back to 30+0, past custom
	s, _ = press(s, "tab", "right") // the first side: an engine, so two engines watch
	if got := describe(t, s).TimeControl; got.Base != 30*time.Minute || !strings.Contains(s.View(), "Clock ") {
		t.Errorf("watching two engines: %v, want 30+0 and the row shown:\n%s", got, s.View())
	}
	s, _ = press(s, "tab") // past the first side's budget row, read-only on a clock
	if v := s.View(); s.focus == fieldFirstBudget || !strings.Contains(v, "not used: the clock gives the time") {
		t.Errorf("on a clock a think time's budget row is a choice (focus %v) or does not say the clock gives the time:\n%s", s.focus, v)
	}
	s.study = true
	if got := describe(t, s).TimeControl; got.Timed() || strings.Contains(s.View(), "Clock ") {
		t.Errorf("a study: %v, row shown:\n%s", got, s.View())
	}
}

// A -tc that is no preset is the custom entry, typed in already.
func TestSetupClockCustomFromTheCommandLine(t *testing.T) {
	o := defaults()
	o.TimeControl = variants.TimeControl{Base: 2 * time.Minute, Increment: time.Second}
	s := newScreen(t, o, 100, 30)
	if got := describe(t, s).TimeControl; got != o.TimeControl || !s.customClock() {
		t.Errorf("-tc 2+1 gives %v (custom %v)", got, s.customClock())
	}
}

// Enter with a typed clock that does not read keeps the focus on the
// Clock row, so what the person types next corrects it; it went to the
// Position row, and "5+3" typed there became a position.
func TestSetupClockErrorKeepsFocus(t *testing.T) {
	s := newScreen(t, defaults(), 80, 24)
	s, _ = press(s, "tab", "tab")
	for !s.customClock() {
		s, _ = press(s, "right")
	}
	s, _ = press(s, "0", "+", "0", "enter")
	if s.err == "" || s.focus != fieldClock {
		t.Fatalf("enter on custom 0+0: error %q, focus %v, want the clock's error on the Clock row", s.err, s.focus)
	}
	s, _ = press(s, "backspace", "backspace", "backspace", "5", "+", "3")
	if got := describe(t, s).TimeControl; got.Base != 5*time.Minute || got.Increment != 3*time.Second {
		t.Errorf("typed 5+3 after the error: clock %v, position %q", got, s.position.Value())
	}
}

// A person's budget row shows "-" and offers nothing, so the focus
// passes over it as over a person's policy row; it stopped there, and
// left and right changed a budget no one could see.
func TestSetupSkipsAPersonsBudget(t *testing.T) {
	s := newScreen(t, defaults(), 80, 24) // X human, O default
	s, _ = press(s, "tab", "tab", "tab")  // Start -> Game -> Clock -> X
	if s.focus != fieldFirst {
		t.Fatalf("tab x3 from Start: focus %v, want the X row", s.focus)
	}
	s, _ = press(s, "tab")
	if s.focus != fieldSecond {
		t.Errorf("tab from the person's row: focus %v, want the O row:\n%s", s.focus, s.View())
	}
	s, _ = press(s, "shift+tab")
	if s.focus != fieldFirst {
		t.Errorf("shift+tab from the O row: focus %v, want the X row", s.focus)
	}
}

// A clock pasted on "custom" (its runes in one message) is taken whole;
// a paste that is no clock is said; an empty custom entry does not
// start an untimed game.
func TestSetupClockPasteAndEmpty(t *testing.T) {
	s := newScreen(t, defaults(), 80, 24)
	s, _ = press(s, "tab", "tab")
	for !s.customClock() {
		s, _ = press(s, "right")
	}
	if _, _, err := s.Describe(); err == nil || !strings.Contains(err.Error(), "5+3") {
		t.Errorf("an empty custom clock: error %v, want one asking for the clock", err)
	}
	s, _ = press(s, "enter")
	if s.err == "" || s.focus != fieldClock {
		t.Errorf("enter on an empty custom clock: error %q, focus %v; want the error on the Clock row", s.err, s.focus)
	}
	s, _ = press(s, "5x+3")
	if s.clockText != "" || !strings.Contains(s.err, "5x+3") {
		t.Errorf("a paste of 5x+3: text %q, error %q; want it refused and said", s.clockText, s.err)
	}
	// The durations the form's error offers are typed too, as -tc
	// reads them: they were refused ("type digits, + and . only").
	for text, want := range map[string]variants.TimeControl{
		"5m+3":     {Base: 5 * time.Minute, Increment: 3 * time.Second},
		"10s+0.1s": {Base: 10 * time.Second, Increment: 100 * time.Millisecond},
	} {
		s.clockText = ""
		for _, r := range text {
			s, _ = press(s, string(r))
		}
		if got := describe(t, s).TimeControl; got != want {
			t.Errorf("%s typed gives %v (text %q, error %q), want %v", text, got, s.clockText, s.err, want)
		}
	}
	s.clockText = ""
	s, _ = press(s, "5+3")
	if got := describe(t, s).TimeControl; got.Base != 5*time.Minute || got.Increment != 3*time.Second {
		t.Errorf("a paste of 5+3 gives %v", got)
	}
}

// On a clock an engine's think time is not used, and its budget row
// says so when it is not focused too (it read "10 s" alone, its note
// shown only on focus); untimed it reads as before.
func TestSetupBudgetRowOnAClock(t *testing.T) {
	o := defaults()
	s := newScreen(t, o, 80, 24)
	if v := s.View(); strings.Contains(v, "not used: the clock") {
		t.Fatalf("untimed, a budget row speaks of the clock:\n%s", v)
	}
	o.TimeControl = variants.TimeControl{Base: time.Minute}
	s = newScreen(t, o, 80, 24)
	if v := s.View(); !strings.Contains(v, "not used: the clock gives the time") {
		t.Errorf("on a 1+0 clock the engine's budget row does not say its time is not used:\n%s", v)
	}
}

// A custom clock of 0.001+0 read as 0.001 minutes, a 60 ms clock, and
// the game started on it without a word. A base under a second is now
// refused on the Clock row with what it was read as, as -tc refuses it,
// and nothing starts; one second is taken.
func TestSetupClockFloor(t *testing.T) {
	for _, c := range []struct {
		typed, want string // want "" starts
	}{
		{"0.001+0", "clock 0.001+0: a base of 60ms is too short to play: at least 1s"},
		{"0.5s+2", "a base of 500ms is too short"},
		{"1s+0", ""},
	} {
		s := newScreen(t, defaults(), 80, 24)
		s, _ = press(s, "tab", "tab")
		for !s.customClock() {
			s, _ = press(s, "right")
		}
		s = typeText(s, c.typed)
		s, cmd := press(s, "enter")
		if c.want == "" {
			if got := started(t, s).Cfg.TimeControl; got.Base != time.Second {
				t.Errorf("%s: clock %v", c.typed, got)
			}
			continue
		}
		if cmd != nil || uitest.Asked(s) != nil || !strings.Contains(s.err, c.want) || s.focus != fieldClock {
			t.Errorf("%s: error %q (focus %v), want %q on the Clock row", c.typed, s.err, s.focus, c.want)
		}
	}
	// The command line's clock, as a remembered setup could bring it.
	o := defaults()
	o.TimeControl = variants.TimeControl{Base: 60 * time.Millisecond}
	s, cmd := press(newScreen(t, o, 80, 24), "enter")
	if cmd != nil || !strings.Contains(s.err, "too short to play") {
		t.Errorf("a 60 ms clock given: error %q, want it refused", s.err)
	}
}

// On a clock the clock gives an engine its time, so its budget row is
// read-only, as a level's and a person's are: the focus passes over it
// and it says why beside its value, on either side (O playing a person,
// X and O watched). It stayed a choice, and left and right stepped a
// think time the game would not use; a cap in rollouts, still used, is
// shown and kept. Untimed the row is a choice again.
func TestSetupBudgetRowReadOnlyOnAClock(t *testing.T) {
	row := func(s Model, label string) string {
		for l := range strings.SplitSeq(s.View(), "\n") {
			if strings.HasPrefix(strings.TrimLeft(l, "> "), label) {
				return l
			}
		}
		t.Fatalf("no %s row:\n%s", label, s.View())
		return ""
	}
	clock := variants.TimeControl{Base: time.Minute}
	watch := defaults()
	watch.Sides[0] = game.SideOptions{Engine: engine.Config{Player: "flat", Budget: engine.Budget{Time: time.Second}}}
	capped := defaults()
	capped.Sides[1].Engine.Budget = engine.Budget{Rollouts: 1000}
	for _, c := range []struct {
		name    string
		o       Options
		i       int   // the side
		side    field // its row; its budget row is next
		want    string
		capRoll int64
	}{
		{"O against a person", defaults(), 1, fieldSecond, "1 s  not used: the clock gives the time", 0},
		{"X watched", watch, 0, fieldFirst, "1 s  not used: the clock gives the time", 0},
		{"O watched", watch, 1, fieldSecond, "1 s  not used: the clock gives the time", 0},
		{"O capped", capped, 1, fieldSecond, "a cap on each move, beside the clock", 1000},
	} {
		o := c.o
		o.TimeControl = clock
		s := newScreen(t, o, 80, 24)
		s.setFocus(c.side)
		s, _ = press(s, "down")
		if s.focus == c.side+1 {
			t.Errorf("%s: down from the side's row stops on its budget row, a choice on a clock:\n%s", c.name, s.View())
		}
		name := s.variant().SideNames[c.i]
		if l := row(s, name+" budget"); !strings.Contains(l, c.want) || strings.Contains(l, "<") {
			t.Errorf("%s: the budget row reads %q, want %q, read-only", c.name, l, c.want)
		}
		if got := describe(t, s).Sides[c.i].Engine.Budget.Rollouts; got != c.capRoll {
			t.Errorf("%s: the game's cap is %d rollouts, want %d", c.name, got, c.capRoll)
		}
		o.TimeControl = variants.TimeControl{}
		s = newScreen(t, o, 80, 24)
		s.setFocus(c.side)
		if s, _ = press(s, "down"); s.focus != c.side+1 {
			t.Errorf("%s untimed: down from the side's row focuses %v, want its budget row", c.name, s.focus)
		}
	}
}

// A level's budget row on a clock is read-only, as every budget row is
// then: the focus passes over it and it reads the level's iterations.
// Its note (the clock's word on the budget) was computed and never
// shown, a note showing only on focus; it is gone.
func TestSetupLevelBudgetRowOnAClock(t *testing.T) {
	o := defaults()
	o.TimeControl = variants.TimeControl{Base: time.Minute}
	s := newScreen(t, o, 80, 24)
	s.level[1] = 3
	c, ok := s.levelConfig(1)
	if !ok {
		t.Fatal("O plays no level")
	}
	s.setFocus(fieldSecond)
	if s, _ = press(s, "down"); s.focus == fieldSecondBudget {
		t.Errorf("down from O stops on its level's budget row:\n%s", s.View())
	}
	want := fmt.Sprintf("O budget         %d iterations (the level's)", c.Budget.Rollouts)
	for l := range strings.SplitSeq(s.View(), "\n") {
		if strings.Contains(l, "O budget") && (!strings.Contains(l, want) || strings.Contains(l, "clock")) {
			t.Errorf("the level's budget row reads %q, want %q alone", l, want)
		}
	}
}
