package ui

import (
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/variants"
)

// gameOpts returns options that start a game of v at once, a person
// moving first against the fake engine named second.
func gameOpts(v, second string) Options {
	o := DefaultOptions()
	o.Variant, o.Screen = v, ScreenGame
	o.Sides[1] = SideOptions{Engine: engine.Config{Player: second, Budget: engine.Budget{Time: time.Second}}}
	return o
}

func TestQuitKeys(t *testing.T) {
	tests := []struct {
		name   string
		screen Screen
		keys   []string
		quit   bool
	}{
		{"q on the game screen", ScreenGame, []string{"q"}, true},
		{"ctrl+c on the game screen", ScreenGame, []string{"ctrl+c"}, true},
		{"q on the setup screen", ScreenSetup, []string{"q"}, true},
		{"ctrl+c on the setup screen", ScreenSetup, []string{"ctrl+c"}, true},
		{"q typed into the move input", ScreenGame, []string{":", "q"}, false},
		{"ctrl+c in the move input", ScreenGame, []string{":", "ctrl+c"}, true},
		{"q typed into the position field", ScreenSetup, []string{"up", "q"}, false},
		{"esc goes to setup, not out", ScreenGame, []string{"esc"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := gameOpts("tictactoe", "fake")
			o.Screen = tt.screen
			m, _ := newTestModel(t, o, 80, 24, newFake)
			_, cmd := press(m, tt.keys...)
			if got := isQuit(cmd); got != tt.quit {
				t.Fatalf("quit = %v, want %v", got, tt.quit)
			}
		})
	}
}

func TestTypedQStaysInInput(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("tictactoe", "fake"), 80, 24, newFake)
	m, _ = press(m, ":", "q", "r", "u")
	if got := m.game.input.Value(); got != "qru" {
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
			g := m.game.st
			if len(g.canonical) != 2 || g.canonical[0] != tt.first {
				t.Fatalf("moves %v, want %s then the engine's reply", g.canonical, tt.first)
			}
			if g.comments[0] != "" || !strings.HasPrefix(g.comments[1], "fake 30000 rollouts, mean") {
				t.Fatalf("comments %q", g.comments)
			}
			if !strings.Contains(m.View(), "****") {
				t.Fatalf("no starred move in the final table:\n%s", m.View())
			}
		})
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
			before := len(m.game.st.moves)
			if tt.name == "bad text" && before != 0 {
				t.Fatalf("moves %v after bad text", m.game.st.canonical)
			}
			if m.game.kind != msgError || !strings.Contains(m.game.msg, tt.msg) {
				t.Fatalf("message %q (kind %d), want an error with %q", m.game.msg, m.game.kind, tt.msg)
			}
		})
	}
}

func TestUndoTakesBackBothMoves(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("tictactoe", "fake"), 80, 24, newFake)
	m, cmd := press(m, "enter")
	m = drain(t, m, cmd)
	if n := len(m.game.st.moves); n != 2 {
		t.Fatalf("%d moves before undo", n)
	}
	m, cmd = press(m, "u")
	if cmd != nil {
		t.Fatal("undo to the person's turn should not start a search")
	}
	if n := len(m.game.st.moves); n != 0 || m.game.st.pos.Encode() != "3/3/3 x" {
		t.Fatalf("after undo: %d moves, %s", n, m.game.st.pos.Encode())
	}
}

func TestUndoCancelsSearch(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("tictactoe", "blocker"), 80, 24, newFake)
	m, cmd := press(m, "enter")
	if m.game.search == nil || cmd == nil {
		t.Fatal("no search after the person's move")
	}
	gen := m.game.search.gen
	m, _ = press(m, "u")
	if m.game.search != nil || len(m.game.st.moves) != 0 {
		t.Fatalf("search %v, moves %v after undo", m.game.search, m.game.st.canonical)
	}
	if !waitGroupDone(m.searches, time.Second) {
		t.Fatal("cancelled search goroutine still running")
	}
	// The cancelled search's last message is stale and must be dropped.
	msg := runCmd(cmd)
	m2, cmd2 := send(m, msg)
	if cmd2 != nil || len(m2.game.st.moves) != 0 {
		t.Fatalf("stale message (gen %d) acted on", gen)
	}
}

func TestStaleProgressIgnored(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("tictactoe", "blocker"), 80, 24, newFake)
	m, _ = press(m, "enter")
	cur := m.game.search.gen
	stale := progressMsg{gen: cur - 1, snap: engine.Snapshot{Rollouts: 99}}
	m, cmd := send(m, stale)
	if cmd != nil || m.game.live != nil {
		t.Fatal("a stale snapshot was shown or re-armed")
	}
	done := searchDoneMsg{gen: cur - 1, res: engine.Result{Move: 0}}
	m, _ = send(m, done)
	if len(m.game.st.moves) != 1 {
		t.Fatal("a stale result was played")
	}
}

func TestMouseClickPlaysSquare(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("tictactoe", "fake"), 80, 24, newFake)
	l := m.game.layout()
	grid := m.game.st.pos.(variants.Grid)
	x, y := m.game.board.squareToScreen(grid, 2) // c1
	m, cmd := click(m, l.boardX+x, l.boardY+y)
	m = drain(t, m, cmd)
	if got := m.game.st.canonical[0]; got != "c1" {
		t.Fatalf("click played %s, want c1", got)
	}
	// A click outside the board does nothing.
	n := len(m.game.st.moves)
	m, _ = click(m, 79, 0)
	if len(m.game.st.moves) != n {
		t.Fatal("a click off the board played a move")
	}
}

func TestNimKeysAndClick(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("nim", "fake"), 80, 24, newFake)
	// Heap 4 (7 objects): down three times, left twice takes 3.
	m, cmd := press(m, "down", "down", "down", "left", "left", "enter")
	m = drain(t, m, cmd)
	if got := m.game.st.canonical[0]; got != "4:3" {
		t.Fatalf("keys played %s, want 4:3", got)
	}
	// Click the second object of heap 3 (5 objects): takes 4.
	l := m.game.layout()
	m, cmd = click(m, l.boardX+nimPrefix+2*1, l.boardY+2)
	m = drain(t, m, cmd)
	if got := m.game.st.canonical[2]; got != "3:4" {
		t.Fatalf("click played %s, want 3:4", got)
	}
}

func TestSetupScreen(t *testing.T) {
	o := DefaultOptions()
	m, _ := newTestModel(t, o, 80, 24, newFake)
	if m.screen != setupScreen {
		t.Fatal("default options should open on setup")
	}
	// Bad position text: refused with the parser's reason, no game.
	m, _ = press(m, "up")
	for _, r := range "zzz" {
		m, _ = press(m, string(r))
	}
	m, _ = press(m, "enter")
	if m.screen != setupScreen || !strings.Contains(m.setup.err, "tictactoe: bad position") {
		t.Fatalf("screen %d, err %q", m.screen, m.setup.err)
	}
	if !strings.Contains(m.View(), "tictactoe: bad position") {
		t.Fatal("the parser's reason is not shown")
	}
	// A good one starts the game there.
	for range 3 {
		m, _ = press(m, "backspace")
	}
	for _, r := range "x2/3/3 o" {
		m, _ = press(m, string(r))
	}
	m, _ = press(m, "enter")
	if m.screen != gameScreen || m.game.st.pos.Encode() != "x2/3/3 o" {
		t.Fatalf("screen %d, err %q", m.screen, m.setup.err)
	}
	// Back to setup: the choices are remembered.
	m, _ = press(m, "esc")
	if m.screen != setupScreen || m.setup.position.Value() != "x2/3/3 o" {
		t.Fatalf("screen %d, position %q", m.screen, m.setup.position.Value())
	}
}

func TestSetupChoices(t *testing.T) {
	m, _ := newTestModel(t, DefaultOptions(), 100, 30, newFake)
	// Focus starts on Start; go to the first side and make it an engine.
	m, _ = press(m, "tab", "tab", "right")
	cfg, err := m.setup.config()
	if err != nil || cfg.sides[0].Human || cfg.sides[0].Engine.Player != enginePlayers()[0].Name {
		t.Fatalf("first side %+v, err %v", cfg.sides[0], err)
	}
	// Its budget: one step right from the default 1 s is 2 s.
	m, _ = press(m, "tab", "right")
	cfg, _ = m.setup.config()
	if got := cfg.sides[0].Engine.Budget; got != (engine.Budget{Time: 2 * time.Second}) {
		t.Fatalf("budget %+v", got)
	}
	// Estimator.
	m, _ = press(m, "tab", "tab", "tab", "right")
	cfg, _ = m.setup.config()
	if cfg.sides[1].Engine.Estimator != engine.RaoBlackwell {
		t.Fatal("estimator not changed")
	}
}

func TestEngineVsEngine(t *testing.T) {
	o := gameOpts("tictactoe", "fake")
	o.Sides[0] = o.Sides[1]
	m, cmd := newTestModel(t, o, 80, 24, newFake)
	if m.game.autoGen == 0 || cmd == nil {
		t.Fatal("no autoplay pause scheduled")
	}
	// Pause before the first move: the pending pause is void.
	m, _ = press(m, " ")
	m, c2 := send(m, autoplayMsg{gen: m.game.autoGen})
	if c2 != nil || m.game.search != nil {
		t.Fatal("moved while paused")
	}
	// Step plays exactly one move.
	m, cmd = press(m, "n")
	m = drain(t, m, cmd)
	if n := len(m.game.st.moves); n != 1 {
		t.Fatalf("%d moves after a step", n)
	}
	// Resume: the games plays to the end through autoplay pauses.
	m, cmd = press(m, " ")
	start := time.Now()
	m = drain(t, m, cmd)
	if !m.game.st.outcome.Over() {
		t.Fatalf("game not over: %v", m.game.st.canonical)
	}
	if time.Since(start) < autoplayPause {
		t.Fatal("no pause between engine moves")
	}
	if !strings.Contains(m.game.msg, "Game over: X wins") && !strings.Contains(m.game.msg, "Game over: O wins") && !strings.Contains(m.game.msg, "Draw") {
		t.Fatalf("message %q", m.game.msg)
	}
}

func TestEngineErrorShown(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("tictactoe", "broken"), 80, 24, newFake)
	if m.game.kind != msgError || !strings.Contains(m.game.msg, "unknown player") {
		t.Fatalf("message %q", m.game.msg)
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

func TestFlipAndSort(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("tictactoe", "fake"), 80, 24, newFake)
	before := m.View()
	m, _ = press(m, "f")
	if !m.game.board.flipped || m.View() == before {
		t.Fatal("f did not flip the board")
	}
	if !strings.Contains(m.View(), " c  b  a") {
		t.Fatalf("flipped files not reversed:\n%s", m.View())
	}
	m, _ = press(m, "o")
	if !m.game.panel.flipOrder {
		t.Fatal("o did not change the table's order")
	}
}

func TestRunesInOneRead(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("tictactoe", "fake"), 80, 24, newFake)
	m, cmd := send(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(":q")})
	if isQuit(cmd) || m.game.input.Value() != "q" {
		t.Fatalf("\":q\" in one read: quit %v, input %q", isQuit(cmd), m.game.input.Value())
	}
}

// selectAndTarget presses enter on from, then on to, moving the cursor
// with clicks computed from the layout.
func clickSquare(t *testing.T, m Model, name string) (Model, tea.Cmd) {
	t.Helper()
	grid := m.game.st.pos.(variants.Grid)
	files, _ := grid.Dims()
	sq := variants.Square(int(name[0]-'a') + files*int(name[1]-'1'))
	l := m.game.layout()
	x, y := m.game.board.squareToScreen(grid, sq)
	return click(m, l.boardX+x, l.boardY+y)
}

func TestPromotion(t *testing.T) {
	tests := []struct {
		variant, pos, from, to, key, want string
	}{
		{"chess", "8/P7/8/8/8/8/8/k6K w - - 0 1", "a7", "a8", "n", "a7a8n"},
		{"chess", "8/P7/8/8/8/8/8/k6K w - - 0 1", "a7", "a8", "q", "a7a8q"},
		{"rollerball", "1k5/3P3/2###2/2###2/2###2/7/3K3 w 0", "d6", "e6", "b", "d6e6b"},
		{"rollerball", "1k5/3P3/2###2/2###2/2###2/7/3K3 w 0", "d6", "e7", "r", "d6e7r"},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			o := gameOpts(tt.variant, "fake")
			o.Position = tt.pos
			m, _ := newTestModel(t, o, 80, 24, newFake)
			if m.screen != gameScreen {
				t.Fatalf("no game: %s", m.setup.err)
			}
			m, _ = clickSquare(t, m, tt.from)
			m, _ = clickSquare(t, m, tt.to)
			if m.game.promo == nil || !strings.Contains(m.game.msg, "Promote to") {
				t.Fatalf("no promotion prompt: %q", m.game.msg)
			}
			// Keys other than a piece letter are ignored; q is a queen here, not quit.
			m, cmd := press(m, "x")
			if m.game.promo == nil || isQuit(cmd) {
				t.Fatal("prompt left on a wrong key")
			}
			// The key plays the move and starts the engine's search: drain
			// it (isQuit would run the search's Cmd and eat a message).
			m, cmd = press(m, tt.key)
			m = drain(t, m, cmd)
			if got := m.game.st.canonical[0]; got != tt.want {
				t.Fatalf("played %s, want %s", got, tt.want)
			}
		})
	}
}

func TestChessCheckAndSAN(t *testing.T) {
	o := gameOpts("chess", "fake")
	o.Moves = []string{"e4", "f5", "d3", "g5"}
	m, _ := newTestModel(t, o, 100, 30, newFake)
	m, cmd := press(m, ":", "Q", "h", "5", "enter") // mate
	m = drain(t, m, cmd)
	if !strings.Contains(m.game.msg, "White wins by checkmate") {
		t.Fatalf("message %q", m.game.msg)
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
	want := "Game over: White wins by checkmate; margin 9-7, victory 99-1"
	if m.game.msg != want {
		t.Fatalf("message %q, want %q", m.game.msg, want)
	}
	if !strings.Contains(m.View(), want) {
		t.Fatal("scores not shown")
	}
}

// A single stray esc or r does not throw away a game in progress: the
// first press asks, the second leaves; any other key in between cancels.
func TestLeavingAGameNeedsConfirmation(t *testing.T) {
	for _, k := range []string{"esc", "r"} {
		t.Run(k, func(t *testing.T) {
			m, _ := newTestModel(t, gameOpts("tictactoe", "fake"), 80, 24, newFake)
			m, cmd := press(m, "enter")
			m = drain(t, m, cmd)
			if len(m.game.st.moves) != 2 {
				t.Fatalf("%d moves played", len(m.game.st.moves))
			}
			m, _ = press(m, k)
			if m.screen != gameScreen || len(m.game.st.moves) != 2 || !strings.Contains(m.game.msg, "again") {
				t.Fatalf("first %s left the game (screen %v, %d moves, msg %q)", k, m.screen, len(m.game.st.moves), m.game.msg)
			}
			m, _ = press(m, "f", k) // another key in between cancels the request
			if m.screen != gameScreen || len(m.game.st.moves) != 2 {
				t.Fatalf("%s after another key left the game", k)
			}
			m, _ = press(m, k)
			if k == "esc" && m.screen == gameScreen {
				t.Fatal("esc pressed twice stayed in the game")
			}
			if k == "r" && len(m.game.st.moves) != 0 {
				t.Fatalf("r pressed twice kept %d moves", len(m.game.st.moves))
			}
		})
	}
}

// A typed move that begins no legal move still reaches the parser whole,
// so the error names what was typed, and nothing changes.
func TestTypedIllegalMoveReportedWhole(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("chess", "fake"), 80, 24, newFake)
	before := m.game.st.pos.Encode()
	m, _ = press(m, "Q", "h", "5", "enter")
	if m.game.kind != msgError || !strings.Contains(m.game.msg, `"Qh5"`) {
		t.Fatalf("message %q, want an error naming \"Qh5\"", m.game.msg)
	}
	if m.game.st.pos.Encode() != before || len(m.game.st.moves) != 0 {
		t.Fatal("an illegal typed move changed the game")
	}
}

// A game one of whose engines cannot play it (perfect at chess) is refused
// on the setup screen with the reason, instead of starting and stalling.
func TestUnplayableEngineRefused(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("chess", "perfect"), 80, 24, newFake)
	if m.screen != setupScreen || !strings.Contains(m.setup.err, "exact solver") {
		t.Fatalf("screen %v, setup error %q: want the setup screen explaining perfect needs a solver", m.screen, m.setup.err)
	}
}

// While the engine thinks, the board marks the move it would play now, so
// a person can watch the search change its mind; the mark goes with the
// search.
func TestBoardMarksEnginesBestMove(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("tictactoe", "blocker"), 80, 24, newFake)
	m, _ = press(m, "enter") // X takes the cursor's square; O starts thinking
	if m.game.search == nil {
		t.Fatal("no search after the person's move")
	}
	if strings.Contains(m.View(), "~") {
		t.Fatal("a best-move mark before any snapshot")
	}
	a1, _ := m.game.st.pos.DecodeMove("a1")
	snap := engine.Snapshot{Rollouts: 10, Best: a1, BestText: "a1"}
	m, _ = send(m, progressMsg{gen: m.game.search.gen, snap: snap})
	if !strings.Contains(m.View(), "~.~") {
		t.Fatalf("no ~.~ mark on a1 while thinking:\n%s", m.View())
	}
	m, _ = press(m, "u") // takeback cancels the search: the mark goes
	if strings.Contains(m.View(), "~") {
		t.Fatalf("best-move mark left after the search ended:\n%s", m.View())
	}
}
