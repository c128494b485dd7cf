package remember

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/autosave"
	"rollout/ui/game"
	"rollout/ui/uitest"
	"rollout/variants"
)

// connect4 is a setup to remember: a person against flat on a clock, a
// series count.
func connect4() game.GameConfig {
	return game.GameConfig{Variant: game.Variant("connect4"), Games: 3, Sides: [2]game.SideOptions{{Human: true},
		{Engine: engine.Config{Player: "flat", Budget: engine.Budget{Time: 3 * time.Second}}}},
		TimeControl: variants.TimeControl{Base: 5 * time.Minute, Increment: 3 * time.Second}}
}

// kept runs the Cmd Keep returned, waiting with uitest's patience.
func kept(t *testing.T, cmd tea.Cmd) KeptMsg {
	t.Helper()
	if cmd == nil {
		t.Fatal("Keep returned no Cmd")
	}
	got := make(chan tea.Msg, 1)
	go func() { got <- cmd() }()
	select {
	case msg := <-got:
		return msg.(KeptMsg)
	case <-time.After(uitest.Patience):
		t.Fatalf("the setup's write did not end within %v", uitest.Patience)
	}
	return KeptMsg{}
}

// The setup a game was started from is kept and recalled: the game, both
// sides, the series' count and the clock; a new Memory on the same dir
// (the next start) recalls it.
func TestKeepAndRecall(t *testing.T) {
	dir := t.TempDir()
	var wg sync.WaitGroup
	if msg := kept(t, New(dir).Keep(&wg, connect4())); msg.Err != nil {
		t.Fatalf("keep: %v", msg.Err)
	}
	wg.Wait()
	s, ok := New(dir).Recall()
	if !ok {
		t.Fatal("nothing recalled")
	}
	want := connect4()
	if s.Variant != "connect4" || s.Games != 3 || s.Sides != want.Sides || s.TimeControl != want.TimeControl {
		t.Errorf("recalled %+v, want the connect4 setup kept", s)
	}
}

// Nothing is kept without a directory or a game, and nothing recalled
// from a file that does not read (the setup screen opens on its
// defaults).
func TestNothingToRecall(t *testing.T) {
	var wg sync.WaitGroup
	if cmd := New("").Keep(&wg, connect4()); cmd != nil {
		t.Error("Keep with no directory returned a Cmd")
	}
	dir := t.TempDir()
	if cmd := New(dir).Keep(&wg, game.GameConfig{}); cmd != nil {
		t.Error("Keep with no game returned a Cmd")
	}
	if _, ok := New(dir).Recall(); ok {
		t.Error("recalled a setup from an empty directory")
	}
	if err := os.WriteFile(filepath.Join(dir, autosave.SetupName), []byte("{not json"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, ok := New(dir).Recall(); ok {
		t.Error("recalled a setup from a file that does not read")
	}
}

// A write that fails is reported (KeptMsg.Err) and told in words of its
// own naming the file's purpose, not as the game's autosave.
func TestNotKept(t *testing.T) {
	dir := t.TempDir()
	// A directory, not empty, where the file goes: its write fails.
	if err := os.MkdirAll(filepath.Join(dir, autosave.SetupName, "x"), 0o755); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	msg := kept(t, New(dir).Keep(&wg, connect4()))
	wg.Wait()
	if msg.Err == nil {
		t.Fatal("the write into a directory did not fail")
	}
	text := NotKeptText(msg.Err)
	if !strings.HasPrefix(text, "The setup was not remembered for the next start (setup.json): ") || strings.Contains(text, "Autosave failed") {
		t.Errorf("message %q", text)
	}
}

// A kept side that is an engine with no player (the lessons' start kept
// two such sides) is not recalled: the setup screen opens on its
// defaults, not on two blank players that enter refused.
func TestNoPlayerNotRecalled(t *testing.T) {
	dir := t.TempDir()
	if err := autosave.WriteSetup(dir, autosave.Setup{Variant: "tictactoe"}); err != nil {
		t.Fatal(err)
	}
	if s, ok := New(dir).Recall(); ok {
		t.Errorf("recalled %+v, sides with no player", s)
	}
}
