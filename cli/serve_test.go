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
