package play

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/bubbles/key"

	"rollout/engine"
	"rollout/ui/game"
	"rollout/ui/kit"
	"rollout/variants"
)

// TestNoPlayOnAfterTheGame: p (play on from the move reviewed) in a
// game that ended here once took its last moves back, and the same end
// played again saved a second PGN of it. Now p says why and how to go
// on, the game and its saved file stay as they ended, and the help
// offers no p; in a game going on, p still plays on, but for against a
// classmate, where it would take moves back on one board.
func TestNoPlayOnAfterTheGame(t *testing.T) {
	person := game.SideOptions{Human: true}
	fake := game.SideOptions{Engine: engine.Config{Player: "fake", Budget: engine.Budget{Time: time.Second}}}
	m, cmd := newTestModel(t, Options{Variant: "chess", Position: "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", Screen: ScreenGame, Seed: 1,
		Sides: [2]game.SideOptions{person, fake}}, 80, 24, newFake)
	m = drain(t, m, cmd)
	m, cmd = press(m, ":", "R", "a", "8", "enter")
	m = drain(t, m, cmd)
	mate := variants.Win(variants.First, variants.Checkmate)
	if o := m.st.Outcome(); o != mate {
		t.Fatalf("the game ends %v (%q), want mate", o, m.msg)
	}
	saved := pgnFiles(t, m.cfg.OutDir)
	if saved != 1 {
		t.Fatalf("%d PGN files after the mate, want 1", saved)
	}
	m, _ = press(m, "[")
	k := m.helpKeys()
	if kit.HasKey(k.ShortHelp(), k.PlayOn) || slices.ContainsFunc(k.FullHelp(), func(c []key.Binding) bool { return kit.HasKey(c, k.PlayOn) }) {
		t.Error("the help offers p, play on, in a finished game")
	}
	m, cmd = press(m, "p")
	m = drain(t, m, cmd)
	if o := m.st.Outcome(); o != mate || m.st.Len() != 1 {
		t.Errorf("after [ p: %v with %d moves, want the mate with 1", o, m.st.Len())
	}
	if !strings.Contains(m.msg, "No playing on: the game is over") || !strings.Contains(m.msg, "r starts a new game") {
		t.Errorf("p after the game says %q", m.msg)
	}
	// The same mate again, which once ended a second game.
	m, cmd = press(m, "]", ":", "R", "a", "8", "enter")
	m = drain(t, m, cmd)
	if got := pgnFiles(t, m.cfg.OutDir); got != saved {
		t.Errorf("%d PGN files after [ p and the mate again, want %d", got, saved)
	}

	// A game going on plays on from the move reviewed, as before.
	m, cmd = newTestModel(t, Options{Variant: "chess", Screen: ScreenGame, Seed: 1, Sides: [2]game.SideOptions{person, fake}}, 80, 24, newFake)
	m = drain(t, m, cmd)
	m, cmd = press(m, ":", "e", "4", "enter")
	m = drain(t, m, cmd)
	m, _ = press(m, "[", "[")
	m, cmd = press(m, "p")
	m = drain(t, m, cmd)
	if m.st.Len() != 0 || !strings.HasPrefix(m.msg, "Playing on") {
		t.Errorf("p in a game going on: %d moves, %q; want the game played on from the start", m.st.Len(), m.msg)
	}

	// Against a classmate, p from an earlier move would take moves back
	// on this board alone: refused, as u is.
	m, cmd = newTestModel(t, Options{Variant: "chess", Screen: ScreenGame, Seed: 1, Sides: [2]game.SideOptions{person, fake}}, 80, 24,
		func(cfg engine.Config) (engine.Player, error) {
			p, err := newFake(cfg)
			return &relayFake{Player: p}, err
		})
	m = drain(t, m, cmd)
	m, cmd = press(m, ":", "e", "4", "enter")
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 2 })
	m, _ = press(m, "[", "[")
	m, cmd = press(m, "p")
	m = drain(t, m, cmd)
	if m.st.Len() != 2 || !strings.Contains(m.msg, "No take-backs against a classmate") {
		t.Errorf("p from an earlier move against a classmate: %d moves, %q; want both moves kept and why", m.st.Len(), m.msg)
	}
}

// TestSaveAfterTheGame: s in a game that ended here and was saved then
// wrote a second file of the same game under a new name; it now names
// the file the game is in, and the help no longer offers s there. In a
// game going on, s saves as before.
func TestSaveAfterTheGame(t *testing.T) {
	person := game.SideOptions{Human: true}
	fake := game.SideOptions{Engine: engine.Config{Player: "fake", Budget: engine.Budget{Time: time.Second}}}
	m, cmd := newTestModel(t, Options{Variant: "chess", Position: "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", Screen: ScreenGame, Seed: 1,
		Sides: [2]game.SideOptions{person, fake}}, 80, 24, newFake)
	m = drain(t, m, cmd)
	m, _ = press(m, "s") // a game going on: saved as it stands
	if got := pgnFiles(t, m.cfg.OutDir); got != 1 || !strings.HasPrefix(m.msg, "Saved ") {
		t.Fatalf("s in a game going on: %d PGN files, %q; want 1 saved", got, m.msg)
	}
	m, cmd = press(m, ":", "R", "a", "8", "enter")
	m = drain(t, m, cmd)
	if got := pgnFiles(t, m.cfg.OutDir); got != 2 || !m.st.Outcome().Over() {
		t.Fatalf("after the mate: %d PGN files, %v; want the ended game saved too", got, m.st.Outcome())
	}
	if k := m.helpKeys(); kit.HasKey(k.ShortHelp(), k.Save) {
		t.Error("the help offers s in a game saved when it ended")
	}
	m, _ = press(m, "s")
	if got := pgnFiles(t, m.cfg.OutDir); got != 2 {
		t.Errorf("s after the game wrote another file: %d PGN files, want 2", got)
	}
	if !strings.HasPrefix(m.msg, "Already saved: ") || !strings.Contains(m.msg, "rollout-") {
		t.Errorf("s after the game says %q, want the file it is in", m.msg)
	}
}

// TestClassmateHelp: against a classmate the help offers neither
// move-now nor undo, which are refused there ("Your classmate moves for
// themselves", "No take-backs against a classmate"); against an engine
// move-now stays, and undo once the person has a move to take back
// (TestHelpOffersUndoOnlyWithAMoveToTakeBack): none yet here.
func TestClassmateHelp(t *testing.T) {
	person := game.SideOptions{Human: true}
	fake := game.SideOptions{Engine: engine.Config{Player: "fake", Budget: engine.Budget{Time: time.Second}}}
	for _, remote := range []bool{false, true} {
		m, _ := newTestModel(t, Options{Variant: "chess", Screen: ScreenGame, Seed: 1, Sides: [2]game.SideOptions{fake, person}}, 80, 24,
			func(cfg engine.Config) (engine.Player, error) {
				p, err := newFake(cfg)
				if remote {
					return &relayFake{Player: p}, err
				}
				return p, err
			})
		if m.search == nil {
			t.Fatal("White is not thinking")
		}
		k := m.helpKeys()
		full := slices.Concat(k.FullHelp()...)
		for _, b := range []key.Binding{k.MoveNow, k.Undo} {
			want := !remote && b.Help() == k.MoveNow.Help()
			if offered := kit.HasKey(k.ShortHelp(), b) || kit.HasKey(full, b); offered != want {
				t.Errorf("against a classmate %v: the help offers %q: %v", remote, b.Help().Desc, offered)
			}
		}
	}
}
