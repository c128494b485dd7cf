package nim

import (
	"cmp"
	"fmt"
	"rollout/internal/clip"
	"strconv"
	"strings"

	"rollout/variants"
)

// Encode returns the position text, for example "1/3/5/7 1".
func (p *Position) Encode() string {
	var b strings.Builder
	for i, h := range p.heaps[:p.n] {
		if i > 0 {
			b.WriteByte('/')
		}
		b.WriteString(strconv.Itoa(int(h)))
	}
	b.WriteByte(' ')
	b.WriteByte(byte('1' + p.side))
	return b.String()
}

// Parse reads a position text such as "1/3/5/7 1": heap sizes separated
// by '/', then the side to move, 1 or 2.
func Parse(text string) (*Position, error) {
	bad := func(format string, args ...any) (*Position, error) {
		return nil, fmt.Errorf("nim: bad position %s: %s", clip.Quote(text), fmt.Sprintf(format, args...))
	}
	fields := strings.Fields(text)
	if len(fields) != 2 {
		return bad("want heap sizes and the side to move, like %q", "1/3/5/7 1")
	}
	sizes := strings.Split(fields[0], "/")
	if len(sizes) > MaxHeaps {
		return bad("%d heaps, at most %d", len(sizes), MaxHeaps)
	}
	var p Position
	for i, s := range sizes {
		h, err := strconv.Atoi(s)
		if err != nil || s[0] == '+' || s[0] == '-' {
			return bad("heap %d %q is not a number of objects", i+1, s)
		}
		if h > MaxHeap {
			return bad("heap %d has %d objects, at most %d", i+1, h, MaxHeap)
		}
		p.heaps[i] = uint16(h)
		p.total += uint16(h)
	}
	p.n = uint8(len(sizes))
	switch fields[1] {
	case "1":
		p.side = variants.First
	case "2":
		p.side = variants.Second
	default:
		return bad("side to move %q, want 1 or 2", fields[1])
	}
	return &p, nil
}

// EncodeMove returns heap:count with heaps numbered from 1, in every
// notation.
func (p *Position) EncodeMove(m variants.Move, _ variants.Notation) string {
	h, c := split(m)
	return strconv.Itoa(h+1) + ":" + strconv.Itoa(c)
}

// CompareMoveTexts orders move texts by heap, then by count, as
// numbers ("2:10" before "2:11", "2:11" before "2:104";
// variants.MoveOrderer); a text that is no heap:count comes after
// those, byte by byte.
func (p *Position) CompareMoveTexts(a, b string) int {
	ah, ac, aok := moveNumbers(a)
	bh, bc, bok := moveNumbers(b)
	switch {
	case aok && bok:
		return cmp.Or(cmp.Compare(ah, bh), cmp.Compare(ac, bc), strings.Compare(a, b))
	case aok != bok:
		if aok {
			return -1
		}
		return 1
	}
	return strings.Compare(a, b)
}

// moveNumbers reads heap:count's two numbers as written, and reports
// whether the text is one.
func moveNumbers(t string) (heap, count int, ok bool) {
	hs, cs, found := strings.Cut(t, ":")
	heap, herr := strconv.Atoi(hs)
	count, cerr := strconv.Atoi(cs)
	return heap, count, found && herr == nil && cerr == nil
}

// DecodeMove reads heap:count ("2:3") and returns the move if that heap
// exists and holds at least count objects.
func (p *Position) DecodeMove(text string) (variants.Move, error) {
	s := strings.TrimSpace(text)
	hs, cs, ok := strings.Cut(s, ":")
	h, herr := strconv.Atoi(strings.TrimSpace(hs))
	c, cerr := strconv.Atoi(strings.TrimSpace(cs))
	if !ok || herr != nil || cerr != nil {
		return variants.NoMove, fmt.Errorf("nim: bad move %s (want heap:count, like 2:3)", clip.Quote(text))
	}
	switch {
	case p.total == 0:
		return variants.NoMove, fmt.Errorf("nim: the game is over")
	case h < 1 || h > int(p.n):
		return variants.NoMove, fmt.Errorf("nim: bad move %q: no heap %d (heaps are 1-%d)", text, h, p.n)
	case c < 1:
		return variants.NoMove, fmt.Errorf("nim: bad move %q: take at least one object", text)
	case p.heaps[h-1] == 0:
		return variants.NoMove, fmt.Errorf("nim: bad move %q: heap %d is empty", text, h)
	case c > int(p.heaps[h-1]):
		return variants.NoMove, fmt.Errorf("nim: bad move %q: heap %d has only %s", text, h, objects(int(p.heaps[h-1])))
	}
	return move(h-1, c), nil
}

// objects returns "1 object" or "n objects".
func objects(n int) string {
	if n == 1 {
		return "1 object"
	}
	return strconv.Itoa(n) + " objects"
}

// String draws one line per heap, with a bar per object for small heaps:
//
//	1: |        1
//	2: |||      3
//	first to move
func (p *Position) String() string {
	var b strings.Builder
	for i, h := range p.heaps[:p.n] {
		fmt.Fprintf(&b, "%2d: ", i+1)
		if h <= 20 {
			fmt.Fprintf(&b, "%-20s %d\n", strings.Repeat("|", int(h)), h)
		} else {
			fmt.Fprintf(&b, "%-20s %d\n", "(many)", h)
		}
	}
	if o := p.Outcome(); o.Over() {
		b.WriteString(o.String())
	} else {
		b.WriteString(p.side.String() + " to move")
	}
	b.WriteByte('\n')
	return b.String()
}
