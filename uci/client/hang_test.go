package client

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"rollout/engine"
	"rollout/variants/chess"
)

// markEnv tags every process a test starts (the fake engine, its wrapper,
// their children) through the environment they inherit, so the test can
// find any left behind in /proc.
const markEnv = "ROLLOUT_FAKE_MARK"

// leftBehind lists the live processes whose environment holds mark.
func leftBehind(mark string) []string {
	var found []string
	dirs, _ := filepath.Glob("/proc/[0-9]*")
	for _, d := range dirs {
		env, err := os.ReadFile(d + "/environ")
		if err != nil || !strings.Contains(string(env), markEnv+"="+mark+"\x00") {
			continue
		}
		stat, _ := os.ReadFile(d + "/stat")
		if f := strings.Fields(string(stat)); len(f) > 2 && f[2] == "Z" {
			continue // a zombie is already dead, waiting for its parent
		}
		cmd, _ := os.ReadFile(d + "/cmdline")
		found = append(found, filepath.Base(d)+": "+strings.ReplaceAll(string(cmd), "\x00", " "))
	}
	return found
}

// An engine behind a wrapper script that does not exec, which stops
// reading after position, and an engine whose background child holds its
// output while it hangs at go: both give a clear error within the
// timeout past the search's time, Close returns promptly, and no process
// is left behind (issue 20 item 7). The timeout is 5 s, not less: it
// bounds the handshake too, and the race-built test binary, started as
// the engine at load 20, once took more than 1 s to say uciok.
func TestHungEnginesLeaveNothing(t *testing.T) {
	if _, err := os.Stat("/proc/self/environ"); err != nil {
		t.Skip("needs /proc")
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	wrapper := filepath.Join(dir, "wrapper")
	script := fmt.Sprintf("#!/bin/sh\n%s \"$@\"\n", self)
	if err := os.WriteFile(wrapper, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	cases := []struct{ name, mode, program, want string }{
		{"wrapper", "deaf", wrapper, "sent no readyok within 5s"},
		{"orphan", "orphan", self, "no bestmove within 5s"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			mark := fmt.Sprintf("%d-%s", os.Getpid(), c.name)
			t.Setenv(markEnv, mark)
			t.Setenv(fakeEnv, c.mode)
			p, err := New(engine.Config{Player: "uci:" + c.program + ",timeout=5s,movetime=100"})
			if err != nil {
				t.Fatal(err)
			}
			done := make(chan error, 1)
			go func() {
				_, err := p.Search(context.Background(), chess.Variant.Start(), nil)
				done <- err
			}()
			select {
			case err := <-done:
				if err == nil || !strings.Contains(err.Error(), c.want) {
					t.Fatalf("error %v, want %q", err, c.want)
				}
			case <-time.After(time.Minute):
				t.Fatalf("no answer a minute after a search of 100 ms with a 5 s timeout: hung")
			}
			closed := make(chan struct{})
			go func() { p.Close(); close(closed) }()
			select {
			case <-closed:
			case <-time.After(time.Minute):
				t.Fatal("Close hung")
			}
			// The kernel may take a moment to reap: a minute's polling,
			// so only a process really left behind fails the test.
			var left []string
			for end := time.Now().Add(time.Minute); time.Now().Before(end); time.Sleep(20 * time.Millisecond) {
				if left = leftBehind(mark); len(left) == 0 {
					break
				}
			}
			if len(left) > 0 {
				t.Fatalf("processes left behind:\n%s", strings.Join(left, "\n"))
			}
		})
	}
}

// A second bestmove to one go is not taken as the answer to the next
// search: each search gets its own (issue 20 item 13).
func TestDuplicateBestmoveIgnored(t *testing.T) {
	p := fake(t, "twice", ",timeout=60s", engine.Budget{Time: 50 * time.Millisecond})
	pos := chess.Variant.Start()
	first, err := p.Search(context.Background(), pos, nil)
	if err != nil {
		t.Fatal(err)
	}
	pos.Play(first.Move)
	time.Sleep(50 * time.Millisecond) // the duplicate is surely sent
	second, err := p.Search(context.Background(), pos, nil)
	if err != nil {
		t.Fatal(err)
	}
	if want := pos.LegalMoves(nil)[0]; second.Move != want {
		t.Fatalf("second search answered %s, want %s (the engine's answer to it, not the stale duplicate)", second.MoveText, pos.EncodeMove(want, 0))
	}
}
