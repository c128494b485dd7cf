package game

import (
	"testing"

	"rollout/engine"
)

// Line replays the moves from the start (the variant's), copies a
// Record it is given, and names a bad move; EngineSide is the second
// side's engine unless a person plays second.
func TestGameConfigLineAndEngineSide(t *testing.T) {
	v := Variant("tictactoe")
	c := GameConfig{Variant: v, Moves: []string{"b2", "a1"}}
	rec, err := c.Line()
	if err != nil || rec.Len() != 2 {
		t.Fatalf("line %v, err %v", rec, err)
	}
	c.Record = rec
	cp, err := c.Line()
	if err != nil || cp == rec || cp.Len() != 2 {
		t.Fatalf("the record is not copied: %v %v", cp, err)
	}
	if _, err := (GameConfig{Variant: v, Moves: []string{"b2", "b2"}}).Line(); err == nil {
		t.Fatal("an illegal move was replayed")
	}
	c.Sides = [2]SideOptions{{Engine: engine.Config{Player: "flat"}}, {Engine: engine.Config{Player: "uct"}}}
	if got := c.EngineSide().Player; got != "uct" {
		t.Fatalf("engine side %q, want the second's", got)
	}
	c.Sides[1].Human = true
	if got := c.EngineSide().Player; got != "flat" {
		t.Fatalf("engine side %q, want the first's when a person plays second", got)
	}
}
