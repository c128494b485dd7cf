package match

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"rollout/internal/clip"
)

// SPRT is a sequential probability ratio test of player A's Elo advantage
// over B: H0 says it is Elo0, H1 says Elo1 (logistic Elo, the scale Elo
// prints), Alpha is the chance of accepting H1 when H0 holds and Beta of
// accepting H0 when H1 holds. A match under test stops as soon as the
// log-likelihood ratio of H1 against H0 leaves (Lower, Upper).
//
// The LLR is the generalized SPRT's (fishtest's): the log of the
// likelihood of the samples under the distribution nearest to them whose
// mean score is Elo1's, over the same under Elo0's. For many samples it
// is the normal approximation (Van den Bergh; fastchess, OpenBench) with
// n independent samples of mean score m and variance v per sample, and
// s0, s1 the expected scores of Elo0 and Elo1,
//
//	LLR ≈ n·(s1 - s0)·(2m - s0 - s1) / (2v);
//
// for few samples, and at sweeps, where v is 0, the exact ratio stays
// finite and small where the approximation jumps past any bound.
//
// The samples are game pairs (pentanomial: a pair scores 0, 1/4, 1/2,
// 3/4 or 1) when each opening is played with both colours, since the two
// games of a pair share their opening and are not independent; else
// single games (trinomial: 0, 1/2, 1). docs/strength.md says more.
type SPRT struct {
	Elo0, Elo1  float64
	Alpha, Beta float64
}

// ParseSPRT reads "elo0,elo1[,alpha,beta]" (alpha and beta 0.05 unless
// given). elo0 must be below elo1, alpha and beta inside (0, 1) with a sum
// below 1.
func ParseSPRT(s string) (SPRT, error) {
	parts := strings.Split(s, ",")
	if len(parts) != 2 && len(parts) != 4 {
		return SPRT{}, fmt.Errorf("match: -sprt %s: want elo0,elo1 or elo0,elo1,alpha,beta", clip.Quote(s))
	}
	var v [4]float64
	v[2], v[3] = 0.05, 0.05
	names := [4]string{"elo0", "elo1", "alpha", "beta"}
	for i, p := range parts {
		f, err := strconv.ParseFloat(strings.TrimSpace(p), 64)
		if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
			return SPRT{}, fmt.Errorf("match: -sprt: %s %s is not a number", names[i], clip.Quote(p))
		}
		v[i] = f
	}
	t := SPRT{Elo0: v[0], Elo1: v[1], Alpha: v[2], Beta: v[3]}
	switch {
	case t.Elo0 >= t.Elo1:
		return SPRT{}, fmt.Errorf("match: -sprt: elo0 (%g) must be below elo1 (%g)", t.Elo0, t.Elo1)
	case math.Abs(t.Elo0) >= 1000 || math.Abs(t.Elo1) >= 1000:
		return SPRT{}, fmt.Errorf("match: -sprt: elo0 and elo1 must lie within ±1000, got %g,%g", t.Elo0, t.Elo1)
	case !(t.Alpha > 0 && t.Alpha < 1):
		return SPRT{}, fmt.Errorf("match: -sprt: alpha must lie in (0, 1), got %g", t.Alpha)
	case !(t.Beta > 0 && t.Beta < 1):
		return SPRT{}, fmt.Errorf("match: -sprt: beta must lie in (0, 1), got %g", t.Beta)
	case t.Alpha+t.Beta >= 1:
		return SPRT{}, fmt.Errorf("match: -sprt: alpha + beta must be below 1, got %g", t.Alpha+t.Beta)
	}
	return t, nil
}

// Lower and Upper are the test's bounds (Wald's): the LLR at or below
// Lower accepts H0, at or above Upper accepts H1.
func (t SPRT) Lower() float64 { return math.Log(t.Beta / (1 - t.Alpha)) }

// Upper is the bound above which H1 is accepted.
func (t SPRT) Upper() float64 { return math.Log((1 - t.Beta) / t.Alpha) }

// String is the test as -sprt takes it, with its bounds.
func (t SPRT) String() string {
	return fmt.Sprintf("elo0 %g, elo1 %g, alpha %g, beta %g", t.Elo0, t.Elo1, t.Alpha, t.Beta)
}

// eloScore is the expected score of a logistic Elo advantage e.
func eloScore(e float64) float64 { return 1 / (1 + math.Pow(10, -e/400)) }

// regularize is the count given to an outcome never seen (fishtest's
// stat_util does the same): without it a sweep has no variance and one
// win would decide a test.
const regularize = 1e-3

// llr is the log-likelihood ratio of samples scoring score[i] counts[i]
// times: n·Σ p_i·log(q1_i/q0_i), where p is the samples' distribution
// (regularized) and q0, q1 the distributions nearest to it (maximum
// likelihood) whose mean score is that of Elo0 and of Elo1. This is the
// generalized SPRT as fishtest computes it; for many samples it equals
// the normal approximation n·(s1-s0)·(2m-s0-s1)/(2v) (LLRApprox).
func (t SPRT) llr(counts, score []float64) float64 {
	var n float64
	for _, c := range counts {
		n += c
	}
	if n == 0 {
		return 0
	}
	p := make([]float64, len(counts))
	var sum float64
	for i, c := range counts {
		p[i] = max(c, regularize)
		sum += p[i]
	}
	for i := range p {
		p[i] /= sum
	}
	q0 := mleWithMean(p, score, eloScore(t.Elo0))
	q1 := mleWithMean(p, score, eloScore(t.Elo1))
	var l float64
	for i := range p {
		l += p[i] * math.Log(q1[i]/q0[i])
	}
	return n * l
}

// mleWithMean is the distribution q over the scores that maximizes
// Σ p_i·log q_i with mean score s: q_i = p_i/(1 + λ(score_i - s)), λ the
// root of Σ p_i(score_i - s)/(1 + λ(score_i - s)) = 0, which decreases in
// λ on the interval where every q_i is positive; bisection finds it.
func mleWithMean(p, score []float64, s float64) []float64 {
	lo, hi := math.Inf(-1), math.Inf(1)
	for _, a := range score {
		switch d := a - s; {
		case d > 0:
			lo = max(lo, -1/d)
		case d < 0:
			hi = min(hi, -1/d)
		}
	}
	f := func(l float64) float64 {
		var v float64
		for i, a := range score {
			d := a - s
			v += p[i] * d / (1 + l*d)
		}
		return v
	}
	for range 200 {
		mid := (lo + hi) / 2
		if f(mid) > 0 {
			lo = mid
		} else {
			hi = mid
		}
	}
	l := (lo + hi) / 2
	q := make([]float64, len(p))
	var sum float64
	for i, a := range score {
		q[i] = p[i] / (1 + l*(a-s))
		sum += q[i]
	}
	for i := range q {
		q[i] /= sum
	}
	return q
}

// llrApprox is the normal approximation of llr (Van den Bergh's; what
// fastchess and OpenBench compute for logistic bounds), kept for the
// tests that check llr against it and against published figures.
func (t SPRT) llrApprox(counts, score []float64) float64 {
	var n, m, v float64
	for i, c := range counts {
		n += c
		m += c * score[i]
	}
	m /= n
	for i, c := range counts {
		d := score[i] - m
		v += c * d * d
	}
	v /= n
	s0, s1 := eloScore(t.Elo0), eloScore(t.Elo1)
	return n * (s1 - s0) * (2*m - s0 - s1) / (2 * v)
}

// LLRTrinomial is the log-likelihood ratio of W/D/L r (games counted as
// independent).
func (t SPRT) LLRTrinomial(r WDL) float64 {
	return t.llr([]float64{float64(r.L), float64(r.D), float64(r.W)}, []float64{0, 0.5, 1})
}

// Pentanomial counts game pairs by A's points over the pair: P[k] pairs
// in which A scored k/2 points (k = 0..4: lost both ... won both).
type Pentanomial struct{ P [5]int }

// Add counts a pair in which A scored a and b (1, 1/2 or 0) in its two
// games.
func (p *Pentanomial) Add(a, b float64) {
	p.P[int(math.Round(2*(a+b)))]++
}

// Pairs is the number of pairs counted.
func (p Pentanomial) Pairs() int {
	n := 0
	for _, c := range p.P {
		n += c
	}
	return n
}

// LLRPentanomial is the log-likelihood ratio of the game pairs p.
func (t SPRT) LLRPentanomial(p Pentanomial) float64 {
	var c [5]float64
	for i, k := range p.P {
		c[i] = float64(k)
	}
	return t.llr(c[:], []float64{0, 0.25, 0.5, 0.75, 1})
}

// LLR is the log-likelihood ratio of a match's tally: over its game
// pairs when the games were paired, else over its games.
func (t SPRT) LLR(mt Tally) float64 {
	if mt.Paired {
		return t.LLRPentanomial(mt.Pairs)
	}
	return t.LLRTrinomial(mt.Total(0))
}

// Model names the samples LLR counts: "pentanomial" or "trinomial".
func (mt Tally) Model() string {
	if mt.Paired {
		return "pentanomial"
	}
	return "trinomial"
}

// Verdict is the state of a test.
type Verdict int8

// The verdicts.
const (
	Continue Verdict = iota
	AcceptH0
	AcceptH1
)

// Verdict says what the ratio llr decides.
func (t SPRT) Verdict(llr float64) Verdict {
	switch {
	case llr >= t.Upper():
		return AcceptH1
	case llr <= t.Lower():
		return AcceptH0
	}
	return Continue
}

// String names the verdict as the summary prints it.
func (v Verdict) String() string {
	switch v {
	case AcceptH0:
		return "H0 accepted"
	case AcceptH1:
		return "H1 accepted"
	}
	return "inconclusive"
}
