package ui

import (
	"context"
	"fmt"
	"sync"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"rollout/engine"
	"rollout/ui/game"
	"rollout/ui/kit"
)

// NewSession: the client as one program of rollout serve's, on an SSH
// session's renderer.

// NewSession builds the root model of one client's program for a server
// (rollout serve runs one per SSH session), drawn by r, the session's
// renderer: its colour profile decides colour (ASCII means none) and its
// background darkness the palette, so set that on r first (asking the
// terminal from here could hang the session). The server makes the
// program with the session's input and output; Run's SIGHUP and stdin
// handling stay out of it.
//
// done must be called once the program has ended, with its final model:
// it stops every screen's searches and waits for the pending writes (the
// resume slot's, the lessons', the setup's), so the game in progress is
// saved when it returns. It does not wait for the searches, which end on
// their own once stopped: a server shutting down waited for each
// stopped search to get a core (at the background priority, on a loaded
// machine) before it could tell the session its game was saved.
func NewSession(ctx context.Context, opts Options, r *lipgloss.Renderer) (m tea.Model, done func(final tea.Model), err error) {
	if game.Variant(opts.Variant) == nil {
		return nil, nil, fmt.Errorf("ui: unknown variant %q", opts.Variant)
	}
	color := !opts.NoColor && r.ColorProfile() != termenv.Ascii
	if !color {
		opts.ASCII = true
	}
	st := kit.NewRendererStyles(r, color, r.HasDarkBackground())
	newPlayer := opts.NewPlayer
	if newPlayer == nil {
		newPlayer = engine.New
	}
	ctx, cancel := context.WithCancel(ctx)
	root := newModel(ctx, opts, &st, newPlayer)
	var once sync.Once
	done = func(final tea.Model) {
		once.Do(func() {
			fm := root
			if f, ok := final.(Model); ok {
				fm = f
			}
			fm.close()
			cancel()
			fm.settled()
		})
	}
	return root, done, nil
}
