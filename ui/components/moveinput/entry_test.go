package moveinput

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"rollout/ui/components/surface"
	"rollout/ui/game"
	"rollout/ui/kit"
	"rollout/variants"
)

// newEntry is move entry with the program's keys and colour off.
func newEntry() Model {
	st := kit.NewStyles(false, true)
	km := kit.DefaultKeyMap()
	in := New(&st, &km)
	in.SetSize(80)
	return in
}

// runes is the key message for typed text.
func runes(s string) tea.KeyMsg { return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)} }

// TestSubmit: enter reads the trimmed text by the variant's parser, else
// as a legal move's canonical text in another case; it says why a text
// is no move and keeps it in the open input to correct (esc then closes
// it), refuses when no move may be played, and does nothing for an
// empty text. Every other enter closes the input.
func TestSubmit(t *testing.T) {
	chess := game.Variant("chess")
	promo, err := chess.Parse("8/4P3/8/8/8/8/k7/4K3 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name  string
		pos   variants.Position
		typed string
		want  string // the canonical text played, "refused", "error" or ""
	}{
		{"SAN", chess.Start(), "Nf3", "g1f3"},
		{"figurine SAN", chess.Start(), "♘f3", "g1f3"},
		{"spaces", chess.Start(), "  e4 ", "e2e4"},
		{"capitals", promo, "E7E8Q", "e7e8q"},
		{"a from-square", chess.Start(), "e2", "error"},
		{"empty", chess.Start(), " ", ""},
		{"no move may be played", nil, "e4", "refused"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			in := newEntry()
			in.Focus(tt.typed)
			a, ok := in.Key(tea.KeyMsg{Type: tea.KeyEnter}, tt.pos)
			got := ""
			switch {
			case a.Refused:
				got = "refused"
			case a.Move != variants.NoMove:
				got = tt.pos.EncodeMove(a.Move, variants.Canonical)
			case a.Say && a.Kind == kit.StatusError:
				got = "error"
			}
			if open := got == "error"; !ok || got != tt.want || in.Focused() != open || open && in.Value() != tt.typed {
				t.Fatalf("%q enter: taken %v, %s (%+v), input open %v with %q; want %s and the input open %v", tt.typed, ok, got, a, in.Focused(), in.Value(), tt.want, open)
			}
			a, _ = in.Key(tea.KeyMsg{Type: tea.KeyEsc}, tt.pos)
			if in.Focused() {
				t.Fatalf("%q enter, esc: the input is still open with %q", tt.typed, in.Value())
			}
			// The reason said goes with its text (a message cleared).
			if clears := a.Say && a.Msg == ""; clears != (got == "error") {
				t.Errorf("%q enter, esc: %+v; the message cleared %v, want %v", tt.typed, a, clears, got == "error")
			}
		})
	}
}

// TestSubmitCutShort: enter on the beginning of a move (tab had
// completed "c2" to "c2b", the common part of c2b1, c2b2 and c2b3) says
// which moves it begins, not the parser's "malformed", which read as if
// the person had typed nonsense; a text no move begins keeps the
// parser's words.
func TestSubmitCutShort(t *testing.T) {
	chess, rollerball := game.Variant("chess"), game.Variant("rollerball")
	for _, tt := range []struct {
		name  string
		pos   variants.Position
		typed string
		want  string
		not   string
	}{
		{"rollerball c2b", rollerball.Start(), "c2b", `"c2b" is only the beginning of a move: c2b1, c2b2, c2b3 (tab completes)`, "malformed"},
		{"chess e2", chess.Start(), "e2", `"e2" is only the beginning of a move: e2e3, e2e4`, ""},
		{"chess N", chess.Start(), "N", `"N" is only the beginning of a move: Na3, Nc3, Nf3, Nh3`, ""},
		{"nonsense", chess.Start(), "zz", "chess", "beginning"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			in := newEntry()
			in.Focus(tt.typed)
			a, _ := in.Key(tea.KeyMsg{Type: tea.KeyEnter}, tt.pos)
			if a.Move != variants.NoMove || !a.Say || a.Kind != kit.StatusError {
				t.Fatalf("%q enter: %+v, want an error said", tt.typed, a)
			}
			if !strings.Contains(a.Msg, tt.want) || tt.not != "" && strings.Contains(a.Msg, tt.not) {
				t.Errorf("%q enter says %q, want %q (and no %q)", tt.typed, a.Msg, tt.want, tt.not)
			}
		})
	}
}

// TestChoice: a pending choice takes every key; its key in either case
// plays its move, esc cancels, others do nothing; nothing is taken
// without a choice or an open input.
func TestChoice(t *testing.T) {
	in := newEntry()
	if _, ok := in.Key(runes("q"), nil); ok {
		t.Fatal("q taken with nothing open")
	}
	p := surface.Pick{Move: variants.NoMove, Choices: []surface.Choice{{Key: "q", Label: "queen", Move: 7}, {Key: "n", Label: "knight", Move: 8}}}
	if a := in.Pick(p); !a.Say || a.Msg != "Promote to: q=queen n=knight  (esc cancels)" || !in.Choosing() {
		t.Fatalf("pick: %+v, choosing %v", a, in.Choosing())
	}
	if a, ok := in.Key(runes("x"), nil); !ok || a.Move != variants.NoMove || a.Say || !in.Choosing() {
		t.Fatalf("x: taken %v, %+v, choosing %v; want it taken and ignored", ok, a, in.Choosing())
	}
	if a, ok := in.Key(runes("N"), nil); !ok || a.Move != 8 || in.Choosing() {
		t.Fatalf("N: taken %v, %+v, choosing %v; want the knight", ok, a, in.Choosing())
	}
	in.Pick(p)
	if a, ok := in.Key(tea.KeyMsg{Type: tea.KeyEsc}, nil); !ok || !a.Say || a.Msg != "" || in.Choosing() {
		t.Fatalf("esc: taken %v, %+v, choosing %v; want the prompt cleared", ok, a, in.Choosing())
	}
}

// TestHintNamesEachMoveOnce: the hint names the move enter plays and
// other moves the text begins, never the played move again by its other
// text ("enter plays e8=Q; or e7e8q" offered one move twice).
func TestHintNamesEachMoveOnce(t *testing.T) {
	promo, err := game.Variant("chess").Parse("8/4P3/8/8/8/8/k7/4K3 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ typed, has, not string }{
		{"E7E8Q", "enter plays e8=Q", "e7e8q"},
		{"e7e8q", "enter plays e8=Q", "; or"},
		{"e7e8", "e7e8b e7e8n e7e8q e7e8r", "enter plays"},
	} {
		in := newEntry()
		in.Focus(tt.typed)
		if v := in.View(promo, ""); !strings.Contains(v, tt.has) || strings.Contains(v, tt.not) {
			t.Errorf("%q: hint line %q, want %q and no %q", tt.typed, v, tt.has, tt.not)
		}
	}
}

// TestFigurineHintAndCompletion: a figurine typed reads as its letter
// while typing too: "♘" hints the knight's moves (it said no legal move
// starts so) and tab completes "♘f" to Nf3.
func TestFigurineHintAndCompletion(t *testing.T) {
	start := game.Variant("chess").Start()
	in := newEntry()
	in.Focus("♘")
	if v := in.View(start, ""); !strings.Contains(v, "Na3 Nc3 Nf3 Nh3") || strings.Contains(v, "no legal move") {
		t.Errorf("\"♘\": hint line %q, want the knight's moves", v)
	}
	in.Focus("♘f")
	in.Key(tea.KeyMsg{Type: tea.KeyTab}, start)
	if in.Value() != "Nf3" {
		t.Errorf("\"♘f\" tab: %q, want Nf3", in.Value())
	}
	// A pawn's figurine, which reads as no letter, begins the pawns'
	// moves only: it listed every move (Na3, b1a3) as one it began.
	in.Focus("♙")
	if v := in.View(start, ""); !strings.Contains(v, "a3 a4 b3 b4") || strings.Contains(v, "Na3") || strings.Contains(v, "a2a3") {
		t.Errorf("\"♙\": hint line %q, want the pawns' moves only", v)
	}
	a, _ := in.Key(tea.KeyMsg{Type: tea.KeyEnter}, start)
	if !strings.Contains(a.Msg, `"♙" is only the beginning of a move: a3, a4, b3, b4, c3, c4 and 10 more`) {
		t.Errorf("\"♙\" enter: %q, want the pawns' moves", a.Msg)
	}
	// Where no pawn can move, the reader says what is wrong ("empty
	// move" it said).
	bare, err := game.Variant("chess").Parse("4k3/8/8/8/8/8/8/4K3 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	in.Focus("♙")
	if a, _ := in.Key(tea.KeyMsg{Type: tea.KeyEnter}, bare); !strings.Contains(a.Msg, "a figurine alone is not a move") {
		t.Errorf("\"♙\" enter with no pawn: %q", a.Msg)
	}
}

// On a narrow line the prompt and the hint after the typed text are cut
// at a word, ending in "…": at 40 columns the prompt read ": type a
// move (a square a1-c3 (a1 bott…", and a hint's move could be cut to
// one it does not name.
func TestNarrowHintsCutAtAWord(t *testing.T) {
	ttt := game.Variant("tictactoe")
	in := newEntry()
	in.SetSize(40)
	help := ttt.MoveHelp
	prompt := in.View(ttt.Start(), help)
	wholeWords(t, "prompt", prompt, ": type a move ("+help+")")

	chess := game.Variant("chess")
	in = newEntry()
	in.Focus("e")
	full := in.View(chess.Start(), "")
	typed := strings.TrimRight(full[:strings.Index(full, "e2e3")], " ")
	for w := ansi.StringWidth(typed) + 2; w < ansi.StringWidth(full); w++ {
		in.SetSize(w)
		wholeWords(t, "hint", in.View(chess.Start(), ""), full)
	}
}

// wholeWords fails unless line is full cut after a whole word, ending
// in "…".
func wholeWords(t *testing.T, name, line, full string) {
	t.Helper()
	head, ok := strings.CutSuffix(line, "…")
	if !ok || !strings.HasPrefix(full, head) || (len(full) > len(head) && full[len(head)] != ' ') {
		t.Errorf("%s %q is not %q cut after a word", name, line, full)
	}
}
