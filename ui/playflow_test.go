package ui

import (
	"os"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/game"
	"rollout/ui/uitest"
)

// Flows through the play screen that start elsewhere (the setup screen,
// the resume slot) or compare whole frames: they work through the root
// Model's View and messages only. The play screen's own tests are in
// ui/screens/play.

// gameOpts returns options that start a game of v at once, a person
// moving first against the fake engine named second.
func gameOpts(v, second string) Options {
	o := DefaultOptions()
	o.Variant, o.Screen = v, ScreenGame
	o.Sides[1] = game.SideOptions{Engine: engine.Config{Player: second, Budget: engine.Budget{Time: time.Second}}}
	return o
}

// seriesOpts is a series of n tic-tac-toe games between two fake engines
// (each plays the first legal move, so the first mover always wins).
func seriesOpts(n int) Options {
	o := gameOpts("tictactoe", "fakeB")
	o.Sides[0] = game.SideOptions{Engine: engine.Config{Player: "fakeA"}}
	o.Games, o.Pause = n, time.Millisecond
	return o
}

// plies counts the moves in the move list of a play screen's view.
func plies(view string) int {
	n := 0
	for _, l := range strings.Split(view, "\n") {
		f := strings.Fields(l)
		for i, w := range f {
			if strings.HasSuffix(w, ".") && i+1 < len(f) && w[0] >= '1' && w[0] <= '9' {
				n++
				if i+2 < len(f) && !strings.HasSuffix(f[i+2], ".") {
					n++
				}
				break
			}
		}
	}
	return n
}

// The setup screen's keys: q quits there, ctrl+c too, but a q typed into
// the position field is text.
func TestQuitKeysOnSetup(t *testing.T) {
	for _, tt := range []struct {
		name string
		keys []string
		quit bool
	}{
		{"q on the setup screen", []string{"q"}, true},
		{"ctrl+c on the setup screen", []string{"ctrl+c"}, true},
		{"q typed into the position field", []string{"up", "q"}, false},
	} {
		o := gameOpts("tictactoe", "fake")
		o.Screen = ScreenSetup
		m, _ := newTestModel(t, o, 80, 24, newFake)
		if _, cmd := press(m, tt.keys...); isQuit(cmd) != tt.quit {
			t.Errorf("%s: quit = %v, want %v", tt.name, !tt.quit, tt.quit)
		}
	}
}

// drainUntil feeds the Cmds' messages back until done holds (or the Cmds
// run out), with a timeout (uitest.DrainUntil).
func drainUntil(t *testing.T, m Model, cmd tea.Cmd, done func(Model) bool) (Model, tea.Cmd) {
	t.Helper()
	return uitest.DrainUntil(t, m, cmd, send, done)
}

// TestReviewPGNFromSetup names a PGN file (and a game in it) in the setup
// screen's position field: enter opens that game for review at its last
// move; a missing file or game is refused there with the reason.
func TestReviewPGNFromSetup(t *testing.T) {
	dir := t.TempDir()
	path := dir + "/two.pgn"
	pgn := "[Event \"a\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n\n[Event \"b\"]\n[Result \"*\"]\n\n1. d4 { [%clk 0:05:00] } d5 (1... Nf6) 2. c4 *\n"
	if err := os.WriteFile(path, []byte(pgn), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		field string
		last  string // the opened game's last move, or "" for refused
		err   string // on the setup screen
	}{
		{path, "2. Nf3", ""},
		{path + ":2", "2. c4", ""},
		{path + ":3", "", "game 3"},
		{dir + "/none.pgn", "", "no such file"},
	}
	for _, tt := range tests {
		o := gameOpts("chess", "fake")
		o.Screen = ScreenSetup
		m, _ := newTestModel(t, o, 100, 30, newFake)
		m, _ = press(m, "up") // the Position field
		for _, r := range tt.field {
			m, _ = press(m, string(r))
		}
		m, cmd := press(m, "enter")
		m, cmd = send(m, cmd()) // the file is read off the Update goroutine
		if tt.last == "" {
			if cmd != nil || !strings.Contains(m.View(), tt.err) {
				t.Fatalf("%s: not refused with %q:\n%s", tt.field, tt.err, m.View())
			}
			continue
		}
		m, _ = send(m, cmd()) // the fake, unknown to the engine's list, is handshaken first
		if v := m.View(); !strings.Contains(v, "Review: "+tt.last+" of moves 1-2 (no engine table); [ earlier, p plays on") {
			t.Fatalf("%s: not the game held at %s:\n%s", tt.field, tt.last, v)
		}
	}
}

// A game of a series resumes as that game of the series: the slot keeps
// the series (games, index, engines, seed, score so far), the setup screen
// says which game it is, and the resumed series plays its remaining games.
func TestSeriesResumes(t *testing.T) {
	dir := t.TempDir()
	o := seriesOpts(3)
	o.StateDir = dir
	m, cmd := newTestModel(t, o, 100, 30, newFake)
	m, _ = drainUntil(t, m, cmd, func(m Model) bool {
		v := m.View()
		return strings.Contains(v, "Series: game 2 of 3") && strings.Contains(v, "Moves\n") && plies(v) >= 2
	})
	m.wait()
	m.close()

	o2 := seriesOpts(1) // the command line no longer asks for a series
	o2.StateDir, o2.Screen = dir, ScreenSetup
	m2, _ := newTestModel(t, o2, 100, 30, newFake)
	if v := m2.View(); !strings.Contains(v, "series game 2 of 3") {
		t.Fatalf("the resume line does not name the series game:\n%s", v)
	}
	m2, cmd = press(m2, "R")
	if v := m2.View(); !strings.Contains(v, "Series: game 2 of 3") || !strings.Contains(v, "A: W/D/L 1/0/0") {
		t.Fatalf("resumed series; want game 2 of 3 with A's win counted:\n%s", v)
	}
	m2 = drain(t, m2, cmd)
	if v := m2.View(); !strings.Contains(v, "Series: game 3 of 3") || !strings.Contains(v, "A: W/D/L 2/0/1") || !strings.Contains(v, "series over after 3 games") {
		t.Fatalf("the resumed series did not end after 3 games with A at W 2 L 1:\n%s", v)
	}
}
