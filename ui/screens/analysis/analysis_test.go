package analysis

import (
	"fmt"
	"os"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/enginerun"
	"rollout/ui/game"
	"rollout/ui/kit"
	"rollout/ui/nav"
	"rollout/ui/uitest"
	"rollout/variants"
)

// newBoard opens the board on the variant's start after moves, analysed
// by the fake player (uitest.NewFake: "thinker" reports once, then thinks
// until cancelled), at w x h, as the root opens it from the command line.
func newBoard(t *testing.T, variant, player string, moves []string, w, h int) (Model, tea.Cmd) {
	t.Helper()
	return newBoardAt(t, variant, "", player, moves, w, h)
}

// newBoardAt is newBoard from the position text fen ("" for the start).
func newBoardAt(t *testing.T, variant, fen, player string, moves []string, w, h int) (Model, tea.Cmd) {
	t.Helper()
	env := enginerun.Env{Ctx: t.Context(), Searches: &sync.WaitGroup{}, NewPlayer: uitest.NewFake}
	t.Cleanup(env.Searches.Wait)
	rec, err := game.NewRecord(uitest.Position(t, variant, fen), moves)
	if err != nil {
		t.Fatal(err)
	}
	m, cmd := New(uitest.Common(w, h), env, game.AnalysisConfig{Rec: rec,
		Engine: engine.Config{Player: player, Budget: engine.Budget{Time: time.Second}, Seed: 1}})
	t.Cleanup(m.Close)
	return m, cmd
}

// send delivers one message to the board.
func send(m Model, msg tea.Msg) (Model, tea.Cmd) {
	s, cmd := m.Update(msg)
	return s.(Model), cmd
}

// press sends keys one by one.
func press(m Model, keys ...string) (Model, tea.Cmd) { return uitest.Press(m, send, keys...) }

// nextMsg runs cmd (a search's reader) and delivers its one message
// (uitest.Next).
func nextMsg(t *testing.T, m Model, cmd tea.Cmd) (Model, tea.Cmd) {
	return uitest.Next(t, m, cmd, send)
}

func TestAnalysisThinksAndRestartsOnAMove(t *testing.T) {
	a, cmd := newBoard(t, "tictactoe", "thinker", []string{"b2"}, 80, 24)
	a, cmd = nextMsg(t, a, cmd)
	if a.Live == nil || a.Search == nil || a.Restarts != 0 {
		t.Fatalf("live=%v search=%v restarts=%d, want a live table from the first search", a.Live != nil, a.Search != nil, a.Restarts)
	}
	first := a.Search.Gen
	if !strings.Contains(a.View(), "thinker analysing ply 1 (O to move)") {
		t.Fatalf("no live status:\n%s", a.View())
	}
	// O's move, then X's: the board is free; each restarts the search.
	for i, mv := range []string{"a1", "c3"} {
		a, cmd = press(a, ":", mv[:1], mv[1:], "enter")
		if a.Rec.Len() != 2+i || a.Restarts != 1+i || a.Search == nil || a.Search.Gen == first || a.Live != nil {
			t.Fatalf("after %s: %d plies, restarts %d, want %d and %d with a fresh search", mv, a.Rec.Len(), a.Restarts, 2+i, 1+i)
		}
	}
	// A late snapshot of the first search is dropped.
	if a, _ = send(a, enginerun.ProgressMsg{Gen: first, Snap: engine.Snapshot{Player: "stale"}}); a.Live != nil {
		t.Fatal("a stale snapshot was shown")
	}
	if a, _ = nextMsg(t, a, cmd); a.Live == nil || a.Rec.Len() != 3 {
		t.Fatalf("the new search reported nothing, or the engine played (%d plies)", a.Rec.Len())
	}
}

// TestAnalysisTitleCountsRestarts: the title said "(restart 1)" on the
// board's first search; it names no restart until the first, then
// counts them.
func TestAnalysisTitleCountsRestarts(t *testing.T) {
	a, _ := newBoard(t, "tictactoe", "thinker", []string{"b2"}, 80, 24)
	title := func() string { return strings.SplitN(a.View(), "\n", 2)[0] }
	if got := title(); !strings.Contains(got, "thinker plain, infinite") || strings.Contains(got, "restart") {
		t.Fatalf("first search titled %q, want the settings and no restart", got)
	}
	for i, k := range []string{"[", "]"} {
		a, _ = press(a, k)
		if want := fmt.Sprintf("infinite  (restart %d)", i+1); !strings.HasSuffix(strings.TrimRight(title(), " "), want) {
			t.Fatalf("after %s titled %q, want it to end %q", k, title(), want)
		}
	}
}

func TestAnalysisStepsSwitchesAndLeaves(t *testing.T) {
	a, _ := newBoard(t, "tictactoe", "thinker", []string{"b2"}, 80, 24)
	tests := []struct {
		key      tea.KeyMsg
		ply      int
		player   string
		est      engine.Estimator
		restarts int
	}{
		{uitest.Key("["), 0, "thinker", engine.Plain, 1},
		{uitest.Key("]"), 1, "thinker", engine.Plain, 2},
		{tea.KeyMsg{Type: tea.KeyHome}, 0, "thinker", engine.Plain, 3},
		{uitest.Key("ctrl+p"), 0, "random", engine.Plain, 4},           // the engine's list after a player it does not know
		{tea.KeyMsg{Type: tea.KeyCtrlE}, 0, "random", engine.Plain, 4}, // random plays no rollouts: no estimator
		{uitest.Key("ctrl+p"), 0, "searchlight", engine.Plain, 5},
		{uitest.Key("ctrl+p"), 0, "perfect", engine.Plain, 6},
		{uitest.Key("ctrl+p"), 0, "flat", engine.Plain, 7},
		{tea.KeyMsg{Type: tea.KeyCtrlE}, 0, "flat", engine.RaoBlackwell, 8},
		{tea.KeyMsg{Type: tea.KeyEnd}, 1, "flat", engine.RaoBlackwell, 9},
		// The estimator key steps through every estimator and wraps: with
		// eval (the third) a toggle "1 - est" once made an invalid one.
		{tea.KeyMsg{Type: tea.KeyCtrlE}, 1, "flat", engine.Eval, 10},
		{tea.KeyMsg{Type: tea.KeyCtrlE}, 1, "flat", engine.Plain, 11},
	}
	for i, tt := range tests {
		a, _ = send(a, tt.key)
		if a.Ply() != tt.ply || a.Cfg.Engine.Player != tt.player || a.Cfg.Engine.Estimator != tt.est || a.Restarts != tt.restarts {
			t.Fatalf("step %d: ply %d player %s est %s restarts %d, want %d %s %s %d",
				i, a.Ply(), a.Cfg.Engine.Player, a.Cfg.Engine.Estimator, a.Restarts, tt.ply, tt.player, tt.est, tt.restarts)
		}
	}
	a, _ = press(a, "esc")
	if msg, ok := uitest.Asked(a).(nav.LeaveAnalysisMsg); !ok || msg.ToGame {
		t.Fatalf("esc asked for %+v, want LeaveAnalysisMsg to the setup screen", msg)
	}
}

// TestAnalysisBudgetChangesLive: l cycles the budget (infinite first, then
// rollouts and seconds, then back), each press restarting the search with
// that budget and naming it in the title.
func TestAnalysisBudgetChangesLive(t *testing.T) {
	a, _ := newBoard(t, "tictactoe", "thinker", []string{"b2"}, 100, 30)
	if b := a.Cfg.Engine.Budget; b.Bounded() {
		t.Fatalf("the analysis starts bounded: %+v", b)
	}
	for i := 1; i <= len(AnalysisBudgets); i++ {
		a, _ = press(a, "l")
		want := AnalysisBudgets[i%len(AnalysisBudgets)]
		if a.Cfg.Engine.Budget != want.Budget || a.Restarts != i || a.Search == nil {
			t.Fatalf("press %d: budget %+v restarts %d, want %+v and %d with a new search", i, a.Cfg.Engine.Budget, a.Restarts, want.Budget, i)
		}
		if title := strings.SplitN(a.View(), "\n", 2)[0]; !strings.Contains(title, want.Label) {
			t.Fatalf("press %d: title %q does not name the budget %q", i, title, want.Label)
		}
	}
}

// TestAnalysisTypedMove: on the analysis board a move is typed like on
// the play screen, with no ':' first, and its letters are no commands.
func TestAnalysisTypedMove(t *testing.T) {
	a, _ := newBoard(t, "chess", "thinker", nil, 80, 24)
	est := a.Cfg.Engine.Estimator
	if a, _ = press(a, "e"); !a.Input.Focused() || a.Input.Value() != "e" || a.Cfg.Engine.Estimator != est {
		t.Fatalf("e: input focused %v value %q estimator %s; want move entry with e, estimator %s",
			a.Input.Focused(), a.Input.Value(), a.Cfg.Engine.Estimator, est)
	}
	if a, _ = press(a, "4", "enter"); a.Rec.Len() != 1 || !strings.Contains(a.View(), "Played e4") {
		t.Fatalf("e4 enter: %d plies, want e4 played:\n%s", a.Rec.Len(), a.View())
	}
	if a, _ = send(a, tea.KeyMsg{Type: tea.KeyCtrlE}); a.Cfg.Engine.Estimator == est || a.Input.Focused() {
		t.Fatalf("ctrl+e: estimator %s, want it switched", a.Cfg.Engine.Estimator)
	}
}

// The analysis board's full help lists every binding at 80x24.
func TestAnalysisFullHelpFits80x24(t *testing.T) {
	a, _ := newBoard(t, "chess", "thinker", nil, 80, 24)
	a, _ = press(a, "?")
	v := a.View()
	uitest.CheckFits(t, "analysis full help", v, 80, 24)
	if miss := uitest.HelpMissing(v, a.FullHelp()); len(miss) > 0 {
		t.Fatalf("analysis at 80x24: %q not shown in the full help:\n%s", miss, v)
	}
}

// lichessBoard opens the board on game 2 of testdata/lichess.pgn (a
// lichess export: players, titles and ratings in its tags, a clock and
// an eval on every move), analysed by the fake thinker, at w x h.
func lichessBoard(t *testing.T, w, h int) (Model, tea.Cmd) {
	t.Helper()
	f, err := os.Open("../../../testdata/lichess.pgn")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rec, _, err := variants.ReadPGNGame(game.Variant("chess"), f, 2)
	if err != nil {
		t.Fatal(err)
	}
	env := enginerun.Env{Ctx: t.Context(), Searches: &sync.WaitGroup{}, NewPlayer: uitest.NewFake}
	t.Cleanup(env.Searches.Wait)
	m, cmd := New(uitest.Common(w, h), env, game.AnalysisConfig{Rec: rec,
		Engine: engine.Config{Player: "thinker", Budget: engine.Budget{Time: time.Second}, Seed: 1}})
	t.Cleanup(m.Close)
	return m, cmd
}

// The board opened on a PGN is titled with the file's players as review
// titles them, the engine's settings heading the panel, and its move
// list shows each move's clock and eval and the move shown's comment, as
// review's does (issue 21 item 7, on the analysis board).
func TestAnalysisShowsAPGNsPlayersClocksAndEvals(t *testing.T) {
	a, _ := lichessBoard(t, 80, 24)
	view := a.View()
	title, _, _ := strings.Cut(view, "\n")
	if want := "Analysis  Chess  White FM alice_blitz (2204) vs Black bob_bullet (2187)"; strings.TrimSpace(title) != want {
		t.Errorf("title %q, want %q", title, want)
	}
	if !strings.Contains(view, "thinker plain, infinite") || strings.Contains(view, "(restart") {
		t.Errorf("the engine's settings are not shown:\n%s", view)
	}
	uitest.CheckFits(t, "lichess analysis", view, 80, 24)
	var cmd tea.Cmd
	for range 12 { // back to 8... Na5?! (ply 16)
		a, cmd = press(a, "[")
	}
	view = a.View()
	for _, want := range []string{
		"8. c3     2:53 +0.16 >Na5?!< 2:40 +0.72", // the move list
		"8... Na5?!  clock 2:40, eval +0.72",      // under it, until the engine reports
		"Inaccuracy. O-O was best.",
	} {
		if !strings.Contains(view, want) {
			t.Errorf("no %q at 8... Na5:\n%s", want, view)
		}
	}
	a, _ = nextMsg(t, a, cmd)
	if view = a.View(); !strings.Contains(view, "8. c3     2:53 +0.16 >Na5?!< 2:40 +0.72") || !strings.Contains(view, "live: thinker") {
		t.Errorf("with the live table the list keeps its notes:\n%s", view)
	}
	uitest.CheckFits(t, "lichess analysis at 8... Na5", view, 80, 24)
}

// A budget the board opens with (-rollouts 2000) bounds its search: a
// real flat search stops at 2,000 rollouts and the status says it
// stopped at its budget; l goes on to the usual budgets, infinite
// first. A budget the list has is not listed twice; none is infinite.
func TestAnalysisHonoursItsOpeningBudget(t *testing.T) {
	env := enginerun.Env{Ctx: t.Context(), Searches: &sync.WaitGroup{}, NewPlayer: engine.New}
	t.Cleanup(env.Searches.Wait)
	open := func(b engine.Budget) (Model, tea.Cmd) {
		rec, err := game.NewRecord(game.Variant("tictactoe").Start(), []string{"b2"})
		if err != nil {
			t.Fatal(err)
		}
		m, cmd := New(uitest.Common(100, 30), env, game.AnalysisConfig{Rec: rec,
			Engine: engine.Config{Player: "flat", Budget: engine.Budget{Time: time.Second}, Seed: 1, Workers: 1}, Budget: b})
		t.Cleanup(m.Close)
		return m, cmd
	}
	a, cmd := open(engine.Budget{Rollouts: 2000})
	if title := strings.SplitN(a.View(), "\n", 2)[0]; !strings.Contains(title, "flat plain, 2k rollouts") {
		t.Errorf("the title does not name the budget: %q", title)
	}
	// The search's snapshots (one each ~100 ms), then its end: an
	// unbounded search would report for ever, so 600 (a minute) fail.
	for i := 0; cmd != nil; i++ {
		if i == 600 {
			t.Fatalf("the search did not stop at its budget: %s", a.Live.StatusLine())
		}
		a, cmd = nextMsg(t, a, cmd)
	}
	if a.Search != nil || a.Live == nil || a.Live.Rollouts != 2000 || a.stopped != engine.StopRollouts {
		t.Fatalf("search %v, live %v, stopped %q: want it done at 2,000 rollouts", a.Search != nil, a.Live != nil, a.stopped)
	}
	if v := a.View(); !strings.Contains(v, "flat stopped at its budget, 2k rollouts: ") {
		t.Errorf("the status does not say the budget stopped the search:\n%s", v)
	}
	if a, _ = press(a, "l"); a.Cfg.Engine.Budget.Bounded() || !strings.Contains(a.View(), "flat plain, infinite") {
		t.Errorf("l after the opening budget: %+v, want infinite", a.Cfg.Engine.Budget)
	}
	if a, _ = open(AnalysisBudgets[1].Budget); a.budget != 1 || len(a.budgets) != len(AnalysisBudgets) {
		t.Errorf("a listed budget: index %d of %d, want 1 of the %d listed", a.budget, len(a.budgets), len(AnalysisBudgets))
	}
	if a, _ = open(engine.Budget{}); a.Cfg.Engine.Budget.Bounded() {
		t.Errorf("no budget asked for: %+v, want infinite", a.Cfg.Engine.Budget)
	}
}

// Steps are said in the move list's numbers, never plies ("Move 27 of
// 28" was shown), and at the end of a game resigned in the file the
// board says the file's result while its position stays in play.
func TestAnalysisSaysWhereAndTheRecordedResult(t *testing.T) {
	a, _ := lichessBoard(t, 80, 24)
	flat := func() string { return strings.Join(strings.Fields(a.View()), " ") }
	if v := flat(); !strings.Contains(v, "At 14... O-O of moves 1-14; White wins: Black resigned (1-0)") {
		t.Errorf("no recorded result at the end of the line:\n%s", a.View())
	}
	if a, _ = press(a, "["); !strings.Contains(flat(), "At 14. Nef3 of moves 1-14") || strings.Contains(flat(), "resigned") {
		t.Errorf("one step back:\n%s", a.View())
	}
	if a, _ = send(a, tea.KeyMsg{Type: tea.KeyHome}); !strings.Contains(flat(), "At the start of moves 1-14") {
		t.Errorf("at the start:\n%s", a.View())
	}
	if a, _ = send(a, tea.KeyMsg{Type: tea.KeyEnd}); !strings.Contains(flat(), "At 14... O-O of moves 1-14; White wins: Black resigned (1-0)") || a.Search == nil {
		t.Errorf("back at the end the result shows and the engine thinks (search %v):\n%s", a.Search != nil, a.View())
	}
}

// TestAnalysisRecordedResultOnlyOnTheFilesLine: the file's result belongs
// to the game as recorded; once a move branches the line off it, the
// new line's end is no resigned game ("At 15. Nd4 of moves 1-15; White
// wins: Black resigned (1-0)" said so after a move the game never had).
func TestAnalysisRecordedResultOnlyOnTheFilesLine(t *testing.T) {
	a, _ := lichessBoard(t, 80, 24)
	flat := func() string { return strings.Join(strings.Fields(a.View()), " ") }
	a, _ = press(a, ":", "N", "d", "4", "enter")
	if a.Rec.Len() != 29 {
		t.Fatalf("Nd4 not played: %d plies:\n%s", a.Rec.Len(), a.View())
	}
	for _, k := range []string{"[", "]"} {
		if a, _ = press(a, k); strings.Contains(flat(), "resigned") {
			t.Errorf("%s on the branched line: the file's result shows:\n%s", k, a.View())
		}
	}
	if a, _ = press(a, "[", "[", "]"); !strings.Contains(flat(), "At 14... O-O of moves 1-15") || strings.Contains(flat(), "resigned") {
		t.Errorf("back on the file's last move, the line branched:\n%s", a.View())
	}
}

// TestAnalysisOpensAtTheMoveReviewed: a board opened from a review
// (AnalysisConfig.Back) shows and analyses the position reviewed, says
// where it stands, and keeps the later moves for ].
func TestAnalysisOpensAtTheMoveReviewed(t *testing.T) {
	r, err := game.NewRecord(game.Variant("tictactoe").Start(), []string{"b2", "a1", "c3", "a3"})
	if err != nil {
		t.Fatal(err)
	}
	env := enginerun.Env{Ctx: t.Context(), Searches: &sync.WaitGroup{}, NewPlayer: uitest.NewFake}
	t.Cleanup(env.Searches.Wait)
	a, cmd := New(uitest.Common(80, 24), env, game.AnalysisConfig{Rec: r, Back: 3,
		Engine: engine.Config{Player: "thinker", Seed: 1}})
	t.Cleanup(a.Close)
	a, _ = nextMsg(t, a, cmd)
	if a.Ply() != 1 || a.Rec.Len() != 4 || !strings.Contains(a.View(), "thinker analysing ply 1 (O to move)") || !strings.Contains(a.View(), "At 1. b2 of moves 1-2") {
		t.Fatalf("opened at ply %d of %d, want 1 of 4, analysing it:\n%s", a.Ply(), a.Rec.Len(), a.View())
	}
	if a, _ = press(a, "]"); a.Ply() != 2 {
		t.Fatalf("] went to ply %d, want 2", a.Ply())
	}
}

// TestStepKeysAtTheLinesEnds: [ and home at the line's start, ] and end
// at its end, have nothing to step to: they leave the board as it was
// (they opened the move input with "[" or "]" typed in) and restart
// no search.
func TestStepKeysAtTheLinesEnds(t *testing.T) {
	for _, tt := range []struct {
		moves []string
		keys  []string
	}{
		{nil, []string{"[", "home", "]", "end"}},
		{[]string{"b2"}, []string{"]", "end"}},
	} {
		a, _ := newBoard(t, "tictactoe", "thinker", tt.moves, 80, 24)
		for _, k := range tt.keys {
			restarts, ply := a.Restarts, a.Ply()
			a, _ = press(a, k)
			if a.Input.Focused() || a.Restarts != restarts || a.Ply() != ply {
				t.Errorf("%v, %s: input open %v (%q), %d restarts, ply %d; want none, %d, %d",
					tt.moves, k, a.Input.Focused(), a.Input.Value(), a.Restarts, a.Ply(), restarts, ply)
			}
		}
	}
}

// TestLongMessageWraps: a message longer than the width (an engine's
// error) wraps on up to three rows, as on the play screen, instead of
// ending at the screen's edge; the frame still fits.
func TestLongMessageWraps(t *testing.T) {
	a, _ := newBoard(t, "tictactoe", "thinker", []string{"b2"}, 60, 20)
	long := "thinker: " + strings.Repeat("the engine said something long ", 4) + "END"
	a.setMsg(kit.StatusError, long)
	a, _ = send(a, tea.WindowSizeMsg{Width: 60, Height: 20})
	v := a.View()
	uitest.CheckFits(t, "long message", v, 60, 20)
	if a.Layout().MsgH < 2 || !strings.Contains(v, "END") {
		t.Errorf("the message takes %d rows, not read whole:\n%s", a.Layout().MsgH, v)
	}
}

// ctrl+e on the default player changes nothing (its preset replaces the
// estimator), so it says so: it relabelled the title "default plain"
// and restarted the very same search.
func TestAnalysisDefaultKeepsItsEstimator(t *testing.T) {
	a, _ := newBoard(t, "chess", "default", nil, 100, 30)
	est, restarts := a.Cfg.Engine.Estimator, a.Restarts
	a, _ = send(a, tea.KeyMsg{Type: tea.KeyCtrlE})
	if a.Cfg.Engine.Estimator != est || a.Restarts != restarts || !strings.Contains(a.View(), "preset") {
		t.Errorf("ctrl+e on default: estimator %s (was %s), %d restarts (was %d); want a note that the preset stays:\n%s",
			a.Cfg.Engine.Estimator, est, a.Restarts, restarts, a.View())
	}
}

// ctrl+e on a player that plays no rollouts (random) switches nothing
// and says why, as on default, rather than restart the same search
// under another estimator's label.
func TestAnalysisNoEstimatorWithoutRollouts(t *testing.T) {
	a, _ := newBoard(t, "chess", "random", nil, 100, 30)
	est, restarts := a.Cfg.Engine.Estimator, a.Restarts
	a, _ = send(a, tea.KeyMsg{Type: tea.KeyCtrlE})
	if a.Cfg.Engine.Estimator != est || a.Restarts != restarts || !strings.Contains(a.View(), "random plays no rollouts") {
		t.Errorf("ctrl+e on random: estimator %s (was %s), %d restarts (was %d); want a note that it plays no rollouts:\n%s",
			a.Cfg.Engine.Estimator, est, a.Restarts, restarts, a.View())
	}
}

// ctrl+p from the default player starts the next player from the pure
// reference: the preset's knowledge (policy, estimator, minimax,
// priors) is the default's own. uct-roulette inherited the priors and
// crashed on them (engine: uct-roulette spins over a widened node's
// children); every player was labelled with the preset's estimator.
func TestAnalysisNextPlayerLeavesThePreset(t *testing.T) {
	a, _ := newBoard(t, "chess", "default", nil, 100, 30)
	a.Cfg.Engine = a.Cfg.Engine.ForGame(a.position()) // as the root opens it: the preset filled in
	if a.Cfg.Engine.Prior == 0 {
		t.Fatal("the chess preset has no priors: the test is too weak")
	}
	a, _ = send(a, tea.KeyMsg{Type: tea.KeyCtrlP})
	e := a.Cfg.Engine
	if e.Player == engine.DefaultPlayer || e.Prior != 0 || e.Minimax != 0 || e.Estimator != engine.Plain || e.Policy != engine.Uniform || e.Eval != "" {
		t.Errorf("ctrl+p from default: %+v; want the next player with no preset knowledge", e)
	}
}

// A key that neither the board nor a move text takes (f5) says so in
// the words every screen uses (kit.Unbound), not nothing.
func TestUnboundKeySays(t *testing.T) {
	a, _ := newBoard(t, "tictactoe", "thinker", nil, 80, 24)
	k := tea.KeyMsg{Type: tea.KeyF5}
	a, _ = send(a, k)
	if want := kit.Unbound(k); !strings.Contains(a.View(), want) {
		t.Errorf("f5: want %q on screen:\n%s", want, a.View())
	}
}

// The board shown at a position the game is over in (the analysis board
// shows one: "Game over here") kept its cursor, which nim drew as an
// offer to "take 1" from an empty heap, and chess as [K] on a square
// no move could start from. It is now drawn without a cursor there,
// and with it again a move back.
func TestAnalysisNoCursorWhereTheGameIsOver(t *testing.T) {
	for _, c := range []struct {
		variant, fen string
		cursor       *regexp.Regexp
		moves        []string
	}{
		{"nim", "0/0/1 1", regexp.MustCompile(`take \d`), []string{"3:1"}},
		{"chess", "", regexp.MustCompile(`\[[A-Za-z.]\]`), []string{"f2f3", "e7e5", "g2g4", "d8h4"}},
	} {
		a, _ := newBoardAt(t, c.variant, c.fen, "thinker", c.moves, 80, 24)
		if v := a.View(); !strings.Contains(v, "Game over here") || c.cursor.MatchString(v) {
			t.Errorf("%s at the end: want no cursor (%v):\n%s", c.variant, c.cursor, v)
		}
		a, _ = press(a, "[")
		if v := a.View(); !c.cursor.MatchString(v) {
			t.Errorf("%s a move back: want the cursor (%v) again:\n%s", c.variant, c.cursor, v)
		}
	}
}

// A board opened from a game (A) goes back to it on esc; its help said
// "esc setup", which is where a board opened from the setup goes.
func TestEscHelpSaysWhereItGoes(t *testing.T) {
	for _, fromGame := range []bool{false, true} {
		env := enginerun.Env{Ctx: t.Context(), Searches: &sync.WaitGroup{}, NewPlayer: uitest.NewFake}
		t.Cleanup(env.Searches.Wait)
		rec, err := game.NewRecord(uitest.Position(t, "tictactoe", ""), []string{"b2"})
		if err != nil {
			t.Fatal(err)
		}
		a, _ := New(uitest.Common(100, 30), env, game.AnalysisConfig{Rec: rec, FromGame: fromGame,
			Engine: engine.Config{Player: "thinker", Budget: engine.Budget{Time: time.Second}, Seed: 1}})
		t.Cleanup(a.Close)
		want, wrong := "esc setup", "back to the game"
		if fromGame {
			want, wrong = "back to the game", "setup"
		}
		a, _ = press(a, "?")
		if view := a.View(); !strings.Contains(strings.Join(strings.Fields(view), " "), want) || strings.Contains(view, wrong) {
			t.Errorf("from a game %v: the help does not say %q:\n%s", fromGame, want, view)
		}
		a, _ = press(a, "esc") // closes the help first (TestEscClosesTheHelpFirst)
		left, _ := press(a, "esc")
		if msg, ok := uitest.Asked(left).(nav.LeaveAnalysisMsg); !ok || msg.ToGame != fromGame {
			t.Errorf("from a game %v: esc asked for %+v", fromGame, msg)
		}
	}
}

// A position over from the start (a stalemate given as -position) has
// no move to step back to: the message says the game is over, and not
// "[ steps back", which did nothing there. A position over after moves
// keeps the hint.
func TestOverHereStepsBackOnlyWithMoves(t *testing.T) {
	a, _ := newBoardAt(t, "chess", "7k/8/6QK/8/8/8/8/8 b - - 0 1", "thinker", nil, 80, 24)
	if v := a.View(); !strings.Contains(v, "Game over here: Draw by stalemate") || strings.Contains(v, "steps back") {
		t.Errorf("a stalemate with no moves before it:\n%s", v)
	}
	a, _ = newBoardAt(t, "chess", "", "thinker", []string{"f2f3", "e7e5", "g2g4", "d8h4"}, 80, 24)
	if v := a.View(); !strings.Contains(v, "; [ steps back") {
		t.Errorf("a mate after moves, no step back offered:\n%s", v)
	}
}

// The help offers v only where the board turns, once: Connect Four's
// board and nim's heaps do not (v says "No flip: ..."), and the help
// listed "v flip" there; chess's full help listed it twice.
func TestHelpOffersFlipWhereTheBoardTurns(t *testing.T) {
	for _, c := range []struct {
		variant string
		flips   int
	}{{"chess", 1}, {"connect4", 0}, {"nim", 0}} {
		a, _ := newBoard(t, c.variant, "thinker", nil, 100, 30)
		count := func(bs []key.Binding) int {
			n := 0
			for _, b := range bs {
				if b.Help().Desc == "flip" {
					n++
				}
			}
			return n
		}
		if n := count(a.ShortHelp()); n != c.flips {
			t.Errorf("%s: the help line offers flip %d times, want %d", c.variant, n, c.flips)
		}
		full := 0
		for _, col := range a.FullHelp() {
			full += count(col)
		}
		if full != c.flips {
			t.Errorf("%s: the full help offers flip %d times, want %d", c.variant, full, c.flips)
		}
	}
}
