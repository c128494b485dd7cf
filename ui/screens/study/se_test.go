package study

import (
	"strings"
	"testing"

	"rollout/engine"
)

// A move visited once has no standard error to show: one result has no
// spread, and "+- 0.000" read as a mean measured exactly. The table
// leaves it out (a dash) and the help's glossary says why.
func TestStudyNoSEAfterOneVisit(t *testing.T) {
	m, _ := open(t, "tictactoe", "", "uct", 100, 32)
	m, _ = press(m, "i")
	row := line(m.View(), "1  100%")
	if row == "" || strings.Contains(row, "0.000") || !strings.HasSuffix(strings.Fields(strings.Split(row, "100%")[1])[2], "-") {
		t.Errorf("a move visited once shows a standard error: %q\n%s", row, m.View())
	}
	m, _ = press(m, "?")
	var all strings.Builder
	for range 10 {
		all.WriteString(m.View())
		m, _ = press(m, "pgdown")
	}
	if text := strings.Join(strings.Fields(all.String()), " "); !strings.Contains(text, "Every screen, the lessons and analyze leave it out") {
		t.Error("the help does not say why a move visited once has no standard error")
	}
}

// The chart's legend and the table beside it show a move visited once
// alike: a dash for its standard error, not "+- 0.000".
func TestStudyChartNoSEAfterOneVisit(t *testing.T) {
	m, _ := open(t, "tictactoe", "", "uct", 100, 32)
	m, _ = press(m, "i")
	m, _ = press(m, "g")
	view := m.View()
	if !strings.Contains(view, "Convergence") || !strings.Contains(view, "1 a1 +1.000 +- -") || strings.Contains(view, "+- 0.00") {
		t.Errorf("the chart's legend after one visit:\n%s", view)
	}
}

// Flat's table is by mean, but a move not yet played out has none: it
// comes after the measured moves. After flat's first rollout, lost, the
// move played (the status line's best) was the table's last row, below
// eight moves at 0 visits.
func TestStudyFlatTableUnplayedLast(t *testing.T) {
	m, _ := open(t, "tictactoe", "", "flat", 100, 32)
	m, _ = press(m, "i")
	rows := m.tableRows()
	if rows[0].Rollouts != 1 {
		t.Errorf("the first row after one rollout is %s with %d rollouts, want the move played out", rows[0].Text, rows[0].Rollouts)
	}
	v := m.View()
	played, unplayed := strings.Index(v, rows[0].Text+"          1  100%"), strings.Index(v, rows[1].Text+"          0    0%")
	if played < 0 || unplayed < 0 || played > unplayed {
		t.Errorf("the table does not show %s, played out, above %s:\n%s", rows[0].Text, rows[1].Text, v)
	}
}

// A tree player's table lists equal visits by mean, best first, as the
// player breaks the tie for the status line's best: the table put them
// in legal order (chess's default at 100 iterations: e3, e4 and Nf3 at 9
// visits each, best e3 by its mean, listed first only by luck).
func TestStudyTableTiesByMean(t *testing.T) {
	m, _ := open(t, "tictactoe", "", "uct", 100, 32)
	m, _ = press(m, "I")
	rows, ties := m.tableRows(), 0
	for i := 1; i < len(rows); i++ {
		if rows[i].Rollouts == rows[i-1].Rollouts {
			ties++
			if rows[i].Mean > rows[i-1].Mean {
				t.Errorf("%s (mean %+.3f) below %s (%+.3f) at %d visits each", rows[i].Text, rows[i].Mean, rows[i-1].Text, rows[i-1].Mean, rows[i].Rollouts)
			}
		}
	}
	if ties == 0 {
		t.Fatal("no equal visits at 100 iterations: the test shows nothing")
	}
}

// A tree player's table lists the move it would play first, as analyze
// does: uct proves c3 a win after 86 iterations, on 12 visits, and the
// table listed it fourth, under three draws of 31, 22 and 13 visits.
func TestStudyTableChosenFirst(t *testing.T) {
	m, _ := open(t, "tictactoe", "o2/3/xox x", "uct", 100, 32)
	m, _ = press(m, "I")
	rows := m.tableRows()
	if rows[0].Text != "c3" || rows[0].Proof <= 0 || m.f.snap.BestText != "c3" {
		t.Errorf("first row %s (proof %d), best %s: want c3, the proven win played", rows[0].Text, rows[0].Proof, m.f.snap.BestText)
	}
	for i := 2; i < len(rows); i++ {
		if engine.CompareByVisits(m.root)(rows[i-1], rows[i]) > 0 {
			t.Errorf("%s listed before %s", rows[i-1].Text, rows[i].Text)
		}
	}
}

// I runs 100 iterations, or fewer where a root move is proven won, and
// then says why: after 86 of "o2/3/xox x" the note read "Ran 86
// iterations" and nothing else, and a second I "Ran 0 iterations".
func TestStudyBatchSaysWhyItStopped(t *testing.T) {
	m, _ := open(t, "tictactoe", "o2/3/xox x", "uct", 100, 32)
	m, _ = press(m, "I")
	if v := m.View(); !strings.Contains(v, "Ran 86 of 100 iterations: a move is proven won") {
		t.Errorf("after I:\n%s", v)
	}
	m, _ = press(m, "I")
	if v := m.View(); !strings.Contains(v, "Ran 0 of 100 iterations: a move is proven won") {
		t.Errorf("after a second I:\n%s", v)
	}
	m, _ = open(t, "tictactoe", "", "uct", 100, 32)
	m, _ = press(m, "I")
	if v := m.View(); !strings.Contains(v, "Ran 100 iterations") || strings.Contains(v, "proven won") {
		t.Errorf("a batch run to its end:\n%s", v)
	}
}

// Once uct has proven a root move won ("o2/3/xox x" after 86
// iterations), the search is over for it, and n and i stepped on all
// the same, adding visits to a decided root as if the search went on.
// They now say it is finished and why, and change nothing: the same
// iteration, the same phase to come. A step queued behind work that
// finished the search (i pressed while I ran) is refused the same way.
func TestStudyFinishedSearchTakesNoStep(t *testing.T) {
	m, _ := open(t, "tictactoe", "o2/3/xox x", "uct", 100, 32)
	m, _ = press(m, "I")
	if !m.f.finished {
		t.Fatalf("I did not finish the search:\n%s", m.View())
	}
	iter, next := m.f.iter, m.f.next
	for _, k := range []string{"n", "i"} {
		m, _ = press(m, k)
		if m.f.iter != iter || m.f.next != next {
			t.Errorf("%s stepped a finished search: iteration %d, next %s; want %d, %s", k, m.f.iter, m.f.next, iter, next)
		}
		if v := m.View(); !strings.Contains(v, "The search is finished: a root move is proven won (r starts over)") {
			t.Errorf("%s does not say the search is finished:\n%s", k, v)
		}
	}
	m, _ = open(t, "tictactoe", "o2/3/xox x", "uct", 100, 32)
	m, batch := send(m, keyMsg("I"))
	m, _ = send(m, keyMsg("i")) // queued behind the batch
	m, _ = settleWork(m, batch)
	if m.f.iter != iter || m.f.next != next || !strings.Contains(m.View(), "The search is finished") {
		t.Errorf("i queued behind I stepped on: iteration %d, next %s:\n%s", m.f.iter, m.f.next, m.View())
	}
}
