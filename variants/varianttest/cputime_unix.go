//go:build unix

package varianttest

import (
	"syscall"
	"time"
)

// CPUTime returns the CPU time the process has used, so benchmarks can
// report a rate per CPU-second that a shared, overloaded machine distorts
// less than wall-clock time.
func CPUTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
