package play

import (
	"context"
	"strings"
	"testing"

	"rollout/engine"
	"rollout/ui/enginerun"
	"rollout/ui/kit"
	"rollout/ui/nav"
	"rollout/ui/uitest"
	"rollout/variants"
)

func TestQuitKeys(t *testing.T) {
	tests := []struct {
		name   string
		screen nav.Mode
		keys   []string
		quit   bool
	}{
		{"q on the game screen", ScreenGame, []string{"q"}, true},
		{"ctrl+c on the game screen", ScreenGame, []string{"ctrl+c"}, true},
		{"q typed into the move input", ScreenGame, []string{":", "q"}, false},
		{"ctrl+c in the move input", ScreenGame, []string{":", "ctrl+c"}, true},
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
	gen := play(m).search.Gen
	m, _ = press(m, "u")
	if play(m).search != nil || play(m).st.Len() != 0 {
		t.Fatalf("search %v, moves %v after undo", play(m).search, play(m).st.Texts(variants.Canonical))
	}
	if !waitGroupDone(m.env.Searches, uitest.Patience) {
		t.Fatal("cancelled search goroutine still running")
	}
	// The cancelled search's last message is stale and must be dropped.
	msg := runCmd(cmd)
	m2, cmd2 := send(m, msg)
	if cmd2 != nil || play(m2).st.Len() != 0 {
		t.Fatalf("stale message (gen %d) acted on", gen)
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
			if cmd != nil || play(m).st.Len() != 2 || !strings.Contains(play(m).msg, "again") {
				t.Fatalf("first %s left the game (%d moves, msg %q)", k, play(m).st.Len(), play(m).msg)
			}
			m, _ = press(m, "v") // another key in between cancels the request
			if strings.Contains(m.View(), "again") {
				t.Fatalf("the question stayed on screen after another key:\n%s", m.View())
			}
			m, cmd = press(m, k)
			if cmd != nil || play(m).st.Len() != 2 {
				t.Fatalf("%s after another key left the game", k)
			}
			m, cmd = press(m, k)
			switch k {
			case "q":
				if !isQuit(cmd) {
					t.Fatal("q pressed twice did not quit")
				}
			case "esc":
				if _, ok := emitted(t, m).(nav.LeaveGameMsg); !ok {
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

// esc after another key's question answers it no: the game goes on and
// esc does not ask its own question ("leave this game?") in its place.
func TestEscCancelsAPendingQuestion(t *testing.T) {
	for _, k := range []string{"q", "r", "X"} {
		t.Run(k, func(t *testing.T) {
			m, _ := newTestModel(t, gameOpts("tictactoe", "fake"), 80, 24, newFake)
			m, cmd := press(m, "enter")
			m = drain(t, m, cmd)
			m, _ = press(m, k)
			if !strings.Contains(play(m).msg, "again") {
				t.Fatalf("%s asked nothing: %q", k, play(m).msg)
			}
			m, cmd = press(m, "esc")
			if cmd != nil || play(m).confirm != nil || play(m).msg != "Cancelled: the game goes on" {
				t.Fatalf("esc after %s: message %q, confirm pending %v", k, play(m).msg, play(m).confirm != nil)
			}
			m, cmd = press(m, k) // the question is asked afresh, not answered
			if cmd != nil || play(m).st.Len() != 2 || !strings.Contains(play(m).msg, "again") {
				t.Fatalf("%s after esc acted at once (%d moves, msg %q)", k, play(m).st.Len(), play(m).msg)
			}
		})
	}
}

// The help line offers only what applies: flip for a board, not for
// heaps; move now while an engine thinks.
func TestHelpFitsTheGame(t *testing.T) {
	for _, tt := range []struct {
		variant string
		flip    bool
	}{{"tictactoe", true}, {"nim", false}} {
		o := gameOpts(tt.variant, "fake")
		o.Sides[0] = o.Sides[1]
		m, cmd := newTestModel(t, o, 200, 30, newFake)
		m, _ = send(m, runCmd(cmd)) // the autoplay pause ends: the first engine thinks
		if play(m).search == nil {
			t.Fatalf("%s: no engine thinks", tt.variant)
		}
		short := play(m).helpKeys().ShortHelp()
		if got := kit.HasKey(short, play(m).Keys.Flip); got != tt.flip {
			t.Errorf("%s: flip in the help = %v, want %v", tt.variant, got, tt.flip)
		}
		if !kit.HasKey(short, play(m).Keys.MoveNow) {
			t.Errorf("%s: no move-now key in the engines' help", tt.variant)
		}
	}
}

// While two engines play on, a pending question (q pressed once) stays on
// screen as their moves come in.
func TestQuestionOutlivesEngineMoves(t *testing.T) {
	o := gameOpts("tictactoe", "fake")
	o.Sides[0] = o.Sides[1]
	m, cmd := newTestModel(t, o, 80, 24, newFake)
	m, _ = send(m, runCmd(cmd)) // the autoplay pause ends: X's engine searches
	m, _ = send(m, enginerun.DoneMsg{Gen: play(m).search.Gen, Res: fakeResult(t, m)})
	m, _ = press(m, "q")
	if !strings.Contains(play(m).msg, "Press q again") {
		t.Fatalf("message %q after q", play(m).msg)
	}
	m, _ = send(m, enginerun.AutoplayMsg{Gen: play(m).auto.Gen})
	m, _ = send(m, enginerun.DoneMsg{Gen: play(m).search.Gen, Res: fakeResult(t, m)})
	if play(m).st.Len() != 2 || !strings.Contains(play(m).msg, "Press q again") {
		t.Fatalf("after O's move (%d moves) the message is %q", play(m).st.Len(), play(m).msg)
	}
	if _, cmd = press(m, "q"); !isQuit(cmd) {
		t.Fatal("the second q did not quit")
	}
}

// fakeResult is the fake engine's result in the current position.
func fakeResult(t *testing.T, m Model) engine.Result {
	t.Helper()
	p, _ := newFake(engine.Config{Player: "fake"})
	res, err := p.Search(context.Background(), play(m).st.Position().Clone(), make(chan engine.Snapshot, 1))
	if err != nil {
		t.Fatal(err)
	}
	return res
}
