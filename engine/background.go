package engine

import "runtime"

// background lowers the calling worker's CPU priority when cfg asks for
// it (Config.Background). Go has no goroutine priorities, so the worker
// takes an OS thread of its own and lowers that thread's (lowerThread);
// the goroutine never gives the thread back, so the thread ends with
// the worker and no other goroutine inherits the low priority (the main
// thread, which cannot end, is parked for ever instead, running nothing).
//
// A thread's priority only counts where the operating system chooses
// among threads: with GOMAXPROCS at the number of cores, Go's own
// scheduler shares its few Ps fairly among every runnable goroutine, so
// 29 background searches still leave a session's handshake a thirtieth
// of a core. A process of many background searches calls
// ProcsForBackground first.
func background(cfg Config) {
	if cfg.Background {
		lowerThread()
	}
}

// cores is GOMAXPROCS as the process started (the cores it may use, as
// Go reads them from the machine and its CPU limits): the default worker
// count, whatever ProcsForBackground sets later.
var cores = runtime.GOMAXPROCS(0)

// maxProcs bounds the Ps ProcsForBackground asks for.
const maxProcs = 1024

// ProcsForBackground lets the operating system, rather than Go's
// scheduler, choose between up to searches background workers
// (Config.Background) and everything else the process runs: it sets
// GOMAXPROCS to the cores plus searches (at most 1024), so a worker
// never holds one of the few Ps a screen or a handshake waits for, and
// the kernel, which knows the workers' threads are at the lowest
// priority, runs the rest first. The workers still get every idle
// cycle. It returns the GOMAXPROCS set. Measured over OpenSSH
// (scripts/serve-ssh-load.sh, docs/serve.md): a 30th session's first
// screen while 29 sessions think.
func ProcsForBackground(searches int) int {
	n := min(cores+max(searches, 0), maxProcs)
	runtime.GOMAXPROCS(n)
	return n
}
