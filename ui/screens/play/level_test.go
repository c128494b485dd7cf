package play

import (
	"strings"
	"testing"
	"time"

	"rollout/engine"
	"rollout/ui/game"
)

// A side playing a level of play is named by its level in the title,
// with its budget.
func TestTitleNamesTheLevel(t *testing.T) {
	sk, err := engine.SkillLevel(3)
	if err != nil {
		t.Fatal(err)
	}
	o := gameOpts("chess", "fake")
	o.Sides[1] = game.SideOptions{Engine: sk.Config}
	m, _ := newTestModel(t, o, 80, 24, newFake)
	if title := play(m).title(); !strings.Contains(title, "Black Level 3 (") {
		t.Errorf("title %q does not name level 3 and its budget", title)
	}
}

// The status line, the message and the series' line name a level as the
// title does: "default played e6" told nobody it was level 1 (every
// level's player is default).
func TestStatusNamesTheLevel(t *testing.T) {
	sk, err := engine.SkillLevel(1)
	if err != nil {
		t.Fatal(err)
	}
	o := gameOpts("chess", "fake")
	o.Sides[1] = game.SideOptions{Engine: sk.Config}
	m, _ := newTestModel(t, o, 80, 24, newFake)
	m, cmd := press(m, ":", "e", "4", "enter")
	if m.search == nil {
		t.Fatal("the level does not think after e4")
	}
	if status, _ := m.statusText(); !strings.HasPrefix(status, "Level 1 (Black) thinking") {
		t.Errorf("status while it thinks %q, want it to name Level 1", status)
	}
	if msg, _ := m.message(); !strings.Contains(msg, "Black (Level 1) to move") {
		t.Errorf("message while it thinks %q, want it to name Level 1", msg)
	}
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 2 })
	if status, _ := m.statusText(); !strings.HasPrefix(status, "Level 1 played ") {
		t.Errorf("status after its move %q, want \"Level 1 played ...\"", status)
	}
	s := game.NewSeries(2, [2]game.SideOptions{{Engine: sk.Config}, {Engine: engine.Config{Player: "uct"}}}, 1)
	if line := seriesLines(s)[0]; !strings.Contains(line, "Level 1 (A) vs uct (B)") {
		t.Errorf("series line %q, want it to name Level 1", line)
	}
}

// The status line after an engine's move says what stopped its search
// before the search's figures: a level's line names every part of its
// preset and is cut at the width, which cut the reason off, so "127
// iterations" of a level's 500 (stopped by its clock, or settled) read
// as a miscount.
func TestStatusSaysWhyBeforeItIsCut(t *testing.T) {
	sk, err := engine.SkillLevel(4)
	if err != nil {
		t.Fatal(err)
	}
	o := gameOpts("chess", "fake")
	o.Sides[1] = game.SideOptions{Engine: sk.Config}
	for _, w := range []int{80, 120} {
		m, _ := newTestModel(t, o, w, 24, newFake)
		m, cmd := press(m, ":", "e", "4", "enter")
		m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 2 })
		last := *m.last
		last.Player, last.Rollouts, last.Stopped = "default", 127, engine.StopSettled
		last.Policy = "light policy, eval k=0, minimax a=0.5, priors w=1, widening K=1.5, evaluation king, quiet moves pst, minimax after 4 children, temperature 0.3"
		m.last = &last
		var line string
		for _, l := range strings.Split(m.View(), "\n") {
			if strings.Contains(l, "Level 4 played ") {
				line = l
			}
		}
		if want := "Level 4 played " + last.MoveText + " (settled): "; !strings.Contains(line, want) {
			t.Errorf("%d columns: status line %q, want %q first", w, line, want)
		}
	}
}

// A move forced (a single legal move) ran no search: the status line
// says the move and why, not "0.00 s | 0 iterations | 0.00 kr/s",
// as for a player that runs no rollouts.
func TestForcedMoveHasNoFigures(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("chess", "fake"), 80, 24, newFake)
	m, cmd := press(m, ":", "e", "4", "enter")
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 2 })
	last := *m.last
	last.Player, last.Rollouts, last.Rate, last.Elapsed, last.Stopped = "default", 0, 0, 0, engine.StopForced
	m.last = &last
	status, _ := m.statusText()
	if want := "fake played " + last.MoveText + " (forced)"; status != want {
		t.Errorf("status %q, want %q", status, want)
	}
	// Nor a move proven before any iteration: "uct played b1 (proven):
	// 0.00 s | 0 iterations | 0.00 kr/s | b1" in a watched series.
	last.Stopped = engine.StopProven
	status, _ = m.statusText()
	if want := "fake played " + last.MoveText + " (proven)"; status != want {
		t.Errorf("status %q, want %q", status, want)
	}
}

// An engine whose name fills the status line (an external engine with
// its options) is named by its side there once it has moved, as while it
// thinks: "uci:/usr/games/stockfish,Skill Level=0,UCI_LimitStrength=
// true,UCI_Elo=1320 play…" was all an 80-column line showed, the move
// cut off. A short name stays.
func TestStatusKeepsTheMoveOfALongName(t *testing.T) {
	long := "fake,Skill Level=0,UCI_LimitStrength=true,UCI_Elo=1320,Threads=1,Hash=16"
	for _, c := range []struct{ player, want string }{{long, "Black played "}, {"fake", "fake played "}} {
		o := gameOpts("chess", "fake")
		o.Sides[1] = game.SideOptions{Engine: engine.Config{Player: c.player, Budget: engine.Budget{Time: time.Second}}}
		m, _ := newTestModel(t, o, 80, 24, newFake)
		m, cmd := press(m, ":", "e", "4", "enter")
		m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 2 })
		status, _ := m.statusText()
		if !strings.HasPrefix(status, c.want) {
			t.Errorf("%s: status after its move %q, want it to begin %q", c.player, status, c.want)
		}
		if line := m.Frame.Status.View(status, -1); !strings.Contains(line, "played "+m.last.MoveText+" (") {
			t.Errorf("%s: the 80-column status line %q cuts off the move", c.player, line)
		}
	}
}
