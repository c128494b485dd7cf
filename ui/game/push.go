package game

import (
	"fmt"
	"strings"

	"rollout/learn"
	"rollout/variants"
)

// Push is what a teacher puts in front of every student of rollout
// serve: a position of a game, opened on the study screen (Variant and
// Position, "" for the game's start), or a lesson (Lesson > 0).
type Push struct {
	Variant, Position string
	Lesson            int
}

// String says what the push shows, for the screen and the log.
func (p Push) String() string {
	if p.Lesson > 0 {
		return fmt.Sprintf("lesson %d", p.Lesson)
	}
	if p.Position == "" {
		return p.Variant + " from the start"
	}
	return p.Variant + " " + p.Position
}

// Resolve reads what p shows: for a position its game and its start (nil
// for the game's own); for a lesson nothing. The error says why p cannot
// be shown: an unknown game, a position that does not read, a lesson not
// in the course. The server checks a push with it before it sends it,
// and a student's program reads it with it.
func (p Push) Resolve() (*variants.Variant, variants.Position, error) {
	if p.Lesson != 0 {
		if n := len(learn.Lessons()); p.Lesson < 1 || p.Lesson > n {
			return nil, nil, fmt.Errorf("lesson %d: the course has lessons 1 to %d", p.Lesson, n)
		}
		return nil, nil, nil
	}
	v := Variant(p.Variant)
	if v == nil {
		var names []string
		for _, v := range Variants() {
			names = append(names, v.Name)
		}
		return nil, nil, fmt.Errorf("%q: not a game (%s)", p.Variant, strings.Join(names, ", "))
	}
	if p.Position == "" {
		return v, nil, nil
	}
	start, err := v.Parse(p.Position)
	if err != nil {
		return nil, nil, err
	}
	return v, start, nil
}
