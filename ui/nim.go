package ui

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
)

// heaper is implemented by nim positions: the UI draws heaps of objects
// for any position that has them, without importing the game.
type heaper interface{ Heaps() []int }

// nimModel draws the heaps and chooses a move with its cursor: a heap and
// how many objects to take from its end.
type nimModel struct {
	styles *Styles
	keys   *KeyMap
	ascii  bool
	heap   int // the cursor's heap, from 0
	take   int // objects to take from the end of that heap, at least 1
	width  int
	height int
}

const nimPrefix = 4 // cursor marker and "%2d " heap number before the objects

func newNim(st *Styles, km *KeyMap, ascii bool, heaps []int) nimModel {
	n := nimModel{styles: st, keys: km, ascii: ascii, take: 1}
	n.clamp(heaps)
	return n
}

// SetSize records the space the layout gives the heaps.
func (n *nimModel) SetSize(w, h int) { n.width, n.height = w, h }

// ShortHelp is the heaps' key help.
func (n nimModel) ShortHelp() []key.Binding {
	return []key.Binding{
		key.NewBinding(key.WithKeys("up"), key.WithHelp("↑↓", "heap")),
		key.NewBinding(key.WithKeys("left"), key.WithHelp("←→", "count")),
		n.keys.Select,
	}
}

// nimSize returns the width and height the heaps need.
func nimSize(heaps []int) (w, h int) {
	most := 0
	for _, x := range heaps {
		most = max(most, x)
	}
	return nimPrefix + 2*min(most, 30) + 13, len(heaps)
}

// clamp keeps the cursor on a non-empty heap (if there is one) and the
// count within it.
func (n *nimModel) clamp(heaps []int) {
	if len(heaps) == 0 {
		return
	}
	n.heap = max(0, min(n.heap, len(heaps)-1))
	if heaps[n.heap] == 0 {
		for i, h := range heaps {
			if h > 0 {
				n.heap = i
				break
			}
		}
	}
	n.take = max(1, min(n.take, heaps[n.heap]))
}

// moveCursor moves to another heap (dy, up is -1 on screen) or takes more
// (left) or fewer (right) objects.
func (n *nimModel) moveCursor(heaps []int, dx, dy int) {
	if dy != 0 {
		for i := n.heap + dy; i >= 0 && i < len(heaps); i += dy {
			if heaps[i] > 0 {
				n.heap = i
				break
			}
		}
	}
	n.take -= dx
	n.clamp(heaps)
}

// visible returns how many objects of a heap of h fit in the width.
func (n nimModel) visible(h int) int {
	fit := (n.width - nimPrefix - 12) / 2
	return max(0, min(h, fit))
}

// screenToMove maps a click relative to the heaps' top-left corner to a
// heap and the number of objects taken from the clicked one to the end.
func (n nimModel) screenToMove(heaps []int, x, y int) (heap, take int, ok bool) {
	if y < 0 || y >= len(heaps) || x < nimPrefix {
		return 0, 0, false
	}
	j := (x - nimPrefix) / 2
	h := heaps[y]
	if j >= n.visible(h) || j >= h {
		return 0, 0, false
	}
	return y, h - j, true
}

// View draws the heaps, one row each, the cursor's heap marked with '>'
// and the objects it would take drawn as x (colour off) or in red. The
// start position 1/3/5/7 with the cursor taking 2 from heap 4, ASCII:
//
//	   1 o          1
//	   2 o o o      3
//	   3 o o o o o  5
//	>  4 o o o o o x x  7  take 2
//
// Heaps too long for the width show their first objects and the count.
func (n nimModel) View(heaps []int, active bool) string {
	st := n.styles
	obj, take := "●", "○"
	if n.ascii {
		obj, take = "o", "x"
	}
	most := 0
	for _, h := range heaps {
		most = max(most, n.visible(h))
	}
	lines := make([]string, len(heaps))
	for i, h := range heaps {
		mark := " "
		if active && i == n.heap {
			mark = ">"
		}
		var b strings.Builder
		b.WriteString(st.Bold.Render(mark) + st.Label.Render(fmt.Sprintf("%2d ", i+1)))
		vis := n.visible(h)
		for j := range vis {
			if active && i == n.heap && j >= h-n.take {
				b.WriteString(st.Take.Render(take) + " ")
			} else {
				b.WriteString(st.Object.Render(obj) + " ")
			}
		}
		b.WriteString(strings.Repeat("  ", most-vis))
		fmt.Fprintf(&b, "%2d", h)
		if active && i == n.heap {
			b.WriteString(st.Dim.Render(fmt.Sprintf("  take %d", n.take)))
		}
		lines[i] = b.String()
	}
	return strings.Join(lines, "\n")
}
