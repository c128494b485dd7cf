package engine

import (
	"context"
	"math"
	"sync"
	"sync/atomic"
	"time"

	"rollout/variants"
)

// spread runs rollouts spread evenly over a set of root moves, Roller's
// scheme, shared by the flat and roulette players. Work is cut into units:
// unit u is rollout number u/len(active) of active move u%len(active),
// with its own random stream, so the statistics of a rollout budget do not
// depend on how many workers share the units or in which order they finish.
type spread struct {
	cfg      Config
	name     string
	root     variants.Position
	legal    []variants.Move // every legal root move: the rows of the table
	texts    []string        // their display texts
	notes    []string        // per legal move, set by the player (pruned...)
	active   []int           // indices into legal that get rollouts
	children []variants.Position
	base     uint64
	limit    int64 // units to run; 0 = until stopped
	best     func(ts []tally, texts []string) int
	// scored says whether the table shows Tong's accumulated score
	// (roulette chooses by it; to flat it means nothing).
	scored bool
	// most is the most units one active move can get: the limit over
	// the active moves, rounded up (unit u goes to u%len(active)); 0
	// with no limit (Snapshot.MostRollouts).
	most int64
	// finalize, if set, edits the final snapshot before it is published
	// (roulette sets its wheel's choice there).
	finalize func(*Snapshot)

	next atomic.Int64 // next unclaimed unit
	halter
	// deadline is the time budget as the workers enforce it (see uct.go).
	deadline deadline
	// mu guards what workers merge into and the publisher reads.
	mu      sync.Mutex
	tallies []tally // per legal move
	done    int64
	start   time.Time
}

// newSpread prepares a search over the given active moves of root.
// best picks the move a player would choose from the tallies and the
// moves' texts (an index into legal), for snapshots.
func newSpread(cfg Config, name string, root variants.Position, legal []variants.Move, active []int, best func(ts []tally, texts []string) int) *spread {
	s := &spread{
		cfg:     cfg,
		name:    name,
		root:    root,
		legal:   legal,
		texts:   moveTexts(root, legal),
		notes:   make([]string, len(legal)),
		active:  active,
		base:    searchSeed(cfg.Seed, root.Encode()),
		limit:   cfg.Budget.Rollouts,
		best:    best,
		tallies: make([]tally, len(legal)),
		start:   time.Now(), // the budget's clock runs from here
	}
	s.deadline = newDeadline(s.start, cfg.Budget.Time, nil)
	if n := int64(len(active)); s.limit > 0 && n > 0 {
		s.most = (s.limit + n - 1) / n
	}
	for _, i := range active {
		c := root.Clone()
		c.Play(legal[i])
		s.children = append(s.children, c)
	}
	return s
}

// moveTexts renders each move in the display notation, once per search.
func moveTexts(p variants.Position, moves []variants.Move) []string {
	texts := make([]string, len(moves))
	for i, m := range moves {
		texts[i] = p.EncodeMove(m, variants.Display)
	}
	return texts
}

// run searches until the budget is spent or ctx is cancelled, streaming
// snapshots to progress (closed before run returns), and returns the final
// snapshot.
func (s *spread) run(ctx context.Context, progress chan Snapshot) Snapshot {
	workers := workerCount(s.cfg)
	var wg sync.WaitGroup
	finished := make(chan struct{})
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			background(s.cfg)
			s.work(kernelFor(s.root, s.cfg))
		}()
	}
	go func() { wg.Wait(); close(finished) }()
	return drive(ctx, s.start, s.cfg.Budget.Time, progress, finished, s.halt, s.snapshot, s.finalize)
}

// work claims chunks of units until the budget is spent or the search is
// stopped. Chunks grow while they are quick, so cheap games do not contend
// on the counter and the lock, and slow ones still merge often.
func (s *spread) work(k *kernel) {
	local := make([]tally, len(s.legal))
	chunk := int64(1)
	// The first chunk (one unit) runs whatever the clock and the stop
	// flag say: a worker that starts late (a starved machine, -race)
	// after the deadline or the coordinator's timer still runs it, so a
	// search always answers with a rollout behind its move.
	for started := false; !started || !s.stopped(); started = true {
		if started && s.deadline.passed() {
			s.halt(StopTime)
			return
		}
		first := s.next.Add(chunk) - chunk
		last := first + chunk
		if s.limit > 0 {
			if first >= s.limit {
				return
			}
			last = min(last, s.limit)
		}
		began := time.Now()
		for u := first; u < last; u++ {
			if started && s.stopped() {
				break
			}
			i, sm := s.unit(k, u)
			local[i].add(sm)
		}
		s.merge(local)
		chunk = nextChunk(chunk, time.Since(began))
	}
}

// unit runs work unit u: rollout number u/len(active) through active
// move u%len(active), with the unit's own random stream. It returns the
// move's index in legal and the rollout's sample. The flat players'
// workers and the study Stepper both run units through it.
func (s *spread) unit(k *kernel, u int64) (int, sample) {
	a := u % int64(len(s.active))
	return s.active[a], k.run(s.children[a], 1, s.base, uint64(u))
}

// merge adds a worker's local tallies to the shared ones, clears them, and
// applies the target standard-error stop.
func (s *spread) merge(local []tally) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for i := range local {
		s.done += local[i].n
		s.tallies[i].merge(&local[i])
		local[i] = tally{}
	}
	if s.cfg.Budget.TargetSE > 0 && !s.stopped() {
		if why := s.targetReached(); why != "" {
			s.halt(why)
		}
	}
}

// targetReached applies Budget.TargetSE to the spread's tallies, the best
// move being the one with the highest mean. Called with mu held.
func (s *spread) targetReached() StopReason {
	bi := -1
	for _, i := range s.active {
		if bi < 0 || s.tallies[i].mean() > s.tallies[bi].mean() {
			bi = i
		}
	}
	return seStop(s.cfg.Budget, s.tallies, s.active, s.done, bi)
}

// seStop applies Budget.TargetSE once MinRollouts (default 100 per active
// move) are in and every active move has two: the best move's standard
// error is below the target ("target-se"), or it leads the runner-up (the
// best mean among the other active moves) by Separation combined standard
// errors ("separation"). best is the player's choice (flat: highest mean;
// uct: most visited); "" means go on.
func seStop(b Budget, ts []tally, active []int, done int64, best int) StopReason {
	minimum := b.MinRollouts
	if minimum <= 0 {
		minimum = 100 * int64(len(active))
	}
	if done < minimum || best < 0 {
		return ""
	}
	ri := -1
	for _, i := range active {
		if ts[i].n < 2 {
			return ""
		}
		if i != best && (ri < 0 || ts[i].mean() > ts[ri].mean()) {
			ri = i
		}
	}
	bt := &ts[best]
	if bt.stdErr() < b.TargetSE {
		return StopTargetSE
	}
	if ri >= 0 {
		sep := b.Separation
		if sep <= 0 {
			sep = 3
		}
		run := &ts[ri]
		se := math.Hypot(bt.stdErr(), run.stdErr())
		if se > 0 && bt.mean()-run.mean() > sep*se {
			return StopSeparation
		}
	}
	return ""
}

// snapshot copies the shared state into a value the UI can keep.
func (s *spread) snapshot() Snapshot {
	s.mu.Lock()
	ts := append([]tally(nil), s.tallies...)
	done := s.done
	s.mu.Unlock()
	snap := baseSnapshot(s.name, s.cfg.Budget, s.start, done, ts, s.active)
	snap.Policy = s.cfg.Knowledge()
	snap.MostRollouts = s.most
	for i := range s.legal {
		snap.Moves[i] = ts[i].stats(s.legal[i], s.texts[i])
		snap.Moves[i].Note = s.notes[i]
		if !s.scored {
			snap.Moves[i].Score = 0
		}
	}
	if s.cfg.Estimator == RaoBlackwell {
		snap.VarianceRatio = varianceRatio(ts)
	}
	if done > 0 {
		b := s.best(ts, s.texts)
		snap.Best, snap.BestText = s.legal[b], s.texts[b]
	}
	return snap
}

// baseSnapshot fills in what every search's snapshot shares: the player,
// the clock, the rollout count and rate, the share of the budget used, and
// a row for every legal move (ts has one tally per legal move) for the
// caller to fill.
func baseSnapshot(name string, b Budget, start time.Time, done int64, ts []tally, active []int) Snapshot {
	elapsed := time.Since(start)
	snap := Snapshot{
		Player:   name,
		Elapsed:  elapsed,
		Rollouts: done,
		Progress: budgetProgress(b, elapsed, done, ts, active),
		Moves:    make([]MoveStats, len(ts)),
	}
	if elapsed > 0 {
		snap.Rate = float64(done) / elapsed.Seconds()
	}
	return snap
}

// budgetProgress is the share of the budget used: the largest share of any
// bounded limit, or -1 when nothing bounds the search.
func budgetProgress(b Budget, elapsed time.Duration, done int64, ts []tally, active []int) float64 {
	if !b.Bounded() {
		return -1
	}
	p := 0.0
	if b.Time > 0 {
		p = max(p, float64(elapsed)/float64(b.Time))
	}
	if b.Rollouts > 0 {
		p = max(p, float64(done)/float64(b.Rollouts))
	}
	if b.TargetSE > 0 {
		worst := 0.0
		for _, i := range active {
			worst = max(worst, ts[i].stdErr())
		}
		if worst > 0 {
			p = max(p, b.TargetSE/worst)
		}
	}
	return min(p, 1)
}

// bestMean picks the active move with the highest mean, by the one
// order of a table by mean (CompareByMean): ties go to more rollouts,
// then to the move's text in root's order (VisitOrder), so the move flat plays is the
// first row of its table (Rows) and of the screens' (it went to the
// earlier legal move, which both tables listed below another). A move
// not yet rolled out is chosen only while none is.
func bestMean(root variants.Position, active []int) func(ts []tally, texts []string) int {
	byMean := CompareByMean(root)
	return func(ts []tally, texts []string) int {
		row := func(i int) MoveStats { return MoveStats{Rollouts: ts[i].n, Mean: ts[i].mean(), Text: texts[i]} }
		best := active[0]
		for _, i := range active[1:] {
			if ts[i].n == 0 {
				continue
			}
			if ts[best].n == 0 || byMean(row(i), row(best)) < 0 {
				best = i
			}
		}
		return best
	}
}
