package ui

import (
	"bytes"
	"io"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/nav"
)

// burstGame is a tic-tac-toe game in progress (b2, the fake's a1), its
// searches drained.
func burstGame(t *testing.T) Model {
	t.Helper()
	m, cmd := newTestModel(t, gameOpts("tictactoe", "fake"), 80, 24, newFake)
	m = drain(t, m, cmd)
	m, cmd = press(m, "enter") // b2, and the engine's a1
	return drain(t, m, cmd)
}

// onAnalysis reports whether the root shows the analysis board.
func onAnalysis(m Model) bool {
	return strings.HasPrefix(strings.TrimLeft(m.View(), "\n"), "Analysis  ")
}

// A key read together with the one that switches screens (A then esc
// in one write: tmux's send-keys A Escape) goes to the screen the first
// opened: the switch used to be a Cmd's message, queued behind the esc,
// which went to the game, and the program ended on the setup screen.
// Here the second key reaches the root before any Cmd runs, as it does
// in a program that read both at once.
func TestKeyAfterASwitchGoesToTheNewScreen(t *testing.T) {
	m := burstGame(t)
	m, _ = send(m, keyMsg("A"))
	if !onAnalysis(m) {
		t.Fatalf("A, its Cmds not run: want the analysis board at once, got\n%s", m.View())
	}
	m, _ = send(m, tea.KeyMsg{Type: tea.KeyEsc})
	if !onGame(m) || m.screens[nav.Analysis] != nil {
		t.Fatalf("A then esc read together: want the game back (the board closed), got\n%s", m.View())
	}
}

// Letters read together (fast typing, tmux) are keys one at a time; the
// letters after one that switches screens go to the screen it opened:
// "Al" opens the analysis board and l changes its budget, as A and l
// pressed apart do; l went to the game before ("No key l here").
func TestLettersAfterASwitchGoToTheNewScreen(t *testing.T) {
	apart, _ := press(burstGame(t), "A", "l")
	together, _ := send(burstGame(t), tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("Al")})
	title := func(m Model) string { return strings.SplitN(strings.TrimLeft(m.View(), "\n"), "\n", 2)[0] }
	if !onAnalysis(together) || title(together) != title(apart) {
		t.Fatalf("\"Al\" read together: want the board with l's budget, as A and l apart:\n%s\ngot\n%s", apart.View(), together.View())
	}
	if opened, _ := send(burstGame(t), keyMsg("A")); title(opened) == title(apart) {
		t.Fatalf("l did not change the board's title %q: the test shows nothing", title(opened))
	}
}

// screenOutput is a program's output, read while it runs.
type screenOutput struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (o *screenOutput) Write(p []byte) (int, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.b.Write(p)
}

// waitFor waits up to d until what the program drew since the last call
// matches re, and consumes it.
func (o *screenOutput) waitFor(t *testing.T, d time.Duration, re *regexp.Regexp) {
	t.Helper()
	deadline := time.Now().Add(d)
	for time.Now().Before(deadline) {
		o.mu.Lock()
		hit := re.Match(o.b.Bytes())
		if hit {
			o.b.Reset()
		}
		o.mu.Unlock()
		if hit {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("the program never drew %v", re)
}

// The same through a real program reading its input from a pipe, as
// tmux's send-keys A Escape writes it: "A\x1b" in one write. Both keys
// are read before the A's Cmds run; the program used to end on the
// setup screen, or the board, never the game.
func TestProgramKeyAfterASwitch(t *testing.T) {
	o := gameOpts("tictactoe", "fake")
	o.ASCII, o.OutDir = true, t.TempDir()
	m := newModel(t.Context(), o, plainStyles(), newFake)
	in, keys := io.Pipe()
	var out screenOutput
	p := tea.NewProgram(m, tea.WithInput(in), tea.WithOutput(&out), tea.WithoutSignalHandler())
	done := make(chan tea.Model, 1)
	go func() {
		fm, err := p.Run()
		if err != nil {
			t.Error(err)
		}
		done <- fm
	}()
	t.Cleanup(func() { p.Kill(); keys.Close() })
	p.Send(tea.WindowSizeMsg{Width: 80, Height: 24})
	out.waitFor(t, hangLimit, regexp.MustCompile(`X to move`))
	write := func(s string) {
		if _, err := keys.Write([]byte(s)); err != nil {
			t.Fatal(err)
		}
	}
	write("\r") // b2, and the fake's a1
	out.waitFor(t, hangLimit, regexp.MustCompile(`1\. b2 +a1`))
	write("A\x1b")
	// ? shows the game's help, whose keys the board has not: drawn, it
	// says both keys before it were read and acted on. Not drawn in
	// a few seconds, the ? went to another screen.
	write("?")
	out.waitFor(t, 10*time.Second, regexp.MustCompile(`analyse this position`))
	p.Quit()
	var fm Model
	select {
	case r := <-done:
		fm = r.(Model)
	case <-time.After(hangLimit):
		t.Fatal("the program did not end")
	}
	fm.close()
	fm.wait()
	if fm.active != nav.Game || fm.screens[nav.Analysis] != nil {
		t.Fatalf("A and esc in one write: want the game shown (the board closed), got screen %d:\n%s", fm.active, fm.View())
	}
}
