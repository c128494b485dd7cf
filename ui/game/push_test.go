package game

import (
	"strings"
	"testing"
)

// A push reads its position once, here: the study opens on what was
// checked; what cannot be shown says why.
func TestPushResolve(t *testing.T) {
	for _, tc := range []struct {
		p       Push
		variant string
		start   bool
		err     string
	}{
		{Push{Variant: "chess"}, "chess", false, ""},
		{Push{Variant: "tictactoe", Position: "x2/1o1/3 x"}, "tictactoe", true, ""},
		{Push{Lesson: 2}, "", false, ""},
		{Push{Variant: "chss"}, "", false, `"chss": not a game`},
		{Push{Variant: "tictactoe", Position: "x9"}, "", false, "tictactoe"},
		{Push{Lesson: 99}, "", false, "lesson 99: the course has lessons 1 to"},
	} {
		v, start, err := tc.p.Resolve()
		switch {
		case tc.err != "":
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%v: error %v, want %q", tc.p, err, tc.err)
			}
		case err != nil:
			t.Errorf("%v: %v", tc.p, err)
		case (v == nil) != (tc.variant == "") || (v != nil && v.Name != tc.variant) || (start != nil) != tc.start:
			t.Errorf("%v: variant %v, start %v", tc.p, v, start)
		}
	}
}
