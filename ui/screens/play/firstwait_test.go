package play

import (
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/game"
	"rollout/variants"
)

// TestClassmateFirstMoveWait: a classmate who has not made their first
// move (an invitee who has not come yet) has their clock held here at
// its starting time, not run down to 0:00 and left there, and the
// status says the board waits for them and how to leave; their first
// move sets their clock from their board and the game runs as before.
// Both the inviter's sides: Black (the classmate moves first) and White.
func TestClassmateFirstMoveWait(t *testing.T) {
	tc := variants.TimeControl{Base: time.Minute}
	for _, inviter := range []variants.Side{variants.Second, variants.First} {
		classmate := inviter.Other()
		t.Run(inviter.String(), func(t *testing.T) {
			r := &judgedRelay{verdicts: make(chan time.Duration, 1)}
			sides := [2]game.SideOptions{}
			sides[inviter] = game.SideOptions{Human: true}
			sides[classmate] = game.SideOptions{Engine: engine.Config{Player: "fake", Budget: engine.Budget{Time: time.Second}}}
			now := time.Now()
			m, cmd := newTestModel(t, Options{Variant: "chess", Screen: ScreenGame, Seed: 1, TimeControl: tc, Sides: sides}, 80, 24,
				func(cfg engine.Config) (engine.Player, error) {
					p, err := newFake(cfg)
					r.Player = p
					return r, err
				})
			m.now = func() time.Time { return now }
			if inviter == variants.First {
				m.st.Clocks().Start(variants.First, now)
				m, cmd = press(m, ":", "e", "4", "enter")
			}
			now = now.Add(90 * time.Second) // longer than the classmate's minute
			m, _ = send(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'?'}})
			m, _ = send(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'?'}})
			if o := m.st.Outcome(); o.Over() {
				t.Fatalf("the game ended while the classmate had not come: %v", o)
			}
			if got := m.st.Clocks().Left(classmate, now); got != time.Minute {
				t.Errorf("the classmate's clock reads %v before their first move, want 1m0s held", got)
			}
			if _, on := m.st.Clocks().Running(); on {
				t.Error("a clock runs while the classmate has not made their first move")
			}
			view := squeeze(m.View())
			if strings.Contains(view, "0:00") {
				t.Errorf("the board shows a clock at 0:00 while it waits:\n%s", view)
			}
			if text, _ := m.statusText(); !strings.Contains(text, "to move first; clock held till they come") || !strings.Contains(text, "esc leaves") {
				t.Errorf("the status says %q, want the wait for the first move and the way out", text)
			}
			// Whole at 80 columns: "their clock starts on their board…"
			// cut the way out ("(X aborts, esc leav…").
			if !strings.Contains(m.View(), "clock held till they come (X aborts, esc leaves)") {
				t.Errorf("the status is cut at 80 columns:\n%s", m.View())
			}
			// Their first move comes with their clock: it runs on from there.
			r.verdicts <- 50 * time.Second
			plies := m.st.Len() + 1
			m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == plies })
			if got := m.st.Clocks().Left(classmate, now); got != 50*time.Second {
				t.Errorf("after their first move the classmate has %v, want 50s from their board", got)
			}
			if side, on := m.st.Clocks().Running(); !on || side != inviter {
				t.Errorf("after their first move: running %v %v, want the inviter's clock", side, on)
			}
		})
	}
}

// TestInviteeRunsTheInvitersClock: on the invitee's board, opened on the
// clocks the inviter's board has (classroom.Invitation.Config), the
// inviter's clock runs during their first move as it does on their own
// board, not held at its starting time: both boards show the same
// clocks. Both the inviter's sides: White (their clock running since
// their game began) and Black (their clock starting with the invitee's
// first move). The inviter's first move still sets their clock from
// their board.
func TestInviteeRunsTheInvitersClock(t *testing.T) {
	tc := variants.TimeControl{Base: time.Minute}
	for _, inviter := range []variants.Side{variants.First, variants.Second} {
		invitee := inviter.Other()
		t.Run(inviter.String(), func(t *testing.T) {
			clocks := variants.ClockState{Control: tc.String(), LeftMS: [2]int64{60000, 60000}, Running: -1}
			if inviter == variants.First { // 20 s gone before the invitee accepted
				clocks.LeftMS[inviter], clocks.Running = 40000, int(inviter)
			}
			r := &judgedRelay{verdicts: make(chan time.Duration, 1)}
			sides := [2]game.SideOptions{}
			sides[invitee] = game.SideOptions{Human: true}
			sides[inviter] = game.SideOptions{Engine: engine.Config{Player: "fake", Budget: engine.Budget{Time: time.Second}}}
			m, cmd := newTestModel(t, Options{Variant: "chess", Screen: ScreenGame, Seed: 1, TimeControl: tc, Clocks: &clocks, Sides: sides}, 80, 24,
				func(cfg engine.Config) (engine.Player, error) {
					p, err := newFake(cfg)
					r.Player = p
					return r, err
				})
			now := time.Now()
			m.now = func() time.Time { return now }
			// The clocks started at New's time.Now(): restart them at ours.
			if c, err := variants.ClocksFromState(clocks, now); err == nil {
				m.st.SetClocks(c)
			}
			before := time.Duration(clocks.LeftMS[inviter]) * time.Millisecond
			if inviter == variants.Second {
				m, cmd = press(m, ":", "e", "4", "enter")
				before = time.Minute
			}
			now = now.Add(10 * time.Second) // the inviter thinks over their first move
			m, _ = send(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'?'}})
			m, _ = send(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'?'}})
			if got, want := m.st.Clocks().Left(inviter, now), before-10*time.Second; got != want {
				t.Errorf("the inviter's clock reads %v during their first move, want %v (running, as on their board)", got, want)
			}
			if side, on := m.st.Clocks().Running(); !on || side != inviter {
				t.Errorf("running %v %v during the inviter's first move, want the inviter's clock", side, on)
			}
			if text, _ := m.statusText(); strings.Contains(text, "clock held till they come") || !strings.Contains(text, "to move first") {
				t.Errorf("the status says %q: the inviter's clock runs here", text)
			}
			r.verdicts <- 45 * time.Second
			plies := m.st.Len() + 1
			m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == plies })
			if got := m.st.Clocks().Left(inviter, now); got != 45*time.Second {
				t.Errorf("after their first move the inviter has %v, want 45s from their board", got)
			}
			if side, on := m.st.Clocks().Running(); !on || side != invitee {
				t.Errorf("after the inviter's first move: running %v %v, want the invitee's clock", side, on)
			}
		})
	}
}

// TestFirstMoveWaitKeysAtNarrowWidths: the wait for a classmate's first
// move keeps its way out ("X aborts, esc leaves") on the status line at
// any width: at 40 columns the cut left "... on their board…" and no
// keys.
func TestFirstMoveWaitKeysAtNarrowWidths(t *testing.T) {
	for _, tc := range []variants.TimeControl{{}, {Base: time.Minute}} {
		for _, width := range []int{40, 50, 60, 100} {
			sides := [2]game.SideOptions{{Human: true}}
			sides[variants.Second] = game.SideOptions{Engine: engine.Config{Player: "fake", Budget: engine.Budget{Time: time.Second}}}
			m, _ := newTestModel(t, Options{Variant: "chess", Screen: ScreenGame, Seed: 1, TimeControl: tc, Sides: sides}, width, 24,
				func(cfg engine.Config) (engine.Player, error) {
					p, err := newFake(cfg)
					return &judgedRelay{Player: p, verdicts: make(chan time.Duration, 1)}, err
				})
			m, _ = press(m, ":", "e", "4", "enter")
			if text, _ := m.statusText(); !strings.Contains(text, "to move first") {
				t.Fatalf("width %d, clock %v: status %q, want the wait for the first move", width, tc.Base, text)
			}
			if view := m.View(); !strings.Contains(view, "X aborts, esc leaves") {
				t.Errorf("width %d, clock %v: the way out is cut from the status:\n%s", width, tc.Base, view)
			}
		}
	}
}
