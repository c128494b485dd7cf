package cli

import (
	"bufio"
	"fmt"
	"strconv"
	"strings"

	"rollout/learn"
)

func init() {
	register(command{"learn", "take a lesson of the MCTS course in plain text: predict, then see what the search does", runLearn})
}

// runLearn takes lessons of the course (package learn) on the terminal
// as plain text: each question's figures and numbered choices on stdout,
// the learner's number on stdin, then whether it was right and why. It
// is the course without a screen (the study screen's lessons draw the
// same questions over the tree), so a lesson can be taken, scripted or
// tested anywhere. -list lists the lessons. Input that ends inside a
// lesson (before its last answer) is an error, exit 1: a script that
// ran out of answers did not take the lesson; input that ends between
// lessons, after one was done, stops with exit 0, as q does anywhere.
func runLearn(env *Env, args []string) error {
	fs := newFlagSet(env, "learn", "rollout learn [-lesson N] [-list]")
	n := fs.Int("lesson", 1, "the lesson to take (1 to "+strconv.Itoa(len(learn.Lessons()))+"); the lessons after it follow")
	list := fs.Bool("list", false, "list the lessons and exit")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	out := bufio.NewWriter(env.Stdout)
	defer out.Flush()
	if *list {
		for _, l := range learn.Lessons() {
			fmt.Fprintf(out, "%d. %s\n", l.Number, l.Title)
		}
		return out.Flush()
	}
	if _, err := learn.Find(*n); err != nil {
		return usagef("learn: -lesson %d: no such lesson: lessons 1 to %d", *n, len(learn.Lessons()))
	}
	in := bufio.NewScanner(env.Stdin)
	finished := false // a lesson was done in this run
	for num := *n; num <= len(learn.Lessons()); num++ {
		l, _ := learn.Find(num)
		ss, err := learn.Start(l)
		if err != nil {
			return err
		}
		fmt.Fprintf(out, "Lesson %d of %d: %s\n\n", l.Number, len(learn.Lessons()), l.Title)
		for _, p := range l.Idea {
			fmt.Fprintf(out, "%s\n\n", p)
		}
		fmt.Fprintf(out, "On the study screen: %s\n", l.Command)
		for !ss.Done() {
			q, _ := ss.Question()
			step, of := ss.Step()
			fmt.Fprintf(out, "\nQuestion %d of %d. %s\n", step, of, q.Prompt)
			for _, c := range q.Context {
				fmt.Fprintf(out, "    %s\n", c)
			}
			for i, c := range q.Choices {
				fmt.Fprintf(out, "  %d) %s\n", i+1, c)
			}
			choice, ok, quit := readChoice(out, in, len(q.Choices))
			if quit {
				fmt.Fprintf(out, "Stopped: rollout learn -lesson %d takes this lesson again.\n", l.Number)
				return out.Flush()
			}
			if !ok {
				fmt.Fprintln(out, "\n(no more answers: stopped)")
				if err := out.Flush(); err != nil || finished && step == 1 {
					return err // between lessons: the ones taken are done
				}
				return fmt.Errorf("learn: the input ended at question %d of %d of lesson %d, unfinished (rollout learn -lesson %d takes it again)", step, of, l.Number, l.Number)
			}
			fb, err := ss.Answer(choice)
			if err != nil {
				return err
			}
			if fb.Right {
				fmt.Fprintln(out, "Right.")
			} else {
				fmt.Fprintf(out, "Not quite: the answer is %s.\n", fb.Answer)
			}
			for _, e := range fb.Explain {
				fmt.Fprintf(out, "  %s\n", e)
			}
		}
		right, asked := ss.Score()
		fmt.Fprintf(out, "\nLesson %d done: %d of %d right.\n\n", l.Number, right, asked)
		finished = true
	}
	fmt.Fprintln(out, "The course is done.")
	return out.Flush()
}

// readChoice asks for a number from 1 to n until one comes, and returns
// it from 0; ok is false at the end of input, quit true when the
// learner types q (or quit), as a terminal program is left: "q" was
// answered "is not a choice" over and over.
func readChoice(out *bufio.Writer, in *bufio.Scanner, n int) (choice int, ok, quit bool) {
	for {
		fmt.Fprintf(out, "Your prediction (1-%d): ", n)
		if err := out.Flush(); err != nil {
			return 0, false, false
		}
		if !in.Scan() {
			return 0, false, false
		}
		text := strings.TrimSpace(in.Text())
		if k, err := strconv.Atoi(text); err == nil && k >= 1 && k <= n {
			return k - 1, true, false
		}
		if t := strings.ToLower(text); t == "q" || t == "quit" {
			return 0, false, true
		}
		fmt.Fprintf(out, "%q is not a choice: answer with a number from 1 to %d (q stops).\n", text, n)
	}
}
