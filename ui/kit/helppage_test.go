package kit

import (
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/key"
)

// A key two groups list, like the analysis board's flip (the board's
// keys and the screen's), is one row of the full help, not two.
func TestHelpPageListsAKeyOnce(t *testing.T) {
	flip := key.NewBinding(key.WithKeys("v"), key.WithHelp("v", "flip"))
	quit := key.NewBinding(key.WithKeys("q"), key.WithHelp("q", "quit"))
	st := NewStyles(false, true)
	page := strings.Join(HelpPage(&st, [][]key.Binding{{flip}, {flip, quit}}, 80, 10), "\n")
	if n := strings.Count(page, "flip"); n != 1 {
		t.Errorf("flip listed %d times:\n%s", n, page)
	}
	if !strings.Contains(page, "quit") {
		t.Errorf("quit missing:\n%s", page)
	}
}

// HelpPages splits what does not fit h rows into pages, each binding on
// exactly one page, each page at most h rows and w columns.
func TestHelpPagesShowEveryKeyOnce(t *testing.T) {
	var group []key.Binding
	for i := range 7 {
		k := string(rune('a' + i))
		group = append(group, key.NewBinding(key.WithKeys(k), key.WithHelp(k, "does "+k)))
	}
	st := NewStyles(false, true)
	pages := HelpPages(&st, [][]key.Binding{group}, 12, 3)
	if len(pages) != 3 {
		t.Fatalf("%d pages, want 3: %q", len(pages), pages)
	}
	all := ""
	for _, p := range pages {
		if len(p) > 3 {
			t.Errorf("page of %d rows: %q", len(p), p)
		}
		for _, l := range p {
			if w := len(l); w > 12 {
				t.Errorf("row %d wide: %q", w, l)
			}
		}
		all += strings.Join(p, "\n") + "\n"
	}
	for _, b := range group {
		if n := strings.Count(all, b.Help().Desc); n != 1 {
			t.Errorf("%q shown %d times:\n%s", b.Help().Desc, n, all)
		}
	}
	if one := HelpPages(&st, [][]key.Binding{group}, 80, 10); len(one) != 1 {
		t.Errorf("%d pages where one fits", len(one))
	}
}

// HelpPageAt shows the page asked for, the last one past the end and
// none when there are no pages, always padded to the rows given.
func TestHelpPageAt(t *testing.T) {
	pages := [][]string{{"a", "b"}, {"c"}}
	for _, c := range []struct {
		at   int
		want string
	}{{0, "a|b||"}, {1, "c|||"}, {5, "c|||"}} {
		if got := strings.Join(HelpPageAt(pages, c.at, 4), "|"); got != c.want {
			t.Errorf("HelpPageAt(at %d) = %q, want %q", c.at, got, c.want)
		}
	}
	if got := HelpPageAt(nil, 0, 2); len(got) != 2 || got[0] != "" {
		t.Errorf("HelpPageAt with no pages = %q, want two empty rows", got)
	}
	if pages[1][0] != "c" || len(pages[0]) != 2 {
		t.Error("HelpPageAt changed the pages it was given")
	}
}
