package serve

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// writeAged writes name in dir with size bytes, modified age ago.
func writeAged(t *testing.T, dir, name string, size int, age time.Duration) {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, make([]byte, size), 0o600); err != nil {
		t.Fatal(err)
	}
	when := time.Now().Add(-age)
	if err := os.Chtimes(p, when, when); err != nil {
		t.Fatal(err)
	}
}

func names(t *testing.T, dir string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range es {
		out = append(out, e.Name())
	}
	return out
}

func TestPrune(t *testing.T) {
	for _, tc := range []struct {
		name      string
		keep      int
		keepBytes int64
		want      []string
	}{
		{"by count", 2, 1 << 20, []string{"a", "b"}},
		{"by bytes", 10, 250, []string{"a", "b"}},
		{"all within", 10, 1 << 20, []string{"a", "b", "c", "d"}},
		{"the newest stays", 1, 1, []string{"a"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			for i, n := range []string{"a", "b", "c", "d"} { // a newest
				writeAged(t, dir, n, 100, time.Duration(i+1)*time.Hour)
			}
			os.Mkdir(filepath.Join(dir, "sub"), 0o700) // not a file: kept, not counted
			removed, err := prune(dir, tc.keep, tc.keepBytes)
			if err != nil {
				t.Fatal(err)
			}
			got := slices.DeleteFunc(names(t, dir), func(s string) bool { return s == "sub" })
			if !slices.Equal(got, tc.want) || removed != 4-len(tc.want) {
				t.Errorf("kept %v (removed %d), want %v", got, removed, tc.want)
			}
		})
	}
	if n, err := prune(filepath.Join(t.TempDir(), "none"), 1, 1); n != 0 || err != nil {
		t.Errorf("a missing folder: %d, %v", n, err)
	}
}

// TestQuotaTellsTheUser: a user whose games/ and unfinished/ hold more
// than the bounds keeps the newest, and is told at the session's end.
func TestQuotaTellsTheUser(t *testing.T) {
	state := t.TempDir()
	user := filepath.Join(state, "users", userID(nil, "", "alice"))
	for _, sub := range boundedDirs {
		if err := os.MkdirAll(filepath.Join(user, sub), 0o700); err != nil {
			t.Fatal(err)
		}
		for i := range 5 {
			writeAged(t, filepath.Join(user, sub), fmt.Sprintf("f%d", i), 10, time.Duration(i+1)*time.Hour)
		}
	}
	_, addr, logs := testServer(t, Config{StateDir: state, KeepFiles: 3})
	_, tm := openSetup(t, addr, "alice")
	tm.in.Write([]byte("q"))
	if !tm.screen.waitFor("4 of your oldest saved files were removed") {
		t.Fatalf("the user was not told; got %q\nlog:\n%s", tm.screen.text(), logs)
	}
	for _, sub := range boundedDirs {
		if got := names(t, filepath.Join(user, sub)); !slices.Equal(got, []string{"f0", "f1", "f2"}) {
			t.Errorf("%s keeps %v, want the newest three", sub, got)
		}
	}
}

// TestStudents: the teacher's marking table and CSV from each user's
// learn.json, names from the directories' ids.
func TestStudents(t *testing.T) {
	state := t.TempDir()
	users := map[string]string{
		"key-0123456789abcdef0123456789abcdef-alice": `{"done":{"1":{"right":2,"questions":3},"2":{"right":1,"questions":1}}}`,
		"user-bob":                             `{"done":{"1":{"right":3,"questions":3}}}`,
		"key-fedcba9876543210fedcba9876543210": "",
		"user-carol":                           "{not json",
	}
	for id, text := range users {
		dir := filepath.Join(state, "users", id)
		if err := os.MkdirAll(dir, 0o700); err != nil {
			t.Fatal(err)
		}
		if text != "" {
			if err := os.WriteFile(filepath.Join(dir, progressFile), []byte(text), 0o600); err != nil {
				t.Fatal(err)
			}
		}
	}
	students, err := Students(state)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, st := range students {
		got = append(got, st.Name)
	}
	if want := []string{"", "alice", "bob", "carol"}; !slices.Equal(got, want) {
		t.Fatalf("students %q, want %q", got, want)
	}
	var table, csv strings.Builder
	if err := WriteProgressTable(&table, students); err != nil {
		t.Fatal(err)
	}
	if err := WriteProgressCSV(&csv, students); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"alice", "2/3", "1/1", "3/4", "bob", "3/3", "(no name)", "carol", "unreadable"} {
		if !strings.Contains(table.String(), want) {
			t.Errorf("the table lacks %q:\n%s", want, table.String())
		}
	}
	lines := strings.Split(strings.TrimSpace(csv.String()), "\n")
	if len(lines) != 5 || !strings.HasPrefix(lines[0], "student,id,lesson1_right,lesson1_questions") ||
		!strings.HasPrefix(lines[2], "alice,key-0123456789abcdef0123456789abcdef-alice,2,3,1,1,") || !strings.HasSuffix(lines[2], ",3,4") {
		t.Errorf("CSV:\n%s", csv.String())
	}
}
