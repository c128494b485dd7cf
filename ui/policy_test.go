package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"rollout/engine"
	"rollout/ui/autosave"
	"rollout/ui/game"
)

// A side's rollout policy goes everywhere its game goes: the status line
// and the move's comment name it (so the light policy is never taken for
// pure Monte Carlo), the autosave keeps it, a resumed game plays with it,
// and the PGN names it in the side's tag and the comments.
func TestPolicyCarriedThroughTheGame(t *testing.T) {
	dir := t.TempDir()
	o := autosaveOpts(dir)
	// A player that rolls out (the fake plays it): the setup screen
	// keeps a policy only for those.
	o.Sides[1].Engine.Player, o.Sides[1].Engine.Policy = "uct", engine.Light
	m, cmd := newTestModel(t, o, 100, 30, newFake)
	m = drain(t, m, cmd)
	m, cmd = press(m, ":", "b", "2", "enter")
	m = drain(t, m, cmd)
	m.wait()
	if v := m.View(); !strings.Contains(v, "| light policy") {
		t.Fatalf("the status line does not name the policy:\n%s", v)
	}
	data, err := os.ReadFile(filepath.Join(dir, autosave.SlotName))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "uct 30000 iterations, light policy") {
		t.Fatalf("the engine move's comment does not name the policy:\n%s", data)
	}
	// Resume in a new program: the second side still rolls out light.
	o2 := autosaveOpts(dir)
	o2.Screen = ScreenSetup
	m2, _ := newTestModel(t, o2, 100, 30, newFake)
	m2, _ = press(m2, "R")
	m2, cmd = press(m2, ":", "c", "3", "enter")
	m2 = drain(t, m2, cmd)
	if v := m2.View(); !strings.Contains(v, "| light policy") {
		t.Fatalf("resumed without the policy:\n%s\nthe save was\n%s", v, data)
	}
}

// The TUI's default opponent is the engine's default player, the
// strongest configuration: the setup screen offers it and starts with it,
// and at chess its status line names every part of its knowledge (the
// game's preset, engine.Config.ForGame), so it is not taken for pure uct.
func TestDefaultOpponentIsTheDefaultPlayer(t *testing.T) {
	o := DefaultOptions()
	if got := o.Sides[1].Engine.Player; got != engine.DefaultPlayer {
		t.Fatalf("default opponent %q, want %q", got, engine.DefaultPlayer)
	}
	m, _ := newTestModel(t, o, 100, 30, nil)
	if v := m.View(); !strings.Contains(v, engine.DefaultPlayer) {
		t.Fatalf("the setup screen does not show the default player:\n%s", v)
	}
	if game.Variant("chess") == nil {
		t.Skip("chess not registered")
	}
	o.Variant, o.Screen = "chess", ScreenGame
	o.Sides[1].Engine.Budget = engine.Budget{Rollouts: 200}
	o.Sides[1].Engine.Workers = 1
	o.OutDir = t.TempDir()
	// 140 columns: the status line says why the search stopped before
	// its figures ("default played Nf6 (rollouts): ..."), so the parts
	// start further right than at 120.
	m, cmd := newTestModel(t, o, 140, 30, nil)
	m = drain(t, m, cmd)
	m, cmd = press(m, ":", "e", "4", "enter")
	m = drain(t, m, cmd)
	m.wait()
	v := m.View()
	for _, part := range []string{"light policy", "eval k=0", "minimax a=0.5", "priors w=1"} {
		if !strings.Contains(v, part) {
			t.Fatalf("the status line does not name %q:\n%s", part, v)
		}
	}
	// The PGN's tag names them too, as match's do.
	m, _ = press(m, "s")
	if !strings.Contains(m.View(), "Saved ") {
		t.Fatalf("s did not save:\n%s", m.View())
	}
	files, _ := filepath.Glob(filepath.Join(o.OutDir, "*.pgn"))
	if len(files) != 1 {
		t.Fatalf("saved %v", files)
	}
	data, err := os.ReadFile(files[0])
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	tactical := "" // the default's tactical set, named once adopted
	if engine.DefaultTactical == engine.TacticalAuto {
		tactical = ", tactical set from 500ms or 100000 iterations"
	}
	if want := `[Black "default 200 iterations, light policy, eval k=0, minimax a=0.5, priors w=1, widening K=1.5, evaluation ` + engine.DefaultEval + `, quiet moves ` + engine.DefaultQuietOrder + `, minimax after 4 children, move history W=1, capture search ` + engine.DefaultQSearch + tactical + `"]`; !strings.Contains(text, want) {
		t.Fatalf("the PGN's tag is not %s:\n%s", want, text)
	}
}

// The setup screen says the default player's policy is its preset and,
// on the row, names the preset's parts, rather than showing a policy and
// estimator it will not use.
func TestSetupShowsTheDefaultPlayersPreset(t *testing.T) {
	if game.Variant("chess") == nil {
		t.Skip("chess not registered")
	}
	o := DefaultOptions()
	o.Variant = "chess"
	m, _ := newTestModel(t, o, 160, 30, newFake)
	// Up from Start to the second side's level row (full: the default's
	// preset), whatever rows the cursor passes over on the way (the
	// Estimator row, "preset", offers no choice).
	for range 20 {
		if strings.Contains(m.View(), "> Black level") {
			break
		}
		m, _ = press(m, "up")
	}
	if v := m.View(); !strings.Contains(v, "> Black level") || !strings.Contains(v, "preset: light policy, eval k=0, minimax a=0.5, priors w=1") {
		t.Fatalf("the setup screen does not name the default player's preset:\n%s", v)
	}
}
