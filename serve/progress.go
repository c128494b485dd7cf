package serve

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"rollout/learn"
)

// progressFile is the lessons' progress in a user's directory, as the
// client writes it (ui/screens/learn).
const progressFile = "learn.json"

// teacherMark, in a user's directory, says the user last came in as a
// teacher (a key of -teachers): Students leaves them out. The server
// writes it at a teacher's login and removes it at a student's.
const teacherMark = "teacher"

// markTeacher writes or removes dir's teacherMark.
func markTeacher(dir string, teacher bool) error {
	f := filepath.Join(dir, teacherMark)
	if teacher {
		return os.WriteFile(f, nil, 0o600)
	}
	if err := os.Remove(f); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}

// nameFile, in a key user's directory, is the name authorized_keys
// gives them as people see it ("Léa"; the directory's name has "La"),
// written at each login: Students lists them by it.
const nameFile = "name"

// keepName writes shown to dir's nameFile, unless it is "" (a key
// without a name, or a user without a key, whose name is the
// directory's).
func keepName(dir, shown string) error {
	if shown == "" {
		return nil
	}
	return os.WriteFile(filepath.Join(dir, nameFile), []byte(shown), 0o600)
}

// Student is one user of a server as the teacher marks them: the name
// (from authorized_keys, kept in nameFile, or the SSH user name), the directory's id and
// the lessons' progress.
type Student struct {
	Name     string
	ID       string
	Progress learn.Progress
	// Err says why the progress could not be read ("" when it was, or
	// when the student has taken no lesson yet).
	Err string
}

// nameOf is the student's name in a user directory's id: what follows
// "key-HASH-" or "user-" ("" for a key without a name).
func nameOf(id string) string {
	if rest, ok := strings.CutPrefix(id, "key-"); ok {
		if len(rest) > 33 && rest[32] == '-' {
			return rest[33:]
		}
		return ""
	}
	return strings.TrimPrefix(id, "user-")
}

// Students reads every user's lesson progress under stateDir's users/,
// sorted by name then id; a teacher (teacherMark) is not a student. A
// stateDir without users/ is an error that says no student came there.
func Students(stateDir string) ([]Student, error) {
	entries, err := os.ReadDir(filepath.Join(stateDir, "users"))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("serve: no student has connected to a server with -state-dir %s (it has no users/): is it the server's?", stateDir)
	}
	if err != nil {
		return nil, fmt.Errorf("serve: students: %w", err)
	}
	var out []Student
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		if _, err := os.Stat(filepath.Join(stateDir, "users", e.Name(), teacherMark)); err == nil {
			continue
		}
		st := Student{Name: nameOf(e.Name()), ID: e.Name()}
		if b, err := os.ReadFile(filepath.Join(stateDir, "users", e.Name(), nameFile)); err == nil && len(b) > 0 && strings.HasPrefix(e.Name(), "key-") {
			st.Name = shownName(string(b))
		}
		b, err := os.ReadFile(filepath.Join(stateDir, "users", e.Name(), progressFile))
		switch {
		case errors.Is(err, fs.ErrNotExist):
		case err != nil:
			st.Err = err.Error()
		default:
			if st.Progress, err = learn.UnmarshalProgress(b); err != nil {
				st.Err = err.Error()
			}
		}
		out = append(out, st)
	}
	slices.SortFunc(out, func(a, b Student) int {
		if c := strings.Compare(a.Name, b.Name); c != 0 {
			return c
		}
		return strings.Compare(a.ID, b.ID)
	})
	return out, nil
}

// score is a lesson's result as "right/questions", "" if not taken.
func score(p learn.Progress, lesson int) (string, int, int) {
	r, ok := p.Done[lesson]
	if !ok {
		return "", 0, 0
	}
	return fmt.Sprintf("%d/%d", r.Right, r.Questions), r.Right, r.Questions
}

// WriteProgressTable writes the students' lesson scores as a table: a
// row a student, a column a lesson ("right/questions", "-" for a lesson
// not finished), then the total.
func WriteProgressTable(w io.Writer, students []Student) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	n := len(learn.Lessons())
	fmt.Fprint(tw, "student\tid")
	for i := 1; i <= n; i++ {
		fmt.Fprintf(tw, "\tL%d", i)
	}
	fmt.Fprint(tw, "\ttotal\n")
	for _, st := range students {
		name := st.Name
		if name == "" {
			name = "(no name)"
		}
		fmt.Fprintf(tw, "%s\t%s", name, st.ID)
		right, questions := 0, 0
		for i := 1; i <= n; i++ {
			s, r, q := score(st.Progress, i)
			if s == "" {
				s = "-"
			}
			right, questions = right+r, questions+q
			fmt.Fprintf(tw, "\t%s", s)
		}
		fmt.Fprintf(tw, "\t%d/%d", right, questions)
		if st.Err != "" {
			fmt.Fprintf(tw, "\t(unreadable: %s)", st.Err)
		}
		fmt.Fprintln(tw)
	}
	return tw.Flush()
}

// WriteProgressCSV writes the same as CSV for a spreadsheet: student,
// id, then each lesson's right and questions (empty when not finished),
// then the totals.
func WriteProgressCSV(w io.Writer, students []Student) error {
	cw := csv.NewWriter(w)
	n := len(learn.Lessons())
	head := []string{"student", "id"}
	for i := 1; i <= n; i++ {
		head = append(head, fmt.Sprintf("lesson%d_right", i), fmt.Sprintf("lesson%d_questions", i))
	}
	cw.Write(append(head, "right", "questions"))
	for _, st := range students {
		row := []string{st.Name, st.ID}
		right, questions := 0, 0
		for i := 1; i <= n; i++ {
			if s, r, q := score(st.Progress, i); s != "" {
				row = append(row, strconv.Itoa(r), strconv.Itoa(q))
				right, questions = right+r, questions+q
			} else {
				row = append(row, "", "")
			}
		}
		cw.Write(append(row, strconv.Itoa(right), strconv.Itoa(questions)))
	}
	cw.Flush()
	return cw.Error()
}
