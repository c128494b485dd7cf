package study

import (
	"context"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	"rollout/engine"
	"rollout/ui/enginerun"
	"rollout/ui/game"
	"rollout/ui/kit"
)

// A study of a game's position (a PGN file's, -moves') says under the
// board which moves led to it: the board showed the position alone, and
// the setup screen's Position row the game's start, so a learner could
// not tell where the studied position came from. Too many moves for
// the column keep their last ones and their count.
func TestStudySaysTheMovesThatLedToIt(t *testing.T) {
	v := game.Variant("chess")
	if v == nil {
		t.Skip("chess not registered")
	}
	cfg := game.GameConfig{Variant: v, Moves: []string{"e2e4", "e7e5", "g1f3", "b8c6"},
		Sides: [2]game.SideOptions{{Human: true}, {Engine: engine.Config{Player: "uct"}}}}
	sc, err := cfg.Study(engine.Config{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	st := kit.NewStyles(false, true)
	km := kit.DefaultKeyMap()
	c := kit.Common{Styles: &st, Keys: &km, ASCII: true}
	c.SetSize(100, 32)
	ctx, cancel := context.WithCancel(context.Background())
	env := enginerun.Env{Ctx: ctx, Searches: &sync.WaitGroup{}, NewPlayer: engine.New}
	t.Cleanup(func() { cancel(); env.Searches.Wait() })
	m, err := New(c, env, sc)
	if err != nil {
		t.Fatal(err)
	}
	if v := m.View(); line(v, "after e4 e5 Nf3 Nc6") == "" {
		t.Errorf("the moves that led to the position are not said:\n%s", v)
	}
	long := strings.Fields("e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7")
	got := lineCaption(long, 36)
	if utf8.RuneCountInString(got) > 36 || !strings.HasPrefix(got, "after 20 plies: …") || !strings.HasSuffix(got, " d4 Nbd7") {
		// Plies, not moves: the move list numbers these 20 as 10 moves.
		t.Errorf("20 plies in 36 columns: %q", got)
	}
}
