package uci

import (
	"context"
	"slices"
	"strings"
	"time"

	"rollout/engine"
	"rollout/variants"
	"rollout/variants/chess"
)

// infoEvery is how often a search prints an info line: twice a second.
const infoEvery = 500 * time.Millisecond

// debugf prints a line of the search's time plan in debug mode only
// (debug on): a GUI's thinking output stays its search's lines.
func (s *Session) debugf(format string, args ...any) {
	if s.debug {
		s.printf(format, args...)
	}
}

// goSearch starts a search of the current position in the background; it
// prints info lines while it runs and exactly one bestmove when it ends or
// is stopped. The bestmove is legal whenever the position has a legal
// move: in a position drawn by rule (threefold, 50 moves, insufficient
// material) the engine says so in an info string and still answers a
// move, since the GUI decides whether the draw is claimed; "0000" only
// answers a position with no legal move (mate, stalemate).
func (s *Session) goSearch(args []string) {
	began := time.Now()
	pos := s.pos.Clone()
	args = s.startPonder(args)
	hold := s.ponder
	plan := parseGo(args, pos)
	for _, n := range plan.notes {
		s.printf("info string %s", n)
	}
	legal := pos.LegalMoves(nil)
	if len(legal) == 0 {
		s.printf("info string no legal move: the game is over (%s)", chess.Variant.OutcomeText(pos.Outcome()))
		s.answer(plan, "0000")
		return
	}
	// The moves the answer may be: the legal ones, or those go
	// searchmoves keeps to.
	allowed := legal
	if len(plan.searchMoves) > 0 {
		allowed = plan.searchMoves
	}
	search := pos
	if o := pos.Outcome(); o.Over() {
		s.printf("info string the position is a draw by %s; searching on as if it were not claimed", o.Reason)
		search = unclaimed(pos)
		if o := search.Outcome(); o.Over() {
			s.printf("info string no move can change the result (%s); playing the first legal move", chess.Variant.OutcomeText(o))
			s.answer(plan, pos.EncodeMove(allowed[0], variants.Canonical))
			return
		}
	}
	budget := plan.budget
	limit, base := s.maxRollouts, s.cfg
	if lv, ok := s.levelConfig(); ok {
		// A level's iterations cap the search as -rollouts does: its
		// strength is its iterations' whatever the GUI's clock.
		base = lv
		if limit == 0 || lv.Budget.Rollouts < limit {
			limit = lv.Budget.Rollouts
		}
	}
	if limit > 0 {
		budget = engine.Budget{Rollouts: limit}
		if plan.budget.Rollouts > 0 {
			budget.Rollouts = min(plan.budget.Rollouts, limit)
		}
	}
	// A go movetime is the GUI's: counted from go's arrival, less what
	// stopping and answering take (movetimeBudget).
	movetime := plan.movetime && budget.Time > 0 && plan.clock == nil && hold == nil
	if movetime {
		budget.Time = movetimeBudget(plan.budget.Time, s.moveLag, time.Since(began))
		s.debugf("info string go movetime %d: searching %d ms, %d ms kept for the answer", plan.budget.Time.Milliseconds(),
			budget.Time.Milliseconds(), plan.budget.Time.Milliseconds()-budget.Time.Milliseconds())
	}
	// Seeded as every entry point seeds the engine for this side, so a
	// rollout budget gives the move analyze and the TUI would give.
	cfg := base.ForGame(pos)
	cfg.Budget = budget
	cfg.Seed = engine.PlayerSeed(s.cfg.Seed, pos.ToMove())
	// Options come in any order, so a selection rule the rest does not
	// allow (puct without the priors) is said when the player is built,
	// and the search selects by ucb.
	if err := engine.CheckSelect(cfg, pos); err != nil {
		if s.player == nil {
			s.printf("info string option Select %s is not played: %v; selecting by %s", cfg.Select, err, engine.SelectUCB)
		}
		cfg.Select = ""
	}
	if err := engine.CheckTactics(cfg, pos); err != nil {
		if s.player == nil {
			s.printf("info string option Tactics %d is not played: %v", cfg.Tactics, err)
		}
		cfg.Tactics = 0
	}
	var player engine.Player
	var err error
	if len(plan.searchMoves) > 0 {
		// A restricted root is a different tree: search it with a player
		// of its own, and start the game's player afresh afterwards. The
		// engine keeps to the moves itself (Config.RootMoves), so the
		// player keeps every capability the position offers it.
		texts := make([]string, len(plan.searchMoves))
		for i, m := range plan.searchMoves {
			texts[i] = pos.EncodeMove(m, variants.Canonical)
		}
		cfg.RootMoves = strings.Join(texts, " ")
		player, err = engine.New(cfg)
		s.player = nil
	} else {
		if s.player == nil {
			for _, n := range presetNotes(s.cfg, cfg, s.playedLevel()) {
				s.printf("info string %s", n)
			}
			s.player, err = engine.New(cfg)
		} else {
			s.player, err = engine.WithBudget(s.player, budget)
		}
		player = s.player
	}
	if err != nil {
		s.player = nil
		s.printf("info string %v; playing the first legal move", err)
		s.answer(plan, pos.EncodeMove(allowed[0], variants.Canonical))
		return
	}
	var clocked *clockedGo
	if plan.clock != nil && limit == 0 {
		c := s.planClock(*plan.clock)
		a := c.Allot()
		s.debugf("info string clock: %d ms left, soft %d ms, hard %d ms, lag %d ms", c.Left.Milliseconds(), a.Soft.Milliseconds(), a.Hard.Milliseconds(), c.Lag.Milliseconds())
		player = engine.NewClockedPlayer(player, c)
		clocked = &clockedGo{start: s.start, plies: len(s.moves), clock: c, hard: a.Hard}
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	s.cancel, s.done = cancel, done
	verbose, onResult := s.verbose, s.onResult
	opts := infoOpts{wdl: s.showWDL, multiPV: s.multiPV, nodes: cfg.NodeBudget, mates: mateLines{}}
	if opts.nodes == 0 {
		opts.nodes = engine.DefaultNodeBudget
	}
	every, show := infoEvery, func(snap engine.Snapshot) { s.info(pos, snap, opts) }
	if plan.depth > 0 {
		every, show = 0, s.depthShow(pos, opts, plan.depth, cancel)
	}
	go func() {
		defer close(done)
		res, err := engine.Follow(ctx, player, search, every, show)
		if err == nil && res.Rollouts == 0 {
			s.info(pos, res.Snapshot, opts) // a move found without rollouts (a mate in one) still gets its info line
		}
		if !hold.release(ctx) {
			return // ponderhit: the real search follows and answers
		}
		if err != nil && ctx.Err() != nil {
			// Stopped before the search chose anything (stop at once after
			// go infinite): search one rollout per legal move, a few
			// milliseconds, so the answer is still a searched move.
			quick := cfg
			quick.Budget = engine.Budget{Rollouts: int64(len(legal))}
			if p, qerr := engine.New(quick); qerr == nil {
				res, err = p.Search(context.Background(), search, nil)
			}
		}
		move := res.Move
		if err != nil || !slices.Contains(allowed, move) {
			if err == nil {
				err = errNoMove
			}
			s.printf("info string %v; playing the first legal move", err)
			move = allowed[0]
		} else if verbose {
			s.moveStats(pos, res)
		}
		if onResult != nil && err == nil {
			onResult(res)
		}
		s.printf("bestmove %s%s", pos.EncodeMove(move, variants.Canonical), ponderText(pos, move, res.Snapshot, opts.mates))
		if movetime {
			// Read by the next go, after stop has waited for done.
			s.moveLag = engine.NextLag(s.moveLag, time.Since(began)-plan.budget.Time)
		}
		if clocked != nil {
			// Read by the next go, after stop has waited for done.
			clocked.took = time.Since(began)
			s.lastClock = clocked
		}
	}()
}

// answer prints the bestmove of a go that needs no search: at once, or
// under go infinite, which the protocol says must not end before stop,
// when stop (or quit) comes, as a search's would. Where a rollout cap
// (a Level's iterations) ends even go infinite's search, it answers at
// once as that search would end.
func (s *Session) answer(plan goPlan, move string) {
	_, level := s.levelConfig()
	hold := s.ponder
	if hold == nil && (!plan.infinite || s.maxRollouts > 0 || level) {
		s.printf("bestmove %s", move)
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	s.cancel, s.done = cancel, done
	go func() {
		defer close(done)
		<-ctx.Done()
		if hold.release(ctx) {
			s.printf("bestmove %s", move)
		}
	}()
}

// depthShow is a go depth search's status: it reads every snapshot (a
// search sends one every 100 ms), prints an info line when the chosen
// move's principal variation grows or infoEvery has passed, and ends
// the search (stop) once that variation is depth plies long.
func (s *Session) depthShow(pos variants.Position, opts infoOpts, depth int, stop context.CancelFunc) func(engine.Snapshot) {
	var shown time.Time
	shownDepth := 0
	return func(snap engine.Snapshot) {
		d := pvDepth(pos, snap, opts.mates)
		if d > shownDepth || time.Since(shown) >= infoEvery {
			s.info(pos, snap, opts)
			shown, shownDepth = time.Now(), max(d, shownDepth)
		}
		if d >= depth {
			stop()
		}
	}
}
