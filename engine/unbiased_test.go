package engine

import (
	"math"
	"testing"

	"rollout/variants"
	"rollout/variants/chess"
	"rollout/variants/rollerball"
	"rollout/variants/tictactoe"
)

// The plain and Rao-Blackwellised estimators agree in the mean on every
// move of three positions where rollouts often meet a win in one, and rb's
// pooled variance is lower on each. The counts are per estimator: 200,000
// rollouts with ROLLOUT_LONG=1; without it chess (whose rb rollouts test
// every move for mate at every ply, several times slower than plain ones)
// runs 40,000, and under -race every case runs a few thousand.
func TestRaoBlackwellUnbiased(t *testing.T) {
	cases := []struct {
		name           string
		v              *variants.Variant
		position       string
		n, short, race int64
	}{
		// X to move in the middle game: both sides have lines to three.
		{"tic-tac-toe mid-game", tictactoe.Variant, "xo1/1x1/2o x", 200_000, 200_000, 40_000},
		// Back-rank mates for both: Rxd8# now, or ...Rxd1# if White dawdles.
		{"chess mutual back-rank mate", chess.Variant, "3r2k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", 200_000, 40_000, 3_000},
		// Rook and king against king: Rf6-f7 mates at once.
		{"rollerball rook mate", rollerball.Variant, "7/5R1/2###2/2###2/2###2/7/3K2k w 0", 200_000, 200_000, 4_000},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pos, err := c.v.Parse(c.position)
			if err != nil {
				t.Fatal(err)
			}
			n := c.n
			switch {
			case long():
			case raceEnabled:
				n = c.race
			default:
				n = c.short
			}
			var res [2]Result
			for i, est := range []Estimator{Plain, RaoBlackwell} {
				res[i] = search(t, mustPlayer(t, Config{Player: "flat", Budget: Budget{Rollouts: n}, Seed: 11, Estimator: est}), pos)
			}
			var plainVar, rbVar float64
			for i := range res[0].Moves {
				a, b := res[0].Moves[i], res[1].Moves[i]
				se := math.Hypot(a.StdErr, b.StdErr)
				if d := a.Mean - b.Mean; d > 3*se || d < -3*se {
					t.Errorf("%s: plain %.4f +- %.4f, rb %.4f +- %.4f: more than 3 combined standard errors apart", a.Text, a.Mean, a.StdErr, b.Mean, b.StdErr)
				}
				plainVar += a.StdErr * a.StdErr * float64(a.Rollouts)
				rbVar += b.StdErr * b.StdErr * float64(b.Rollouts)
			}
			t.Logf("%d rollouts each: pooled variance plain %.4f, rb %.4f (ratio %.2f); ratio on rb's own coupled samples %.2f; %.0f and %.0f rollouts/s",
				n, plainVar, rbVar, plainVar/rbVar, res[1].VarianceRatio, res[0].Rate, res[1].Rate)
			if rbVar >= plainVar || res[1].VarianceRatio <= 1 {
				t.Errorf("rb's variance is not lower: plain %.4f, rb %.4f, coupled ratio %.2f", plainVar, rbVar, res[1].VarianceRatio)
			}
		})
	}
}
