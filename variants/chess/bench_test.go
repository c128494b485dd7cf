package chess

import (
	"math/rand/v2"
	"testing"

	nc "github.com/notnil/chess"

	"rollout/internal/cputime"
	"rollout/variants"
)

// BenchmarkRollout times random games from the start position with all
// rules and the 450-ply cap, as the engine runs them.
func BenchmarkRollout(b *testing.B) { benchRollout(b, (*Position).Rollout) }

// BenchmarkLightRollout times the light policy's games from the start
// position with the same rules and cap, so its cost per rollout beside
// the uniform one is measured in one run.
func BenchmarkLightRollout(b *testing.B) { benchRollout(b, (*Position).LightRollout) }

// benchRollout times the rollout loop roll from the start position.
func benchRollout(b *testing.B, roll func(*Position, *rand.Rand, int) (variants.Outcome, int)) {
	root := NewPosition()
	var p Position
	rng := rand.New(rand.NewPCG(1, 2))
	plies := 0
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := cputime.Used()
	for i := 0; i < b.N; i++ {
		p.CopyFrom(root)
		_, n := roll(&p, rng, Variant.PlyCap)
		plies += n
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "rollouts/s")
	// On a shared machine wall-clock rates sink with the load; the rate
	// per CPU-second of the process (single-threaded, no garbage) is what
	// one core does, the figure compare.sh reports too.
	if cpu := cputime.Used() - cpu0; cpu > 0 {
		b.ReportMetric(float64(b.N)/cpu.Seconds(), "rollouts/cpu-s")
	}
	b.ReportMetric(float64(plies)/float64(b.N), "plies/rollout")
}

// BenchmarkRolloutNotnil times the same random games on notnil/chess's
// Position API (ValidMoves + Update, the fastest way through that
// library), so the ratio to BenchmarkRollout is measured in one run. Only
// mate, stalemate and the ply cap end these games: notnil's Position has
// no repetition or material rules, which makes its games a little longer
// and this comparison a little kind to it... and it is still ~60x slower.
func BenchmarkRolloutNotnil(b *testing.B) {
	root := nc.StartingPosition()
	rng := rand.New(rand.NewPCG(1, 2))
	plies := 0
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		pos := root
		n := 0
		for ; n < Variant.PlyCap; n++ {
			moves := pos.ValidMoves()
			if len(moves) == 0 || pos.HalfMoveClock() >= 100 {
				break
			}
			pos = pos.Update(moves[rng.IntN(len(moves))])
		}
		plies += n
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "rollouts/s")
	b.ReportMetric(float64(plies)/float64(b.N), "plies/rollout")
}

func benchPerft(b *testing.B, depth int, want uint64) {
	p := NewPosition()
	for i := 0; i < b.N; i++ {
		if n := p.Perft(depth); n != want {
			b.Fatalf("perft(%d) = %d, want %d", depth, n, want)
		}
	}
	b.ReportMetric(float64(want)*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mnodes/s")
}

// BenchmarkPerft6 is the start position's perft(6), 119,060,324 nodes.
func BenchmarkPerft6(b *testing.B) { benchPerft(b, 6, 119060324) }

// BenchmarkPerft5 is the start position's perft(5), 4,865,609 nodes.
func BenchmarkPerft5(b *testing.B) { benchPerft(b, 5, 4865609) }

// BenchmarkLegalMoves generates the moves of Kiwipete, a busy middlegame.
func BenchmarkLegalMoves(b *testing.B) {
	p, err := ParseFEN(kiwipete)
	if err != nil {
		b.Fatal(err)
	}
	moves := make([]variants.Move, 0, maxMoves)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		moves = p.LegalMoves(moves[:0])
	}
	if len(moves) != 48 {
		b.Fatalf("%d moves, want 48", len(moves))
	}
}
