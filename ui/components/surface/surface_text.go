package surface

import (
	"strings"

	"github.com/charmbracelet/bubbles/key"

	"rollout/ui/kit"
	"rollout/variants"
)

// textSurface shows a position that offers no surface capability as its
// plain-text diagram (Position.String); its moves are typed. It keeps the
// play screen free of "no surface" branches.
type textSurface struct {
	kit.Common
	pos variants.Position
}

// Sync shows pos.
func (s *textSurface) Sync(pos variants.Position) { s.pos = pos }

// View draws the position's diagram; a diagram has no marks.
func (s *textSurface) View(Marks) string { return strings.TrimRight(s.pos.String(), "\n") }

// The rest of the Surface is inert: a diagram has no keys, one size, no
// cursor and nothing to select, click, drag, cancel or turn.

func (s *textSurface) ShortHelp() []key.Binding      { return nil }
func (s *textSurface) FullHelp() []key.Binding       { return nil }
func (s *textSurface) Scales() int                   { return 1 }
func (s *textSurface) SetScale(int)                  {}
func (s *textSurface) MoveCursor(int, int) string    { return "" }
func (s *textSurface) Select() Pick                  { return noPick }
func (s *textSurface) Click(int, int) (Pick, bool)   { return noPick, false }
func (s *textSurface) Release(int, int) (Pick, bool) { return noPick, false }
func (s *textSurface) Cancel() bool                  { return false }
func (s *textSurface) Flip() string                  { return "No flip: a diagram has no sides" }

// MinSize is Size: a diagram has one size.
func (s *textSurface) MinSize() (w, h int) { return s.Size() }

// Size returns the diagram's width and height.
func (s *textSurface) Size() (w, h int) {
	lines := strings.Split(s.View(Marks{}), "\n")
	for _, l := range lines {
		w = max(w, len([]rune(l)))
	}
	return w, len(lines)
}
