package learn

import (
	"encoding/json"
	"fmt"
)

// Progress is what the course remembers between sessions: for each
// lesson finished, the best score. It is a small value that serialises
// to JSON; the ui stores it with the autosave.
type Progress struct {
	// Done maps a lesson's number to its best result.
	Done map[int]Result `json:"done,omitempty"`
	// Current is the lesson to open next (0: the first not finished).
	Current int `json:"current,omitempty"`
	// Open is the lesson opened and not finished since (0: none): a
	// session left there starts it over, which the screen says.
	Open int `json:"open,omitempty"`
	// Course is the numbering the lesson numbers follow (courseVersion);
	// 0, progress written before it was recorded, by the course of eight
	// lessons.
	Course int `json:"course,omitempty"`
}

// courseVersion is the course's numbering: 2 since lesson 4 (UCT on
// lesson 3's position) was put in, moving the lessons after it one on.
const courseVersion = 2

// Result is one finished lesson's score: right answers of questions.
type Result struct {
	Right     int `json:"right"`
	Questions int `json:"questions"`
}

// Record notes a finished session (keeping the better score of a lesson
// taken again) and moves Current past it; an unfinished session changes
// nothing.
func (p *Progress) Record(ss *Session) {
	if !ss.Done() {
		return
	}
	right, n := ss.Score()
	p.Course = courseVersion
	if p.Done == nil {
		p.Done = map[int]Result{}
	}
	num := ss.Lesson().Number
	if old, ok := p.Done[num]; !ok || right > old.Right {
		p.Done[num] = Result{Right: right, Questions: n}
	}
	p.Current, p.Open = num+1, 0
	if p.Current > len(Lessons()) {
		p.Current = 0
	}
}

// Next is the lesson to open: Current if set, else the first lesson not
// finished, else lesson 1.
func (p Progress) Next() int {
	n := len(Lessons())
	if p.Current >= 1 && p.Current <= n {
		return p.Current
	}
	for i := 1; i <= n; i++ {
		if _, ok := p.Done[i]; !ok {
			return i
		}
	}
	return 1
}

// MarshalProgress and UnmarshalProgress turn progress into the JSON the
// autosave stores and back; bad JSON is an error and gives no progress.
func MarshalProgress(p Progress) ([]byte, error) {
	p.Course = courseVersion
	return json.Marshal(p)
}

// UnmarshalProgress reads progress written by MarshalProgress; lesson
// numbers outside the course are dropped.
func UnmarshalProgress(b []byte) (Progress, error) {
	var p Progress
	if err := json.Unmarshal(b, &p); err != nil {
		return Progress{}, fmt.Errorf("learn: progress: %w", err)
	}
	if p.Course == 0 { // the eight lessons' numbering: 4 to 8 are now 5 to 9
		done := map[int]Result{}
		for k, r := range p.Done {
			if k >= 4 {
				k++
			}
			done[k] = r
		}
		if p.Done != nil {
			p.Done = done
		}
		if p.Current >= 4 {
			p.Current++
		}
	}
	p.Course = courseVersion
	n := len(Lessons())
	for k := range p.Done {
		if k < 1 || k > n {
			delete(p.Done, k)
		}
	}
	if p.Current < 0 || p.Current > n {
		p.Current = 0
	}
	if p.Open < 0 || p.Open > n {
		p.Open = 0
	}
	return p, nil
}

// Total is the right answers and the questions over the lessons
// finished, each at its best score.
func (p Progress) Total() (right, questions int) {
	for _, r := range p.Done {
		right, questions = right+r.Right, questions+r.Questions
	}
	return right, questions
}
