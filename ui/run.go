package ui

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"rollout/engine"
	"rollout/ui/game"
	"rollout/ui/kit"
)

// Run: the terminal client as a program on the process's terminal,
// until the person quits and every search has stopped.

// Run runs the terminal client until the person quits: alt screen, mouse
// on. It returns only after every engine search has stopped, so no
// goroutine outlives it.
func Run(opts Options) error {
	if game.Variant(opts.Variant) == nil {
		return fmt.Errorf("ui: unknown variant %q", opts.Variant)
	}
	color := !opts.NoColor && os.Getenv("NO_COLOR") == ""
	if !color {
		opts.ASCII = true
	}
	// lipgloss asks the terminal for its background the first time an
	// adaptive colour renders; ask here, once, before the program owns
	// the terminal, so the reply cannot hang it or leak into an input.
	dark := true
	if color {
		dark = lipgloss.HasDarkBackground()
	}
	st := kit.NewStyles(color, dark)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	newPlayer := opts.NewPlayer
	if newPlayer == nil {
		newPlayer = engine.New
	}
	m := newModel(ctx, opts, &st, newPlayer)
	p := tea.NewProgram(m, tea.WithAltScreen(), tea.WithMouseCellMotion(), tea.WithContext(ctx))
	// SIGHUP (the terminal went away) quits like q: Bubble Tea handles
	// SIGINT and SIGTERM itself, and the game in progress is already in
	// the resume slot (autosave.go), so the searches only need to stop.
	hup := make(chan os.Signal, 1)
	signal.Notify(hup, syscall.SIGHUP)
	defer signal.Stop(hup)
	go func() {
		select {
		case <-hup:
			p.Quit()
		case <-ctx.Done():
		}
	}()
	final, err := p.Run()
	if fm, ok := final.(Model); ok {
		fm.close()
	}
	cancel()
	m.wait()
	if errors.Is(err, tea.ErrInterrupted) {
		// SIGINT (kill -INT, or ctrl+c where the terminal sends a signal)
		// is a request to quit, like q: no error, no alarming text.
		return nil
	}
	if err != nil {
		return fmt.Errorf("ui: %w", err)
	}
	return nil
}
