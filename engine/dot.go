package engine

import (
	"fmt"
	"io"
	"math"
	"strings"
)

// WriteDOT writes the tree's top levels (as opt selects them; Depth 0
// means 2, TopK 0 means 5) as a Graphviz digraph for slides: each node
// shows its move, N, mean (for the side that moved into it), UCB and,
// where the game has a solver and opt.Exact is set, the exact value;
// edges are drawn thicker the more visits they carry, and "… N more"
// boxes stand for the children left out. Render it with `dot -Tsvg`.
func (s *Stepper) WriteDOT(w io.Writer, opt TreeOptions) error {
	if opt.Depth == 0 {
		opt.Depth = 2
	}
	if opt.TopK == 0 {
		opt.TopK = 5
	}
	root := s.Tree(opt)
	var b strings.Builder
	fmt.Fprintf(&b, "digraph study {\n")
	fmt.Fprintf(&b, "  label=%s;\n  labelloc=t;\n", dotQuote(fmt.Sprintf("%s, %s, %d iterations: %s", s.root.Variant().Title, s.name, s.iter, s.root.Encode())))
	fmt.Fprintf(&b, "  node [shape=box, fontname=\"monospace\", fontsize=10];\n  edge [arrowsize=0.5];\n")
	dotNode(&b, root, root.N)
	b.WriteString("}\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// exactNames names an exact value for the side that moved into a node.
var exactNames = map[int8]string{1: "win", 0: "draw", -1: "loss"}

func dotNode(b *strings.Builder, n TreeNode, rootN int64) {
	name := "root"
	if n.Move != "" {
		name = n.Move
	}
	lines := []string{name, fmt.Sprintf("N=%d mean=%s", n.N, FormatMean(n.Mean, 3))}
	if n.ID == 0 {
		lines[0] = "root, " + sideName(n.Mover.Other()) + " to move"
		lines[1] += " (" + sideName(n.Mover) + ")"
	}
	if n.ID != 0 {
		ucb := "inf"
		if !math.IsInf(n.UCB, 0) {
			ucb = FormatMean(n.UCB, 3)
		}
		lines = append(lines, "UCB="+ucb)
	}
	if n.Proven != 0 {
		lines = append(lines, "proven "+exactNames[n.Proven])
	}
	if n.HasExact {
		lines = append(lines, "exact "+exactNames[n.Exact])
	}
	if n.Outcome != "" {
		lines = append(lines, n.Outcome)
	}
	fmt.Fprintf(b, "  n%d [label=%s];\n", n.ID, dotQuote(strings.Join(lines, "\n")))
	for _, c := range n.Children {
		dotNode(b, c, rootN)
		width := 1.0
		if rootN > 0 {
			width += 4 * float64(c.N) / float64(rootN)
		}
		fmt.Fprintf(b, "  n%d -> n%d [penwidth=%.2f];\n", n.ID, c.ID, width)
	}
	if n.More > 0 {
		fmt.Fprintf(b, "  more%d [label=%s, shape=plaintext];\n  n%d -> more%d [style=dashed];\n",
			n.ID, dotQuote(fmt.Sprintf("… %d more", n.More)), n.ID, n.ID)
	}
}

// dotQuote quotes s as a DOT string, its newlines as centred line breaks.
func dotQuote(s string) string {
	s = strings.ReplaceAll(s, `\`, `\\`)
	s = strings.ReplaceAll(s, `"`, `\"`)
	return `"` + strings.ReplaceAll(s, "\n", `\n`) + `"`
}
