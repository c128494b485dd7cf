package cli

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"rollout/learn"
)

// `rollout learn` takes a lesson on stdin and stdout: a right answer is
// called right, a wrong one gets the answer, text that is no choice is
// asked again, the score is told, and the end of input stops it.
func TestLearnCommand(t *testing.T) {
	// The right answers of lesson 1, from the package itself.
	l, _ := learn.Find(1)
	ss, err := learn.Start(l)
	if err != nil {
		t.Fatal(err)
	}
	var answers []string
	for i := 0; !ss.Done(); i++ {
		q, _ := ss.Question()
		pick := q.Right
		if i == 1 { // the second answered wrong
			pick = (q.Right + 1) % len(q.Choices)
			answers = append(answers, "maybe", "0")
		}
		answers = append(answers, fmt.Sprint(pick+1))
		if _, err := ss.Answer(pick); err != nil {
			t.Fatal(err)
		}
	}
	var out, errOut bytes.Buffer
	code := Main(&Env{Stdin: strings.NewReader(strings.Join(answers, "\n") + "\n"), Stdout: &out, Stderr: &errOut}, []string{"learn", "-lesson", "1"})
	if code != 0 {
		t.Fatalf("status %d: %s", code, errOut.String())
	}
	text := out.String()
	for _, want := range []string{"Lesson 1 of", "Question 1 of 2", "Right.", "Not quite: the answer is", `"maybe" is not a choice`, `"0" is not a choice`, "Lesson 1 done: 1 of 2 right.", "Lesson 2 of", "(no more answers: stopped)"} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q:\n%s", want, text)
		}
	}
	code, out2, _ := run(t, "learn", "-list")
	if code != 0 || !strings.Contains(out2, "1. A random playout") || strings.Count(out2, "\n") != len(learn.Lessons()) {
		t.Errorf("learn -list: status %d\n%s", code, out2)
	}
	if code, _, errText := run(t, "learn", "-lesson", "0"); code != 2 || !strings.Contains(errText, "-lesson 0: no such lesson") {
		t.Errorf("learn -lesson 0: status %d, %q", code, errText)
	}
}

// The input's end inside a lesson exited 0, as if the lesson had been
// taken: a script that ran out of answers could not tell. It is now
// exit 1 with a message naming the question and the lesson; the end of
// input between lessons, after one was done, still exits 0.
func TestLearnUnfinishedLessonFails(t *testing.T) {
	for _, c := range []struct {
		input string
		code  int
		err   string
	}{
		{"", 1, "learn: the input ended at question 1 of 2 of lesson 1, unfinished (rollout learn -lesson 1 takes it again)"},
		{"1\n", 1, "learn: the input ended at question 2 of 2 of lesson 1, unfinished"},
		{"1\nzzz\n", 1, "question 2 of 2 of lesson 1"},
		{"1\n1\n", 0, ""},
		{"1\nq\n", 0, ""},
	} {
		var out, errOut bytes.Buffer
		code := Main(&Env{Stdin: strings.NewReader(c.input), Stdout: &out, Stderr: &errOut}, []string{"learn", "-lesson", "1"})
		if code != c.code || c.err == "" && errOut.Len() > 0 || !strings.Contains(errOut.String(), c.err) {
			t.Errorf("input %q: status %d, stderr %q; want %d and %q", c.input, code, errOut.String(), c.code, c.err)
		}
	}
}
