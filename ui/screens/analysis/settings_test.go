package analysis

import (
	"strings"
	"testing"
)

// The title names the estimator the player searches with: the default
// player's options may name none (a level's, opened with A from its
// game) while its preset's eval applies; it said "default plain".
func TestTitleNamesThePresetEstimator(t *testing.T) {
	m, _ := newBoard(t, "chess", "default", nil, 80, 24)
	if got := m.settings(); !strings.HasPrefix(got, "default eval,") {
		t.Errorf("default at chess: title settings %q, want default eval", got)
	}
	m, _ = newBoard(t, "chess", "uct", nil, 80, 24)
	if got := m.settings(); !strings.HasPrefix(got, "uct plain,") {
		t.Errorf("uct: title settings %q, want uct plain", got)
	}
}
