package ui

import (
	"fmt"
	"math"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/x/ansi"

	"rollout/engine"
	"rollout/ui/kit"
)

// treeItem is one node of the search tree as the tree view draws it. The
// study screen builds these from the engine's tree view each frame; the
// view keeps only what the person controls (cursor, folds).
type treeItem struct {
	// key identifies the node across frames and resets: the path of move
	// texts from the root ("b2/a1"), "" for the root.
	key  string
	text string // the move into the node ("root" for the root)
	n    int64
	// mean is the node's mean for the side that moved into it.
	mean float64
	// ucb is the node's UCB1 value under its parent (hasUCB false when
	// the player has none, or for the root).
	ucb    float64
	hasUCB bool
	// exact is the solver's value for the side that moved into the node.
	exact    int8
	hasExact bool
	// onPath marks the nodes of the current iteration's path; isNew the
	// node the expansion just added.
	onPath, isNew bool
	// disagree marks a node the Monte Carlo search prefers (the most
	// visited child) while the solver rates a sibling better.
	disagree bool
	children []treeItem // sorted by N, most visited first
	// kids is the number of children the node has, listed or not; more
	// counts those not listed (a folded node lists none).
	kids, more int
}

// treeRow is one visible line of the tree: an item at a depth, with the
// prefix that draws its branches.
type treeRow struct {
	item   *treeItem
	depth  int
	prefix string
	// hidden, on a "… N more" row, counts the children it stands for
	// (item is then the parent).
	hidden int
}

// treeModel is the tree view: collapsible, navigated with the arrow keys.
// The root and the nodes on the current path start open; a fold the
// person sets wins over that default.
type treeModel struct {
	styles *kit.Styles
	ascii  bool
	cursor string          // key of the row under the cursor
	folds  map[string]bool // true: folded by the person; false: opened
	// perNode is how many children of a node are listed before "… N more".
	perNode int
	top     int // first visible row, for scrolling
	width   int
	height  int
}

func newTreeView(st *kit.Styles, ascii bool) treeModel {
	return treeModel{styles: st, ascii: ascii, folds: map[string]bool{}, perNode: 5}
}

// SetSize records the space the layout gives the tree.
func (t *treeModel) SetSize(w, h int) {
	t.width, t.height = w, h
	t.perNode = max(3, min(8, (h-2)/3))
}

// ShortHelp is the tree's key help.
func (t treeModel) ShortHelp() []key.Binding {
	return []key.Binding{
		key.NewBinding(key.WithKeys("up", "down"), key.WithHelp("↑↓", "tree")),
		key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "fold")),
	}
}

// open reports whether an item's children are shown.
func (t treeModel) open(it *treeItem) bool {
	if f, ok := t.folds[it.key]; ok {
		return !f
	}
	return it.key == "" || it.onPath
}

// rows flattens the visible part of the tree.
func (t treeModel) rows(root *treeItem) []treeRow {
	var out []treeRow
	var walk func(it *treeItem, depth int, prefix string)
	bar, tee, elbow := "│ ", "├ ", "└ "
	if t.ascii {
		bar, tee, elbow = "| ", "|-", "`-"
	}
	walk = func(it *treeItem, depth int, prefix string) {
		if !t.open(it) {
			return
		}
		shown := min(len(it.children), t.perNode)
		list := make([]int, 0, shown+1)
		for i := range shown {
			list = append(list, i)
		}
		// Beyond the top few, a child is still listed when it is on the
		// path, under the cursor, or marked as the search's mistake.
		for i := shown; i < len(it.children); i++ {
			if c := &it.children[i]; c.onPath || c.disagree || c.key == t.cursor {
				list = append(list, i)
			}
		}
		hidden := len(it.children) - len(list) + it.more
		for j, i := range list {
			last := j == len(list)-1 && hidden == 0
			branch, cont := tee, bar
			if last {
				branch, cont = elbow, "  "
			}
			c := &it.children[i]
			out = append(out, treeRow{item: c, depth: depth + 1, prefix: prefix + branch})
			walk(c, depth+1, prefix+cont)
		}
		if hidden > 0 {
			out = append(out, treeRow{item: it, depth: depth + 1, prefix: prefix + elbow, hidden: hidden})
		}
	}
	out = append(out, treeRow{item: root})
	walk(root, 0, "")
	return out
}

// cursorIndex finds the cursor's row, or 0.
func (t treeModel) cursorIndex(rows []treeRow) int {
	for i, r := range rows {
		if r.hidden == 0 && r.item.key == t.cursor {
			return i
		}
	}
	return 0
}

// move moves the cursor d rows (skipping "… more" rows).
func (t *treeModel) move(root *treeItem, d int) {
	rows := t.rows(root)
	i := t.cursorIndex(rows)
	for j := i + d; j >= 0 && j < len(rows); j += d {
		if rows[j].hidden == 0 {
			t.cursor = rows[j].item.key
			return
		}
	}
}

// fold closes (or, with open, opens) the node under the cursor; closing
// a node that is already closed (or a leaf) moves to its parent.
func (t *treeModel) fold(root *treeItem, open bool) {
	rows := t.rows(root)
	r := rows[t.cursorIndex(rows)]
	it := r.item
	if open {
		if it.kids > 0 {
			t.folds[it.key] = false
		}
		return
	}
	if it.kids > 0 && t.open(it) {
		t.folds[it.key] = true
		return
	}
	if i := strings.LastIndex(it.key, "/"); i >= 0 {
		t.cursor = it.key[:i]
	} else {
		t.cursor = ""
	}
}

// toggle flips the fold of the node under the cursor.
func (t *treeModel) toggle(root *treeItem) {
	rows := t.rows(root)
	it := rows[t.cursorIndex(rows)].item
	if it.kids > 0 {
		t.folds[it.key] = t.open(it)
	}
}

// View draws the tree: a header, then one row per visible node with its
// move, N, mean (for the side that moved into it), UCB and exact value,
// right-aligned in columns so the tree's depth does not shift them.
// Colour off, tic-tac-toe after a few uct iterations:
//
//	tree                   N    mean   UCB exact
//	> root                12
//	 |-*b2                 5  +0.600  1.60 draw
//	 | `-*a1 new           0           inf
//	 |- a1 +               2  -1.000  0.58 loss!
//	 `- … 5 more
//
// '*' marks the current path, "new" the node just added, '+' (▸) a folded
// node, '!' a node the search prefers while the solver rates a sibling
// higher, '>' the cursor (colour off; with colour it is highlighted).
func (t *treeModel) View(root *treeItem) string {
	if t.width < 12 || t.height < 2 || root == nil {
		return ""
	}
	st := t.styles
	rows := t.rows(root)
	cur := t.cursorIndex(rows)
	if len(rows) > 0 && rows[cur].item.key != t.cursor {
		t.cursor = rows[cur].item.key
	}
	showUCB, showExact := t.width >= 36 && hasUCB(root), t.width >= 30 && hasExact(root)
	figW := 7 + 8
	if showUCB {
		figW += 6
	}
	if showExact {
		figW += 6
	}
	nameW := max(6, t.width-figW)
	head := padCut("tree", nameW) + fmt.Sprintf("%7s%8s", "N", "mean")
	if showUCB {
		head += fmt.Sprintf("%6s", "UCB")
	}
	if showExact {
		head += fmt.Sprintf("%6s", "exact")
	}
	lines := []string{st.Header.Render(ansi.Truncate(head, t.width, ""))}
	room := t.height - 1
	if cur < t.top {
		t.top = cur
	}
	if cur >= t.top+room {
		t.top = cur - room + 1
	}
	t.top = max(0, min(t.top, len(rows)-room))
	for i := t.top; i < len(rows) && len(lines) <= room; i++ {
		r := rows[i]
		if r.hidden > 0 {
			lines = append(lines, st.Dim.Render(ansi.Truncate(" "+r.prefix+fmt.Sprintf(" … %d more", r.hidden), t.width, "…")))
			continue
		}
		lines = append(lines, t.row(r, i == cur, nameW, showUCB, showExact))
	}
	return strings.Join(lines, "\n")
}

// row renders one node's line.
func (t treeModel) row(r treeRow, cursor bool, nameW int, showUCB, showExact bool) string {
	st := t.styles
	it := r.item
	lead := " "
	if cursor && st.Plain {
		lead = ">"
	}
	mark := " "
	if it.onPath {
		mark = "*"
	}
	name := lead + r.prefix + mark + it.text
	if it.isNew {
		name += " new"
	}
	if it.kids > 0 && !t.open(it) {
		folded := " ▸"
		if t.ascii {
			folded = " +"
		}
		name += folded
	}
	figs := fmt.Sprintf("%7d", it.n)
	if it.n > 0 && it.key != "" {
		figs += fmt.Sprintf("%8s", engine.FormatMean(it.mean, 3))
	} else {
		figs += strings.Repeat(" ", 8)
	}
	if showUCB {
		switch {
		case !it.hasUCB:
			figs += strings.Repeat(" ", 6)
		case math.IsInf(it.ucb, 1):
			figs += fmt.Sprintf("%6s", "inf")
		default:
			figs += fmt.Sprintf("%6.2f", it.ucb)
		}
	}
	if showExact {
		ex := ""
		if it.hasExact {
			ex = exactWord(it.exact)
		}
		if it.disagree {
			ex += "!"
		} else if ex != "" {
			ex += " "
		}
		figs += fmt.Sprintf("%6s", ex)
	}
	line := padCut(name, nameW) + figs
	style := st.Field
	switch {
	case cursor:
		style = st.FieldFocus
	case it.isNew:
		style = st.Good
	case it.onPath:
		style = st.Bold
	}
	return style.Render(ansi.Truncate(line, t.width, ""))
}

// hasUCB reports whether any child of the root carries a UCB value.
func hasUCB(it *treeItem) bool {
	for i := range it.children {
		if it.children[i].hasUCB {
			return true
		}
	}
	return false
}

// hasExact reports whether any node of the tree carries an exact value.
func hasExact(it *treeItem) bool {
	if it.hasExact {
		return true
	}
	for i := range it.children {
		if hasExact(&it.children[i]) {
			return true
		}
	}
	return false
}

// padCut pads s with spaces to w columns, or cuts it with "…".
func padCut(s string, w int) string {
	if ansi.StringWidth(s) > w {
		return ansi.Truncate(s, w, "…")
	}
	return s + strings.Repeat(" ", w-ansi.StringWidth(s))
}
