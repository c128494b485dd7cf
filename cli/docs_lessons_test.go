package cli

import (
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"rollout/learn"
	"rollout/ui"
)

// lessonMarker is the comment before each screen block of
// docs/lessons.md: the lesson to open (-learn N) and the keys to press.
var lessonMarker = regexp.MustCompile(`^<!-- screen: -learn (\d+); keys:(.*?) -->$`)

// Every screen block of docs/lessons.md is the lesson screen's real
// frame at 80x24, colour off, fresh progress, after the keys its marker
// lists; every lesson has one; with -update the blocks are rewritten
// from the program.
func TestLessonsDoc(t *testing.T) {
	if testing.Short() {
		t.Skip("drives the lesson screen")
	}
	const path = "../docs/lessons.md"
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	var out []string
	seen := map[int]bool{}
	for i := 0; i < len(lines); i++ {
		out = append(out, lines[i])
		mk := lessonMarker.FindStringSubmatch(lines[i])
		if mk == nil {
			continue
		}
		if i+1 >= len(lines) || lines[i+1] != "```" {
			t.Fatalf("docs/lessons.md line %d: a screen marker not followed by a block", i+1)
		}
		end := i + 2
		for end < len(lines) && lines[end] != "```" {
			end++
		}
		n, _ := strconv.Atoi(mk[1])
		seen[n] = true
		opts := ui.DefaultOptions()
		opts.Screen, opts.Lesson, opts.NoColor, opts.ASCII = ui.ScreenLearn, n, true, true
		opts.OutDir, opts.StateDir = t.TempDir(), t.TempDir()
		frame := sessionScreenAt(t, opts, strings.Fields(mk[2]), 80, 24)
		for len(frame) > 0 && frame[len(frame)-1] == "" {
			frame = frame[:len(frame)-1]
		}
		doc := lines[i+2 : end]
		if strings.Join(doc, "\n") != strings.Join(frame, "\n") {
			if !*updateDocs {
				t.Errorf("docs/lessons.md block at line %d differs from the program (go test ./cli -run TestLessonsDoc -update rewrites it):\n--- doc\n%s\n--- program\n%s", i+2, strings.Join(doc, "\n"), strings.Join(frame, "\n"))
			}
			doc = frame
		}
		out = append(out, "```")
		out = append(out, doc...)
		out = append(out, "```")
		i = end
	}
	for _, l := range learn.Lessons() {
		if !seen[l.Number] {
			t.Errorf("docs/lessons.md shows no screen of lesson %d", l.Number)
		}
	}
	if *updateDocs {
		if err := os.WriteFile(path, []byte(strings.Join(out, "\n")), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
