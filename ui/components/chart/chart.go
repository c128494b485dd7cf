package chart

import (
	"fmt"
	"math"
	"strings"

	"github.com/NimbleMarkets/ntcharts/canvas"
	"github.com/NimbleMarkets/ntcharts/linechart"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"rollout/engine"
	"rollout/ui/kit"
)

// Series is one root move's history in the convergence chart: its
// value at each sampled iteration, and the exact value when a solver
// knows it.
type Series struct {
	Label string    // the move's display text
	X     []float64 // iterations at which the values were sampled
	Y     []float64 // mean (or visit share) at each sample
	SE    []float64 // standard error at each sample (0 for visit shares; NaN where unknown: a mean of one result)
	// Exact is the solver's value for the mover (+1, 0, -1) when hasExact.
	Exact    float64
	HasExact bool
}

// Model draws the convergence chart: the top root moves' means (or
// visit shares) against iterations, each move drawn with its own digit
// so the lines read without colour, the ±se band as dots around each
// line, and each move's exact value as a dashed line. Drawing is done by
// ntcharts' linechart (scaling, Bresenham lines, axes); ASCII mode swaps
// its box-drawing axes for plain characters.
type Model struct {
	Styles *kit.Styles
	ASCII  bool
	width  int
	height int
}

// SetSize records the space the layout gives the chart (legend included).
func (c *Model) SetSize(w, h int) { c.width, c.height = w, h }

// seriesColors tell the lines apart when colour is on; the digits do it
// when colour is off.
var seriesColors = []lipgloss.Color{"39", "214", "170", "42"}

// asciiAxes turns ntcharts' box-drawing axes into plain characters.
var asciiAxes = strings.NewReplacer("│", "|", "─", "-", "└", "+", "├", "+", "┤", "+", "┼", "+", "┬", "+", "┴", "+")

// View draws the chart above a legend line per series. share selects
// the visit-share scale [0, 1] instead of the mean's [-1, 1]; a run whose
// means have settled into a narrow band is drawn zoomed to it (Range),
// so long runs do not collapse into one row. With colour off,
// tic-tac-toe after 40 uct iterations (sketch):
//
//	+1.0|                   = = = = = = = =
//	    |             111111111111111111111
//	 0.0|--2222222222222222222222222222222
//	    |3333   3333333
//	-1.0+---------------------------------
//	    0                               40
//	1 b2 +0.42 ± 0.05 (exact draw)  2 a1 ...
func (c Model) View(series []Series, share bool, maxX float64) string {
	if c.width < 16 || c.height < 5 {
		return ""
	}
	st := c.Styles
	minY, maxY, zoomed := Range(series, share, maxX)
	legend := c.legend(series, share, zoomed, minY, maxY)
	h := c.height - len(legend)
	if h < 5 {
		legend, h = nil, c.height
	}
	// ntcharts puts data on the gH rows above the x axis (gH = h - 2)
	// but its labels on gH+1 rows counting the axis, so the labels are
	// computed here from the row: the bottom, middle and top data rows
	// get the range's ends and middle (-1, 0, +1: a loss, a draw, a win,
	// unzoomed; 0, 0.5, 1 for shares). An odd gH gives the middle a row
	// of its own.
	if (h-2)%2 == 0 {
		h--
	}
	gH := h - 2
	maxX = math.Max(maxX, 1)
	yFmt := func(i int, _ float64) string {
		k := i - 1
		if k != 0 && k != gH-1 && 2*k != gH-1 {
			return ""
		}
		v := minY + float64(k)*(maxY-minY)/float64(gH-1)
		switch {
		case math.Abs(v) < 1e-9:
			return "0.0"
		case zoomed:
			return fmt.Sprintf("%+.2f", v)
		case share:
			return fmt.Sprintf("%.1f", v)
		}
		return fmt.Sprintf("%+.1f", v)
	}
	lc := linechart.New(c.width, h, 0, maxX, minY, maxY,
		linechart.WithXYSteps(c.width, 1),
		linechart.WithStyles(st.Dim, st.Label, st.Renderer.NewStyle()),
		linechart.WithYLabelFormatter(yFmt))
	lc.DrawXYAxisAndLabel()
	// Points outside a zoomed range are not drawn, and a line leaving
	// it is cut at its edge: nothing is drawn where its value is not.
	in := func(y float64) bool { return y >= minY-1e-9 && y <= maxY+1e-9 }
	line := func(x1, y1, x2, y2 float64, r rune, style lipgloss.Style) {
		var ok bool
		if x1, y1, x2, y2, ok = clip(x1, y1, x2, y2, minY, maxY); ok {
			lc.DrawRuneLineWithStyle(canvas.Float64Point{X: x1, Y: y1}, canvas.Float64Point{X: x2, Y: y2}, r, style)
		}
	}
	dash := '┄'
	if c.ASCII {
		dash = '='
	}
	for _, s := range series {
		if s.HasExact && !share && in(s.Exact) {
			line(0, s.Exact, maxX, s.Exact, dash, st.Dim)
		}
	}
	dot := '·'
	if c.ASCII {
		dot = '.'
	}
	for i, s := range series {
		style := c.seriesStyle(i)
		for j := range s.X {
			if j < len(s.SE) && s.SE[j] > 0 {
				for _, y := range []float64{math.Max(-1, s.Y[j]-s.SE[j]), math.Min(1, s.Y[j]+s.SE[j])} {
					if in(y) {
						lc.DrawRuneWithStyle(canvas.Float64Point{X: s.X[j], Y: y}, dot, style)
					}
				}
			}
		}
	}
	// The first (most visited) line is drawn last, on top.
	for i := len(series) - 1; i >= 0; i-- {
		s := series[i]
		glyph, style := rune('1'+i), c.seriesStyle(i)
		for j := range s.X {
			if j == 0 {
				if in(s.Y[0]) {
					lc.DrawRuneWithStyle(canvas.Float64Point{X: s.X[0], Y: s.Y[0]}, glyph, style)
				}
				continue
			}
			line(s.X[j-1], s.Y[j-1], s.X[j], s.Y[j], glyph, style)
		}
	}
	out := lc.View()
	if c.ASCII {
		out = asciiAxes.Replace(out)
	}
	lines := strings.Split(out, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	// The x axis is labelled at its ends only: 0 and the iterations run.
	left := strings.Repeat(" ", lc.Origin().X) + "0"
	right := fmt.Sprintf("%.0f iterations", maxX)
	if gap := c.width - len(left) - len(right); gap > 0 {
		lines[len(lines)-1] = st.Label.Render(left + strings.Repeat(" ", gap) + right)
	}
	for _, l := range legend {
		// At a word: cut inside a figure, "+0.4…" read as another.
		lines = append(lines, kit.FitLine(l, c.width))
	}
	return strings.Join(lines, "\n")
}

// Range is the y range View draws series in: [-1, 1] for means and
// [0, 1] for shares, unless the means of the run's last three quarters
// (with their standard errors) lie in a band less than a quarter as wide;
// then a range just around that band, its ends on a round step, and
// zoomed is true. After two million Connect Four iterations the top
// moves' means differ by hundredths: on the full scale they share a row.
// Exact values that keep the band that narrow are inside it.
func Range(series []Series, share bool, maxX float64) (lo, hi float64, zoomed bool) {
	lo, hi = -1, 1
	if share {
		return 0, 1, false
	}
	from := maxX / 4
	bLo, bHi, any := math.Inf(1), math.Inf(-1), false
	for _, s := range series {
		for j := range s.X {
			if s.X[j] < from {
				continue
			}
			se := 0.0
			if j < len(s.SE) && !math.IsNaN(s.SE[j]) {
				se = s.SE[j]
			}
			bLo, bHi, any = math.Min(bLo, s.Y[j]-se), math.Max(bHi, s.Y[j]+se), true
		}
	}
	if !any || bHi-bLo >= (hi-lo)/4 {
		return lo, hi, false
	}
	// An exact value near the band joins it, so its dashed line is drawn
	// where zooming still pays; one farther off is named in the legend
	// ("exact win, above").
	for _, s := range series {
		if s.HasExact {
			if l, h := math.Min(bLo, s.Exact), math.Max(bHi, s.Exact); h-l < (hi-lo)/4 {
				bLo, bHi = l, h
			}
		}
	}
	span := math.Max(bHi-bLo, 0.04)
	step := 0.5
	for _, st := range []float64{0.01, 0.02, 0.05, 0.1, 0.2, 0.25} {
		if span/st <= 6 {
			step = st
			break
		}
	}
	lo = math.Max(-1, math.Floor(bLo/step-1e-9)*step)
	hi = math.Min(1, math.Ceil(bHi/step+1e-9)*step)
	if hi-lo < 2*step {
		hi = math.Min(1, lo+2*step)
		lo = hi - 2*step
	}
	return lo, hi, true
}

// clip cuts the segment (x1,y1)-(x2,y2) to the band lo <= y <= hi; ok
// is false when no part of it lies in the band.
func clip(x1, y1, x2, y2, lo, hi float64) (float64, float64, float64, float64, bool) {
	if y1 > y2 {
		x1, y1, x2, y2 = x2, y2, x1, y1
	}
	if y2 < lo || y1 > hi {
		return 0, 0, 0, 0, false
	}
	at := func(y float64) float64 {
		if y2 == y1 {
			return x1
		}
		return x1 + (x2-x1)*(y-y1)/(y2-y1)
	}
	if y1 < lo {
		x1, y1 = at(lo), lo
	}
	if y2 > hi {
		x2, y2 = at(hi), hi
	}
	return x1, y1, x2, y2, true
}

// seriesStyle is the i-th line's colour (none with colour off).
func (c Model) seriesStyle(i int) lipgloss.Style {
	if c.Styles.Plain {
		return c.Styles.Renderer.NewStyle()
	}
	return c.Styles.Renderer.NewStyle().Foreground(seriesColors[i%len(seriesColors)]).Bold(true)
}

// legend names each series by its digit: "1 b2 +0.42 ± 0.05 exact draw",
// packed two to a line when they fit; with three decimals when the chart
// is zoomed, since the means it tells apart differ by hundredths. An
// exact value a zoomed chart cannot draw (Connect Four's win at +1 over
// means near +0.3) is said to lie above or below it: its dashed line is
// not drawn, and without a word the truth fell off the chart.
func (c Model) legend(series []Series, share, zoomed bool, lo, hi float64) []string {
	dec := 2
	if zoomed {
		dec = 3
	}
	pm := "±"
	if c.ASCII {
		pm = "+-"
	}
	var items []string
	for i, s := range series {
		if len(s.Y) == 0 {
			continue
		}
		y := s.Y[len(s.Y)-1]
		text := fmt.Sprintf("%d %s ", i+1, s.Label)
		if share {
			text += fmt.Sprintf("%.0f%%", 100*y)
		} else {
			se := s.SE[len(s.SE)-1]
			seText := engine.NoStdErr
			if !math.IsNaN(se) {
				seText = fmt.Sprintf("%.*f", dec, se)
			}
			text += fmt.Sprintf("%s %s %s", engine.FormatMean(y, dec), pm, seText)
		}
		if s.HasExact {
			text += " exact " + engine.ExactWord(int(s.Exact))
			switch {
			case share:
			case s.Exact > hi+1e-9:
				text += ", above"
			case s.Exact < lo-1e-9:
				text += ", below"
			}
		}
		items = append(items, c.seriesStyle(i).Render(fmt.Sprintf("%d", i+1))+text[1:])
	}
	var lines []string
	for i := 0; i < len(items); i++ {
		if i+1 < len(items) && ansi.StringWidth(items[i])+2+ansi.StringWidth(items[i+1]) <= c.width {
			lines = append(lines, items[i]+"  "+items[i+1])
			i++
			continue
		}
		lines = append(lines, items[i])
	}
	return lines
}
