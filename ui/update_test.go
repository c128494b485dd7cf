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
	if got := play(m).input.Value(); got != "qru" {
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
			if play(m).kind != msgError || !strings.Contains(play(m).msg, tt.msg) {
				t.Fatalf("message %q (kind %d), want an error with %q", play(m).msg, play(m).kind, tt.msg)
			}
		})
	}
}

func TestUndoTakesBackBothMoves(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("tictactoe", "fake"), 80, 24, newFake)
	m, cmd := press(m, "enter")
	m = drain(t, m, cmd)
	if n := play(m).st.Len(); n != 2 {
		t.Fatalf("%d moves before undo", n)
	}
	m, cmd = press(m, "u")
	if cmd != nil {
		t.Fatal("undo to the person's turn should not start a search")
	}
	if n := play(m).st.Len(); n != 0 || play(m).st.Position().Encode() != "3/3/3 x" {
		t.Fatalf("after undo: %d moves, %s", n, play(m).st.Position().Encode())
	}
}

func TestUndoCancelsSearch(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("tictactoe", "blocker"), 80, 24, newFake)
	m, cmd := press(m, "enter")
	if play(m).search == nil || cmd == nil {
		t.Fatal("no search after the person's move")
	}
	gen := play(m).search.gen
	m, _ = press(m, "u")
	if play(m).search != nil || play(m).st.Len() != 0 {
		t.Fatalf("search %v, moves %v after undo", play(m).search, play(m).st.Texts(variants.Canonical))
	}
	if !waitGroupDone(m.env.searches, time.Second) {
		t.Fatal("cancelled search goroutine still running")
	}
	// The cancelled search's last message is stale and must be dropped.
	msg := runCmd(cmd)
	m2, cmd2 := send(m, msg)
	if cmd2 != nil || play(m2).st.Len() != 0 {
		t.Fatalf("stale message (gen %d) acted on", gen)
	}
}

func TestStaleProgressIgnored(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("tictactoe", "blocker"), 80, 24, newFake)
	m, _ = press(m, "enter")
	cur := play(m).search.gen
	stale := progressMsg{gen: cur - 1, snap: engine.Snapshot{Rollouts: 99}}
	m, cmd := send(m, stale)
	if cmd != nil || play(m).live != nil {
		t.Fatal("a stale snapshot was shown or re-armed")
	}
	done := searchDoneMsg{gen: cur - 1, res: engine.Result{Move: 0}}
	m, _ = send(m, done)
	if play(m).st.Len() != 1 {
		t.Fatal("a stale result was played")
	}
}

func TestMouseClickPlaysSquare(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("tictactoe", "fake"), 80, 24, newFake)
	l := play(m).layout()
	x, y := boardOf(t, m).squareToScreen(2) // c1
	m, cmd := click(m, l.boardX+x, l.boardY+y)
	m = drain(t, m, cmd)
	if got := play(m).st.Turn(0).Canonical; got != "c1" {
		t.Fatalf("click played %s, want c1", got)
	}
	// A click outside the board does nothing.
	n := play(m).st.Len()
	m, _ = click(m, 79, 0)
	if play(m).st.Len() != n {
		t.Fatal("a click off the board played a move")
	}
}

func TestNimKeysAndClick(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("nim", "fake"), 80, 24, newFake)
	// Heap 4 (7 objects): down three times, left twice takes 3.
	m, cmd := press(m, "down", "down", "down", "left", "left", "enter")
	m = drain(t, m, cmd)
	if got := play(m).st.Turn(0).Canonical; got != "4:3" {
		t.Fatalf("keys played %s, want 4:3", got)
	}
	// Click the second object of heap 3 (5 objects): takes 4.
	l := play(m).layout()
	m, cmd = click(m, l.boardX+heapPrefix+2*1, l.boardY+2)
	m = drain(t, m, cmd)
	if got := play(m).st.Turn(2).Canonical; got != "3:4" {
		t.Fatalf("click played %s, want 3:4", got)
	}
}

func TestSetupScreen(t *testing.T) {
	o := DefaultOptions()
	m, _ := newTestModel(t, o, 80, 24, newFake)
	if m.active != setupID {
		t.Fatal("default options should open on setup")
	}
	// Bad position text: refused with the parser's reason, no game.
	m, _ = press(m, "up")
	for _, r := range "zzz" {
		m, _ = press(m, string(r))
	}
	m, _ = press(m, "enter")
	if m.active != setupID || !strings.Contains(setup(m).err, "tictactoe: bad position") {
		t.Fatalf("screen %d, err %q", m.active, setup(m).err)
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
	m, cmd := press(m, "enter")
	m, _ = follow(t, m, cmd)
	if m.active != playID || play(m).st.Position().Encode() != "x2/3/3 o" {
		t.Fatalf("screen %d, err %q", m.active, setup(m).err)
	}
	// Back to setup: the choices are remembered.
	m, cmd = press(m, "esc")
	m, _ = follow(t, m, cmd)
	if m.active != setupID || setup(m).position.Value() != "x2/3/3 o" {
		t.Fatalf("screen %d, position %q", m.active, setup(m).position.Value())
	}
}

func TestSetupChoices(t *testing.T) {
	m, _ := newTestModel(t, DefaultOptions(), 100, 30, newFake)
	// Focus starts on Start; go to the first side and make it an engine.
	m, _ = press(m, "tab", "tab", "right")
	cfg, err := setup(m).config()
	if err != nil || cfg.sides[0].Human || cfg.sides[0].Engine.Player != enginePlayers()[0].Name {
		t.Fatalf("first side %+v, err %v", cfg.sides[0], err)
	}
	// Its budget: one step right from the default 1 s is 2 s.
	m, _ = press(m, "tab", "right")
	cfg, _ = setup(m).config()
	if got := cfg.sides[0].Engine.Budget; got != (engine.Budget{Time: 2 * time.Second}) {
		t.Fatalf("budget %+v", got)
	}
	// Estimator.
	m, _ = press(m, "tab", "tab", "tab", "right")
	cfg, _ = setup(m).config()
	if cfg.sides[1].Engine.Estimator != engine.RaoBlackwell {
		t.Fatal("estimator not changed")
	}
}

func TestEngineVsEngine(t *testing.T) {
	o := gameOpts("tictactoe", "fake")
	o.Sides[0] = o.Sides[1]
	m, cmd := newTestModel(t, o, 80, 24, newFake)
	if play(m).autoGen == 0 || cmd == nil {
		t.Fatal("no autoplay pause scheduled")
	}
	// Pause before the first move: the pending pause is void.
	m, _ = press(m, " ")
	m, c2 := send(m, autoplayMsg{gen: play(m).autoGen})
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
	if play(m).kind != msgError || !strings.Contains(play(m).msg, "unknown player") {
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

// boardOf returns the play screen's grid board.
func boardOf(t *testing.T, m Model) *board {
	t.Helper()
	b, ok := play(m).surface.(*board)
	if !ok {
		t.Fatalf("the surface is a %T, not the board", play(m).surface)
	}
	return b
}

func TestFlipAndSort(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("tictactoe", "fake"), 80, 24, newFake)
	before := m.View()
	m, _ = press(m, "v")
	if !boardOf(t, m).flipped || m.View() == before {
		t.Fatal("v did not flip the board")
	}
	if !strings.Contains(m.View(), " c  b  a") {
		t.Fatalf("flipped files not reversed:\n%s", m.View())
	}
	m, _ = press(m, "o")
	if !play(m).panel.flipOrder {
		t.Fatal("o did not change the table's order")
	}
}

func TestRunesInOneRead(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("tictactoe", "fake"), 80, 24, newFake)
	m, cmd := send(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(":q")})
	if isQuit(cmd) || play(m).input.Value() != "q" {
		t.Fatalf("\":q\" in one read: quit %v, input %q", isQuit(cmd), play(m).input.Value())
	}
}

// selectAndTarget presses enter on from, then on to, moving the cursor
// with clicks computed from the layout.
func clickSquare(t *testing.T, m Model, name string) (Model, tea.Cmd) {
	t.Helper()
	files, _ := play(m).st.Position().(variants.Grid).Dims()
	sq := variants.Square(int(name[0]-'a') + files*int(name[1]-'1'))
	l := play(m).layout()
	x, y := boardOf(t, m).squareToScreen(sq)
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
			if m.active != playID {
				t.Fatalf("no game: %s", setup(m).err)
			}
			m, _ = clickSquare(t, m, tt.from)
			m, _ = clickSquare(t, m, tt.to)
			if play(m).choices == nil || !strings.Contains(play(m).msg, "Promote to") {
				t.Fatalf("no promotion prompt: %q", play(m).msg)
			}
			// Keys other than a piece letter are ignored; q is a queen here, not quit.
			m, cmd := press(m, "x")
			if play(m).choices == nil || isQuit(cmd) {
				t.Fatal("prompt left on a wrong key")
			}
			// The key plays the move and starts the engine's search: drain
			// it (isQuit would run the search's Cmd and eat a message).
			m, cmd = press(m, tt.key)
			m = drain(t, m, cmd)
			if got := play(m).st.Turn(0).Canonical; got != tt.want {
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
	want := "Game over: White wins by checkmate; margin 9-7, victory 99-1"
	if play(m).msg != want {
		t.Fatalf("message %q, want %q", play(m).msg, want)
	}
	if !strings.Contains(m.View(), want) {
		t.Fatal("scores not shown")
	}
}

// A single stray q, esc or r does not throw away a game in progress: the
// first press asks, the second acts; any other key in between cancels the
// request and takes the question off the screen. ctrl+c quits at once.
func TestLeavingAGameNeedsConfirmation(t *testing.T) {
	for _, k := range []string{"q", "esc", "r"} {
		t.Run(k, func(t *testing.T) {
			m, _ := newTestModel(t, gameOpts("tictactoe", "fake"), 80, 24, newFake)
			m, cmd := press(m, "enter")
			m = drain(t, m, cmd)
			if play(m).st.Len() != 2 {
				t.Fatalf("%d moves played", play(m).st.Len())
			}
			m, cmd = press(m, k)
			if cmd != nil || m.active != playID || play(m).st.Len() != 2 || !strings.Contains(play(m).msg, "again") {
				t.Fatalf("first %s left the game (screen %v, %d moves, msg %q)", k, m.active, play(m).st.Len(), play(m).msg)
			}
			m, _ = press(m, "v") // another key in between cancels the request
			if strings.Contains(m.View(), "again") {
				t.Fatalf("the question stayed on screen after another key:\n%s", m.View())
			}
			m, cmd = press(m, k)
			if cmd != nil || m.active != playID || play(m).st.Len() != 2 {
				t.Fatalf("%s after another key left the game", k)
			}
			m, cmd = press(m, k)
			switch k {
			case "q":
				if !isQuit(cmd) {
					t.Fatal("q pressed twice did not quit")
				}
			case "esc":
				if m, _ = follow(t, m, cmd); m.active != setupID {
					t.Fatal("esc pressed twice stayed in the game")
				}
			case "r":
				if play(m).st.Len() != 0 || !strings.Contains(play(m).msg, "seed 2") {
					t.Fatalf("r pressed twice kept %d moves, message %q", play(m).st.Len(), play(m).msg)
				}
			}
		})
	}
	m, _ := newTestModel(t, gameOpts("tictactoe", "fake"), 80, 24, newFake)
	m, cmd := press(m, "enter")
	m = drain(t, m, cmd)
	if _, cmd = press(m, "ctrl+c"); !isQuit(cmd) {
		t.Fatal("ctrl+c in a game in progress did not quit at once")
	}
}

// A typed move that begins no legal move still reaches the parser whole,
// so the error names what was typed, and nothing changes.
func TestTypedIllegalMoveReportedWhole(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("chess", "fake"), 80, 24, newFake)
	before := play(m).st.Position().Encode()
	m, _ = press(m, "Q", "h", "5", "enter")
	if play(m).kind != msgError || !strings.Contains(play(m).msg, `"Qh5"`) {
		t.Fatalf("message %q, want an error naming \"Qh5\"", play(m).msg)
	}
	if play(m).st.Position().Encode() != before || play(m).st.Len() != 0 {
		t.Fatal("an illegal typed move changed the game")
	}
}

// A game one of whose engines cannot play it (perfect at chess) is refused
// on the setup screen with the reason, instead of starting and stalling.
func TestUnplayableEngineRefused(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("chess", "perfect"), 80, 24, newFake)
	if m.active != setupID || !strings.Contains(setup(m).err, "exact solver") {
		t.Fatalf("screen %v, setup error %q: want the setup screen explaining perfect needs a solver", m.active, setup(m).err)
	}
}

// While the engine thinks, the board marks the move it would play now, so
// a person can watch the search change its mind; the mark goes with the
// search.
func TestBoardMarksEnginesBestMove(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("tictactoe", "blocker"), 80, 24, newFake)
	m, _ = press(m, "enter") // X takes the cursor's square; O starts thinking
	if play(m).search == nil {
		t.Fatal("no search after the person's move")
	}
	if strings.Contains(m.View(), "~") {
		t.Fatal("a best-move mark before any snapshot")
	}
	a1, _ := play(m).st.Position().DecodeMove("a1")
	snap := engine.Snapshot{Rollouts: 10, Best: a1, BestText: "a1"}
	m, _ = send(m, progressMsg{gen: play(m).search.gen, snap: snap})
	if !strings.Contains(m.View(), "~.~") {
		t.Fatalf("no ~.~ mark on a1 while thinking:\n%s", m.View())
	}
	m, _ = press(m, "u") // takeback cancels the search: the mark goes
	if strings.Contains(m.View(), "~") {
		t.Fatalf("best-move mark left after the search ended:\n%s", m.View())
	}
}
