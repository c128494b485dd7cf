package rollerball

import (
	"testing"

	"rollout/variants"
)

func TestScores(t *testing.T) {
	tests := []struct {
		name        string
		pos         string
		o           variants.Outcome
		n           int
		margin, vic [2]int
	}{
		// Start: 2 pawns + 2 rooks + 1 bishop = 2 + 6 + 5 = 13 each.
		{"ongoing", startText, variants.Outcome{}, 0, [2]int{13, 13}, [2]int{0, 0}},
		// n = 30: 5*1 + min(10, 30) = 15, so 85 and 15.
		{"white mates", "5R1/7/2###2/2###2/2###2/7/3K2k b 59", variants.Win(variants.First, variants.Checkmate), 30, [2]int{3, 0}, [2]int{85, 15}},
		// n = 7: 5*0 + 7 = 7, so 93 and 7; one rook left for Black.
		{"black mates", "K2k3/7/2###2/2###2/2###2/7/1r5 w 14", variants.Win(variants.Second, variants.Checkmate), 7, [2]int{0, 3}, [2]int{7, 93}},
		// n = 100: 5*5 + 10 = 35, so 65 and 35.
		{"long win", "5R1/7/2###2/2###2/2###2/7/3K2k b 199", variants.Win(variants.First, variants.Checkmate), 100, [2]int{3, 0}, [2]int{65, 35}},
		{"draw", "7/7/1B###2/2###2/2###2/5R1/k1K4 b 0", variants.DrawBy(variants.Stalemate), 0, [2]int{8, 0}, [2]int{40, 40}},
	}
	for _, tt := range tests {
		m, v := Scores(mustParse(t, tt.pos), tt.o, tt.n)
		if m != tt.margin || v != tt.vic {
			t.Errorf("%s: Scores = %v %v, want %v %v", tt.name, m, v, tt.margin, tt.vic)
		}
	}
	if MovesBy(59, variants.First) != 30 || MovesBy(59, variants.Second) != 29 || MovesBy(14, variants.Second) != 7 {
		t.Errorf("MovesBy: %d %d %d", MovesBy(59, variants.First), MovesBy(59, variants.Second), MovesBy(14, variants.Second))
	}
}
