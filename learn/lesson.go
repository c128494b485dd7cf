package learn

import (
	"errors"
	"fmt"

	"rollout/engine"
	"rollout/variants"
	"rollout/variants/registry"
)

// Lesson is one lesson of the course: one idea, a real position and a
// search on it, and the tasks the learner predicts.
type Lesson struct {
	// Number is the lesson's place in the course, from 1.
	Number int
	// Title names the idea ("UCB: exploration against exploitation").
	Title string
	// Idea explains it in a few short paragraphs, read before the tasks.
	Idea []string
	// Taught is what the lesson taught, in one sentence: the course's
	// summary at its end.
	Taught string
	// Variant is the game's registry name, Position its position text
	// ("" for the start) and Config the search's (seed, player,
	// estimator, constant); Command is the rollout command that shows
	// the same search on the study screen.
	Variant  string
	Position string
	Config   engine.Config
	Command  string
	// tasks build the lesson's questions one at a time, each from the
	// stepper as the tasks before it left it.
	tasks []task
}

// task builds one question from the study as it stands; it may run the
// stepper forward first (the setup the question is about) and leaves the
// answer's run to Question.reveal.
type task func(st *study) (Question, error)

// study is what a task works on: the stepper, the game and the position.
type study struct {
	st  *engine.Stepper
	v   *variants.Variant
	pos variants.Position
}

// Question is one prediction: a prompt, numbered choices, the right one
// and what the program shows once the learner has answered.
type Question struct {
	// Prompt asks for the prediction; Context gives the figures the
	// learner predicts from (a table, the move list), one line each.
	Prompt  string
	Context []string
	// Choices are the answers offered; Right is the index of the right
	// one.
	Choices []string
	Right   int
	// Explain says why the right answer is right, with the search's own
	// figures: what the program shows after the answer.
	Explain []string
	// reveal runs the stepper to the point the answer is about, so a
	// screen drawing the stepper shows it only once answered; nil for a
	// question about the state already shown.
	reveal func()
}

// Feedback is the check of one answer.
type Feedback struct {
	// Right reports whether the answer was the right one; Chosen and
	// Answer are the choice given and the right choice's text.
	Right  bool
	Chosen string
	Answer string
	// Explain is the question's explanation.
	Explain []string
}

// ErrDone is returned by Answer once every question has been answered.
var ErrDone = errors.New("learn: the lesson is finished")

// Lessons is the course, in order.
func Lessons() []*Lesson { return course() }

// Find returns lesson n (from 1), or an error naming the range.
func Find(n int) (*Lesson, error) {
	all := Lessons()
	if n < 1 || n > len(all) {
		return nil, fmt.Errorf("learn: no lesson %d (lessons 1 to %d)", n, len(all))
	}
	return all[n-1], nil
}

// Study is the lesson's search as the study screen opens it (the lesson
// screen's s key): the lesson's position and configuration, with the
// study's own node budget, the search Command names.
func (l *Lesson) Study() (variants.Position, engine.Config, error) {
	v, err := registry.Lookup(l.Variant)
	if err != nil {
		return nil, engine.Config{}, fmt.Errorf("learn: lesson %d: %w", l.Number, err)
	}
	pos := v.Start()
	if l.Position != "" {
		if pos, err = v.Parse(l.Position); err != nil {
			return nil, engine.Config{}, fmt.Errorf("learn: lesson %d: %w", l.Number, err)
		}
	}
	cfg := l.Config
	cfg.NodeBudget = 0
	return pos, cfg, nil
}

// Session is a lesson under way: the stepper it runs, the current
// question and the answers given. Not safe for concurrent use.
type Session struct {
	lesson  *Lesson
	s       study
	next    int // the index of the next task to build
	cur     *Question
	answers []bool
}

// Start begins lesson l: it builds the position and the stepper and
// prepares the first question.
func Start(l *Lesson) (*Session, error) {
	pos, _, err := l.Study()
	if err != nil {
		return nil, err
	}
	v := pos.Variant()
	st, err := engine.NewStepper(l.Config, pos)
	if err != nil {
		return nil, fmt.Errorf("learn: lesson %d: %w", l.Number, err)
	}
	ss := &Session{lesson: l, s: study{st: st, v: v, pos: pos}}
	return ss, ss.advance()
}

// advance builds the next question, if any.
func (ss *Session) advance() error {
	ss.cur = nil
	if ss.next >= len(ss.lesson.tasks) {
		return nil
	}
	q, err := ss.lesson.tasks[ss.next](&ss.s)
	if err != nil {
		return fmt.Errorf("learn: lesson %d, task %d: %w", ss.lesson.Number, ss.next+1, err)
	}
	ss.next++
	ss.cur = &q
	return nil
}

// Lesson is the lesson being taken.
func (ss *Session) Lesson() *Lesson { return ss.lesson }

// Stepper is the search the lesson runs, as far as the learner has been
// shown: a screen draws its tree, board and table. A question's answer
// is run only once it is answered.
func (ss *Session) Stepper() *engine.Stepper { return ss.s.st }

// Variant is the lesson's game.
func (ss *Session) Variant() *variants.Variant { return ss.s.v }

// Question returns the question to answer now; false once the lesson is
// finished.
func (ss *Session) Question() (Question, bool) {
	if ss.cur == nil {
		return Question{}, false
	}
	return *ss.cur, true
}

// Step is the number of the current question (from 1) and the number
// of questions in the lesson.
func (ss *Session) Step() (int, int) { return len(ss.answers) + 1, len(ss.lesson.tasks) }

// Answer checks choice i (from 0) for the current question, runs the
// search to what the question was about and prepares the next question.
// A choice out of range is an error and changes nothing.
func (ss *Session) Answer(i int) (Feedback, error) {
	q := ss.cur
	if q == nil {
		return Feedback{}, ErrDone
	}
	if i < 0 || i >= len(q.Choices) {
		return Feedback{}, fmt.Errorf("learn: no choice %d (1 to %d)", i+1, len(q.Choices))
	}
	fb := Feedback{Right: i == q.Right, Chosen: q.Choices[i], Answer: q.Choices[q.Right], Explain: q.Explain}
	if q.reveal != nil {
		q.reveal()
	}
	ss.answers = append(ss.answers, fb.Right)
	return fb, ss.advance()
}

// Done reports whether every question has been answered.
func (ss *Session) Done() bool { return ss.cur == nil }

// Score is the number of questions answered right so far and answered.
func (ss *Session) Score() (right, answered int) {
	for _, r := range ss.answers {
		if r {
			right++
		}
	}
	return right, len(ss.answers)
}
