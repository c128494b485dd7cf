package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/autosave"
	"rollout/ui/game"
	"rollout/ui/nav"
	"rollout/ui/screens/setup"
	"rollout/ui/uitest"
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

// A setup.json that cannot be written is said in words of its own, on
// the screen shown and without the server's paths, and is no failure of
// the game's saves: it read "Autosave failed, the game is not saved",
// and the game's saves counted it as theirs.
func TestSetupNotRememberedSaysSo(t *testing.T) {
	dir := t.TempDir()
	// A directory, not empty, where the file goes: its write fails.
	if err := os.MkdirAll(filepath.Join(dir, autosave.SetupName, "x"), 0o755); err != nil {
		t.Fatal(err)
	}
	opts := DefaultOptions()
	opts.StateDir, opts.HidePaths = dir, true
	m, _ := newTestModel(t, opts, 100, 30, newFake)
	cfg := game.GameConfig{Variant: game.Variant("tictactoe"), Sides: [2]game.SideOptions{{Human: true},
		{Engine: engine.Config{Player: "flat", Budget: engine.Budget{Time: time.Second}}}}}
	m, cmd := send(m, nav.StartGameMsg{Mode: nav.Game, Cfg: cfg})
	msg := rememberedOf(t, cmd)
	if msg.err == nil {
		t.Fatal("the setup's write did not fail")
	}
	// While a game's engines start the setup screen is shown, and the
	// game about to open would hide the message: it waits for the game.
	m.checking = &check{}
	m, _ = send(m, msg)
	if strings.Contains(m.View(), "remembered") {
		t.Errorf("said while the engines start:\n%s", m.View())
	}
	m.checking = nil
	m, _ = send(m, tea.WindowSizeMsg{Width: 100, Height: 30})
	view := strings.Join(strings.Fields(m.View()), " ")
	if m.active != nav.Game || !strings.Contains(view, "The setup was not remembered for the next start (setup.json): ") {
		t.Errorf("no message of its own:\n%s", m.View())
	}
	if strings.Contains(view, "Autosave failed") || strings.Contains(view, dir) {
		t.Errorf("the message says autosave or shows the state dir %s:\n%s", dir, m.View())
	}
	if err := m.saves.Failing(); err != nil {
		t.Errorf("the game's saves take the setup's failure for theirs: %v", err)
	}
}

// rememberedOf runs cmd's Cmds (each of a batch's, in goroutines) and
// returns the rememberedMsg one of them delivers.
func rememberedOf(t *testing.T, cmd tea.Cmd) rememberedMsg {
	t.Helper()
	got := make(chan rememberedMsg, 1)
	var run func(tea.Cmd)
	run = func(c tea.Cmd) {
		if c == nil {
			return
		}
		go func() {
			switch msg := c().(type) {
			case tea.BatchMsg:
				for _, c := range msg {
					run(c)
				}
			case rememberedMsg:
				got <- msg
			}
		}()
	}
	run(cmd)
	select {
	case msg := <-got:
		return msg
	case <-time.After(uitest.Patience):
		t.Fatalf("no rememberedMsg within %v", uitest.Patience)
	}
	return rememberedMsg{}
}
