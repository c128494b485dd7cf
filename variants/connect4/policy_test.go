package connect4

import (
	"math/rand/v2"
	"testing"

	"rollout/variants"
)

// policyColumns returns the columns the light policy may play on the
// oracle board b, by its definition read off the plain array: the lowest
// column whose stone wins for the side to move, else the lowest column
// whose stone would win for the opponent (a block), else every free one.
func policyColumns(b *board) []int {
	for _, who := range []byte{b.toMove(), 3 - b.toMove()} {
		for _, c := range b.moves() {
			nb := *b
			nb.cells[c][nb.height(c)] = who
			if nb.winner() == who {
				return []int{c}
			}
		}
	}
	return b.moves()
}

// TestLightRolloutFollowsPolicy replays light rollouts ply by ply against
// the oracle: a rollout capped at k plies is the first k plies of the
// same rollout uncapped (the same seed draws the same numbers), so the
// stone that cap k adds to cap k-1's board is the k-th choice, made with
// the threat masks the loop has carried for k plies. Every choice must be
// one the policy allows, and the end must be the oracle's.
func TestLightRolloutFollowsPolicy(t *testing.T) {
	games := 300
	if raceEnabled {
		games = 40
	}
	rng := rand.New(rand.NewPCG(9, 10))
	for g := range games {
		start, b := randomGame(rng, rng.IntN(12))
		if b.over() {
			continue
		}
		seed := rng.Uint64()
		prev := *start
		for k := 1; ; k++ {
			p := *start
			out, n := p.LightRollout(rand.New(rand.NewPCG(seed, 0)), k)
			if n != k {
				t.Fatalf("game %d, cap %d: %v after %d plies from %s", g, k, out, n, start.Encode())
			}
			col := cellColumn(p.mask ^ prev.mask)
			allowed := policyColumns(b)
			ok := false
			for _, c := range allowed {
				ok = ok || c == col
			}
			if !ok {
				names := ""
				for _, c := range allowed {
					names += string(rune('a' + c))
				}
				t.Fatalf("game %d: at %s the light policy played %c, allowed %s", g, b.text(), 'a'+col, names)
			}
			b.play(col)
			if got := p.Encode(); got != b.text() {
				t.Fatalf("game %d: rollout reached %s, oracle %s", g, got, b.text())
			}
			want := variants.DrawBy(variants.PlyCap)
			if b.over() {
				want = b.outcome()
			}
			if out != want || p.Outcome() != b.outcome() {
				t.Fatalf("game %d: at %s the rollout says %v (position %v), the oracle %v", g, b.text(), out, p.Outcome(), b.outcome())
			}
			if b.over() {
				break
			}
			prev = p
		}
	}
}
