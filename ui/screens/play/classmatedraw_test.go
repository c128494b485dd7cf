package play

import (
	"strings"
	"testing"
	"time"

	"rollout/engine"
	"rollout/ui/game"
	"rollout/ui/nav"
	"rollout/variants"
)

// TestDrawOfferToClassmate: a draw offered to a classmate, who answers
// on their own board, which no offer reaches, says so and leaves the
// game on; it read "@bob declines the draw: it has not judged the
// position yet", as if a program had answered for them.
func TestDrawOfferToClassmate(t *testing.T) {
	sides := [2]game.SideOptions{{Human: true}}
	sides[variants.Second] = game.SideOptions{Engine: engine.Config{Player: "fake", Budget: engine.Budget{Rollouts: 10}}}
	m, _ := newTestModel(t, Options{Variant: "chess", Screen: ScreenGame, Seed: 1, Sides: sides}, 80, 24,
		func(cfg engine.Config) (engine.Player, error) {
			p, err := newFake(cfg)
			return &judgedRelay{Player: p, verdicts: make(chan time.Duration, 1)}, err
		})
	m, cmd := press(m, ":", "e", "4", "enter")
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 2 })
	m, _ = press(m, "=")
	if m.st.Outcome().Over() {
		t.Fatalf("the game ended on a draw offer to a classmate: %v", m.st.Outcome())
	}
	if !strings.Contains(m.msg, "A draw offer does not reach") || strings.Contains(m.msg, "judged") {
		t.Errorf("the draw offer to a classmate says %q", m.msg)
	}
}

// drawingRelay is a classmate's relay that carries draw offers: it
// notes what this board offered and answered.
type drawingRelay struct {
	personRelay
	offers  []string
	answers []bool
}

func (r *drawingRelay) OfferDraw(pos variants.Position) error {
	r.offers = append(r.offers, pos.Encode())
	return nil
}

func (r *drawingRelay) AnswerDraw(_ variants.Position, accept bool) error {
	r.answers = append(r.answers, accept)
	return nil
}

// TestClassmateDrawOffers: = offers a classmate a draw through their
// relay; their answer comes as news (nav.ClassmateMsg): declined, the
// game goes on, accepted, it ends in a draw. Their offer shows with its
// keys: D declines it, = accepts it and ends the game; a move lapses it.
func TestClassmateDrawOffers(t *testing.T) {
	newGame := func(t *testing.T) (Model, *drawingRelay) {
		r := &drawingRelay{}
		m := relayGame(t, "@bob", 100, 30, func(p engine.Player) engine.Player { r.Player = p; return r })
		m, cmd := press(m, ":", "e", "4", "enter")
		m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 2 })
		return m, r
	}
	news := func(m Model, n nav.ClassmateNews) Model {
		s, _ := m.Update(nav.ClassmateMsg{News: n, Name: "bob", Position: m.st.Position().Encode()})
		return s.(Model)
	}
	t.Run("offered", func(t *testing.T) {
		m, r := newGame(t)
		m, _ = press(m, "=")
		if len(r.offers) != 1 || !strings.Contains(m.msg, "Draw offered to bob") {
			t.Fatalf("= against a classmate: offers %v, message %q", r.offers, m.msg)
		}
		m = news(m, nav.ClassmateDeclinesDraw)
		if m.st.Outcome().Over() || !strings.Contains(m.msg, "bob declined your draw offer") {
			t.Fatalf("after bob declined: %v, %q", m.st.Outcome(), m.msg)
		}
		m = news(m, nav.ClassmateAcceptsDraw) // no offer stands: nothing
		if m.st.Outcome().Over() {
			t.Fatal("an acceptance of no offer ended the game")
		}
		m, _ = press(m, "=")
		m = news(m, nav.ClassmateAcceptsDraw)
		if o := m.st.Outcome(); o != variants.DrawBy(variants.DrawAgreed) {
			t.Errorf("after bob accepted: %+v, want a draw agreed", o)
		}
	})
	t.Run("theirs", func(t *testing.T) {
		m, r := newGame(t)
		m = news(m, nav.ClassmateOffersDraw)
		if !strings.Contains(m.msg, "bob offers a draw: = accepts, D declines") {
			t.Fatalf("bob's offer says %q", m.msg)
		}
		m, _ = press(m, "D")
		if len(r.answers) != 1 || r.answers[0] || m.st.Outcome().Over() {
			t.Fatalf("D: answers %v, outcome %v", r.answers, m.st.Outcome())
		}
		m = news(m, nav.ClassmateOffersDraw)
		m, _ = press(m, "=")
		if len(r.answers) != 2 || !r.answers[1] || m.st.Outcome() != variants.DrawBy(variants.DrawAgreed) {
			t.Errorf("=: answers %v, outcome %v", r.answers, m.st.Outcome())
		}
	})
	t.Run("ours lapsed", func(t *testing.T) {
		// Offered while bob is to move; he moves instead of answering:
		// the offer lapses, and this board says so.
		m, r := newGame(t)
		m, cmd := press(m, ":", "d", "4", "enter")
		m, _ = press(m, "=")
		if len(r.offers) != 1 || !strings.Contains(m.msg, "Draw offered to bob") {
			t.Fatalf("= on bob's move: offers %v, message %q", r.offers, m.msg)
		}
		m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 4 })
		if m.drawOut != "" || !strings.Contains(m.msg, "bob moved instead: your draw offer lapsed") {
			t.Errorf("after bob moved on the offer: offer %q, message %q", m.drawOut, m.msg)
		}
		m = news(m, nav.ClassmateAcceptsDraw) // an answer to the lapsed offer, late: nothing
		if m.st.Outcome().Over() {
			t.Error("an acceptance of the lapsed offer ended the game")
		}
	})
	t.Run("lapsed", func(t *testing.T) {
		m, r := newGame(t)
		m = news(m, nav.ClassmateOffersDraw)
		m, cmd := press(m, ":", "d", "4", "enter")
		m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 4 })
		m, _ = press(m, "D")
		if len(r.answers) != 0 || m.drawIn != nil {
			t.Errorf("an offer a move lapsed was answered: %v", r.answers)
		}
	})
}
