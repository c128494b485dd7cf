package engine

import "math"

// temperedChoice is the final choice of a search with a temperature
// (Config.Temperature), the way a weaker player chooses: among the root
// moves whose mean is within margin of the chosen one's (best, by
// choose), a move is drawn with a probability proportional to its
// visits^(1/temperature), so a near-equal move the search also liked is
// sometimes preferred, and a move it found bad (a hung queen reads far
// below the best) never is. A proven win, a move among moves all proven
// lost, a near-certain win (wonChoice converts it: drawing among the
// winning moves shuffled won endings to a draw, issue 26 defect 3), or a
// choice without visits stays as it is; moves proven lost are never
// drawn. r is a uniform draw in [0, 1).
func temperedChoice(ts []tally, proofs []proof, best int, temperature, margin, r float64) int {
	if temperature <= 0 || best < 0 || proofs[best].value != 0 || ts[best].n == 0 || ts[best].mean() >= nearCertain {
		return best
	}
	floor := ts[best].mean() - margin
	weight := func(i int) float64 {
		if proofs[i].value == -1 || ts[i].n == 0 || ts[i].mean() < floor {
			return 0
		}
		return math.Pow(float64(ts[i].n), 1/temperature)
	}
	var total float64
	for i := range ts {
		total += weight(i)
	}
	x := r * total
	for i := range ts {
		w := weight(i)
		if w > 0 && x < w {
			return i
		}
		x -= w
	}
	return best
}

// unitFloat maps a 64-bit hash to [0, 1).
func unitFloat(x uint64) float64 { return float64(x>>11) / (1 << 53) }
