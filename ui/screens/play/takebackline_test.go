package play

import (
	"context"
	"regexp"
	"strings"
	"testing"

	"rollout/engine"
	"rollout/ui/game"
	"rollout/variants"
)

// linedFake is the fake engine as the default player reports: an
// evaluating tree player whose final table gives each move its
// principal variation (the first legal reply, then the first answer).
type linedFake struct{ engine.Player }

func (f linedFake) Search(ctx context.Context, pos variants.Position, progress chan engine.Snapshot) (engine.Result, error) {
	res, err := f.Player.Search(ctx, pos, progress)
	res.Policy, res.Trees = "light policy, eval k=0", 2
	res.Lines = make([][]variants.Move, len(res.Moves))
	for i, m := range res.Moves {
		p := pos.Clone()
		p.Play(m.Move)
		for range 2 {
			legal := p.LegalMoves(nil)
			if len(legal) == 0 {
				break
			}
			res.Lines[i] = append(res.Lines[i], legal[0])
			p.Play(legal[0])
		}
	}
	return res, err
}

// The stored table shown after a take-back (u, or p from an earlier
// move) and in review has the line column the final table had when the
// engine moved, and counts its iterations over the trees as it did;
// the record's table dropped the lines and the trees.
func TestTakeBackKeepsTheTablesLines(t *testing.T) {
	o := Options{Variant: "chess", Screen: ScreenGame, Seed: 1, Sides: [2]game.SideOptions{
		{Human: true}, {Engine: engine.Config{Player: "default"}}}}
	newPlayer := func(cfg engine.Config) (engine.Player, error) {
		p, err := newFake(cfg)
		return linedFake{p}, err
	}
	// The table's head row, and a6's row with its line after it.
	head := regexp.MustCompile(`(?m)\bmove\s+visits\s+share\s+eval\s+line\s*$`)
	row := regexp.MustCompile(`(?m)\sa6\s.*\sa6 Ke2 a5\s*$`)
	for _, back := range [][]string{{"u"}, {"[", "[", "p"}, {"[", "["}} {
		t.Run(strings.Join(back, " "), func(t *testing.T) {
			m, _ := newTestModel(t, o, 120, 40, newPlayer)
			m, cmd := press(m, ":", "e", "4", "enter")
			m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 2 })
			if v := m.View(); !head.MatchString(v) || !row.MatchString(v) {
				t.Fatalf("after a6: no line column in the final table:\n%s", v)
			}
			m, cmd = press(m, ":", "d", "4", "enter")
			m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 4 })
			m, _ = press(m, back...)
			if v := m.View(); !head.MatchString(v) || !row.MatchString(v) {
				t.Errorf("%q: no line column in a6's stored table:\n%s", back, v)
			}
			// Its count as the final table said it: 30k alone read as
			// twice a -rollouts budget the two trees each ran.
			if v := m.View(); !strings.Contains(strings.Join(strings.Fields(v), " "), "30k iterations this search over 2 trees") {
				t.Errorf("%q: the stored table does not count over 2 trees:\n%s", back, v)
			}
		})
	}
}

// A game saved and read back (the resume slot, a PGN file: the tables
// go through AnnotatedComments and PlayAnnotated) shows the stored
// table's line column as it was live: the lines were kept in memory
// only, so a resumed game's tables of the default lost the column.
func TestResumedTableKeepsItsLines(t *testing.T) {
	o := Options{Variant: "chess", Screen: ScreenGame, Seed: 1, Sides: [2]game.SideOptions{
		{Human: true}, {Engine: engine.Config{Player: "default"}}}}
	newPlayer := func(cfg engine.Config) (engine.Player, error) {
		p, err := newFake(cfg)
		return linedFake{p}, err
	}
	head := regexp.MustCompile(`(?m)\bmove\s+visits\s+share\s+eval\s+line\s*$`)
	row := regexp.MustCompile(`(?m)\sa6\s.*\sa6 Ke2 a5\s*$`)
	m, _ := newTestModel(t, o, 120, 40, newPlayer)
	m, cmd := press(m, ":", "e", "4", "enter")
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 2 })
	rec := play(m).st
	back := variants.RecordFrom(rec.Start())
	for i, c := range rec.AnnotatedComments() {
		if err := back.PlayAnnotated(rec.Turn(i).Canonical, c); err != nil {
			t.Fatal(err)
		}
	}
	g := resumedGame(t, back, "default")
	if v := g.View(); !head.MatchString(v) || !row.MatchString(v) {
		t.Errorf("no line column in a6's table read back:\n%s", v)
	}
}
