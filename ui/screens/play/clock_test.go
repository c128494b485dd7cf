package play

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/golden"

	"rollout/engine"
	"rollout/ui/autosave"
	"rollout/ui/enginerun"
	"rollout/ui/game"
	"rollout/ui/nav"
	"rollout/ui/uitest"
	"rollout/variants"
)

// timedChess is a person (White) against the fake engine at chess on a
// clock of tc, with the clocks' time under the test's control: the
// returned func moves it on. No clock runs before White's first move.
func timedChess(t *testing.T, tc variants.TimeControl, w, h int) (Model, func(time.Duration)) {
	t.Helper()
	o := Options{Variant: "chess", Screen: ScreenGame, Seed: 1, TimeControl: tc, Sides: [2]game.SideOptions{
		{Human: true}, {Engine: engine.Config{Player: "fake", Budget: engine.Budget{Time: time.Second}}}}}
	m, _ := newTestModel(t, o, w, h, newFake)
	now := time.Now()
	m.now = func() time.Time { return now }
	return m, func(d time.Duration) { now = now.Add(d) }
}

// begun is m after White's first move, e4, and the fake engine's reply,
// both at once: White's clock runs, with the increment of its first move.
func begun(t *testing.T, m Model) Model {
	t.Helper()
	m, cmd := press(m, ":", "e", "4", "enter")
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 2 })
	if side, on := m.st.Clocks().Running(); !on || side != variants.First {
		t.Fatalf("after 1. e4 and the reply: running %v %v, want White's clock", side, on)
	}
	return m
}

func TestClocksOnTheBoard(t *testing.T) {
	m, advance := timedChess(t, variants.TimeControl{Base: time.Minute}, 80, 24)
	m = begun(t, m)
	m, _ = send(m, m.tick) // any message: Update arms the tick
	view := squeeze(m.View())
	for _, want := range []string{"> White 1:00", "Black 1:00"} {
		if !strings.Contains(view, want) {
			t.Errorf("no %q in\n%s", want, view)
		}
	}
	if !m.ticking {
		t.Error("no tick armed while White's clock runs")
	}
	advance(50*time.Second + 500*time.Millisecond)
	m, _ = send(m, clockTickMsg{gen: m.tick.Gen})
	if view := squeeze(m.View()); !strings.Contains(view, "> White 0:09.5") {
		t.Errorf("under ten seconds the clock shows tenths; got\n%s", view)
	}
}

func TestFlagFallEndsTheGame(t *testing.T) {
	m, advance := timedChess(t, variants.TimeControl{Base: time.Minute}, 80, 24)
	m = begun(t, m)
	m, _ = send(m, m.tick)
	stale := m.tick.Gen
	advance(61 * time.Second)
	m, _ = send(m, clockTickMsg{gen: stale + 1000}) // not ours: dropped
	if m.st.Outcome().Over() {
		t.Fatal("a stale tick ended the game")
	}
	m, _ = send(m, clockTickMsg{gen: m.tick.Gen})
	o := m.st.Outcome()
	if o.Reason != variants.TimeForfeit || o.Result != variants.SecondWins {
		t.Fatalf("outcome %v, want Black wins by time forfeit", o)
	}
	if msg, _ := m.message(); !strings.Contains(msg, "White loses on time") {
		t.Errorf("message %q does not say White loses on time", msg)
	}
	if m.ticking {
		t.Error("a tick is armed after the game ended")
	}
	pgn, err := pgnText(m.st, m.cfg, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`[TimeControl "60+0"]`, `[Result "0-1"]`, `[Termination "White loses on time"]`} {
		if !strings.Contains(pgn, want) {
			t.Errorf("PGN has no %s:\n%s", want, pgn)
		}
	}
}

// A move played on the clock presses it: the mover's time is charged and
// written as [%clk], the other clock runs, the engine searches on its
// clock. No clock runs before White's first move, as on a club clock
// and on lichess: the time the screen is read before it is nobody's,
// and that move is charged nothing (it gets its increment, as every
// move does).
func TestMovePressesTheClock(t *testing.T) {
	m, advance := timedChess(t, variants.TimeControl{Base: time.Minute, Increment: 2 * time.Second}, 80, 24)
	m, _ = send(m, m.tick)
	if _, on := m.st.Clocks().Running(); on || m.ticking {
		t.Fatalf("a clock runs before White's first move (running %v, tick armed %v)", on, m.ticking)
	}
	advance(30 * time.Second)
	m, _ = send(m, clockTickMsg{gen: m.tick.Gen})
	if view := squeeze(m.View()); !strings.Contains(view, "White 1:00") || strings.Contains(view, "> White") {
		t.Errorf("30 s before White's first move: want White's clock at 1:00, not running:\n%s", view)
	}
	if text, _ := m.message(); !strings.HasSuffix(text, "type a move; clocks start with it") {
		t.Errorf("before White's first move the message reads %q: nothing says when the clocks start", text)
	}
	m, cmd := press(m, ":", "e", "4", "enter")
	if m.st.Len() != 1 {
		t.Fatalf("e4 not played: %q", m.msg)
	}
	if got := m.st.Clocks().Left(variants.First, m.clockNow()); got != 62*time.Second {
		t.Errorf("White has %v after the first move with 2 s increment, want 1m2s", got)
	}
	if side, on := m.st.Clocks().Running(); !on || side != variants.Second {
		t.Errorf("running %v %v, want Black's clock", side, on)
	}
	if c := m.st.Turn(0).Comment; !strings.Contains(c, "[%clk 0:01:02]") {
		t.Errorf("e4's comment %q has no [%%clk 0:01:02]", c)
	}
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 2 })
	if m.st.Outcome().Over() {
		t.Fatalf("the engine's reply ended the game: %v", m.st.Outcome())
	}
	if text, _ := m.message(); strings.Contains(text, "clocks start") {
		t.Errorf("after the first moves the message still reads %q", text)
	}
	advance(5 * time.Second)
	m, _ = press(m, ":", "d", "4", "enter")
	if got := m.st.Clocks().Left(variants.First, m.clockNow()); got != 59*time.Second {
		t.Errorf("White has %v after a 5 s second move, want 59s", got)
	}
	if c := m.st.Turn(2).Comment; !strings.Contains(c, "[%clk 0:00:59]") {
		t.Errorf("d4's comment %q has no [%%clk 0:00:59]", c)
	}
}

// Nothing panics at any size with the clocks and material shown, and a
// frame is never taller than the terminal.
func TestTimedLayoutAtEverySize(t *testing.T) {
	for _, sz := range uitest.Sizes() {
		m, _ := timedChess(t, variants.TimeControl{Base: 5 * time.Minute, Increment: 3 * time.Second}, sz[0], sz[1])
		m, _ = send(m, m.tick)
		if got := strings.Count(m.View(), "\n") + 1; got > sz[1] {
			t.Errorf("%dx%d: %d rows", sz[0], sz[1], got)
		}
	}
}

// squeeze is text with each run of spaces one space.
func squeeze(text string) string {
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		lines[i] = strings.Join(strings.Fields(l), " ")
	}
	return strings.Join(lines, "\n")
}

// TestGoldenTimed: the play screen of a 5+3 game at chess after 1. e4 d5
// 2. exd5 and the engine's reply, at 80x24 and 60x20: both clocks beside
// the board (White's running: exd5 was the first move on the clock, so
// White was charged from the reply on), the material (White a pawn up), the
// evaluation bar and line, the opening's name. The clocks' time is the
// test's, so the frames are fixed. Regenerate with
//
//	go test ./ui/screens/play -run TestGoldenTimed -update
func TestGoldenTimed(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {60, 20}} {
		t.Run(fmt.Sprintf("chess_5+3_%dx%d", size[0], size[1]), func(t *testing.T) {
			o := gameOpts("chess", "fake")
			o.Moves = []string{"e4", "d5"}
			o.TimeControl = variants.TimeControl{Base: 5 * time.Minute, Increment: 3 * time.Second}
			m, _ := newTestModel(t, o, size[0], size[1], newFake)
			now := time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)
			m.now = func() time.Time { return now }
			now = now.Add(12 * time.Second) // no clock runs before the first move on the clock, exd5
			m, cmd := press(m, ":", "e", "x", "d", "5", "enter")
			m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 4 })
			now = now.Add(4*time.Second + 300*time.Millisecond)
			m, _ = send(m, tea.WindowSizeMsg{Width: size[0], Height: size[1]})
			golden.RequireEqual(t, []byte(m.View()))
		})
	}
}

// A take-back to the start sets the clocks back to the start, where no
// clock runs until White's first move again; a new game (r) starts
// fresh clocks.
func TestClocksAcrossUndoAndNewGame(t *testing.T) {
	m, advance := timedChess(t, variants.TimeControl{Base: time.Minute}, 80, 24)
	advance(5 * time.Second)
	m, cmd := press(m, ":", "e", "4", "enter")
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 2 })
	advance(3 * time.Second)
	m, _ = press(m, "u")
	c := m.st.Clocks()
	if side, on := c.Running(); m.st.Len() != 0 || on {
		t.Fatalf("after u: %d plies, running %v %v; want the start, no clock running", m.st.Len(), side, on)
	}
	if got := c.Left(variants.First, m.clockNow()); got != time.Minute {
		t.Errorf("White has %v after 5 s and 3 s of thought, taken back to the start: want 1m0s", got)
	}
	m, _ = press(m, "r", "r")
	if got := m.st.Clocks().Left(variants.First, time.Now()); got < 59*time.Second {
		t.Errorf("a new game's clock has %v", got)
	}
}

// A take-back (u, or p from an earlier move of a game going on) sets
// both clocks back to what they showed at the position taken back to,
// as lichess's does: the time spent since is given back, and the
// engine's move replayed gets its increment once, not twice.
func TestTakeBackRestoresTheClocks(t *testing.T) {
	tc := variants.TimeControl{Base: time.Minute, Increment: 2 * time.Second}
	left := func(m Model) [2]time.Duration {
		c := m.st.Clocks()
		return [2]time.Duration{c.Left(variants.First, m.clockNow()), c.Left(variants.Second, m.clockNow())}
	}
	// White thinks 5 s a move; the fake engine answers at once.
	moves := func(m Model, advance func(time.Duration), sans ...string) Model {
		for _, san := range sans {
			advance(5 * time.Second)
			keys := append([]string{":"}, strings.Split(san, "")...)
			m, cmd := press(m, append(keys, "enter")...)
			n := m.st.Len()
			if n%2 != 1 {
				t.Fatalf("%s not played: %q", san, m.msg)
			}
			m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == n+1 })
		}
		return m
	}
	for _, tt := range []struct {
		name string
		keys []string
		want [2]time.Duration // at the position after White's first move (charged nothing) and the reply
	}{
		{"u", []string{"u"}, [2]time.Duration{62 * time.Second, 62 * time.Second}},
		{"p from the reply", []string{"[", "[", "p"}, [2]time.Duration{62 * time.Second, 62 * time.Second}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			m, advance := timedChess(t, tc, 80, 24)
			m = moves(m, advance, "e4", "d4")
			if got, want := left(m), [2]time.Duration{59 * time.Second, 64 * time.Second}; got != want {
				t.Fatalf("after two moves each: %v, want %v", got, want)
			}
			advance(7 * time.Second) // White thinks, then takes back
			m, _ = press(m, tt.keys...)
			if m.st.Len() != 2 {
				t.Fatalf("%v: %d plies, want 2 (%q)", tt.keys, m.st.Len(), m.msg)
			}
			if got := left(m); got != tt.want {
				t.Errorf("%v: clocks %v, want %v as after the first moves", tt.keys, got, tt.want)
			}
			if side, on := m.st.Clocks().Running(); !on || side != variants.First {
				t.Errorf("running %v %v, want White's clock", side, on)
			}
			m = moves(m, advance, "d4")
			if got, want := left(m), [2]time.Duration{59 * time.Second, 64 * time.Second}; got != want {
				t.Errorf("d4 and the reply again: %v, want %v (one increment each)", got, want)
			}
		})
	}
}

// A running clock's time is written to the resume slot every
// clockSaveEvery between moves, so a game killed mid-think resumes with
// little of the thinking given back.
func TestRunningClockIsSaved(t *testing.T) {
	dir := t.TempDir()
	o := Options{Variant: "chess", Screen: ScreenGame, Seed: 1, StateDir: dir,
		TimeControl: variants.TimeControl{Base: time.Minute}, Moves: []string{"e4", "e5"}, Sides: [2]game.SideOptions{
			{Human: true}, {Engine: engine.Config{Player: "fake", Budget: engine.Budget{Time: time.Second}}}}}
	m, _ := newTestModel(t, o, 80, 24, newFake)
	now := time.Now()
	m.now = func() time.Time { return now }
	m, cmd := press(m, ":", "N", "f", "3", "enter") // White's first move on the clock, charged nothing
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 4 })
	m, _ = send(m, m.tick)
	now = now.Add(clockSaveEvery + 2*time.Second)
	m, _ = send(m, clockTickMsg{gen: m.tick.Gen})
	<-m.cfg.Saves.Settled()
	s, _, ok, err := autosave.Load(dir, autosave.SlotName, now)
	if err != nil || !ok || s.Clock == nil {
		t.Fatalf("no save with clocks: %v %v %+v", ok, err, s.Clock)
	}
	if got := s.Clock.LeftMS[0]; got != 48000 {
		t.Errorf("White's saved time %d ms, want 48000", got)
	}
}

// watchedChess is two engines at chess on a clock of tc, White the fake
// that answers at once, Black the player named black (a blocker thinks until
// stopped), with the clocks' time under the test's control (*now).
func watchedChess(t *testing.T, tc variants.TimeControl, black string, games int, dir string) (Model, *time.Time) {
	t.Helper()
	o := Options{Variant: "chess", Screen: ScreenGame, Seed: 1, Pause: 500 * time.Millisecond, TimeControl: tc,
		Games: games, StateDir: dir, Sides: [2]game.SideOptions{
			{Engine: engine.Config{Player: "fake"}}, {Engine: engine.Config{Player: black}}}}
	m, _ := newTestModel(t, o, 80, 24, newFake)
	now := time.Now()
	m.now = func() time.Time { return now }
	return m, &now
}

// Two engines watched play on their clocks as a person's game does
// (docs/clocks.md): both clocks shown, each running while its engine
// thinks and waiting out the pause between moves (the speed control
// costs neither side time), the mover's time in the move's comment and
// the autosave, and a flag fall ends the game with its result and
// termination in the PGN. They played untimed, -tc refused.
func TestWatchedGameOnTheClock(t *testing.T) {
	m, now := watchedChess(t, variants.TimeControl{Base: time.Minute}, "blocker", 1, t.TempDir())
	c := m.st.Clocks()
	if c == nil {
		t.Fatal("no clocks: the watched game is untimed")
	}
	if _, on := c.Running(); on || m.auto.Gen == 0 {
		t.Fatalf("before the first move: a clock runs (%v) or no pause is pending (%v)", on, m.auto.Gen == 0)
	}
	view := squeeze(m.View())
	for _, want := range []string{"White 1:00", "Black 1:00"} {
		if !strings.Contains(view, want) {
			t.Errorf("no %q in\n%s", want, view)
		}
	}
	*now = now.Add(10 * time.Second) // a long pause: no one's time
	m, cmd := send(m, enginerun.AutoplayMsg{Gen: m.auto.Gen})
	if _, on := c.Running(); on || m.search == nil {
		t.Fatalf("White thinks over the first move: running %v, searching %v; want no clock running before it", on, m.search != nil)
	}
	*now = now.Add(3 * time.Second)
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 1 })
	if got := c.Left(variants.First, *now); got != time.Minute {
		t.Errorf("White has %v after its first move, 3 s of thought, want 1m0s: charged nothing", got)
	}
	if _, on := c.Running(); on {
		t.Error("Black's clock runs during the pause before its move")
	}
	if cm := m.st.Turn(0).Comment; !strings.Contains(cm, "[%clk 0:01:00]") {
		t.Errorf("White's move's comment %q has no [%%clk 0:01:00]", cm)
	}
	<-m.cfg.Saves.Settled()
	s, _, ok, err := autosave.Load(m.cfg.StateDir, autosave.SlotName, *now)
	if err != nil || !ok || s.Clock == nil || s.Clock.LeftMS[0] != 60000 {
		t.Errorf("autosave: %v %v, clock %+v; want White's 60000 ms", ok, err, s.Clock)
	}
	*now = now.Add(time.Minute)
	m, _ = send(m, enginerun.AutoplayMsg{Gen: m.auto.Gen}) // Black thinks, and thinks
	m, _ = press(m, " ")                                   // paused mid-thought: its clock runs on
	if side, on := c.Running(); !m.paused || !on || side != variants.Second {
		t.Fatalf("paused while Black thinks: running %v %v, want Black's clock", side, on)
	}
	*now = now.Add(61 * time.Second)
	m, _ = send(m, clockTickMsg{gen: m.tick.Gen})
	if o := m.st.Outcome(); o.Reason != variants.TimeForfeit || o.Result != variants.FirstWins {
		t.Fatalf("outcome %v, want White wins by time forfeit", o)
	}
	if m.search != nil {
		t.Error("the flagged engine's search still runs")
	}
	pgn, err := pgnText(m.st, m.cfg, *now)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`[TimeControl "60+0"]`, `[Result "1-0"]`, `[Termination "Black loses on time"]`, "[%clk 0:01:00]",
		`[White "fake"]`, `[Black "blocker"]`} { // no budget: they played on the clock
		if !strings.Contains(pgn, want) {
			t.Errorf("PGN has no %s:\n%s", want, pgn)
		}
	}
}

// A series on the clock: a flag fall is a result the tally counts, and
// the next game starts on fresh clocks.
func TestSeriesOnTheClock(t *testing.T) {
	m, now := watchedChess(t, variants.TimeControl{Base: time.Minute, Increment: time.Second}, "blocker", 2, "")
	m, cmd := send(m, enginerun.AutoplayMsg{Gen: m.auto.Gen})
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 1 })
	m, _ = send(m, enginerun.AutoplayMsg{Gen: m.auto.Gen})
	*now = now.Add(61 * time.Second)
	m, _ = send(m, clockTickMsg{gen: m.tick.Gen})
	if o := m.st.Outcome(); o.Reason != variants.TimeForfeit {
		t.Fatalf("outcome %v, want a time forfeit", o)
	}
	if r := m.cfg.Series.Tally.Total(0); r.W != 1 {
		t.Fatalf("the series' tally %+v, want A's win on time", r)
	}
	m, _ = send(m, nextSeriesMsg{gen: m.auto.Gen})
	if m.cfg.Series.Index != 1 || m.st.Len() != 0 {
		t.Fatalf("game %d, %d plies: the next game did not start", m.cfg.Series.Index+1, m.st.Len())
	}
	c := m.st.Clocks()
	if c == nil {
		t.Fatal("the series' second game is untimed")
	}
	for _, side := range []variants.Side{variants.First, variants.Second} {
		if got := c.Left(side, time.Now()); got != time.Minute {
			t.Errorf("%v starts game 2 with %v, want 1m", side, got)
		}
	}
}

// On a clock the clock gives an engine its time, and only a cap in
// rollouts of its own (a level's, -rollouts) still bounds a move
// (engine.ClockedSearch): the title and the PGN name that cap and no
// time.
func TestBudgetOnAClock(t *testing.T) {
	for _, tc := range []struct {
		b      engine.Budget
		player string
		timed  bool
		want   string
	}{
		{engine.Budget{Time: time.Second}, "flat", false, "1 s"},
		{engine.Budget{Time: time.Second}, "flat", true, ""},
		{engine.Budget{Rollouts: 500}, "flat", true, "500 rollouts"},
		{engine.Budget{Time: time.Second, Rollouts: 500}, "flat", true, "500 rollouts"},
		// A tree counts iterations, as README and the setup screen say.
		{engine.Budget{Rollouts: 2000}, "uct", false, "2k iterations"},
		{engine.Budget{Time: time.Second, Rollouts: 500}, engine.DefaultPlayer, true, "500 iterations"},
	} {
		if got := budgetText(tc.b, tc.player, tc.timed); got != tc.want {
			t.Errorf("%+v %s timed %v: %q, want %q", tc.b, tc.player, tc.timed, got, tc.want)
		}
	}
	sk, err := engine.SkillLevel(1)
	if err != nil {
		t.Fatal(err)
	}
	o := gameOpts("chess", "fake")
	o.Sides[1] = game.SideOptions{Engine: sk.Config}
	o.TimeControl = variants.TimeControl{Base: time.Minute}
	m, _ := newTestModel(t, o, 80, 24, newFake)
	// It said "120 rollouts" beside the setup screen's "120 iterations".
	if title := m.title(); !strings.Contains(title, "Black Level 1 (120 iterations)") {
		t.Errorf("title %q: a level on a clock keeps its iterations", title)
	}
}

// An engine's move that ends late past its hard time makes that side's
// next moves plan with the lateness (engine.NextLag, Clock.Lag), as
// match -clock's players do; a move in time lets it decay by an eighth.
func TestLateMoveKeepsALag(t *testing.T) {
	m, now := watchedChess(t, variants.TimeControl{Base: time.Minute}, "fake", 1, "")
	hard := engine.Clock{Left: time.Minute}.Allot().Hard
	m, cmd := send(m, enginerun.AutoplayMsg{Gen: m.auto.Gen})
	*now = now.Add(hard + 2*time.Second) // the machine stopped it 2 s late
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 1 })
	clocks, _ := m.engineClocks()
	if clocks[variants.First].Lag != 2*time.Second || clocks[variants.Second].Lag != 0 {
		t.Fatalf("lags %v %v after White's move 2 s late, want 2s and 0", clocks[0].Lag, clocks[1].Lag)
	}
	m, cmd = send(m, enginerun.AutoplayMsg{Gen: m.auto.Gen})
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 2 })
	m, cmd = send(m, enginerun.AutoplayMsg{Gen: m.auto.Gen}) // White's next move, in time
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 3 })
	if clocks, _ := m.engineClocks(); clocks[variants.First].Lag != 2*time.Second-2*time.Second/8 {
		t.Errorf("White's lag %v after a move in time, want 1.75s", clocks[variants.First].Lag)
	}
}

// An engine's search stopped for the analysis board (or a study) stops
// its clock: while the person analyses nobody thinks on the game's
// clock, and the engine goes on with the time it had. Its clock ran on,
// hidden, and the engine came back to less time than it had thought.
func TestAnalysisStopsAThinkingEnginesClock(t *testing.T) {
	m, now := watchedChess(t, variants.TimeControl{Base: time.Minute}, "blocker", 1, "")
	m, cmd := send(m, enginerun.AutoplayMsg{Gen: m.auto.Gen}) // White, the fake, moves at once
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 1 })
	m, _ = send(m, enginerun.AutoplayMsg{Gen: m.auto.Gen}) // Black, the blocker, thinks
	c := m.st.Clocks()
	if side, on := c.Running(); !on || side != variants.Second || m.search == nil {
		t.Fatalf("Black does not think on its clock: running %v %v", side, on)
	}
	side := m.search.Side
	left := c.Left(side, *now)
	*now = now.Add(5 * time.Second)
	m, _ = press(m, "A")
	*now = now.Add(time.Minute) // the person analyses a while
	if _, on := c.Running(); on {
		t.Errorf("a clock runs while the engine's search is stopped for the analysis board")
	}
	m, _ = send(m, nav.ResumePlayMsg{})
	m, _ = send(m, enginerun.AutoplayMsg{Gen: m.auto.Gen}) // after the pause between moves
	if got := c.Left(side, *now); got != left-5*time.Second {
		t.Errorf("%v has %v back from the analysis board, want %v", side, got, left-5*time.Second)
	}
	if running, on := c.Running(); !on || running != side || m.search == nil {
		t.Errorf("back from the analysis board: running %v %v, search %v; want %v thinking on its clock", running, on, m.search != nil, side)
	}
}

// The full help drawn in the board's place (a page, at 80x24) kept the
// top clock and hid the bottom one, the person's own, running: both stay
// in sight over the help, and it runs there.
// sideLineRE finds a side line's name and clock.
var sideLineRE = regexp.MustCompile(`(Black|White) +[0-9]+:[0-9]{2}`)

func TestClocksOverTheHelp(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {60, 20}} {
		m, advance := timedChess(t, variants.TimeControl{Base: time.Minute}, size[0], size[1])
		m = begun(t, m)
		m, _ = send(m, m.tick)
		m, _ = press(m, "?")
		if !m.Layout().HelpPage {
			t.Fatalf("%v: the help is not in the board's place:\n%s", size, m.View())
		}
		advance(20 * time.Second)
		m, _ = send(m, clockTickMsg{gen: m.tick.Gen})
		view := squeeze(m.View())
		for _, want := range []string{"> White 0:40", "Black 1:00", "move cursor"} {
			if !strings.Contains(view, want) {
				t.Errorf("%v: no %q over the help:\n%s", size, want, view)
			}
		}
		uitest.CheckFits(t, "help", m.View(), size[0], size[1])
		// Both sides' names in one column, as beside the board: the
		// bottom one sat a column left of the top one.
		var cols []int
		for _, l := range strings.Split(m.View(), "\n") {
			if loc := sideLineRE.FindStringIndex(l); loc != nil {
				cols = append(cols, loc[0])
			}
		}
		if len(cols) != 2 || cols[0] != cols[1] {
			t.Errorf("%v: the side lines' names at columns %v, want one column:\n%s", size, cols, m.View())
		}
	}
}

// At tic-tac-toe's smallest board (80x24) the bottom clock's line is
// wider than the board, and was cut to it ("> X …"): the person's own
// clock, running after the first moves, was unreadable. It is cut
// before the panel now.
func TestBottomClockWiderThanTheBoard(t *testing.T) {
	o := Options{Variant: "tictactoe", Screen: ScreenGame, Seed: 1, TimeControl: variants.TimeControl{Base: time.Minute},
		Sides: [2]game.SideOptions{{Human: true}, {Engine: engine.Config{Player: "fake", Budget: engine.Budget{Time: time.Second}}}}}
	for _, size := range [][2]int{{80, 24}, {40, 12}, {220, 70}} {
		m, _ := newTestModel(t, o, size[0], size[1], newFake)
		if m.Layout().TooSmall {
			continue
		}
		m, cmd := press(m, ":", "b", "2", "enter")
		m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 2 })
		view := squeeze(m.View())
		for _, want := range []string{`> X (1:00|0:59)( |\n)`, `O (1:00|0:59)\n`} {
			if !regexp.MustCompile(want).MatchString(view) {
				t.Errorf("%v: no %q:\n%s", size, want, m.View())
			}
		}
		uitest.CheckFits(t, "tictactoe clock", m.View(), size[0], size[1])
	}
}

// Reviewing a finished game's moves shows each side's clock as it was
// after the move shown (its [%clk]), as lichess does; the side lines
// showed the times at the game's end at every move.
func TestReviewShowsTheClocksAtTheMove(t *testing.T) {
	tc := variants.TimeControl{Base: time.Minute, Increment: 2 * time.Second}
	m, advance := timedChess(t, tc, 80, 24)
	for _, san := range []string{"e4", "d4"} { // White thinks 5 s a move; the fake engine answers at once
		advance(5 * time.Second)
		keys := append([]string{":"}, strings.Split(san, "")...)
		var cmd tea.Cmd
		m, cmd = press(m, append(keys, "enter")...)
		n := m.st.Len()
		m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == n+1 })
	}
	advance(3 * time.Second)
	m, _ = press(m, "X", "X")
	if !m.st.Outcome().Over() {
		t.Fatalf("X X did not resign: %q", m.msg)
	}
	for _, tt := range []struct {
		keys         []string
		white, black string
	}{
		{nil, "White 0:56", "Black 1:04"},           // the game's end: White's 3 s before resigning charged
		{[]string{"["}, "White 0:59", "Black 1:02"}, // after d4, before the reply: Black's clock of its first reply
		{[]string{"["}, "White 1:02", "Black 1:02"}, // after the first reply
		{[]string{"["}, "White 1:02", "Black 1:00"}, // after e4, charged nothing: no clock ran before it
		{[]string{"home"}, "White 1:00", "Black 1:00"},
		{[]string{"end"}, "White 0:56", "Black 1:04"},
	} {
		m, _ = press(m, tt.keys...)
		view := squeeze(m.View())
		for _, want := range []string{tt.white, tt.black} {
			if !strings.Contains(view, want) {
				t.Errorf("after %v (ply %d): no %q in\n%s", tt.keys, m.reviewPly(), want, view)
			}
		}
	}
}

// An engine's move that comes after its flag fell is not played, and
// the status line does not say it was: with 1-second clocks the line
// read "default played Qxf8+ (time): 0.04 s ..." under "Game over:
// White loses on time", the queen still on g8. It says the last move
// played.
func TestFlaggedEngineMoveIsNotSaidPlayed(t *testing.T) {
	m, advance := timedChess(t, variants.TimeControl{Base: time.Minute}, 80, 24)
	m = begun(t, m)
	before, _ := m.statusText()
	m, cmd := press(m, ":", "d", "4", "enter")
	if m.search == nil {
		t.Fatal("the engine does not think after d4")
	}
	advance(2 * time.Minute) // Black's minute runs out while it thinks
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Outcome().Over() })
	if o := m.st.Outcome(); o != variants.Win(variants.First, variants.TimeForfeit) || m.st.Len() != 3 {
		t.Fatalf("the game ends %v after %d plies, want White wins on time after 3", o, m.st.Len())
	}
	if status, _ := m.statusText(); status != before {
		t.Errorf("status %q after the flag, want the last move played's %q", status, before)
	}
}
