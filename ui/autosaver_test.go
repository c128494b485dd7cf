package ui

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"rollout/ui/autosave"
)

// slotMoves reads a slot's save and returns its first move ("" for none)
// and its number of moves; a missing slot gives "", -1.
func slotMoves(t *testing.T, dir, name string) (string, int) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, name))
	if os.IsNotExist(err) {
		return "", -1
	}
	if err != nil {
		t.Fatal(err)
	}
	var sg autosave.Game
	if err := json.Unmarshal(data, &sg); err != nil {
		t.Fatal(err)
	}
	if len(sg.Moves) == 0 {
		return "", 0
	}
	return sg.Moves[0].Move, len(sg.Moves)
}

// playOne makes the person's move and waits for the engine's reply and
// the save.
func playOne(t *testing.T, m Model, keys ...string) Model {
	t.Helper()
	m, cmd := press(m, keys...)
	m = drain(t, m, cmd)
	m.wait()
	return m
}

// A new game does not wipe out an unfinished one: at the new game's first
// move the old one moves to the previous slot, the setup screen offers
// both (R the last, P the one before), and resuming the one before swaps
// them back at its next move. Nothing unfinished is lost.
func TestAutosaveKeepsThePreviousGame(t *testing.T) {
	dir := t.TempDir()
	m, cmd := newTestModel(t, autosaveOpts(dir), 100, 30, newFake)
	m = drain(t, m, cmd)
	m = playOne(t, m, ":", "b", "2", "enter") // game A: b2, a1
	if first, n := slotMoves(t, dir, autosave.SlotName); first != "b2" || n != 2 {
		t.Fatalf("game A's save: %q, %d moves", first, n)
	}
	// r (twice: the game is in progress): game B; its first move keeps
	// A as the previous game.
	m, cmd = press(m, "r", "r")
	m = drain(t, m, cmd)
	if first, _ := slotMoves(t, dir, autosave.SlotName); first != "b2" {
		t.Fatal("a new game without a move replaced the save")
	}
	playOne(t, m, ":", "c", "3", "enter")
	if first, n := slotMoves(t, dir, autosave.SlotName); first != "c3" || n != 2 {
		t.Fatalf("game B's save: %q, %d moves", first, n)
	}
	if first, n := slotMoves(t, dir, autosave.PreviousName); first != "b2" || n != 2 {
		t.Fatalf("game A is not kept as the previous game: %q, %d moves", first, n)
	}
	// A new program: the setup screen offers both.
	o := autosaveOpts(dir)
	o.Screen = ScreenSetup
	m2, _ := newTestModel(t, o, 100, 30, newFake)
	v := m2.View()
	if !strings.Contains(v, "R resumes: Tic-tac-toe, X to play move 2") || !strings.Contains(v, "P resumes the one before: Tic-tac-toe, X to play move 2") {
		t.Fatalf("the setup screen does not offer both games:\n%s", v)
	}
	m2, _ = press(m2, "P")
	if v := m2.View(); !strings.Contains(v, "1. b2     a1") {
		t.Fatalf("P did not resume game A:\n%s", v)
	}
	playOne(t, m2, ":", "c", "1", "enter")
	if first, n := slotMoves(t, dir, autosave.SlotName); first != "b2" || n != 4 {
		t.Fatalf("resumed game A's save: %q, %d moves", first, n)
	}
	if first, n := slotMoves(t, dir, autosave.PreviousName); first != "c3" || n != 2 {
		t.Fatalf("game B is not kept as the previous game: %q, %d moves", first, n)
	}
}
