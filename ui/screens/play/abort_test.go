package play

import (
	"strings"
	"testing"
	"time"

	"rollout/variants"
)

// TestFlagBeforeFirstMoveAborts: against a classmate, a flag that falls
// before the flagged side made its first move aborts the game (nobody
// played it: no win on time, PGN's "*"), on the board that judges it
// and on the board the flag is relayed to; once that side has moved, or
// against an engine, a flag loses on time as before.
func TestFlagBeforeFirstMoveAborts(t *testing.T) {
	aborted := variants.AbortBy(variants.FlagBeforeFirstMove)
	tests := []struct {
		name   string
		remote bool
		// play runs the game up to the flag, on a relay r when remote.
		play func(t *testing.T, m Model, r *judgedRelay, advance func(time.Duration)) Model
		want variants.Outcome
		told bool // the classmate is told of this board's flag
	}{
		{"own flag before anyone moved", true, func(t *testing.T, m Model, _ *judgedRelay, advance func(time.Duration)) Model {
			advance(61 * time.Second)
			m, _ = send(m, clockTickMsg{gen: m.tick.Gen})
			return m
		}, aborted, true},
		{"classmate's flag before their first move", true, func(t *testing.T, m Model, r *judgedRelay, _ func(time.Duration)) Model {
			m, cmd := press(m, ":", "e", "4", "enter")
			r.verdicts <- 0 // Black's flag fell on Black's board
			m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Outcome().Over() })
			return m
		}, aborted, false},
		{"own flag after the first move", true, func(t *testing.T, m Model, r *judgedRelay, advance func(time.Duration)) Model {
			m, cmd := press(m, ":", "e", "4", "enter")
			r.verdicts <- 30 * time.Second
			m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 2 })
			advance(61 * time.Second)
			m, _ = send(m, clockTickMsg{gen: m.tick.Gen})
			return m
		}, variants.Win(variants.Second, variants.TimeForfeit), true},
		{"own flag against an engine", false, func(t *testing.T, m Model, _ *judgedRelay, advance func(time.Duration)) Model {
			advance(61 * time.Second)
			m, _ = send(m, clockTickMsg{gen: m.tick.Gen})
			return m
		}, variants.Win(variants.Second, variants.TimeForfeit), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, advance := timedChess(t, variants.TimeControl{Base: time.Minute}, 80, 24)
			r := &judgedRelay{Player: m.players[1], verdicts: make(chan time.Duration, 1)}
			if tt.remote {
				m.players[1] = r
			}
			m = tt.play(t, m, r, advance)
			if o := m.st.Outcome(); o != tt.want {
				t.Fatalf("the game ends %v (%q), want %v", o, m.msg, tt.want)
			}
			if told := len(r.told) > 0; told != tt.told {
				t.Errorf("the classmate told of the flag: %v, want %v", told, tt.told)
			}
			if tt.want != aborted {
				return
			}
			if !strings.Contains(m.msg, "Aborted") {
				t.Errorf("the status says %q, want the game aborted", m.msg)
			}
			pgn, err := pgnText(m.st, m.cfg, time.Now())
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(pgn, `[Result "*"]`) || !strings.Contains(pgn, `[Termination "Aborted`) {
				t.Errorf("the PGN does not say the game was aborted:\n%s", pgn)
			}
		})
	}
}
