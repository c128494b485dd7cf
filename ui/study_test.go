package ui

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/kit"
	"rollout/variants/registry"
)

// studyOpts returns options that open the study screen at once on a
// position of variant v, stepping player.
func studyOpts(v, position, player string) Options {
	o := DefaultOptions()
	o.Variant, o.Position, o.Screen, o.Study = v, position, ScreenStudy, engine.Config{Player: player}
	return o
}

// TestStudyFromGameAndSetup opens the study from a game in progress (t)
// and returns to it (esc), and from the setup screen's study mode.
func TestStudyFromGameAndSetup(t *testing.T) {
	m, cmd := newTestModel(t, gameOpts("tictactoe", "fake"), 100, 32, newFake)
	m = drain(t, m, cmd)
	m, cmd = press(m, "enter") // b2, then the fake engine's reply
	m = drain(t, m, cmd)
	const pos = "3/1x1/o2 x" // after 1. b2 a1
	m, _ = press(m, "t")
	if !onStudy(m) || !strings.Contains(m.View(), "Study  Tic-tac-toe  uct ") || !showsBoard(m.View(), pos) {
		t.Fatalf("t: want a study of %q by uct:\n%s", pos, m.View())
	}
	m, _ = press(m, "i", "esc")
	if v := m.View(); !onGame(m) || !strings.Contains(v, "1. b2     a1") || plies(v) != 2 {
		t.Fatalf("esc: want the game at %s:\n%s", pos, v)
	}

	m, _ = newTestModel(t, DefaultOptions(), 100, 32, newFake)
	// From Start: up to Position, up to Mode; play -> watch -> study.
	m, _ = press(m, "up", "up", "right", "right")
	if setupMode(m) != "study" {
		t.Fatalf("mode %q", setupMode(m))
	}
	m, _ = press(m, "enter")
	if !onStudy(m) || !showsBoard(m.View(), "3/3/3 x") {
		t.Fatalf("no study screen:\n%s", m.View())
	}
}

// TestStudyBadStart refuses a finished position with the reason, on the
// screen the person is on.
func TestStudyBadStart(t *testing.T) {
	m, _ := newTestModel(t, studyOpts("tictactoe", "xxx/oo1/3 o", "uct"), 100, 32, nil)
	if !onSetup(m) || !strings.Contains(m.View(), "over") {
		t.Fatalf("want the setup screen saying the game is over:\n%s", m.View())
	}
}

// TestStudyLayoutFits renders the study screen of every game at every
// size TestLayoutFits covers, colour on and off, in each phase, with the
// chart and the full help, and checks no line is wider than the terminal
// and the screen is not taller than it.
func TestStudyLayoutFits(t *testing.T) {
	for _, color := range []bool{false, true} {
		st := kit.NewStyles(color, true)
		for _, v := range registry.All() {
			o := studyOpts(v.Name, "", "uct")
			m := newModel(t.Context(), o, &st, engine.New)
			m, _ = send(m, tea.WindowSizeMsg{Width: 100, Height: 32})
			m, _ = send(m, initMsg{})
			if !onStudy(m) {
				t.Fatalf("%s: no study screen:\n%s", v.Name, m.View())
			}
			for range 3 {
				var cmd tea.Cmd
				m, cmd = press(m, "i")
				m = drain(t, m, cmd)
			}
			for _, keys := range [][]string{{"n"}, {"n"}, {"n", "right"}, {"n"}, {"g"}, {"g"}, {"?"}} {
				for _, k := range keys {
					var cmd tea.Cmd
					m, cmd = press(m, k)
					m = drain(t, m, cmd)
				}
				for i, sz := range layoutSizes() {
					// Colour adds escape codes, not cells: with it on,
					// every fourth size is enough: the sweep drops from
					// 16,000 frames to 10,000, well inside go test's limit
					// under -race on a loaded machine.
					if color && i%4 != 0 {
						continue
					}
					m, _ = send(m, tea.WindowSizeMsg{Width: sz[0], Height: sz[1]})
					checkFits(t, fmt.Sprintf("%s study %v color=%v", v.Name, keys, color), m.View(), sz[0], sz[1])
				}
			}
		}
	}
}

// showsBoard reports whether view draws the tic-tac-toe position pos
// (ASCII, colour off): each rank of its text as a row of cells.
func showsBoard(view, pos string) bool {
	ranks, _, _ := strings.Cut(pos, " ")
	for i, r := range strings.Split(ranks, "/") {
		var cells []string
		for _, c := range r {
			if c >= '1' && c <= '9' {
				for range c - '0' {
					cells = append(cells, ".")
				}
				continue
			}
			cells = append(cells, strings.ToUpper(string(c)))
		}
		if !strings.Contains(view, fmt.Sprintf("%d  %s", 3-i, strings.Join(cells, "  "))) {
			return false
		}
	}
	return true
}

// A study opened from a game (t) while the person is to move takes the
// engine opposite's settings, its rollout policy among them.
func TestStudyFromGameTakesTheEnginesPolicy(t *testing.T) {
	o := gameOpts("tictactoe", "uct")
	o.Sides[1].Engine.Policy = engine.Light
	m, cmd := newTestModel(t, o, 100, 32, newFake)
	m = drain(t, m, cmd)
	m, _ = press(m, "t")
	if !onStudy(m) || !regexp.MustCompile(`Study  Tic-tac-toe  uct .* light`).MatchString(m.View()) {
		t.Fatalf("t: want a study by uct with light rollouts:\n%s", m.View())
	}
}

// onStudy reports whether the root shows the study screen, by its title
// ("Study  Tic-tac-toe  uct ...").
func onStudy(m Model) bool { return strings.HasPrefix(strings.TrimLeft(m.View(), " \n"), "Study  ") }

// A study opened from a review (t on an earlier move of the game)
// starts at the position shown and says under its board which moves led
// there, so the learner knows which move of the game is studied; esc
// comes back to the review at that move.
func TestStudyFromReviewSaysItsMove(t *testing.T) {
	m, cmd := newTestModel(t, gameOpts("tictactoe", "fake"), 100, 32, newFake)
	m = drain(t, m, cmd)
	m, cmd = press(m, "enter") // b2, then the fake engine's reply a1
	m = drain(t, m, cmd)
	m, cmd = press(m, "left", "enter") // a2, left of b2, then the reply
	m = drain(t, m, cmd)
	if !strings.Contains(m.View(), "2. a2") {
		t.Fatalf("want a game of two moves each:\n%s", m.View())
	}
	m, _ = press(m, "[") // one move back: 2. a2 reviewed, after b2 a1 a2
	m, _ = press(m, "t")
	if v := m.View(); !onStudy(m) || !showsBoard(v, "3/xx1/o2 o") || !strings.Contains(v, "after b2 a1 a2") {
		t.Fatalf("t on 2. a2 reviewed: want a study after b2 a1 a2:\n%s", v)
	}
	m, _ = press(m, "esc")
	if v := m.View(); !onGame(m) || !strings.Contains(v, "Review: 2. a2") {
		t.Fatalf("esc: want the review of 2. a2 back:\n%s", v)
	}
}
