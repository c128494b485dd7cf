package engine

import (
	"os"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
	"unsafe"

	"rollout/variants/tictactoe"
)

// A tree's arena lives exactly as long as its tree: a live tree keeps
// working across collections, and trees dropped by the dozen give their
// mapped memory back (on Linux, the address space shrinks again).
func TestArenaLifetime(t *testing.T) {
	before := vmSize()
	live := warmTree(tictactoe.Variant.Start(), DefaultNodeBudget, 100, Plain)
	for range 20 {
		dropped := warmTree(tictactoe.Variant.Start(), DefaultNodeBudget, 100, Plain)
		_ = dropped
		runtime.GC()
		live.iterate()
	}
	if n := live.nodes[0].stats.n; n != 120 {
		t.Fatalf("root visits %d after 120 iterations", n)
	}
	if before == 0 || raceEnabled {
		return // no /proc, or the heap arena of race builds
	}
	// Cleanups run after a collection, on their own goroutine, which a
	// loaded machine may run late: the wait is bounded by a minute, which
	// only a leak reaches, not by 50 looks 10 ms apart.
	grown := int64(0)
	for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		runtime.GC()
		if grown = vmSize() - before; grown < 1<<30 {
			return
		}
	}
	t.Fatalf("address space grew by %d MiB a minute after dropping 20 trees of %d nodes", grown>>20, DefaultNodeBudget)
}

// vmSize returns the process's address space in bytes from
// /proc/self/status, or 0 where there is none.
func vmSize() int64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == "VmSize:" {
			kb, _ := strconv.ParseInt(f[1], 10, 64)
			return kb << 10
		}
	}
	return 0
}

// DefaultNodeBudget's documentation states a node's size; a node that
// grows must update it (and docs/performance.md's memory figure).
func TestNodeSizeDocumented(t *testing.T) {
	if n := unsafe.Sizeof(node{}); n != 128 {
		t.Errorf("a node is %d bytes; DefaultNodeBudget's comment says 128", n)
	}
}
