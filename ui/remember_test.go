package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"rollout/engine"
	"rollout/ui/autosave"
	"rollout/ui/game"
	"rollout/ui/nav"
	"rollout/ui/screens/setup"
	"rollout/variants"
)

// TestSetupRememberedAcrossRestarts is issue 26 defect 8: the setup screen forgot the
// game across restarts. A game started from it is remembered in the
// state directory, and the next program whose command line names no
// game opens the setup screen on it; one that names a game, or a
// remembered file that does not read, opens as before.
func TestSetupRememberedAcrossRestarts(t *testing.T) {
	dir := t.TempDir()
	opts := DefaultOptions()
	opts.StateDir = dir
	m, _ := newTestModel(t, opts, 100, 30, newFake)
	v := game.Variant("connect4")
	cfg := game.GameConfig{Variant: v, Sides: [2]game.SideOptions{{Human: true},
		{Engine: engine.Config{Player: "flat", Budget: engine.Budget{Time: 3 * time.Second}}}},
		TimeControl: variants.TimeControl{Base: 5 * time.Minute, Increment: 3 * time.Second}}
	m, _ = send(m, nav.StartGameMsg{Mode: nav.Game, Cfg: cfg})
	if !waited(m, time.Minute) {
		t.Fatal("the setup's write did not end")
	}
	if _, err := os.Stat(filepath.Join(dir, autosave.SetupName)); err != nil {
		t.Fatalf("the setup was not remembered: %v", err)
	}
	for _, tc := range []struct {
		name     string
		remember bool
		want     string
	}{
		{"a bare start opens the remembered game", true, "connect4"},
		{"a command line's game wins", false, "tictactoe"},
	} {
		o := DefaultOptions()
		o.StateDir, o.RememberSetup = dir, tc.remember
		m, _ := newTestModel(t, o, 100, 30, newFake)
		_, got, err := m.screens[nav.Setup].(setup.Model).Describe()
		if err != nil {
			t.Fatal(err)
		}
		if got.Variant.Name != tc.want {
			t.Errorf("%s: the setup screen opens on %s, want %s", tc.name, got.Variant.Name, tc.want)
		}
		if tc.remember && (got.Sides[1].Engine.Player != "flat" || got.TimeControl.String() != "5+3") {
			t.Errorf("%s: sides %+v, clock %v", tc.name, got.Sides, got.TimeControl)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, autosave.SetupName), []byte("{not json"), 0o600); err != nil {
		t.Fatal(err)
	}
	o := DefaultOptions()
	o.StateDir, o.RememberSetup = dir, true
	m, _ = newTestModel(t, o, 100, 30, newFake)
	if v := m.View(); !strings.Contains(v, "Tic-tac-toe") {
		t.Errorf("a remembered file that does not read does not open the defaults:\n%s", v)
	}
}
