package board

import (
	"fmt"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"rollout/engine"
	course "rollout/learn"
	"rollout/ui/components/panel"
	"rollout/ui/uitest"
	"rollout/variants"
)

// tableScreen is a board screen whose panel shows a uct search's table
// (visits, W/D/L, net, mean, ± se, plies, cap%).
type tableScreen struct {
	*fakeScreen
	snap engine.Snapshot
}

func (s tableScreen) Status() (string, float64) {
	return "uct played a1 (rollouts): 0.22 s | 2.00 kr | 9.07 kr/s | a1", -1
}

func (s tableScreen) Panel() panel.View {
	return panel.View{Stats: &s.snap, Chosen: s.snap.Best, Pos: s.pos}
}

// TestHelpDefinesTableFigures: the full help of a board screen whose
// table shows figures defines each of them, and the status line's kr
// and kr/s, after the keys with the glossary's own sentence
// (learn.Lookup), and says where every figure is defined: under the
// board where it fits, on the help's pages where it takes the board's
// place, the last of them reached with ?.
func TestHelpDefinesTableFigures(t *testing.T) {
	w, h := smallest(t, "tictactoe")
	for _, sz := range [][2]int{{160, 50}, {80, 24}, {w, h}} {
		name := fmt.Sprintf("%dx%d", sz[0], sz[1])
		f, fs := newFrame(t, "tictactoe", sz[0], sz[1])
		legal := fs.pos.LegalMoves(nil)
		s := tableScreen{fakeScreen: fs, snap: engine.Snapshot{Player: "uct", Rollouts: 1000, Best: legal[0],
			Moves: []engine.MoveStats{
				{Move: legal[0], Text: fs.pos.EncodeMove(legal[0], variants.Display), Rollouts: 700, Wins: 400, Draws: 100, Losses: 200, Mean: 0.29, StdErr: 0.03, AvgPlies: 5},
				{Move: legal[1], Text: fs.pos.EncodeMove(legal[1], variants.Display), Rollouts: 300, Wins: 100, Draws: 100, Losses: 100, StdErr: 0.05, AvgPlies: 5},
			}}}
		f.Relayout(s, sz[0], sz[1])
		figs := f.Panel.Figures(s.Panel())
		if len(figs) < 5 {
			t.Fatalf("%s: the table's figures %q", name, figs)
		}
		figs = append(figs, "kr, kr/s") // the status line's
		if _, ok := f.Key(uitest.Key("?"), s); !ok {
			t.Fatal("? is not a board key")
		}
		var seen []string
		for i := 0; f.Help.ShowAll && i < 30; i++ {
			v := f.View(s)
			if strings.Count(v, "\n")+1 > sz[1] {
				t.Errorf("%s: %d rows on a %d-row terminal", name, strings.Count(v, "\n")+1, sz[1])
			}
			seen = append(seen, ansi.Strip(v))
			if !f.Layout().HelpPage {
				break
			}
			if _, ok := f.Key(uitest.Key("?"), s); !ok {
				t.Fatal("? is not a board key")
			}
		}
		all := strings.Join(seen, "\n")
		if !strings.Contains(all, "docs/figures.md") {
			t.Errorf("%s: the help does not say where every figure is defined:\n%s", name, all)
		}
		for _, fig := range figs {
			g, _ := course.Lookup(fig, "game screen")
			first := strings.Join(strings.Fields(g.Means)[:3], " ")
			if !strings.Contains(all, fig+" ") || !strings.Contains(all, first) {
				t.Errorf("%s: the help does not define %q (%q...):\n%s", name, fig, first, all)
			}
		}
	}
}
