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

// chartSeries is one root move's history in the convergence chart: its
// value at each sampled iteration, and the exact value when a solver
// knows it.
type Series struct {
	Label string    // the move's display text
	X     []float64 // iterations at which the values were sampled
	Y     []float64 // mean (or visit share) at each sample
	SE    []float64 // standard error at each sample (0 for visit shares)
	// Exact is the solver's value for the mover (+1, 0, -1) when hasExact.
	Exact    float64
	HasExact bool
}

// chartModel draws the convergence chart: the top root moves' means (or
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
// the visit-share scale [0, 1] instead of the mean's [-1, 1]. With colour
// off, tic-tac-toe after 40 uct iterations (sketch):
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
	legend := c.legend(series, share)
	h := c.height - len(legend)
	if h < 5 {
		legend, h = nil, c.height
	}
	// ntcharts puts data on the gH rows above the x axis (gH = h - 2)
	// but its labels on gH+1 rows counting the axis, so the labels are
	// computed here from the row: the bottom, middle and top data rows
	// get -1, 0, +1 (a loss, a draw, a win), or 0, 0.5, 1 for shares.
	// An odd gH gives the middle a row of its own.
	if (h-2)%2 == 0 {
		h--
	}
	gH := h - 2
	minY, maxY := -1.0, 1.0
	if share {
		minY = 0
	}
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
	dash := '┄'
	if c.ASCII {
		dash = '='
	}
	for _, s := range series {
		if s.HasExact && !share {
			lc.DrawRuneLineWithStyle(canvas.Float64Point{X: 0, Y: s.Exact}, canvas.Float64Point{X: maxX, Y: s.Exact}, dash, st.Dim)
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
				lo, hi := math.Max(minY, s.Y[j]-s.SE[j]), math.Min(maxY, s.Y[j]+s.SE[j])
				lc.DrawRuneWithStyle(canvas.Float64Point{X: s.X[j], Y: lo}, dot, style)
				lc.DrawRuneWithStyle(canvas.Float64Point{X: s.X[j], Y: hi}, dot, style)
			}
		}
	}
	// The first (most visited) line is drawn last, on top.
	for i := len(series) - 1; i >= 0; i-- {
		s := series[i]
		glyph, style := rune('1'+i), c.seriesStyle(i)
		for j := range s.X {
			p := canvas.Float64Point{X: s.X[j], Y: s.Y[j]}
			if j == 0 {
				lc.DrawRuneWithStyle(p, glyph, style)
				continue
			}
			lc.DrawRuneLineWithStyle(canvas.Float64Point{X: s.X[j-1], Y: s.Y[j-1]}, p, glyph, style)
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
		lines = append(lines, ansi.Truncate(l, c.width, "…"))
	}
	return strings.Join(lines, "\n")
}

// seriesStyle is the i-th line's colour (none with colour off).
func (c Model) seriesStyle(i int) lipgloss.Style {
	if c.Styles.Plain {
		return c.Styles.Renderer.NewStyle()
	}
	return c.Styles.Renderer.NewStyle().Foreground(seriesColors[i%len(seriesColors)]).Bold(true)
}

// legend names each series by its digit: "1 b2 +0.42 ± 0.05 exact draw",
// packed two to a line when they fit.
func (c Model) legend(series []Series, share bool) []string {
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
			text += fmt.Sprintf("%s %s %.2f", engine.FormatMean(y, 2), pm, s.SE[len(s.SE)-1])
		}
		if s.HasExact {
			text += " exact " + engine.ExactWord(int(s.Exact))
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
