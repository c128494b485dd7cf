package ui

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/kit"
	"rollout/ui/screens/analysis"
	"rollout/variants"
	"rollout/variants/registry"
)

// moveStarts collects the first characters of every legal move's display
// and canonical texts along a few random games of every variant.
func moveStarts(t *testing.T) map[string]string {
	t.Helper()
	starts := map[string]string{}
	rng := rand.New(rand.NewPCG(1, 2))
	for _, v := range registry.All() {
		for range 20 {
			pos := v.Start()
			for ply := 0; ply < 60 && !pos.Outcome().Over(); ply++ {
				moves := pos.LegalMoves(nil)
				for _, m := range moves {
					for _, n := range []variants.Notation{variants.Display, variants.Canonical} {
						text := pos.EncodeMove(m, n)
						starts[text[:1]] = v.Name + " " + text
					}
				}
				pos.Play(moves[rng.IntN(len(moves))])
			}
		}
	}
	return starts
}

// TestNoCommandStartsAMove: no key that is a command on a board screen
// (the play screen and the analysis board) is a character a move text of
// any game begins with, so typing a move starts move entry everywhere
// (issue 21 item 1: e on the analysis board switched the estimator).
func TestNoCommandStartsAMove(t *testing.T) {
	starts := moveStarts(t)
	for _, c := range []string{"a", "h", "N", "O", "1"} {
		if starts[c] == "" {
			t.Fatalf("no move text starts with %q: the alphabet check is too weak", c)
		}
	}
	k := kit.DefaultKeyMap()
	play := []key.Binding{k.Select, k.Type, k.Complete, k.Flip, k.Undo, k.New, k.Save, k.Sort, k.Pause,
		k.Step, k.MoveNow, k.Study, k.Heat, k.Back, k.Help, k.Quit, k.Earlier, k.Later, k.First, k.Latest,
		k.PlayOn, k.Analyse, k.Faster, k.Slower}
	ak := analysis.NewKeyMap(&k)
	board := append(play, ak.ShortHelp()...)
	for _, col := range ak.FullHelp() {
		board = append(board, col...)
	}
	for _, b := range board {
		for _, s := range b.Keys() {
			if text, ok := starts[s]; ok {
				t.Errorf("key %q (%s) is a command on a board screen, but a move begins with it (%s)", s, b.Help().Desc, text)
			}
		}
	}
}

// TestAnalysisTypedMove: on the analysis board a move is typed like on
// the play screen, with no ':' first, and its letters are no commands.
func TestAnalysisTypedMove(t *testing.T) {
	o := gameOpts("chess", "thinker")
	o.Screen = ScreenAnalysis
	m, _ := newTestModel(t, o, 80, 24, newFake)
	est := analysisOf(m).Cfg.Engine.Estimator
	m, _ = press(m, "e")
	if a := analysisOf(m); !a.Input.Focused() || a.Input.Value() != "e" || a.Cfg.Engine.Estimator != est {
		t.Fatalf("e: input focused %v value %q estimator %s; want move entry with e, estimator %s",
			a.Input.Focused(), a.Input.Value(), a.Cfg.Engine.Estimator, est)
	}
	m, _ = press(m, "4", "enter")
	if a := analysisOf(m); a.Rec.Len() != 1 || !strings.Contains(m.View(), "Played e4") {
		t.Fatalf("e4 enter: %d plies, want e4 played:\n%s", a.Rec.Len(), m.View())
	}
	m, _ = send(m, tea.KeyMsg{Type: tea.KeyCtrlE})
	if a := analysisOf(m); a.Cfg.Engine.Estimator == est || a.Input.Focused() {
		t.Fatalf("ctrl+e: estimator %s, want it switched", a.Cfg.Engine.Estimator)
	}
}
