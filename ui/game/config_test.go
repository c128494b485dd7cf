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

func TestHidePaths(t *testing.T) {
	for _, tc := range []struct{ text, out, state, want string }{
		{"Saved /srv/users/key-1/games/rollout-1.pgn", "/srv/users/key-1/games", "/srv/users/key-1", "Saved games/rollout-1.pgn"},
		{"autosave: open /srv/users/key-1/autosave.json: denied", "/srv/users/key-1/games/", "/srv/users/key-1/", "autosave: open ~/autosave.json: denied"},
		{"nothing to hide", "", "", "nothing to hide"},
	} {
		if got := HidePaths(tc.text, tc.out, tc.state); got != tc.want {
			t.Errorf("HidePaths(%q) = %q, want %q", tc.text, got, tc.want)
		}
	}
	c := GameConfig{OutDir: "/a/games", StateDir: "/a"}
	if got := c.Shown("Saved /a/games/x.pgn"); got != "Saved /a/games/x.pgn" {
		t.Errorf("without HidePaths: %q", got)
	}
	c.HidePaths = true
	if got := c.Shown("Saved /a/games/x.pgn"); got != "Saved games/x.pgn" {
		t.Errorf("with HidePaths: %q", got)
	}
}
