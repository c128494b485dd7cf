package autosave

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"time"
)

// Two slots: the resume slot (autosave.json) holds the game played last,
// and autosave-previous.json the unfinished game it displaced. A new game
// writes the resume slot from its first move; had the slot another
// unfinished game, that game moves to the previous slot instead of being
// lost, and the setup screen offers both (R and P). A game resumed from
// the previous slot swaps them back on its first move the same way. A
// game that ends empties the resume slot only if the slot still holds
// it. Games are told apart by an ID each game gets when it starts
// (Game.ID), kept through a resume.

// Saver runs the resume slot's writes and removals one at a time, in the
// order they were queued: one that finds a later one already done is
// skipped, so an older game state never overwrites a newer one. Each
// write reads which game the slot holds, under the state dir's file lock
// (another process may share the dir), and first moves another game's
// save to the previous slot.
type Saver struct {
	// Guard, when set, is asked before each write and removal, under
	// the state dir's lock: an error refuses it (the op fails with
	// that error and changes nothing). rollout serve lets only the
	// newest session of a student write the student's game: an older
	// one (a frozen connection revived) wrote its older game over the
	// newer session's.
	Guard func() error
	// run is held while an op runs (ops one at a time); mu guards the
	// fields below and is never held across an op, so Queue, TakeErr,
	// Failing and Settled, called from Update, never wait for a write's
	// fsync or for another process's lock.
	run  sync.Mutex
	mu   sync.Mutex
	seq  uint64 // the last queued
	done uint64 // the last carried out
	err  error  // the last failure, until taken
	// failing is the last carried-out op's error, nil after a success:
	// whether the slot holds the game as last played.
	failing error
	// pending counts the ops queued and not ended; settled are closed
	// when it falls to 0 (Settled).
	pending int
	settled []chan struct{}
}

// Queue runs op in a goroutine counted by wg (Run waits for it). op runs
// alone (one op at a time), so it may use the slot methods.
func (s *Saver) Queue(wg *sync.WaitGroup, op func() error) {
	if s == nil {
		return
	}
	s.mu.Lock()
	s.seq++
	s.pending++
	n := s.seq
	s.mu.Unlock()
	wg.Add(1)
	go func() {
		defer wg.Done()
		s.run.Lock()
		defer s.run.Unlock()
		s.mu.Lock()
		skip := n < s.done
		s.mu.Unlock()
		var err error
		if !skip {
			err = op()
		}
		s.mu.Lock()
		defer s.mu.Unlock()
		if !skip {
			if err != nil {
				s.err = err
			}
			s.failing = err
			s.done = n
		}
		if s.pending--; s.pending == 0 {
			for _, c := range s.settled {
				close(c)
			}
			s.settled = nil
		}
	}()
}

// Settled returns a channel closed once no write or removal queued is
// left to run (at once when none is): a reader of the slots waits for it
// (the offer of the games to resume, after a game is left) so it reads
// what the game last wrote.
func (s *Saver) Settled() <-chan struct{} {
	c := make(chan struct{})
	if s == nil {
		close(c)
		return c
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.pending == 0 {
		close(c)
	} else {
		s.settled = append(s.settled, c)
	}
	return c
}

// TakeErr returns the last failure once.
func (s *Saver) TakeErr() error {
	if s == nil {
		return nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	err := s.err
	s.err = nil
	return err
}

// Failing returns the error of the last write or removal carried out,
// nil when it succeeded (or none ran): unlike TakeErr it stays until a
// later one succeeds, so a client can keep saying the game is not saved
// (the quit prompt must not claim a save that failed).
func (s *Saver) Failing() error {
	if s == nil {
		return nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.failing
}

// slot returns the ID of the game in dir's resume slot and whether there
// is one; a slot that does not read counts as another game's. It reads
// the slot every time: another process sharing the state dir may have
// written it since (a cached answer lost that process's game).
func (s *Saver) slot(dir string) (id string, full bool) {
	return slotID(filepath.Join(dir, SlotName))
}

// slotID reads the game ID of the save at path; a file that does not
// read counts as another game's.
func slotID(path string) (id string, full bool) {
	data, err := os.ReadFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		id, full = "", false
	case err != nil:
		id, full = "\x00unreadable", true
	default:
		var head struct {
			ID string `json:"id"`
		}
		if json.Unmarshal(data, &head) != nil {
			head.ID = "\x00unreadable"
		}
		id, full = head.ID, true
	}
	return id, full
}

// Write saves sg in dir's resume slot, first moving another game there to
// the previous slot.
func (s *Saver) Write(dir string, sg Game) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("autosave: %w", err)
	}
	unlock, err := lockDir(dir)
	if err != nil {
		return fmt.Errorf("autosave: %w", err)
	}
	defer unlock()
	if err := s.guard(); err != nil {
		return err
	}
	if id, full := s.slot(dir); full && id != sg.ID {
		// The previous slot's game, unless it is this very game (resumed
		// with P), goes to the archive first: a third unfinished game
		// must not overwrite the first.
		if pid, pfull := slotID(filepath.Join(dir, PreviousName)); pfull && pid != sg.ID {
			if err := archive(dir, time.Now()); err != nil {
				return fmt.Errorf("autosave: keeping an older game: %w", err)
			}
		}
		if err := os.Rename(filepath.Join(dir, SlotName), filepath.Join(dir, PreviousName)); err != nil {
			return fmt.Errorf("autosave: keeping the previous game: %w", err)
		}
	}
	if err := Write(dir, sg); err != nil {
		return err
	}
	return nil
}

// Remove empties dir's resume slot if it holds the game id (a game that
// ended); another game's save stays.
func (s *Saver) Remove(dir, id string) error {
	return inLockedDir(dir, func() error { // no dir: nothing saved there
		if err := s.guard(); err != nil {
			return err
		}
		if cur, full := s.slot(dir); !full || cur != id {
			return nil
		}
		return removeAutosave(dir)
	})
}

// Claim asks Guard, under dir's lock, and writes nothing: a game
// resumed is claimed before its first move. rollout serve's newest
// session of a student so claims the game it resumed: an older session
// (a frozen connection revived) moved before the newer one's first
// move and wrote its game, which the newer one's board did not hold.
func (s *Saver) Claim(dir string) error {
	if s.Guard == nil {
		return nil
	}
	return inLockedDir(dir, s.guard)
}

// guard is Guard's answer, nil without one.
func (s *Saver) guard() error {
	if s.Guard == nil {
		return nil
	}
	return s.Guard()
}

// gameCount makes game IDs unique within a run; the time makes them
// unique across runs.
var gameCount atomic.Uint64

// NewGameID returns an ID for a new game's saves.
func NewGameID() string {
	return fmt.Sprintf("%x-%d", time.Now().UnixNano(), gameCount.Add(1))
}
