package board

import (
	"fmt"
	"strings"
	"time"

	"github.com/charmbracelet/x/ansi"

	"rollout/ui/components/surface"
	"rollout/ui/kit"
	"rollout/variants"
)

// The board's side lines: a line above the board for the side drawn at
// the top and one right under it for the side at the bottom, each with
// the side's clock (the running one marked) and, in a game of material
// (variants.MaterialCounter: chess), the pieces it has more of and its
// lead in points, as lichess shows them (docs/playing.md, "Beside the
// board"). A screen draws them with SideLine through Rows (the top
// line) and Under (the bottom one); play and analysis share them.

// ClockText is a clock as the board shows it: m:ss, h:mm:ss from an
// hour, and tenths under ten seconds ("0:09.5"), cut, not rounded, as
// PGN's [%clk] is (variants.ClockCommand): a clock that shows 0:10 has
// ten seconds or more.
func ClockText(left time.Duration) string {
	left = max(left, 0)
	h, m, s := int(left/time.Hour), int(left/time.Minute)%60, int(left/time.Second)%60
	switch {
	case left < 10*time.Second:
		return fmt.Sprintf("0:%02d.%d", s, int(left/(100*time.Millisecond))%10)
	case h > 0:
		return fmt.Sprintf("%d:%02d:%02d", h, m, s)
	}
	return fmt.Sprintf("%d:%02d", m, s)
}

// TopSide is the side drawn at the top of the board: the second side,
// or the first when the board is flipped.
func (f *Frame) TopSide() variants.Side {
	if b, ok := f.Surface.(*surface.Board); ok && b.Flipped {
		return variants.First
	}
	return variants.Second
}

// HasSideLines reports whether a game has side lines to show: it is
// timed, or its material is counted. It depends only on the game, so a
// screen's count of rows is the same in Update and View.
func HasSideLines(rec *variants.Record) bool {
	_, counted := rec.Position().(variants.MaterialCounter)
	return rec.Clocks() != nil || counted
}

// SideLine is side's line beside the board for a game of variant v on
// clocks (nil: untimed; the analysis board shows none) with pos on the
// board, at now: "▶ White   4:59  ♛♞ +7", the mark on the running
// clock (">" in ASCII), the clock bold while it runs and in the error
// style under ten seconds; then, kind by kind, the pieces side has more
// of than the other (what it has captured net, as lichess lists it) and
// its lead in points, if it leads.
func (f *Frame) SideLine(c kit.Common, v *variants.Variant, clocks *variants.Clocks, pos variants.Position, side variants.Side, now time.Time) string {
	st := c.Styles
	var b strings.Builder
	running := false
	if clocks != nil { // a game over has stopped them
		r, on := clocks.Running()
		running = on && r == side
	}
	mark := "  "
	if running {
		mark = "▶ "
		if c.ASCII {
			mark = "> "
		}
	}
	b.WriteString(st.Good.Render(mark))
	// The names padded to the longer one's width and a space, so both
	// sides' clocks line up, and no wider: tic-tac-toe's X and O under
	// its small board leave room for the clock.
	pad := max(ansi.StringWidth(v.Side(variants.First)), ansi.StringWidth(v.Side(variants.Second))) + 1
	b.WriteString(st.Label.Render(kit.PadRight(v.Side(side), pad)))
	if clocks != nil {
		left := clocks.Left(side, now)
		style := st.Dim
		switch {
		case running && left < 10*time.Second:
			style = st.Error
		case running:
			style = st.Bold
		}
		b.WriteString(" " + style.Render(fmt.Sprintf("%7s", ClockText(left))))
	}
	if mc, ok := pos.(variants.MaterialCounter); ok {
		m := mc.Material()
		var glyphs []string
		for _, cell := range m.Extra[side&1] {
			glyphs = append(glyphs, glyph(pos, cell, c.ASCII))
		}
		lead := m.Points
		if side == variants.Second {
			lead = -lead
		}
		tail := ""
		if lead > 0 {
			tail = fmt.Sprintf(" +%d", lead)
		}
		if len(glyphs) > 0 {
			// The line is cut to the board's width: a long list of
			// captures gives up its last (least) pieces for "…" so the
			// lead in points, the figure that sums them, stays.
			room := f.lay.boardW - ansi.StringWidth(b.String()) - 2 - len(tail)
			if f.lay.boardW > 0 && len(glyphs) > room {
				glyphs = append(glyphs[:max(0, room-1)], "…")
			}
			b.WriteString("  " + strings.Join(glyphs, ""))
		}
		if tail != "" {
			b.WriteString(st.Dim.Render(tail))
		}
	}
	return b.String()
}

// glyph is a piece's one-column text: the game's own (Glypher), else its
// letter, upper case for the first side.
func glyph(pos variants.Position, c variants.Cell, ascii bool) string {
	if g, ok := pos.(variants.Glypher); ok {
		return g.Glyph(c, ascii)
	}
	return variants.ChessGlyph(c, true)
}
