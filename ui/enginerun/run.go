package enginerun

import (
	"context"
	"sync"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/offload"
	"rollout/variants"
)

// Env is what a screen needs to run engines: the parent context of every
// search (cancelled when the program ends), the WaitGroup that counts every
// goroutine a screen starts (searches, engine closes, saves, file reads)
// so Run can wait for them before it returns, and the player factory
// (Options.NewPlayer: every player a screen runs is built by it, so tests
// and the server can substitute their own).
type Env struct {
	Ctx       context.Context
	Searches  *sync.WaitGroup
	NewPlayer func(engine.Config) (engine.Player, error)
}

// NextGen returns a fresh generation number (never 0, which means none)
// for a search, a comparison, an autoplay pause or a screen's other
// timer: offload's, program-wide, so a message of an older run is told
// from the current one's.
func NextGen() uint64 { return offload.NextGen() }

// ProgressMsg carries one progress snapshot of the search of generation
// Gen; the channels re-arm the wait (Run.Progress).
type ProgressMsg struct {
	Gen      uint64
	Snap     engine.Snapshot
	progress <-chan engine.Snapshot
	done     <-chan DoneMsg
}

// DoneMsg is the search's end: its result, or the error it stopped with.
type DoneMsg struct {
	Gen uint64
	Res engine.Result
	Err error
}

// AutoplayMsg ends the pause before an engine's move when both sides are
// engines; a pause of an older generation is ignored.
type AutoplayMsg struct{ Gen uint64 }

// Run is one running search. Searches are started from Update, in a
// goroutine counted by Env.Searches, and followed by a Cmd that reads one
// snapshot at a time (re-armed after each message). Every search has a
// generation, and a message of another generation is stale: dropped by
// Progress and Done, so a cancelled search can never move a piece.
type Run struct {
	Gen    uint64
	Side   variants.Side // the side the search moves for
	cancel context.CancelFunc
	// ended is closed when the search's goroutine has returned: a
	// player's searches never overlap (engine.Player), so a search that
	// goes on from this one (Resume) waits for it.
	ended chan struct{}
	// Hurried is set once the person asked the engine to move now (the
	// search is cancelled and its best move so far is played).
	Hurried bool
}

// Start starts player's search on a clone of pos, in a goroutine counted
// by env.Searches, and returns the run and the Cmd that follows it.
func Start(env Env, player engine.Player, pos variants.Position) (Run, tea.Cmd) {
	return After(env, player, pos, nil)
}

// Resume is Start for a search that may go on from prev, the player's
// last search, cancelled (the play screen's search when the analysis
// board was opened): prev's goroutine is waited for first, and
// engine.Resume continues on what the player kept if prev searched pos
// (uct's tree, the budget left, the time and rollouts counted), so the
// person comes back to the search they left; else it is a new search.
func Resume(env Env, player engine.Player, pos variants.Position, prev *Run) (Run, tea.Cmd) {
	return launch(env, pos, prev.endedChan(), func(ctx context.Context, pos variants.Position, progress chan engine.Snapshot) (engine.Result, error) {
		return engine.Resume(ctx, player, pos, progress)
	})
}

// After is Start once prev, the player's last search (cancelled; nil for
// none), has returned: a new search of the same player, which must not
// overlap the one before (an undo while the engine thinks can ask the
// same engine again at once).
func After(env Env, player engine.Player, pos variants.Position, prev *Run) (Run, tea.Cmd) {
	return launch(env, pos, prev.endedChan(), func(ctx context.Context, pos variants.Position, progress chan engine.Snapshot) (engine.Result, error) {
		return player.Search(ctx, pos, progress)
	})
}

// AfterClocked is After for a timed game: the player moves on its
// side's clock by the engine's clock rule (engine.ClockedSearch: soft
// and hard time from the time left and the increment), or, for a player
// that keeps time itself (engine.ClockSearcher: an external engine), is
// told both clocks, as match -clock and a UCI GUI do. clocks are indexed
// by side, the side to move's the one it plays on.
func AfterClocked(env Env, player engine.Player, pos variants.Position, prev *Run, clocks [2]engine.Clock) (Run, tea.Cmd) {
	return launch(env, pos, prev.endedChan(), func(ctx context.Context, pos variants.Position, progress chan engine.Snapshot) (engine.Result, error) {
		if cs, ok := player.(engine.ClockSearcher); ok {
			res, _, err := cs.SearchClocks(ctx, pos, clocks, progress)
			return res, err
		}
		return engine.ClockedSearch(ctx, player, pos, clocks[pos.ToMove()&1], progress)
	})
}

// endedChan is the run's ended channel; nil (no wait) for no run.
func (r *Run) endedChan() <-chan struct{} {
	if r == nil {
		return nil
	}
	return r.ended
}

// launch runs search on a clone of pos in a goroutine counted by
// env.Searches, once after is closed (nil: at once); the program's end
// stops the wait too.
func launch(env Env, pos variants.Position, after <-chan struct{}, search func(context.Context, variants.Position, chan engine.Snapshot) (engine.Result, error)) (Run, tea.Cmd) {
	gen := NextGen()
	ctx, cancel := context.WithCancel(env.Ctx)
	progress := make(chan engine.Snapshot, 1)
	done := make(chan DoneMsg, 1)
	ended := make(chan struct{})
	pos = pos.Clone()
	env.Searches.Add(1)
	go func() {
		defer env.Searches.Done()
		defer close(ended)
		defer cancel()
		if after != nil {
			select {
			case <-after:
			case <-ctx.Done():
				close(progress)
				done <- DoneMsg{Gen: gen, Err: ctx.Err()}
				return
			}
		}
		res, err := search(ctx, pos, progress)
		done <- DoneMsg{Gen: gen, Res: res, Err: err}
	}()
	return Run{Gen: gen, Side: pos.ToMove(), cancel: cancel, ended: ended}, wait(gen, progress, done)
}

// wait returns a Cmd that delivers the next snapshot or the search's
// end, whichever comes first.
func wait(gen uint64, progress <-chan engine.Snapshot, done <-chan DoneMsg) tea.Cmd {
	return func() tea.Msg {
		select {
		case s, ok := <-progress:
			if ok {
				return ProgressMsg{Gen: gen, Snap: s, progress: progress, done: done}
			}
			return <-done
		case d := <-done:
			return d
		}
	}
}

// Cancel stops the search; its late messages are then stale. A nil run
// is none.
func (r *Run) Cancel() {
	if r != nil && r.cancel != nil {
		r.cancel()
	}
}

// Accepts is the one stale-message check: whether a message of generation
// gen belongs to this run (a nil run accepts nothing).
func (r *Run) Accepts(gen uint64) bool { return r != nil && gen == r.Gen }

// Progress accepts a progress message: the snapshot and the Cmd that
// waits for the next one, or ok false for a stale message (not re-armed:
// its search ends on its own).
func (r *Run) Progress(msg ProgressMsg) (snap engine.Snapshot, next tea.Cmd, ok bool) {
	if !r.Accepts(msg.Gen) {
		return engine.Snapshot{}, nil, false
	}
	return msg.Snap, wait(msg.Gen, msg.progress, msg.done), true
}

// AutoplayAfter returns a timer (Tick) that delivers its AutoplayMsg
// after d: the pause between two engines' moves.
func AutoplayAfter(d time.Duration) (Run, tea.Cmd) {
	return Tick(d, func(gen uint64) tea.Msg { return AutoplayMsg{Gen: gen} })
}

// Tick returns a timer as a Run and the Cmd that delivers msg(gen) after
// d: a screen's pauses and animation steps are told from a later one's by
// the same check as a search's messages (Run.Accepts), and the zero Run,
// no timer, accepts none.
func Tick(d time.Duration, msg func(gen uint64) tea.Msg) (Run, tea.Cmd) {
	gen := NextGen()
	return Run{Gen: gen}, tea.Tick(d, func(time.Time) tea.Msg { return msg(gen) })
}

// SeqDoneMsg is the end of a sequence of searches (StartSeq): their
// results in order, or the first error.
type SeqDoneMsg struct {
	Gen uint64
	Res []engine.Result
	Err error
}

// StartSeq builds a player for each configuration with env.NewPlayer and
// runs their searches one after another on a clone of pos, without
// progress, in one goroutine counted by env.Searches; the run's Cancel (or
// the program's end) stops it. The study's side-by-side comparison of flat
// and uct runs this way, so it is counted, cancellable and built by the
// same factory as every other player.
func StartSeq(env Env, cfgs []engine.Config, pos variants.Position) (Run, tea.Cmd) {
	gen := NextGen()
	ctx, cancel := context.WithCancel(env.Ctx)
	done := make(chan SeqDoneMsg, 1)
	pos = pos.Clone()
	env.Searches.Add(1)
	go func() {
		defer env.Searches.Done()
		defer cancel()
		msg := SeqDoneMsg{Gen: gen}
		for _, c := range cfgs {
			p, err := env.NewPlayer(c)
			if err != nil {
				msg.Err = err
				break
			}
			r, err := p.Search(ctx, pos, nil)
			CloseNow(p)
			if err != nil {
				msg.Err = err
				break
			}
			msg.Res = append(msg.Res, r)
		}
		done <- msg
	}()
	return Run{Gen: gen, Side: pos.ToMove(), cancel: cancel}, func() tea.Msg { return <-done }
}
