package panel

import (
	"context"
	"testing"

	"rollout/engine"
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
	rows := engine.Rows(res.Snapshot)
	if len(rows) < 2 || rows[0].Mean != rows[1].Mean || rows[0].Rollouts != rows[1].Rollouts {
		t.Fatalf("no tie of mean and rollouts at the top: the test shows nothing: %+v", rows)
	}
	table := append([]engine.MoveStats(nil), res.Moves...)
	sortRows(table, engine.ByMean)
	for i := range rows {
		if rows[i].Move != table[i].Move {
			t.Errorf("row %d: engine.Rows %s, the panel %s", i, rows[i].Text, table[i].Text)
		}
	}
	if res.Move != rows[0].Move {
		t.Errorf("flat played %s, its rows list %s first", res.MoveText, rows[0].Text)
	}
}
