package variants

// AlphaBetaSearcher is implemented by games with an alpha-beta search of
// their own (chess): the engine's alphabeta player asks the position it
// must move from for one and deepens it move after move, so the search
// itself, which must know the board to be fast, stays in the game's
// package. It is a diagnostic beside the Monte Carlo players: the same
// evaluation searched another way.
type AlphaBetaSearcher interface {
	// NewAlphaBeta returns a search of the receiver's game with its own
	// transposition table, allocated once here; a player keeps it for
	// its whole game.
	NewAlphaBeta() AlphaBeta
	// AlphaBetaPrunings lists the names AlphaBeta.SetPruning takes,
	// "none" (the default) first.
	AlphaBetaPrunings() []string
}

// AlphaBeta is one player's iterative-deepening alpha-beta search: Start
// sets the root, each Deepen searches it one depth further, and the
// transposition table is kept between searches. It is not safe for
// concurrent use. Nothing on its search path allocates.
type AlphaBeta interface {
	// SetPruning chooses by name which unsound prunings the search
	// adds (AlphaBetaSearcher.AlphaBetaPrunings; "" is "none"); an
	// unknown name is an error and changes nothing.
	SetPruning(name string) error
	// Start makes root (a position of the search's game, which it
	// copies, with its evaluation's settings and game history) the root
	// of the next Deepen calls, and counts nodes from 0 again.
	Start(root Position)
	// Deepen searches the root to depth plies and reports whether the
	// depth was completed. It stops early once Nodes reaches limit (0:
	// no limit) or once stop, called every few thousand nodes (nil:
	// never), returns true; a best move that the stopped depth found
	// better than the last completed depth's is kept (Best).
	Deepen(depth int, limit int64, stop func() bool) bool
	// Nodes is the number of nodes searched since Start: each position
	// the search visited, its capture searches at the leaves counted
	// as one node each.
	Nodes() int64
	// Best returns the move to play: the best of the last completed
	// depth, or of the depth searched after it where that found a
	// better move, with its score and the depth it is from.
	Best() RootScore
	// RootScores returns each legal root move's score, in the
	// position's legal-move order; the caller may keep the slice only
	// until the next call.
	RootScores() []RootScore
	// Line returns the principal variation of the last completed depth,
	// the best move first; the caller may keep it only until the next
	// call.
	Line() []Move
}

// RootScore is what an AlphaBeta search knows about one root move.
type RootScore struct {
	Move Move
	// CP is the move's score in centipawns for the side to move at the
	// root; with Mate set, it is the game's mate score instead.
	CP int
	// Mate is the plies to a mate the score proves: positive when the
	// side to move mates (1: the move itself mates), negative when it is
	// mated; 0 for none.
	Mate int
	// Depth is the depth the score is from, 0 for a move not searched.
	Depth int
	// Exact is false for a move that failed low: its CP is an upper
	// bound, worse than the best move's score.
	Exact bool
	// Nodes is the nodes searched below the move this search.
	Nodes int64
}
