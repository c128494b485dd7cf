package cli

import (
	"fmt"
	"strings"
	"testing"

	"rollout/learn"
	"rollout/ui"
)

// -learn opens the lesson screen: alone at the saved progress (Lesson
// 0), -learn N and -learn=N at lesson N; -mode learn as -learn; a lesson
// out of the course is refused.
func TestLearnFlag(t *testing.T) {
	for _, c := range []struct {
		args   []string
		lesson int
	}{
		{[]string{"-learn"}, 0},
		{[]string{"-learn", "3"}, 3},
		{[]string{"-learn=5", "-no-color"}, 5},
		{[]string{"-learn", "2", "-no-color"}, 2},
		{[]string{"-mode", "learn"}, 0},
		{[]string{"-no-color", "-learn"}, 0},
	} {
		opts, err := Options(c.args)
		if err != nil {
			t.Errorf("%q: %v", c.args, err)
			continue
		}
		if opts.Screen != ui.ScreenLearn || opts.Lesson != c.lesson {
			t.Errorf("%q: screen %d lesson %d, want the lesson screen at %d", c.args, opts.Screen, opts.Lesson, c.lesson)
		}
	}
	for _, args := range [][]string{{"-learn=0"}, {"-learn=99"}, {"-learn", "-study", "uct"}} {
		if _, err := Options(args); err == nil {
			t.Errorf("%q: no error", args)
		}
	}
	// A lesson out of the course is named as such, not as the flag
	// package's "invalid boolean value" (-learn may stand alone).
	n := len(learn.Lessons())
	for _, args := range [][]string{{"-learn", fmt.Sprint(n + 1)}, {"-learn=x"}} {
		if _, err := Options(args); err == nil || strings.Contains(err.Error(), "boolean") || !strings.Contains(err.Error(), fmt.Sprintf("lessons 1 to %d", n)) {
			t.Errorf("%q: error %v, want one naming the lessons", args, err)
		}
	}
}
