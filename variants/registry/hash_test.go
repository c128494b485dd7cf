package registry

import (
	"math/rand/v2"
	"testing"

	"rollout/variants"
)

// A registered game's cheap position hash (variants.Hasher, which uct keys
// its proof table by) is the one its position text parses to, so the same
// position by another road gets the same key, and a move always changes it.
func TestEveryVariantHashes(t *testing.T) {
	for _, v := range All() {
		t.Run(v.Name, func(t *testing.T) {
			if _, ok := v.Start().(variants.Hasher); !ok {
				// uct then keys the game by its grid, or by hashing its text
				// (one allocation per new node); TestUCTIterationAllocatesNothing
				// in engine catches the latter.
				t.Skipf("%s positions do not implement variants.Hasher", v.Name)
			}
			rng := rand.New(rand.NewPCG(11, uint64(len(v.Name))))
			var moves []variants.Move
			for game := 0; game < 3; game++ {
				p := v.Start()
				for ply := 0; ply < v.PlyCap && !p.Outcome().Over(); ply++ {
					h := p.(variants.Hasher).Hash()
					q, err := v.Parse(p.Encode())
					if err != nil {
						t.Fatalf("Parse(%q): %v", p.Encode(), err)
					}
					if hq := q.(variants.Hasher).Hash(); hq != h {
						t.Fatalf("%s: hash %#x after play, %#x parsed from its text", p.Encode(), h, hq)
					}
					moves = p.LegalMoves(moves[:0])
					if len(moves) == 0 {
						break
					}
					p.Play(moves[rng.IntN(len(moves))])
					if p.(variants.Hasher).Hash() == h {
						t.Fatalf("%s: the hash did not change with the move", p.Encode())
					}
				}
			}
		})
	}
}
