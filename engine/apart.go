package engine

import "math"

// ApartBy is how many standard errors of their difference two means
// must lie apart to be told apart: about two, the rule the docs give
// for ± se (docs/figures.md), 19 times in 20 not chance.
const ApartBy = 2

// ToldApart reports whether mean a (of na results, standard error sea)
// lies above mean b (nb, seb) by more than ApartBy standard errors of
// their difference. A mean of fewer than two results has no standard
// error, so it is told apart from nothing: one visit against none, or
// against one, is no preference the numbers show.
func ToldApart(a, sea float64, na int64, b, seb float64, nb int64) bool {
	if na < 2 || nb < 2 {
		return false
	}
	return a-b > ApartBy*math.Hypot(sea, seb)
}
