package chess

import (
	"math"
	"testing"
)

// TestLogisticTable checks that the table gives the formula's values
// bit for bit, inside its span and beyond.
func TestLogisticTable(t *testing.T) {
	for g := int32(-3000); g <= 3000; g++ {
		if got, want := logistic(g), 1/(1+math.Exp(-float64(g)/priorScale)); got != want {
			t.Fatalf("logistic(%d) = %v, want %v", g, got, want)
		}
	}
}

// BenchmarkPrior times Prior over every legal move of a middlegame
// position, as an expansion rates them.
func BenchmarkPrior(b *testing.B) {
	p, _ := ParseFEN("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8")
	moves := p.LegalMoves(nil)
	b.ReportAllocs()
	for b.Loop() {
		for _, m := range moves {
			p.Prior(m)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(moves)), "ns/move")
}
