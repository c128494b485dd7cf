//go:build !unix

package cli

import "time"

// cpuTime is not measured on this system; bench then leaves out the rate
// per CPU-second.
func cpuTime() time.Duration { return 0 }
