//go:build !unix

package varianttest

import "time"

// CPUTime is not measured on this system; benchmarks then skip the
// per-CPU-second rate.
func CPUTime() time.Duration { return 0 }
