package variants

import "math/rand/v2"

// LightRoller is implemented by variants that have a fast loop for the
// engine's "light" rollout policy: a little knowledge in the rollout
// instead of uniformly random moves. Uniform random rollouts stay the
// default and the reference (Roller's pure Monte Carlo); the light policy
// is an option a player names, so nobody mistakes it for pure Monte
// Carlo.
//
// What "light" means is the variant's to say, kept cheap: chess and
// Rollerball take a mate in one, else prefer the capture of the most
// valuable piece, else play uniformly; Connect Four and tic-tac-toe take
// an immediate win, else block the opponent's immediate win, else play
// uniformly. A variant without it gets the engine's generic light loop,
// which only takes an immediate win.
type LightRoller interface {
	// LightRollout plays the light policy on the receiver until the game
	// ends or plyCap plies have been played by this call, and returns the
	// outcome (Outcome{Draw, PlyCap} when the cap is hit) and the number of
	// plies played, as Roller.Rollout does. It must not allocate.
	LightRollout(rng *rand.Rand, plyCap int) (Outcome, int)
}
