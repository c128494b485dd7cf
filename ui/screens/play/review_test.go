package play

import (
	"context"
	"os"
	"regexp"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"rollout/engine"
	"rollout/ui/components/surface"
	"rollout/ui/game"
	"rollout/ui/nav"
	"rollout/ui/uitest"
	"rollout/variants"
)

// reviewedGame plays four plies of tic-tac-toe against the fake engine
// (each engine ply keeps its table) and returns the model.
func reviewedGame(t *testing.T) Model {
	t.Helper()
	m, cmd := newTestModel(t, gameOpts("tictactoe", "fake"), 80, 24, newFake)
	m = drain(t, m, cmd)
	for _, mv := range []string{"b2", "c3"} {
		m, cmd = press(m, ":", mv[:1], mv[1:], "enter")
		m = drain(t, m, cmd)
	}
	if n := play(m).st.Len(); n != 4 {
		t.Fatalf("game has %d plies, want 4", n)
	}
	return m
}

func TestReviewStepsThroughTheGame(t *testing.T) {
	m := reviewedGame(t)
	tests := []struct {
		key   tea.KeyMsg
		on    bool
		ply   int
		table bool // the stored table shown, starred
		note  string
	}{
		// Moves numbered as the move list numbers them: four plies are
		// moves 1-2, never "move 3 of 4".
		{uitest.Key("["), true, 3, false, "Review: 2. c3 of moves 1-2 (no engine table)"},
		{uitest.Key("["), true, 2, true, "Review: 1... a1 of moves 1-2 (fake's table"},
		{tea.KeyMsg{Type: tea.KeyHome}, true, 0, false, "Review: the start of moves 1-2"},
		{uitest.Key("["), true, 0, false, "already at the start"},
		{uitest.Key("]"), true, 1, false, "Review: 1. b2 of moves 1-2"},
		{tea.KeyMsg{Type: tea.KeyHome}, true, 0, false, "Review: the start of moves 1-2"},
		{tea.KeyMsg{Type: tea.KeyHome}, true, 0, false, "already at the start"}, // as [ says
		{uitest.Key("]"), true, 1, false, "Review: 1. b2 of moves 1-2"},
		// The end is the game as it stands: its own message, no review's.
		{tea.KeyMsg{Type: tea.KeyEnd}, false, 4, true, "X to move: arrows"},
		{uitest.Key("]"), false, 4, true, "X to move: arrows"},
	}
	for i, tt := range tests {
		m, _ = send(m, tt.key)
		g := play(m)
		if g.Cursor.Held() != tt.on || g.reviewPly() != tt.ply {
			t.Fatalf("step %d: review on=%v ply=%d, want %v %d", i, g.Cursor.Held(), g.reviewPly(), tt.on, tt.ply)
		}
		view := m.View()
		if !strings.Contains(view, tt.note) || !tt.on && strings.Contains(view, "Review:") {
			t.Fatalf("step %d: no %q in\n%s", i, tt.note, view)
		}
		starred := strings.Contains(view, engine.ChosenMark)
		if starred != tt.table {
			t.Fatalf("step %d: table starred %v, want %v:\n%s", i, starred, tt.table, view)
		}
		if g.humanToMove() == tt.on {
			t.Fatalf("step %d: person may move %v while reviewing %v", i, g.humanToMove(), tt.on)
		}
	}
}

func TestReviewShowsTheBoardAtThePly(t *testing.T) {
	m := reviewedGame(t)
	m, _ = press(m, "[", "[", "[")
	g := play(m)
	at1, _ := g.st.PositionAt(1)
	probe := surface.New(g.Common, at1)
	probe.SetSize(g.Surface.Size())
	if got, want := g.Surface.View(surface.Marks{}), probe.View(surface.Marks{}); got != want {
		t.Fatalf("board at ply 1:\n%s\nwant\n%s", got, want)
	}
	// A typed move is refused while reviewing: the board is the past.
	m, _ = press(m, ":", "a", "3", "enter")
	if n := play(m).st.Len(); n != 4 {
		t.Fatalf("a move was played while reviewing: %d plies", n)
	}
}

func TestReviewPlayOnTakesBackTheLaterMoves(t *testing.T) {
	m := reviewedGame(t)
	m, _ = press(m, "[", "[")
	m, cmd := press(m, "p")
	m = drain(t, m, cmd)
	g := play(m)
	if g.Cursor.Held() || g.held {
		t.Fatalf("still reviewing after p")
	}
	if n := g.st.Len(); n != 2 {
		t.Fatalf("play on from move 2 left %d plies", n)
	}
	if !g.humanToMove() {
		t.Fatalf("the person cannot move after playing on")
	}
}

// A reviewed move's table gives the time the search took, as the live
// one did; a table read back without a time (written before times were
// kept) shows none, never "0.00 s".
func TestReviewTableTime(t *testing.T) {
	m := reviewedGame(t)
	m, _ = press(m, "[", "[") // ply 2: the engine's a1, its table
	if v := m.View(); !strings.Contains(v, "fake, 1.50 s, 30k rollouts") {
		t.Fatalf("the reviewed table does not give the search's time:\n%s", v)
	}
	play(m).st.Turn(1).Table.Elapsed = 0 // as read from an older save
	if v := m.View(); strings.Contains(v, "0.00 s") || !strings.Contains(v, "fake, 30k rollouts") {
		t.Fatalf("a table without a time should show none:\n%s", v)
	}
}

// lichessReview holds game 2 of testdata/lichess.pgn for review at w x h,
// with the fake engine as Black should the person play on.
func lichessReview(t *testing.T, w, h int) Model { return lichessGame(t, 2, w, h) }

// lichessGame holds game n of testdata/lichess.pgn for review at w x h,
// as lichessReview does.
func lichessGame(t *testing.T, n, w, h int) Model {
	t.Helper()
	f, err := os.Open("../../../testdata/lichess.pgn")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rec, _, err := variants.ReadPGNGame(game.Variant("chess"), f, n)
	if err != nil {
		t.Fatal(err)
	}
	o := DefaultOptions()
	o.Record, o.Screen = rec, ScreenReview
	o.Sides[1].Engine.Player = "fake"
	m, _ := newTestModel(t, o, w, h, newFake)
	return m
}

// A lichess game held for review (testdata/lichess.pgn, game 2) is
// titled with its players, and each move reviewed shows its clock and
// eval: in the review line, after each move in the list, and under the
// list with the comment's words; once p plays on, the title names the
// sides that play (issue 21 item 7).
func TestReviewShowsALichessGamesPlayersClocksAndEvals(t *testing.T) {
	m := lichessReview(t, 80, 24)
	view := m.View()
	if !strings.Contains(view, "Chess  White FM alice_blitz (2204) vs Black bob_bullet (2187)") {
		t.Errorf("the title does not name the PGN's players:\n%s", view)
	}
	// Back to 8... Na5?! (ply 16 of 28).
	for range 12 {
		m, _ = press(m, "[")
	}
	view = m.View()
	for _, want := range []string{
		"Review: 8... Na5 of moves 1-14 (clock 2:40, eval +0.72)", // the review line
		"8. c3     2:53 +0.16 >Na5?!< 2:40 +0.72",                 // the move list
		"8... Na5?!  clock 2:40, eval +0.72",                      // under the list
		"Inaccuracy. O-O was best.",
	} {
		if !strings.Contains(view, want) {
			t.Errorf("no %q at 8... Na5:\n%s", want, view)
		}
	}
	uitest.CheckFits(t, "lichess review", view, 80, 24)
	m, _ = press(m, "p")
	if view := m.View(); !strings.Contains(view, "White human vs Black fake") {
		t.Errorf("after p the title should name the sides that play:\n%s", view)
	}
}

// TestReviewTitleTooWideEndsInAnEllipsis: at 60 columns the PGN's
// players do not fit the title line; it is cut with "…" like every other
// line, not mid-word with no sign ("… bob_bullet (2187" was shown), and
// in the names (kit.FilePlayersWithin), so both players stay on it.
func TestReviewTitleTooWideEndsInAnEllipsis(t *testing.T) {
	m := lichessReview(t, 60, 20)
	first, _, _ := strings.Cut(ansi.Strip(m.View()), "\n")
	if first = strings.TrimRight(first, " "); !strings.Contains(first, "…") || !strings.Contains(first, " vs Black bob") || ansi.StringWidth(first) > 60 {
		t.Errorf("the cut title has no … or lost Black: %q", first)
	}
}

// The move reviewed is marked in the move list (with colour off >a1<,
// in the columns' spaces), not only kept in view; the game as it is
// marks none (issue 21 item 7).
func TestReviewMarksTheMoveReviewed(t *testing.T) {
	m := reviewedGame(t)
	tests := []struct {
		key       tea.KeyMsg
		want, not string
	}{
		{uitest.Key("["), "  2.>c3<", ">a1<"},
		{uitest.Key("["), "  1. b2    >a1<", ">c3<"},
		{tea.KeyMsg{Type: tea.KeyHome}, "  1. b2     a1", ">"},
		{uitest.Key("]"), "  1.>b2<    a1", ">a1<"},
		{tea.KeyMsg{Type: tea.KeyEnd}, "  1. b2     a1", "<"},
	}
	for i, tt := range tests {
		m, _ = send(m, tt.key)
		list := moveList(m.View())
		if !strings.Contains(list, tt.want) || strings.Contains(list, tt.not) {
			t.Fatalf("step %d: want %q and no %q in the move list:\n%s", i, tt.want, tt.not, list)
		}
	}
}

// moveList is the view's move list: the panel's rows under "Moves" (from
// its column) that hold a move number.
func moveList(view string) string {
	lines := strings.Split(view, "\n")
	var rows []string
	for i, l := range lines {
		col := strings.Index(l, "Moves")
		if col < 0 || strings.TrimSpace(l[col:]) != "Moves" {
			continue
		}
		for _, r := range lines[i+1:] {
			if len(r) <= col || !moveRow.MatchString(r[col:]) {
				break
			}
			rows = append(rows, r[col:])
		}
		break
	}
	return strings.Join(rows, "\n")
}

var moveRow = regexp.MustCompile(`^\s*\d+\.`)

// A lichess game decided off the board (resigned, lost on time: the
// last position is still in play) shows its recorded result at its last
// move, in the game's words from the Result and Termination tags, while
// p still plays on from the position (issue 21 item 7).
func TestReviewShowsTheRecordedResult(t *testing.T) {
	for _, tt := range []struct {
		game   int
		result string
	}{
		{2, "White wins: Black resigned (1-0)"}, // [Termination "Normal"], 14... O-O still in play
		{3, "Black wins: time forfeit (0-1)"},   // [Termination "Time forfeit"]
	} {
		m := lichessGame(t, tt.game, 80, 24)
		if v := m.View(); !strings.Contains(strings.Join(strings.Fields(v), " "), tt.result+"; [ earlier, p plays on") {
			t.Errorf("game %d: no %q at the last move:\n%s", tt.game, tt.result, v)
		}
		m, _ = press(m, "[")
		if v := m.View(); strings.Contains(v, tt.result) {
			t.Errorf("game %d: the result shows before the last move:\n%s", tt.game, v)
		}
		m, _ = send(m, tea.KeyMsg{Type: tea.KeyEnd})
		m, _ = press(m, "p")
		g := play(m)
		if g.held || g.st.Len() != play(lichessGame(t, tt.game, 80, 24)).st.Len() || g.st.Outcome().Over() {
			t.Fatalf("game %d: p did not play on from the last move (held %v, %d plies, %v)", tt.game, g.held, g.st.Len(), g.st.Outcome())
		}
		if v := m.View(); strings.Contains(v, tt.result) || !strings.Contains(v, "Playing on") {
			t.Errorf("game %d: after p the game goes on, the file's result no longer shown:\n%s", tt.game, v)
		}
	}
}

// TestAnalyseTheMoveReviewed: A ("analyse this position") during a review
// opens the analysis board on the position shown, the whole line kept
// for ] (it opened at the game's end whatever move was reviewed).
func TestAnalyseTheMoveReviewed(t *testing.T) {
	m := reviewedGame(t)
	m, _ = press(m, "[", "[", "[")
	asked, _ := press(m, "A")
	msg, ok := emitted(t, asked).(nav.OpenAnalysisMsg)
	if !ok {
		t.Fatal("A did not open the analysis board")
	}
	if c := msg.Cfg; c.Rec.Len() != 4 || c.Rec.Len()-c.Back != 1 {
		t.Fatalf("A at ply 1: the board opens at ply %d of %d, want 1 of 4", c.Rec.Len()-c.Back, c.Rec.Len())
	}
}

// TestStudyTheMoveReviewed: t ("study this position") during a review
// studies the position shown, with the engine of the side to move there
// (it studied the game's last position whatever move was reviewed).
func TestStudyTheMoveReviewed(t *testing.T) {
	m := reviewedGame(t)
	m, _ = press(m, "[", "[", "[")
	want, err := play(m).st.PositionAt(1)
	if err != nil {
		t.Fatal(err)
	}
	asked, _ := press(m, "t")
	msg, ok := emitted(t, asked).(nav.OpenStudyMsg)
	if !ok {
		t.Fatal("t did not open the study")
	}
	if got := msg.Cfg.Start.Encode(); got != want.Encode() {
		t.Fatalf("t at ply 1 studies %q, want %q", got, want.Encode())
	}
}

// TestAnalyseOnThePersonsTurn is issue 26's defect 1: A on the person's
// turn (8... Na5 of lichess game 2, White to move, a person White
// against the default player) opened the analysis board with flat, the
// weakest player, which recommended Nxe5, a knight for a pawn. It asks
// the opponent's engine now, and that engine's top move there is not
// Nxe5 (a rollout budget and a seed, so the answer is the same on any
// machine).
func TestAnalyseOnThePersonsTurn(t *testing.T) {
	f, err := os.Open("../../../testdata/lichess.pgn")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rec, _, err := variants.ReadPGNGame(game.Variant("chess"), f, 2)
	if err != nil {
		t.Fatal(err)
	}
	o := DefaultOptions()
	o.Record, o.Screen = rec, ScreenReview
	m, _ := newTestModel(t, o, 80, 24, nil)
	for range 12 {
		m, _ = press(m, "[")
	}
	asked, _ := press(m, "A")
	msg, ok := emitted(t, asked).(nav.OpenAnalysisMsg)
	if !ok {
		t.Fatal("A did not open the analysis board")
	}
	c := msg.Cfg
	if c.Engine.Player != engine.DefaultPlayer {
		t.Fatalf("A on the person's turn analyses with %q, want %q", c.Engine.Player, engine.DefaultPlayer)
	}
	pos, err := c.Rec.PositionAt(c.Rec.Len() - c.Back)
	if err != nil {
		t.Fatal(err)
	}
	cfg := c.Engine
	cfg.Budget, cfg.Workers, cfg.Seed = engine.Budget{Rollouts: 20000}, 1, 1
	p, err := engine.New(cfg.ForGame(pos))
	if err != nil {
		t.Fatal(err)
	}
	res, err := p.Search(context.Background(), pos, nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.MoveText == "Nxe5" {
		t.Errorf("the default player recommends Nxe5 at 8... Na5 (a knight for a pawn)")
	}
	t.Logf("default at 8... Na5: %s", res.MoveText)
}
