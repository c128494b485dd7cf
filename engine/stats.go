package engine

import (
	"math"

	"rollout/variants"
)

// tally accumulates the rollouts of one root move in integers, so sums are
// exact and the order in which workers merge them does not matter.
type tally struct {
	// n and sum come first: they are all uct's selection reads of a
	// child (its mean), so they share the node's first cache line.
	n, sum              int64 // sum: the estimator value, fixed point
	sumSq               int64 // its square, fixed point
	wins, draws, losses int64
	plies, capped, tong int64
}

func (t *tally) add(s sample) {
	t.n++
	t.sum += s.value
	t.addDetail(s)
}

// addDetail counts what a sample adds beside the visit and the value
// sum (n and sum): its result, the value's square, its plies, cap and
// Tong count. add and a shared tree's addShared, which adds n and sum
// atomically, both end with it.
func (t *tally) addDetail(s sample) {
	switch s.plain {
	case 1:
		t.wins++
	case -1:
		t.losses++
	default:
		t.draws++
	}
	t.sumSq += s.value * s.value >> 30
	t.plies += int64(s.plies)
	if s.capped {
		t.capped++
	}
	t.tong += int64(s.tong)
}

func (t *tally) merge(o *tally) {
	t.n += o.n
	t.wins += o.wins
	t.draws += o.draws
	t.losses += o.losses
	t.sum += o.sum
	t.sumSq += o.sumSq
	t.plies += o.plies
	t.capped += o.capped
	t.tong += o.tong
}

// mean is the estimator's mean value in [-1, 1].
func (t *tally) mean() float64 {
	if t.n == 0 {
		return 0
	}
	return float64(t.sum) / fixedOne / float64(t.n)
}

// variance is the estimator's unbiased sample variance per rollout.
func (t *tally) variance() float64 {
	return sampleVariance(t.n, t.mean(), float64(t.sumSq)/fixedOne/float64(t.n))
}

// plainVariance is the variance of the real (or coupled plain) results.
func (t *tally) plainVariance() float64 {
	if t.n == 0 {
		return 0
	}
	n := float64(t.n)
	return sampleVariance(t.n, float64(t.wins-t.losses)/n, float64(t.wins+t.losses)/n)
}

// sampleVariance is the unbiased variance of n samples whose mean is mean
// and whose mean square is meanSq; 0 for fewer than two samples, and
// never below 0 (rounding can take meanSq - mean² just under it).
func sampleVariance(n int64, mean, meanSq float64) float64 {
	if n < 2 {
		return 0
	}
	f := float64(n)
	return math.Max((meanSq-mean*mean)*f/(f-1), 0)
}

// stdErr is the standard error of the mean.
func (t *tally) stdErr() float64 {
	if t.n < 2 {
		return 0
	}
	return math.Sqrt(t.variance() / float64(t.n))
}

// stats renders the tally as the public per-move statistics.
func (t *tally) stats(m variants.Move, text string) MoveStats {
	ms := MoveStats{
		Move: m, Text: text,
		Rollouts: t.n, Wins: t.wins, Draws: t.draws, Losses: t.losses,
		Net:    t.wins - t.losses,
		Mean:   t.mean(),
		StdErr: t.stdErr(),
		Score:  float64(t.tong),
	}
	if t.n > 0 {
		ms.AvgPlies = float64(t.plies) / float64(t.n)
		ms.CapShare = float64(t.capped) / float64(t.n)
	}
	return ms
}

// varianceRatio pools the per-move variances of the plain and the
// estimator's values, weighted by rollouts: how many plain rollouts one rb
// rollout is worth.
func varianceRatio(ts []tally) float64 {
	var plain, est float64
	for i := range ts {
		n := float64(ts[i].n)
		plain += n * ts[i].plainVariance()
		est += n * ts[i].variance()
	}
	if est == 0 {
		return 0
	}
	return plain / est
}
