package board

import (
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"

	"rollout/ui/components/panel"
	"rollout/ui/components/surface"
	"rollout/ui/kit"
	"rollout/ui/uitest"
	"rollout/variants"
	"rollout/variants/registry"
)

// fakeScreen is a board screen with fixed texts and a line of n moves,
// which records what the frame asks of it.
type fakeScreen struct {
	pos    variants.Position
	msg    string
	style  lipgloss.Style // the message's; none when zero
	groups [][]key.Binding
	n      int
	steps  []int    // the plies Step was asked for
	said   []string // the messages Say showed
	picks  int      // the gestures Pick was handed
}

func (s *fakeScreen) Title(panel bool) string {
	return fmt.Sprintf("Title panel=%v", panel)
}
func (s *fakeScreen) Status() (string, float64)         { return "status text", -1 }
func (s *fakeScreen) Message() (string, lipgloss.Style) { return s.msg, s.style }
func (s *fakeScreen) Marks() surface.Marks              { return surface.Marks{Active: true} }
func (s *fakeScreen) Panel() panel.View {
	return panel.View{Moves: []string{"e4"}, FirstSide: 0, FirstNumber: 1, Chosen: variants.NoMove}
}
func (s *fakeScreen) HelpKeys() help.KeyMap      { return keyMap(s.groups) }
func (s *fakeScreen) TypedIn() variants.Position { return s.pos }
func (s *fakeScreen) Line() int                  { return s.n }
func (s *fakeScreen) Step(ply int) tea.Cmd {
	s.steps = append(s.steps, ply)
	return nil
}
func (s *fakeScreen) Pick(gesture func() surface.Pick) tea.Cmd {
	s.picks++
	gesture()
	return nil
}
func (s *fakeScreen) Say(_ kit.Status, text string) { s.said = append(s.said, text) }

// keyMap is a help.KeyMap of fixed columns.
type keyMap [][]key.Binding

func (k keyMap) ShortHelp() []key.Binding  { return k[len(k)-1] }
func (k keyMap) FullHelp() [][]key.Binding { return k }

// allKeys is as many keys as the play screen's full help lists, in its
// five columns.
func allKeys(k *kit.KeyMap) [][]key.Binding {
	return [][]key.Binding{
		{k.Up, k.Select, k.Flip},
		{k.Type, k.Complete},
		{k.Earlier, k.First, k.Latest, k.PlayOn},
		{k.Sort, k.MoveNow, k.Study, k.Analyse, k.Heat, k.Pause, k.Step, k.Faster, k.Save},
		{k.Undo, k.New, k.Back, k.Quit, k.Help},
	}
}

// newFrame builds the frame of variant's start position at w x h and
// lays it out.
func newFrame(t *testing.T, variant string, w, h int) (*Frame, *fakeScreen) {
	t.Helper()
	v, err := registry.Lookup(variant)
	if err != nil {
		t.Fatal(err)
	}
	c := uitest.Common(w, h)
	pos := v.Start()
	f := New(c, v, pos)
	s := &fakeScreen{pos: pos, groups: allKeys(c.Keys)}
	f.Relayout(s, w, h)
	return &f, s
}

// smallest is the smallest size the frame draws variant's board at.
func smallest(t *testing.T, variant string) (w, h int) {
	f, _ := newFrame(t, variant, 200, 60)
	return f.Layout().NeedW, f.Layout().NeedH
}

// press hands the frame one key and fails if it is not the frame's.
func press(t *testing.T, f *Frame, s *fakeScreen, k string) {
	t.Helper()
	if _, ok := f.Key(uitest.Key(k), s); !ok {
		t.Fatalf("%q is not a board key", k)
	}
}

// TestLayout: at each size the title, the body, the status bar, the
// message, the move input and the help are on the rows the layout gives
// them, the frame fits the terminal, and the board scale grows with it.
func TestLayout(t *testing.T) {
	cw, ch := smallest(t, "chess")
	for _, tt := range []struct {
		w, h      int
		panel     bool // the panel is shown beside the board
		top, rows int  // blank rows above the title; the body's rows
		scale     int  // the board's scale
	}{
		{cw, ch, false, 0, ch - 5, 0},
		{60, 20, true, 0, 15, 0},
		{80, 24, true, 0, 19, 0},
		{120, 40, true, 1, 32, 1},
	} {
		name := fmt.Sprintf("chess %dx%d", tt.w, tt.h)
		f, s := newFrame(t, "chess", tt.w, tt.h)
		l := f.Layout()
		if l.TooSmall || l.HelpPage || l.MsgH != 1 || l.HelpH != 1 {
			t.Fatalf("%s: layout %+v", name, l)
		}
		if got := l.PanelW > 0; got != tt.panel || l.Top != tt.top || l.BodyH != tt.rows || f.Surface.(*surface.Board).Scale != tt.scale {
			t.Errorf("%s: panel %v, top %d, body %d rows, scale %d; want %v, %d, %d, %d", name,
				got, l.Top, l.BodyH, f.Surface.(*surface.Board).Scale, tt.panel, tt.top, tt.rows, tt.scale)
		}
		v := f.View(s)
		uitest.CheckFits(t, name, v, tt.w, tt.h)
		lines := strings.Split(v, "\n")
		row := func(i int) string {
			if i >= len(lines) {
				return ""
			}
			return lines[i]
		}
		if want := fmt.Sprintf("Title panel=%v", tt.panel); !strings.Contains(row(l.Top), want) {
			t.Errorf("%s: row %d is %q, want the title", name, l.Top, row(l.Top))
		}
		for i, b := range strings.Split(f.Surface.View(s.Marks()), "\n") {
			if r := row(l.BoardY + i); len(r) < l.BoardX || !strings.HasPrefix(r[l.BoardX:], strings.TrimRight(b, " ")) {
				t.Fatalf("%s: row %d is %q, want the board's row %q at column %d", name, l.BoardY+i, r, b, l.BoardX)
			}
		}
		below := l.BoardY + l.BodyH
		if !strings.Contains(row(below), "status text") || !strings.Contains(row(below+2), "type a move") || !strings.Contains(row(below+3), "•") {
			t.Errorf("%s: status, message, input and help not on rows %d-%d:\n%s", name, below, below+3, v)
		}
	}
}

// TestClickFromTheLayout: a click reads the board's origin from the
// layout at every size, and does nothing off the board.
func TestClickFromTheLayout(t *testing.T) {
	for _, sz := range [][2]int{{60, 20}, {80, 24}, {120, 40}, {200, 60}} {
		f, _ := newFrame(t, "tictactoe", sz[0], sz[1])
		l := f.Layout()
		x, y := f.Surface.(*surface.Board).SquareToScreen(2) // c1
		click := tea.MouseMsg{X: l.BoardX + x, Y: l.BoardY + y, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft}
		p, ok := f.Click(click)
		if !ok || p.Move == variants.NoMove {
			t.Errorf("%dx%d: a click on c1 picked %+v, %v", sz[0], sz[1], p, ok)
		}
		click.Button = tea.MouseButtonRight
		if _, ok := f.Click(click); ok {
			t.Errorf("%dx%d: a right click picked", sz[0], sz[1])
		}
		if _, ok := f.Click(tea.MouseMsg{X: sz[0] - 1, Y: 0, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft}); ok {
			t.Errorf("%dx%d: a click off the board picked", sz[0], sz[1])
		}
	}
}

// TestTooSmall: a column or a row less than the smallest size says how
// large the terminal must be, naming the dimension short (only that
// one), and a click there does nothing.
func TestTooSmall(t *testing.T) {
	for _, variant := range []string{"chess", "tictactoe", "nim"} {
		w, h := smallest(t, variant)
		for _, sz := range [][2]int{{w - 1, h}, {w, h - 1}, {24, 8}} {
			f, s := newFrame(t, variant, sz[0], sz[1])
			if !f.Layout().TooSmall {
				t.Fatalf("%s %dx%d: not too small (needs %dx%d)", variant, sz[0], sz[1], w, h)
			}
			v := f.View(s)
			uitest.CheckFits(t, "too small", v, sz[0], sz[1])
			want := []string{"Terminal too small"}
			if sz[0] < w {
				want = append(want, fmt.Sprintf("need %d columns, have %d", w, sz[0]))
			}
			if sz[1] < h {
				want = append(want, fmt.Sprintf("need %d rows, have %d", h, sz[1]))
			}
			for _, s := range want {
				if !strings.Contains(v, s) {
					t.Errorf("%s %dx%d: no %q:\n%s", variant, sz[0], sz[1], s, v)
				}
			}
			if _, ok := f.Click(tea.MouseMsg{X: 1, Y: 1, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft}); ok {
				t.Errorf("%s %dx%d: a click picked on no board", variant, sz[0], sz[1])
			}
		}
		if f, _ := newFrame(t, variant, w, h); f.Layout().TooSmall {
			t.Errorf("%s: too small at its smallest size %dx%d", variant, w, h)
		}
	}
}

// TestLongMessage: a message wraps to three rows taken from the body,
// and the frame still fits; where the board leaves no room, it is one
// row, cut.
func TestLongMessage(t *testing.T) {
	long := strings.Repeat("a long reason ", 14)
	f, s := newFrame(t, "chess", 80, 24)
	body := f.Layout().BodyH
	s.msg = long
	f.Relayout(s, 80, 24)
	if l := f.Layout(); l.MsgH != 3 || l.BodyH != body-2 {
		t.Errorf("80x24: message %d rows, body %d rows; want 3, %d", l.MsgH, l.BodyH, body-2)
	}
	uitest.CheckFits(t, "long message", f.View(s), 80, 24)
	w, h := smallest(t, "chess")
	f, s = newFrame(t, "chess", w, h)
	s.msg = long
	f.Relayout(s, w, h)
	if l := f.Layout(); l.MsgH != 1 {
		t.Errorf("%dx%d: message %d rows, want 1", w, h, l.MsgH)
	}
	uitest.CheckFits(t, "long message, smallest", f.View(s), w, h)
}

// TestHelpPaging: ? opens the full help under the board where it fits
// (120x40), in the board's place where it does not (one page at 60x20,
// two or more at the smallest size); ? turns the pages, every key is on
// one, and ? after the last brings the board back.
func TestHelpPaging(t *testing.T) {
	w, h := smallest(t, "chess")
	for _, tt := range []struct {
		w, h     int
		page     bool
		minPages int
	}{
		{120, 40, false, 0},
		{60, 20, true, 1},
		{w, h, true, 2},
	} {
		name := fmt.Sprintf("%dx%d", tt.w, tt.h)
		f, s := newFrame(t, "chess", tt.w, tt.h)
		press(t, f, s, "?")
		if !f.Help.ShowAll || f.Layout().HelpPage != tt.page {
			t.Fatalf("%s: help open %v, page %v; want true, %v", name, f.Help.ShowAll, f.Layout().HelpPage, tt.page)
		}
		var seen []string
		for i := 0; f.Help.ShowAll; i++ {
			v := f.View(s)
			uitest.CheckFits(t, name, v, tt.w, tt.h)
			seen = append(seen, v)
			if !tt.page {
				if f.Layout().HelpH < 2 || !strings.Contains(v, "status text") {
					t.Errorf("%s: the full help is not under the board:\n%s", name, v)
				}
				break
			}
			if !strings.Contains(v, "? next help page") && !strings.Contains(v, "? closes the help") {
				t.Errorf("%s: the page does not say how to turn or close it:\n%s", name, v)
			}
			if i == 10 {
				t.Fatalf("%s: ? never closed the help", name)
			}
			press(t, f, s, "?")
		}
		if len(seen) < tt.minPages {
			t.Errorf("%s: %d pages, want %d or more", name, len(seen), tt.minPages)
		}
		if miss := uitest.HelpMissing(strings.Join(seen, "\n"), s.groups); len(miss) > 0 {
			t.Errorf("%s: %q on no page", name, miss)
		}
		if tt.page && (f.Help.ShowAll || f.Layout().HelpPage || !strings.Contains(f.View(s), "Title panel")) {
			t.Errorf("%s: ? after the last page did not bring the board back:\n%s", name, f.View(s))
		}
	}
}

// TestStepping: [ ] home end walk the line, a key with nothing that way
// does nothing, and [ at the start says StartNote if there is one.
func TestStepping(t *testing.T) {
	for _, tt := range []struct {
		n, ply int
		key    string
		note   string
		steps  []int
		said   []string
	}{
		{3, 3, "[", "", []int{2}, nil},
		{3, 1, "]", "", []int{2}, nil},
		{3, 2, "home", "", []int{0}, nil},
		{3, 1, "end", "", []int{3}, nil},
		{3, 3, "]", "", nil, nil},
		{3, 3, "end", "", nil, nil},
		{3, 0, "home", "", nil, nil},
		{3, 0, "[", "", nil, nil},
		{3, 0, "[", "at the start", nil, []string{"at the start"}},
		{0, 0, "[", "at the start", nil, []string{"at the start"}},
		{0, 0, "]", "at the start", nil, nil},
	} {
		f, s := newFrame(t, "tictactoe", 80, 24)
		f.StartNote = tt.note
		s.n, f.Cursor = tt.n, At(tt.ply, tt.n)
		press(t, f, s, tt.key)
		if fmt.Sprint(s.steps) != fmt.Sprint(tt.steps) || fmt.Sprint(s.said) != fmt.Sprint(tt.said) {
			t.Errorf("%s at %d of %d: steps %v, said %q; want %v, %q", tt.key, tt.ply, tt.n, s.steps, s.said, tt.steps, tt.said)
		}
		want := tt.ply
		if len(tt.steps) > 0 {
			want = tt.steps[0]
		}
		if f.Cursor.Ply(tt.n) != want {
			t.Errorf("%s at %d of %d: the cursor is at %d, want %d", tt.key, tt.ply, tt.n, f.Cursor.Ply(tt.n), want)
		}
	}
	// Walking the whole line and back; a move added to the line while
	// a ply is held does not move the cursor, and at the end it follows.
	f, s := newFrame(t, "tictactoe", 80, 24)
	s.n = 4
	for _, k := range []string{"[", "[", "home", "]", "end", "]"} {
		press(t, f, s, k)
	}
	if want := []int{3, 2, 0, 1, 4}; fmt.Sprint(s.steps) != fmt.Sprint(want) || f.Cursor.Held() {
		t.Errorf("steps %v, held %v; want %v, following the end", s.steps, f.Cursor.Held(), want)
	}
	press(t, f, s, "[")
	s.n = 5
	if f.Cursor.Ply(5) != 3 || !f.Cursor.Held() {
		t.Errorf("held at 3 of 4, a move added: at %d, held %v", f.Cursor.Ply(5), f.Cursor.Held())
	}
	press(t, f, s, "end")
	if s.n = 6; f.Cursor.Ply(6) != 6 || f.Cursor.Held() {
		t.Errorf("at the end, a move added: at %d, held %v; want 6, following", f.Cursor.Ply(6), f.Cursor.Held())
	}
}

// TestBoardKeys: v flips the board, o the table's order (with no table
// it says so and sorts nothing: panel.Model.Sort), : opens the move
// input, the arrows move the cursor and enter hands the screen a
// gesture; any other key is the screen's.
func TestBoardKeys(t *testing.T) {
	f, s := newFrame(t, "tictactoe", 80, 24)
	b := f.Surface.(*surface.Board)
	press(t, f, s, "v")
	press(t, f, s, "o")
	if !b.Flipped || f.Panel.FlipOrder {
		t.Errorf("v, o: flipped %v, sorted %v; want flipped, no table sorted", b.Flipped, f.Panel.FlipOrder)
	}
	if len(s.said) == 0 || !strings.Contains(s.said[len(s.said)-1], "there is none here yet") {
		t.Errorf("o with no table said %q", s.said)
	}
	press(t, f, s, "left")
	press(t, f, s, "enter")
	if s.picks != 1 {
		t.Errorf("enter handed %d gestures, want 1", s.picks)
	}
	press(t, f, s, ":")
	if !f.Input.Focused() {
		t.Error(": did not open the move input")
	}
	for _, k := range []string{"q", "u", "a", "p", "esc"} {
		if _, ok := f.Key(uitest.Key(k), s); ok {
			t.Errorf("%q taken by the frame", k)
		}
	}
}

// clockScreen is a screen with rows of its own: a clock above the board
// and one below, as issue 26's clocks will be.
type clockScreen struct{ *fakeScreen }

func (clockScreen) Rows() (above, below []string) {
	return []string{"black clock 5:00"}, []string{"white clock 4:59"}
}

// TestOwnRows: a screen's own rows (Rows) are drawn between the title
// and the body and between the body and the status bar; the board moves
// down and shrinks for them, a click still lands on its square, the
// smallest size counts them, and a help page keeps them.
func TestOwnRows(t *testing.T) {
	f, plain := newFrame(t, "tictactoe", 80, 24)
	s := clockScreen{plain}
	before := f.Layout()
	f.Relayout(s, 80, 24)
	l := f.Layout()
	_, mh := f.Surface.MinSize()
	if l.BoardY != before.BoardY+1 || l.NeedH != max(MinGameHeight, mh+rowsAbove+rowsBelow+1+2) || l.Above != 1 || l.Below != 1 {
		t.Errorf("with two rows: board at row %d, needs %d rows; without: %d, %d", l.BoardY, l.NeedH, before.BoardY, before.NeedH)
	}
	v := f.View(s)
	uitest.CheckFits(t, "own rows", v, 80, 24)
	lines := strings.Split(v, "\n")
	if lines[l.Top+1] != "black clock 5:00" || lines[l.BoardY+l.BodyH] != "white clock 4:59" || !strings.Contains(lines[l.BoardY+l.BodyH+1], "status text") {
		t.Errorf("the clocks are not above and below the body:\n%s", v)
	}
	x, y := f.Surface.(*surface.Board).SquareToScreen(2) // c1
	if p, ok := f.Click(tea.MouseMsg{X: l.BoardX + x, Y: l.BoardY + y, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft}); !ok || p.Move == variants.NoMove {
		t.Errorf("a click on c1 picked %+v, %v", p, ok)
	}
	for _, sz := range [][2]int{{l.NeedW, l.NeedH}, {l.NeedW, l.NeedH - 1}} {
		f.Relayout(s, sz[0], sz[1])
		v := f.View(s)
		uitest.CheckFits(t, "own rows, small", v, sz[0], sz[1])
		if f.Layout().TooSmall != (sz[1] < l.NeedH) {
			t.Errorf("%dx%d: too small %v", sz[0], sz[1], f.Layout().TooSmall)
		}
	}
	f.Relayout(s, l.NeedW, l.NeedH)
	press(t, f, s.fakeScreen, "?")
	f.Relayout(s, l.NeedW, l.NeedH)
	v = f.View(s)
	uitest.CheckFits(t, "own rows, help page", v, l.NeedW, l.NeedH)
	if !f.Layout().HelpPage || !strings.Contains(v, "black clock") || !strings.Contains(v, "white clock") {
		t.Errorf("the help page hides the clocks:\n%s", v)
	}
}

// barScreen is a screen with a column of its own beside the board, as
// issue 26's evaluation bar will be.
type barScreen struct{ *fakeScreen }

func (barScreen) Beside() (int, []string) { return 3, []string{"+++", "+++", "---", "--- and more"} }

// TestBeside: a screen's column (Beside) is drawn between the board and
// the panel, which moves right by it; the smallest size counts it, the
// frame fits at every size, and clicks still land on the board.
func TestBeside(t *testing.T) {
	f, plain := newFrame(t, "chess", 80, 24)
	s := barScreen{plain}
	before := f.Layout()
	f.Relayout(s, 80, 24)
	l := f.Layout()
	mw, _ := f.Surface.MinSize()
	if l.SideW != 3 || l.SideX != l.BoardX+l.boardW+1 || l.PanelX != before.PanelX+4-(before.BoardX-l.BoardX) || l.NeedW != max(MinGameWidth, mw+2+4) {
		t.Errorf("with a column of 3: %+v; without: %+v", l, before)
	}
	v := f.View(s)
	lines := strings.Split(v, "\n")
	row := lines[l.BoardY]
	if got := row[l.SideX : l.SideX+3]; got != "+++" || lines[l.BoardY+3][l.SideX:] != "---" {
		t.Errorf("the column is not at column %d, cut to 3:\n%s", l.SideX, v)
	}
	if !strings.HasPrefix(lines[l.BoardY][l.PanelX:], "Moves") {
		t.Errorf("the panel is not at column %d:\n%s", l.PanelX, v)
	}
	for _, sz := range uitest.Sizes() {
		f.Relayout(s, sz[0], sz[1])
		uitest.CheckFits(t, fmt.Sprintf("column %dx%d", sz[0], sz[1]), f.View(s), sz[0], sz[1])
	}
	f, plain = newFrame(t, "tictactoe", 80, 24)
	f.Relayout(barScreen{plain}, 80, 24)
	l = f.Layout()
	x, y := f.Surface.(*surface.Board).SquareToScreen(2) // c1
	if p, ok := f.Click(tea.MouseMsg{X: l.BoardX + x, Y: l.BoardY + y, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft}); !ok || p.Move == variants.NoMove {
		t.Errorf("a click on c1 picked %+v, %v", p, ok)
	}
}

// A PGN file's own ECO and Opening tags name its opening over the book's
// (issue 26: review dropped a lichess file's Opening tag).
func TestOpeningLinePrefersTheFilesTags(t *testing.T) {
	v, err := registry.Lookup("chess")
	if err != nil {
		t.Fatal(err)
	}
	rec, err := variants.NewRecord(v, "")
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []string{"e4", "e5", "Nf3", "Nc6", "Bb5"} {
		mv, err := rec.Position().DecodeMove(m)
		if err != nil {
			t.Fatal(err)
		}
		if err := rec.Play(mv, "", nil); err != nil {
			t.Fatal(err)
		}
	}
	if got := OpeningLine(rec); !strings.HasPrefix(got, "C60 Ruy Lopez") {
		t.Errorf("from the book: %q, want C60 Ruy Lopez", got)
	}
	rec.SetTags(map[string]string{"ECO": "C84", "Opening": "Ruy Lopez: Closed"})
	if got := OpeningLine(rec); got != "C84 Ruy Lopez: Closed" {
		t.Errorf("with the file's tags: %q", got)
	}
}

// TestMessageKeepsAPathOnOneRow: a wrapped message breaks before a file's
// path, never inside it; a path wider than a row is cut on its own row
// (kit.FitLine), its file name whole. Broken at the row's edge, the
// name was split across two rows ("…/december/rollou" and
// "t-20261203-090550.pgn: permission denied").
func TestMessageKeepsAPathOnOneRow(t *testing.T) {
	const name = "rollout-20261203-090550.pgn"
	for _, tt := range []struct {
		w    int
		path string
	}{
		{40, "/tmp/uxrun/games/chess/2026/december/" + name},
		{80, "/tmp/uxrun/games/chess/2026/december/evening-sessions/with-a-friend/" + name},
		{80, "/tmp/uxrun/" + name},
	} {
		f, s := newFrame(t, "chess", tt.w, 24)
		s.msg = "The game could not be saved: open " + tt.path + ": permission denied"
		f.Relayout(s, tt.w, 24)
		rows := f.messageRows(s)
		uitest.CheckFits(t, "path message", f.View(s), tt.w, 24)
		found := 0
		for _, r := range rows {
			if strings.Contains(r, "/") {
				found++
				if !strings.Contains(r, "/"+name+":") {
					t.Errorf("%d columns: row %q holds part of the path", tt.w, r)
				}
			}
		}
		if found != 1 {
			t.Errorf("%d columns: the path is on %d rows, want 1: %q", tt.w, found, rows)
		}
	}
}

// TestSavedPathOnOneRow: at 80 columns "Saved PATH" with a long path
// took two of the panel's rows ("Saved", then the path whole) where one
// row, the path cut in its middle and its file name whole, fits.
func TestSavedPathOnOneRow(t *testing.T) {
	const w, h = 80, 24
	const path = "/home/ann/.local/share/rollout/games/chess/2026/rollout-20261203-150405.pgn"
	f, s := newFrame(t, "chess", w, h)
	s.msg = "Saved " + path
	f.Relayout(s, w, h)
	rows := f.messageRows(s)
	want := "Saved /home/ann/.local/share/rollout/games/chess/…/rollout-20261203-150405.pgn"
	if f.Layout().MsgH != 1 || len(rows) != 1 || ansi.Strip(rows[0]) != want {
		t.Errorf("%dx%d: %d message rows %q, want one: %q", w, h, f.Layout().MsgH, rows, want)
	}
	uitest.CheckFits(t, "a saved game's path", f.View(s), w, h)
}

// TestShortMessageRowsKeepAPath: a message wrapped on more rows than
// the layout gives it (a small terminal: one row) is cut to them from
// its text. Joined from its styled, wrapped rows and cut again, it lost
// the path whole (the colour's escapes hid the path from the cut); cut
// for the path's file name, it lost its words: at 32 columns a flag
// fall read "/…/rollout-20261203-130817.pgn" alone. The words come
// first, the path's end where they leave room.
func TestShortMessageRowsKeepAPath(t *testing.T) {
	const name = "rollout-20261203-130817.pgn"
	const dir = "/tmp/qa-out/games/chess/2026/december/evening-sessions/"
	_, h := smallest(t, "chess")
	const w = 32
	for _, tt := range []struct {
		msg, want string
	}{
		{"Game over: White loses on time; saved " + dir + name, "Game over: White loses on time…"},
		{"Saved " + dir + name, "Saved …llout-20261203-130817.pgn"},
	} {
		f, s := newFrame(t, "chess", w, h)
		r := lipgloss.NewRenderer(io.Discard)
		r.SetColorProfile(termenv.TrueColor)
		s.style = r.NewStyle().Foreground(lipgloss.Color("2"))
		s.msg = tt.msg
		f.Relayout(s, w, h)
		rows := f.messageRows(s)
		if len(rows) != 1 || !strings.Contains(rows[0], "\x1b[") {
			t.Fatalf("%dx%d: message rows %q, want 1 in colour", w, h, rows)
		}
		if row := ansi.Strip(rows[0]); row != tt.want {
			t.Errorf("%dx%d: message row %q, want %q", w, h, row, tt.want)
		}
		uitest.CheckFits(t, "a message cut to one row", f.View(s), w, h)
	}
}
