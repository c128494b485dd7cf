package board

import (
	"fmt"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"rollout/ui/components/surface"
	"rollout/ui/uitest"
	"rollout/variants"
	"rollout/variants/registry"
)

func TestClockText(t *testing.T) {
	for _, c := range []struct {
		left time.Duration
		want string
	}{
		{5 * time.Minute, "5:00"},
		{59*time.Second + 999*time.Millisecond, "0:59"},
		{10 * time.Second, "0:10"},
		{9*time.Second + 999*time.Millisecond, "0:09.9"}, // cut, not rounded
		{50 * time.Millisecond, "0:00.0"},
		{-time.Second, "0:00.0"},
		{time.Hour + 2*time.Minute + 3*time.Second, "1:02:03"},
	} {
		if got := ClockText(c.left); got != c.want {
			t.Errorf("ClockText(%v) = %q, want %q", c.left, got, c.want)
		}
	}
}

// underScreen is a screen with a row of its own right under the board.
type underScreen struct{ *fakeScreen }

func (underScreen) Under() []string {
	return []string{"white clock 4:59 and much more text than the board is wide"}
}

// TestUnder: a screen's rows under the board (Under) are drawn in the
// board's column right under its last row, cut before the panel; the
// smallest size counts them; the frame fits at every size and a click
// still lands on the board.
func TestUnder(t *testing.T) {
	f, plain := newFrame(t, "chess", 80, 24)
	s := underScreen{plain}
	before := f.Layout()
	f.Relayout(s, 80, 24)
	l := f.Layout()
	if l.UnderH != 1 || l.NeedH != max(MinGameHeight, before.NeedH+1) || l.BodyH != before.BodyH {
		t.Errorf("with a row under the board: %+v; without: %+v", l, before)
	}
	lines := strings.Split(f.View(s), "\n")
	under := lines[l.BoardY+l.boardH]
	if w := ansi.StringWidth(strings.TrimRight(under, " ")); !strings.HasPrefix(under[l.BoardX:], "white clock 4:59") || w >= l.PanelX || l.PanelW > 0 && w < l.PanelX-1 {
		t.Errorf("the row under the board is %q (board at %d, %d wide)", under, l.BoardX, l.boardW)
	}
	x, y := f.Surface.(*surface.Board).SquareToScreen(12) // e2
	if p, ok := f.Click(tea.MouseMsg{X: l.BoardX + x, Y: l.BoardY + y, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft}); !ok || p.Err != "" {
		t.Errorf("a click on e2 picked %+v, %v", p, ok)
	}
	for _, sz := range uitest.Sizes() {
		f.Relayout(s, sz[0], sz[1])
		uitest.CheckFits(t, fmt.Sprintf("under %dx%d", sz[0], sz[1]), f.View(s), sz[0], sz[1])
	}
}

// TestSideLine: a side's line has its clock (marked while it runs) and,
// at chess, the pieces it has more of and its lead.
func TestSideLine(t *testing.T) {
	f, _ := newFrame(t, "chess", 80, 24)
	rec, now := clockedChess(t, "rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
	common := uitest.Common(80, 24)
	for _, tc := range []struct {
		side variants.Side
		want string
	}{
		{variants.First, "> White 0:09.5 N +3"},
		{variants.Second, "Black 1:00"},
	} {
		got := strings.Join(strings.Fields(f.SideLine(common, rec.Variant(), rec.Clocks(), rec.Position(), tc.side, now.Add(500*time.Millisecond+50*time.Second))), " ")
		if got != tc.want {
			t.Errorf("%v: %q, want %q", tc.side, got, tc.want)
		}
	}
	if f.TopSide() != variants.Second {
		t.Error("the second side is not at the top")
	}
	f.Surface.Flip()
	if f.TopSide() != variants.First {
		t.Error("flipped, the first side is not at the top")
	}
}

// TestSideLineKeepsTheLead: captures wider than the board give up their
// last pieces for "…", never the lead in points (80x24, White up a
// queen, two rooks, a bishop, two knights and four pawns).
func TestSideLineKeepsTheLead(t *testing.T) {
	f, _ := newFrame(t, "chess", 80, 24)
	rec, now := clockedChess(t, "4k3/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1")
	common := uitest.Common(80, 24)
	got := f.SideLine(common, rec.Variant(), rec.Clocks(), rec.Position(), variants.First, now)
	l := f.Layout()
	if w := ansi.StringWidth(got); w > l.boardW {
		t.Errorf("the side line is %d wide, the board %d: %q", w, l.boardW, got)
	}
	if !strings.HasSuffix(ansi.Strip(got), "… +39") {
		t.Errorf("the lead is not kept after the cut captures: %q", ansi.Strip(got))
	}
}

// clockedChess is a record of chess from fen whose clocks, a minute a
// side, were started for White at now.
func clockedChess(t *testing.T, fen string) (rec *variants.Record, now time.Time) {
	t.Helper()
	v, err := registry.Lookup("chess")
	if err != nil {
		t.Fatal(err)
	}
	if rec, err = variants.NewRecord(v, fen); err != nil {
		t.Fatal(err)
	}
	now = time.Now()
	c := variants.NewClocks(variants.TimeControl{Base: time.Minute})
	c.Start(variants.First, now)
	rec.SetClocks(c)
	return rec, now
}
