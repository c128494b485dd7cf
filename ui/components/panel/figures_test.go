package panel

import (
	"strings"
	"testing"
	"time"

	"rollout/engine"
	"rollout/internal/figures"
	course "rollout/learn"
	"rollout/ui/kit"
	"rollout/variants"
	"rollout/variants/registry"
)

// TestTableHeadsDefined holds the per-move table to docs/figures.md:
// for every kind of player (each built-in one, the default cutting its
// rollouts with the evaluation, an external engine), in Unicode and in
// ASCII, every column the table shows is headed by a figure the docs
// define, and so is the word of the figure its rows are sorted by and
// the unit its header counts in, and every column the help defines
// has a game-screen term in the glossary (learn.Lookup). A new column
// or figure without a definition fails here.
func TestTableHeadsDefined(t *testing.T) {
	defined, err := figures.Defined("../../..")
	if err != nil {
		t.Fatal(err)
	}
	chess, err := registry.Lookup("chess")
	if err != nil {
		t.Fatal(err)
	}
	pos := chess.Start()
	legal := pos.LegalMoves(nil)
	rows := func(note string) []engine.MoveStats {
		return []engine.MoveStats{
			{Move: legal[0], Text: pos.EncodeMove(legal[0], variants.Display), Rollouts: 700, Wins: 300, Draws: 100, Losses: 300,
				Mean: 0.1, StdErr: 0.02, AvgPlies: 40, CapShare: 0.1, Score: 120, Note: note, Proof: 1},
			{Move: legal[1], Text: pos.EncodeMove(legal[1], variants.Display), Rollouts: 300, Wins: 100, Draws: 100, Losses: 100,
				Mean: -0.1, StdErr: 0.03, AvgPlies: 30, Score: 60},
		}
	}
	snaps := []engine.Snapshot{
		{Player: "uci:stockfish", Moves: rows("d12 +0.34 e4 e5")},
		{Player: "default", Policy: "light policy, eval k=0, minimax a=0.5", Trees: 2,
			Lines: [][]variants.Move{{}, {}}, Moves: rows("")},
	}
	for _, name := range engine.PlayerNames() {
		snaps = append(snaps, engine.Snapshot{Player: name, Moves: rows("a note")})
	}
	for _, s := range snaps {
		s.Rollouts, s.Elapsed, s.Best = 1000, time.Second, legal[0]
		info := kit.PlayerInfo(s)
		if u := kit.CountUnit(info); !defined[u] {
			t.Errorf("%s: the header counts %q, which docs/figures.md does not define", s.Player, u)
		}
		for _, ascii := range []bool{false, true} {
			for _, flip := range []bool{false, true} {
				p := newPanel(200, 40)
				p.ASCII, p.FlipOrder = ascii, flip
				v := View{Stats: &s, Chosen: legal[0], Pos: pos}
				_, cols, show := p.layout(v, p.sortedRows(v))
				// The play and analysis screens' help defines each
				// column from the glossary, in the game screen's sense.
				for _, fig := range p.Figures(v) {
					if g, ok := course.Lookup(fig, "game screen"); !ok || !strings.Contains(g.Where, "game screen") {
						t.Errorf("%s (ascii %v): column %q has no game-screen term in the glossary (learn.Glossary)", s.Player, ascii, fig)
					}
				}
				for k, c := range cols {
					if show[k] && c.head != "" && !defined[c.head] {
						t.Errorf("%s (ascii %v): column %q is not defined in docs/figures.md", s.Player, ascii, c.head)
					}
				}
				if info.Statistics && !info.External { // an external engine's header says "lines by its score"
					if w := "by " + figureWord(info, p.order(info)); !defined[w] {
						t.Errorf("%s: the header's %q is not defined in docs/figures.md", s.Player, w)
					}
				}
			}
		}
		if !info.Statistics {
			if h := ruleHead(info, ""); info.ChoosesBy == engine.ByValue && !defined[h] {
				t.Errorf("%s: the header's %q is not defined in docs/figures.md", s.Player, h)
			}
		}
	}
}
