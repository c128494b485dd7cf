package ui

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/variants"
)

// searchGen numbers searches and autoplay pauses across the whole program,
// so a message from an older search or pause is recognised and dropped
// even after a new game has started.
var searchGen atomic.Uint64

// progressMsg carries one snapshot of the running search, and the channels
// to read the next message from (the re-armed Cmd captures these values,
// never the model).
type progressMsg struct {
	gen      uint64
	snap     engine.Snapshot
	progress <-chan engine.Snapshot
	done     <-chan searchDoneMsg
}

// searchDoneMsg carries the search's final result.
type searchDoneMsg struct {
	gen uint64
	res engine.Result
	err error
}

// autoplayMsg ends the short pause between two engines' moves.
type autoplayMsg struct{ gen uint64 }

// search is the handle of one running search.
type search struct {
	gen    uint64
	side   variants.Side
	cancel context.CancelFunc
	// hurried is set by move-now: the search was stopped on purpose, and
	// its result is still wanted.
	hurried bool
}

// startSearch starts player's search on a clone of pos. The goroutine is
// started here, from Update, rather than inside a Cmd: wg then counts it
// before Update returns, so Run's final wg.Wait cannot miss a search whose
// Cmd had not run yet. The returned Cmd reads the first message.
//
// The goroutine writes the result to a 1-buffered channel, so it never
// blocks even if nobody reads it (a cancelled or stale search); the engine
// never blocks on progress either.
func startSearch(parent context.Context, wg *sync.WaitGroup, player engine.Player, pos variants.Position) (search, tea.Cmd) {
	gen := searchGen.Add(1)
	ctx, cancel := context.WithCancel(parent)
	progress := make(chan engine.Snapshot, 1)
	done := make(chan searchDoneMsg, 1)
	pos = pos.Clone()
	wg.Add(1)
	go func() {
		defer wg.Done()
		defer cancel()
		res, err := player.Search(ctx, pos, progress)
		done <- searchDoneMsg{gen: gen, res: res, err: err}
	}()
	return search{gen: gen, side: pos.ToMove(), cancel: cancel}, waitSearch(gen, progress, done)
}

// waitSearch returns a Cmd that delivers the search's next message: a
// snapshot, or, once the progress channel is closed, the final result.
// If the result arrives first, the snapshots still buffered are dropped:
// the result carries the final statistics anyway.
func waitSearch(gen uint64, progress <-chan engine.Snapshot, done <-chan searchDoneMsg) tea.Cmd {
	return func() tea.Msg {
		select {
		case s, ok := <-progress:
			if ok {
				return progressMsg{gen: gen, snap: s, progress: progress, done: done}
			}
			return <-done
		case d := <-done:
			return d
		}
	}
}

// autoplayAfter returns a Cmd that asks for the next engine move after d,
// tagged with a fresh generation so a pause, undo or new game voids it.
func autoplayAfter(d time.Duration) (uint64, tea.Cmd) {
	gen := searchGen.Add(1)
	return gen, tea.Tick(d, func(time.Time) tea.Msg { return autoplayMsg{gen: gen} })
}
