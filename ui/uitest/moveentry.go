package uitest

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/game"
	"rollout/variants"
)

// Board is how CheckMoveEntry and CheckMoveStarts drive a board screen
// (the play screen, the analysis board): both enter moves through the
// one moveinput component, so both must pass the same cases.
type Board[M any] struct {
	// Open builds the screen on the variant's position text ("" for its
	// start) with a person to move, at 80x24.
	Open func(t *testing.T, variant, position string) M
	Send func(M, tea.Msg) (M, tea.Cmd)
	// Played is the canonical texts of the moves played since Open.
	Played func(M) []string
	// Input says whether the move input is open and its text.
	Input func(M) (open bool, text string)
}

// viewer is a screen: it draws itself.
type viewer interface{ View() string }

// moveEntryCase is a typed move: from a position (a variant's text, ""
// for its start), keys (Key's names) or a paste show hint on the screen;
// enter then plays want (its canonical text; "" plays nothing) and the
// screen no longer shows absent. A text enter refuses (an illegal or
// malformed move) stays in the open input to be corrected, with the
// reason said: kept is that text, said the reason's words, and fix the
// keys that correct it before a second enter plays want.
type moveEntryCase struct {
	name, variant, position string
	keys                    []string
	paste                   string
	hint, want, absent      string
	kept, said              string
	fix                     []string
}

// Positions with a promotion for White's pawn.
const (
	chessPromotion      = "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"
	rollerballPromotion = "1k5/3P3/2###2/2###2/2###2/7/3K3 w 0"
	// chessOneMove has one legal move, Kxg2 (h1g2).
	chessOneMove = "7k/8/8/8/8/8/6q1/7K w - - 0 1"
)

// moveEntryCases are what every board screen's move entry does alike
// (issue 21 item 1: the analysis board read a from-square as no move,
// and the two screens' entries had drifted apart).
var moveEntryCases = []moveEntryCase{
	{name: "a from-square lists its moves", variant: "chess", keys: []string{"e", "2"}, hint: "e2e3 e2e4",
		kept: "e2", said: "only the beginning of a move", fix: []string{"e", "4"}, want: "e2e4"},
	{name: "tab completes a from-square", variant: "chess", keys: []string{"e", "2", "tab", "4"}, hint: "enter plays e4", want: "e2e4"},
	{name: "SAN", variant: "chess", keys: []string{"N", "f", "3"}, hint: "enter plays Nf3", want: "g1f3"},
	{name: "a capital promotion letter", variant: "chess", position: chessPromotion,
		keys: []string{"e", "7", "e", "8", "Q"}, hint: "enter plays e8=Q", want: "e7e8q"},
	{name: "a move in capitals", variant: "chess", position: chessPromotion,
		keys: []string{"E", "7", "E", "8", "Q"}, hint: "enter plays e8=Q", want: "e7e8q"},
	{name: "a rollerball promotion in capitals", variant: "rollerball", position: rollerballPromotion,
		keys: []string{"D", "6", "E", "6", "B"}, hint: "enter plays d6e6b", want: "d6e6b"},
	{name: "spaces are trimmed", variant: "chess", keys: []string{":", " ", "e", "4", " "}, hint: "enter plays e4", want: "e2e4"},
	{name: "a paste is trimmed", variant: "chess", paste: " e4 ", hint: "enter plays e4", want: "e2e4"},
	{name: "a keypad digit", variant: "tictactoe", keys: []string{"5"}, hint: "enter plays b2", want: "b2"},
	{name: "a column digit", variant: "connect4", keys: []string{"4"}, hint: "enter plays d", want: "d"},
	{name: "no move starts so", variant: "chess", keys: []string{"z"}, hint: "no legal move starts so", kept: "z", said: "chess",
		fix: []string{"backspace", "e", "4"}, want: "e2e4"},
	{name: "an illegal move is kept to correct", variant: "chess", keys: []string{"N", "f", "4"}, hint: "no legal move starts so",
		kept: "Nf4", said: "Nf4", fix: []string{"backspace", "3"}, want: "g1f3"},
	{name: "nothing typed", variant: "chess", keys: []string{":", " "}, absent: "empty move"},
	// Tab on the board opened an empty input without a word, where tab
	// in the open input says what tab does: the first press says it too.
	{name: "tab on the board says what tab does", variant: "chess", keys: []string{"tab"},
		hint: "tab completes a partly typed move", absent: "tab completes"},
	// With one legal move an empty text begins its two texts (Kxg2,
	// h1g2), whose common part is empty: tab wrote nothing. It writes
	// the move, in the open input and from the board alike.
	{name: "tab writes the one legal move", variant: "chess", position: chessOneMove,
		keys: []string{":", "tab"}, hint: "enter plays Kxg2", want: "h1g2"},
	{name: "tab on the board writes the one legal move", variant: "chess", position: chessOneMove,
		keys: []string{"tab"}, hint: "enter plays Kxg2", want: "h1g2"},
	// A whole SAN move in the wrong case is no beginning of one: the
	// reason said so ("only the beginning of a move: Nf3 (tab
	// completes)") and tab, as long as the text, left it as it was.
	{name: "a SAN move in the wrong case", variant: "chess", keys: []string{":", "n", "f", "3"}, hint: "Nf3",
		kept: "nf3", said: "letter case matters", fix: []string{"tab"}, want: "g1f3"},
}

// CheckMoveEntry types each of moveEntryCases on the board screen b and
// checks the hint line and the move enter plays.
func CheckMoveEntry[M viewer](t *testing.T, b Board[M]) {
	for _, c := range moveEntryCases {
		t.Run(c.name, func(t *testing.T) {
			m := b.Open(t, c.variant, c.position)
			m, _ = Press(m, b.Send, c.keys...)
			if c.paste != "" {
				m, _ = b.Send(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(c.paste), Paste: true})
			}
			if v := m.View(); !strings.Contains(v, c.hint) {
				t.Fatalf("%q typed: no %q on the screen:\n%s", c.keys, c.hint, v)
			}
			m, _ = Press(m, b.Send, "enter")
			if c.kept != "" {
				open, text := b.Input(m)
				if !open || text != c.kept || len(b.Played(m)) > 0 || !strings.Contains(m.View(), c.said) {
					t.Fatalf("%q enter: input open %v with %q, played %q; want %q kept open and %q said:\n%s",
						c.keys, open, text, b.Played(m), c.kept, c.said, m.View())
				}
				m, _ = Press(m, b.Send, append(c.fix, "enter")...)
			}
			if open, text := b.Input(m); open {
				t.Fatalf("%q enter: the input is still open with %q", c.keys, text)
			}
			played := b.Played(m)
			if c.want == "" && len(played) > 0 || c.want != "" && (len(played) != 1 || played[0] != c.want) {
				t.Fatalf("%q enter: played %q, want %q:\n%s", c.keys, played, c.want, m.View())
			}
			if v := m.View(); c.absent != "" && strings.Contains(v, c.absent) {
				t.Fatalf("%q enter: %q on the screen:\n%s", c.keys, c.absent, v)
			}
		})
	}
}

// CheckMoveStarts presses, on the board screen b, each character a legal
// move text begins with (every game's start, and the positions of
// moveEntryCases): each opens the move input with itself and is no
// command (no Cmd; esc then leaves the screen as it was).
func CheckMoveStarts[M viewer](t *testing.T, b Board[M]) {
	seen := map[[2]string]bool{}
	positions := [][2]string{}
	for _, v := range game.Variants() {
		positions = append(positions, [2]string{v.Name, ""})
	}
	for _, c := range moveEntryCases {
		positions = append(positions, [2]string{c.variant, c.position})
	}
	for _, p := range positions {
		if seen[p] {
			continue
		}
		seen[p] = true
		m := b.Open(t, p[0], p[1])
		before := m.View()
		for _, s := range moveStarts(t, p[0], p[1]) {
			k, cmd := b.Send(m, Key(s))
			if open, text := b.Input(k); !open || text != s || cmd != nil {
				t.Fatalf("%s %q: %q pressed: input open %v with %q, Cmd %v; want move entry with %q and no command",
					p[0], p[1], s, open, text, cmd != nil, s)
			}
			if k, _ = b.Send(k, Key("esc")); k.View() != before {
				t.Fatalf("%s %q: %q then esc changed the screen:\n%s\nwas:\n%s", p[0], p[1], s, k.View(), before)
			}
		}
	}
}

// moveStarts lists the characters the legal move texts of the variant's
// position begin with, each once.
func moveStarts(t *testing.T, variant, position string) []string {
	t.Helper()
	pos := Position(t, variant, position)
	seen := map[string]bool{}
	var out []string
	for _, m := range pos.LegalMoves(nil) {
		for _, n := range []variants.Notation{variants.Display, variants.Canonical} {
			if s := pos.EncodeMove(m, n)[:1]; !seen[s] {
				seen[s] = true
				out = append(out, s)
			}
		}
	}
	return out
}

// Position is the variant's position read from its text, its start for
// "".
func Position(t testing.TB, variant, text string) variants.Position {
	t.Helper()
	v := game.Variant(variant)
	if v == nil {
		t.Fatalf("no variant %q", variant)
	}
	if text == "" {
		return v.Start()
	}
	pos, err := v.Parse(text)
	if err != nil {
		t.Fatalf("%s position %q: %v", variant, text, err)
	}
	return pos
}
