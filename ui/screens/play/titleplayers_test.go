package play

import (
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"rollout/engine"
	"rollout/ui/game"
	"rollout/variants"
)

// A game held for review from a match's PGN, whose players are named
// with every label, names both sides on the title, each cut: at 80 and
// 120 columns the title was cut before "vs Black", and who played
// Black was not shown anywhere.
func TestReviewTitleNamesBothLongPlayers(t *testing.T) {
	rec := variants.RecordFrom(game.Variant("tictactoe").Start())
	if err := rec.Play(rec.Legal()[4], "", nil); err != nil {
		t.Fatal(err)
	}
	rec.SetTags(map[string]string{
		"White": "default+light+eval0+mm0.5+mmc4+prior1+wide1.5+ev-pieces-passers+qo-pst (a)",
		"Black": "uci:/usr/games/stockfish,UCI_LimitStrength=true,UCI_Elo=2000,Threads=1,timeout=60s (b)"})
	for _, w := range []int{40, 80, 120} {
		o := gameOpts("tictactoe", "fake")
		o.Screen, o.Record = ScreenReview, rec
		o.Sides[0] = game.SideOptions{Engine: engine.Config{Player: "fake", Budget: engine.Budget{Time: time.Second}}}
		o.Sides[1] = game.SideOptions{Human: true}
		m, _ := newTestModel(t, o, w, 24, newFake)
		title, _, _ := strings.Cut(m.View(), "\n")
		if !strings.Contains(title, "X default+") || !strings.Contains(title, " vs O uci:") || ansi.StringWidth(title) > w {
			t.Errorf("width %d: the title %q does not name both players within the width", w, title)
		}
	}
}

// A game saved here names each engine in its tags with every part of
// knowledge ("level2:default 200 iterations, light policy, ..."): held
// for review at 80x24 its title read "level2:default 200 iterations,
// light policy, eval k…", cut, where the live game's said "Level 2 (200
// iterations)". It says that again; another program's name is kept as
// the file gives it.
func TestReviewTitleShortensOurTags(t *testing.T) {
	rec := variants.RecordFrom(game.Variant("tictactoe").Start())
	if err := rec.Play(rec.Legal()[4], "", nil); err != nil {
		t.Fatal(err)
	}
	rec.SetTags(map[string]string{
		"White": "Carlsen, Magnus",
		"Black": "level2:default 200 iterations, light policy, eval k=0, minimax a=0.5, priors w=1"})
	o := gameOpts("tictactoe", "fake")
	o.Screen, o.Record = ScreenReview, rec
	m, _ := newTestModel(t, o, 80, 24, newFake)
	title, _, _ := strings.Cut(m.View(), "\n")
	if want := "X Carlsen, Magnus vs O Level 2 (200 iterations)"; !strings.Contains(title, want) {
		t.Errorf("the title %q does not read %q", title, want)
	}
}
