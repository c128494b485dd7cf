package classroom

import "rollout/variants"

// Desk is how a student's program acts on the class (the ui's
// Options.Class; rollout serve implements it). It is called from the
// program's Update, so no call may block.
type Desk interface {
	// Invite sends inv to inv.To (the server fills in From).
	Invite(inv Invitation)
	// Answer tells inv's inviter it was accepted or declined, or why
	// it can no longer be accepted (the inviter left that game).
	Answer(inv Invitation, accept bool) error
	// Watch is the running game after the one numbered after (0: the
	// first), its number, and false when none runs.
	Watch(after int) (Watch, int, bool)
	// Open opens a room for inv (To is ""): the server tells the
	// person its code.
	Open(inv Invitation)
	// Join is the game of the room code, which it closes, or why there
	// is none.
	Join(code string) (Invitation, error)
}

// Watch is a running game between two students that a third may open
// read-only: its variant, the position its moves start from and the
// moves played since, and its two players' names as the server builds
// them (sides in order).
type Watch struct {
	Variant string
	Start   string
	// Moves lead from Start to the position now, in the variant's
	// canonical notation: the watcher's board opens on the game so far,
	// its move list full (it opened empty until the next move).
	Moves   []string
	Players [2]string
	// Names are the two students, for the screen's message.
	Names [2]string
	// TimeControl is the game's clock, and Clock both clocks now (the
	// side to move's running), on a timed game.
	TimeControl variants.TimeControl
	Clock       *variants.ClockState
}
