package client

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"

	"rollout/engine"
	"rollout/internal/clip"
	"rollout/variants"
)

// Player plays the moves of an external UCI engine behind the
// engine.Player interface. The process starts at Start, or at the first
// search when nobody called Start, and lives until Close. Between searches it follows the game: a position one or two
// plies on from the last one searched continues the game ("position ...
// moves ..." with the whole history, so the engine sees repetitions);
// any other position starts a new game (ucinewgame).
type Player struct {
	spec Spec
	cfg  engine.Config

	mu     sync.Mutex // guards eng against Close during a search
	eng    *Engine
	closed bool
	// quit ends with Close, giving up a handshake under way (Close
	// returns at once even while an engine is starting).
	quit   context.Context
	cancel context.CancelFunc

	start string   // the game's start position text
	moves []string // the moves played from it (canonical texts)
	last  variants.Position
}

var _ engine.Player = (*Player)(nil)

// New returns a player for cfg, whose Player field is a spec
// ("uci:stockfish,Skill Level=0"). cfg.Budget applies unless the spec sets
// movetime, nodes or depth.
func New(cfg engine.Config) (*Player, error) {
	spec, err := ParseSpec(cfg.Player)
	if err != nil {
		return nil, err
	}
	quit, cancel := context.WithCancel(context.Background())
	return &Player{spec: spec, cfg: cfg, quit: quit, cancel: cancel}, nil
}

// Start runs the engine and completes its handshake now, if it is not
// running: a program that is not an engine, or an option it does not
// have, is refused when the player is chosen, not at its first move.
func (p *Player) Start() error {
	_, err := p.engine()
	return err
}

// Name returns "uci:" and the program's name.
func (p *Player) Name() string { return p.spec.Short() }

// Config returns the configuration the player was built with.
func (p *Player) Config() engine.Config { return p.cfg }

// Close ends the engine process (quit, then kill) and reaps it. The player
// cannot search afterwards.
func (p *Player) Close() error {
	p.mu.Lock()
	eng := p.eng
	p.eng, p.closed = nil, true
	p.mu.Unlock()
	p.cancel()
	if eng != nil {
		return eng.Close()
	}
	return nil
}

// engine returns the running engine, starting it if need be. The
// handshake runs without the lock, so Close never waits for it.
func (p *Player) engine() (*Engine, error) {
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		return nil, fmt.Errorf("uci: %s: the player is closed", p.spec.Command)
	}
	if e := p.eng; e != nil {
		p.mu.Unlock()
		return e, nil
	}
	p.mu.Unlock()
	e, err := StartContext(p.quit, p.spec)
	if err != nil {
		if p.quit.Err() != nil {
			return nil, fmt.Errorf("uci: %s: the player is closed", p.spec.Command)
		}
		return nil, err
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		e.Close()
		return nil, fmt.Errorf("uci: %s: the player is closed", p.spec.Command)
	}
	p.eng, p.last = e, nil
	return e, nil
}

// drop closes an engine that failed, so the next search starts a new one.
func (p *Player) drop(e *Engine) {
	p.mu.Lock()
	if p.eng == e {
		p.eng = nil
	}
	p.mu.Unlock()
	e.Close()
}

// Search asks the engine for a move in pos. Its info lines become
// snapshots on progress; cancelling ctx sends stop and returns the move
// the engine answers with. A crash, a hang or an illegal move is an error
// (the engine is closed; the next search starts it again).
func (p *Player) Search(ctx context.Context, pos variants.Position, progress chan engine.Snapshot) (engine.Result, error) {
	res, _, err := p.search(ctx, pos, p.goParams(), progress)
	return res, err
}

var _ engine.ClockSearcher = (*Player)(nil)

// SearchClocks asks the engine for a move in pos with both sides' clocks
// (clocks[variants.First] is White's): "go wtime W btime B winc I binc J",
// with movestogo when the mover's clock has one; the spec's movetime,
// nodes or depth, if it sets any, go along too. The engine keeps time by
// its own rule. took is the wall time from sending go to reading
// bestmove: what a GUI charges to the engine's clock (starting the
// engine's process and sending the position are not charged).
func (p *Player) SearchClocks(ctx context.Context, pos variants.Position, clocks [2]engine.Clock, progress chan engine.Snapshot) (engine.Result, time.Duration, error) {
	return p.search(ctx, pos, p.clockParams(pos.ToMove(), clocks), progress)
}

// clockParams is go's limits for a clocked search by mover: both clocks,
// plus the spec's own limits.
func (p *Player) clockParams(mover variants.Side, clocks [2]engine.Clock) GoParams {
	w, b := clocks[variants.First], clocks[variants.Second]
	g := GoParams{MoveTime: p.spec.MoveTime, Nodes: p.spec.Nodes, Depth: p.spec.Depth}
	return g.WithClocks(w.Left, b.Left, w.Increment, b.Increment, clocks[mover].MovesToGo)
}

// answeredEarly, in tenths of the movetime: a movetime search answered
// in less is engine.StopAnswered, not engine.StopTime (an engine answers
// a little before its movetime by its own overhead, never at a tenth of
// it left by chance).
const answeredEarly = 9

// search runs one go with limits g and returns the move, and the time
// from go to bestmove.
func (p *Player) search(ctx context.Context, pos variants.Position, g GoParams, progress chan engine.Snapshot) (engine.Result, time.Duration, error) {
	defer func() {
		if progress != nil {
			close(progress)
		}
	}()
	legal := pos.LegalMoves(nil)
	if o := pos.Outcome(); o.Over() || len(legal) == 0 {
		return engine.Result{}, 0, fmt.Errorf("uci: the game is over (%s)", o)
	}
	e, err := p.engine()
	if err != nil {
		return engine.Result{}, 0, err
	}
	if err := p.sendPosition(e, pos); err != nil {
		p.drop(e)
		return engine.Result{}, 0, err
	}
	// isready before go: whatever the engine said since its last answer
	// (a second bestmove) is dropped, not read as this search's answer.
	if err := e.Ready(); err != nil {
		p.drop(e)
		return engine.Result{}, 0, err
	}
	t := newTracker(p.Name(), pos, legal, g)
	began := time.Now()
	gr, err := e.Go(ctx, t.params, func(in Info) { t.add(in); t.offer(progress) })
	took := time.Since(began)
	if err != nil {
		p.drop(e)
		return engine.Result{}, took, err
	}
	m, err := pos.DecodeMove(gr.BestMove)
	if err != nil {
		p.drop(e)
		return engine.Result{}, took, fmt.Errorf("uci: %s sent an illegal bestmove %s in %s: %v", e.Name(), clip.Quote(gr.BestMove), pos.Encode(), err)
	}
	p.last = pos.Clone()
	stopped := engine.StopTime
	switch {
	case ctx.Err() != nil:
		stopped = engine.StopCancelled
	case t.params.clocks: // the engine's own clock rule ended it
		stopped = engine.StopClock
	case t.params.Nodes > 0 || t.params.Depth > 0:
		stopped = engine.StopRollouts
	case t.params.MoveTime > 0 && took < t.params.MoveTime*answeredEarly/10:
		stopped = engine.StopAnswered // its own reason, which UCI does not say
	}
	res := t.result(m, stopped)
	t.snap = res.Snapshot
	t.offer(progress)
	return res, took, nil
}

// goParams turns the spec and the budget into go's limits: the spec's
// movetime, nodes or depth if it sets any, else the budget's time and
// rollouts (as nodes); no limit at all is go infinite, which the caller
// ends by cancelling (analysis).
func (p *Player) goParams() GoParams {
	g := GoParams{MoveTime: p.spec.MoveTime, Nodes: p.spec.Nodes, Depth: p.spec.Depth}
	if g.MoveTime == 0 && g.Nodes == 0 && g.Depth == 0 {
		b := p.cfg.Budget
		g.MoveTime, g.Nodes = b.Time, b.Rollouts
		if g.MoveTime == 0 && g.Nodes == 0 {
			if b.TargetSE > 0 { // no meaning to an engine: a default time
				g.MoveTime = 10 * time.Second
			} else {
				g.Infinite = true
			}
		}
	}
	return g
}

// sendPosition tells the engine the position, as a continuation of the
// game when pos is one or two plies on from the last position searched.
func (p *Player) sendPosition(e *Engine, pos variants.Position) error {
	if ext, ok := continuation(p.last, pos); ok {
		p.moves = append(p.moves, ext...)
	} else {
		if p.last != nil {
			if err := e.NewGame(); err != nil {
				return err
			}
		}
		p.start, p.moves = pos.Encode(), nil
	}
	cmd := "position fen " + p.start
	if p.start == pos.Variant().Start().Encode() {
		cmd = "position startpos"
	}
	if len(p.moves) > 0 {
		cmd += " moves " + strings.Join(p.moves, " ")
	}
	return e.send(cmd)
}

// continuation returns the canonical texts of the one or two moves that
// lead from last to pos, if any do.
func continuation(last, pos variants.Position) ([]string, bool) {
	if last == nil || last.Variant() != pos.Variant() {
		return nil, false
	}
	want := pos.Encode()
	child, grand := last.Clone(), last.Clone()
	for _, m := range last.LegalMoves(nil) {
		child.CopyFrom(last)
		child.Play(m)
		if child.Encode() == want {
			return []string{last.EncodeMove(m, variants.Canonical)}, true
		}
		if child.Outcome().Over() {
			continue
		}
		for _, r := range child.LegalMoves(nil) {
			grand.CopyFrom(child)
			grand.Play(r)
			if grand.Encode() == want {
				return []string{last.EncodeMove(m, variants.Canonical), child.EncodeMove(r, variants.Canonical)}, true
			}
		}
	}
	return nil, false
}
