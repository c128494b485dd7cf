package kit

import (
	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/x/ansi"
)

// ShortHelp is h's one-line help of the enabled bindings of keys in w
// cells: as many whole items as fit, then h's ellipsis ("…") when some
// are left out and it fits too. An item is dropped whole, never cut.
// Bubbles' help, where its ellipsis did not fit after the last item
// that did, added the next item anyway and the line ran past w, to be
// cut mid-item at the screen's edge ("↑↓/tab field • ←→ change • enter
// start •" at 40 columns; "R resume the interrupted game " at 30).
// Where no item fits with the ellipsis, the items that fit alone are
// shown without it; "" when none does.
func ShortHelp(h help.Model, keys []key.Binding, w int) string {
	h.Width = 0 // measured here, not by help
	var on []key.Binding
	for _, b := range keys {
		if b.Enabled() {
			on = append(on, b)
		}
	}
	tail := " " + h.Styles.Ellipsis.Inline(true).Render(h.Ellipsis)
	for n := len(on); n > 0; n-- {
		line := h.ShortHelpView(on[:n])
		if n < len(on) {
			line += tail
		}
		if ansi.StringWidth(line) <= w {
			return line
		}
	}
	for n := len(on) - 1; n > 0; n-- {
		if line := h.ShortHelpView(on[:n]); ansi.StringWidth(line) <= w {
			return line
		}
	}
	return ""
}
