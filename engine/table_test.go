package engine

import (
	"bytes"
	"slices"
	"testing"

	"rollout/variants"
	"rollout/variants/tictactoe"
)

// A result kept in a record as a table prints the same table when turned
// back into a result: review shows what the live search showed.
func TestTableRoundTrip(t *testing.T) {
	for _, name := range []string{"flat", "uct", "roulette", "searchlight"} {
		res := search(t, mustPlayer(t, Config{Player: name, Seed: 3, Budget: Budget{Rollouts: 3000}, Workers: 1}), tictactoe.Variant.Start())
		var live, kept bytes.Buffer
		if err := WriteTable(&live, res); err != nil {
			t.Fatal(err)
		}
		if err := WriteTable(&kept, ResultOf(res.Table())); err != nil {
			t.Fatal(err)
		}
		if live.String() != kept.String() {
			t.Fatalf("%s: live table\n%s\nkept table\n%s", name, live.String(), kept.String())
		}
		// The principal variations too: a take-back's table showed no line.
		back := ResultOf(res.Table()).Lines
		for i := range res.Moves {
			var want, got []variants.Move
			if i < len(res.Lines) {
				want = res.Lines[i]
			}
			if i < len(back) {
				got = back[i]
			}
			if !slices.Equal(want, got) {
				t.Fatalf("%s: move %d's line %v kept as %v", name, i, want, got)
			}
		}
		if name == "uct" && len(res.Lines) == 0 {
			t.Fatal("uct gave no lines: the check above checked nothing")
		}
	}
}
