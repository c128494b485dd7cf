package engine

import "rollout/variants"

// rbTrace collects the plies of one Rao-Blackwellised rollout for the
// study Stepper: the kernel fills it in when its trace field is set.
type rbTrace struct {
	plies []RBPly
	moves []string
}

func (r *rbTrace) reset() {
	r.plies, r.moves = r.plies[:0], r.moves[:0]
}

// ply records one ply's exact win chance before the kernel adds it.
func (r *rbTrace) ply(mover variants.Side, wins, legal int, survive float64) {
	r.plies = append(r.plies, RBPly{Mover: mover, Wins: wins, Legal: legal, P: float64(wins) / float64(legal), Survive: survive})
}

// move records the move the rollout continues with, before it is played.
func (r *rbTrace) move(p variants.Position, m variants.Move) {
	r.moves = append(r.moves, p.EncodeMove(m, variants.Display))
}

// rolloutMoves recovers the moves of the plain rollout that k.run played
// from start as work unit u of the search with base seed base: n plies,
// ending at the position with text end. Fast rollout loops
// (variants.Roller) do not report their moves, and some draw their random
// numbers differently from the generic loop (tic-tac-toe draws one number
// per rollout), so the moves are found in two ways:
//
//   - replaying the unit's random stream through the generic loop, which
//     is the rollout itself for a variant without a fast loop, and for one
//     whose loop draws as the generic one does (chess) lands on the same
//     end; checked there and at plies 1, 2, 4, 8, ... against the fast
//     loop rerun under that cap (a rollout's first j plies do not depend
//     on its cap);
//   - stepping the fast loop one ply at a time with the stream carried
//     over, checked the same way (the rollout itself for a loop that
//     draws one number per ply);
//   - failing both, rerunning the fast loop under every cap j = 1..n and
//     finding, ply by ply, the legal move that leads from the (j-1)-ply
//     prefix to the j-ply one: quadratic in n, exact.
//
// Only the Stepper pays for this. It reports false, with the moves found
// so far, if a variant's loop breaks the prefix property.
func (k *kernel) rolloutMoves(start variants.Position, base, u uint64, n int, end string) ([]string, bool) {
	if moves, ok := k.replayGeneric(start, base, u, n, end); ok {
		return moves, true
	}
	if moves, ok := k.replayStepwise(start, base, u, n, end); ok {
		return moves, true
	}
	return k.replayPrefixes(start, base, u, n)
}

// fastLoop runs the variant's own loop for the kernel's policy on p
// (variants.Roller for uniform rollouts, variants.LightRoller for the
// light policy) for at most plyCap plies, and returns the plies played;
// ok is false when the variant has no such loop, and the rollout was
// then the generic loop's.
func (k *kernel) fastLoop(p variants.Position, plyCap int) (played int, ok bool) {
	if k.policy == Light {
		r, ok := p.(variants.LightRoller)
		if !ok {
			return 0, false
		}
		_, played = r.LightRollout(k.stream.rng, plyCap)
		return played, true
	}
	r, ok := p.(variants.Roller)
	if !ok {
		return 0, false
	}
	_, played = r.Rollout(k.stream.rng, plyCap)
	return played, true
}

// hasFastLoop reports whether p's rollouts under the kernel's policy run
// the variant's own loop rather than the generic one.
func (k *kernel) hasFastLoop(p variants.Position) bool {
	if k.policy == Light {
		_, ok := p.(variants.LightRoller)
		return ok
	}
	_, ok := p.(variants.Roller)
	return ok
}

// replayStepwise replays unit u through the fast loop one ply at a time
// (a one-ply cap, the random stream carried over), which for a loop that
// draws one number per ply (chess) is the rollout itself; checked, like
// replayGeneric's, at its end and at plies 1, 2, 4, 8, ...
func (k *kernel) replayStepwise(start variants.Position, base, u uint64, n int, end string) ([]string, bool) {
	if !k.hasFastLoop(start) {
		return nil, false
	}
	prev, cur, probe := start.Clone(), start.Clone(), start.Clone()
	moves := make([]string, 0, n)
	var checks []uint64
	k.stream.reseed(base, u)
	for j := 1; j <= n; j++ {
		prev.CopyFrom(cur)
		if played, _ := k.fastLoop(cur, 1); played != 1 {
			return nil, false
		}
		want := positionKey(cur)
		text, ok := "", false
		if text, k.moves, ok = moveTo(prev, probe, want, k.moves); !ok {
			return nil, false
		}
		moves = append(moves, text)
		if j&(j-1) == 0 {
			checks = append(checks, want)
		}
	}
	if cur.Encode() != end {
		return nil, false
	}
	for i, want := range checks {
		if positionKey(k.prefix(probe, start, base, u, 1<<i)) != want {
			return nil, false
		}
	}
	return moves, true
}

// replayGeneric replays unit u through the generic loop (with the light
// policy, the generic light loop: an immediate win first), recording its
// moves, and reports whether that provably is the rollout played.
func (k *kernel) replayGeneric(start variants.Position, base, u uint64, n int, end string) ([]string, bool) {
	fast := k.hasFastLoop(start)
	cur := start.Clone()
	moves := make([]string, 0, n)
	var checks []uint64 // the keys after plies 1, 2, 4, 8, ...
	k.stream.reseed(base, u)
	for j := 1; j <= n; j++ {
		if cur.Outcome().Over() {
			return nil, false
		}
		k.moves = cur.LegalMoves(k.moves[:0])
		if len(k.moves) == 0 {
			return nil, false
		}
		var m variants.Move
		if k.policy == Light && sortWins(cur, k.probe, k.moves) > 0 {
			m = k.moves[0]
		} else {
			m = k.moves[k.stream.rng.IntN(len(k.moves))]
		}
		moves = append(moves, cur.EncodeMove(m, variants.Display))
		cur.Play(m)
		if fast && j&(j-1) == 0 {
			checks = append(checks, positionKey(cur))
		}
	}
	if cur.Encode() != end {
		return nil, false
	}
	if !fast {
		return moves, true
	}
	for i, want := range checks {
		if positionKey(k.prefix(cur, start, base, u, 1<<i)) != want {
			return nil, false
		}
	}
	return moves, true
}

// moveTo finds the legal move of prev that leads to the position whose
// key is want, trying each on probe (scratch), and returns its display
// text; legal is scratch for prev's legal moves, returned for reuse. Both
// replays that recover a fast loop's moves ply by ply use it.
func moveTo(prev, probe variants.Position, want uint64, legal []variants.Move) (string, []variants.Move, bool) {
	legal = prev.LegalMoves(legal[:0])
	for _, m := range legal {
		probe.CopyFrom(prev)
		probe.Play(m)
		if positionKey(probe) == want {
			return prev.EncodeMove(m, variants.Display), legal, true
		}
	}
	return "", legal, false
}

// prefix sets dst to the first j plies of unit u's fast rollout from
// start, and returns it.
func (k *kernel) prefix(dst, start variants.Position, base, u uint64, j int) variants.Position {
	k.stream.reseed(base, u)
	dst.CopyFrom(start)
	k.fastLoop(dst, j)
	return dst
}

// replayPrefixes recovers the moves from the fast loop's prefixes.
func (k *kernel) replayPrefixes(start variants.Position, base, u uint64, n int) ([]string, bool) {
	moves := make([]string, 0, n)
	prev, cur, probe := start.Clone(), start.Clone(), start.Clone()
	if n > 0 && !k.hasFastLoop(start) {
		return moves, false // the generic replay is the rollout: it failed
	}
	var legal []variants.Move
	for j := 1; j <= n; j++ {
		k.prefix(cur, start, base, u, j)
		text, ok := "", false
		if text, legal, ok = moveTo(prev, probe, positionKey(cur), legal); !ok {
			return moves, false
		}
		moves = append(moves, text)
		prev.CopyFrom(cur)
	}
	// The keys matched ply by ply; the texts must match at the end.
	return moves, n == 0 || k.prefix(probe, start, base, u, n).Encode() == prev.Encode()
}
