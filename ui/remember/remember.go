// Package remember keeps the game last started from the setup screen
// across restarts (it opened on tic-tac-toe every time), in the state
// directory's setup.json (autosave.Setup, autosave.SetupName): the root
// keeps the setup when the setup screen starts a game (Memory.Keep) and
// recalls it as the program starts when the command line named no game
// (Memory.Recall, for Options.RememberSetup).
package remember

import (
	"sync"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/autosave"
	"rollout/ui/game"
	"rollout/variants"
)

// Setup is a remembered setup: what the setup screen starts from.
type Setup struct {
	Variant     string
	Games       int
	Sides       [2]game.SideOptions
	TimeControl variants.TimeControl // zero: untimed
}

// Memory is the remembered setup of one state directory and the queue of
// its writes: a Saver of its own, not the game's, so a failed setup.json
// is never taken for a game not saved (nor the game's failure for its
// own), and a game's write never makes the setup's look stale. The root
// builds one per program. A Memory on no directory keeps nothing.
type Memory struct {
	dir   string
	saves autosave.Saver
}

// New is the memory kept in dir ("" keeps nothing).
func New(dir string) *Memory { return &Memory{dir: dir} }

// Settled is closed once no write queued is left to run
// (autosave.Saver.Settled).
func (m *Memory) Settled() <-chan struct{} { return m.saves.Settled() }

// Keep queues the write of the setup cfg was started from, counted by wg
// (the program waits for it), and returns the Cmd that reports the end
// of the writes queued so far (KeptMsg); nil when nothing is kept (no
// directory, no game).
func (m *Memory) Keep(wg *sync.WaitGroup, cfg game.GameConfig) tea.Cmd {
	if m == nil || m.dir == "" || cfg.Variant == nil {
		return nil
	}
	s := autosave.Setup{Variant: cfg.Variant.Name, Games: cfg.Games}
	for i, side := range cfg.Sides {
		s.Sides[i] = autosave.Side{Human: side.Human, Engine: side.Engine}
	}
	if cfg.TimeControl.Timed() {
		s.TimeControl = cfg.TimeControl.String()
	}
	dir, saves := m.dir, &m.saves
	saves.Queue(wg, func() error { return autosave.WriteSetup(dir, s) })
	return func() tea.Msg {
		<-saves.Settled()
		return KeptMsg{Err: saves.TakeErr()}
	}
}

// KeptMsg ends the setup's writes queued so far: Err is the last
// failure, nil when they succeeded.
type KeptMsg struct{ Err error }

// NotKeptText is what the person is told of a failed write, in words of
// its own: it was once said as "Autosave failed, the game is not saved",
// which it is not about. The caller hides the server's paths in it
// (game.HidePaths) where it must.
func NotKeptText(err error) string {
	return "The setup was not remembered for the next start (" + autosave.SetupName + "): " + err.Error()
}

// Recall is the remembered setup, ok false when there is none that reads
// (a file that does not read, names no game this program knows, or a
// side an engine of no player, remembers nothing: the setup screen opens
// on its defaults). A clock
// that does not read is none.
func (m *Memory) Recall() (s Setup, ok bool) {
	if m == nil {
		return Setup{}, false
	}
	saved, ok, err := autosave.LoadSetup(m.dir)
	if !ok || err != nil {
		return Setup{}, false
	}
	s = Setup{Variant: saved.Variant, Games: saved.Games}
	for i, side := range saved.Sides {
		if !side.Human && side.Engine.Player == "" {
			// An engine with no player (the lessons' start kept such
			// sides once) would start nothing: the defaults instead.
			return Setup{}, false
		}
		s.Sides[i] = game.SideOptions{Human: side.Human, Engine: side.Engine}
	}
	if tc, err := variants.ParseTimeControl(saved.TimeControl); err == nil {
		s.TimeControl = tc
	}
	return s, true
}
