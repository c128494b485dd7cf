package engine

import (
	"context"
	"strings"
	"time"

	"rollout/variants"
)

// Stepper runs one worker of a Monte Carlo player one phase or one
// iteration at a time and reports what each phase did, for study mode and
// for `rollout study`. It runs the players' own code (the uct tree's
// descend, expand, simulate and backpropagate; flat's and roulette's work
// units), so after K iterations its tree is the tree the player with the
// same seed, budget and one worker builds.
//
// A Stepper is deterministic (the same Config and position give the same
// events) and not safe for concurrent use: one goroutine drives it. Each
// call returns when its work is done; Step and Iterate take microseconds
// (a chess rollout: milliseconds), Run and RunContext as long as the
// iterations asked for. Everything it returns is a value copy.
type Stepper struct {
	cfg   Config
	name  string
	root  variants.Position
	legal []variants.Move
	texts []string
	all   []int
	start time.Time
	next  Phase
	iter  int64 // iterations completed
	// solved caches exact values per node (for the side that moved into
	// it), when the variant has a solver.
	solved      map[NodeID]int8
	exactValues *ExactValues // shared by every Stepper At rebuilds

	// uct players: the tree, and the walk state between phases.
	t      *tree
	leaf   int32
	depth  int
	pend   sample // the simulation's sample, for backpropagation
	rbBuf  rbTrace
	recBuf []variants.Move // the moves of a recorded rollout
	treeOK bool            // the player grows a tree (uct, uct-roulette)

	// flat players: the spread of work units and this iteration's arm.
	sp   *spread
	k    *kernel
	arm  int // index into legal of the move this iteration goes through
	unit int64
}

// Steppable lists the players a Stepper can run, in display order: every
// player that runs rollouts and keeps statistics (PlayerInfo.Statistics),
// since those are the searches with phases to show; not alphabeta, whose
// statistics are an alpha-beta search's nodes (NeedsAlphaBeta).
var Steppable = steppable()

func steppable() []string {
	var names []string
	for _, r := range registry {
		if r.info.Statistics && !r.info.NeedsAlphaBeta {
			names = append(names, r.info.Name)
		}
	}
	return names
}

// NewStepper prepares a study of pos (which it does not keep) by the
// player cfg.Player names, with cfg's seed, estimator, ply cap,
// exploration constant (0: the game's, ForGame) and node budget; its budget and workers are
// ignored (a Stepper is one worker and runs what it is asked to). The
// position must have a legal move.
func NewStepper(cfg Config, pos variants.Position) (*Stepper, error) {
	p, err := New(cfg.ForGame(pos))
	if err != nil {
		return nil, err
	}
	cfg = p.Config()
	if err := CheckSelect(cfg, pos); err != nil {
		// PUCT without priors would step UCB1 under PUCT's name.
		return nil, err
	}
	switch p.(type) {
	case *uct, *flat, *roulette:
	default:
		return nil, errorf("%s has no search to step (study: %s)", cfg.Player, strings.Join(Steppable, ", "))
	}
	moves, err := rootMoves(pos)
	if err != nil {
		return nil, err
	}
	cfg = cfg.withCentre(pos, 0).withTrade(pos)
	s := &Stepper{
		cfg: cfg, name: p.Name(), root: pos.Clone(), legal: moves,
		texts: moveTexts(pos, moves), all: make([]int, len(moves)),
		start: time.Now(), solved: make(map[NodeID]int8), exactValues: NewExactValues(),
	}
	for i := range s.all {
		s.all[i] = i
	}
	base := searchSeed(cfg.Seed, pos.Encode())
	switch u := p.(type) {
	case *uct:
		s.treeOK = true
		s.t = newTree(cfg.NodeBudget, cfg.Exploration, u.roulette)
		s.t.reset(pos)
		s.t.prepare(pos, cfg, base, 0)
	default: // flat or roulette: spread's work units, one per iteration
		active := s.all
		var notes []string
		best := bestMean(s.root, active)
		if _, ok := p.(*roulette); ok {
			active, notes, _ = planRoulette(s.root, moves)
			best = bestScore(active)
		}
		s.sp = newSpread(cfg, s.name, s.root, moves, active, best)
		s.sp.scored = notes != nil // roulette's table shows its wheel score
		if notes != nil {
			copy(s.sp.notes, notes)
		}
		s.sp.start = s.start
		s.k = kernelFor(s.root, cfg)
	}
	return s, nil
}

// Player is the name of the player being stepped.
func (s *Stepper) Player() string { return s.name }

// Config is the stepper's configuration, defaults filled in.
func (s *Stepper) Config() Config { return s.cfg }

// Position returns a copy of the studied position.
func (s *Stepper) Position() variants.Position { return s.root.Clone() }

// Next is the phase the next Step runs.
func (s *Stepper) Next() Phase { return s.next }

// Iterations is the number of iterations completed (a phase-stepped
// iteration counts once its backpropagation is done).
func (s *Stepper) Iterations() int64 { return s.iter }

// Decided reports whether the search is over for the player: a uct root
// move is proven won, so the player would stop here and more iterations
// cannot change its choice. Step still runs; Run and RunContext stop.
func (s *Stepper) Decided() bool { return s.treeOK && s.t.decided() }

// Step runs the next phase and returns what it did.
func (s *Stepper) Step() Event {
	ev := Event{Iteration: s.iter + 1, Phase: s.next}
	switch s.next {
	case PhaseSelect:
		ev.Select = s.selectPhase()
		s.next = PhaseSimulate
		if s.treeOK {
			s.next = PhaseExpand
		}
	case PhaseExpand:
		ev.Expand = s.expandPhase()
		s.next = PhaseSimulate
	case PhaseSimulate:
		ev.Simulate = s.simulatePhase()
		s.next = PhaseBackprop
	case PhaseBackprop:
		ev.Backprop = s.backpropPhase()
		s.iter++
		s.next = PhaseSelect
	}
	return ev
}

// Iterate runs the rest of the current iteration (a whole one if none is
// under way) and returns its events, one per phase run.
func (s *Stepper) Iterate() []Event {
	evs := []Event{s.Step()}
	for s.next != PhaseSelect {
		evs = append(evs, s.Step())
	}
	return evs
}

// Run runs up to k iterations at full speed without events (finishing
// the one under way counts as one) and returns how many it ran: fewer
// than k only once Decided.
func (s *Stepper) Run(k int64) int64 {
	var done int64
	for s.next != PhaseSelect && done < k {
		s.Step()
		if s.next == PhaseSelect {
			done++
		}
	}
	for done < k && !s.Decided() {
		s.iterate()
		done++
	}
	return done
}

// iterate runs one whole iteration with the player's own loop body.
func (s *Stepper) iterate() {
	if s.treeOK {
		s.t.iterate()
	} else {
		i, sm := s.sp.unit(s.k, s.unit)
		s.sp.tallies[i].add(sm)
		s.sp.done++
		s.unit++
	}
	s.iter++
}

// RunContext runs whole iterations at full speed until ctx is cancelled
// or the search is Decided, offering a Snapshot on progress (if not nil)
// about every 100 ms without ever blocking on a slow reader (a newer
// snapshot replaces one not yet taken), then the final one; it closes
// progress and returns the final snapshot. While it runs, no other method
// may be called.
func (s *Stepper) RunContext(ctx context.Context, progress chan Snapshot) Snapshot {
	for s.next != PhaseSelect {
		s.Step()
	}
	last := time.Now()
	for ctx.Err() == nil && !s.Decided() {
		for range 16 {
			s.iterate()
		}
		if progress != nil && time.Since(last) >= publishInterval {
			offer(context.Background(), progress, s.Snapshot())
			last = time.Now()
		}
	}
	final := s.Snapshot()
	if progress != nil {
		offer(context.Background(), progress, final)
		close(progress)
	}
	return final
}

// Snapshot is the root table as the player would show it now: every
// legal root move's statistics, and the move the player would choose.
func (s *Stepper) Snapshot() Snapshot {
	if !s.treeOK {
		return s.sp.snapshot()
	}
	ts := make([]tally, len(s.legal))
	proofs := make([]proof, len(s.legal))
	s.t.rootTallies(ts, proofs)
	snap := uctTable(s.root, s.name, s.cfg, s.start, s.iter, len(s.t.nodes), ts, proofs, s.legal, s.texts, s.all)
	if s.t.a > 0 {
		// The minimax column the player's table has (publishMinimax),
		// so a study of implicit minimax can show what selection blends.
		snap.Minimax = true
		for c := s.t.nodes[0].child; c >= 0; c = s.t.nodes[c].next {
			for i, m := range s.legal {
				if m == s.t.nodes[c].move {
					snap.Moves[i].Minimax = s.cfg.pawnMean(float64(s.t.nodes[c].h))
				}
			}
		}
	}
	return snap
}
