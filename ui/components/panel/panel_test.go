package panel

import (
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"rollout/engine"
	"rollout/ui/kit"
	"rollout/variants"
	"rollout/variants/registry"
)

func newPanel(w, h int) Model {
	st := kit.NewStyles(false, true)
	p := New(kit.Common{Styles: &st})
	p.SetSize(w, h)
	return p
}

// A PGN's clocks and evals stand after their moves where every row fits,
// and are left out where one would not; the reviewed move stays in view
// however long the list; its detail goes under the list (issue 21 item 7).
func TestMoveNotesFocusAndDetail(t *testing.T) {
	var moves, notes []string
	for i := range 30 {
		moves = append(moves, fmt.Sprintf("m%d", i+1))
		notes = append(notes, fmt.Sprintf("2:%02d %+.2f", 59-i, float64(i)/10))
	}
	v := View{Moves: moves, Notes: notes, FirstNumber: 1, Chosen: variants.NoMove, Focus: 4,
		Detail: []string{"2... m4  clock 2:56  eval +0.30", "Inaccuracy. m5 was best."}}
	wide := newPanel(50, 12).View(v)
	for _, want := range []string{"  1. m1     2:59 +0.00  m2     2:58 +0.10", "  2. m3     2:57 +0.20  m4     2:56 +0.30", "2... m4  clock 2:56  eval +0.30", "Inaccuracy. m5 was best."} {
		if !strings.Contains(wide, want) {
			t.Errorf("50 wide: no %q in\n%s", want, wide)
		}
	}
	if strings.Contains(wide, "15. m29") {
		t.Errorf("the list shows its end, not move 4:\n%s", wide)
	}
	narrow := newPanel(30, 12).View(v)
	if strings.Contains(narrow, "2:59") || !strings.Contains(narrow, "  2. m3     m4") {
		t.Errorf("30 wide: the notes should be left out:\n%s", narrow)
	}
	v.Focus, v.Notes, v.Detail = 0, nil, nil
	if end := newPanel(50, 12).View(v); !strings.Contains(end, " 15. m29    m30") || strings.Contains(end, " 1. m1") {
		t.Errorf("no focus: the list's last rows:\n%s", end)
	}
}

// The current move is marked: >m4< with colour off, in the spaces the
// columns have (no column moves); in the Current style with colour on.
func TestMoveListMarksTheCurrentMove(t *testing.T) {
	moves := []string{"m1", "m2", "m3", "m4", "m5"}
	v := View{Moves: moves, FirstNumber: 1, Chosen: variants.NoMove, Current: 4}
	plain := newPanel(40, 12).View(v)
	if !strings.Contains(plain, "  2. m3    >m4<\n") || !strings.Contains(plain, "  1. m1     m2\n") {
		t.Errorf("colour off: no >m4< in\n%s", plain)
	}
	v.Current = 5
	if got := newPanel(40, 12).View(v); !strings.Contains(got, "  3.>m5<") {
		t.Errorf("colour off: no >m5< in\n%s", got)
	}
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.TrueColor)
	st := kit.NewRendererStyles(r, true, true)
	if st.Current.Render("m4") == "m4" {
		t.Fatal("the Current style draws nothing with colour on")
	}
	p := New(kit.Common{Styles: &st})
	p.SetSize(40, 12)
	v.Current = 4
	color := p.View(v)
	if !strings.Contains(color, "m3     "+st.Current.Render("m4")) || strings.Contains(color, ">m4<") {
		t.Errorf("colour on: m4 not in the Current style:\n%q", color)
	}
}

// The chosen move is always among the table's rows: a move proven early
// with few visits, read back from a game's record (whose rows keep the
// note "proven win" but not the proof), sorted last among 45 moves and
// was hidden under "… 41 more" (issue 26 defect 5).
func TestChosenMoveNeverCut(t *testing.T) {
	tab := &variants.Table{Player: "default", Rollouts: 50000, Stopped: "proven", Chosen: 44, Elapsed: time.Second}
	for i := range 45 {
		r := variants.Row{Move: variants.Move(i), Text: fmt.Sprintf("m%d", i), Rollouts: int64(2000 - 40*i), Mean: 0.1}
		if i == 44 {
			r.Rollouts, r.Mean, r.Note = 3, 1, "proven win"
		}
		tab.Rows = append(tab.Rows, r)
	}
	res := engine.ResultOf(tab)
	v := View{Moves: []string{"e4", "e5"}, FirstNumber: 1, Stats: &res.Snapshot, Chosen: res.Move, Stopped: res.Stopped}
	for _, h := range []int{6, 7, 12, 24} {
		out := newPanel(60, h).View(v)
		lines := strings.Split(out, "\n")
		if len(lines) > h || !strings.Contains(out, engine.ChosenMark+" m44") || !strings.Contains(out, "more") {
			t.Errorf("height %d: %d lines, the chosen m44 starred and a '… more' line wanted:\n%s", h, len(lines), out)
		}
	}
	if out := newPanel(60, 60).View(v); strings.Contains(out, "more") || strings.Count(out, engine.ChosenMark) != 1 {
		t.Errorf("room for every row: no cut, one star:\n%s", out)
	}
}

// A long game reviewed from its start (home: ply 0) showed the move
// list's last rows, as a game going on does, so the moves the next ]
// plays were out of sight (a 45-move PGN at 80x24 showed 47-49). The
// start now keeps the list's first rows in view, none marked.
func TestAtPlyStartShowsTheFirstMoves(t *testing.T) {
	v, err := registry.Lookup("chess")
	if err != nil {
		t.Fatal(err)
	}
	rec := variants.RecordFrom(v.Start())
	rec.PlayOnDraws() // the knights' round trips repeat the position
	for range 10 {
		for _, m := range []string{"Nf3", "Nf6", "Ng1", "Ng8"} {
			if _, err := rec.PlayText(m); err != nil {
				t.Fatal(err)
			}
		}
	}
	start := newPanel(50, 12).View(AtPly(rec, 0))
	if !strings.Contains(start, "  1. Nf3") || strings.Contains(start, ">") {
		t.Errorf("ply 0 of %d: want the first moves in view, none marked:\n%s", rec.Len(), start)
	}
	if end := newPanel(50, 12).View(AtPly(rec, rec.Len())); strings.Contains(end, "  1. Nf3") {
		t.Errorf("the last ply: want the list's end:\n%s", end)
	}
}

// o on a board with no table flipped an order no one saw, silently, and
// the first table then came sorted the other way; on random's table
// (no figures) it did nothing, silently. Sort now says what it did,
// or why it did nothing and changes nothing.
func TestSortSaysWhat(t *testing.T) {
	st, km := kit.NewStyles(false, true), kit.DefaultKeyMap()
	p := New(kit.Common{Styles: &st, Keys: &km})
	for i, c := range []struct {
		v    View
		kind kit.Status
		want string
		flip bool
	}{
		{View{}, kit.StatusError, "o sorts the engine's table: there is none here yet", false},
		{View{Stats: &engine.Snapshot{Player: "random"}}, kit.StatusError, "random's has no figures to sort by", false},
		{View{Stats: &engine.Snapshot{Player: "uct"}}, kit.StatusInfo, "Table sorted by mean", true},
		{View{Stats: &engine.Snapshot{Player: "uct"}}, kit.StatusInfo, "Table sorted by visits", false},
	} {
		kind, text := p.Sort(c.v)
		if kind != c.kind || !strings.Contains(text, c.want) || p.FlipOrder != c.flip {
			t.Errorf("case %d: %v %q (flipped %v), want %v %q (flipped %v)", i, kind, text, p.FlipOrder, c.kind, c.want, c.flip)
		}
	}
}

// By visits, rows of equal visits and equal means go by the move's text
// (engine.VisitOrder), as the tree player chooses among them; they kept
// the legal order (e4 above Nf3), where the player plays Nf3.
func TestSortByVisitsTiesByText(t *testing.T) {
	rows := []engine.MoveStats{
		{Text: "e4", Rollouts: 9, Mean: 0.25},
		{Text: "d4", Rollouts: 9, Mean: 0.5},
		{Text: "Nf3", Rollouts: 9, Mean: 0.25},
		{Text: "c4", Rollouts: 10, Mean: -0.5},
	}
	sortRows(rows, engine.ByVisits, nil)
	var got []string
	for _, r := range rows {
		got = append(got, r.Text)
	}
	if want := "c4 d4 Nf3 e4"; strings.Join(got, " ") != want {
		t.Errorf("by visits: %s, want %s", strings.Join(got, " "), want)
	}
}
