package registry

import (
	"math/rand/v2"
	"testing"

	"rollout/variants"
)

// Every registered game offers the cheap position hash uct keys its proof
// table by, and the hash a game keeps up move by move is the one its
// position text parses to (the same position by another road gets the
// same key), while a move always changes it.
func TestEveryVariantHashes(t *testing.T) {
	for _, v := range All() {
		t.Run(v.Name, func(t *testing.T) {
			if _, ok := v.Start().(variants.Hasher); !ok {
				t.Fatalf("%s positions do not implement variants.Hasher: uct would hash their text, allocating per node", v.Name)
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
