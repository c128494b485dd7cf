package kit

import "github.com/charmbracelet/bubbles/key"

// Common is what every screen and component shares, soft-serve's habit:
// the styles and keys built once per program, whether pieces are drawn in
// ASCII, and the size the owner gave. Components keep a copy and set
// their own size in it.
type Common struct {
	Styles *Styles
	Keys   *KeyMap
	// ASCII draws pieces, heaps and marks with ASCII characters only.
	ASCII bool
	// Width and Height are the space given to the owner of this copy.
	Width, Height int
}

// SetSize records the space the owner has been given.
func (c *Common) SetSize(w, h int) { c.Width, c.Height = w, h }

// Component is a part of a screen that knows its size and its keys: the
// screen lays its components out with SetSize and builds its help line
// from their ShortHelp. Each draws itself with a View that takes the data
// it shows, so a component holds only what the person controls.
type Component interface {
	SetSize(w, h int)
	ShortHelp() []key.Binding
}
