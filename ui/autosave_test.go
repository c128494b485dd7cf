package ui

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/autosave"
	"rollout/ui/game"
)

// autosaveOpts is a tic-tac-toe game against the fake engine that saves
// to dir.
func autosaveOpts(dir string) Options {
	o := gameOpts("tictactoe", "fake")
	o.StateDir = dir
	return o
}

func TestAutosaveAfterEveryMoveAndResume(t *testing.T) {
	dir := t.TempDir()
	m, cmd := newTestModel(t, autosaveOpts(dir), 80, 24, newFake)
	m = drain(t, m, cmd)
	m, cmd = press(m, ":", "b", "2", "enter")
	m = drain(t, m, cmd)
	m.wait() // the save is written off the Update goroutine
	want := m.View()
	if !strings.Contains(want, "1. b2     a1") {
		t.Fatalf("want b2 a1 played:\n%s", want)
	}
	data, err := os.ReadFile(filepath.Join(dir, autosave.SlotName))
	if err != nil {
		t.Fatalf("no save after two moves: %v", err)
	}
	if !strings.Contains(string(data), `"move": "a1"`) || !strings.Contains(string(data), "[%rollout ") {
		t.Fatalf("the save lacks the engine's move or its table:\n%s", data)
	}
	// A new program on the same directory: the setup screen offers the
	// game; R resumes it with its history, tables and side to move.
	o := autosaveOpts(dir)
	o.Screen = ScreenSetup
	m2, _ := newTestModel(t, o, 80, 24, newFake)
	if v := m2.View(); !strings.Contains(v, "R resumes: Tic-tac-toe, X to play move 2, X human vs O fake") {
		t.Fatalf("the setup screen does not offer the game:\n%s", v)
	}
	m2, _ = press(m2, "R")
	// The same moves and stored table, the person to move; the same seed
	// (the next save, after the person's move, carries it).
	got := m2.View()
	for _, part := range []string{"1. b2     a1", "**** a1"} {
		if !strings.Contains(got, part) || !strings.Contains(want, part) {
			t.Fatalf("resumed %q differs from the game saved:\n%s\nsaved:\n%s", part, got, want)
		}
	}
	if !strings.Contains(got, ": type a move (") {
		t.Fatalf("the person (X) cannot move in the resumed game:\n%s", got)
	}
	seed := func() uint64 {
		m2.wait()
		data, err := os.ReadFile(filepath.Join(dir, autosave.SlotName))
		if err != nil {
			t.Fatal(err)
		}
		var sg autosave.Game
		if err := json.Unmarshal(data, &sg); err != nil {
			t.Fatal(err)
		}
		return sg.Seed
	}
	before := seed()
	if !strings.Contains(m2.View(), "Resumed: X to play move 2") {
		t.Fatalf("no resume message:\n%s", m2.View())
	}
	m2, cmd = press(m2, ":", "c", "3", "enter")
	m2 = drain(t, m2, cmd)
	if after := seed(); after != before {
		t.Fatalf("the resumed game saves seed %d, the game had %d", after, before)
	}
}

func TestAutosaveLeavesTheSlotWhenTheGameEnds(t *testing.T) {
	dir := t.TempDir()
	o := autosaveOpts(dir)
	o.Sides[0] = game.SideOptions{Engine: engine.Config{Player: "fake"}}
	m, cmd := newTestModel(t, o, 80, 24, newFake)
	// Two fake engines play tic-tac-toe to its end, a move per autoplay
	// pause; the slot is written on the way and emptied at the end.
	m = drain(t, m, cmd)
	m.wait()
	if !strings.Contains(m.View(), "Game over") {
		t.Fatalf("the game did not end:\n%s", m.View())
	}
	if _, err := os.Stat(filepath.Join(dir, autosave.SlotName)); !os.IsNotExist(err) {
		t.Fatalf("a finished game is still in the resume slot (%v)", err)
	}
}

func TestAutosaveCorruptIsMovedAside(t *testing.T) {
	for _, bad := range []string{"{not json", `{"version":99}`, `{"version":1,"variant":"tictactoe","moves":[{"move":"z9"}]}`, `{"version":1,"variant":"nope"}`} {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, autosave.SlotName), []byte(bad), 0o644); err != nil {
			t.Fatal(err)
		}
		o := autosaveOpts(dir)
		o.Screen = ScreenSetup
		m, _ := newTestModel(t, o, 100, 24, newFake)
		v := m.View()
		if !strings.Contains(v, "could not be read") || strings.Contains(v, "R resumes") {
			t.Fatalf("%q: not reported:\n%s", bad, v)
		}
		aside, _ := filepath.Glob(filepath.Join(dir, autosave.SlotName+".bad-*"))
		if len(aside) != 1 {
			t.Fatalf("%q: moved aside to %v", bad, aside)
		}
		if _, err := os.Stat(filepath.Join(dir, autosave.SlotName)); !os.IsNotExist(err) {
			t.Fatalf("%q: the bad save is still in the slot", bad)
		}
	}
}

// Both resume slots unreadable: both are reported, each moved aside.
// Only the second report stayed on the setup screen, so autosave.json
// went aside without a word.
func TestAutosaveBothSlotsCorruptAreReported(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{autosave.SlotName, autosave.PreviousName} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("{not json"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	o := autosaveOpts(dir)
	o.Screen = ScreenSetup
	m, _ := newTestModel(t, o, 160, 40, newFake)
	v := strings.Join(strings.Fields(m.View()), "")
	for _, name := range []string{autosave.SlotName, autosave.PreviousName} {
		if !strings.Contains(v, name+".bad-") {
			t.Errorf("%s moved aside without a word:\n%s", name, m.View())
		}
	}
}

// Under serve (HidePaths) a save moved aside is named as the user knows
// their folder, ~/autosave.json.bad-TIME: the setup screen showed the
// server's STATE-DIR/users/ID/autosave.json.bad-TIME (docs/serve.md's
// security model: no path of the server shown).
func TestAutosaveReportHidesServerPaths(t *testing.T) {
	for _, names := range [][]string{{autosave.SlotName}, {autosave.SlotName, autosave.PreviousName}} {
		dir := t.TempDir()
		for _, name := range names {
			if err := os.WriteFile(filepath.Join(dir, name), []byte("{not json"), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		o := autosaveOpts(dir)
		o.Screen, o.HidePaths = ScreenSetup, true
		m, _ := newTestModel(t, o, 160, 40, newFake)
		v := strings.Join(strings.Fields(m.View()), "")
		if strings.Contains(v, dir) || !strings.Contains(v, "~") || !strings.Contains(v, "autosave.json.bad-") {
			t.Errorf("%v: the report names the server's path:\n%s", names, m.View())
		}
	}
}

// The lessons' progress moved aside is named so too: ~/learn.json.bad-TIME.
func TestLearnProgressReportHidesServerPaths(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, autosave.ProgressName), []byte("{not json"), 0o644); err != nil {
		t.Fatal(err)
	}
	m, _ := newTestModel(t, Options{Variant: "tictactoe", Screen: ScreenLearn, Lesson: 1, StateDir: dir, HidePaths: true}, 160, 40, newFake)
	v := strings.Join(strings.Fields(m.View()), "")
	if strings.Contains(v, dir) || !strings.Contains(v, "movedasideto~/learn.json") {
		t.Errorf("the report names the server's path:\n%s", m.View())
	}
}

func TestAutosaveQuitSaysTheGameIsKept(t *testing.T) {
	m, cmd := newTestModel(t, autosaveOpts(t.TempDir()), 80, 24, newFake)
	m = drain(t, m, cmd)
	m, cmd = press(m, ":", "b", "2", "enter")
	m = drain(t, m, cmd)
	m, cmd = press(m, "q")
	if isQuit(cmd) || !strings.Contains(m.View(), "the game is saved (R on the setup screen resumes it)") {
		t.Fatalf("q mid-game:\n%s", m.View())
	}
	if _, cmd = press(m, "q"); !isQuit(cmd) {
		t.Fatal("the second q did not quit")
	}
}

// A state dir that is a file cannot hold a save: the screen says the
// game is not saved, keeps saying it while play goes on, and the quit
// prompt does not claim a save (issue 20, item 1).
func TestAutosaveFailureIsShownAndTheQuitPromptTellsTheTruth(t *testing.T) {
	notDir := filepath.Join(t.TempDir(), "notadir")
	if err := os.WriteFile(notDir, []byte("x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	o := autosaveOpts(notDir)
	o.Sides[1] = game.SideOptions{Human: true}
	m, cmd := newTestModel(t, o, 80, 24, newFake)
	m = drain(t, m, cmd)
	m, _ = press(m, ":", "b", "2", "enter")
	m.wait() // the save has run (and failed)
	if v := m.View(); !strings.Contains(v, "Autosave failed, the game is not saved") {
		t.Fatalf("after a failed save:\n%s", v)
	}
	// The next move reports the failure in the same update that plays it:
	// it must not be cleared there.
	m, _ = press(m, ":", "a", "1", "enter")
	if v := m.View(); !strings.Contains(v, "Autosave failed, the game is not saved") || !strings.Contains(v, "not a directory") {
		t.Fatalf("after a second move:\n%s", v)
	}
	m.wait()
	m, cmd = press(m, "q")
	v := m.View()
	if isQuit(cmd) || strings.Contains(v, "the game is saved") || !strings.Contains(v, "NOT saved") {
		t.Fatalf("q after failed saves:\n%s", v)
	}
	if _, cmd = press(m, "q"); !isQuit(cmd) {
		t.Fatal("the second q did not quit")
	}
}

// Under serve (HidePaths) the standing "Autosave failed" names the
// user's folder (~), never the server's: once a key's message cleared
// the one the failed save set, the message area showed the failure with
// STATE-DIR's path.
func TestAutosaveFailureHidesServerPaths(t *testing.T) {
	base := t.TempDir()
	notDir := filepath.Join(base, "notadir")
	if err := os.WriteFile(notDir, []byte("x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	o := autosaveOpts(notDir)
	o.Sides[1] = game.SideOptions{Human: true}
	o.HidePaths = true
	m, cmd := newTestModel(t, o, 120, 30, newFake)
	m = drain(t, m, cmd)
	m, _ = press(m, ":", "b", "2", "enter")
	m.wait() // the save has run (and failed)
	for _, keys := range [][]string{nil, {":", "a", "1", "enter"}, {"v"}, {"v"}} {
		m, _ = press(m, keys...)
		m.wait()
		v := m.View()
		if strings.Contains(v, base) {
			t.Fatalf("after %v the screen names the server's path:\n%s", keys, v)
		}
	}
	if v := m.View(); !strings.Contains(v, "Autosave failed, the game is not saved") {
		t.Fatalf("the failure is no longer said:\n%s", v)
	}
}

// A lesson's progress that cannot be written says so without the
// server's paths either (HidePaths).
func TestLearnProgressWriteFailureHidesServerPaths(t *testing.T) {
	base := t.TempDir()
	notDir := filepath.Join(base, "notadir")
	if err := os.WriteFile(notDir, []byte("x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	m, cmd := newTestModel(t, Options{Variant: "tictactoe", Screen: ScreenLearn, Lesson: 1, StateDir: notDir, HidePaths: true}, 160, 40, newFake)
	m = drain(t, m, cmd)
	said := false
	for i := 0; i < 12 && !said; i++ {
		for _, k := range []string{"enter", "1"} {
			m, cmd = press(m, k)
			m = drain(t, m, cmd)
			m.wait()
			m, _ = send(m, tea.WindowSizeMsg{Width: 160, Height: 40}) // an update after the write
			v := m.View()
			if strings.Contains(v, base) {
				t.Fatalf("the screen names the server's path:\n%s", v)
			}
			said = said || strings.Contains(v, "autosave: progress")
		}
	}
	if !said {
		t.Fatalf("the failed write is not said:\n%s", m.View())
	}
}

// A finished game whose PGN save fails stays in the resume slot: the
// slot is emptied only once the PGN is written (issue 20, item 4).
func TestAutosaveKeptWhenThePGNSaveFails(t *testing.T) {
	if game.Variant("chess") == nil {
		t.Skip("chess not registered")
	}
	dir := t.TempDir()
	notDir := filepath.Join(t.TempDir(), "notadir")
	if err := os.WriteFile(notDir, []byte("x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	o := autosaveOpts(dir)
	o.Variant, o.OutDir = "chess", notDir
	o.Sides[1] = game.SideOptions{Human: true}
	m, cmd := newTestModel(t, o, 100, 30, newFake)
	m = drain(t, m, cmd)
	m = foolsMate(m)
	if v := m.View(); !strings.Contains(v, "saving failed") {
		t.Fatalf("the PGN save should fail:\n%s", v)
	}
	if _, err := os.Stat(filepath.Join(dir, autosave.SlotName)); err != nil {
		t.Fatalf("the resume slot was emptied although the PGN was not written: %v", err)
	}
	// With a PGN directory that works, the slot is emptied at the end.
	o.OutDir = t.TempDir()
	dir2 := t.TempDir()
	o.StateDir = dir2
	m, cmd = newTestModel(t, o, 100, 30, newFake)
	m = drain(t, m, cmd)
	m = foolsMate(m)
	if v := m.View(); !strings.Contains(v, "; saved") {
		t.Fatalf("the PGN save should succeed:\n%s", v)
	}
	if _, err := os.Stat(filepath.Join(dir2, autosave.SlotName)); !os.IsNotExist(err) {
		t.Fatalf("the resume slot should be empty after a saved game: %v", err)
	}
}

// foolsMate types the four moves of fool's mate (both sides people),
// waiting after each for the saves it queued.
func foolsMate(m Model) Model {
	for _, mv := range []string{"f3", "e5", "g4", "Qh4"} {
		m, _ = press(m, ":")
		for _, r := range mv {
			m, _ = press(m, string(r))
		}
		m, _ = press(m, "enter")
		m.wait()
	}
	return m
}
