package engine

import (
	"fmt"
	"html"
	"io"
	"math"
	"strings"

	"rollout/variants"
)

// DOT defaults: two levels below the root and the three most visited
// children of each node, so the drawing keeps to the width of a screen
// or a slide (at most 3 + 9 boards and the "… more" summaries).
const (
	DOTDepth = 2
	DOTTop   = 3
)

// WriteDOT writes the tree's top levels (as opt selects them; Depth 0
// means DOTDepth, TopK 0 means DOTTop) as a Graphviz digraph for slides.
// Each node is one box: the move into it, the position there as a small
// grid where the game has a small board (variants.Grid, up to 8x8:
// tic-tac-toe, Connect Four) or its heaps (variants.Heaper: nim), its N,
// mean (for the side that moved into it), UCB and, where the game has a
// solver and opt.Exact is set, the exact value. Edges grow thicker with
// the visits they carry, and dashed "… N more" boxes summarise the
// children left out (how many, and their visits together). Render it
// with `dot -Tsvg tree.dot -o tree.svg`.
func (s *Stepper) WriteDOT(w io.Writer, opt TreeOptions) error {
	if opt.Depth == 0 {
		opt.Depth = DOTDepth
	}
	if opt.TopK == 0 {
		opt.TopK = DOTTop
	}
	root := s.Tree(opt)
	var b strings.Builder
	fmt.Fprintf(&b, "digraph study {\n")
	fmt.Fprintf(&b, "  label=%s;\n  labelloc=t;\n", dotQuote(fmt.Sprintf("%s, %s, %d iterations: %s", s.root.Variant().Title, s.name, s.iter, s.root.Encode())))
	fmt.Fprintf(&b, "  node [shape=box, fontname=\"monospace\", fontsize=10];\n  edge [arrowsize=0.5];\n")
	s.dotNode(&b, root, root.N)
	b.WriteString("}\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// dotLines are a node's text lines: its name and figures. Every figure
// is for the side that moved into the node; at the root, where the box
// names the side to move, the others are marked with whose they are
// ("exact loss (X)" under "root, O to move" said nothing of whose loss
// it was). A proven node has no UCB: selection no longer compares it.
func (s *Stepper) dotLines(n TreeNode) []string {
	v := s.root.Variant()
	name := "root"
	if n.Move != "" {
		name = n.Move + " (" + v.Side(n.Mover) + ")"
	}
	whose := ""
	if n.ID == 0 {
		name = "root, " + v.Side(n.Mover.Other()) + " to move"
		whose = " for " + v.Side(n.Mover)
	}
	lines := []string{name, fmt.Sprintf("visits=%d mean=%s%s", n.N, FormatMean(n.Mean, 3), whose)}
	if n.ID != 0 && n.Proven == 0 {
		ucb := "inf"
		if !math.IsInf(n.UCB, 0) {
			ucb = FormatMean(n.UCB, 3)
		}
		lines = append(lines, "UCB="+ucb)
	}
	if n.Proven != 0 {
		lines = append(lines, "proven "+ExactWord(int(n.Proven))+whose)
	}
	if n.HasExact {
		lines = append(lines, "exact "+ExactWord(int(n.Exact))+whose)
	}
	if n.Outcome != "" {
		lines = append(lines, n.Outcome)
	}
	return lines
}

func (s *Stepper) dotNode(b *strings.Builder, n TreeNode, rootN int64) {
	lines := s.dotLines(n)
	if board := s.dotBoard(n); board != "" {
		var rows []string
		rows = append(rows, "<TR><TD>"+html.EscapeString(lines[0])+"</TD></TR>")
		rows = append(rows, "<TR><TD>"+board+"</TD></TR>")
		for _, l := range lines[1:] {
			rows = append(rows, "<TR><TD>"+html.EscapeString(l)+"</TD></TR>")
		}
		fmt.Fprintf(b, "  n%d [margin=0.05, label=<<TABLE BORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"1\">%s</TABLE>>];\n", n.ID, strings.Join(rows, ""))
	} else {
		fmt.Fprintf(b, "  n%d [label=%s];\n", n.ID, dotQuote(strings.Join(lines, "\n")))
	}
	for _, c := range n.Children {
		s.dotNode(b, c, rootN)
		width := 1.0
		if rootN > 0 {
			width += 4 * float64(c.N) / float64(rootN)
		}
		fmt.Fprintf(b, "  n%d -> n%d [penwidth=%.2f];\n", n.ID, c.ID, width)
	}
	if n.More > 0 {
		fmt.Fprintf(b, "  more%d [label=%s, shape=plaintext];\n  n%d -> more%d [style=dashed];\n",
			n.ID, dotQuote(fmt.Sprintf("… %d more\nvisits=%d together", n.More, n.MoreN)), n.ID, n.ID)
	}
}

// dotBoard draws node n's position as an HTML-like table: a small grid
// (the move into the node's square shaded) or the heaps; "" for a game
// with neither, or a board larger than 8x8.
func (s *Stepper) dotBoard(n TreeNode) string {
	pos, ok := s.NodePosition(n.ID)
	if !ok {
		return ""
	}
	if h, ok := pos.(variants.Heaper); ok {
		var b strings.Builder
		b.WriteString(`<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="0">`)
		for i, k := range h.Heaps() {
			fmt.Fprintf(&b, `<TR><TD ALIGN="LEFT">%d: %s</TD></TR>`, i+1, strings.Repeat("|", k)+strings.Repeat(".", max(0, 1-k)))
		}
		b.WriteString("</TABLE>")
		return b.String()
	}
	g, ok := pos.(variants.Grid)
	if !ok {
		return ""
	}
	files, ranks := g.Dims()
	if files > 8 || ranks > 8 {
		return ""
	}
	last := variants.NoSquare
	if n.ID != 0 {
		if parent, ok := s.parentPosition(n.ID); ok {
			if m, err := parent.DecodeMove(n.Move); err == nil {
				if pg, ok := parent.(variants.Grid); ok {
					_, last, _ = pg.MoveSquares(m)
				}
			}
		}
	}
	var b strings.Builder
	b.WriteString(`<TABLE BORDER="0" CELLBORDER="1" CELLSPACING="0" CELLPADDING="2">`)
	for r := ranks - 1; r >= 0; r-- {
		b.WriteString("<TR>")
		for f := range files {
			sq := variants.Square(f + r*files)
			c := g.Cell(sq)
			text := "&nbsp;"
			switch {
			case !c.Exists:
				text = "&nbsp;"
			case c.Piece != 0:
				glyph := strings.ToUpper(string(rune(c.Piece)))
				if gl, ok := pos.(variants.Glypher); ok {
					glyph = gl.Glyph(c, true)
				}
				text = html.EscapeString(glyph)
			}
			attr := ""
			if sq == last {
				attr = ` BGCOLOR="lightgrey"`
			}
			fmt.Fprintf(&b, "<TD%s>%s</TD>", attr, text)
		}
		b.WriteString("</TR>")
	}
	b.WriteString("</TABLE>")
	return b.String()
}

// parentPosition is the position at node id's parent.
func (s *Stepper) parentPosition(id NodeID) (variants.Position, bool) {
	if !s.treeOK {
		return s.root.Clone(), id > 0
	}
	if id <= 0 || int(id) >= len(s.t.nodes) {
		return nil, false
	}
	return s.nodePosition(s.t.nodes[id].parent), true
}

// dotQuote quotes s as a DOT string, its newlines as centred line breaks.
func dotQuote(s string) string {
	s = strings.ReplaceAll(s, `\`, `\\`)
	s = strings.ReplaceAll(s, `"`, `\"`)
	return `"` + strings.ReplaceAll(s, "\n", `\n`) + `"`
}
