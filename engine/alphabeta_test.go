package engine

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"rollout/variants"
	"rollout/variants/chess"
	"rollout/variants/connect4"
	"rollout/variants/tictactoe"
)

// alphabeta plays chess only: every other game is refused, by CanPlay
// before a game starts and by Search itself, with the same words.
func TestAlphaBetaRefusesOtherGames(t *testing.T) {
	p := mustPlayer(t, Config{Player: AlphaBetaPlayer, Budget: Budget{Rollouts: 1000}})
	for _, v := range []*variants.Variant{tictactoe.Variant, connect4.Variant} {
		err := CanPlay(AlphaBetaPlayer, v)
		if err == nil || !strings.Contains(err.Error(), "chess only") {
			t.Errorf("CanPlay(alphabeta, %s) = %v, want a chess-only error", v.Name, err)
		}
		progress := make(chan Snapshot, 1)
		if _, err := p.Search(context.Background(), v.Start(), progress); err == nil || !strings.Contains(err.Error(), "chess only") {
			t.Errorf("%s: Search error %v, want a chess-only error", v.Name, err)
		}
		if _, open := <-progress; open {
			t.Errorf("%s: progress left open", v.Name)
		}
	}
	if err := CanPlay(AlphaBetaPlayer, chess.Variant); err != nil {
		t.Errorf("CanPlay(alphabeta, chess) = %v", err)
	}
}

// Under a node budget the search counts its nodes as rollouts, stops at
// the budget and comes out the same twice: the move, the nodes and
// every root move's figures.
func TestAlphaBetaNodeBudget(t *testing.T) {
	pos := chess.Variant.Start()
	cfg := Config{Player: AlphaBetaPlayer, Budget: Budget{Rollouts: 30000}}.ForGame(pos)
	if got, want := cfg.Label(), "alphabeta+ev-"+DefaultEval+"+qs-see"; got != want {
		t.Errorf("label %q, want %q", got, want)
	}
	a := search(t, mustPlayer(t, cfg), pos)
	b := search(t, mustPlayer(t, cfg), pos)
	if a.Rollouts != 30000 || a.Stopped != StopRollouts {
		t.Errorf("%d nodes, stopped by %s; want 30000 and %s", a.Rollouts, a.Stopped, StopRollouts)
	}
	if a.Move != b.Move || a.Rollouts != b.Rollouts || !slices.Equal(a.Moves, b.Moves) {
		t.Errorf("two searches differ: %s and %s", a.MoveText, b.MoveText)
	}
	if !slices.Contains(pos.LegalMoves(nil), a.Move) || a.SelDepth < 3 {
		t.Errorf("move %s, depth %d", a.MoveText, a.SelDepth)
	}
	searched := 0
	for _, m := range a.Moves {
		if strings.Contains(m.Note, "depth") {
			searched++
		}
	}
	if searched != len(a.Moves) {
		t.Errorf("%d of %d root moves scored", searched, len(a.Moves))
	}
}

// A mate in two is played and reported as a proof of three plies, and
// the search stops once it is proven.
func TestAlphaBetaPlaysMate(t *testing.T) {
	pos, err := chess.Variant.Parse("2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	res := search(t, mustPlayer(t, Config{Player: AlphaBetaPlayer, Budget: Budget{Rollouts: 2_000_000}}), pos)
	if res.MoveText != "Qg6" || res.Stopped != StopProven {
		t.Errorf("%s, stopped by %s; want Qg6 and %s", res.MoveText, res.Stopped, StopProven)
	}
	for _, m := range res.Moves {
		if m.Move == res.Move && (m.Proof != 3 || m.Mean != 1) {
			t.Errorf("Qg6: proof %d, mean %v; want 3 and 1", m.Proof, m.Mean)
		}
	}
}

// A think time ends the search by the clock with a legal move, and a
// cancelled search ends as cancelled.
func TestAlphaBetaStopsOnTime(t *testing.T) {
	pos := chess.Variant.Start()
	res := search(t, mustPlayer(t, Config{Player: AlphaBetaPlayer, Budget: Budget{Time: 30 * time.Millisecond}}), pos)
	if res.Stopped != StopTime || !slices.Contains(pos.LegalMoves(nil), res.Move) {
		t.Errorf("stopped by %s with %s; want %s and a legal move", res.Stopped, res.MoveText, StopTime)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res, err := mustPlayer(t, Config{Player: AlphaBetaPlayer}).Search(ctx, pos, nil)
	if err != nil || res.Stopped != StopCancelled || !slices.Contains(pos.LegalMoves(nil), res.Move) {
		t.Errorf("cancelled: %v, stopped by %s with %s", err, res.Stopped, res.MoveText)
	}
}

// -ab-prune is checked against the game's list, labels the alphabeta
// player only, and is refused where the game has no alpha-beta search.
func TestAlphaBetaPrune(t *testing.T) {
	pos := chess.Variant.Start()
	for _, tc := range []struct {
		player, prune, label string
	}{
		{AlphaBetaPlayer, "null-lmr", "alphabeta+ev-" + DefaultEval + "+qs-see+abp-null-lmr"},
		{AlphaBetaPlayer, "none", "alphabeta+ev-" + DefaultEval + "+qs-see"},
		{"uct", "null", "uct"},
	} {
		cfg := Config{Player: tc.player, ABPrune: tc.prune}
		if err := CheckABPrune(cfg, pos); err != nil {
			t.Errorf("%s: %v", tc.prune, err)
		}
		if cfg.Player == AlphaBetaPlayer {
			cfg = cfg.ForGame(pos)
		}
		if got := cfg.Label(); got != tc.label {
			t.Errorf("%s -ab-prune %s: label %q, want %q", tc.player, tc.prune, got, tc.label)
		}
	}
	if err := CheckABPrune(Config{ABPrune: "nul"}, pos); err == nil || !strings.Contains(err.Error(), "none, null, lmr, null-lmr") {
		t.Errorf("-ab-prune nul: %v", err)
	}
	if err := CheckABPrune(Config{ABPrune: "null"}, tictactoe.Variant.Start()); err == nil {
		t.Error("-ab-prune null at tic-tac-toe: no error")
	}
	res := search(t, mustPlayer(t, Config{Player: AlphaBetaPlayer, ABPrune: "null-lmr", Budget: Budget{Rollouts: 20000}}), pos)
	if !strings.Contains(res.Policy, "pruning null-lmr") || res.Rollouts != 20000 {
		t.Errorf("status %q, %d nodes", res.Policy, res.Rollouts)
	}
}

// On a game clock the alpha-beta player keeps time by its own rule
// (abClock): a depth is begun before half the target, cut at the
// target, both doubled after a depth that changed the best move; no
// clock, no rule. A clocked search ends by it, far inside its cap.
func TestAlphaBetaClock(t *testing.T) {
	ms := time.Millisecond
	e2e4, d2d4 := variants.Move(1), variants.Move(2)
	c := newABClock(Budget{Time: 10 * time.Second, Soft: 100 * ms, Clock: true})
	if c.stop(0, time.Second) {
		t.Error("stopped before a depth was complete")
	}
	c.depthDone(e2e4, 20*ms)
	if c.stop(1, 40*ms) || !c.stop(1, 100*ms) {
		t.Error("a depth under way: want it cut at the target, 100 ms, not before")
	}
	c.depthDone(e2e4, 60*ms)
	if !c.stop(2, 60*ms) {
		t.Error("a depth completed past half the target: want the search ended")
	}
	c = newABClock(Budget{Time: 10 * time.Second, Soft: 100 * ms, Clock: true})
	c.depthDone(e2e4, 20*ms)
	c.depthDone(d2d4, 60*ms) // the best move changed: limits doubled
	if c.stop(2, 60*ms) || c.stop(2, 150*ms) || !c.stop(2, 200*ms) {
		t.Error("after a change of mind: want a new depth begun and cut at twice the target")
	}
	c.depthDone(d2d4, 120*ms)
	if !c.stop(3, 120*ms) {
		t.Error("the change held past the target: want the search ended")
	}
	if off := newABClock(Budget{Time: 100 * ms}); off.stop(9, time.Hour) {
		t.Error("a fixed think time: the clock rule stopped it")
	}

	pos := chess.Variant.Start()
	cfg := Config{Player: AlphaBetaPlayer, Budget: Budget{Time: time.Minute, Soft: 30 * ms, Clock: true}}
	res := search(t, mustPlayer(t, cfg), pos)
	if res.Stopped != StopClock || !slices.Contains(pos.LegalMoves(nil), res.Move) {
		t.Errorf("clocked: stopped by %s with %s; want %s and a legal move", res.Stopped, res.MoveText, StopClock)
	}
}

// The alpha-beta player's table and status line count nodes and show
// none of the rollout columns it would leave at 0 (wins to cap%), but
// each move's centipawns and depth.
func TestAlphaBetaTable(t *testing.T) {
	res := search(t, mustPlayer(t, Config{Player: AlphaBetaPlayer, Budget: Budget{Rollouts: 20000}}), chess.Variant.Start())
	var b strings.Builder
	if err := WriteTable(&b, res, nil); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(b.String(), "\n")
	if head := strings.Fields(lines[0]); !slices.Equal(head, []string{"move", "nodes", "mean", "cp"}) {
		t.Errorf("head %q, want move nodes mean cp", head)
	}
	if !strings.Contains(b.String(), "alphabeta: 20000 nodes, stopped by rollouts") || !strings.Contains(b.String(), "cp, depth") {
		t.Errorf("table:\n%s", b.String())
	}
	rows := Rows(res.Snapshot, nil)
	for i := 1; i < len(rows); i++ {
		if rows[i].Depth > rows[i-1].Depth {
			t.Errorf("row %d (%s, depth %d) below a shallower one (%s, depth %d)", i, rows[i].Text, rows[i].Depth, rows[i-1].Text, rows[i-1].Depth)
		}
	}
	// Kept in the game record (a review, a PGN read back), a table
	// stopped within a depth (30,000 nodes: within depth 6) keeps each
	// row's depth and ranks as it did live: it ranked by the mean alone,
	// a shallower bound above the move played. The first budget that
	// stops within a depth is taken, so that the check holds whatever the
	// evaluation's node counts.
	var within Result
	var live []MoveStats
	for _, nodes := range []int64{30000, 40000, 50000, 65000, 80000} {
		within = search(t, mustPlayer(t, Config{Player: AlphaBetaPlayer, Budget: Budget{Rollouts: nodes}}), chess.Variant.Start())
		if live = Rows(within.Snapshot, nil); live[0].Depth != live[len(live)-1].Depth {
			break
		}
	}
	if live[0].Depth == live[len(live)-1].Depth {
		t.Fatalf("every search stopped at the end of a depth (%d): the check below checks nothing", live[0].Depth)
	}
	kept := Rows(ResultOf(within.Table()).Snapshot, nil)
	for i := range live {
		if kept[i].Move != live[i].Move || kept[i].Depth != live[i].Depth {
			t.Fatalf("row %d kept as %s at depth %d, live %s at depth %d", i, kept[i].Text, kept[i].Depth, live[i].Text, live[i].Depth)
		}
	}
	if line := res.StatusLine(); !strings.Contains(line, "20k nodes") || !strings.Contains(line, "nodes/s") || strings.Contains(line, "kr") {
		t.Errorf("status line %q, want nodes and nodes/s", line)
	}
}
