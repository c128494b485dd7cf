package engine

import (
	"runtime"
	"syscall"
)

// lowestPriority is the nice value of a background worker's thread: the
// lowest priority, so every thread at the default (0) runs first.
const lowestPriority = 19

// lowerThread locks the goroutine to its thread and sets that thread's
// nice value (Linux's setpriority takes a thread ID). Raising nice needs
// no privilege; a failure leaves the priority as it was.
func lowerThread() {
	runtime.LockOSThread()
	syscall.Setpriority(syscall.PRIO_PROCESS, syscall.Gettid(), lowestPriority)
}
