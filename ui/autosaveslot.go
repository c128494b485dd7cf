package ui

import (
	"errors"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/nav"
	"rollout/ui/slots"
)

// The resume slots as the root offers them (what it keeps of them is
// slots.Kept): read after a game, offered on the setup screen (R, P),
// and resumed.

// offerSlots keeps what the slots hold for R and P and tells the setup
// screen; a save that did not read is reported there (it has been moved
// aside) and never stops the program.
func (m Model) offerSlots(r slots.Held) Model {
	if err := r.Err(); err != nil {
		// Under serve the server's paths are the user's (~/...), as
		// every other message has them: this one showed
		// STATE-DIR/users/ID/autosave.json.bad-TIME.
		m = m.tellSetup(nav.SetupErrorMsg{Err: errors.New(m.defaults.Shown(err.Error()))})
	}
	m.slots = m.slots.Hold(r)
	return m.tellSetup(r.Offer)
}

// checkSlots reads the slots again once a game is left, off the Update
// goroutine (slots.Check). Until its message arrives nothing is offered.
func (m Model) checkSlots() (Model, tea.Cmd) {
	var cmd tea.Cmd
	m.slots, cmd = m.slots.Check(m.env.Ctx, m.env.Searches, m.opts.StateDir, m.saves)
	return m.tellSetup(nav.ResumeOfferMsg{}), cmd
}

// slotsChecked offers what checkSlots read; the message of an older
// check is dropped.
func (m Model) slotsChecked(msg slots.Msg) Model {
	kept, held, ok := m.slots.Checked(msg)
	if !ok {
		return m
	}
	m.slots = kept
	return m.offerSlots(held)
}

// resumeGame starts the interrupted game where it stopped (R, or P when
// previous): the engine to move starts thinking again.
func (m Model) resumeGame(previous bool) (Model, tea.Cmd) {
	kept, r := m.slots.Take(previous)
	if r == nil {
		return m, nil
	}
	m.slots = kept
	m = m.tellSetup(nav.ResumeOfferMsg{})
	m, cmd := m.startGame(r.Config(), false) // the play screen says "Resumed"
	if m.opts.SaveGuard != nil {
		// After the game opened: a classmate's game takes over its
		// table from the older session (serve's peer.adopt) before the
		// claim ends that session.
		saves, dir := m.saves, m.opts.StateDir
		saves.Queue(m.env.Searches, func() error { return saves.Claim(dir) })
	}
	return m, cmd
}
