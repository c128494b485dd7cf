package play

import (
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/enginerun"
	"rollout/ui/game"
	"rollout/ui/kit"
	"rollout/variants"
)

// gameOpts returns options that start a game of v at once, a person
// moving first against the fake engine named second.
func gameOpts(v, second string) Options {
	o := DefaultOptions()
	o.Variant, o.Screen = v, ScreenGame
	o.Sides[1] = game.SideOptions{Engine: engine.Config{Player: second, Budget: engine.Budget{Time: time.Second}}}
	return o
}

func TestTypedQStaysInInput(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("tictactoe", "fake"), 80, 24, newFake)
	m, _ = press(m, ":", "q", "r", "u")
	if got := play(m).Input.Value(); got != "qru" {
		t.Fatalf("input = %q, want qru", got)
	}
	if !strings.Contains(m.View(), "move> qru") {
		t.Fatalf("input not shown:\n%s", m.View())
	}
}

func TestPlayTicTacToe(t *testing.T) {
	tests := []struct {
		name  string
		keys  []string
		first string // the person's move, canonical
	}{
		{"enter on the centre", []string{"enter"}, "b2"},
		{"cursor then enter", []string{"up", "left", "enter"}, "a3"},
		{"typed square", []string{"c", "1", "enter"}, "c1"},
		{"typed keypad digit", []string{"7", "enter"}, "a1"},
		{"colon then text", []string{":", "a", "2", "enter"}, "a2"},
		{"tab completes", []string{":", "c", "3", "tab", "enter"}, "c3"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, _ := newTestModel(t, gameOpts("tictactoe", "fake"), 80, 24, newFake)
			m, cmd := press(m, tt.keys...)
			m = drain(t, m, cmd)
			g := play(m).st
			if g.Len() != 2 || g.Turn(0).Canonical != tt.first {
				t.Fatalf("moves %v, want %s then the engine's reply", g.Texts(variants.Canonical), tt.first)
			}
			if g.Turn(0).Comment != "" || !strings.HasPrefix(g.Turn(1).Comment, "fake 30000 rollouts, mean") {
				t.Fatalf("comments %q, %q", g.Turn(0).Comment, g.Turn(1).Comment)
			}
			if !strings.Contains(m.View(), "****") {
				t.Fatalf("no starred move in the final table:\n%s", m.View())
			}
		})
	}
}

// The help lists tab (complete) beside ":" (type a move); on the board
// tab said "No key tab here: ? lists this screen's keys". It opens the
// move input as ":" does, on the play screen and the analysis board
// alike (board.Frame.Key).
func TestTabOpensTheMoveInput(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("chess", "fake"), 80, 24, newFake)
	m, _ = press(m, "tab")
	if !m.Input.Focused() || strings.Contains(m.View(), "No key tab") {
		t.Fatalf("tab did not open the move input:\n%s", m.View())
	}
	m, _ = press(m, "N", "f", "tab")
	if got := m.Input.Value(); got != "Nf3" {
		t.Fatalf("tab completed Nf to %q, want Nf3", got)
	}
}

func TestIllegalInputChangesNothing(t *testing.T) {
	tests := []struct {
		name string
		keys []string
		msg  string
	}{
		{"bad text", []string{":", "z", "9", "enter"}, "tictactoe"},
		{"occupied square", []string{"enter", "enter"}, "No legal move"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, _ := newTestModel(t, gameOpts("tictactoe", "fake"), 80, 24, newFake)
			var cmd tea.Cmd
			for _, k := range tt.keys {
				m, cmd = press(m, k)
				m = drain(t, m, cmd)
			}
			before := play(m).st.Len()
			if tt.name == "bad text" && before != 0 {
				t.Fatalf("moves %v after bad text", play(m).st.Texts(variants.Canonical))
			}
			if play(m).kind != kit.StatusError || !strings.Contains(play(m).msg, tt.msg) {
				t.Fatalf("message %q (kind %d), want an error with %q", play(m).msg, play(m).kind, tt.msg)
			}
		})
	}
}

func TestStaleProgressIgnored(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("tictactoe", "blocker"), 80, 24, newFake)
	m, _ = press(m, "enter")
	cur := play(m).search.Gen
	stale := enginerun.ProgressMsg{Gen: cur - 1, Snap: engine.Snapshot{Rollouts: 99}}
	m, cmd := send(m, stale)
	if cmd != nil || play(m).live != nil {
		t.Fatal("a stale snapshot was shown or re-armed")
	}
	done := enginerun.DoneMsg{Gen: cur - 1, Res: engine.Result{Move: 0}}
	m, _ = send(m, done)
	if play(m).st.Len() != 1 {
		t.Fatal("a stale result was played")
	}
}

func TestEngineVsEngine(t *testing.T) {
	o := gameOpts("tictactoe", "fake")
	o.Sides[0] = o.Sides[1]
	m, cmd := newTestModel(t, o, 80, 24, newFake)
	if play(m).auto.Gen == 0 || cmd == nil {
		t.Fatal("no autoplay pause scheduled")
	}
	// Pause before the first move: the pending pause is void.
	m, _ = press(m, " ")
	m, c2 := send(m, enginerun.AutoplayMsg{Gen: play(m).auto.Gen})
	if c2 != nil || play(m).search != nil {
		t.Fatal("moved while paused")
	}
	// Step plays exactly one move.
	m, cmd = press(m, "n")
	m = drain(t, m, cmd)
	if n := play(m).st.Len(); n != 1 {
		t.Fatalf("%d moves after a step", n)
	}
	// Resume: the games plays to the end through autoplay pauses.
	m, cmd = press(m, " ")
	start := time.Now()
	m = drain(t, m, cmd)
	if !play(m).st.Outcome().Over() {
		t.Fatalf("game not over: %v", play(m).st.Texts(variants.Canonical))
	}
	if time.Since(start) < autoplayPause {
		t.Fatal("no pause between engine moves")
	}
	if !strings.Contains(play(m).msg, "Game over: X wins") && !strings.Contains(play(m).msg, "Game over: O wins") && !strings.Contains(play(m).msg, "Draw") {
		t.Fatalf("message %q", play(m).msg)
	}
}

func TestEngineErrorShown(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("tictactoe", "broken"), 80, 24, newFake)
	if play(m).kind != kit.StatusError || !strings.Contains(play(m).msg, "unknown player") {
		t.Fatalf("message %q", play(m).msg)
	}
}

func TestResizeAndTooSmall(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("tictactoe", "fake"), 80, 24, newFake)
	m, _ = send(m, tea.WindowSizeMsg{Width: 20, Height: 6})
	if v := m.View(); !strings.Contains(v, "too small") {
		t.Fatalf("no too-small note:\n%s", v)
	}
	m, _ = send(m, tea.WindowSizeMsg{Width: 100, Height: 30})
	if v := m.View(); strings.Contains(v, "too small") || !strings.Contains(v, "Tic-tac-toe") {
		t.Fatalf("not redrawn:\n%s", v)
	}
}

func TestRunesInOneRead(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("tictactoe", "fake"), 80, 24, newFake)
	m, cmd := send(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(":q")})
	if isQuit(cmd) || play(m).Input.Value() != "q" {
		t.Fatalf("\":q\" in one read: quit %v, input %q", isQuit(cmd), play(m).Input.Value())
	}
}

func TestChessCheckAndSAN(t *testing.T) {
	o := gameOpts("chess", "fake")
	o.Moves = []string{"e4", "f5", "d3", "g5"}
	m, _ := newTestModel(t, o, 100, 30, newFake)
	m, cmd := press(m, ":", "Q", "h", "5", "enter") // mate
	m = drain(t, m, cmd)
	if !strings.Contains(play(m).msg, "White wins by checkmate") {
		t.Fatalf("message %q", play(m).msg)
	}
	v := m.View()
	if !strings.Contains(v, "Qh5#") || !strings.Contains(v, "!k!") {
		t.Fatalf("no SAN or no check mark:\n%s", v)
	}
}

func TestRollerballGameOverScores(t *testing.T) {
	o := gameOpts("rollerball", "fake")
	o.Position = "6k/2RB3/2###2/2###2/P1###p1/5pb/1K5 w 56"
	m, _ := newTestModel(t, o, 100, 30, newFake)
	m, cmd := press(m, ":", "c", "6", "c", "7", "enter")
	m = drain(t, m, cmd)
	want := "Game over: White wins by checkmate; White 99/9, Black 1/7 (victory/margin)"
	if play(m).msg != want {
		t.Fatalf("message %q, want %q", play(m).msg, want)
	}
	if !strings.Contains(m.View(), want) {
		t.Fatal("scores not shown")
	}
}

// A typed move that begins no legal move still reaches the parser whole,
// so the error names what was typed, and nothing changes.
func TestTypedIllegalMoveReportedWhole(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("chess", "fake"), 80, 24, newFake)
	before := play(m).st.Position().Encode()
	m, _ = press(m, "Q", "h", "5", "enter")
	if play(m).kind != kit.StatusError || !strings.Contains(play(m).msg, `"Qh5"`) {
		t.Fatalf("message %q, want an error naming \"Qh5\"", play(m).msg)
	}
	if play(m).st.Position().Encode() != before || play(m).st.Len() != 0 {
		t.Fatal("an illegal typed move changed the game")
	}
}
