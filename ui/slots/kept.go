package slots

import (
	"context"
	"sync"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/autosave"
	"rollout/ui/offload"
)

// Kept is what the root keeps of the slots between two reads: the games
// R and P resume, as the last read found them, and the read under way
// since a game was left (Check), whose message Checked takes. A value,
// changed by returning a new one like the root model.
type Kept struct {
	resume, previous *Slot
	job              offload.Job
}

// Hold keeps the games h found, for R and P.
func (k Kept) Hold(h Held) Kept {
	k.resume, k.previous = h.Resume, h.Previous
	return k
}

// Check forgets the games kept and reads the slots of dir again once a
// game is left (Check): until its message arrives nothing is offered.
func (k Kept) Check(ctx context.Context, wg *sync.WaitGroup, dir string, saves *autosave.Saver) (Kept, tea.Cmd) {
	var cmd tea.Cmd
	k.resume, k.previous = nil, nil
	k.job, cmd = Check(ctx, wg, dir, saves)
	return k, cmd
}

// Checked ends the read under way with msg, what it found to be offered
// (Hold); ok is false for the message of an older read, to be dropped.
func (k Kept) Checked(msg Msg) (_ Kept, _ Held, ok bool) {
	if !k.job.Accepts(msg.Gen) {
		return k, Held{}, false
	}
	k.job = offload.Job{}
	return k, Held(msg), true
}

// Take returns the game R resumes (P's when previous), nil if none;
// taking one forgets both: the game taken is opened, and the slots are
// read again once it is left.
func (k Kept) Take(previous bool) (Kept, *Slot) {
	s := k.resume
	if previous {
		s = k.previous
	}
	if s != nil {
		k.resume, k.previous = nil, nil
	}
	return k, s
}

// Cancel stops the read under way, if any.
func (k Kept) Cancel() { k.job.Cancel() }
