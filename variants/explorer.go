package variants

// Explorer is implemented by games whose tree search wants an exploration
// constant other than UCB1's textbook sqrt(2). The constant trades
// visits to the best-looking move against visits to the others, and the
// right trade depends on the game: how far apart its moves' means lie on
// the [-1, 1] scale of a rollout's result, and how many moves there are.
// A game states its own so that every client (TUI, match, UCI, study)
// gets the tuned value by default without naming the game; a player's
// explicit constant still wins.
type Explorer interface {
	// Exploration returns the UCB constant c, on the [-1, 1] scale of the
	// means, that this game's value scale and branching suggest, tuned by
	// matches (docs/results.md); it must be positive.
	Exploration() float64
}
