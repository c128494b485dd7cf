package analysis

import (
	"strings"
	"testing"
)

// The title names the estimator the player searches with: the default
// player's options may name none (a level's, opened with A from its
// game) while its preset's eval applies; it said "default plain". A
// player that plays no rollouts (random, searchlight, perfect, an
// external engine) has no estimator, and the title names none; it said
// "random plain".
func TestTitleNamesThePresetEstimator(t *testing.T) {
	tests := []struct {
		variant, player string
		want            string // the settings' start
	}{
		{"chess", "default", "default eval,"},
		{"chess", "uct", "uct plain,"},
		{"chess", "flat", "flat plain,"},
		{"chess", "random", "random,"},
		{"chess", "searchlight", "searchlight,"},
		{"tictactoe", "perfect", "perfect,"},
		{"chess", "uci:stockfish", "uci:stockfish,"},
	}
	for _, tt := range tests {
		t.Run(tt.player, func(t *testing.T) {
			player := tt.player
			if strings.HasPrefix(player, "uci:") {
				player = "uct" // no external engine runs here: named below
			}
			m, _ := newBoard(t, tt.variant, player, nil, 80, 24)
			m.Cfg.Engine.Player = tt.player
			if got := m.settings(); !strings.HasPrefix(got, tt.want) {
				t.Errorf("%s at %s: title settings %q, want %q...", tt.player, tt.variant, got, tt.want)
			}
		})
	}
}
