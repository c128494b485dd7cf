package surface

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"

	"rollout/ui/kit"
	"rollout/variants"
)

// heapsSurface is the Surface of games played on heaps (variants.Heaper,
// nim): the cursor is a heap and how many objects to take from its end.
type heapsSurface struct {
	kit.Common
	game  variants.Heaper
	heaps []int
	heap  int // the cursor's heap, from 0
	take  int // objects to take from the end of that heap, at least 1
}

const HeapPrefix = 4 // cursor marker and "%2d " heap number before the objects

func newHeaps(c kit.Common, h variants.Heaper) *heapsSurface {
	s := &heapsSurface{Common: c, take: 1}
	s.Sync(h.(variants.Position))
	return s
}

// Sync takes the position and keeps the cursor on a heap that has objects.
func (s *heapsSurface) Sync(pos variants.Position) {
	if h, ok := pos.(variants.Heaper); ok {
		s.game, s.heaps = h, h.Heaps()
	}
	s.clamp()
}

// ShortHelp is the heaps' key help.
func (s *heapsSurface) ShortHelp() []key.Binding {
	return []key.Binding{
		key.NewBinding(key.WithKeys("up"), key.WithHelp("↑↓", "heap")),
		key.NewBinding(key.WithKeys("left"), key.WithHelp("←→", "more/fewer")),
		s.Keys.Select,
	}
}

// FullHelp is the heaps' keys for the full help.
func (s *heapsSurface) FullHelp() []key.Binding { return s.ShortHelp() }

// Scales: the heaps have one size.
func (s *heapsSurface) Scales() int { return 1 }

// SetScale does nothing: the heaps have one size.
func (s *heapsSurface) SetScale(int) {}

// Flip does nothing and says why: heaps have no sides.
func (s *heapsSurface) Flip() string { return "No flip: the heaps have no sides" }

// Cancel has nothing to drop: a heap move is made in one gesture.
func (s *heapsSurface) Cancel() bool { return false }

// Size returns the width and height the heaps need: a row per heap, up to
// 30 objects shown per row.
func (s *heapsSurface) Size() (w, h int) {
	most := 0
	for _, x := range s.heaps {
		most = max(most, x)
	}
	return HeapPrefix + 2*min(most, 30) + 13, len(s.heaps)
}

// MinSize: the heaps can be drawn in a narrow space, showing the first
// objects of each heap and its count.
func (s *heapsSurface) MinSize() (w, h int) { return heapMinWidth, len(s.heaps) }

// heapMinWidth leaves room for a few objects, the count and "take N".
const heapMinWidth = 34

// clamp keeps the cursor on a non-empty heap (if there is one) and the
// count within it.
func (s *heapsSurface) clamp() {
	if len(s.heaps) == 0 {
		return
	}
	s.heap = max(0, min(s.heap, len(s.heaps)-1))
	if s.heaps[s.heap] == 0 {
		for i, h := range s.heaps {
			if h > 0 {
				s.heap = i
				break
			}
		}
	}
	s.take = max(1, min(s.take, s.heaps[s.heap]))
}

// MoveCursor moves to another heap (up is the heap above on screen) or
// takes more (left) or fewer (right) objects.
func (s *heapsSurface) MoveCursor(dx, dy int) string {
	if dy != 0 {
		for i := s.heap - dy; i >= 0 && i < len(s.heaps); i -= dy {
			if s.heaps[i] > 0 {
				s.heap = i
				break
			}
		}
	}
	s.take -= dx
	s.clamp()
	return ""
}

// Select takes the cursor's objects.
func (s *heapsSurface) Select() Pick {
	m, ok := s.game.TakeMove(s.heap, s.take)
	if !ok {
		return Pick{Move: variants.NoMove, Err: fmt.Sprintf("Cannot take %d from heap %d", s.take, s.heap+1)}
	}
	return Pick{Move: m}
}

// Click on an object takes it and every object after it in its heap.
func (s *heapsSurface) Click(x, y int) (Pick, bool) {
	if y < 0 || y >= len(s.heaps) || x < HeapPrefix {
		return noPick, false
	}
	j := (x - HeapPrefix) / 2
	h := s.heaps[y]
	if j >= s.visible(h) || j >= h {
		return noPick, false
	}
	s.heap, s.take = y, h-j
	return s.Select(), true
}

// Release does nothing: a click on an object is the whole gesture.
func (s *heapsSurface) Release(int, int) (Pick, bool) { return noPick, false }

// visible returns how many objects of a heap of h fit in the width.
func (s *heapsSurface) visible(h int) int {
	fit := (s.Width - HeapPrefix - 12) / 2
	return max(0, min(h, fit))
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
func (s *heapsSurface) View(m Marks) string {
	st := s.Styles
	obj, take := "●", "○"
	if s.ASCII {
		obj, take = "o", "x"
	}
	most := 0
	for _, h := range s.heaps {
		most = max(most, s.visible(h))
	}
	lines := make([]string, len(s.heaps))
	for i, h := range s.heaps {
		cur := m.Active && i == s.heap
		mark := " "
		if cur {
			mark = ">"
		}
		var b strings.Builder
		b.WriteString(st.Bold.Render(mark) + st.Label.Render(fmt.Sprintf("%2d ", i+1)))
		vis := s.visible(h)
		for j := range vis {
			if cur && j >= h-s.take {
				b.WriteString(st.Take.Render(take) + " ")
			} else {
				b.WriteString(st.Object.Render(obj) + " ")
			}
		}
		b.WriteString(strings.Repeat("  ", most-vis))
		count := fmt.Sprintf("%2d", h)
		if lv, ok := s.heapHeat(m, i); ok {
			// The heat map marks the heap: its count in the level's
			// colour, or the level's digit after it with colour off.
			if st.Plain {
				count += " " + heatDigit(lv)
			} else {
				count = heatStyle(st, m.HeatMode, lv).Render(count)
			}
		}
		b.WriteString(count)
		if cur {
			b.WriteString(st.Dim.Render(fmt.Sprintf("  take %d", s.take)))
		}
		lines[i] = b.String()
	}
	return strings.Join(lines, "\n")
}

// heapHeat is the heat map's level of heap i: the highest of the moves
// that take from it.
func (s *heapsSurface) heapHeat(m Marks, i int) (int, bool) {
	best, ok := 0, false
	for c := 1; c <= s.heaps[i] && len(m.Heat) > 0; c++ {
		mv, legal := s.game.TakeMove(i, c)
		if lv, has := m.Heat[mv]; legal && has && (!ok || lv > best) {
			best, ok = lv, true
		}
	}
	return best, ok
}
