package play

import (
	"slices"
	"strings"
	"testing"
	"time"

	"rollout/engine"
	"rollout/ui/enginerun"
	"rollout/ui/game"
	"rollout/variants"
)

// chessVsFake is a person (White) against the fake engine at chess.
func chessVsFake(t *testing.T) Model {
	t.Helper()
	o := Options{Variant: "chess", Screen: ScreenGame, Seed: 1, Sides: [2]game.SideOptions{
		{Human: true}, {Engine: engine.Config{Player: "fake", Budget: engine.Budget{Time: time.Second}}}}}
	m, _ := newTestModel(t, o, 80, 24, newFake)
	return m
}

// X asks, X again resigns: White loses by resignation, said and saved so.
func TestResign(t *testing.T) {
	m := chessVsFake(t)
	m, cmd := press(m, ":", "e", "4", "enter")
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 2 })
	m, _ = press(m, "X")
	if m.st.Outcome().Over() || !strings.Contains(m.msg, "again to resign") {
		t.Fatalf("one x: over %v, message %q", m.st.Outcome().Over(), m.msg)
	}
	m, _ = press(m, "v", "X") // another key in between: asks again
	if m.st.Outcome().Over() {
		t.Fatal("X, v, X resigned")
	}
	m, _ = press(m, "X")
	if o := m.st.Outcome(); o.Result != variants.SecondWins || o.Reason != variants.Resignation {
		t.Fatalf("outcome %v", o)
	}
	if !strings.Contains(m.msg, "White resigns") {
		t.Errorf("message %q", m.msg)
	}
	pgn, err := pgnText(m.st, m.cfg, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(pgn, `[Result "0-1"]`) || !strings.Contains(pgn, `[Termination "White resigns"]`) {
		t.Errorf("PGN:\n%s", pgn)
	}
}

// TestResignUnbegunAborts: giving up a game before both sides have moved
// (against the engine at the start; at one board after 1. e4 alone)
// aborts it, as lichess does: no result, "*" in the PGN, nobody loses.
// Resigning it was saved as a loss, 0-1.
func TestResignUnbegunAborts(t *testing.T) {
	twoPeople := func(t *testing.T) Model {
		o := Options{Variant: "chess", Screen: ScreenGame, Seed: 1, Sides: [2]game.SideOptions{{Human: true}, {Human: true}}}
		m, _ := newTestModel(t, o, 80, 24, newFake)
		m, _ = press(m, ":", "e", "4", "enter")
		if m.st.Len() != 1 {
			t.Fatalf("1. e4 not played: %q", m.msg)
		}
		return m
	}
	for name, start := range map[string]func(*testing.T) Model{"engine, no move": chessVsFake, "one board, 1. e4": twoPeople} {
		t.Run(name, func(t *testing.T) {
			m := start(t)
			if k := m.helpKeys().Resign.Help().Desc; k != "abort" {
				t.Errorf("the help names X %q, want abort", k)
			}
			m, _ = press(m, "X")
			if !strings.Contains(m.msg, "again to abort this game: it has not begun") {
				t.Fatalf("one X: message %q", m.msg)
			}
			m, _ = press(m, "X")
			if o := m.st.Outcome(); o != variants.AbortBy(variants.GaveUpUnbegun) {
				t.Fatalf("outcome %v, want aborted", o)
			}
			if !strings.Contains(m.msg, "Aborted: given up before both sides had moved") {
				t.Errorf("message %q", m.msg)
			}
			pgn, err := pgnText(m.st, m.cfg, time.Now())
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(pgn, `[Result "*"]`) || strings.Contains(pgn, "resigns") {
				t.Errorf("PGN:\n%s", pgn)
			}
		})
	}
}

// The engine takes a draw when its evaluation from its side is at most
// drawAcceptPawns, and declines when better or before it has searched;
// before drawOfferMove it takes one only when it judges itself worse.
func TestOfferDraw(t *testing.T) {
	// After 24...Kg7 of a level rook ending: move 25, White to move.
	const move25 = "8/5pk1/6p1/8/8/6P1/5PK1/r6R w - - 0 25"
	for _, tc := range []struct {
		name     string
		position string  // "": the start position, move 1
		mean     float64 // the engine's move's mean, its side's; 2: no search
		accept   bool
		says     string
	}{
		{"no search yet", move25, 2, false, "not judged"},
		{"better by a pawn", move25, 0.28, false, "+1.00 pawns better"},
		{"level", move25, 0.02, true, "Draw agreed"},
		{"worse", move25, -0.5, true, "Draw agreed"},
		// "even", not "level": against a Level the reply read "Level 3
		// declines the draw: at move 2 a level game has only begun".
		{"level at move 1", "", 0.02, false, "at move 1 an even game has only begun (it agrees to one from move 20)"},
		{"worse at move 1", "", -0.5, true, "Draw agreed"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			opts := Options{Variant: "chess", Screen: ScreenGame, Seed: 1, Position: tc.position, Sides: [2]game.SideOptions{
				{Human: true}, {Engine: engine.Config{Player: "fake", Budget: engine.Budget{Time: time.Second}}}}}
			m, _ := newTestModel(t, opts, 80, 24, newFake)
			if tc.mean < 2 {
				m.last = &engine.Result{Move: 1, Snapshot: engine.Snapshot{Moves: []engine.MoveStats{{Move: 1, Rollouts: 100, Mean: tc.mean}}}}
				m.lastSide = variants.Second
			}
			m, _ = press(m, "=")
			o := m.st.Outcome()
			if accepted := o.Over() && o.Reason == variants.DrawAgreed && o.Result == variants.Draw; accepted != tc.accept {
				t.Fatalf("outcome %v, message %q", o, m.msg)
			}
			if !strings.Contains(m.msg, tc.says) {
				t.Errorf("message %q, want it to say %q", m.msg, tc.says)
			}
		})
	}
}

// A hint searched on a time budget grows a tree per worker: its message
// says over how many trees its count is summed (it read "Hint: Nc3
// (default's best after 173k iterations)", the two trees' sum, as if one
// search had run them).
func TestHintSaysTheTrees(t *testing.T) {
	m := chessVsFake(t)
	m, _ = press(m, "!")
	if m.hints == nil || m.hints.run == nil {
		t.Fatal("no hint searching")
	}
	e4, _ := m.st.Position().DecodeMove("e2e4")
	res := engine.Result{Move: e4, MoveText: "e4", Snapshot: engine.Snapshot{Player: engine.DefaultPlayer, Rollouts: 173_000, Trees: 2}}
	m, _ = send(m, enginerun.DoneMsg{Gen: m.hints.run.Gen, Res: res})
	if want := "Hint: e4 (default's best after 173k iterations over 2 trees)"; !strings.Contains(m.msg, want) {
		t.Errorf("message %q, want %q", m.msg, want)
	}
}

// ! asks the default player for the person's move: it is marked on the
// board as the best move, one hint a position, and the move played
// after it carries "hint" in its PGN comment.
func TestHint(t *testing.T) {
	m := chessVsFake(t)
	m, cmd := press(m, "!")
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { _, _, ok := m.hinted(); return ok })
	mv, text, ok := m.hinted()
	if !ok || !m.marks().HasBest || m.marks().Best != mv || !strings.Contains(m.msg, "Hint: "+text) {
		t.Fatalf("hint %q %v, marks %+v, message %q", text, ok, m.marks(), m.msg)
	}
	m, _ = press(m, "X", "esc") // resign asked, cancelled: a message of its own
	if strings.Contains(m.msg, "Hint:") {
		t.Fatalf("X esc left the message %q", m.msg)
	}
	// A second ! searches nothing but says the hint again: it did
	// nothing, and the hint was only the marks on the board.
	if m, cmd = press(m, "!"); cmd != nil {
		t.Error("a second hint for the same position searched again")
	}
	if !strings.Contains(m.msg, "Hint: "+text) {
		t.Errorf("a second ! said %q, want the hint %q again", m.msg, text)
	}
	m, _ = press(m, append([]string{":"}, strings.Split(text, "")...)...)
	m, _ = press(m, "enter")
	if m.st.Len() != 1 || !strings.Contains(m.st.Turn(0).Comment, "hint "+text) {
		t.Errorf("the hinted move's comment %q", m.st.Turn(0).Comment)
	}
	if _, _, ok := m.hinted(); ok {
		t.Error("the hint stays after the move")
	}
}

// Nim has no draws (variants.Drawless): = is refused and changes
// nothing. An engine that judged itself worse took the offer, and the
// game was saved as 1/2-1/2, a result nim cannot have.
func TestNoDrawOfferInADrawlessGame(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("nim", "fake"), 80, 24, newFake)
	m.last = &engine.Result{Move: 1, Snapshot: engine.Snapshot{Moves: []engine.MoveStats{{Move: 1, Rollouts: 100, Mean: -0.5}}}}
	m.lastSide = variants.Second
	m, _ = press(m, "=")
	if m.st.Outcome().Over() || !strings.Contains(m.msg, "Nim has no draws") {
		t.Errorf("outcome %v, message %q", m.st.Outcome(), m.msg)
	}
}

// The full help of a game without draws lists no = (it only says there
// are none); chess's does.
func TestDrawlessHelpHasNoDrawOffer(t *testing.T) {
	for _, tt := range []struct {
		variant string
		want    bool
	}{{"nim", false}, {"chess", true}} {
		m, _ := newTestModel(t, gameOpts(tt.variant, "fake"), 80, 24, newFake)
		m, _ = press(m, "?")
		if got := strings.Contains(m.View(), "offer a draw"); got != tt.want {
			t.Errorf("%s: the full help lists = %v, want %v:\n%s", tt.variant, got, tt.want, m.View())
		}
	}
}

// ! while a move of the game going on is reviewed gives the hint for the
// game's position, so the review ends and the board shows that position
// with the hint marked: it named a move the board reviewed did not have
// (1. e4 on the board, "Hint: Ng5" for the position after 2... dxe4).
func TestHintEndsTheReview(t *testing.T) {
	m := chessVsFake(t)
	m, cmd := press(m, ":", "e", "4", "enter")
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 2 && m.search == nil })
	m, _ = press(m, "[", "[")
	if !m.Cursor.Held() || m.reviewPly() != 0 {
		t.Fatalf("[ [ did not review the start: ply %d", m.reviewPly())
	}
	m, cmd = press(m, "!")
	if m.Cursor.Held() || m.reviewPly() != 2 {
		t.Fatalf("! left the review at ply %d", m.reviewPly())
	}
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { _, _, ok := m.hinted(); return ok })
	mv, text, ok := m.hinted()
	if !ok || !m.marks().HasBest || m.marks().Best != mv || !strings.Contains(m.msg, "Hint: "+text) {
		t.Fatalf("hint %q %v, marks %+v, message %q", text, ok, m.marks(), m.msg)
	}
	if !slices.Contains(m.st.Position().LegalMoves(nil), mv) {
		t.Errorf("the hint %s is not a move of the game's position", text)
	}
}
