//go:build !unix

package rollerball

import "time"

// cpuTime is not measured on this system; benchmarks then skip the
// per-CPU-second rate.
func cpuTime() time.Duration { return 0 }
