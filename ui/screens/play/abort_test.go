package play

import (
	"strings"
	"testing"
	"time"

	"rollout/engine"
	"rollout/ui/game"
	"rollout/ui/uitest"
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
			m = begun(t, m) // no clock runs before White's first move against an engine
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
				m, _ = send(m, m.tick) // against a classmate White's clock runs from the start
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

// closedRelay is a classmate's relay that notes its Close: the server
// withdraws an unanswered invitation when the inviter's player closes.
type closedRelay struct {
	*judgedRelay
	closed chan struct{} // closed on Close (enginerun.Close closes in the background)
}

func (r *closedRelay) Close() error {
	select {
	case <-r.closed:
	default:
		close(r.closed)
	}
	return nil
}

// TestUnansweredInvitationAborts: against a classmate who has not made
// their first move (an invitation nobody answers, which waited
// forever), X, pressed twice, aborts the game: PGN's "*" with its
// reason, saved as an ended game, the classmate's player closed so the
// invitation is withdrawn. It is so whichever side the inviter plays,
// timed or not. Once the classmate has moved, X resigns as before.
func TestUnansweredInvitationAborts(t *testing.T) {
	aborted := variants.AbortBy(variants.NoFirstMove)
	for _, tt := range []struct {
		name      string
		inviter   variants.Side
		tc        variants.TimeControl
		theyMoved bool
		want      variants.Outcome
	}{
		{"inviter Black, untimed", variants.Second, variants.TimeControl{}, false, aborted},
		{"inviter White after e4, timed", variants.First, variants.TimeControl{Base: time.Minute}, false, aborted},
		{"inviter Black, timed", variants.Second, variants.TimeControl{Base: time.Minute}, false, aborted},
		{"after the classmate's first move", variants.First, variants.TimeControl{}, true, variants.Win(variants.Second, variants.Resignation)},
	} {
		t.Run(tt.name, func(t *testing.T) {
			classmate := tt.inviter.Other()
			r := &closedRelay{judgedRelay: &judgedRelay{verdicts: make(chan time.Duration, 1)}, closed: make(chan struct{})}
			sides := [2]game.SideOptions{}
			sides[tt.inviter] = game.SideOptions{Human: true}
			sides[classmate] = game.SideOptions{Engine: engine.Config{Player: "fake", Budget: engine.Budget{Time: time.Second}}}
			dir := t.TempDir()
			o := Options{Variant: "chess", Screen: ScreenGame, Seed: 1, TimeControl: tt.tc, Sides: sides, OutDir: dir}
			m, cmd := newTestModel(t, o, 80, 24, func(cfg engine.Config) (engine.Player, error) {
				p, err := newFake(cfg)
				r.Player = p
				return r, err
			})
			if tt.inviter == variants.First {
				m, cmd = press(m, ":", "e", "4", "enter")
			}
			if tt.theyMoved {
				r.verdicts <- 50 * time.Second
				plies := m.st.Len() + 1
				m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == plies })
				m, _ = press(m, ":", "d", "4", "enter")
			} else if text, _ := m.statusText(); !strings.Contains(text, "X aborts") {
				t.Errorf("the status says %q, want the way to abort", text)
			}
			m, _ = press(m, "X")
			if m.st.Outcome().Over() {
				t.Fatal("one X ended the game")
			}
			if want := map[bool]string{false: "abort", true: "resign"}[tt.theyMoved]; !strings.Contains(m.msg, want) {
				t.Errorf("X asks %q, want it to say %s", m.msg, want)
			}
			m, _ = press(m, "X")
			if got := m.st.Outcome(); got != tt.want {
				t.Fatalf("the game ends %v (%q), want %v", got, m.msg, tt.want)
			}
			if tt.theyMoved {
				return
			}
			select {
			case <-r.closed:
			case <-time.After(uitest.Patience):
				t.Error("the classmate's player is not closed: the invitation stays open")
			}
			if !strings.Contains(m.msg, "Aborted: the other side never made a first move") {
				t.Errorf("the message says %q, want the game aborted and why", m.msg)
			}
			pgn, err := pgnText(m.st, m.cfg, time.Now())
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(pgn, `[Result "*"]`) || !strings.Contains(pgn, `[Termination "Aborted: the other side never made a first move"]`) {
				t.Errorf("the PGN does not say the game was aborted:\n%s", pgn)
			}
			if m.savedAs == "" {
				t.Errorf("the aborted game was not saved (%q)", m.msg)
			}
		})
	}
}
