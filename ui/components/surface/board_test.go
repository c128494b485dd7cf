package surface

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"rollout/ui/kit"
	"rollout/variants"
	"rollout/variants/registry"
)

// newSurface is the surface of variant's start position (or of
// position, when not ""), colour off and ASCII, in a terminal w wide.
func newSurface(t *testing.T, variant, position string, w int) Surface {
	t.Helper()
	v, err := registry.Lookup(variant)
	if err != nil {
		t.Fatal(err)
	}
	pos := v.Start()
	if position != "" {
		if pos, err = v.Parse(position); err != nil {
			t.Fatal(err)
		}
	}
	st := kit.NewStyles(false, true)
	c := kit.Common{Styles: &st, ASCII: true}
	c.SetSize(w, 40)
	return New(c, pos)
}

// newTestBoard is the grid board of variant's start position.
func newTestBoard(t *testing.T, variant string) *Board {
	t.Helper()
	b, ok := newSurface(t, variant, "", 120).(*Board)
	if !ok {
		t.Fatalf("%s: not a grid board", variant)
	}
	return b
}

// square is the square named like "e2" on a board files wide.
func square(t *testing.T, files int, name string) variants.Square {
	t.Helper()
	r, err := strconv.Atoi(name[1:])
	if err != nil {
		t.Fatal(err)
	}
	return variants.Square(int(name[0]-'a') + (r-1)*files)
}

// at is the text of view's line y from column x, w columns long.
func at(view string, x, y, w int) string {
	lines := strings.Split(view, "\n")
	if y < 0 || y >= len(lines) {
		return ""
	}
	return ansi.Cut(lines[y], x, x+w)
}

// gridGames are the games drawn on a grid board.
var gridGames = []string{"chess", "rollerball", "tictactoe", "connect4"}

// A board has three scales, SetScale clamps to them, each is larger
// than the one before, and View draws exactly the size Size says: as
// many lines, the widest as wide. MinSize is the smallest scale's size
// and leaves the scale as it was. The heaps have one size.
func TestBoardScalesAndSizes(t *testing.T) {
	for _, g := range gridGames {
		b := newTestBoard(t, g)
		if b.Scales() != 3 {
			t.Fatalf("%s: %d scales, want 3", g, b.Scales())
		}
		var prevW, prevH int
		b.SetScale(0)
		w0, h0 := b.Size()
		for s := range b.Scales() {
			b.SetScale(s)
			w, h := b.Size()
			if w <= prevW || h <= prevH {
				t.Errorf("%s scale %d: %dx%d, not larger than %dx%d", g, s, w, h, prevW, prevH)
			}
			prevW, prevH = w, h
			lines := strings.Split(b.View(Marks{}), "\n")
			widest := 0
			for _, l := range lines {
				widest = max(widest, ansi.StringWidth(l))
			}
			if len(lines) != h || widest != w {
				t.Errorf("%s scale %d: Size %dx%d, View draws %dx%d", g, s, w, h, widest, len(lines))
			}
			if mw, mh := b.MinSize(); b.Scale != s || mw != w0 || mh != h0 {
				t.Errorf("%s scale %d: MinSize %dx%d, scale now %d", g, s, mw, mh, b.Scale)
			}
		}
		for _, tc := range []struct{ set, want int }{{-1, 0}, {1, 1}, {7, 2}} {
			if b.SetScale(tc.set); b.Scale != tc.want {
				t.Errorf("%s: SetScale(%d) gave scale %d, want %d", g, tc.set, b.Scale, tc.want)
			}
		}
	}
	b := newTestBoard(t, "chess")
	for s, want := range [][2]int{{27, 9}, {43, 25}, {75, 41}} {
		b.SetScale(s)
		if w, h := b.Size(); w != want[0] || h != want[1] {
			t.Errorf("chess scale %d: %dx%d, want %dx%d (3 label columns, 8 squares of %v, the files' row)",
				s, w, h, want[0], want[1], cellSizes[s])
		}
	}

	heaps := newSurface(t, "nim", "", 120)
	w, h := heaps.Size()
	heaps.SetScale(2)
	if heaps.Scales() != 1 {
		t.Errorf("heaps: %d scales, want 1", heaps.Scales())
	}
	if w2, h2 := heaps.Size(); w2 != w || h2 != h || h != 4 {
		t.Errorf("heaps: %dx%d, after SetScale(2) %dx%d; want a row per heap (4)", w, h, w2, h2)
	}
}

// A click anywhere on a square's block, at every scale, turned or not,
// reaches that square and moves the cursor there; the square's glyph is
// drawn where SquareToScreen says; clicks on the labels, past the edge
// or on a hole hit nothing.
func TestBoardClicksToSquares(t *testing.T) {
	for _, g := range gridGames {
		b := newTestBoard(t, g)
		files, ranks := b.Grid.Dims()
		for s := range b.Scales() {
			for _, flipped := range []bool{false, true} {
				b.SetScale(s)
				b.Flipped = flipped
				cw, ch := b.Cell()
				view := b.View(Marks{})
				name := fmt.Sprintf("%s scale %d flipped %v", g, s, flipped)
				holes := 0
				for sq := range variants.Square(files * ranks) {
					x, y := b.SquareToScreen(sq)
					if !b.Grid.Cell(sq).Exists {
						holes++
						if _, ok := b.Click(x, y); ok {
							t.Errorf("%s: a click on the hole at %d hit", name, sq)
						}
						continue
					}
					want := b.glyph(b.Grid.Cell(sq))
					if want == "" {
						want = "." // an empty square
					}
					if glyph := at(view, x, y, 1); glyph != want {
						t.Errorf("%s: %q drawn at %s's place (%d,%d), want %q", name, glyph,
							variants.SquareName(sq, files), x, y, want)
					}
					// Every cell of the square's block: its corners will do.
					left, top := x-cw/2, y-ch/2
					for _, c := range [][2]int{{left, top}, {left + cw - 1, top}, {left, top + ch - 1}, {left + cw - 1, top + ch - 1}} {
						if got, ok := b.screenToSquare(c[0], c[1]); !ok || got != sq {
							t.Errorf("%s: (%d,%d) maps to %d, %v; want %s", name, c[0], c[1], got, ok,
								variants.SquareName(sq, files))
						}
					}
					b.Cancel()
					if _, ok := b.Click(x, y); !ok || b.cursor != sq {
						t.Errorf("%s: a click on %s put the cursor on %d", name, variants.SquareName(sq, files), b.cursor)
					}
					b.Cancel()
				}
				if g == "rollerball" && holes == 0 {
					t.Errorf("%s: no hole", name)
				}
				w, _ := b.Size()
				for _, miss := range [][2]int{{0, 0}, {RankLabelWidth - 1, ch / 2}, {RankLabelWidth, ranks * ch}, {w + 5, 0}, {RankLabelWidth, -1}} {
					if _, ok := b.Click(miss[0], miss[1]); ok {
						t.Errorf("%s: a click at %v hit", name, miss)
					}
				}
			}
		}
	}
}

// Clicking a piece then a square it moves to plays the move; a click on
// a square with no move says so.
func TestBoardClickPlays(t *testing.T) {
	b := newTestBoard(t, "chess")
	e2, e4, e5 := square(t, 8, "e2"), square(t, 8, "e4"), square(t, 8, "e5")
	click := func(sq variants.Square) Pick {
		p, ok := b.Click(b.SquareToScreen(sq))
		if !ok {
			t.Fatalf("a click on %d hit nothing", sq)
		}
		return p
	}
	if p := click(e2); p.Move != variants.NoMove || b.selected != e2 {
		t.Fatalf("the click on e2 gave %+v, selected %d", p, b.selected)
	}
	p := click(e4)
	if from, to, _ := b.Grid.MoveSquares(p.Move); p.Move == variants.NoMove || from != e2 || to != e4 {
		t.Fatalf("e2 then e4 gave %+v", p)
	}
	b.Cancel()
	if p := click(e5); p.Err != "No legal move from or to e5" {
		t.Errorf("a click on the empty e5 said %q", p.Err)
	}
}

// A click on the king and then its own rook castles on that side, as
// lichess and Chess960 GUIs take it, and so does enter on the two
// squares; where castling is not legal, the click on the rook selects
// the rook as before.
func TestBoardClickRookCastles(t *testing.T) {
	const fen = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1"
	for _, tc := range []struct {
		fen, rook, want string // want: the move's squares, or "" for the rook selected
	}{
		{fen, "h1", "e1g1"},
		{fen, "a1", "e1c1"},
		{strings.Replace(fen, "KQkq", "Qkq", 1), "h1", ""},
		{strings.Replace(fen, "KQkq", "-", 1), "a1", ""},
		{strings.Replace(fen, " w ", " b ", 1), "h8", "e8g8"},
		{strings.Replace(fen, " w ", " b ", 1), "a8", "e8c8"},
	} {
		for _, how := range []string{"click", "enter"} {
			b, ok := newSurface(t, "chess", tc.fen, 120).(*Board)
			if !ok {
				t.Fatal("chess: not a grid board")
			}
			king, rook := square(t, 8, "e1"), square(t, 8, tc.rook)
			if tc.rook[1] == '8' {
				king = square(t, 8, "e8")
			}
			press := func(sq variants.Square) Pick {
				if how == "enter" {
					b.cursor = sq
					return b.Select()
				}
				p, ok := b.Click(b.SquareToScreen(sq))
				if !ok {
					t.Fatalf("a click on %d hit nothing", sq)
				}
				return p
			}
			if p := press(king); p.Move != variants.NoMove || b.selected != king {
				t.Fatalf("%s %s on the king gave %+v, selected %d", tc.fen, how, p, b.selected)
			}
			p := press(rook)
			if tc.want == "" {
				if p.Move != variants.NoMove || p.Err != "" || b.selected != rook {
					t.Errorf("%s: %s on king then %s gave %+v, selected %d; want the rook selected",
						tc.fen, how, tc.rook, p, b.selected)
				}
				continue
			}
			from, to, _ := b.Grid.MoveSquares(p.Move)
			if got := variants.SquareName(from, 8) + variants.SquareName(to, 8); p.Move == variants.NoMove || got != tc.want {
				t.Errorf("%s: %s on king then %s gave %+v (%s), want %s", tc.fen, how, tc.rook, p, got, tc.want)
			}
		}
	}
}

// Flip turns the board: rank 1 on top, the files right to left; the
// cursor still on its starting square goes to the matching square of the
// other side, and up on screen is then towards rank 1. A cursor moved
// away stays where it is; flipping twice draws the board as before.
func TestBoardFlip(t *testing.T) {
	b := newTestBoard(t, "chess")
	before := b.View(Marks{Active: true})
	if b.cursor != square(t, 8, "e2") {
		t.Fatalf("the cursor starts on %d, want e2", b.cursor)
	}
	if why := b.Flip(); why != "" {
		t.Errorf("a chess board did not turn: %q", why)
	}
	view := b.View(Marks{Active: true})
	lines := strings.Split(view, "\n")
	if !strings.HasPrefix(lines[0], " 1  R  N  B  K  Q") || strings.TrimSpace(lines[8]) != "h  g  f  e  d  c  b  a" {
		t.Errorf("flipped, rank 1 is not on top, files right to left:\n%s", view)
	}
	if b.cursor != square(t, 8, "d7") {
		t.Errorf("flipped, the cursor is on %d, want d7", b.cursor)
	}
	b.MoveCursor(0, 1) // up on screen
	if b.cursor != square(t, 8, "d6") {
		t.Errorf("up on the flipped board went to %d, want d6", b.cursor)
	}
	b.Flip()
	if b.cursor != square(t, 8, "d6") {
		t.Errorf("a cursor moved away followed the flip to %d", b.cursor)
	}
	b.cursor = square(t, 8, "e2")
	if after := b.View(Marks{Active: true}); after != before {
		t.Errorf("flipped twice:\n%s\nwant:\n%s", after, before)
	}

	// Tic-tac-toe's cursor starts in the centre, which a flip keeps.
	ttt := newTestBoard(t, "tictactoe")
	ttt.Flip()
	if ttt.cursor != square(t, 3, "b2") {
		t.Errorf("tic-tac-toe flipped: cursor %d, want b2", ttt.cursor)
	}
	// The heaps have no sides: Flip changes nothing and says so.
	heaps := newSurface(t, "nim", "", 120)
	v := heaps.View(Marks{Active: true})
	if why := heaps.Flip(); heaps.View(Marks{Active: true}) != v || why == "" {
		t.Errorf("heaps changed on Flip, or it said nothing (%q)", why)
	}
}

// A click on an object of a heap takes it and every object after it;
// a click beside the objects hits nothing.
func TestHeapsClick(t *testing.T) {
	s := newSurface(t, "nim", "", 120).(*heapsSurface)
	p, ok := s.Click(HeapPrefix+2*2, 3) // the third object of heap 4 (7)
	want, _ := s.game.TakeMove(3, 5)
	if !ok || p.Move != want || s.heap != 3 || s.take != 5 {
		t.Errorf("the click gave %+v, %v; cursor heap %d take %d; want 5 from heap 4", p, ok, s.heap, s.take)
	}
	for _, miss := range [][2]int{{0, 0}, {HeapPrefix + 2*1, 0}, {HeapPrefix, 4}, {HeapPrefix, -1}} {
		if _, ok := s.Click(miss[0], miss[1]); ok {
			t.Errorf("a click at %v hit", miss)
		}
	}
}

// A drop game's board does not turn: Connect Four's stones fall to the
// bottom row whoever plays (a person playing O had them hanging from
// the top), Flip says so, and its help offers no flip.
func TestDropBoardDoesNotFlip(t *testing.T) {
	b := newTestBoard(t, "connect4")
	km := kit.DefaultKeyMap()
	b.Keys = &km
	before := b.View(Marks{Active: true})
	if why := b.Flip(); b.Flipped || b.View(Marks{Active: true}) != before || why == "" {
		t.Errorf("Connect Four's board turned:\n%s", b.View(Marks{Active: true}))
	}
	for _, k := range b.ShortHelp() {
		if k.Help().Key == b.Keys.Flip.Help().Key {
			t.Errorf("Connect Four's help offers %q", k.Help().Key)
		}
	}
}
