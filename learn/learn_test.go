package learn

import (
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"
)

// take answers every question of lesson n, right when right says so,
// else with the first wrong choice, and returns the transcript.
func take(t *testing.T, n int, right bool) (*Session, string) {
	t.Helper()
	l, err := Find(n)
	if err != nil {
		t.Fatal(err)
	}
	ss, err := Start(l)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Lesson %d: %s\n", l.Number, l.Title)
	for !ss.Done() {
		q, ok := ss.Question()
		if !ok {
			t.Fatal("no question before the lesson is done")
		}
		if len(q.Choices) < 2 || q.Right < 0 || q.Right >= len(q.Choices) || q.Prompt == "" || len(q.Explain) == 0 {
			t.Fatalf("lesson %d: a malformed question %+v", n, q)
		}
		fmt.Fprintf(&b, "\nQ: %s\n", q.Prompt)
		for _, c := range q.Context {
			fmt.Fprintf(&b, "   %s\n", c)
		}
		for i, c := range q.Choices {
			fmt.Fprintf(&b, "  %d) %s\n", i+1, c)
		}
		pick := q.Right
		if !right {
			pick = (q.Right + 1) % len(q.Choices)
		}
		fb, err := ss.Answer(pick)
		if err != nil {
			t.Fatal(err)
		}
		if fb.Right != right || fb.Answer != q.Choices[q.Right] || fb.Chosen != q.Choices[pick] {
			t.Fatalf("lesson %d: answer %d checked as %+v", n, pick, fb)
		}
		fmt.Fprintf(&b, "A: %s (right: %v)\n", fb.Chosen, fb.Right)
		for _, e := range fb.Explain {
			fmt.Fprintf(&b, "   %s\n", e)
		}
	}
	return ss, b.String()
}

// Every lesson can be finished answering right and answering wrong;
// each question has its right answer among its choices, the checks say
// which, and the score counts them.
func TestEveryLessonFinishes(t *testing.T) {
	if len(Lessons()) < 7 {
		t.Fatalf("%d lessons, want at least 7", len(Lessons()))
	}
	for _, l := range Lessons() {
		t.Run(fmt.Sprint(l.Number), func(t *testing.T) {
			ss, text := take(t, l.Number, true)
			tableFigures(t, text)
			if r, n := ss.Score(); r != n || n != len(l.tasks) {
				t.Errorf("score %d of %d answering right, %d tasks", r, n, len(l.tasks))
			}
			if os.Getenv("LEARN_SHOW") != "" {
				fmt.Println(text)
			}
			ss, _ = take(t, l.Number, false)
			if r, n := ss.Score(); r != 0 || n != len(l.tasks) {
				t.Errorf("score %d of %d answering wrong", r, n)
			}
			if _, err := ss.Answer(0); err != ErrDone {
				t.Errorf("an answer after the end: %v", err)
			}
		})
	}
}

// Progress records finished lessons, keeps the better score, points at
// the next lesson and survives a JSON round trip; an unfinished session
// and bad JSON change nothing.
func TestProgress(t *testing.T) {
	var p Progress
	if p.Next() != 1 {
		t.Fatalf("a new course opens lesson %d", p.Next())
	}
	wrong, _ := take(t, 1, false)
	p.Record(wrong)
	right, _ := take(t, 1, true)
	p.Record(right)
	if r := p.Done[1]; r.Right != r.Questions || r.Questions == 0 || p.Next() != 2 {
		t.Fatalf("after lesson 1: %+v, next %d", p, p.Next())
	}
	p.Record(wrong) // a worse score later keeps the better one
	if r := p.Done[1]; r.Right != r.Questions {
		t.Fatalf("a worse score replaced the better: %+v", r)
	}
	l, _ := Find(2)
	open, err := Start(l)
	if err != nil {
		t.Fatal(err)
	}
	before := fmt.Sprint(p)
	p.Record(open)
	if fmt.Sprint(p) != before {
		t.Fatal("an unfinished lesson changed the progress")
	}
	b, err := MarshalProgress(p)
	if err != nil {
		t.Fatal(err)
	}
	back, err := UnmarshalProgress(b)
	if err != nil || fmt.Sprint(back) != fmt.Sprint(p) {
		t.Fatalf("round trip: %v, %+v want %+v", err, back, p)
	}
	if _, err := UnmarshalProgress([]byte("{")); err == nil {
		t.Error("bad JSON read as progress")
	}
	if got, _ := UnmarshalProgress([]byte(`{"done":{"99":{"right":1,"questions":1}},"current":-4}`)); len(got.Done) != 0 || got.Current != 0 {
		t.Errorf("lessons outside the course kept: %+v", got)
	}
	if _, err := Find(0); err == nil {
		t.Error("lesson 0 found")
	}
	if _, err := Find(len(Lessons()) + 1); err == nil {
		t.Error("a lesson past the end found")
	}
}

// An answer out of range is an error and changes nothing.
func TestAnswerOutOfRange(t *testing.T) {
	l, _ := Find(1)
	ss, err := Start(l)
	if err != nil {
		t.Fatal(err)
	}
	q, _ := ss.Question()
	ev := ss.Stepper().Events()
	for _, i := range []int{-1, len(q.Choices)} {
		if _, err := ss.Answer(i); err == nil {
			t.Errorf("choice %d accepted", i)
		}
	}
	if n, _ := ss.Step(); n != 1 || ss.Stepper().Events() != ev {
		t.Error("a bad answer moved the lesson on")
	}
}

// Lessons are deterministic: the same lesson gives the same questions.
func TestLessonsDeterministic(t *testing.T) {
	for _, n := range []int{2, 5} {
		_, a := take(t, n, true)
		_, b := take(t, n, true)
		if a != b {
			t.Errorf("lesson %d differs between two runs", n)
		}
	}
}

// The lessons' small node budget is never reached, so their trees are
// the study screen's (the command each lesson names).
func TestLessonsWithinNodeBudget(t *testing.T) {
	for _, l := range Lessons() {
		if l.Config.Player != "uct" {
			continue // no tree
		}
		ss, _ := take(t, l.Number, true)
		if n := ss.Stepper().Snapshot().TreeNodes; n >= lessonNodes {
			t.Errorf("lesson %d grew %d nodes, the budget is %d", l.Number, n, lessonNodes)
		}
	}
}

// Lessons say who won in the game's own words ("O wins by three in a
// row"), as the rest of the program does, never the engine's neutral
// "first wins" / "second wins".
func TestLessonsSayTheGamesWords(t *testing.T) {
	for _, l := range Lessons() {
		for _, right := range []bool{true, false} {
			_, text := take(t, l.Number, right)
			for _, bad := range []string{"first wins", "second wins", "draw by"} {
				if i := strings.Index(text, bad); i >= 0 {
					t.Errorf("lesson %d says %q: %q", l.Number, bad, text[max(0, i-60):min(len(text), i+60)])
				}
			}
		}
	}
}

// Progress written by the course of eight lessons (no "course" field)
// is renumbered: its lessons 4 to 8 are now 5 to 9, lesson 4 being new.
func TestProgressRenumbered(t *testing.T) {
	old := []byte(`{"done":{"3":{"right":2,"questions":3},"4":{"right":3,"questions":3},"8":{"right":1,"questions":2}},"current":5}`)
	p, err := UnmarshalProgress(old)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := p.Done[4]; ok || p.Done[3].Right != 2 || p.Done[5].Right != 3 || p.Done[9].Right != 1 || p.Current != 6 {
		t.Errorf("old progress read as %+v", p)
	}
	b, _ := MarshalProgress(p)
	again, err := UnmarshalProgress(b)
	if err != nil || fmt.Sprint(again) != fmt.Sprint(p) {
		t.Errorf("renumbered twice: %+v, want %+v", again, p)
	}
}

// Lesson 13's table showed Qxg4, the move it calls better, with a
// minimax value of -0.95 beside a mean of +0.31, unexplained: the value
// is the best of the few children made below it, a bound. The
// explanation now says so of the move played (or, were its value near
// its mean, of the row whose value lies furthest below), and that both
// columns are for the side making the move.
func TestMinimaxBoundExplained(t *testing.T) {
	_, out := take(t, 13, true)
	for _, want := range []string{"mean and minimax both for the side making the move", "Qxg4's minimax value, -", "is a bound, not a verdict"} {
		if !strings.Contains(out, want) {
			t.Errorf("lesson 13 does not say %q:\n%s", want, out)
		}
	}
	if testing.Verbose() {
		t.Log(out)
	}
}

// A formula in a lesson's idea or in its summary line (Taught, which the
// course's summary lists alone) says what its N and n stand for, in the
// screens' word, visits: "ln N / n" with no word of N and n read as
// symbols a learner had to remember from lesson 5.
func TestFormulasSayTheirSymbols(t *testing.T) {
	for _, l := range Lessons() {
		for _, text := range []string{strings.Join(l.Idea, " "), l.Taught} {
			if strings.Contains(text, "ln N") || strings.Contains(text, "sqrt(N)") {
				if !strings.Contains(text, "N the") && !strings.Contains(text, "N visits") {
					t.Errorf("lesson %d: N is not said: %q", l.Number, text)
				}
			}
			if strings.Contains(text, "/ n)") || strings.Contains(text, "(n+1)") || strings.Contains(text, "sqrt(n)") {
				if !strings.Contains(text, "n the") && !strings.Contains(text, "n rollouts") {
					t.Errorf("lesson %d: n is not said: %q", l.Number, text)
				}
			}
		}
	}
}

// tableFigures fails for a column heading of a lesson's table (a line
// "move  visits  mean ...") that LessonFigures does not list, so the
// lesson screen's help defines every figure a lesson shows.
func tableFigures(t *testing.T, text string) {
	t.Helper()
	listed := map[string]bool{}
	for _, f := range LessonFigures {
		listed[f] = true
	}
	heads := 0
	for _, line := range strings.Split(text, "\n") {
		cols := regexp.MustCompile(`\s{2,}`).Split(strings.TrimSpace(line), -1)
		if len(cols) < 2 || cols[0] != "move" {
			continue
		}
		heads++
		for _, c := range cols[1:] {
			if !listed[c] {
				t.Errorf("a table shows %q, which LessonFigures does not list: %q", c, line)
			}
		}
	}
}

// Every figure the lessons' tables show is a glossary term.
func TestLessonFiguresInGlossary(t *testing.T) {
	for _, f := range LessonFigures {
		if _, ok := Lookup(f, "lessons"); !ok {
			t.Errorf("%q is not in the glossary", f)
		}
	}
}

// W is wins wherever W/D/L is shown, so no lesson writes W for anything
// else: lesson 6 called a node's sum of results W ("its mean is W/N"),
// beside the W/D/L of the game screen and analyze.
func TestOneMeaningOfW(t *testing.T) {
	lone := regexp.MustCompile(`(^|[^/A-Za-z])W($|[^/A-Za-z])`)
	for _, l := range Lessons() {
		texts := append([]string{l.Taught, l.Title}, l.Idea...)
		for _, right := range []bool{true, false} {
			_, text := take(t, l.Number, right)
			texts = append(texts, text)
		}
		for _, text := range texts {
			for _, line := range strings.Split(text, "\n") {
				if lone.MatchString(line) {
					t.Errorf("lesson %d writes W for other than wins: %q", l.Number, line)
				}
			}
		}
	}
}

// A lesson's explanation that runs the search on past the lesson's own
// (lesson 7's 300 iterations past the proof) says it ran on a copy: the
// line under it, "The search now: 5 iterations", read as a
// contradiction. And lesson 1 says what the mean divides, where it said
// "the sum over the visits" (a sum over the visits reads as adding
// them up).
func TestExplanationsSayWhichSearch(t *testing.T) {
	_, text := take(t, 7, true)
	if strings.Contains(text, "past the proof") && !strings.Contains(text, "on a copy") {
		t.Errorf("lesson 7 runs on past the proof without saying the lesson's search stopped:\n%s", text)
	}
	_, text = take(t, 1, true)
	if strings.Contains(text, "sum over the visits") || !strings.Contains(text, "divided by the visits") {
		t.Errorf("lesson 1 does not say the mean is the total divided by the visits:\n%s", text)
	}
}
