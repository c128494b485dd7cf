package cli

import (
	"context"
	"fmt"
	"io"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"rollout/engine"
	"rollout/ui"
)

// screenMarker is the comment before each screen block of docs/study.md:
// the study to open (-study P -variant V [-position "P"] -seed S), the
// keys to press, and optionally the screen lines the block shows
// ("lines: 17-25", from 1), for a block cut to the part discussed.
var screenMarker = regexp.MustCompile(`^<!-- screen: (.*?); keys:(.*?)(?:; lines: (\d+)-(\d+))? -->$`)

// docScreen drives the study screen headless at 100x30, colour off, as
// `rollout <args> -no-color` opens it, presses keys and returns the
// frame, trailing spaces trimmed.
func docScreen(t *testing.T, args string, keys []string) []string {
	t.Helper()
	opts := ui.DefaultOptions()
	opts.Screen, opts.NoColor, opts.ASCII, opts.OutDir = ui.ScreenStudy, true, true, t.TempDir()
	fields := splitArgs(args)
	for i := 0; i+1 < len(fields); i += 2 {
		switch v := fields[i+1]; fields[i] {
		case "-study":
			opts.Study = engine.Config{Player: v}
		case "-variant":
			opts.Variant = v
		case "-position":
			opts.Position = v
		case "-seed":
			if v != "1" {
				t.Fatalf("docs/study.md: only -seed 1 is supported, not %s", v)
			}
			opts.Seed = 1
		default:
			t.Fatalf("docs/study.md: unknown flag %s in %q", fields[i], args)
		}
	}
	return sessionScreen(t, opts, keys)
}

// sessionScreen opens the client headless on opts at 100x30, colour
// off, presses keys and returns the frame, trailing spaces trimmed.
func sessionScreen(t *testing.T, opts ui.Options, keys []string) []string {
	t.Helper()
	return sessionScreenAt(t, opts, keys, 100, 30)
}

// sessionScreenAt is sessionScreen at w x h.
func sessionScreenAt(t *testing.T, opts ui.Options, keys []string, w, h int) []string {
	t.Helper()
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.Ascii)
	r.SetHasDarkBackground(true)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	m, done, err := ui.NewSession(ctx, opts, r)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { done(m) }()
	m = drainModel(t, m, m.Init())
	m, cmd := m.Update(tea.WindowSizeMsg{Width: w, Height: h})
	m = drainModel(t, m, cmd)
	for _, k := range keys {
		m, cmd = m.Update(docKey(k))
		m = drainModel(t, m, cmd)
	}
	var out []string
	for _, l := range strings.Split(m.View(), "\n") {
		out = append(out, strings.TrimRight(l, " "))
	}
	return out
}

// drainModel runs the Cmds a message returned and delivers their
// messages, as the program would, until none is left. A Cmd is waited
// for as long as it takes (a search's reader under -race on a loaded
// machine takes seconds): dropping its message would document a frame
// the program never settles on. Five minutes without one fails the test
// (a minute did, once, under go test -race ./... with two CPU hogs at
// load 22: a uct search under -race clears its 112 MiB node arena on the
// heap before its first snapshot).
func drainModel(t *testing.T, m tea.Model, cmd tea.Cmd) tea.Model {
	t.Helper()
	queue := []tea.Cmd{cmd}
	for steps := 0; len(queue) > 0 && steps < 10000; steps++ {
		c := queue[0]
		queue = queue[1:]
		if c == nil {
			continue
		}
		got := make(chan tea.Msg, 1)
		go func() { got <- c() }()
		var msg tea.Msg
		select {
		case msg = <-got:
		case <-time.After(5 * time.Minute):
			t.Fatal("docs/study.md: a Cmd gave no message within 5 minutes")
		}
		switch msg := msg.(type) {
		case nil:
		case tea.BatchMsg:
			queue = append(queue, msg...)
		case tea.QuitMsg:
			return m
		default:
			var next tea.Cmd
			m, next = m.Update(msg)
			queue = append(queue, next)
		}
	}
	return m
}

// docKey is the key message for a key name in a marker.
func docKey(s string) tea.KeyMsg {
	named := map[string]tea.KeyType{"enter": tea.KeyEnter, "up": tea.KeyUp, "down": tea.KeyDown, "left": tea.KeyLeft, "right": tea.KeyRight,
		"pgup": tea.KeyPgUp, "pgdown": tea.KeyPgDown, "ctrl+p": tea.KeyCtrlP}
	if s == "space" {
		return tea.KeyMsg{Type: tea.KeySpace, Runes: []rune{' '}}
	}
	if k, ok := named[s]; ok {
		return tea.KeyMsg{Type: k}
	}
	return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)}
}

// splitArgs splits a marker's arguments at spaces, keeping "quoted"
// ones whole.
func splitArgs(s string) []string {
	var out []string
	for _, m := range regexp.MustCompile(`"[^"]*"|\S+`).FindAllString(s, -1) {
		out = append(out, strings.Trim(m, `"`))
	}
	return out
}

// Every screen block of docs/study.md is the study screen's real frame
// (or the lines of it the marker names) after the keys its marker
// lists; with -update the blocks are rewritten from the program.
func TestStudyDoc(t *testing.T) {
	if testing.Short() {
		t.Skip("drives the study screen")
	}
	const path = "../docs/study.md"
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	var out []string
	blocks := 0
	for i := 0; i < len(lines); i++ {
		out = append(out, lines[i])
		mk := screenMarker.FindStringSubmatch(lines[i])
		if mk == nil {
			continue
		}
		if i+1 >= len(lines) || lines[i+1] != "```" {
			t.Fatalf("docs/study.md line %d: a screen marker not followed by a block", i+1)
		}
		end := i + 2
		for end < len(lines) && lines[end] != "```" {
			end++
		}
		blocks++
		frame := docScreen(t, mk[1], strings.Fields(mk[2]))
		if mk[3] != "" {
			var a, b int
			if _, err := fmtSscan(mk[3], mk[4], &a, &b); err != nil || a < 1 || b > len(frame) || a > b {
				t.Fatalf("docs/study.md line %d: bad lines %s-%s", i+1, mk[3], mk[4])
			}
			frame = frame[a-1 : b]
		}
		doc := lines[i+2 : end]
		if strings.Join(doc, "\n") != strings.Join(frame, "\n") {
			if !*updateDocs {
				t.Errorf("docs/study.md block at line %d differs from the program (go test ./cli -run TestStudyDoc -update rewrites it):\n--- doc\n%s\n--- program\n%s", i+2, strings.Join(doc, "\n"), strings.Join(frame, "\n"))
			}
			doc = frame
		}
		out = append(out, "```")
		out = append(out, doc...)
		out = append(out, "```")
		i = end
	}
	if blocks == 0 {
		t.Fatal("docs/study.md has no screen markers")
	}
	if *updateDocs {
		if err := os.WriteFile(path, []byte(strings.Join(out, "\n")), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// fmtSscan reads the two numbers of a line range.
func fmtSscan(a, b string, x, y *int) (int, error) {
	return fmt.Sscan(a+" "+b, x, y)
}
