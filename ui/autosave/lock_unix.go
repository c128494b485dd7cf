//go:build unix

package autosave

import (
	"os"
	"path/filepath"
	"syscall"
)

// LockName is the file whose lock serialises the slot changes of every
// process sharing a state dir (read the slot's game, move it aside,
// write): two instances on one -state-dir cannot interleave them.
const LockName = "autosave.lock"

// lockedWrites says whether lockDir serialises writes between processes.
const lockedWrites = true

// lockDir takes the state dir's lock, waiting for another process's
// slot change to end (a few milliseconds), and returns its release.
func lockDir(dir string) (func(), error) {
	f, err := os.OpenFile(filepath.Join(dir, LockName), os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		f.Close()
		return nil, err
	}
	return func() {
		syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
		f.Close()
	}, nil
}
