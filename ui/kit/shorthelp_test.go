package kit

import (
	"testing"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/x/ansi"
)

// ShortHelp drops whole items that do not fit, then says so with "…"
// where it fits; a whole item that fits beats the "…" (at 35 columns);
// bubbles' help, where its "…" did not fit, added the next item whole
// and ran past the width ("field • change • enter start •" once cut).
func TestShortHelpDropsWholeItems(t *testing.T) {
	b := func(k, desc string) key.Binding { return key.NewBinding(key.WithKeys(k), key.WithHelp(k, desc)) }
	off := b("x", "off")
	off.SetEnabled(false)
	keys := []key.Binding{b("tab", "field"), off, b("←→", "change"), b("enter", "start"), b("q", "quit")}
	h := help.New()
	for _, c := range []struct {
		w    int
		want string
	}{
		{80, "tab field • ←→ change • enter start • q quit"},
		{44, "tab field • ←→ change • enter start • q quit"},
		{43, "tab field • ←→ change • enter start …"},
		{37, "tab field • ←→ change • enter start …"},
		// The third item fits to the column but "…" after it does
		// not: the item beats the ellipsis ("tab field • ←→ change …").
		{36, "tab field • ←→ change • enter start"}, // bubbles: all four, 44 wide
		{35, "tab field • ←→ change • enter start"},
		{34, "tab field • ←→ change …"},
		{11, "tab field …"},
		{10, "tab field"}, // no room for "…" after any item
		{9, "tab field"},
		{8, ""},
	} {
		if got := ShortHelp(h, keys, c.w); ansi.Strip(got) != c.want {
			t.Errorf("at %d: %q, want %q", c.w, ansi.Strip(got), c.want)
		}
	}
}
