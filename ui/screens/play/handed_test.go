package play

import (
	"strings"
	"sync"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/game"
	"rollout/variants"
)

// begunRelay is a classmate's player that knows when the classmate's
// own board began the game (classmateStart, serve's peer), once it is
// open (began set).
type begunRelay struct {
	*judgedRelay
	mu    sync.Mutex
	began time.Time
}

func (r *begunRelay) Begin(variants.Position, variants.Side, time.Time) {}

func (r *begunRelay) ClassmateBegan() (time.Time, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.began, !r.began.IsZero()
}

func (r *begunRelay) open(at time.Time) {
	r.mu.Lock()
	r.began = at
	r.mu.Unlock()
}

// TestFirstMoverRunsTheSecondMoversClock: on the first mover's board the
// second mover's clock (a classmate's) was held at its starting time
// until their first move came, while their own board ran it from the
// first move's arrival: alice (White, 1+0) who played e4 saw bob's
// 1:00 for as long as bob thought, then a jump. It now runs from the
// moment their board started it: the first move's, or their board's
// opening when they came after it (an invitation accepted late). A
// board not yet open still holds it (TestClassmateFirstMoveWait); their
// first move still sets it from their board; their flag stays theirs
// to judge.
func TestFirstMoverRunsTheSecondMoversClock(t *testing.T) {
	tc := variants.TimeControl{Base: time.Minute}
	for _, c := range []struct {
		name   string
		opened time.Duration // their board's start, from the first move
		want   time.Duration // their clock 10 s after the first move
	}{
		{"their board open before the move", -20 * time.Second, 50 * time.Second},
		{"their board opened after the move", 3 * time.Second, 53 * time.Second},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := &begunRelay{judgedRelay: &judgedRelay{verdicts: make(chan time.Duration, 1)}}
			sides := [2]game.SideOptions{{Human: true}, {Engine: engine.Config{Player: "fake", Budget: engine.Budget{Time: time.Second}}}}
			m, _ := newTestModel(t, Options{Variant: "chess", Screen: ScreenGame, Seed: 1, TimeControl: tc, Sides: sides}, 80, 24,
				func(cfg engine.Config) (engine.Player, error) {
					p, err := newFake(cfg)
					r.Player = p
					return r, err
				})
			now := time.Now()
			m.now = func() time.Time { return now }
			m.st.Clocks().Start(variants.First, now)
			moved := now
			if c.opened < 0 {
				r.open(moved.Add(c.opened))
			}
			m, cmd := press(m, ":", "e", "4", "enter")
			now = moved.Add(c.opened + time.Second)
			if c.opened > 0 { // not open yet: held
				m, _ = send(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'?'}})
				if got := m.st.Clocks().Left(variants.Second, now); got != time.Minute {
					t.Fatalf("before their board opened their clock reads %v, want 1m0s held", got)
				}
				r.open(moved.Add(c.opened))
			}
			now = moved.Add(10 * time.Second)
			m, _ = send(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'?'}})
			m, _ = send(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'?'}})
			if got := m.st.Clocks().Left(variants.Second, now); got != c.want {
				t.Errorf("their clock reads %v 10 s after the first move, want %v (running, as on their board)", got, c.want)
			}
			if side, on := m.st.Clocks().Running(); !on || side != variants.Second {
				t.Errorf("running %v %v, want the second mover's clock", side, on)
			}
			if text, _ := m.statusText(); strings.Contains(text, "clock held till they come") {
				t.Errorf("the status says %q: their clock runs here", text)
			}
			// Long past their minute: this board does not judge their flag.
			now = moved.Add(2 * time.Minute)
			m, _ = send(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'?'}})
			m, _ = send(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'?'}})
			if o := m.st.Outcome(); o.Over() {
				t.Fatalf("the game ended on their clock here: %v", o)
			}
			r.verdicts <- 45 * time.Second
			plies := m.st.Len() + 1
			m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == plies })
			if got := m.st.Clocks().Left(variants.Second, now); got != 45*time.Second {
				t.Errorf("after their first move they have %v, want 45s from their board", got)
			}
		})
	}
}
