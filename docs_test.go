package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/teatest"
	"github.com/muesli/termenv"

	"rollout/cli"
	"rollout/internal/doctest"
	"rollout/learn"
	"rollout/ui"
)

// updating reports whether the test runs with -update (go test . -run
// Docs -update), which rewrites the documentation's examples with the
// program's output. The flag is the one teatest's golden package
// registers, so this test does not define a second.
func updating() bool {
	f := flag.Lookup("update")
	return f != nil && f.Value.String() == "true"
}

// docFiles are the markdown files whose examples are checked.
func docFiles(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("docs/*.md")
	if err != nil {
		t.Fatal(err)
	}
	return append([]string{"README.md"}, files...)
}

// runHeadless runs an example's `rollout COMMAND ...` in process and
// returns its stdout. Examples of the terminal UI (`rollout` with flags
// only) are left to runScreen.
func runHeadless(command string) (string, bool, error) {
	args, filter, err := doctest.Pipeline(command)
	if err != nil {
		return "", true, err
	}
	if len(args) < 2 || args[0] != "rollout" || strings.HasPrefix(args[1], "-") {
		return "", false, nil
	}
	var out, errs bytes.Buffer
	env := &cli.Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errs}
	if code := cli.Main(env, args[1:]); code != 0 {
		return "", true, fmt.Errorf("exit status %d: %s", code, errs.String())
	}
	return filter(out.String()), true, nil
}

// TestDocsExamples runs every `$ rollout ...` example in README.md and
// docs/ and compares its output with the block below it, so the examples
// are the program's own output and cannot go stale. The examples are
// seeded and use rollout budgets, so their output is the same on every
// machine; the few figures that are not (times and rates) are masked.
func TestDocsExamples(t *testing.T) {
	masks := []doctest.Mask{
		{Re: regexp.MustCompile(`[0-9]+(\.[0-9]+)? (s|ms|µs|k?r/s)\b`), With: "T"},
	}
	ran := 0
	run := func(command string) (string, bool, error) {
		if out, ok, err := runHeadless(command); ok {
			return out, ok, err
		}
		return runScreen(t, command)
	}
	for _, f := range docFiles(t) {
		ran += doctest.Check(t, f, updating(), run, masks...)
	}
	if ran == 0 {
		t.Error("no examples found: README.md shows at least one")
	}
}

// ansi matches the terminal's escape sequences, which a capture of the
// screen (tmux capture-pane) does not keep.
var ansi = regexp.MustCompile("\x1b\\[[0-9;?]*[A-Za-z]")

// runScreen opens the terminal client as an example's `rollout FLAGS #
// WxH; keys K...; until TEXT` describes it (the part after # is for this
// test: the terminal's size, the keys typed once it opens, and the text
// it waits for after them), and returns the screen then, as a capture
// shows it: colours dropped (the pieces are the colour terminal's
// Unicode glyphs), trailing blanks trimmed. Autosave goes to a
// temporary directory.
func runScreen(t *testing.T, command string) (string, bool, error) {
	cmd, how, _ := strings.Cut(command, " # ")
	args, _, err := doctest.Pipeline(cmd)
	if err != nil || len(args) == 0 || args[0] != "rollout" {
		return "", false, err
	}
	w, h := 80, 24
	var keys []string
	until := ""
	for _, part := range strings.Split(how, ";") {
		part = strings.TrimSpace(part)
		switch {
		case part == "":
		case strings.HasPrefix(part, "keys "):
			keys = strings.Fields(strings.TrimPrefix(part, "keys "))
		case strings.HasPrefix(part, "until "):
			if until, err = strconv.Unquote(strings.TrimPrefix(part, "until ")); err != nil {
				return "", true, fmt.Errorf("until %s: quote the text", part)
			}
		default:
			ws, hs, ok := strings.Cut(part, "x")
			w, err = strconv.Atoi(ws)
			if !ok || err != nil {
				return "", true, fmt.Errorf("%q: want WxH, keys K..., or until \"TEXT\"", part)
			}
			if h, err = strconv.Atoi(hs); err != nil {
				return "", true, fmt.Errorf("%q: want WxH", part)
			}
		}
	}
	opts, err := cli.Options(args[1:])
	if err != nil {
		return "", true, err
	}
	opts.StateDir = t.TempDir()
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.ANSI256)
	r.SetHasDarkBackground(true)
	m, done, err := ui.NewSession(context.Background(), opts, r)
	if err != nil {
		return "", true, err
	}
	st := &started{Model: m}
	tm := teatest.NewTestModel(t, st, teatest.WithInitialTermSize(w, h))
	// Keys go in once the first screen is open (the setup screen hands
	// over to the game on Init's message: keys before it reach the setup
	// screen, as they did when a loaded machine delayed that message past
	// the old wait, 300 ms without output) and the screen has settled
	// (drawn, and nothing new for a moment), as a person's would.
	var seen []byte
	last, grew := 0, time.Now()
	teatest.WaitFor(t, io.TeeReader(tm.Output(), writerFunc(func(b []byte) { seen = append(seen, b...) })), func(b []byte) bool {
		if len(b) != last {
			last, grew = len(b), time.Now()
		}
		return st.ready.Load() && len(b) > 0 && time.Since(grew) > 300*time.Millisecond
	}, teatest.WithDuration(2*time.Minute), teatest.WithCheckInterval(20*time.Millisecond))
	for _, k := range keys {
		switch k {
		case "enter":
			tm.Send(tea.KeyMsg{Type: tea.KeyEnter})
		case "esc":
			tm.Send(tea.KeyMsg{Type: tea.KeyEsc})
		case "space":
			tm.Send(tea.KeyMsg{Type: tea.KeySpace, Runes: []rune{' '}})
		default:
			tm.Type(k)
		}
	}
	if until != "" {
		teatest.WaitFor(t, tm.Output(), func(b []byte) bool {
			return strings.Contains(ansi.ReplaceAllString(string(seen)+string(b), ""), until)
		}, teatest.WithDuration(2*time.Minute), teatest.WithCheckInterval(20*time.Millisecond))
	}
	if err := tm.Quit(); err != nil {
		return "", true, err
	}
	final := tm.FinalModel(t, teatest.WithFinalTimeout(2*time.Minute)).(*started).Model
	view := ansi.ReplaceAllString(final.View(), "")
	done(final)
	lines := strings.Split(view, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	return strings.Join(lines, "\n") + "\n", true, nil
}

// started is the program's model, telling when the message of its Init
// has been handled: Init's Cmd runs first in a sequence, so its message
// reaches Update before the one that sets ready.
type started struct {
	tea.Model
	ready atomic.Bool
}

// initHandled follows Init's message.
type initHandled struct{}

func (s *started) Init() tea.Cmd {
	return tea.Sequence(s.Model.Init(), func() tea.Msg { return initHandled{} })
}

func (s *started) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if _, ok := msg.(initHandled); ok {
		s.ready.Store(true)
		return s, nil
	}
	var cmd tea.Cmd
	s.Model, cmd = s.Model.Update(msg)
	return s, cmd
}

// writerFunc is a function that takes what is written.
type writerFunc func([]byte)

func (f writerFunc) Write(b []byte) (int, error) { f(b); return len(b), nil }

// link is a markdown link: [text](target).
var link = regexp.MustCompile(`\]\(([^)\s]+)\)`)

// TestDocsLinks checks that every relative link in README.md and docs/
// names a file of the repository, and its #anchor a heading of that
// file, and that no document refers to a path outside the repository.
func TestDocsLinks(t *testing.T) {
	for _, f := range docFiles(t) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		text := string(data)
		if strings.Contains(text, "../shared") {
			t.Errorf("%s refers to ../shared, a path outside the repository", f)
		}
		for _, m := range link.FindAllStringSubmatch(text, -1) {
			target := m[1]
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			file, anchor, _ := strings.Cut(target, "#")
			path := f
			if file != "" {
				path = filepath.Join(filepath.Dir(f), file)
			}
			abs, _ := filepath.Abs(path)
			root, _ := filepath.Abs(".")
			if !strings.HasPrefix(abs, root+string(filepath.Separator)) {
				t.Errorf("%s: link %s leaves the repository", f, target)
				continue
			}
			body, err := os.ReadFile(path)
			if err != nil {
				t.Errorf("%s: link %s: %v", f, target, err)
				continue
			}
			if anchor != "" && strings.HasSuffix(path, ".md") && !hasAnchor(string(body), anchor) {
				t.Errorf("%s: link %s: no heading with that anchor in %s", f, target, path)
			}
		}
	}
}

// hasAnchor reports whether a heading of the markdown text has the
// GitHub anchor: lower case, spaces to hyphens, punctuation dropped.
func hasAnchor(text, anchor string) bool {
	inCode := false
	for _, l := range strings.Split(text, "\n") {
		if strings.HasPrefix(l, "```") {
			inCode = !inCode
		}
		if inCode || !strings.HasPrefix(l, "#") {
			continue
		}
		if learn.DocAnchor(strings.TrimLeft(l, "# ")) == anchor {
			return true
		}
	}
	return false
}

// issueRef is a mention of the project's issues ("issue 13", "issue
// 13's"), which belong in commit messages, not in the manual.
var issueRef = regexp.MustCompile(`(?i)\bissue\s+#?[0-9]+|\(issue\b`)

// runsPath is a path to a machine's run directory (/work/runs/s46/...):
// its data is in no reader's checkout, so a doc says what the data was
// and the command that makes it instead.
var runsPath = regexp.MustCompile(`/work/runs\b`)

// TestReadmeIsAManual keeps the README a manual: under 400 lines, with a
// table of contents, and no issue cited in it or in docs/ (measurement
// logs and design notes go to docs/, one file per topic), nor a run
// directory's path named.
func TestReadmeIsAManual(t *testing.T) {
	data, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(data), "\n"); n >= 400 {
		t.Errorf("README.md has %d lines; keep it under 400 and move the rest to docs/", n)
	}
	if !strings.Contains(string(data), "\n## Contents\n") {
		t.Error("README.md has no ## Contents")
	}
	for _, f := range docFiles(t) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, l := range strings.Split(string(data), "\n") {
			if issueRef.MatchString(l) {
				t.Errorf("%s:%d cites an issue: %.120s", f, i+1, l)
			}
			if runsPath.MatchString(l) {
				t.Errorf("%s:%d names a run directory, in no reader's checkout (say what the data was and the command that makes it): %.120s", f, i+1, l)
			}
		}
	}
}
