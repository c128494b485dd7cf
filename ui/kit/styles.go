package kit

import (
	"io"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
)

// Styles holds every style the client draws with, built once per program
// (soft-serve's habit) so that colour on/off and the background's darkness
// are decided in one place, before the program starts.
type Styles struct {
	// Plain is true when colour is off: cursor [P], selection (P), legal
	// targets *P* or *, check !K!, the last move >P< and the thinking
	// engine's best move ~P~ are then shown with text markers instead of
	// colours, as is the move shown in a move list (>Na5<).
	Plain bool
	// Profile is the colour profile, for components that render with
	// termenv directly (the progress bar).
	Profile termenv.Profile
	// Renderer renders every style; components that make styles of their
	// own (text inputs) take them from it.
	Renderer *lipgloss.Renderer

	Title, Dim, Bold    lipgloss.Style
	Error, Info, Good   lipgloss.Style
	Label               lipgloss.Style
	LightSq, DarkSq     lipgloss.Style
	LightLast, DarkLast lipgloss.Style
	// Best marks the engine's current best move while it thinks.
	Best                            lipgloss.Style
	Check, Cursor, Selected, Target lipgloss.Style
	Hole                            lipgloss.Style
	FirstPiece, SecondPiece         lipgloss.Style
	Object, Take                    lipgloss.Style
	Header, Chosen                  lipgloss.Style
	// Current marks the move a board shows in its move list (review,
	// the analysis board); with colour off the list marks it >Na5<.
	Current                          lipgloss.Style
	Field, FieldFocus, Value, Button lipgloss.Style
	Help                             help.Styles
}

// NewStyles builds the styles drawn by lipgloss's default renderer (the
// process's terminal): NewRendererStyles with lipgloss.DefaultRenderer.
func NewStyles(color, dark bool) Styles {
	return NewRendererStyles(lipgloss.DefaultRenderer(), color, dark)
}

// NewRendererStyles builds the styles drawn by r, so a server can give
// each SSH session the colours its own terminal supports. color false
// gives a renderer with the ASCII profile, whose styles emit no escape
// sequences at all; dark says whether the terminal's background is dark
// (asked once, before the program starts: see Run).
func NewRendererStyles(r *lipgloss.Renderer, color, dark bool) Styles {
	if !color {
		r = lipgloss.NewRenderer(io.Discard)
		r.SetColorProfile(termenv.Ascii)
		p := r.NewStyle()
		return Styles{
			Plain: true, Profile: termenv.Ascii, Renderer: r,
			Title: p, Dim: p, Bold: p, Error: p, Info: p, Good: p, Label: p,
			LightSq: p, DarkSq: p, LightLast: p, DarkLast: p, Best: p,
			Check: p, Cursor: p, Selected: p, Target: p, Hole: p,
			FirstPiece: p, SecondPiece: p, Object: p, Take: p,
			Header: p, Chosen: p, Current: p, Field: p, FieldFocus: p, Value: p, Button: p,
			Help: help.Styles{Ellipsis: p, ShortKey: p, ShortDesc: p, ShortSeparator: p,
				FullKey: p, FullDesc: p, FullSeparator: p},
		}
	}
	s := r.NewStyle
	fg, dim := lipgloss.Color("252"), lipgloss.Color("245")
	if !dark {
		fg, dim = lipgloss.Color("236"), lipgloss.Color("242")
	}
	sq := s()
	st := Styles{
		Profile: r.ColorProfile(), Renderer: r,
		Title:       s().Bold(true).Foreground(lipgloss.Color("212")),
		Dim:         s().Foreground(dim),
		Bold:        s().Bold(true).Foreground(fg),
		Error:       s().Foreground(lipgloss.Color("196")).Bold(true),
		Info:        s().Foreground(lipgloss.Color("39")),
		Good:        s().Foreground(lipgloss.Color("42")).Bold(true),
		Label:       s().Foreground(dim),
		LightSq:     sq.Background(lipgloss.Color("180")),
		DarkSq:      sq.Background(lipgloss.Color("137")),
		LightLast:   sq.Background(lipgloss.Color("186")),
		DarkLast:    sq.Background(lipgloss.Color("143")),
		Best:        sq.Background(lipgloss.Color("140")),
		Check:       sq.Background(lipgloss.Color("160")),
		Cursor:      sq.Background(lipgloss.Color("75")),
		Selected:    sq.Background(lipgloss.Color("78")),
		Target:      s().Foreground(lipgloss.Color("22")).Bold(true),
		Hole:        s().Foreground(dim),
		FirstPiece:  s().Foreground(lipgloss.Color("231")).Bold(true),
		SecondPiece: s().Foreground(lipgloss.Color("16")).Bold(true),
		Object:      s().Foreground(lipgloss.Color("214")),
		Take:        s().Foreground(lipgloss.Color("196")).Bold(true),
		Header:      s().Bold(true).Underline(true).Foreground(fg),
		Chosen:      s().Bold(true).Foreground(lipgloss.Color("42")),
		Current:     s().Bold(true).Reverse(true),
		Field:       s().Foreground(fg),
		FieldFocus:  s().Bold(true).Foreground(lipgloss.Color("212")),
		Value:       s().Foreground(lipgloss.Color("39")),
		Button:      s().Bold(true).Foreground(lipgloss.Color("16")).Background(lipgloss.Color("212")),
	}
	key, desc, sep := s().Foreground(lipgloss.Color("245")), s().Foreground(lipgloss.Color("241")), s().Foreground(lipgloss.Color("238"))
	if !dark {
		key, desc, sep = s().Foreground(lipgloss.Color("240")), s().Foreground(lipgloss.Color("244")), s().Foreground(lipgloss.Color("250"))
	}
	st.Help = help.Styles{Ellipsis: sep, ShortKey: key, ShortDesc: desc, ShortSeparator: sep,
		FullKey: key, FullDesc: desc, FullSeparator: sep}
	return st
}
