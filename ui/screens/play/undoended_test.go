package play

import (
	"os"
	"strings"
	"testing"
	"time"

	"rollout/engine"
	"rollout/ui/game"
	"rollout/variants"
)

// A finished game takes no take-back, however it ended: u after a
// resignation once reopened the game whose PGN was already saved as a
// loss. Now u says why and how to go on, and the board, the record and
// the saved files stay as the game ended; the help offers no undo.
func TestNoTakeBackAfterTheGame(t *testing.T) {
	person := game.SideOptions{Human: true}
	fake := game.SideOptions{Engine: engine.Config{Player: "fake", Budget: engine.Budget{Time: time.Second}}}
	chess := func(t *testing.T, pos string, sides [2]game.SideOptions) Model {
		m, cmd := newTestModel(t, Options{Variant: "chess", Position: pos, Screen: ScreenGame, Seed: 1, Sides: sides}, 80, 24, newFake)
		return drain(t, m, cmd)
	}
	tests := []struct {
		name string
		end  func(t *testing.T) Model
		want variants.Outcome
	}{
		{"mate", func(t *testing.T) Model {
			m := chess(t, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", [2]game.SideOptions{person, fake})
			m, cmd := press(m, ":", "R", "a", "8", "enter")
			return drain(t, m, cmd)
		}, variants.Win(variants.First, variants.Checkmate)},
		{"stalemate", func(t *testing.T) Model {
			m := chess(t, "k7/8/8/1Q6/8/8/8/7K w - - 0 1", [2]game.SideOptions{person, fake})
			m, cmd := press(m, ":", "Q", "b", "6", "enter")
			return drain(t, m, cmd)
		}, variants.DrawBy(variants.Stalemate)},
		{"resignation", func(t *testing.T) Model {
			m := chess(t, "", [2]game.SideOptions{person, fake})
			m, cmd := press(m, ":", "e", "4", "enter")
			m = drain(t, m, cmd)
			m, cmd = press(m, "X", "X")
			return drain(t, m, cmd)
		}, variants.Win(variants.Second, variants.Resignation)},
		{"draw agreed", func(t *testing.T) Model {
			m := chess(t, "", [2]game.SideOptions{person, person}) // the other person takes it at once
			m, cmd := press(m, ":", "e", "4", "enter", ":", "e", "5", "enter", "=")
			return drain(t, m, cmd)
		}, variants.DrawBy(variants.DrawAgreed)},
		{"flag", func(t *testing.T) Model {
			m, advance := timedChess(t, variants.TimeControl{Base: time.Minute}, 80, 24)
			m, cmd := press(m, ":", "e", "4", "enter")
			m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 2 })
			advance(61 * time.Second)
			m, _ = send(m, clockTickMsg{gen: m.tick.Gen})
			return m
		}, variants.Win(variants.Second, variants.TimeForfeit)},
		{"aborted", func(t *testing.T) Model {
			m, advance := timedChess(t, variants.TimeControl{Base: time.Minute}, 80, 24)
			m.players[1] = &judgedRelay{Player: m.players[1], verdicts: make(chan time.Duration, 1)}
			m, _ = send(m, m.tick) // against a classmate White's clock runs from the start
			advance(61 * time.Second)
			m, _ = send(m, clockTickMsg{gen: m.tick.Gen})
			return m
		}, variants.AbortBy(variants.FlagBeforeFirstMove)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := tt.end(t)
			if o := m.st.Outcome(); o != tt.want {
				t.Fatalf("the game ends %v (%q), want %v", o, m.msg, tt.want)
			}
			moves, saved := m.st.Len(), pgnFiles(t, m.cfg.OutDir)
			if strings.Contains(m.View(), "u undo") {
				t.Errorf("the help offers undo in a finished game:\n%s", m.View())
			}
			m, cmd := press(m, "u")
			m = drain(t, m, cmd)
			if o := m.st.Outcome(); o != tt.want || m.st.Len() != moves {
				t.Errorf("after u: %v with %d moves, want %v with %d", o, m.st.Len(), tt.want, moves)
			}
			if !strings.Contains(m.msg, "No take-backs: the game is over") || !strings.Contains(m.msg, "r starts a new game") {
				t.Errorf("u after the game says %q", m.msg)
			}
			if got := pgnFiles(t, m.cfg.OutDir); got != saved {
				t.Errorf("%d PGN files after u, %d before", got, saved)
			}
		})
	}
}

// pgnFiles counts the PGN files saved in dir.
func pgnFiles(t *testing.T, dir string) int {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, e := range es {
		if strings.HasSuffix(e.Name(), ".pgn") {
			n++
		}
	}
	return n
}
