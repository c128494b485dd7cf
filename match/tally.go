package match

import (
	"fmt"
	"math"

	"rollout/variants"
)

// WDL counts wins, draws and losses.
type WDL struct{ W, D, L int }

// Games is the number of games counted.
func (r WDL) Games() int { return r.W + r.D + r.L }

// Score is the points scored: a win 1, a draw 1/2.
func (r WDL) Score() float64 { return float64(r.W) + float64(r.D)/2 }

// Tally is a match's results: for each player (0 = A, 1 = B) its W/D/L as
// the first and as the second mover.
type Tally struct {
	// ByMover[p][k] is player p's record in the games where it moved
	// first (k = 0) or second (k = 1).
	ByMover [2][2]WDL
	// Paired says the games were played in pairs from shared openings;
	// Pairs counts them by A's points over each complete pair.
	Paired bool
	Pairs  Pentanomial
}

// Add counts one game's outcome, in which player A played side aSide and
// moved first if aFirst. (Which side moves first depends on the start
// position: after "-moves e2e4" Black does.)
func (mt *Tally) Add(o variants.Outcome, aSide variants.Side, aFirst bool) {
	sides := [2]variants.Side{aSide, aSide.Other()}
	order := [2]int{1, 0}
	if aFirst {
		order = [2]int{0, 1}
	}
	for p, side := range sides {
		r := &mt.ByMover[p][order[p]]
		switch o.ScoreFor(side) {
		case 1:
			r.W++
		case -1:
			r.L++
		default:
			r.D++
		}
	}
}

// Total is player p's record over all games.
func (mt Tally) Total(p int) WDL {
	a, b := mt.ByMover[p][0], mt.ByMover[p][1]
	return WDL{a.W + b.W, a.D + b.D, a.L + b.L}
}

// Interval is an estimate with a confidence interval.
type Interval struct{ Value, Low, High float64 }

// ScoreInterval is player p's score share (points per game, a draw half a
// point) with a 95% Wilson score interval. Wilson's interval stays inside
// [0, 1] and is not degenerate at 0% or 100%, where the normal
// approximation collapses to a point; counting a draw as half a success
// makes it slightly conservative (draws lower the true variance).
func (mt Tally) ScoreInterval(p int) Interval {
	r := mt.Total(p)
	n := float64(r.Games())
	if n == 0 {
		return Interval{0.5, 0, 1}
	}
	s := r.Score() / n
	const z = 1.959963984540054
	den := 1 + z*z/n
	mid := (s + z*z/(2*n)) / den
	half := z * math.Sqrt(s*(1-s)/n+z*z/(4*n*n)) / den
	return Interval{s, max(mid-half, 0), min(mid+half, 1)}
}

// Elo converts a score share to an Elo rating difference: 400 log10(s/(1-s)).
// It is infinite at 0 and 1.
func Elo(s float64) float64 {
	switch {
	case s <= 0:
		return math.Inf(-1)
	case s >= 1:
		return math.Inf(1)
	}
	return 400 * math.Log10(s/(1-s))
}

// EloInterval is player p's Elo advantage over the other with the interval
// mapped from ScoreInterval. At a 0% or 100% score the estimate itself is
// clamped to the score of half a game less (or more), and the open end of
// the interval is infinite: a clean sweep says the gap is large, not how
// large.
func (mt Tally) EloInterval(p int) Interval {
	si := mt.ScoreInterval(p)
	n := float64(mt.Total(p).Games())
	s := si.Value
	if n > 0 {
		s = min(max(s, 0.5/n), 1-0.5/n)
	}
	return Interval{Elo(s), Elo(si.Low), Elo(si.High)}
}

// EloText writes an Elo difference with its sign, infinities as +inf and
// -inf: how the match summary and the TUI's series panel print it.
func EloText(e float64) string {
	switch {
	case math.IsInf(e, 1):
		return "+inf"
	case math.IsInf(e, -1):
		return "-inf"
	}
	return fmt.Sprintf("%+.0f", e)
}

// SweepNote says, after a clean sweep (a score of 0 or 1), that the Elo
// estimate is taken at half a game from it (EloInterval); "" otherwise.
const SweepNote = "a clean sweep: the estimate is taken at half a game from it"

// Swept reports whether player p has won or lost every game so far.
func (mt Tally) Swept(p int) bool {
	s := mt.ScoreInterval(p).Value
	return mt.Total(p).Games() > 0 && (s == 0 || s == 1)
}
