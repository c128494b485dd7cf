package moveinput

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/game"
)

// Tab in an empty input did nothing and said nothing. It now says in the
// hint after the input what tab does (complete a move begun), until the
// next key; tab on a move begun completes it as before.
func TestTabInAnEmptyInputSaysWhatItDoes(t *testing.T) {
	chess := game.Variant("chess")
	tab := tea.KeyMsg{Type: tea.KeyTab}
	in := newEntry()
	in.Focus("")
	if _, ok := in.Key(tab, chess.Start()); !ok {
		t.Fatal("the open input did not take tab")
	}
	v := in.View(chess.Start(), "SAN or UCI")
	if in.Value() != "" || !strings.Contains(v, "tab completes a partly typed move") {
		t.Errorf("tab in an empty input: text %q, line %q; want the hint", in.Value(), v)
	}
	in.Key(runes("N"), chess.Start())
	if v := in.View(chess.Start(), "SAN or UCI"); strings.Contains(v, "tab completes") {
		t.Errorf("the hint outlived the next key: %q", v)
	}
	in.Key(runes("f"), chess.Start())
	in.Key(tab, chess.Start())
	if in.Value() != "Nf3" {
		t.Errorf("tab on Nf: %q, want Nf3", in.Value())
	}
}

// Tab on a board with no input open (Tab) opened the input empty and
// silent; it now says what tab does at once, as a second tab did.
func TestTabOpeningTheInputSaysWhatItDoes(t *testing.T) {
	chess := game.Variant("chess")
	in := newEntry()
	in.Tab(chess.Start())
	if v := in.View(chess.Start(), "SAN or UCI"); !in.Focused() || in.Value() != "" || !strings.Contains(v, "tab completes a partly typed move") {
		t.Errorf("tab on the board: open %v, text %q, line %q; want the empty input and the hint", in.Focused(), in.Value(), v)
	}
}

// With one legal move, tab in an empty input wrote nothing: the empty
// text begins both of its texts (Kxg2, h1g2), whose common part is
// empty. It writes the move as displayed; with more than one it still
// says what tab does.
func TestTabWritesTheOneLegalMove(t *testing.T) {
	chess := game.Variant("chess")
	pos, err := chess.Parse("7k/8/8/8/8/8/6q1/7K w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	tab := tea.KeyMsg{Type: tea.KeyTab}
	in := newEntry()
	in.Focus("")
	in.Key(tab, pos)
	if v := in.View(pos, "SAN or UCI"); in.Value() != "Kxg2" || !strings.Contains(v, "enter plays Kxg2") {
		t.Errorf("tab with one legal move: text %q, line %q; want Kxg2", in.Value(), v)
	}
	in.Blur()
	if in.Tab(pos); in.Value() != "Kxg2" {
		t.Errorf("tab on the board with one legal move: text %q, want Kxg2", in.Value())
	}
}
