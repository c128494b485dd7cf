package engine

import "rollout/variants"

// VisitOrder is the one order of a node's children (root moves
// included) by visits, wherever they are listed or one is reported
// best: more visits first; equal visits, the higher mean first; equal
// means too, the move's text first in pos's order of its move texts
// (variants.CompareMoveTexts: nim's by heap, then count, as numbers;
// other games' byte by byte, so "Nf3" before "e4"; a nil pos byte by
// byte). It returns a negative number when a comes before b, a positive
// one when after, 0 for the same move. A tree player's choice (uct's
// most visited move), the study's tree and table, the lessons and the
// tables' "by visits" all rank by it, so the move a screen lists first
// among equals is the one the player plays: the tree listed equal
// visits in the order it had made the nodes while the study's table
// and the player's choice went by the mean. A mean of 0 visits is 0, so
// moves not yet visited go by their text.
func VisitOrder(pos variants.Position, aN int64, aMean float64, aText string, bN int64, bMean float64, bText string) int {
	switch {
	case aN != bN:
		if aN > bN {
			return -1
		}
		return 1
	case aMean != bMean:
		if aMean > bMean {
			return -1
		}
		return 1
	}
	return variants.CompareMoveTexts(pos, aText, bText)
}

// CompareByVisits is VisitOrder on two rows of a per-move table of pos,
// for slices.SortFunc.
func CompareByVisits(pos variants.Position) func(a, b MoveStats) int {
	return func(a, b MoveStats) int {
		return VisitOrder(pos, a.Rollouts, a.Mean, a.Text, b.Rollouts, b.Mean, b.Text)
	}
}

// CompareByMean is the order of a per-move table of pos by mean, for
// slices.SortFunc, with VisitOrder's tie-break: the higher mean first;
// equal means, more visits first; equal too, the move's text first in
// pos's order of its texts (a nil pos: byte order). A table by mean and
// a line by visits thus list equal moves alike: the lessons' flat
// tables kept equal means in the legal moves' order while the line
// under them went by the text, and left c4 out among four moves of the
// same +0.07.
func CompareByMean(pos variants.Position) func(a, b MoveStats) int {
	return func(a, b MoveStats) int {
		if c := higherFirst(a, b, a.Mean, b.Mean); c != 0 {
			return c
		}
		return variants.CompareMoveTexts(pos, a.Text, b.Text)
	}
}

// CompareByScore is the order of a per-move table by the player's own
// score (MoveStats.Score: roulette's wheel, alphabeta's eval), for a
// stable sort of the rows in the legal moves' order: the higher score
// first; equal scores, more rollouts first; equal too, 0, so the legal
// order stays, as roulette's choice among equal scores takes the
// earlier legal move. The play screen's table and analyze's rows
// (Rows) both go by it: analyze listed roulette's rows by mean, the
// screen by score, so the two tables of one search differed.
func CompareByScore(a, b MoveStats) int { return higherFirst(a, b, a.Score, b.Score) }

// higherFirst orders the rows a and b by their figures x and y, the
// higher first, then by their rollouts, more first: 0 where both are
// equal.
func higherFirst(a, b MoveStats, x, y float64) int {
	switch {
	case x != y:
		if x > y {
			return -1
		}
		return 1
	case a.Rollouts != b.Rollouts:
		if a.Rollouts > b.Rollouts {
			return -1
		}
		return 1
	}
	return 0
}
