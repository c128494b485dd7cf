package engine

import (
	"context"
	"math/rand/v2"

	"rollout/variants"
)

// searchlight is the opponent of Tong's 2013 study: it looks one move
// ahead for itself and one for the opponent, like a torch in the dark. It
// takes an immediate win if there is one, otherwise it avoids every move
// after which the opponent can win at once, and otherwise plays at random
// (seeded). It is the cheapest player that does not blunder a one-move
// tactic, which is what the Monte Carlo players must beat.
type searchlight struct{ cfg Config }

func newSearchlight(cfg Config) Player { return &searchlight{cfg} }

func (s *searchlight) Name() string   { return "searchlight" }
func (s *searchlight) Config() Config { return s.cfg }

// The notes searchlight (and roulette) put on moves they judge at sight.
const (
	noteWins   = "wins at once"
	noteGives  = "gives a win"
	notePruned = "pruned"
)

func (s *searchlight) Search(ctx context.Context, pos variants.Position, progress chan Snapshot) (Result, error) {
	moves, err := searchMoves(pos, s.cfg.RootMoves, progress)
	if err != nil {
		return Result{}, err
	}
	rng := rand.New(rand.NewPCG(searchSeed(s.cfg.Seed, pos.Encode()), 3))
	if wins := winningMoves(pos, moves); len(wins) > 0 {
		return notedResult(s.Name(), pos, moves, winNotes(len(moves), wins), wins[rng.IntN(len(wins))], StopOneMoveWin, progress), nil
	}
	notes := make([]string, len(moves))
	threat, _ := immediateThreats(pos, moves, nil)
	var safe []int
	for i := range moves {
		if threat[i] {
			notes[i] = noteGives
		} else {
			safe = append(safe, i)
		}
	}
	chosen := rng.IntN(len(moves))
	if len(safe) > 0 {
		chosen = safe[rng.IntN(len(safe))]
	}
	return notedResult(s.Name(), pos, moves, notes, chosen, StopInstant, progress), nil
}
