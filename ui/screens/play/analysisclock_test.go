package play

import (
	"strings"
	"testing"
	"time"

	"rollout/engine"
	"rollout/ui/enginerun"
	"rollout/ui/game"
	"rollout/ui/nav"
	"rollout/variants"
)

// A person's clock runs on while they analyse their game (docs/playing.md)
// and the analysis board is to say so: A on the person's turn gives the
// board the game's clocks, White's running; the board showed nothing of
// them, so the time ran out of sight.
func TestAnalysisIsToldThePersonsClockRuns(t *testing.T) {
	m, advance := timedChess(t, variants.TimeControl{Base: time.Minute}, 80, 24)
	m = begun(t, m)
	advance(7 * time.Second)
	m, _ = press(m, "A")
	msg, ok := emitted(t, m).(nav.OpenAnalysisMsg)
	if !ok {
		t.Fatal("A did not open the analysis board")
	}
	c := msg.Cfg.Game.Clocks
	if c == nil {
		t.Fatal("the analysis board is not given the clock that runs on")
	}
	if side, on := c.Running(); !on || side != variants.First {
		t.Errorf("the board's clocks: running %v %v, want White's", side, on)
	}
	now := m.clockNow()
	if got, want := c.Left(variants.First, now), m.st.Clocks().Left(variants.First, now); got != want {
		t.Errorf("the board's White clock %v, the game's %v", got, want)
	}
	if _, on := m.st.Clocks().Running(); !on {
		t.Error("the person's clock stopped in the game: the rule (docs/playing.md) is that it runs on")
	}
}

// An engine's clock stops with its search (TestAnalysisStopsAThinkingEnginesClock):
// the board is given no running clock to show.
func TestAnalysisIsToldNoClockRunsOnTheEnginesTurn(t *testing.T) {
	m, _ := watchedChess(t, variants.TimeControl{Base: time.Minute}, "blocker", 1, "")
	m, cmd := send(m, enginerun.AutoplayMsg{Gen: m.auto.Gen}) // White, the fake, moves at once
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 1 })
	m, _ = send(m, enginerun.AutoplayMsg{Gen: m.auto.Gen}) // Black, the blocker, thinks on its clock
	if _, on := m.st.Clocks().Running(); !on || m.search == nil {
		t.Fatal("Black does not think on its clock")
	}
	asked, _ := press(m, "A")
	msg, ok := emitted(t, asked).(nav.OpenAnalysisMsg)
	if !ok {
		t.Fatal("A did not open the analysis board")
	}
	if msg.Cfg.Game.Clocks != nil {
		t.Errorf("the board is given running clocks while the engine's stopped")
	}
}

// The screen over the game (the analysis board) saw the person's clock
// run out (nav.FlagMsg): the game ends then, lost on time as its own
// tick would end it, and says so to that screen (nav.GameOverMsg); a
// flag that has not fallen on the game's clocks changes nothing.
func TestFlagSeenOverTheGameEndsIt(t *testing.T) {
	m, advance := timedChess(t, variants.TimeControl{Base: time.Minute}, 80, 24)
	m = begun(t, m)
	advance(59 * time.Second)
	m, cmd := send(m, nav.FlagMsg{})
	if m.st.Outcome().Over() || cmd != nil {
		t.Fatalf("a second left: the game ended (%v) or said so", m.st.Outcome())
	}
	advance(2 * time.Second)
	m, cmd = send(m, nav.FlagMsg{})
	if r := m.st.Outcome().Reason; r != variants.TimeForfeit {
		t.Fatalf("the flag fell: the game ends by %v", r)
	}
	if cmd == nil {
		t.Fatal("the screen over the game is not told")
	}
	over, ok := cmd().(nav.GameOverMsg)
	if !ok || !strings.HasPrefix(over.Text, "Game over: White loses on time") {
		t.Fatalf("the screen over the game is told %#v", over)
	}
}

// judgedSilent is a watched classmate whose board judges their own flag
// (serve's peer), and whose next move has not come.
type judgedSilent struct{ silentRemote }

func (judgedSilent) Flagged() bool { return false }

// On a watched classmates' game the players' clocks run on, but their
// flags are judged on their own boards, and the watcher's board, its
// relays stopped under the analysis board or a study, learns no move
// there: a copy handed to that screen ran down to 0:00 and stayed there,
// the move long made. A and t hand it no clock.
func TestWatchedClassmatesClockNotHandedOver(t *testing.T) {
	o := Options{Variant: "chess", Screen: ScreenGame, Seed: 1, TimeControl: variants.TimeControl{Base: time.Minute},
		Moves: []string{"e4"}, Sides: [2]game.SideOptions{
			{Engine: engine.Config{Player: "alice#1"}}, {Engine: engine.Config{Player: "bob#1"}}}}
	newJudged := func(cfg engine.Config) (engine.Player, error) { return &judgedSilent{silentRemote{cfg}}, nil }
	for _, key := range []string{"A", "t"} {
		m, _ := newTestModel(t, o, 80, 24, newJudged)
		if side, on := m.st.Clocks().Running(); !on || side != variants.Second {
			t.Fatalf("the watched game: running %v %v, want Black's clock", side, on)
		}
		asked, _ := press(m, key)
		var b game.Behind
		switch msg := emitted(t, asked).(type) {
		case nav.OpenAnalysisMsg:
			b = msg.Cfg.Game
		case nav.OpenStudyMsg:
			b = msg.Cfg.Game
		default:
			t.Fatalf("%s opened %T", key, msg)
		}
		if b.Clocks != nil {
			t.Errorf("%s: the screen is handed Black's clock, judged on Black's board", key)
		}
	}
}
