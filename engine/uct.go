package engine

import (
	"context"
	"math"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"rollout/variants"
)

// uct is Monte Carlo tree search with UCB1 selection (Kocsis and
// Szepesvari 2006): each iteration walks down a tree of positions choosing
// the child with the best upper confidence bound, adds one node, runs one
// random rollout from it and backs the result up the path. Unlike flat it
// looks at the opponent's replies, so it converges to the minimax move.
//
// Parallelism is at the root: under a time budget each worker grows its
// own tree with its own seed stream for the whole time, and the root
// statistics are summed across trees. Under an iteration budget one tree
// gets every iteration (see uctWorkers), so a rollout budget and a seed
// give the same move every time, on any number of cores. With
// Config.WorkerSpread the trees explore differently and each gets the
// whole iteration budget. Each tree is kept between the moves of a game
// and re-rooted at the new position.
type uct struct {
	cfg      Config
	name     string
	roulette bool
	trees    []*tree // one per worker, kept between searches of a game
	// now is the clock the workers read the deadline by (nil: time.Now);
	// tests replace it to see what the workers do at the deadline.
	now func() time.Time
	// paused is the last search when it was cancelled (nil otherwise):
	// what Resume goes on from.
	paused *pausedSearch
	// ab is the alpha-beta check's search (Config.ABCheck), kept with
	// its table between the moves of a game of abGame.
	ab     variants.AlphaBeta
	abGame *variants.Variant
}

// pausedSearch is a cancelled search as Resume needs it: the position,
// the time it ran and the iterations it made (all of them, the last
// chunk's too, which no snapshot may have shown).
type pausedSearch struct {
	pos     string
	elapsed time.Duration
	done    int64
}

func newUCT(cfg Config) Player { return &uct{cfg: cfg, name: "uct"} }

// newDefault is the default player: uct with the game's preset
// (Config.ForGame fills it in from the position).
func newDefault(cfg Config) Player { return &uct{cfg: cfg, name: DefaultPlayer} }

func newUCTRoulette(cfg Config) Player {
	return &uct{cfg: cfg, name: "uct-roulette", roulette: true}
}

func (u *uct) Name() string   { return u.name }
func (u *uct) Config() Config { return u.cfg }

// uctSearch is the shared state of one uct search: what the workers
// publish and the coordinator reads.
type uctSearch struct {
	cfg   Config
	name  string
	legal []variants.Move
	texts []string
	// root is the searched position, which orders the texts of equal
	// moves (VisitOrder).
	root variants.Position
	all  []int // every legal index: uct searches every move
	halter
	// proved is set when a worker stopped because its tree proved the
	// root's value: more iterations could not change the choice.
	proved atomic.Bool
	// deadline is the time budget as the workers enforce it.
	deadline deadline
	start    time.Time

	mu     sync.Mutex
	roots  [][]tally // per worker: its root children's statistics
	proofs [][]proof // per worker: its root children's proven values
	done   []int64   // per worker: iterations this search
	sizes  []int     // per worker: tree size
	// minimax holds, per worker, its root children's implicit minimax
	// values (Config.Minimax; nil when off), for the table's column.
	minimax [][]float64
	// before is the iterations of the interrupted search this one
	// resumes (Resume), counted with its own.
	before int64
	// most is Snapshot.MostRollouts: the most visits a root move can
	// have by the search's end (mostVisits); 0 with no iteration budget.
	most int64
	// lines holds, per worker, the principal variation after each of its
	// most visited root moves (tree.rootLines), and deepest its tree's
	// deepest path this search; published every linesEvery and when the
	// worker stops.
	lines   [][][]variants.Move
	deepest []int
}

// linesEvery is how often a worker publishes its principal variations:
// often enough for the twice-a-second UCI info lines, seldom enough that
// walking them costs nothing measurable.
const linesEvery = 50 * time.Millisecond

func (u *uct) Search(ctx context.Context, pos variants.Position, progress chan Snapshot) (Result, error) {
	return u.search(ctx, pos, progress, 0, 0)
}

// resume goes on with the last search if it was of pos and cancelled
// (see Resume): on the kept tree, with the time and iterations it had
// spent counted against the budget and in every snapshot. Otherwise it
// searches afresh.
func (u *uct) resume(ctx context.Context, pos variants.Position, progress chan Snapshot) (Result, error) {
	if p := u.paused; p != nil && p.pos == pos.Encode() {
		return u.search(ctx, pos, progress, p.elapsed, p.done)
	}
	return u.search(ctx, pos, progress, 0, 0)
}

// search is Search with spent time and before iterations already done
// (a resumed search): the budget's clock starts spent ago and the
// iteration budget has before fewer to give.
func (u *uct) search(ctx context.Context, pos variants.Position, progress chan Snapshot, spent time.Duration, before int64) (Result, error) {
	began := time.Now().Add(-spent) // the budget's clock: tree setup counts against it
	u.paused = nil
	moves, err := searchMoves(pos, u.cfg.RootMoves, progress)
	if err != nil {
		return Result{}, err
	}
	if len(moves) == 1 {
		// No search, but the player's parts all the same: its table is
		// labelled as its others are (the default's visits, share, eval).
		snap := notedSnapshot(u.Name(), pos, moves, nil, 0)
		snap.Policy = u.cfg.ForGame(pos).Knowledge()
		return finish(snap, moves[0], StopForced, progress), nil
	}
	// The game's own exploration constant when none was given: a caller
	// that built the player without ForGame still searches chess at 0.35.
	cfg := u.cfg.ForGame(pos)
	workers := uctWorkers(cfg)
	if len(u.trees) != workers {
		u.trees = make([]*tree, workers)
		for w := range u.trees {
			u.trees[w] = newTree(cfg.NodeBudget/workers, cfg.Exploration, u.roulette)
		}
	}
	base := searchSeed(cfg.Seed, pos.Encode())
	cfg = cfg.withCentre(pos, u.trees[0].centre).withTrade(pos)
	// A tree kept to some root moves (Config.RootMoves) has a root and
	// proofs of its own: it is grown afresh, and so is the one after it.
	restricted := strings.TrimSpace(u.cfg.RootMoves) != ""
	for w, t := range u.trees {
		if restricted || t.only != nil {
			t.reset(pos)
			clear(t.proofs)
		} else if firstSideLead(pos, cfg.centre) != t.centre || !t.reroot(pos) {
			t.reset(pos)
		}
		t.only = nil
		if restricted {
			t.only = slices.Clone(moves)
		}
		t.prepare(pos, cfg, base, w)
	}
	// A win at once is played even where the tree has no room left for
	// the root's missing children (a full arena kept from the last move,
	// a small node budget), where the search would never make its node,
	// and under progressive widening, which makes the root's children
	// best prior first and may not reach a quiet-looking mate for
	// thousands of iterations (measured: Rxd5# unmade after 1,000).
	for _, t := range u.trees {
		if t.cramped(len(moves)) || t.pr != nil {
			if wins := winningMoves(pos, moves); len(wins) > 0 {
				return winAtOnce(u.Name(), cfg, pos, moves, wins, progress), nil
			}
			break
		}
	}
	check, treeTime := u.abCheckFor(ctx, pos, cfg, began)
	cfg.Budget.Time = treeTime
	var finalize func(*Snapshot)
	if check != nil {
		finalize = check.finalize
	}
	s := &uctSearch{
		cfg: cfg, name: u.Name(), legal: moves, texts: moveTexts(pos, moves), root: pos.Clone(),
		all:   make([]int, len(moves)),
		roots: make([][]tally, workers), proofs: make([][]proof, workers), done: make([]int64, workers), sizes: make([]int, workers),
		before: before, lines: make([][][]variants.Move, workers), deepest: make([]int, workers),
	}
	for i := range s.all {
		s.all[i] = i
	}
	for w := range s.roots {
		s.roots[w] = make([]tally, len(moves))
		s.proofs[w] = make([]proof, len(moves))
		u.trees[w].rootTallies(s.roots[w], s.proofs[w])
		s.sizes[w] = len(u.trees[w].nodes)
	}
	if n := u.cfg.Budget.Rollouts; n > 0 {
		s.most = mostVisits(s.roots, max(n-before, 0), cfg, workers)
	}
	s.start = began
	s.deadline = newDeadline(began, treeTime, u.now)
	var wg sync.WaitGroup
	finished := make(chan struct{})
	if cfg.sharesTree() {
		sh := newSharedTree(u.trees[0])
		limit := int64(-1) // no limit
		if n := u.cfg.Budget.Rollouts; n > 0 {
			limit = max(n-before, 0)
		}
		walkers := make([]*walker, workerCount(cfg))
		for w := range walkers { // all made before any walks the tree
			walkers[w] = sh.newWalker(cfg, base, w)
		}
		for w, wk := range walkers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				background(u.cfg)
				s.workShared(sh, wk, w == 0, limit)
			}()
		}
	}
	for w, t := range u.trees {
		if cfg.sharesTree() {
			break
		}
		share := int64(-1) // no limit
		if n := u.cfg.Budget.Rollouts; n > 0 {
			n = max(n-before, 0)
			share = n / int64(workers)
			if int64(w) < n%int64(workers) {
				share++
			}
			if cfg.WorkerSpread > 0 { // every tree its own opinion of the whole budget
				share = n
			}
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			background(u.cfg)
			s.work(w, t, share)
		}()
	}
	go func() { wg.Wait(); close(finished) }()
	snap := drive(ctx, s.start, treeTime, progress, finished, s.halt, s.snapshot, finalize)
	if snap.Rollouts == before {
		if err := ctx.Err(); err != nil {
			return Result{}, err
		}
	}
	res := Result{Snapshot: snap, Move: snap.Best, MoveText: snap.BestText, Stopped: s.stopReason()}
	if res.Stopped == StopRollouts && s.proved.Load() {
		res.Stopped = StopProven
	}
	if res.Stopped == StopCancelled {
		u.paused = &pausedSearch{pos: pos.Encode(), elapsed: snap.Elapsed, done: snap.Rollouts}
	}
	if snap.BestText == "" { // no iteration at all (a zero share)
		res.Move, res.MoveText = moves[0], s.texts[0]
	} else if cfg.Temperature > 0 {
		s.mu.Lock()
		ts, proofs := s.merged()
		s.mu.Unlock()
		r := unitFloat(splitmix64(base ^ uint64(snap.Rollouts) ^ 0x7e3b))
		choice := choose(s.root, ts, proofs, s.texts)
		if i := temperedChoice(ts, proofs, choice, cfg.Temperature, cfg.TemperatureMargin, r); i >= 0 {
			res.Move, res.MoveText = moves[i], s.texts[i]
			res.Snapshot.Best, res.Snapshot.BestText = moves[i], s.texts[i]
			res.Snapshot.Drawn = i != choice
		}
	}
	return res, nil
}

// mostVisits is the most visits a root move can have by the end of a
// search that has left iterations of its budget to run on trees whose
// root statistics (per tree, per move) it kept from the last search:
// the most any move kept, summed over the trees, plus every iteration
// left, on every tree under WorkerSpread (each tree runs the whole
// budget), else shared among them (search's shares and limit).
func mostVisits(roots [][]tally, left int64, cfg Config, trees int) int64 {
	if cfg.WorkerSpread > 0 && !cfg.sharesTree() {
		left *= int64(trees)
	}
	var kept int64
	for i := range roots[0] {
		var n int64
		for _, r := range roots {
			n += r[i].n
		}
		kept = max(kept, n)
	}
	return kept + left
}

// work runs iterations on one worker's tree until its share is done (-1:
// no limit), the deadline has passed or the search stops, publishing its
// root statistics after chunks sized by nextChunk, as spread's are.
func (s *uctSearch) work(w int, t *tree, share int64) {
	local := make([]tally, len(s.legal))
	proven := make([]proof, len(s.legal))
	chunk := int64(1)
	var done int64
	var lined time.Time // when the lines were last published
	// The first chunk (one iteration) runs whatever the clock and the
	// stop flag say: a worker that starts late (a starved machine, -race)
	// after the deadline or the coordinator's timer still runs it, so a
	// search always answers with a searched move.
	// now is the worker's clock at the chunk's start, read once a chunk
	// (the zero time for the first, which reads none): the deadline and
	// the settled test both go by it.
	var now time.Time
	for first := true; first || !s.stopped() && !t.decided() && (share < 0 || done < share); first = false {
		if !first {
			if now = s.deadline.now(); s.deadline.passedAt(now) {
				s.halt(StopTime)
				break
			}
		}
		n := chunk
		if share >= 0 {
			n = min(n, share-done)
		}
		began := time.Now()
		var i int64
		// A full arena ends the chunk: the tree recycles after the
		// iteration that filled it, not after a chunk sized by the
		// clock, so a seeded search with a rollout budget is the same
		// search however fast it ran. (A chunk still runs at least one
		// iteration, so it always makes progress.)
		for ; i < n && (first || !s.stopped()) && !t.decided() && (i == 0 || !t.full); i++ {
			t.iterate()
		}
		done += i
		t.rootTallies(local, proven)
		s.publish(w, local, proven, done, len(t.nodes), now)
		if t.full {
			t.recycle() // a long think goes on growing its tree
		}
		if t.ev != nil {
			s.publishMinimax(w, t)
		}
		if time.Since(lined) >= linesEvery {
			s.publishLines(w, t)
			lined = time.Now()
		}
		chunk = nextChunk(chunk, time.Since(began))
	}
	s.publishLines(w, t)
	if t.decided() {
		s.proved.Store(true)
	}
}

// publishLines hands worker w's principal variations and deepest path
// to the snapshots.
func (s *uctSearch) publishLines(w int, t *tree) {
	t.legal = t.rootLegal()
	lines := t.rootLines(len(s.legal))
	s.mu.Lock()
	s.lines[w], s.deepest[w] = lines, t.deepest
	s.mu.Unlock()
}

// publish replaces worker w's part of the shared statistics and applies
// the target standard-error stop and, by the worker's clock now (the
// zero time: not read yet), the settled stop to the merged root.
func (s *uctSearch) publish(w int, local []tally, proven []proof, done int64, size int, now time.Time) {
	s.mu.Lock()
	defer s.mu.Unlock()
	copy(s.roots[w], local)
	copy(s.proofs[w], proven)
	s.done[w], s.sizes[w] = done, size
	b := s.cfg.Budget
	if s.cfg.WorkerSpread > 0 { // an iteration budget is each tree's
		b.Rollouts *= int64(len(s.done))
	}
	if b.TargetSE <= 0 && b.Time <= 0 || s.stopped() {
		return
	}
	ts, proofs := s.merged()
	total := s.before
	for _, d := range s.done {
		total += d
	}
	if b.TargetSE > 0 {
		if why := s.targetReached(ts, proofs, total); why != "" {
			s.halt(why)
			return
		}
	}
	// Past the deadline the search ends by time, as the workers find.
	// A fixed think time spent to its end (Settle off) is never settled.
	// An iteration cap spent ends the search by its budget: with none
	// left every lead would read as settled.
	capped := b.Rollouts > 0 && total >= b.Rollouts
	if s.cfg.stopsEarly() && !capped && !now.IsZero() && !s.deadline.passedAt(now) {
		left := remainingIterations(b, total, now.Sub(s.start))
		if settledLead(s.root, ts, proofs, s.texts, left) {
			// The lead was judged by the clock at the chunk's start; a
			// chunk that ran past the deadline spent the whole budget,
			// so the search ended by time, not settled early.
			if s.deadline.passed() {
				s.halt(StopTime)
			} else {
				s.halt(StopSettled)
			}
		}
	}
}

// publishMinimax copies worker w's root minimax values (see node.h) for
// the snapshot, indexed by legal move as rootTallies does.
func (s *uctSearch) publishMinimax(w int, t *tree) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.minimax == nil {
		s.minimax = make([][]float64, len(s.roots))
	}
	if s.minimax[w] == nil {
		s.minimax[w] = make([]float64, len(s.legal))
	}
	t.legal = t.rootLegal()
	for c := t.nodes[0].child; c >= 0; c = t.nodes[c].next {
		if i := t.legalIndex(t.nodes[c].move); i >= 0 && i < len(s.minimax[w]) {
			s.minimax[w][i] = float64(t.nodes[c].h)
		}
	}
}

// targetReached applies Budget.TargetSE to uct's choice. A proven win
// settled as the trees settle it (decided: the shortest possible, or
// every root move proven) is exact, so it ends the search at once
// ("proven"); otherwise the test is spread's, on the choice against the
// moves not proven lost, which the tree stops visiting. Called with mu
// held.
func (s *uctSearch) targetReached(ts []tally, proofs []proof, done int64) StopReason {
	best := choose(s.root, ts, proofs, s.texts)
	if settled(ts, proofs) {
		return StopProven
	}
	open := make([]int, 0, len(ts))
	for i := range ts {
		if proofs[i].value != -1 || i == best {
			open = append(open, i)
		}
	}
	return seStop(s.cfg.Budget, ts, open, done, best)
}

// settled is decided's rule on the merged root: a root move without
// visits counts as one without a child.
func settled(ts []tally, proofs []proof) bool {
	shortest, unmade, open := -1, false, false
	for i, p := range proofs {
		switch p.value {
		case 1:
			if shortest < 0 || int(p.plies) < shortest {
				shortest = int(p.plies)
			}
		case 0:
			open = true
			unmade = unmade || ts[i].n == 0
		}
	}
	return settledBy(shortest, unmade, open)
}

// merged sums the workers' root statistics and combines their proofs (a
// proof in any tree is exact; of two lengths for the same move, the
// shorter is the tighter bound). Called with mu held.
func (s *uctSearch) merged() ([]tally, []proof) {
	ts := make([]tally, len(s.legal))
	proofs := make([]proof, len(s.legal))
	for w, r := range s.roots {
		for i := range r {
			ts[i].merge(&r[i])
			p := s.proofs[w][i]
			if p.value != 0 && (proofs[i].value == 0 || p.plies < proofs[i].plies) {
				proofs[i] = p
			}
		}
	}
	return ts, proofs
}

// choose is uct's choice: the proven win with the shortest line if there
// is one; otherwise the root move with the most visits among those not
// proven lost; if every move is proven lost, the one with the longest
// line (the stubbornest defence), then the most visits. Equal visits go
// as VisitOrder ranks them: the higher mean, then the move's text in
// root's order (texts per legal move; nil leaves equal means in legal
// order). A
// near-certain win is converted (wonChoice): where the most visited
// move's mean is a near-certain win, the best of the near-certain moves
// is played.
func choose(root variants.Position, ts []tally, proofs []proof, texts []string) int {
	best := visitChoice(root, ts, proofs, texts)
	if best >= 0 && proofs[best].value == 0 {
		return wonChoice(ts, proofs, best)
	}
	return best
}

// The near-certain win's bounds (wonChoice).
const (
	// nearCertain is the mean from which a move is taken as won: about
	// +800 cp on the evaluation's logistic (chess, Rollerball), or 99
	// rollouts won in 100.
	nearCertain = 0.98
	// wonShare is the least share of the most visited move's visits a
	// near-certain move needs to be chosen over it: enough search that
	// its mean is not a lucky few.
	wonShare = 4
	// wonVisits is the least number of visits a near-certain mean is
	// read from, the most visited move's included: under 100 a single
	// lost rollout takes a mean below nearCertain (1 - 2/n), so a
	// near-certain mean on fewer says only that a few rollouts all won
	// (12 iterations of tic-tac-toe played b2, one rollout won in 7
	// plies, over three moves of two wins each).
	wonVisits = 100
)

// wonChoice converts a won position (issue 26 defect 3). When the most
// visited move (best) is a near-certain win, every move with at least a
// quarter of its visits and a near-certain mean is worth the same to
// the visit count: in a won position each reads +1.000, the tree
// spreads its visits evenly over them, and playing the most visited
// shuffled a won Rollerball ending to a draw by the move limit. Among
// them the choice is the best evaluation, the highest mean (a capture
// that takes the evaluation from 0.99980 to 0.99989 is seen), then the
// shortest win, the fewest plies a rollout took to end (equal means of
// 1 when every rollout is won), then the visits. Below nearCertain, or
// on fewer than wonVisits visits, nothing changes: the most visited
// move is played, and a move is played on fewer visits only when it is
// proven won (visitChoice).
func wonChoice(ts []tally, proofs []proof, best int) int {
	if ts[best].n < wonVisits || ts[best].mean() < nearCertain {
		return best
	}
	pick := best
	for i := range ts {
		t, p := &ts[i], &ts[pick]
		if i == pick || proofs[i].value != 0 || t.n < wonVisits || t.n*wonShare < ts[best].n || t.mean() < nearCertain {
			continue
		}
		if tm, pm := t.mean(), p.mean(); tm != pm {
			if tm > pm {
				pick = i
			}
			continue
		}
		// Equal means: the shorter rollouts, compared without division.
		if tp, pp := t.plies*p.n, p.plies*t.n; tp != pp {
			if tp < pp {
				pick = i
			}
			continue
		}
		if t.n > p.n {
			pick = i
		}
	}
	return pick
}

// visitChoice is choose's rule before the conversion of won positions.
func visitChoice(root variants.Position, ts []tally, proofs []proof, texts []string) int {
	best := -1
	lostAll := true
	for i, p := range proofs {
		if p.value == 1 && (best < 0 || p.plies < proofs[best].plies) {
			best = i
		}
		lostAll = lostAll && p.value == -1
	}
	if best >= 0 {
		return best
	}
	for i := range ts {
		if proofs[i].value == -1 && !lostAll {
			continue
		}
		if best < 0 {
			best = i
			continue
		}
		if lostAll && proofs[i].plies != proofs[best].plies {
			if proofs[i].plies > proofs[best].plies {
				best = i
			}
			continue
		}
		if visitRank(root, ts, texts, i, best) < 0 {
			best = i
		}
	}
	return best
}

// visitRank is VisitOrder on the legal moves i and j of ts at root, by
// texts where given.
func visitRank(root variants.Position, ts []tally, texts []string, i, j int) int {
	var ti, tj string
	if texts != nil {
		ti, tj = texts[i], texts[j]
	}
	return VisitOrder(root, ts[i].n, ts[i].mean(), ti, ts[j].n, ts[j].mean(), tj)
}

// winAtOnce is the result of a root where the moves wins (indices into
// moves) end the game at once: the first of them, each noted and proven
// in one ply, no iterations run.
func winAtOnce(name string, cfg Config, pos variants.Position, moves []variants.Move, wins []int, progress chan Snapshot) Result {
	// notedResult's table, with what uct's tables say beyond it: the
	// parts in play and each win's proof (won in one ply).
	snap := notedSnapshot(name, pos, moves, winNotes(len(moves), wins), wins[0])
	snap.Policy = cfg.Knowledge()
	for _, i := range wins {
		snap.Moves[i].Proof = 1
	}
	return finish(snap, moves[wins[0]], StopOneMoveWin, progress)
}

// proofNotes names a root move's proven value for the table.
var proofNotes = map[int8]string{1: "proven win", -1: "proven loss"}

// snapshot merges the workers' root statistics into a value snapshot,
// with each move's UCB1 value at the merged root.
func (s *uctSearch) snapshot() Snapshot {
	s.mu.Lock()
	ts, proofs := s.merged()
	done := s.before
	nodes := 0
	for w := range s.done {
		done += s.done[w]
		nodes += s.sizes[w]
	}
	snap := uctTable(s.root, s.name, s.cfg, s.start, done, nodes, ts, proofs, s.legal, s.texts, s.all)
	// Each move's line from the tree that visited it most.
	snap.Lines = make([][]variants.Move, len(snap.Moves))
	for i := range snap.Moves {
		var most int64 = -1
		for w, ls := range s.lines {
			if ls != nil && ls[i] != nil && s.roots[w][i].n > most {
				snap.Lines[i], most = ls[i], s.roots[w][i].n
			}
		}
	}
	snap.Trees = len(s.done)
	snap.MostRollouts = s.most
	for _, d := range s.deepest {
		snap.SelDepth = max(snap.SelDepth, d)
	}
	if s.minimax != nil {
		// The mean over the workers' trees of each move's minimax value.
		snap.Minimax = true
		for i := range snap.Moves {
			sum, n := 0.0, 0
			for _, mm := range s.minimax {
				if mm != nil {
					sum += mm[i]
					n++
				}
			}
			snap.Moves[i].Minimax = s.cfg.pawnMean(sum / float64(max(n, 1)))
		}
	}
	s.mu.Unlock()
	return snap
}

// uctTable renders uct's root statistics (ts and proofs per legal move)
// as a snapshot, with each move's UCB1 value at the root, its figures
// on the pawn scale (pawnStats): shared by the player and the study
// Stepper.
func uctTable(root variants.Position, name string, cfg Config, start time.Time, done int64, nodes int, ts []tally, proofs []proof, legal []variants.Move, texts []string, all []int) Snapshot {
	snap := baseSnapshot(name, cfg.Budget, start, done, ts, all)
	snap.Policy = cfg.Knowledge()
	snap.TreeNodes = nodes
	var visits int64
	for i := range ts {
		visits += ts[i].n
	}
	logN := math.Log(float64(max(visits, 1)))
	for i := range legal {
		snap.Moves[i] = ts[i].stats(legal[i], texts[i])
		snap.Moves[i].Score = 0 // Tong's score means nothing to uct
		if ts[i].n > 0 {
			snap.Moves[i].UCB = ucb(&ts[i], logN, cfg.Exploration)
		}
		snap.Moves[i].Note = proofNotes[proofs[i].value]
		snap.Moves[i].Proof = int(proofs[i].value) * (1 + int(proofs[i].plies))
		cfg.pawnStats(&snap.Moves[i])
	}
	if cfg.Estimator == RaoBlackwell {
		snap.VarianceRatio = varianceRatio(ts)
	}
	if visits > 0 {
		b := choose(root, ts, proofs, texts)
		snap.Best, snap.BestText = legal[b], texts[b]
	}
	return snap
}

// prepare readies worker w's tree for a search of pos: its rollout
// kernel, its seed stream (from the search's base seed) and its
// iteration count. The uct player and the study Stepper both call it, so
// the same seed gives both the same iterations.
func (t *tree) prepare(pos variants.Position, cfg Config, base uint64, w int) {
	t.k = kernelFor(pos, cfg)
	t.c = cfg.Exploration
	t.a, t.w, t.ev, t.pr = 0, 0, nil, nil
	if ev, ok := t.pos.(variants.Evaluator); ok && cfg.Minimax > 0 {
		t.a, t.ev = cfg.Minimax, ev
	}
	t.mmk = int32(max(cfg.MinimaxChildren, 1))
	t.refreshAllU()
	if pr, ok := t.pos.(variants.Priorer); ok && cfg.Prior > 0 {
		t.w, t.pr = cfg.Prior, pr
		if cap(t.order) == 0 {
			t.order = newArena[uint8](t, t.capacity*orderPerNode, false)
			t.priors = make([]float64, 0, 256)
		}
	}
	// The root's priors may be seeded differently this search
	// (seedRoot): its expansion order is made again.
	if len(t.nodes) > 0 && t.nodes[0].kids < -1 {
		t.nodes[0].kids = -1
	}
	t.widen = cfg.widenK()
	t.puct, t.puctC, t.puctT, t.fpu = false, cfg.puctC(), cfg.puctTemperature(), 0
	if t.pr != nil && cfg.puct() {
		t.puct, t.fpu = true, cfg.FPU
		if cap(t.orderP) == 0 {
			// Indexed as order is, never appended to: its length is its
			// room.
			t.orderP = newArena[float32](t, t.capacity*orderPerNode, false)
			t.orderP = t.orderP[:cap(t.orderP)]
		}
	}
	t.rootC = cfg.RootExploration
	t.evalPr, t.priorEval = nil, 0
	if ep, ok := t.pos.(EvalPriorer); ok && cfg.PriorEval > 0 && t.pr != nil {
		t.evalPr, t.priorEval = ep, cfg.PriorEval
	}
	t.histW = 0
	if t.pr != nil && cfg.History > 0 {
		if t.hist == nil {
			t.hist = new(moveHistory)
		} else {
			t.hist.age()
		}
		t.histW, t.rootSide = cfg.History, t.rootPos.ToMove()
		t.histShrink, t.killB, t.histLate = historyShrink, cfg.HistoryKiller, cfg.HistoryLate
		if cfg.HistoryShrink > 0 {
			t.histShrink = cfg.HistoryShrink
		}
		for i := range t.killers {
			t.killers[i] = variants.NoMove
		}
		if cap(t.orderH) == 0 {
			t.orderH = newArena[float64](t, t.capacity*orderPerNode, false)
			t.orderH = t.orderH[:cap(t.orderH)]
		}
	} else {
		t.hist, t.killB, t.histLate = nil, 0, false
	}
	// Config.WorkerSpread: this worker's tree explores with its own
	// multiple of every exploration constant it selects by.
	f := spreadFactor(cfg.WorkerSpread, w)
	t.c, t.puctC, t.rootC = t.c*f, t.puctC*f, t.rootC*f
	// The evaluation's version is part of the position: every copy the
	// walk and the rollouts make from the root evaluates the same way.
	// An unknown name was refused before (CheckEval).
	configurePos(t.rootPos, cfg)
	configurePos(t.pos, cfg)
	t.seedRoot(cfg.RootDepth)
	if cfg.EvalCache && t.ev != nil {
		if t.evals == nil {
			t.evals = newEvalCache()
		}
		t.evals.reset()
	} else {
		t.evals = nil
	}
	t.ms, t.mateNew, t.mateExpand, t.mateVisits = nil, 0, 0, 0
	if ms, ok := t.pos.(MateSearcher); ok && (cfg.Mate > 0 || cfg.MateExpand > 0) {
		t.ms, t.mateNew, t.mateExpand, t.mateVisits = ms, cfg.Mate, cfg.MateExpand, int64(cfg.MateVisits)
	}
	t.tac, t.tacs, t.tactics = nil, tacParts{}, 0
	if ts, ok := t.pos.(Tactician); ok && cfg.Tactics > 0 && t.ev != nil {
		t.tac, t.tacs = ts, tacPartsOf(cfg)
	}
	// A kept subtree's root may have been a repetition draw below the
	// last root (Config.Draws): at the root it is searched whatever led
	// to it, so it is classified again.
	if len(t.nodes) > 0 && t.nodes[0].outcome.Over() && !t.rootPos.Outcome().Over() {
		t.nodes[0].outcome, t.nodes[0].moves = variants.Outcome{}, -1
	}
	t.draws, t.drawValue, t.fifty = nil, 0, false
	if r, ok := t.pos.(variants.Repeater); ok && cfg.Draws != DrawsOff {
		t.draws, t.fifty = r, cfg.Draws == DrawsAll
		if ev, ok := t.rootPos.(variants.Evaluator); ok && cfg.Draws == DrawsAll {
			t.drawValue = -contemptWeight * ev.Evaluate()
		}
	}
	t.setCentre(cfg)
	t.base = splitmix64(base ^ splitmix64(uint64(w)+0x5eed))
	t.sel.reseed(t.base, 0x7ee)
	t.iter = 0
	t.deepest = 0
}

// configurePos sets what of cfg is part of a search's positions: the
// evaluation's version and scale, the priors' order of quiet moves and
// the leaf search. An unknown name or a depth out of range was refused
// before (CheckEval, CheckQuietOrder, CheckQSearch, CheckEvalScale,
// CheckLeafDepth); 0 resets a kept position's leaf depth.
func configurePos(p variants.Position, cfg Config) {
	if ec, ok := p.(variants.EvalChooser); ok {
		ec.SetEval(cfg.Eval)
	}
	if qo, ok := p.(variants.QuietOrderer); ok {
		qo.SetQuietOrder(cfg.QuietOrder)
	}
	if qs, ok := p.(variants.QSearcher); ok {
		qs.SetQSearch(cfg.QSearch)
	}
	if es, ok := p.(variants.EvalScaler); ok {
		es.SetEvalScale(cfg.EvalScale)
	}
	if et, ok := p.(variants.EvalTrader); ok {
		et.SetEvalTrade(cfg.EvalTrade)
	}
	if ls, ok := p.(variants.LeafSearcher); ok {
		ls.SetLeafDepth(cfg.LeafDepth)
		ls.SetLeafChecks(cfg.LeafChecks)
	}
}

// deadline is a search's time budget as its workers enforce it: each
// worker reads the clock between chunks of iterations and stops the
// search once the budget is spent. The coordinator's timer alone broke
// the promise on a busy machine: its goroutine waits for a processor
// the workers hold (measured up to 158 ms late on a 1 s budget, load 25
// on 2 cores), and a worker in a long chunk noticed later still (up to
// 350 ms over). The timer stays as a backstop.
type deadline struct {
	at  time.Time // the zero time: no time limit
	now func() time.Time
}

// newDeadline is the deadline limit after start (none if limit is 0),
// read by now (nil: time.Now).
func newDeadline(start time.Time, limit time.Duration, now func() time.Time) deadline {
	if now == nil {
		now = time.Now
	}
	d := deadline{now: now}
	if limit > 0 {
		d.at = start.Add(limit)
	}
	return d
}

// passed reports whether the budget is spent.
func (d deadline) passed() bool { return d.passedAt(d.now()) }

// passedAt reports whether the budget is spent at the time now.
func (d deadline) passedAt(now time.Time) bool { return !d.at.IsZero() && !now.Before(d.at) }

// nextChunk sizes a worker's next chunk of iterations from how long the
// last one took: doubled while chunks are under 2 ms (so quick games do
// not contend on the shared lock), halved while they are over 8 ms, so a
// worker reads the deadline and the stop flag's company (publishing its
// statistics) at least every few milliseconds even as the machine's load
// changes. The stop flag itself is read at every iteration.
func nextChunk(chunk int64, took time.Duration) int64 {
	switch {
	case took < 2*time.Millisecond && chunk < 4096:
		return chunk * 2
	case took > 8*time.Millisecond && chunk > 1:
		return chunk / 2
	}
	return chunk
}

// uctWorkers is the number of trees a search grows: one per worker,
// except under an iteration budget, where one tree gets all of it.
// Splitting N iterations into W trees of N/W makes every tree weaker
// than one tree of N, and summing their visits does not make up for it:
// at nim 1 3 5 7, after the first move, the position 1 2 5 7 has three
// winning replies; one tree of 20,000 iterations found one for all of 20
// seeds, two trees of 10,000 missed for 6 of 20 (one tree of 10,000: 8
// of 20), which is how uct lost won games to perfect with two workers.
// Under a time budget every tree has the whole time, so nothing is
// split. With Config.WorkerSpread every tree has the whole iteration
// budget too: W trees of N iterations each are what W cores give at the
// time one tree of N takes, so a match at equal iterations measures what
// a second core adds at equal time, whatever the machine's load.
func uctWorkers(cfg Config) int {
	if cfg.sharesTree() || cfg.Budget.Rollouts > 0 && cfg.WorkerSpread == 0 {
		return 1
	}
	return workerCount(cfg)
}

// spreadFactor is what worker w multiplies the exploration constant by
// under Config.WorkerSpread f: f^e with e = 0, 1, -1, 2, -2, ... for
// workers 0, 1, 2, 3, 4, ..., so worker 0 searches as a single worker
// does and the others on either side of it; 1 with the spread off.
//
// Why the trees must differ: with a deterministic leaf (chess's
// default player evaluates each new leaf at once, no random rollout)
// and in-tree choices that draw nothing, every worker's tree is the same
// tree, iteration for iteration (the seed streams change nothing), and
// summing their visits doubles each move's count without changing their
// ratios: a second core bought no second opinion.
func spreadFactor(f float64, w int) float64 {
	if f <= 0 || w == 0 {
		return 1
	}
	e := float64((w + 1) / 2)
	if w%2 == 0 {
		e = -e
	}
	return math.Pow(f, e)
}
