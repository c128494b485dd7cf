package chart

import (
	"math"
	"strings"
	"testing"

	"rollout/ui/kit"
)

// settled returns three series over n iterations whose means start far
// apart and settle at ends, a few hundredths apart, with shrinking
// standard errors: a long Connect Four run.
func settled(n float64, ends [3]float64) []Series {
	var out []Series
	for i, end := range ends {
		s := Series{Label: string(rune('a' + i)), Exact: 0, HasExact: true}
		for k := 1; k <= 64; k++ {
			x := n * float64(k) / 64
			s.X = append(s.X, x)
			s.Y = append(s.Y, end+(1-end)/float64(k*k))
			s.SE = append(s.SE, 0.5/math.Sqrt(x))
		}
		out = append(out, s)
	}
	return out
}

// rowOf is the row of the chart's plot where glyph is drawn last (the
// rightmost column holding it), -1 if nowhere.
func rowOf(lines []string, glyph rune) int {
	best, col := -1, -1
	for y, l := range lines {
		if i := strings.LastIndex(l, string(glyph)); i > col && strings.Contains(l, "|") {
			best, col = y, i
		}
	}
	return best
}

// At 100x30 the chart has a handful of rows; after two million
// iterations the top moves' means differ by hundredths. On the full
// -1..+1 scale all three ended on one row (issue: "after 2M Connect
// Four iterations one row"); zoomed to the band they settled in, each
// ends on a row of its own, and the axis labels say the zoomed range.
func TestChartZoomsToSettledMeans(t *testing.T) {
	st := kit.NewStyles(false, true)
	c := Model{Styles: &st, ASCII: true}
	c.SetSize(56, 10)
	series := settled(2e6, [3]float64{0.06, 0.03, 0.0})
	out := c.View(series, false, 2e6)
	lines := strings.Split(out, "\n")
	rows := map[int]bool{}
	for _, g := range "123" {
		r := rowOf(lines, g)
		if r < 0 {
			t.Fatalf("line %c not drawn:\n%s", g, out)
		}
		rows[r] = true
	}
	if len(rows) != 3 {
		t.Fatalf("the three settled means end on %d rows, want 3:\n%s", len(rows), out)
	}
	if strings.Contains(out, "+1.0") || !strings.Contains(out, "+0.") {
		t.Fatalf("the axis does not show the zoomed range:\n%s", out)
	}
	if lo, hi, zoomed := Range(series, false, 2e6); !zoomed || lo > 0 || hi < 0.06 || hi-lo > 0.5 {
		t.Fatalf("Range %v..%v zoomed %v", lo, hi, zoomed)
	}
}

// A short run whose means still spread over the scale is drawn on the
// full -1..+1 range, and shares always on 0..1.
func TestChartFullRangeWhileSpread(t *testing.T) {
	series := settled(500, [3]float64{0.4, -0.3, -0.9})
	if lo, hi, zoomed := Range(series, false, 500); zoomed || lo != -1 || hi != 1 {
		t.Fatalf("spread means: Range %v..%v zoomed %v", lo, hi, zoomed)
	}
	if lo, hi, zoomed := Range(settled(2e6, [3]float64{0.06, 0.03, 0}), true, 2e6); zoomed || lo != 0 || hi != 1 {
		t.Fatalf("shares: Range %v..%v zoomed %v", lo, hi, zoomed)
	}
}

// clip cuts a segment at the band's edges and drops one outside it.
func TestClip(t *testing.T) {
	if _, _, _, _, ok := clip(0, 2, 1, 3, -1, 1); ok {
		t.Fatal("a segment above the band kept")
	}
	x1, y1, x2, y2, ok := clip(0, -1, 10, 1, 0, 0.5)
	if !ok || x1 != 5 || y1 != 0 || x2 != 7.5 || y2 != 0.5 {
		t.Fatalf("clip gave %v,%v %v,%v %v", x1, y1, x2, y2, ok)
	}
}

// Zoomed to Connect Four's settled means (+0.27, +0.19, +0.16 after a
// long run), the chart drew no exact value and said nothing of them: the
// draw at 0.0 now joins the zoomed band and is drawn dashed, and the
// win at +1, too far off to zoom to, is said to lie above the chart.
func TestChartExactValuesKept(t *testing.T) {
	st := kit.NewStyles(false, true)
	c := Model{Styles: &st, ASCII: true}
	c.SetSize(56, 14)
	series := settled(3000, [3]float64{0.27, 0.19, 0.16})
	series[0].Exact = 1
	series[2].Y[len(series[2].Y)-1] = 0.16
	lo, hi, zoomed := Range(series, false, 3000)
	if !zoomed || lo > 0 || hi < 0.27 || hi >= 1 {
		t.Fatalf("Range %v..%v zoomed %v: want zoomed, the draw at 0 inside, the win outside", lo, hi, zoomed)
	}
	out := c.View(series, false, 3000)
	if !strings.Contains(out, "==") {
		t.Fatalf("the draws' exact value is not drawn:\n%s", out)
	}
	if !strings.Contains(out, "exact win, above") || strings.Contains(out, "exact draw, ") {
		t.Fatalf("the legend does not place the win above and the draws on the chart:\n%s", out)
	}
	// Where the draw would stretch the band past zooming, it is named
	// below instead.
	far := settled(3000, [3]float64{0.62, 0.57, 0.55})
	if _, _, zoomed := Range(far, false, 3000); !zoomed {
		t.Fatal("settled means not zoomed")
	}
	if out := c.View(far, false, 3000); !strings.Contains(out, "exact draw, below") {
		t.Fatalf("an exact value off the zoomed chart is unsaid:\n%s", out)
	}
}

// A mean of one result has no standard error (NaN in Series.SE): the
// legend writes a dash, as the study's table does, not "± 0.00", and
// the zoom ignores it.
func TestChartLegendNoStdErrAfterOneResult(t *testing.T) {
	st := kit.NewStyles(false, true)
	c := Model{Styles: &st, ASCII: true}
	c.SetSize(56, 10)
	series := []Series{{Label: "a3", X: []float64{1}, Y: []float64{0}, SE: []float64{math.NaN()}}}
	out := c.View(series, false, 1)
	if !strings.Contains(out, "1 a3 +0.000 +- -") || strings.Contains(out, "NaN") {
		t.Errorf("the legend of a mean of one result:\n%s", out)
	}
	if lo, hi, _ := Range(series, false, 1); math.IsNaN(lo) || math.IsNaN(hi) {
		t.Errorf("Range %v..%v", lo, hi)
	}
}
