package cli

import (
	"bufio"
	"strings"
	"syscall"
	"testing"
)

// TestServeSignals: SIGHUP (the terminal that started the server closed)
// stops rollout serve as SIGTERM and SIGINT do: it exits 0 after saying
// it stopped, instead of dying without telling its sessions.
func TestServeSignals(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGHUP, syscall.SIGTERM} {
		cmd := rolloutCommand("serve", "-listen", "127.0.0.1:0", "-state-dir", t.TempDir())
		errOut, err := cmd.StderrPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(errOut)
		var log strings.Builder
		for sc.Scan() {
			log.WriteString(sc.Text() + "\n")
			if strings.Contains(sc.Text(), "listening") {
				break
			}
		}
		cmd.Process.Signal(sig)
		for sc.Scan() {
			log.WriteString(sc.Text() + "\n")
		}
		if err := cmd.Wait(); err != nil {
			t.Errorf("%v: serve ended with %v:\n%s", sig, err, log.String())
		}
		if !strings.Contains(log.String(), "stopped") {
			t.Errorf("%v: serve did not say it stopped:\n%s", sig, log.String())
		}
	}
}

// A budget or a timeout no session can work with is refused at start,
// status 2, naming the smallest value accepted: -session-nodes 1 served
// trees of 2 nodes, -login-timeout 1ns closed every connection before
// its login and -idle-timeout 1s ended sessions as they were read.
func TestServeRefusesUselessBounds(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-session-nodes", "1"}, "-session-nodes 1: at least 1024"},
		{[]string{"-session-nodes", "0"}, "-session-nodes 0: at least 1024"},
		{[]string{"-session-nodes", "1023"}, "-session-nodes 1023: at least 1024"},
		{[]string{"-session-workers", "4", "-session-nodes", "2048"}, "-session-nodes 2048: at least 4096 with -session-workers 4"},
		{[]string{"-login-timeout", "1ns"}, "-login-timeout 1ns: at least 5s"},
		{[]string{"-login-timeout", "0"}, "-login-timeout 0s: at least 5s"},
		{[]string{"-idle-timeout", "1s"}, "-idle-timeout 1s: 0 (never) or at least 1m0s"},
		{[]string{"-idle-timeout", "-1s"}, "-idle-timeout -1s: 0 (never) or at least 1m0s"},
		{[]string{"-session-workers", "0"}, "-session-workers 0: at least 1"},
		{[]string{"-max-sessions", "0"}, "-max-sessions 0: at least 1"},
		{[]string{"-max-sessions-per-address", "0"}, "-max-sessions-per-address 0: at least 1"},
		{[]string{"-max-sessions-per-address", "100001"}, "-max-sessions-per-address 100001: at most 100000"},
	} {
		// An address no server listens on: a bound accepted fails at
		// the listen, status 1, instead of serving.
		args := append([]string{"serve", "-state-dir", dir, "-listen", "localhost:-1"}, c.args...)
		code, out, errOut := run(t, args...)
		if code != 2 || out != "" || !strings.Contains(errOut, c.want) {
			t.Errorf("%q: status %d, stdout %q, stderr %q; want status 2 and %q", c.args, code, out, errOut, c.want)
		}
	}
}
