package kit

import (
	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/x/ansi"
)

// ShortHelp is h's one-line help of the enabled bindings of keys in w
// cells: as many whole items as fit, then h's ellipsis ("…") when some
// are left out and it fits too. An item is dropped whole, never cut,
// and a whole item that fits beats the ellipsis: where the line has
// room for one more item but not for it and "…", the item is shown
// (at 80 columns the play screen's "[ ] review moves" gave way to "…").
// Bubbles' help, where its ellipsis did not fit after the last item
// that did, added the next item anyway and the line ran past w, to be
// cut mid-item at the screen's edge ("↑↓/tab field • ←→ change • enter
// start •" at 40 columns; "R resume the interrupted game " at 30).
// "" when no item fits.
func ShortHelp(h help.Model, keys []key.Binding, w int) string {
	h.Width = 0 // measured here, not by help
	var on []key.Binding
	for _, b := range keys {
		if b.Enabled() {
			on = append(on, b)
		}
	}
	for n := len(on); n > 0; n-- {
		line := h.ShortHelpView(on[:n])
		if ansi.StringWidth(line) > w {
			continue
		}
		if tail := " " + h.Styles.Ellipsis.Inline(true).Render(h.Ellipsis); n < len(on) && ansi.StringWidth(line+tail) <= w {
			line += tail
		}
		return line
	}
	return ""
}
