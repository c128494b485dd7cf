package chess

// Zobrist keys for the repetition hash, from a fixed-seed splitmix64 so
// keys (and hashes in test failures) are the same on every run.
var (
	zobPiece  [2][6][64]uint64
	zobSide   uint64
	zobCastle [16]uint64
	zobEP     [8]uint64
)

func init() {
	s := uint64(0x2545F4914F6CDD1D)
	next := func() uint64 {
		s += 0x9E3779B97F4A7C15
		z := s
		z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
		z = (z ^ (z >> 27)) * 0x94D049BB133111EB
		return z ^ (z >> 31)
	}
	for c := range zobPiece {
		for pt := range zobPiece[c] {
			for sq := range zobPiece[c][pt] {
				zobPiece[c][pt][sq] = next()
			}
		}
	}
	zobSide = next()
	for i := range zobCastle {
		zobCastle[i] = next()
	}
	zobCastle[0] = 0
	for i := range zobEP {
		zobEP[i] = next()
	}
}
