//go:build !unix

package autosave

// LockName is the file whose lock serialises the slot changes of every
// process sharing a state dir (unused where we take no file locks).
const LockName = "autosave.lock"

// lockDir takes no lock where the system has no flock: two instances on
// one state dir are not serialised there.
func lockDir(dir string) (func(), error) { return func() {}, nil }

// lockedWrites says whether lockDir serialises writes between processes.
const lockedWrites = false
