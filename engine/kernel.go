package engine

import (
	"math"

	"rollout/variants"
)

// fixedOne is 1.0 in the fixed-point scale rollout values are summed in.
// Integer sums are exact and independent of the order rollouts finish in,
// which is what makes a search bit-identical across worker counts.
const fixedOne = 1 << 30

// sample is what one rollout reports.
type sample struct {
	value  int64 // estimator value for the root mover, fixed point in [-fixedOne, fixedOne]
	plain  int8  // the real (or, under rb, coupled plain) result: +1, 0, -1
	plies  int32 // rollout length, the root move included
	capped bool  // the rollout hit the ply cap
	tong   int32 // Tong 2013's score: 100 win / 50 draw / 0 loss minus a depth penalty
}

// kernel runs rollouts for one worker. It owns its scratch positions and
// move slices, so a rollout allocates nothing.
type kernel struct {
	est      Estimator
	policy   Policy // set by the caller after newKernel; Uniform by default
	plyCap   int
	scratch  variants.Position
	probe    variants.Position // for the generic immediate-win test
	moves    []variants.Move
	stream   stream
	rootSide variants.Side
	// evaluator is scratch's static evaluation, nil when the game has
	// none; evalPlies is the Eval estimator's k.
	evaluator variants.Evaluator
	evalPlies int
	// trace, when set (by the study Stepper only), receives each ply of
	// a Rao-Blackwellised rollout; nil on every search's hot path.
	trace *rbTrace
	// record, when set (by the study Stepper only), makes a variant with
	// a variants.RolloutRecorder report the moves its fast loop plays
	// into it, and recorded says the last rollout did; nil on every
	// search's hot path.
	record   *[]variants.Move
	recorded bool
	_        [64]byte // keeps the next allocation off the line moves is written on
}

func newKernel(root variants.Position, est Estimator, plyCap int) *kernel {
	k := &kernel{
		est:      est,
		plyCap:   plyCap,
		scratch:  isolatedClone(root),
		probe:    isolatedClone(root),
		moves:    make([]variants.Move, 0, 256),
		stream:   newStream(),
		rootSide: root.ToMove(),
	}
	k.evaluator, _ = k.scratch.(variants.Evaluator)
	return k
}

// run plays one rollout from start, a position reached from the root by
// `played` plies (1 for a root move), using the random stream of work unit u
// of the search with base seed base.
func (k *kernel) run(start variants.Position, played int, base, u uint64) sample {
	k.stream.reseed(base, u)
	k.scratch.CopyFrom(start)
	var s sample
	switch k.est {
	case RaoBlackwell:
		s = k.raoBlackwell(played)
	case Eval:
		s = k.evalRollout(played)
	default:
		s = k.plainRollout(played)
	}
	s.tong = tongScore(s.plain, s.plies)
	return s
}

func (k *kernel) plainRollout(played int) sample {
	budget := k.plyCap - played
	var o variants.Outcome
	n := 0
	if budget <= 0 {
		o = k.scratch.Outcome()
		if !o.Over() {
			o = variants.DrawBy(variants.PlyCap)
		}
	} else {
		o, n = k.playout(budget)
	}
	score := int8(o.ScoreFor(k.rootSide))
	return sample{
		value:  int64(score) * fixedOne,
		plain:  score,
		plies:  int32(played + n),
		capped: o.Reason == variants.PlyCap,
	}
}

// playout plays the rollout policy from the kernel's scratch position
// for at most budget (> 0) plies.
func (k *kernel) playout(budget int) (variants.Outcome, int) {
	if k.record != nil {
		if r, ok := k.scratch.(variants.RolloutRecorder); ok && k.hasFastLoop(k.scratch) {
			o, n, moves := r.RecordRollout(k.stream.rng, budget, k.policy == Light, (*k.record)[:0])
			*k.record, k.recorded = moves, true
			return o, n
		}
	}
	if k.policy == Light {
		return k.lightRollout(budget)
	}
	if r, ok := k.scratch.(variants.Roller); ok {
		return r.Rollout(k.stream.rng, budget)
	}
	return k.genericRollout(budget, false)
}

// evalRollout is the Eval estimator's rollout: the policy plays at most
// evalPlies plies (fewer where the ply cap comes first); a game that
// ends on the way scores its result, otherwise the static evaluation of
// the position reached, turned to the root mover's side, is the value.
// Its plain result counts an evaluation of at least 0.5 (about two pawns
// at chess) as a win and of at most -0.5 as a loss, so the table's
// wins, draws and losses still say something. A game without an
// evaluation rolls out as Plain.
func (k *kernel) evalRollout(played int) sample {
	if k.evaluator == nil {
		return k.plainRollout(played)
	}
	budget := min(k.evalPlies, k.plyCap-played)
	var o variants.Outcome
	n := 0
	if budget > 0 {
		o, n = k.playout(budget)
	} else {
		o = k.scratch.Outcome()
	}
	if o.Over() && (o.Reason != variants.PlyCap || played+n >= k.plyCap) {
		score := int8(o.ScoreFor(k.rootSide))
		return sample{value: int64(score) * fixedOne, plain: score, plies: int32(played + n), capped: o.Reason == variants.PlyCap}
	}
	v := k.evaluator.Evaluate()
	if k.scratch.ToMove() != k.rootSide {
		v = -v
	}
	return evalSample(v, played+n)
}

// reusesLeafEval reports whether the eval estimator at k = 0 would only
// evaluate a new leaf again, which expansion has just evaluated for its
// minimax value h: the iteration then samples h itself (leafSample).
func (k *kernel) reusesLeafEval() bool {
	return k.est == Eval && k.evalPlies == 0 && k.evaluator != nil
}

// leafSample is the sample of a new leaf at depth plies from the root
// whose own evaluation is h, for the side that moved into it.
func leafSample(h float32, depth int) sample {
	v := float64(h)
	if depth%2 == 0 {
		v = -v
	}
	return evalSample(v, depth)
}

// evalSample is the sample of an evaluation v for the root mover at the
// end of a rollout of the given plies.
func evalSample(v float64, plies int) sample {
	var plain int8
	switch {
	case v >= 0.5:
		plain = 1
	case v <= -0.5:
		plain = -1
	}
	s := sample{value: int64(math.Round(v * fixedOne)), plain: plain, plies: int32(plies)}
	s.tong = tongScore(plain, s.plies)
	return s
}

// genericRollout is the rollout loop every variant supports: uniformly
// random moves, or with takeWins (the light policy's fallback) a move that
// wins at once whenever there is one. Uniform play draws exactly one
// number per ply, so its random stream is the same either way.
func (k *kernel) genericRollout(budget int, takeWins bool) (variants.Outcome, int) {
	p := k.scratch
	for n := 0; ; n++ {
		if o := p.Outcome(); o.Over() {
			return o, n
		}
		if n == budget {
			return variants.DrawBy(variants.PlyCap), n
		}
		k.moves = p.LegalMoves(k.moves[:0])
		if len(k.moves) == 0 { // defensive: a variant without a terminal rule
			return variants.DrawBy(variants.Stalemate), n
		}
		if takeWins && sortWins(p, k.probe, k.moves) > 0 {
			p.Play(k.moves[0])
			continue
		}
		p.Play(k.moves[k.stream.rng.IntN(len(k.moves))])
	}
}

// raoBlackwell runs the Rao-Blackwellised rollout: at every ply the mover
// wins at once with probability p = (winning moves)/(legal moves); that
// probability, weighted by the chance the rollout got this far, is added to
// the value exactly instead of being sampled, and the rollout continues
// with a uniformly random move that does not win at once.
//
// The same random draw also drives a coupled plain rollout: the draw j picks
// moves[j]; if j falls among the winning moves the plain rollout would have
// ended here with a win, otherwise moves[j] is uniform over the non-winning
// moves and serves both. So every rb rollout also yields a plain sample,
// and the variance ratio is measured on the same rollouts at no cost.
func (k *kernel) raoBlackwell(played int) sample {
	p := k.scratch
	survive, acc := 1.0, 0.0
	plain, plainDone := int8(0), false
	capped := false
	n := 0
	for {
		if o := p.Outcome(); o.Over() {
			score := o.ScoreFor(k.rootSide)
			acc += survive * float64(score)
			if !plainDone {
				plain = int8(score)
			}
			break
		}
		if played+n >= k.plyCap {
			capped = !plainDone
			break
		}
		k.moves = p.LegalMoves(k.moves[:0])
		total := len(k.moves)
		if total == 0 {
			break
		}
		wins := k.sortWins(p, k.moves)
		sign := 1.0
		if p.ToMove() != k.rootSide {
			sign = -1
		}
		if k.trace != nil {
			k.trace.ply(p.ToMove(), wins, total, survive)
		}
		if wins > 0 {
			share := float64(wins) / float64(total)
			acc += sign * survive * share
			survive *= 1 - share
		}
		if wins == total { // every move wins: nothing is left to integrate
			if !plainDone {
				plain, plainDone = int8(sign), true
			}
			n++
			break
		}
		var j int
		if plainDone {
			j = wins + k.stream.rng.IntN(total-wins)
		} else {
			j = k.stream.rng.IntN(total)
			if j < wins {
				plain, plainDone = int8(sign), true
				j = wins + k.stream.rng.IntN(total-wins)
			}
		}
		if k.trace != nil {
			k.trace.move(p, k.moves[j])
		}
		p.Play(k.moves[j])
		n++
	}
	return sample{
		value:  int64(math.Round(acc * fixedOne)),
		plain:  plain,
		plies:  int32(played + n),
		capped: capped,
	}
}

// sortWins moves the legal moves that win at once for the side to move to
// the front and returns their count, using the variant's fast test when it
// has one.
func (k *kernel) sortWins(p variants.Position, moves []variants.Move) int {
	return sortWins(p, k.probe, moves)
}

// sortWins is the shared immediate-win partition; probe is scratch space
// of the same variant.
func sortWins(p, probe variants.Position, moves []variants.Move) int {
	if ws, ok := p.(variants.WinSorter); ok {
		return ws.SortWins(moves)
	}
	mover := p.ToMove()
	wins := 0
	for i, m := range moves {
		probe.CopyFrom(p)
		probe.Play(m)
		if w, ok := probe.Outcome().Winner(); ok && w == mover {
			moves[i], moves[wins] = moves[wins], moves[i]
			wins++
		}
	}
	return wins
}

// tongScore is the per-rollout score of Tong's roulette-wheel player: 100
// for a win, 50 for a draw, 0 for a loss, minus the rollout's length in
// plies, the penalty capped at half the score.
func tongScore(result int8, plies int32) int32 {
	score := int32(WheelScoreMost/2 + WheelScoreMost/2*int32(result))
	return score - min(plies, score/2)
}

// WheelScoreMost is the most one rollout adds to roulette's wheel score
// (MoveStats.Score): a win's 100, before its length is taken off. A
// move's score is at most this times its rollouts, which bounds the
// room the ui's table keeps for it.
const WheelScoreMost = 100

// isolatedClone clones p so that the copy does not share a cache line with
// another worker's scratch position. The positions of small games are a
// few bytes, and the allocator packs same-sized objects side by side: two
// workers writing neighbouring positions on every ply would invalidate each
// other's cache line (false sharing) and halve their speed. Allocating a
// cache line's worth of siblings first and keeping the last one leaves at
// least one line between the copies that workers write.
func isolatedClone(p variants.Position) variants.Position {
	const siblings = 128 / 8 // a few lines of the smallest size class
	var c variants.Position
	for range siblings {
		c = p.Clone()
	}
	return c
}
