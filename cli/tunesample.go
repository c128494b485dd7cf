package cli

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"os/signal"
	"slices"
	"sync"
	"syscall"

	"rollout/engine"
	"rollout/variants/chess"
)

// leafOptions are tune -sample-leaves' flags.
type leafOptions struct {
	// from is the EPD file of the start positions (-sample-leaves), each
	// with the id of its game.
	from string
	// skip start positions are passed over (after the shuffle), then at
	// most most are searched.
	skip, most int
	// iterations is each search's budget, per the leaves kept of it.
	iterations int64
	per        int
	quiet      int
	seed       uint64
}

// sampleLeaves searches start positions of o.from (shuffled by o.seed,
// o.skip passed over, at most o.most) with the default player at
// o.iterations and keeps up to o.per of each search's leaves, at random:
// the positions the tree evaluates (chess.Position.SetLeafHook), as
// they are before the capture search, the quiet ones alone (neither in
// check nor over, capture resolution within o.quiet centipawns of the
// standard value, as -label keeps a game's), each once over the whole
// run. Each leaf keeps its start position's id, so that a fit's
// held-out share of games holds out their leaves too. An interrupt ends
// the sampling with the leaves kept so far.
func sampleLeaves(env *Env, o leafOptions) ([]gamePosition, int, error) {
	starts, err := readLabelFileAs(o.from, 1<<30, "")
	if err != nil {
		return nil, 0, err
	}
	r := rand.New(rand.NewPCG(o.seed, 46))
	r.Shuffle(len(starts), func(i, j int) { starts[i], starts[j] = starts[j], starts[i] })
	starts = starts[min(o.skip, len(starts)):]
	starts = starts[:min(o.most, len(starts))]
	cfg := engine.Config{Player: engine.DefaultPlayer, Workers: 1, Seed: o.seed, Budget: engine.Budget{Rollouts: o.iterations}}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	var (
		mu     sync.Mutex
		leaves []string
	)
	hook := func(p *chess.Position) {
		if p.InCheck() || p.Outcome().Over() {
			return
		}
		if u := p.Unquiet(); u > o.quiet || u < -o.quiet {
			return
		}
		key := epdFields(p)
		mu.Lock()
		leaves = append(leaves, key)
		mu.Unlock()
	}
	seen := map[string]bool{}
	var out []gamePosition
	searched := 0
	for i, s := range starts {
		if ctx.Err() != nil {
			break
		}
		pos := s.pos.Clone().(*chess.Position)
		pos.SetLeafHook(hook)
		player, err := engine.New(cfg.ForGame(pos))
		if err != nil {
			return nil, 0, usageError{err}
		}
		leaves = leaves[:0]
		if _, err := player.Search(ctx, pos, nil); err != nil {
			if ctx.Err() != nil {
				break
			}
			return nil, 0, fmt.Errorf("tune: start position %d (%s): %w", o.skip+i+1, s.id, err)
		}
		searched++
		slices.Sort(leaves)
		leaves = slices.Compact(leaves)
		r.Shuffle(len(leaves), func(i, j int) { leaves[i], leaves[j] = leaves[j], leaves[i] })
		kept := 0
		for _, key := range leaves {
			if kept == o.per {
				break
			}
			if seen[key] {
				continue
			}
			seen[key] = true
			p, err := chess.ParseFEN(key + " 0 1")
			if err != nil {
				return nil, 0, fmt.Errorf("tune: a leaf's FEN %q: %v", key, err)
			}
			out = append(out, gamePosition{pos: p, id: s.id})
			kept++
		}
		if searched%1000 == 0 {
			fmt.Fprintf(env.Stderr, "searched %d of %d start positions, %d leaves\n", searched, len(starts), len(out))
		}
	}
	return out, searched, nil
}
