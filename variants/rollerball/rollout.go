package rollerball

import (
	"math/rand/v2"

	"rollout/variants"
)

// Rollout plays uniformly random legal moves until the game ends by any
// rule (mate, stalemate, threefold repetition, the 200-ply limit counted
// from the position's ply count) or plyCap plies have been played by this
// call, and returns the outcome and the plies played.
//
// Each ply draws among the pseudo-legal moves without replacement until one
// is legal: the first legal move drawn is uniform over the legal moves, and
// only the moves drawn are tested. No legal move at all means the game is
// over on the board, which is also how mate and stalemate are found.
func (p *Position) Rollout(rng *rand.Rand, plyCap int) (variants.Outcome, int) {
	var buf [maxMoves]variants.Move
	for n := 0; ; n++ {
		k := p.b.pseudoMoves(&buf)
		m := variants.NoMove
		for k > 0 {
			i := rng.IntN(k)
			if c := buf[i]; p.b.legal(moveFrom(c), moveTo(c)) {
				m = c
				break
			}
			k--
			buf[i] = buf[k]
		}
		if m == variants.NoMove {
			return p.noMoves(), n
		}
		if o := p.historyOutcome(); o.Over() {
			return o, n
		}
		if n >= plyCap {
			return variants.DrawBy(variants.PlyCap), n
		}
		p.Play(m)
	}
}

// SortWins moves the moves that checkmate at once to the front of moves
// and returns how many there are. Only a checkmate wins at once.
func (p *Position) SortWins(moves []variants.Move) int {
	w := 0
	for i, m := range moves {
		if p.b.mates(m) {
			moves[w], moves[i] = moves[i], moves[w]
			w++
		}
	}
	return w
}

// mates reports whether the legal move m checkmates.
func (b *board) mates(m variants.Move) bool {
	c := *b
	c.play(m)
	return c.inCheck() && !c.hasLegal()
}

// Perft counts the legal move sequences of the given depth, counting the
// last ply without playing it. History rules are ignored.
func (p *Position) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	return perft(p.b, depth)
}
