package panel

import (
	"context"
	"testing"

	"rollout/engine"
	"rollout/ui/kit"
	"rollout/variants"
	"rollout/variants/registry"
)

// On an exact tie of mean and rollouts the flat player played the
// earlier legal move, engine.Rows listed the move's text first and the
// panel's table kept the legal order: X with two wins at once (b1, a2,
// each rollout +1) played b1 under a starred b1 on the screen's table
// and a2 atop analyze's. One rule (engine.CompareByMean) now orders all
// three: the move played is the first row of each, and the tied rows
// go alike.
func TestTieByMeanOrdersAlike(t *testing.T) {
	v, err := registry.Lookup("tictactoe")
	if err != nil {
		t.Fatal(err)
	}
	pos, err := v.Parse("xo1/1oo/x1x x") // X wins with b1 (row 1) and with a2 (file a)
	if err != nil {
		t.Fatal(err)
	}
	p, err := engine.New(engine.Config{Player: "flat", Budget: engine.Budget{Rollouts: 300}, Workers: 1, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	res, err := p.Search(context.Background(), pos, nil)
	if err != nil {
		t.Fatal(err)
	}
	rows := engine.Rows(res.Snapshot, pos)
	if len(rows) < 2 || rows[0].Mean != rows[1].Mean || rows[0].Rollouts != rows[1].Rollouts {
		t.Fatalf("no tie of mean and rollouts at the top: the test shows nothing: %+v", rows)
	}
	table := append([]engine.MoveStats(nil), res.Moves...)
	sortRows(table, engine.ByMean, pos)
	for i := range rows {
		if rows[i].Move != table[i].Move {
			t.Errorf("row %d: engine.Rows %s, the panel %s", i, rows[i].Text, table[i].Text)
		}
	}
	if res.Move != rows[0].Move {
		t.Errorf("flat played %s, its rows list %s first", res.MoveText, rows[0].Text)
	}
}

// Nim's tied rows go by heap, then count, as numbers (the game's order
// of its move texts, variants.CompareMoveTexts), in the panel's table
// and engine.Rows alike: flat at 1/1/12 gave 3:2 and 3:10 the same mean
// and rollouts, and the table listed 3:10 first, byte by byte.
func TestNimTiesByHeapThenCount(t *testing.T) {
	v, err := registry.Lookup("nim")
	if err != nil {
		t.Fatal(err)
	}
	pos, err := v.Parse("1/1/12 1")
	if err != nil {
		t.Fatal(err)
	}
	apart := 0 // ties whose two orders differ
	for seed := uint64(1); seed <= 10; seed++ {
		res, table, rows := searchTables(t, "flat", 2000, seed, pos)
		if res.Move != table[0].Move {
			t.Errorf("seed %d: flat played %s, the panel lists %s first", seed, res.MoveText, table[0].Text)
		}
		for i := 1; i < len(table); i++ {
			a, b := table[i-1], table[i]
			if rows[i].Move != b.Move {
				t.Errorf("seed %d, row %d: engine.Rows %s, the panel %s", seed, i, rows[i].Text, b.Text)
			}
			if a.Mean != b.Mean || a.Rollouts != b.Rollouts {
				continue
			}
			if variants.CompareMoveTexts(pos, a.Text, b.Text) > 0 {
				t.Errorf("seed %d: tied rows %s above %s, want heap, then count", seed, a.Text, b.Text)
			}
			if (a.Text < b.Text) != (variants.CompareMoveTexts(pos, a.Text, b.Text) < 0) {
				apart++
			}
		}
	}
	if apart == 0 {
		t.Fatal("no tie that byte order puts otherwise: the test shows nothing")
	}
}

// Roulette's rows go alike in the panel's table and analyze's
// (engine.Rows): by its wheel score, as engine.CompareByScore ranks
// them. analyze listed them by mean, the table by score, so a row sat
// elsewhere in each.
func TestRouletteRowsAlike(t *testing.T) {
	v, err := registry.Lookup("nim")
	if err != nil {
		t.Fatal(err)
	}
	pos := v.Start()
	for seed := uint64(1); seed <= 5; seed++ {
		_, table, rows := searchTables(t, "roulette", 300, seed, pos)
		for i := range rows {
			if rows[i].Move != table[i].Move {
				t.Errorf("seed %d, row %d: engine.Rows %s, the panel %s", seed, i, rows[i].Text, table[i].Text)
			}
		}
	}
}

// searchTables is one search of pos by player at rollouts and seed, on
// one worker: its result, the panel's table of it and engine.Rows'.
func searchTables(t *testing.T, player string, rollouts int64, seed uint64, pos variants.Position) (engine.Result, []engine.MoveStats, []engine.MoveStats) {
	t.Helper()
	p, err := engine.New(engine.Config{Player: player, Budget: engine.Budget{Rollouts: rollouts}, Workers: 1, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	res, err := p.Search(context.Background(), pos, nil)
	if err != nil {
		t.Fatal(err)
	}
	return res, New(kit.Common{}).sortedRows(View{Stats: &res.Snapshot, Pos: pos}), engine.Rows(res.Snapshot, pos)
}
