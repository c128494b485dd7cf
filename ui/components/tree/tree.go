package tree

import (
	"fmt"
	"math"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/x/ansi"

	"rollout/engine"
	"rollout/ui/kit"
)

// Item is one node of the search tree as the tree view draws it. The
// study screen builds these from the engine's tree view each frame; the
// view keeps only what the person controls (cursor, folds).
type Item struct {
	// Key identifies the node across frames and resets: the path of move
	// texts from the root ("b2/a1"), "" for the root.
	Key  string
	Text string // the move into the node ("root" for the root)
	// Node is the engine's node, so a screen can show the position at
	// the node under the cursor (engine.Stepper.NodePosition).
	Node engine.NodeID
	N    int64
	// Mean is the node's mean for the side that moved into it, StdErr
	// its standard error (0 below two visits).
	Mean, StdErr float64
	// UCB is the node's UCB1 value under its parent (hasUCB false when
	// the player has none, or for the root).
	UCB    float64
	HasUCB bool
	// Proven is the search's own proof of the node's value (MCTS-Solver,
	// engine.TreeNode.Proven): non-zero when proven, and selection then
	// passes the node by whatever its UCB, so the UCB column says
	// "proof" instead of a number that would not be compared.
	Proven int8
	// Exact is the solver's value for the side that moved into the node.
	Exact    int8
	HasExact bool
	// OnPath marks the nodes of the current iteration's path; isNew the
	// node the expansion just added.
	OnPath, IsNew bool
	// Disagree marks a node the Monte Carlo search prefers (the most
	// visited child) while the solver knows a better move beside it: a
	// sibling rated higher, or the parent worth more than this move; and
	// the search's means tell it above that move (engine.ToldApart).
	Disagree bool
	Children []Item // sorted by N, most visited first
	// Kids is the number of children the node has, listed or not; more
	// counts those not listed (a folded node lists none).
	Kids, More int
}

// treeRow is one visible line of the tree: an item at a depth, with the
// prefix that draws its branches.
type treeRow struct {
	item   *Item
	depth  int
	prefix string
	// hidden, on a "… N more" row, counts the children it stands for
	// (item is then the parent).
	hidden int
}

// Model is the tree view: collapsible, navigated with the arrow keys.
// The root and the nodes on the current path start open; a fold the
// person sets wins over that default.
type Model struct {
	styles *kit.Styles
	ASCII  bool
	// HideUCB leaves the UCB column out, as while the study screen asks
	// which child selection takes (the column would be the answer).
	HideUCB bool
	cursor  string          // key of the row under the cursor
	folds   map[string]bool // true: folded by the person; false: opened
	// extra is how many more children than perNode the person has asked
	// to see under a node (by key), by opening or scrolling into its
	// "… N more" row (perNode).
	extra  map[string]int
	top    int // first visible row, for scrolling
	width  int
	height int
}

// New returns a tree view drawn in st's styles (ascii: ASCII branches and
// marks instead of box drawing), nothing folded, the cursor at the root.
func New(st *kit.Styles, ascii bool) Model {
	return Model{styles: st, ASCII: ascii, folds: map[string]bool{}, extra: map[string]int{}}
}

// SetSize records the space the layout gives the tree.
func (t *Model) SetSize(w, h int) { t.width, t.height = w, h }

// perNode is how many children each open node lists before its
// "… N more" row: a share of the height, (h-2)/3 from 3 to 8, and more
// as long as the whole tree still fits its rows. The share alone left
// rows empty under a short tree while a root child hid in "… 5 more".
func (t Model) perNode(root *Item) int {
	most := 0
	var widest func(it *Item)
	widest = func(it *Item) {
		most = max(most, len(it.Children))
		for i := range it.Children {
			widest(&it.Children[i])
		}
	}
	widest(root)
	p := max(3, min(8, (t.height-2)/3))
	for p < most && len(t.rowsWith(root, p+1)) <= t.height-1 {
		p++
	}
	return p
}

// ShortHelp is the tree's key help.
func (t Model) ShortHelp() []key.Binding {
	return []key.Binding{
		key.NewBinding(key.WithKeys("up", "down"), key.WithHelp("↑↓", "tree")),
		key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "fold")),
	}
}

// Open reports whether an item's children are shown.
func (t Model) Open(it *Item) bool {
	if f, ok := t.folds[it.Key]; ok {
		return !f
	}
	return it.Key == "" || it.OnPath
}

// rows flattens the visible part of the tree, each node listing
// perNode children.
func (t Model) rows(root *Item) []treeRow { return t.rowsWith(root, t.perNode(root)) }

// rowsWith flattens the visible part of the tree, each open node listing
// its first perNode children (and those on the path or under the cursor).
func (t Model) rowsWith(root *Item, perNode int) []treeRow {
	var out []treeRow
	var walk func(it *Item, depth int, prefix string)
	bar, tee, elbow := "│ ", "├ ", "└ "
	if t.ASCII {
		bar, tee, elbow = "| ", "|-", "`-"
	}
	walk = func(it *Item, depth int, prefix string) {
		if !t.Open(it) {
			return
		}
		shown := min(len(it.Children), perNode+t.extra[it.Key])
		list := make([]int, 0, shown+1)
		for i := range shown {
			list = append(list, i)
		}
		// Beyond the top few, a child is still listed when it is on the
		// path, under the cursor, or marked as the search's mistake.
		for i := shown; i < len(it.Children); i++ {
			if c := &it.Children[i]; c.OnPath || c.Disagree || c.Key == t.cursor {
				list = append(list, i)
			}
		}
		hidden := len(it.Children) - len(list) + it.More
		for j, i := range list {
			last := j == len(list)-1 && hidden == 0
			branch, cont := tee, bar
			if last {
				branch, cont = elbow, "  "
			}
			c := &it.Children[i]
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

// moreKey is the cursor's key for a node's "… N more" row.
func moreKey(parent string) string { return parent + "/…" }

// key is the cursor's key for a row.
func (r treeRow) key() string {
	if r.hidden > 0 {
		return moreKey(r.item.Key)
	}
	return r.item.Key
}

// cursorIndex finds the cursor's row, or 0.
func (t Model) cursorIndex(rows []treeRow) int {
	for i, r := range rows {
		if r.key() == t.cursor {
			return i
		}
	}
	return 0
}

// Move moves the cursor d rows. A "… N more" row is a row too: moving
// down from it lists the next few children it stands for and moves onto
// the first of them, so every child can be reached.
func (t *Model) Move(root *Item, d int) {
	rows := t.rows(root)
	i := t.cursorIndex(rows)
	if r := rows[i]; d > 0 && r.hidden > 0 {
		p := t.perNode(root)
		t.reveal(r, p, p)
		return
	}
	if j := i + d; j >= 0 && j < len(rows) {
		t.cursor = rows[j].key()
	}
}

// reveal lists up to k more of the children a "… N more" row stands
// for (perNode listed before) and puts the cursor on the first of them.
func (t *Model) reveal(r treeRow, k, perNode int) {
	it := r.item
	before := min(len(it.Children), perNode+t.extra[it.Key])
	t.extra[it.Key] += k
	if before < len(it.Children) {
		t.cursor = it.Children[before].Key
	}
}

// Cursor is the node under the cursor: nil on a "… N more" row.
func (t Model) Cursor(root *Item) *Item {
	rows := t.rows(root)
	if r := rows[t.cursorIndex(rows)]; r.hidden == 0 {
		return r.item
	}
	return nil
}

// Fold closes (or, with open, opens) the node under the cursor; closing
// a node that is already closed (or a leaf) moves to its parent.
func (t *Model) Fold(root *Item, open bool) {
	rows := t.rows(root)
	r := rows[t.cursorIndex(rows)]
	it := r.item
	if r.hidden > 0 { // "… N more": open lists them all, close goes up
		if open {
			t.reveal(r, len(it.Children), t.perNode(root))
		} else {
			t.cursor = it.Key
		}
		return
	}
	if open {
		if it.Kids > 0 {
			t.folds[it.Key] = false
		}
		return
	}
	if it.Kids > 0 && t.Open(it) {
		t.folds[it.Key] = true
		return
	}
	if i := strings.LastIndex(it.Key, "/"); i >= 0 {
		t.cursor = it.Key[:i]
	} else {
		t.cursor = ""
	}
}

// Toggle flips the fold of the node under the cursor.
func (t *Model) Toggle(root *Item) {
	rows := t.rows(root)
	r := rows[t.cursorIndex(rows)]
	if r.hidden > 0 { // "… N more": list them all
		t.reveal(r, len(r.item.Children), t.perNode(root))
		return
	}
	it := r.item
	if it.Kids > 0 {
		t.folds[it.Key] = t.Open(it)
	}
}

// View draws the tree: a header, then one row per visible node with its
// move, visits, mean (for the side that moved into it), UCB and exact value,
// right-aligned in columns so the tree's depth does not shift them.
// Colour off, tic-tac-toe after a few uct iterations:
//
//	tree              visits    mean   UCB exact
//	> root                12
//	 |-*b2                 5  +0.600  1.60 draw
//	 | `-*a1 new           0           inf
//	 |- a1 +               2  -1.000  0.58 loss!
//	 `- … 5 more
//
// '*' marks the current path, "new" the node just added, '+' (▸) a folded
// node, "proof" in the UCB column a node whose value the search proved,
// '!' a node the search prefers while the solver knows a better move
// beside it (a sibling rated higher, or the parent worth more),
// '>' the cursor (colour off; with colour it is highlighted).
func (t *Model) View(root *Item) string {
	if root == nil || t.width <= 0 || t.height <= 0 {
		return ""
	}
	if t.width < 12 || t.height < 2 {
		// Say so rather than leave a blank where the tree should be, in
		// whole words.
		for _, note := range []string{TooSmall, "too small"} {
			if ansi.StringWidth(note) <= t.width {
				return t.styles.Dim.Render(note)
			}
		}
		return ""
	}
	st := t.styles
	rows := t.rows(root)
	cur := t.cursorIndex(rows)
	if len(rows) > 0 && rows[cur].key() != t.cursor {
		t.cursor = rows[cur].key()
	}
	showUCB, showExact := t.width >= 36 && !t.HideUCB && hasUCB(root), t.width >= 30 && hasExact(root)
	figW := 7 + 8
	if showUCB {
		figW += 6
	}
	if showExact {
		figW += 6
	}
	// The names' column is as wide as its widest name, its figures
	// beside it: on a wide pane they stood a hundred columns to the
	// right of the node they belong to. At least nameMin, so the
	// columns do not move with every node the tree adds.
	widest := 0
	for _, r := range rows {
		if r.hidden == 0 {
			widest = max(widest, ansi.StringWidth(t.name(r, false)))
		}
	}
	nameW := max(6, min(t.width-figW, max(widest+1, nameMin)))
	head := padCut("tree", nameW) + fmt.Sprintf("%7s%8s", "visits", "mean")
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
			lead, style := " ", st.Dim
			if i == cur {
				style = st.FieldFocus
				if st.Plain {
					lead = ">"
				}
			}
			lines = append(lines, style.Render(ansi.Truncate(lead+r.prefix+fmt.Sprintf(" … %d more", r.hidden), t.width, "…")))
			continue
		}
		lines = append(lines, t.row(r, i == cur, nameW, showUCB, showExact))
	}
	return strings.Join(lines, "\n")
}

// nameMin is the narrowest the names' column is drawn where the pane
// has room: a tree of short names keeps its figures where they were.
const nameMin = 36

// name is a node's name as its row draws it: the cursor's lead, the
// branches, the path's mark, the move, new, folded.
func (t Model) name(r treeRow, cursor bool) string {
	it := r.item
	lead := " "
	if cursor && t.styles.Plain {
		lead = ">"
	}
	mark := " "
	if it.OnPath {
		mark = "*"
	}
	name := lead + r.prefix + mark + it.Text
	if it.IsNew {
		name += " new"
	}
	if it.Kids > 0 && !t.Open(it) {
		folded := " ▸"
		if t.ASCII {
			folded = " +"
		}
		name += folded
	}
	return name
}

// row renders one node's line.
func (t Model) row(r treeRow, cursor bool, nameW int, showUCB, showExact bool) string {
	st := t.styles
	it := r.item
	name := t.name(r, cursor)
	figs := fmt.Sprintf("%7d", it.N)
	if it.N > 0 && it.Key != "" {
		figs += fmt.Sprintf("%8s", engine.FormatMean(it.Mean, 3))
	} else {
		figs += strings.Repeat(" ", 8)
	}
	if showUCB {
		switch {
		case !it.HasUCB:
			figs += strings.Repeat(" ", 6)
		case it.Proven != 0:
			figs += fmt.Sprintf("%6s", ProofWord)
		case math.IsInf(it.UCB, 1):
			figs += fmt.Sprintf("%6s", "inf")
		default:
			figs += fmt.Sprintf("%6.2f", it.UCB)
		}
	}
	if showExact {
		ex := ""
		if it.HasExact {
			ex = engine.ExactWord(int(it.Exact))
		}
		if it.Disagree {
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
	case it.IsNew:
		style = st.Good
	case it.OnPath:
		style = st.Bold
	}
	return style.Render(ansi.Truncate(line, t.width, ""))
}

// ProofWord stands in the UCB column for a node the search has proven:
// selection no longer compares its UCB, so no number is shown that
// would make "the highest UCB is taken" look false.
const ProofWord = "proof"

// TooSmall is what the tree view shows when it has too little room to
// draw a row.
const TooSmall = "tree: too small"

// hasUCB reports whether any child of the root carries a UCB value.
func hasUCB(it *Item) bool {
	for i := range it.Children {
		if it.Children[i].HasUCB {
			return true
		}
	}
	return false
}

// hasExact reports whether any node of the tree carries an exact value.
func hasExact(it *Item) bool {
	if it.HasExact {
		return true
	}
	for i := range it.Children {
		if hasExact(&it.Children[i]) {
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
