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
		want            string // the settings' start (to a comma), or all of them
	}{
		{"chess", "default", "default eval,"},
		{"chess", "uct", "uct plain,"},
		{"chess", "flat", "flat plain,"},
		{"chess", "random", "random, a uniformly random legal move"},
		{"chess", "searchlight", "searchlight, takes a win at once, avoids moves that give one, else random"},
		{"tictactoe", "perfect", "perfect, exact values from the solver"},
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
			got := m.settings()
			if !strings.HasPrefix(got, tt.want) || !strings.HasSuffix(tt.want, ",") && got != tt.want {
				t.Errorf("%s at %s: title settings %q, want %q...", tt.player, tt.variant, got, tt.want)
			}
		})
	}
}

// A player that does not search (random, searchlight, perfect) spends
// no budget: the title says what it does instead; it said "random,
// infinite". perfect's solver is bounded by a time budget when one is
// set, which the title names.
func TestTitleOfAPlayerThatDoesNotSearch(t *testing.T) {
	for _, tt := range []struct {
		variant, player string
		keys            []string // l cycles the budget
		want            string
	}{
		{"chess", "random", nil, "random, a uniformly random legal move"},
		{"chess", "searchlight", nil, "searchlight, takes a win at once"},
		{"tictactoe", "perfect", nil, "perfect, exact values from the solver"},
		{"tictactoe", "perfect", []string{"l", "l", "l", "l"}, "perfect, exact values within 5 s"},
		{"chess", "flat", nil, "flat plain, infinite"},
	} {
		t.Run(tt.player, func(t *testing.T) {
			m, _ := newBoard(t, tt.variant, tt.player, nil, 120, 30)
			m, _ = press(m, tt.keys...)
			got := m.settings()
			if !strings.HasPrefix(got, tt.want) {
				t.Errorf("%s after %v: title settings %q, want %q...", tt.player, tt.keys, got, tt.want)
			}
			if view := m.View(); !strings.Contains(view, tt.want) {
				t.Errorf("%s: no %q in the view:\n%s", tt.player, tt.want, view)
			}
		})
	}
}

// l cycles the budget of a player that searches, and of perfect, whose
// solver a time budget bounds; random and searchlight spend none, so l
// says so and changes nothing (it said "Budget: 10k rollouts" and
// restarted the same choice).
func TestBudgetOfAPlayerThatFollowsARule(t *testing.T) {
	for _, tt := range []struct {
		variant, player string
		cycles          bool
	}{
		{"chess", "random", false},
		{"chess", "searchlight", false},
		{"tictactoe", "perfect", true},
		{"chess", "flat", true},
	} {
		t.Run(tt.player, func(t *testing.T) {
			m, _ := newBoard(t, tt.variant, tt.player, nil, 120, 30)
			restarts := m.Restarts
			m, _ = press(m, "l")
			if got := m.Cfg.Engine.Budget.Bounded(); got != tt.cycles {
				t.Errorf("%s: l bounded the budget %v, want %v", tt.player, got, tt.cycles)
			}
			if !tt.cycles && (m.Restarts != restarts || !strings.Contains(m.View(), tt.player+" spends no budget")) {
				t.Errorf("%s: l restarted (%d to %d) or did not say why not:\n%s", tt.player, restarts, m.Restarts, m.View())
			}
		})
	}
}

// alphabeta searches nodes by alpha-beta on the evaluation and plays no
// rollouts: it has no estimator, so the title names none and ctrl+e
// says so and restarts nothing. The title read "alphabeta plain", and
// ctrl+e restarted the same search as "alphabeta rb".
func TestAlphaBetaHasNoEstimator(t *testing.T) {
	m, _ := newBoard(t, "chess", "alphabeta", nil, 120, 30)
	if got := m.settings(); got != "alphabeta, infinite" {
		t.Errorf("title settings %q, want %q", got, "alphabeta, infinite")
	}
	restarts, est := m.Restarts, m.Cfg.Engine.Estimator
	m, _ = press(m, "ctrl+e")
	if m.Restarts != restarts || m.Cfg.Engine.Estimator != est {
		t.Errorf("ctrl+e restarted (%d to %d) with the estimator %s", restarts, m.Restarts, m.Cfg.Engine.Estimator)
	}
	if v := m.View(); !strings.Contains(v, "alphabeta plays no rollouts, so no estimator") {
		t.Errorf("ctrl+e did not say why:\n%s", v)
	}
}
