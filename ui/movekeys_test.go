package ui

import (
	"math/rand/v2"
	"testing"

	"github.com/charmbracelet/bubbles/key"

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
		k.PlayOn, k.Analyse, k.Faster, k.Slower, k.Resign, k.OfferDraw, k.Hint}
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
