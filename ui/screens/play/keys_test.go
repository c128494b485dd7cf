package play

import (
	"slices"
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"

	"rollout/ui/game"
	"rollout/ui/kit"
)

var _ help.KeyMap = KeyMap{}

// The play screen's keys are the program's: the same key and help text
// as every other screen that has them; the help follows the game (two
// engines get the speed keys, a review its own keys first).
func TestKeyMapFollowsTheGame(t *testing.T) {
	km := kit.DefaultKeyMap()
	k := NewKeyMap(&km)
	for _, p := range [][2]key.Binding{{k.Undo, km.Undo}, {k.PlayOn, km.PlayOn}, {k.Faster, km.Faster}, {k.Back, km.Back}} {
		if p[0].Keys()[0] != p[1].Keys()[0] || p[0].Help() != p[1].Help() {
			t.Errorf("binding %v %v, the program's %v %v", p[0].Keys(), p[0].Help(), p[1].Keys(), p[1].Help())
		}
	}
	m, _ := newTestModel(t, seriesOpts(2), 100, 30, newFake)
	if got := play(m).helpKeys().ShortHelp(); !kit.HasKey(got, km.Pause) {
		t.Fatalf("two engines' help line %v lacks pause", got)
	}
	if kit.HasKey(play(m).helpKeys().FullHelp()[3], km.Save) {
		t.Fatal("tic-tac-toe offers a PGN save")
	}
	m, _ = newTestModel(t, gameOpts("tictactoe", "fake"), 80, 24, newFake)
	if got := play(m).helpKeys().ShortHelp(); kit.HasKey(got, km.Pause) || kit.HasKey(got, km.Undo) {
		t.Fatalf("a person's help line %v before any move (nothing to take back)", got)
	}
	m, cmd := press(m, "enter")
	m = drain(t, m, cmd)
	if got := play(m).helpKeys().ShortHelp(); !kit.HasKey(got, km.Undo) {
		t.Fatalf("a person's help line %v after a move", got)
	}
	m, _ = press(m, "[")
	if got := play(m).helpKeys().ShortHelp(); !kit.HasKey(got[:1], km.Earlier) || !kit.HasKey(got, km.PlayOn) {
		t.Fatalf("the review's help line %v does not start with its keys", got)
	}
}

// Reviewing a game whose board does not turn (Connect Four's stones
// fall to the bottom; "No flip: ...") the help line offers no v; it
// did, where the game's own help line did not. Chess's review keeps it.
func TestReviewHelpOffersFlipWhereTheBoardTurns(t *testing.T) {
	km := kit.DefaultKeyMap()
	for _, c := range []struct {
		variant, move string
		flips         bool
	}{{"connect4", "d", false}, {"chess", "e4", true}} {
		m, _ := newTestModel(t, gameOpts(c.variant, "fake"), 80, 24, newFake)
		m, cmd := press(m, append(append([]string{":"}, strings.Split(c.move, "")...), "enter")...)
		m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 2 })
		m, _ = press(m, "[")
		got := play(m).helpKeys().ShortHelp()
		if !kit.HasKey(got[:1], km.Earlier) {
			t.Fatalf("%s: not reviewing: help line %v", c.variant, got)
		}
		if kit.HasKey(got, km.Flip) != c.flips {
			t.Errorf("%s: the review's help line %v offers flip: %v, want %v", c.variant, got, !c.flips, c.flips)
		}
	}
}

// The full help lists typing a move only where a person may type one:
// two engines' game and a finished game listed ": type a move" and
// "tab complete", where : only says no move is yours.
func TestFullHelpTypesOnlyAMoveToMake(t *testing.T) {
	km := kit.DefaultKeyMap()
	typing := func(m Model) bool {
		for _, col := range play(m).helpKeys().FullHelp() {
			if kit.HasKey(col, km.Type) || kit.HasKey(col, km.Complete) {
				return true
			}
		}
		return false
	}
	m, _ := newTestModel(t, gameOpts("chess", "fake"), 80, 24, newFake)
	if !typing(m) {
		t.Error("a person's game: the full help lacks typing a move")
	}
	m, _ = press(m, "X", "X")
	if typing(m) {
		t.Error("a finished game: the full help offers typing a move")
	}
	m, _ = newTestModel(t, seriesOpts(2), 100, 30, newFake)
	if typing(m) {
		t.Error("two engines' game: the full help offers typing a move")
	}
}

// After the game the help line offers no move: no cursor, select or
// typing keys, which would only say the game is over; a new game and the
// review stay. Saving does not: the game was saved when it ended
// (TestSaveAfterTheGame).
func TestHelpAfterTheGame(t *testing.T) {
	km := kit.DefaultKeyMap()
	m, _ := newTestModel(t, gameOpts("chess", "fake"), 80, 24, newFake)
	if got := play(m).helpKeys().ShortHelp(); !kit.HasKey(got, km.Type) {
		t.Fatalf("a game in progress: help line %v lacks typing a move", got)
	}
	m, _ = press(m, "X", "X")
	if !play(m).st.Outcome().Over() {
		t.Fatal("X twice did not resign")
	}
	got := play(m).helpKeys().ShortHelp()
	for _, b := range []key.Binding{km.Type, km.Select, km.Up, km.Save} {
		if kit.HasKey(got, b) {
			t.Errorf("after the game the help line %v offers %v", got, b.Help())
		}
	}
	for _, b := range []key.Binding{km.New, km.Flip} {
		if !kit.HasKey(got, b) {
			t.Errorf("after the game the help line %v lacks %v", got, b.Help())
		}
	}
}

// While a move is typed ? is typed too, so the help line does not offer
// "? help" then.
func TestTypingHelpHasNoHelpKey(t *testing.T) {
	km := kit.DefaultKeyMap()
	m, _ := newTestModel(t, gameOpts("chess", "fake"), 80, 24, newFake)
	m, _ = press(m, ":")
	got := play(m).helpKeys().ShortHelp()
	if !kit.HasKey(got, km.Complete) || kit.HasKey(got, km.Help) {
		t.Errorf("typing a move: help line %v, want tab complete and no ? help", got)
	}
}

// The full help offers m (move now) only while an engine thinks, as the
// help line does: on a person's turn m typed an m ("no legal move starts
// so"), after the game it did nothing. A finished game's full help
// offers no cursor or select either, only the board's turning.
func TestFullHelpMoveNowOnlyWhileThinking(t *testing.T) {
	km := kit.DefaultKeyMap()
	full := func(m Model) []key.Binding { return slices.Concat(play(m).helpKeys().FullHelp()...) }
	m, _ := newTestModel(t, gameOpts("chess", "fake"), 100, 30, newFake)
	if kit.HasKey(full(m), km.MoveNow) {
		t.Error("a person to move: the full help offers m (move now)")
	}
	m, _ = press(m, ":", "e", "4", "enter")
	if play(m).search == nil {
		t.Fatal("the engine is not thinking after e4")
	}
	if !kit.HasKey(full(m), km.MoveNow) {
		t.Error("the engine thinking: the full help lacks m (move now)")
	}
	m, _ = newTestModel(t, gameOpts("chess", "fake"), 100, 30, newFake)
	m, _ = press(m, "X", "X")
	if !play(m).st.Outcome().Over() {
		t.Fatal("X X did not end the game")
	}
	got := full(m)
	for _, b := range []key.Binding{km.MoveNow, km.Select, km.Up} {
		if kit.HasKey(got, b) {
			t.Errorf("a finished game: the full help offers %q (%s)", b.Help().Key, b.Help().Desc)
		}
	}
	if !kit.HasKey(got, km.Flip) {
		t.Error("a finished game: the full help lacks v (flip)")
	}
	m, _ = press(m, "m")
	if play(m).st.Len() != 0 || !play(m).st.Outcome().Over() {
		t.Error("m after the game changed it")
	}
}

// The help offers u only where it takes a move back: with the engine's
// first move the only one (the person plays second), u said "Nothing to
// take back: no move of yours yet" while both helps listed it.
func TestHelpOffersUndoOnlyWithAMoveToTakeBack(t *testing.T) {
	km := kit.DefaultKeyMap()
	offers := func(m Model) (line, full bool) {
		k := play(m).helpKeys()
		return kit.HasKey(k.ShortHelp(), km.Undo), kit.HasKey(slices.Concat(k.FullHelp()...), km.Undo)
	}
	o := gameOpts("chess", "fake")
	o.Sides[0], o.Sides[1] = o.Sides[1], game.SideOptions{Human: true}
	m, cmd := newTestModel(t, o, 100, 30, newFake)
	m = drain(t, m, cmd)
	if play(m).st.Len() != 1 || !play(m).humanToMove() {
		t.Fatalf("the engine did not play first: %d plies", play(m).st.Len())
	}
	if line, full := offers(m); line || full {
		t.Errorf("the engine's move only: the help line offers u %v, the full help %v", line, full)
	}
	m, _ = press(m, "u")
	if play(m).st.Len() != 1 {
		t.Fatalf("u took back the engine's first move")
	}
	m, cmd = press(m, ":", "e", "5", "enter")
	m = drain(t, m, cmd)
	if line, full := offers(m); !line || !full {
		t.Errorf("after the person's move: the help line offers u %v, the full help %v", line, full)
	}
}
