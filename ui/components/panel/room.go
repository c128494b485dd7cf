package panel

import (
	"math"

	"rollout/engine"
)

// The room a numeric column keeps for its figures (column.most): the
// widest text they can reach in the search shown. A search that says
// the most rollouts a move can count (engine.Snapshot.MostRollouts,
// known from an iteration budget at its start) keeps room for counts up
// to it; one that does not (a time budget) for the widest counts of all.
// Either way the room is the same in every frame of one search, so its
// table keeps its columns.

// countMost is the widest text engine.CountText writes for any count
// ("1.25M", "99.9M"; from 100 of a unit it writes three figures, "123M"),
// and fractionMost the widest of a "%.1f" figure below 1000 (plies up to
// chess's cap of 450, cap% up to "100.0").
const countMost, fractionMost = engine.CountWidest, 5

// countFrom holds, at k-1, a count below which engine.CountText writes
// no text wider than k-1 characters: "10" is the first of 2, "100" of
// 3, "1.1k" (1,050) of 4, "1.01M" of 5, and none is wider
// (engine.CountWidest). The figures are rounded down to where each
// format begins, so the room they give is never too small.
var countFrom = [...]int64{0, 10, 100, 1_000, 999_500}

// countRoom is the widest text of a count from 0 to most (0: no bound
// known, countMost).
func countRoom(most int64) int {
	if most <= 0 {
		return countMost
	}
	w := 0
	for k, from := range countFrom {
		if most >= from {
			w = k + 1
		}
	}
	return w
}

// wdlRoom is the widest W/D/L cell ("wins/draws/losses") of a move
// whose three counts sum to at most most: a wide count takes a large
// share of it ("1.1k/444/455", never "9.9k/9.9k/9.9k" within 2,000). 0:
// three of the widest counts.
func wdlRoom(most int64) int {
	if most <= 0 {
		return 3*countMost + 2
	}
	w := 0
	for a, fa := range countFrom {
		for b, fb := range countFrom[:a+1] {
			for c, fc := range countFrom[:b+1] {
				if fa+fb+fc <= most {
					w = max(w, a+b+c+3+2)
				}
			}
		}
	}
	return w
}

// scoreRoom is the widest roulette wheel score (engine.MoveStats.Score,
// written as a count: "48k") of a move of at most most rollouts, each
// adding at most engine.WheelScoreMost to it (0: no bound, countMost).
func scoreRoom(most int64) int {
	if most <= 0 || most > math.MaxInt64/engine.WheelScoreMost {
		return countMost
	}
	return countRoom(most * engine.WheelScoreMost)
}
