package variants

// Evaluator is implemented by games with a static evaluation: a heuristic
// value of the position that knows what random rollouts cannot see
// quickly, such as a hanging piece. The engine's `eval` estimator scores
// rollouts cut after k plies by it, implicit minimax backups keep the
// minimax of it in the tree, and the solver may use it to order moves.
// Pure Monte Carlo never calls it: it is knowledge a player names.
//
// The value is taken after capture resolution (chess and Rollerball: a
// quiescence search over captures and promotions), so a position in the
// middle of an exchange is not scored as if the exchange stopped there.
type Evaluator interface {
	// Evaluate returns the value of the position for the side to move,
	// in [-1, 1] (1: winning, -1: losing, 0: even), after capture
	// resolution; the game documents the mapping from its own units. It
	// must not allocate and must leave the receiver unchanged. It is
	// meant for positions whose game is not over.
	Evaluate() float64
}
