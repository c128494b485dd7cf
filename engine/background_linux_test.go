package engine

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"rollout/variants/tictactoe"
)

// lowThreads counts the process's threads at the background priority
// (the 19th field of /proc/self/task/TID/stat is the nice value), the
// main thread left out: a worker that ran on it leaves it parked for
// ever at that priority, running nothing (Go's runtime cannot end the
// main thread, so it wedges it).
func lowThreads(t *testing.T) int {
	t.Helper()
	stats, err := filepath.Glob("/proc/self/task/*/stat")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	main := filepath.Join("/proc/self/task", strconv.Itoa(os.Getpid()), "stat")
	for _, f := range stats {
		if f == main {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			continue // the thread ended
		}
		if statNice(b) == lowestPriority {
			n++
		}
	}
	return n
}

// statNice reads the nice value from a /proc stat file's text (its 19th
// field; -100 where the text is not one).
func statNice(b []byte) int {
	// The command field may hold spaces; fields count after its ')'.
	fields := strings.Fields(string(b[strings.LastIndexByte(string(b), ')')+1:]))
	if len(fields) <= 16 {
		return -100
	}
	n, err := strconv.Atoi(fields[16])
	if err != nil {
		return -100
	}
	return n
}

// TestBackgroundWorkers: with Config.Background each worker runs on a
// thread of its own at nice 19 while it searches, and the threads end
// with the search, so no other goroutine inherits the low priority.
func TestBackgroundWorkers(t *testing.T) {
	if b, err := os.ReadFile("/proc/self/stat"); err == nil && statNice(b) == lowestPriority {
		t.Skip("the test already runs at the background priority (nice 19): its threads cannot be told apart")
	}
	for _, player := range []string{"uct", "flat"} {
		before := lowThreads(t)
		p := mustPlayer(t, Config{Player: player, Budget: Budget{Time: time.Hour}, Workers: 2, Background: true})
		ctx, cancel := context.WithCancel(context.Background())
		ch, done := searchAsync(ctx, p, tictactoe.Variant.Start())
		<-ch // the search runs
		if got := lowThreads(t); got < before+1 || got > before+2 {
			t.Errorf("%s: %d threads at nice 19 while searching, want %d (or one fewer on the main thread)", player, got, before+2)
		}
		cancel()
		for range ch {
		}
		if out := <-done; out.err != nil {
			t.Fatal(out.err)
		}
		deadline := time.Now().Add(time.Minute)
		for lowThreads(t) != before && time.Now().Before(deadline) {
			time.Sleep(10 * time.Millisecond)
		}
		if got := lowThreads(t); got != before {
			t.Errorf("%s: %d threads at nice 19 after the search, want %d", player, got, before)
		}
	}
}
