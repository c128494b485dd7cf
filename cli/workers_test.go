package cli

import (
	"strings"
	"testing"
)

// -workers above engine.MaxWorkers (or below 0) is a usage error that
// names the range, in every command that searches, before any work.
func TestWorkersBounded(t *testing.T) {
	for _, args := range [][]string{
		{"analyze", "-rollouts", "10", "-workers", "257"},
		{"analyze", "-rollouts", "10", "-workers", "100000"},
		{"match", "-games", "1", "-workers", "300"},
		{"match", "-games", "1", "-a-workers", "-1"},
	} {
		code, _, errOut := run(t, args...)
		if code != 2 || !(strings.Contains(errOut, "to 256") || strings.Contains(errOut, "must not be negative")) {
			t.Errorf("%v: exit %d, stderr %q; want 2 and the range", args, code, errOut)
		}
	}
	if code, _, errOut := run(t, "analyze", "-variant", "tictactoe", "-rollouts", "10", "-workers", "256"); code != 0 {
		t.Errorf("-workers 256: exit %d, %s", code, errOut)
	}
}
