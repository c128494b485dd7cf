package rollerball

import (
	"math"
	"math/bits"

	"rollout/variants"
)

var _ variants.Evaluator = (*Position)(nil)

// Rollerball's evaluation is material only, in centipawns (pawn 100,
// bishop 300, rook 500: the light policy's victim values), after a
// quiescence search over captures, as chess's is: cheap, and enough to
// see a piece en prise, which random rollouts cannot.
var pieceCP = [5]int32{pawn: 100, bishop: 300, rook: 500}

const (
	// qDepth bounds the capture line; mateCP scores being mated.
	qDepth = 6
	mateCP = 30000
	// evalScale is Evaluate's logistic scale, chess's (chess.EvalScale).
	evalScale = 400
)

// material is the material balance of b for the side to move.
func (b *board) material() int32 {
	var v int32
	for _, k := range [3]int{pawn, bishop, rook} {
		v += pieceCP[k] * int32(popcount(b.kinds[k]&b.occ[b.side])-popcount(b.kinds[k]&b.occ[b.side^1]))
	}
	return v
}

func popcount(x uint64) int { return bits.OnesCount64(x) }

// quiesce is chess's fail-hard capture search: stand pat, then the
// captures (and, in check, every legal move), most valuable victim
// first. The board is passed by value, as perft's is, so the children
// stay on the stack.
func quiesce(b board, alpha, beta int32, depth int) int32 {
	var buf [maxMoves]variants.Move
	n := b.legalInto(&buf)
	inCheck := b.inCheck()
	if n == 0 {
		if inCheck {
			return -mateCP
		}
		return 0
	}
	evading := inCheck && depth > 0
	if !evading {
		stand := b.material()
		if stand >= beta {
			return beta
		}
		alpha = max(alpha, stand)
		if depth == 0 {
			return alpha
		}
	}
	// Keep the captures (or every move, evading) with their victims.
	enemy := b.occ[b.side^1]
	var keys [maxMoves]int32
	k := 0
	for _, m := range buf[:n] {
		t := moveTo(m)
		if enemy&bit(t) == 0 && !evading {
			continue
		}
		key := int32(0)
		if enemy&bit(t) != 0 {
			key = pieceCP[kindOf(b.mail[t])]
		}
		buf[k], keys[k] = m, key
		k++
	}
	for i := 0; i < k; i++ {
		best := i
		for j := i + 1; j < k; j++ {
			if keys[j] > keys[best] {
				best = j
			}
		}
		buf[i], buf[best] = buf[best], buf[i]
		keys[i], keys[best] = keys[best], keys[i]
		child := b
		child.play(buf[i])
		v := -quiesce(child, -beta, -alpha, depth-1)
		if v >= beta {
			return beta
		}
		alpha = max(alpha, v)
	}
	return alpha
}

// Evaluate returns the material balance for the side to move after
// capture resolution, through chess's logistic
// 2/(1+10^(-x/400)) - 1 (variants.Evaluator). It does not allocate.
func (p *Position) Evaluate() float64 {
	return math.Tanh(float64(quiesce(p.b, -mateCP, mateCP, qDepth)) * (math.Ln10 / (2 * evalScale)))
}
