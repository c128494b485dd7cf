package engine

import (
	"rollout/internal/clip"
	"rollout/variants"
)

// Policy selects how a rollout chooses its moves. Uniform random
// rollouts are the default and the reference; Light adds a little game
// knowledge (variants.LightRoller says what) and is always labelled as
// such in snapshots, status lines and PGN comments, so a policy player is
// never mistaken for pure Monte Carlo.
type Policy uint8

const (
	// Uniform plays uniformly random legal moves: today's rollouts, with
	// the same random stream, so seeded searches stay bit-identical.
	Uniform Policy = iota
	// Light takes a win at once where it can, and per game a little more:
	// captures by victim value (chess, Rollerball), blocking the
	// opponent's immediate win (Connect Four, tic-tac-toe).
	Light
)

// Policies lists the policies' names in the order menus show them.
var Policies = []string{"uniform", "light"}

// String returns the command-line name of the policy.
func (p Policy) String() string {
	if p == Light {
		return "light"
	}
	return "uniform"
}

// Label is what a snapshot or a PGN comment says about the policy: empty
// for uniform rollouts (pure Monte Carlo needs no label), "light policy"
// otherwise.
func (p Policy) Label() string {
	if p == Uniform {
		return ""
	}
	return p.String() + " policy"
}

// ParsePolicy reads "uniform" (or "") or "light".
func ParsePolicy(s string) (Policy, error) {
	switch s {
	case "uniform", "":
		return Uniform, nil
	case "light":
		return Light, nil
	}
	return Uniform, errorf("unknown rollout policy %s (want uniform or light)", clip.Quote(s))
}

// lightRollout runs the light policy from the kernel's scratch position:
// the variant's own loop when it has one, else the generic loop, which
// takes an immediate win (found by sortWins) and otherwise plays a
// uniformly random move.
func (k *kernel) lightRollout(budget int) (variants.Outcome, int) {
	if r, ok := k.scratch.(variants.LightRoller); ok {
		return r.LightRollout(k.stream.rng, budget)
	}
	return k.genericRollout(budget, true)
}

// kernelFor is newKernel for a search configured by cfg: its estimator,
// ply cap and rollout policy.
func kernelFor(root variants.Position, cfg Config) *kernel {
	k := newKernel(root, cfg.Estimator, plyCapFor(cfg, root))
	k.policy = cfg.Policy
	k.evalPlies = cfg.EvalPlies
	return k
}
