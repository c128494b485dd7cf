package learn

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	course "rollout/learn"
	"rollout/ui/autosave"
	"rollout/ui/enginerun"
	"rollout/ui/nav"
	"rollout/ui/uitest"
)

// newScreen opens lesson n at w x h with colour off, progress kept in
// dir, and runs the lesson's start.
func newScreen(t *testing.T, dir string, n, w, h int) Model {
	t.Helper()
	e := enginerun.Env{Ctx: t.Context(), Searches: &sync.WaitGroup{}}
	t.Cleanup(e.Searches.Wait)
	m, cmd := New(uitest.Common(w, h), e, autosave.NewProgress(dir), n)
	return settle(t, m, cmd)
}

// settle runs cmd, and the Cmds its messages give, as the program would.
func settle(t *testing.T, m Model, cmd tea.Cmd) Model {
	t.Helper()
	for cmd != nil {
		msg := cmd()
		switch msg.(type) {
		case jobMsg:
		default:
			return m
		}
		var s nav.Screen
		s, cmd = m.Update(msg)
		m = s.(Model)
	}
	return m
}

// press sends keys (a name per key: "enter", "1", "n") and settles.
func press(t *testing.T, m Model, keys ...string) Model {
	t.Helper()
	for _, k := range keys {
		var msg tea.KeyMsg
		switch k {
		case "enter":
			msg = tea.KeyMsg{Type: tea.KeyEnter}
		case "esc":
			msg = tea.KeyMsg{Type: tea.KeyEsc}
		case "down":
			msg = tea.KeyMsg{Type: tea.KeyDown}
		case "pgdown":
			msg = tea.KeyMsg{Type: tea.KeyPgDown}
		default:
			msg = tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(k)}
		}
		s, cmd := m.Update(msg)
		m = settle(t, s.(Model), cmd)
	}
	return m
}

// checkFits fails when the view has a line wider or more lines than the
// terminal.
func checkFits(t *testing.T, m Model) {
	t.Helper()
	uitest.CheckFits(t, "lesson", m.View(), m.Width, m.Height)
}

// digit is the key of choice i (from 0).
func digit(i int) string { return string(rune('1' + i)) }

// wrong is a wrong choice of q.
func wrong(q course.Question) int {
	if q.Right == 0 {
		return 1
	}
	return 0
}

func TestRightAnswer(t *testing.T) {
	m := newScreen(t, "", 1, 80, 24)
	if v := m.View(); !strings.Contains(v, "Lesson 1 of 13: A random playout") || !strings.Contains(v, "Press enter for the first") {
		t.Fatalf("the idea is not shown:\n%s", v)
	}
	if m.ph != intro {
		t.Fatalf("phase %d, want the idea first", m.ph)
	}
	m = press(t, m, "enter")
	if m.ph != asking || !strings.Contains(m.View(), "Question 1 of 2. Predict:") {
		t.Fatalf("no question after enter:\n%s", m.View())
	}
	q := m.sh.q
	if v := m.View(); !strings.Contains(v, "1-3 predict") || !strings.Contains(v, "q quit") {
		t.Errorf("the help line does not offer the choices:\n%s", v)
	}
	m = press(t, m, digit(q.Right))
	v := m.View()
	if m.ph != answered || !strings.Contains(v, "Right: ") {
		t.Fatalf("a right answer is not called right:\n%s", v)
	}
	if m.sh.right != 1 || m.sh.done != 1 {
		t.Errorf("score %d of %d, want 1 of 1", m.sh.right, m.sh.done)
	}
	// The search shows what was predicted: the board holds the rollout's
	// last position, its outcome in the game's words beneath.
	if !strings.Contains(v, "after the rollout") || !strings.Contains(m.sh.rolloutNote, "wins by three in a row") {
		t.Errorf("the rollout's end is not shown:\n%s", v)
	}
	if m.sh.rollout == nil || !m.sh.rollout.Outcome().Over() {
		t.Errorf("the board's position is not the rollout's end")
	}
	checkFits(t, m)
}

func TestWrongAnswer(t *testing.T) {
	m := newScreen(t, "", 3, 80, 24)
	m = press(t, m, "enter")
	q := m.sh.q
	m = press(t, m, digit(wrong(q)))
	v := m.View()
	if !strings.Contains(v, "Not quite: you said "+q.Choices[wrong(q)]) || !strings.Contains(v, "the answer is "+q.Choices[q.Right]) {
		t.Fatalf("a wrong answer is not told:\n%s", v)
	}
	if m.sh.right != 0 || m.sh.done != 1 {
		t.Errorf("score %d of %d, want 0 of 1", m.sh.right, m.sh.done)
	}
	// A choice that does not exist changes nothing.
	m = press(t, m, "enter")
	before := m.sh
	m = press(t, m, "9")
	if m.ph != asking || m.sh.done != before.done || !strings.Contains(m.View(), "There is no choice 9") {
		t.Errorf("choice 9 of %d was taken:\n%s", len(before.q.Choices), m.View())
	}
	checkFits(t, m)
}

// A lesson answered to its end records its score in learn.json, and a
// new screen with no lesson named opens the next one.
func TestFinishAndResume(t *testing.T) {
	dir := t.TempDir()
	m := newScreen(t, dir, 1, 80, 24)
	m = press(t, m, "enter")
	for m.ph == asking {
		m = press(t, m, digit(m.sh.q.Right), "enter")
	}
	if m.ph != finished || !strings.Contains(m.View(), "Lesson 1 done: 2 of 2 right.") {
		t.Fatalf("no score at the lesson's end:\n%s", m.View())
	}
	m.env.Searches.Wait() // the progress is written off the Update goroutine
	if _, err := os.Stat(filepath.Join(dir, autosave.ProgressName)); err != nil {
		t.Fatal(err)
	}
	again := newScreen(t, dir, 0, 80, 24)
	if again.Lesson() != 2 {
		t.Errorf("resumed at lesson %d, want 2", again.Lesson())
	}
	if r := again.Progress().Done[1]; r.Right != 2 || r.Questions != 2 {
		t.Errorf("lesson 1's result %+v, want 2 of 2", r)
	}
	m = press(t, m, "enter")
	if m.Lesson() != 2 {
		t.Errorf("enter after the score opened lesson %d, want 2", m.Lesson())
	}
}

func TestNextPreviousLesson(t *testing.T) {
	dir := t.TempDir()
	m := newScreen(t, dir, 1, 80, 24)
	m = press(t, m, "b")
	if m.Lesson() != 1 || !strings.Contains(m.View(), "This is the first lesson.") {
		t.Errorf("p on lesson 1 went to %d", m.Lesson())
	}
	m = press(t, m, "n", "n")
	if m.Lesson() != 3 || !strings.Contains(m.View(), "Lesson 3 of 13: Where flat Monte Carlo is fooled") {
		t.Fatalf("n n opened lesson %d:\n%s", m.Lesson(), m.View())
	}
	m = press(t, m, "b")
	if m.Lesson() != 2 {
		t.Errorf("p opened lesson %d, want 2", m.Lesson())
	}
	// Where the learner was is kept: a new screen opens lesson 2.
	m.env.Searches.Wait() // the progress is written off the Update goroutine
	if again := newScreen(t, dir, 0, 80, 24); again.Lesson() != 2 {
		t.Errorf("resumed at lesson %d, want 2", again.Lesson())
	}
	// A late start of a lesson left is dropped.
	s, cmd := m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("n")})
	late := cmd()
	s, _ = s.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("b")})
	s, _ = s.Update(late)
	if got := s.(Model); got.Lesson() != 2 || got.ss != nil {
		t.Errorf("a late start was taken: lesson %d", got.Lesson())
	}
}

// Two keys in one read (fast typing, tmux send-keys) are two keys, as on
// every other screen (nav.ReadKey): "nn" was one unknown key.
func TestKeysInOneRead(t *testing.T) {
	m := newScreen(t, t.TempDir(), 1, 80, 24)
	s, _ := m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("nn")})
	if got := s.(Model).Lesson(); got != 3 {
		t.Errorf("nn in one read opened lesson %d, want 3", got)
	}
}

// Scrolled to the end, the text's last line is shown: the scroll stopped
// one line short, so at 56x16 the help's last line ("? or esc closes the
// help.") never appeared and "↓ more (1 lines)" stayed.
func TestScrollReachesTheLastLine(t *testing.T) {
	m := newScreen(t, t.TempDir(), 1, 56, 16)
	m = press(t, m, "?", "pgdown", "pgdown", "pgdown", "pgdown", "pgdown", "pgdown")
	if v := m.View(); !strings.Contains(v, "closes the help.") || strings.Contains(v, "more (") {
		t.Errorf("the end of the help is not shown:\n%s", v)
	}
}

func TestEscLeaves(t *testing.T) {
	m := newScreen(t, "", 1, 80, 24)
	left, _ := m.Update(tea.KeyMsg{Type: tea.KeyEsc})
	if got, ok := uitest.Asked(left).(nav.ShowScreenMsg); !ok || got.ID != nav.Setup {
		t.Errorf("esc asked for %#v, want the setup screen", got)
	}
}

// Every lesson can be finished from the keyboard at 80x24, every frame
// fitting the terminal, with the help open too.
func TestEveryLessonAt80x24(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the whole course")
	}
	m := newScreen(t, t.TempDir(), 1, 80, 24)
	for n := 1; n <= len(course.Lessons()); n++ {
		if m.Lesson() != n {
			t.Fatalf("at lesson %d, want %d", m.Lesson(), n)
		}
		checkFits(t, m)
		m = press(t, m, "enter")
		for m.ph == asking {
			checkFits(t, m)
			m = press(t, m, digit(wrong(m.sh.q)))
			checkFits(t, m)
			m = press(t, m, "down", "down", "enter")
		}
		if m.ph != finished {
			t.Fatalf("lesson %d did not finish: phase %d\n%s", n, m.ph, m.View())
		}
		if v := m.View(); strings.Contains(v, "after the rollout") {
			t.Errorf("lesson %d's score shows a rollout's end, not the lesson's position:\n%s", n, v)
		}
		checkFits(t, m)
		m = press(t, m, "?")
		checkFits(t, m)
		m = press(t, m, "?", "enter")
	}
}

func TestResize(t *testing.T) {
	m := newScreen(t, "", 5, 80, 24)
	m = press(t, m, "enter")
	for _, sz := range [][2]int{{80, 24}, {120, 40}, {100, 30}, {56, 16}, {200, 60}} {
		s, _ := m.Update(tea.WindowSizeMsg{Width: sz[0], Height: sz[1]})
		m = s.(Model)
		checkFits(t, m)
		if v := m.View(); !strings.Contains(v, "Question 1 of 5") {
			t.Errorf("%dx%d: the question is gone:\n%s", sz[0], sz[1], v)
		}
	}
	s, _ := m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	if v := s.View(); !strings.Contains(v, "1) ") {
		t.Errorf("120x40: no choices:\n%s", v)
	}
}

func TestTinyTerminal(t *testing.T) {
	m := newScreen(t, "", 1, 40, 12)
	v := m.View()
	if !strings.Contains(v, "Terminal too small") || !strings.Contains(v, "need 56 columns, have 40") || !strings.Contains(v, "need 16 rows, have 12") {
		t.Errorf("no too-small note at 40x12:\n%s", v)
	}
	checkFits(t, m)
}

func TestBadProgressMovedAside(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, autosave.ProgressName), []byte("{not json"), 0o644); err != nil {
		t.Fatal(err)
	}
	m := newScreen(t, dir, 0, 80, 24)
	if m.Lesson() != 1 || !strings.Contains(m.msg, "moved aside") {
		t.Errorf("lesson %d, message %q", m.Lesson(), m.msg)
	}
	bad, _ := filepath.Glob(filepath.Join(dir, autosave.ProgressName+".bad-*"))
	if len(bad) != 1 {
		t.Errorf("the bad file was not kept aside: %v", bad)
	}
}

// TestShow walks every lesson at 80x24 through its three faces: the
// idea (its title and number, enter to go on), the first question (its
// number and every choice), and a wrong answer told with the right one.
// Each face fits the terminal. With -v it prints them for a reader (go
// test ./ui/screens/learn -run TestShow -v).
func TestShow(t *testing.T) {
	lessons := course.Lessons()
	for i, l := range lessons {
		n := i + 1
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			m := newScreen(t, "", n, 80, 24)
			v := m.View()
			t.Logf("\n%s", v)
			if want := fmt.Sprintf("Lesson %d of %d: %s", n, len(lessons), l.Title); !strings.Contains(v, want) {
				t.Errorf("the idea does not say %q:\n%s", want, v)
			}
			if m.ph != intro || !strings.Contains(v, "Press enter") {
				t.Errorf("phase %d: the idea does not offer enter:\n%s", m.ph, v)
			}
			checkFits(t, m)

			m = press(t, m, "enter")
			v = m.View()
			t.Logf("\n%s", v)
			q := m.sh.q
			if m.ph != asking || !strings.Contains(v, fmt.Sprintf("Question 1 of %d. Predict:", m.sh.of)) {
				t.Fatalf("phase %d: no first question after enter:\n%s", m.ph, v)
			}
			for _, c := range q.Choices {
				if !strings.Contains(v, c) {
					t.Errorf("choice %q not shown:\n%s", c, v)
				}
			}
			checkFits(t, m)

			w := wrong(q)
			m = press(t, m, digit(w))
			v = m.View()
			t.Logf("\n%s", v)
			told := "Not quite: you said " + q.Choices[w] + "; the answer is " + q.Choices[q.Right] + "."
			if m.ph != answered || !inOrder(v, told) {
				t.Errorf("phase %d: the wrong answer %q is not told with the right one %q:\n%s",
					m.ph, q.Choices[w], q.Choices[q.Right], v)
			}
			checkFits(t, m)
		})
	}
}

// inOrder reports whether the words of text appear in view in their
// order: a sentence the panel wraps beside the board (its cells between
// the lines) still counts.
func inOrder(view, text string) bool {
	words := strings.Fields(view)
	for _, w := range strings.Fields(text) {
		i := slices.Index(words, w)
		if i < 0 {
			return false
		}
		words = words[i+1:]
	}
	return true
}

// "This is the first lesson." and "This is the last lesson." say a key
// did nothing, so they go with the next key that acts, as the other
// such notes do: they stayed over the question enter opened.
func TestNoLessonThereGoesWithTheNextKey(t *testing.T) {
	dir := t.TempDir()
	m := newScreen(t, dir, 1, 80, 24)
	m = press(t, m, "b")
	if !strings.Contains(m.View(), "This is the first lesson.") {
		t.Fatalf("b on lesson 1 says nothing:\n%s", m.View())
	}
	m = press(t, m, "enter")
	if m.ph != asking || strings.Contains(m.View(), "This is the first lesson.") {
		t.Errorf("the note stayed over the question (phase %v):\n%s", m.ph, m.View())
	}
	for m.Lesson() < len(course.Lessons()) {
		m = press(t, m, "n")
	}
	m = press(t, m, "n")
	if !strings.Contains(m.View(), "This is the last lesson.") {
		t.Fatalf("n on the last lesson says nothing:\n%s", m.View())
	}
	m = press(t, m, "enter")
	if strings.Contains(m.View(), "This is the last lesson.") {
		t.Errorf("the note stayed over the question:\n%s", m.View())
	}
}

// After the last lesson, enter shows the course's summary (what each
// lesson taught, the scores, where to go next), and enter there goes to
// the setup screen; at 80x24 the score list keeps every score whole.
func TestCourseEnding(t *testing.T) {
	dir := t.TempDir()
	m := newScreen(t, dir, 6, 80, 24) // the longest title
	m = press(t, m, "enter")
	for m.ph == asking {
		m = press(t, m, digit(m.sh.q.Right), "enter")
	}
	if v := m.View(); !strings.Contains(v, " 3/3  6. The tree grows") {
		t.Errorf("lesson 6's score is not shown whole at 80x24:\n%s", v)
	}
	for m.Lesson() < len(course.Lessons()) { // the last lesson
		m = press(t, m, "n")
	}
	m = press(t, m, "enter")
	for m.ph == asking {
		m = press(t, m, digit(wrong(m.sh.q)), "enter")
	}
	if m.ph != finished || !strings.Contains(m.View(), "Press enter for the course's summary.") {
		t.Fatalf("the last lesson's score does not lead on:\n%s", m.View())
	}
	m = press(t, m, "enter")
	v := m.View()
	for _, want := range []string{"The course is done: 3 of 6 right over the 2 of 13 lessons finished.", " 3/3   6. each iteration", "course: 3 of 6 right", "enter setup"} {
		if !strings.Contains(v, want) {
			t.Errorf("the summary lacks %q:\n%s", want, v)
		}
	}
	checkFits(t, m)
	m = press(t, m, "pgdown", "pgdown")
	if v := m.View(); !strings.Contains(v, " 0/3   13. a node's minimax") || !strings.Contains(v, "Where to go next") || !strings.Contains(v, "docs/study.md") {
		t.Errorf("the summary's end says not where to go next:\n%s", v)
	}
	// The keys the summary names do what it says: t opens the lesson's
	// search, b the lesson before (it named s and p, which did nothing).
	for _, want := range []string{"- t: this lesson's search on the study screen", "r takes this lesson again, b the one before."} {
		if all := strings.Join(m.summaryLines(200), "\n"); !strings.Contains(all, want) {
			t.Errorf("the summary lacks %q:\n%s", want, all)
		}
	}
	studied, _ := m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("t")})
	if got, ok := uitest.Asked(studied).(nav.OpenStudyMsg); !ok {
		t.Errorf("t on the summary asked for %#v, want the study screen", got)
	}
	if b := press(t, m, "b"); b.Lesson() != len(course.Lessons())-1 {
		t.Errorf("b on the summary went to lesson %d, want the one before", b.Lesson())
	}
	left, _ := m.Update(tea.KeyMsg{Type: tea.KeyEnter})
	if got, ok := uitest.Asked(left).(nav.ShowScreenMsg); !ok || got.ID != nav.Setup {
		t.Errorf("enter on the summary asked for %#v, want the setup screen", got)
	}
}

// At 220x70 a lesson's text ran 190 columns wide beside the board, too
// long a line to follow to the next. It is now wrapped at 100; a
// narrower screen wraps at its width as before.
func TestTextMeasureOnAWideScreen(t *testing.T) {
	m := newScreen(t, "", 4, 220, 70)
	longest := 0
	for _, l := range strings.Split(m.View(), "\n")[1:] { // the title spans the width
		longest = max(longest, ansi.StringWidth(strings.TrimRight(l, " ")))
	}
	_, bw := m.boardView(m.Width-minText-2, boardRows(m.bodyHeight()))
	if longest > bw+2+100 {
		t.Errorf("a line %d wide beside a board %d wide, want the text at most 100:\n%s", longest, bw, m.View())
	}
	if narrow := textWidth(80, 20); narrow != 58 {
		t.Errorf("80 wide beside a board 20 wide: text %d, want 58", narrow)
	}
}

// The help defines every figure the lessons' tables show, in the
// glossary's words (visits, mean, +- se, explore, UCB, minimax, proof):
// it listed the keys only, and "explore" was nowhere defined.
func TestHelpDefinesLessonFigures(t *testing.T) {
	m := newScreen(t, t.TempDir(), 1, 80, 24)
	m = press(t, m, "?")
	help := strings.Join(m.textLines(10000), "\n")
	for _, f := range course.LessonFigures {
		g, ok := course.Lookup(f, "lessons")
		if !ok {
			t.Fatalf("%q is not in the glossary", f)
		}
		if !strings.Contains(help, f+": "+g.Means) {
			t.Errorf("the help does not define %s:\n%s", f, help)
		}
	}
}

// While the help covers the lesson, a digit does not answer the question
// behind it (the feedback would be hidden), nor does enter go on or n
// open another lesson; the help says how to close it.
func TestHelpHoldsTheLesson(t *testing.T) {
	m := newScreen(t, t.TempDir(), 1, 80, 24)
	m = press(t, m, "enter")
	if m.ph != asking {
		t.Fatalf("no question after enter: phase %d", m.ph)
	}
	m = press(t, m, "?", "1", "enter", "n")
	if m.ph != asking || m.Lesson() != 1 || !m.showHelp {
		t.Fatalf("keys acted behind the help: phase %d, lesson %d, help %v", m.ph, m.Lesson(), m.showHelp)
	}
	if v := m.View(); !strings.Contains(v, "? or esc closes it") {
		t.Errorf("the screen does not say how to close the help:\n%s", v)
	}
	m = press(t, m, "esc", "1")
	if m.ph == asking {
		t.Error("1 did not answer once the help was closed")
	}
}

// The help opens at its top wherever the lesson was scrolled to, and
// closing it brings the lesson back scrolled where it was; v does not
// turn the board hidden behind it.
func TestHelpOpensAtItsTop(t *testing.T) {
	m := newScreen(t, t.TempDir(), 6, 100, 16)
	m = press(t, m, "pgdown")
	at := m.scroll
	if at == 0 {
		t.Fatal("pgdown did not scroll lesson 6 at 100x16")
	}
	m = press(t, m, "?", "v")
	if v := m.View(); !strings.Contains(v, "Keys") || !strings.Contains(v, "predict") {
		t.Errorf("the help does not open at its top:\n%s", v)
	}
	if m.flipped {
		t.Error("v turned the board behind the help")
	}
	m = press(t, m, "esc")
	if m.scroll != at {
		t.Errorf("the lesson came back scrolled to %d, not %d", m.scroll, at)
	}
}

// At a size that shows only "Terminal too small" enter does not open
// the question unseen, nor n the next lesson; q quits, and once the
// terminal is large enough the keys act again.
func TestTooSmallHoldsTheLesson(t *testing.T) {
	m := newScreen(t, t.TempDir(), 1, 30, 10)
	m = press(t, m, "enter", "n")
	if m.ph == asking || m.Lesson() != 1 {
		t.Fatalf("keys acted behind the too-small note: phase %d, lesson %d", m.ph, m.Lesson())
	}
	next, _ := m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	m = press(t, next.(Model), "enter")
	if m.ph != asking {
		t.Errorf("enter did not open the question once the terminal was large enough: phase %d", m.ph)
	}
}

// Where the course opens with no lesson asked for, it says why that
// lesson: one left before its end starts over from its idea (the
// answers given before leaving were gone without a word), and a course
// finished starts again at lesson 1 (which came back after the summary
// without a word). The next lesson after a finished one needs no note.
// The note is whole at 60 columns: it was cut there, and at 80, before
// it said why ("Lesson 6 again from its idea: a lesson left before its
// end…").
func TestResumeSaysWhere(t *testing.T) {
	done := func(ns ...int) map[int]course.Result {
		m := map[int]course.Result{}
		for _, n := range ns {
			m[n] = course.Result{Right: 1, Questions: 2}
		}
		return m
	}
	all := make([]int, len(course.Lessons()))
	for i := range all {
		all[i] = i + 1
	}
	for _, tc := range []struct {
		name   string
		prog   course.Progress
		lesson int
		want   string
	}{
		{"left mid-lesson", course.Progress{Done: done(1, 2), Current: 3, Open: 3}, 3, "Lesson 3 again from its start: you left it before its end."},
		{"after a finished lesson", course.Progress{Done: done(1, 2), Current: 3}, 3, ""},
		{"the course finished", course.Progress{Done: done(all...)}, 1, fmt.Sprintf("Course done (%d of %d right): here is lesson 1 again.", len(all), 2*len(all))},
	} {
		dir := t.TempDir()
		var wg sync.WaitGroup
		if err := autosave.NewProgress(dir).Save(&wg, tc.prog); err != nil {
			t.Fatal(err)
		}
		wg.Wait()
		m := newScreen(t, dir, 0, 60, 20) // a class's narrow terminal: the note whole, not cut
		v := m.View()
		if m.Lesson() != tc.lesson {
			t.Errorf("%s: lesson %d opened, want %d", tc.name, m.Lesson(), tc.lesson)
		}
		switch {
		case tc.want == "" && (strings.Contains(v, "again from its start") || strings.Contains(v, "Course done")):
			t.Errorf("%s: a note where none is due:\n%s", tc.name, v)
		case tc.want != "" && !strings.Contains(v, tc.want):
			t.Errorf("%s: no %q:\n%s", tc.name, tc.want, v)
		}
	}
}
