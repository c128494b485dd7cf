package ui

import (
	"context"
	"regexp"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/kit"
	"rollout/ui/uitest"
)

// plainStyles are the colour-off styles every golden test uses.
func plainStyles() *kit.Styles {
	st := kit.NewStyles(false, true)
	return &st
}

// newTestModel builds a root model at the given size with colour off and
// ASCII pieces, runs its start-up message, and returns it with the Cmd
// that start-up produced.
func newTestModel(t testing.TB, opts Options, w, h int, newPlayer func(engine.Config) (engine.Player, error)) (Model, tea.Cmd) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	opts.ASCII = true
	if opts.OutDir == "" {
		opts.OutDir = t.TempDir() // chess games save PGN when they end
	}
	if newPlayer == nil {
		newPlayer = engine.New
	}
	m := newModel(ctx, opts, plainStyles(), newPlayer)
	m, _ = send(m, tea.WindowSizeMsg{Width: w, Height: h})
	t.Cleanup(func() {
		cancel()
		m.wait()
	})
	return send(m, initMsg{})
}

// send delivers one message to the model, as the program would.
func send(m Model, msg tea.Msg) (Model, tea.Cmd) {
	nm, cmd := m.Update(msg)
	return nm.(Model), cmd
}

// setupMode reads the setup screen's Mode row from the view ("" when
// the setup screen is not shown).
func setupMode(m Model) string {
	if got := modeRow.FindStringSubmatch(m.View()); got != nil {
		return got[1]
	}
	return ""
}

var modeRow = regexp.MustCompile(`Mode +(?:[<◂] )?(\w+)`)

// keyMsg builds the key message a terminal would deliver for s
// (uitest.Key).
func keyMsg(s string) tea.KeyMsg { return uitest.Key(s) }

// press sends keys one by one and returns the last Cmd.
func press(m Model, keys ...string) (Model, tea.Cmd) { return uitest.Press(m, send, keys...) }

// isQuit reports whether cmd is tea.Quit (uitest.IsQuit).
func isQuit(cmd tea.Cmd) bool { return uitest.IsQuit(cmd) }

// drain runs the Cmds of searches until the game has no search running,
// feeding their messages back (uitest.Drain).
func drain(t *testing.T, m Model, cmd tea.Cmd) Model { return uitest.Drain(t, m, cmd, send) }

// runCmd runs a Cmd, the first message of a batch (uitest.RunCmd).
func runCmd(cmd tea.Cmd) tea.Msg { return uitest.RunCmd(cmd) }

// newFake is uitest's fake engine (a player factory).
var newFake = uitest.NewFake

// waited reports whether the model's background work (Model.wait) ended
// within d.
func waited(m Model, d time.Duration) bool { return uitest.Within(d, m.wait) }

// fakePlayer is uitest's deterministic engine.
type fakePlayer = uitest.FakePlayer
