package variants

// Side names a player by move order: First moves first (White, X, the
// player who starts at nim), Second replies (Black, O).
type Side uint8

// The two sides.
const (
	First  Side = 0
	Second Side = 1
)

// Other returns the opponent of s.
func (s Side) Other() Side { return s ^ 1 }

// String returns "first" or "second"; variants name their sides for display
// through Variant.SideNames.
func (s Side) String() string {
	if s == First {
		return "first"
	}
	return "second"
}

// Result is who, if anyone, has won.
type Result uint8

// The possible results. Ongoing is the zero value so a fresh Outcome means
// "the game goes on".
const (
	Ongoing Result = iota
	FirstWins
	SecondWins
	Draw
	// Aborted: the game ended before it began and counts for nobody, as
	// lichess aborts a game in which a player never moved; PGN writes
	// its result "*" (ResultText).
	Aborted
)

// String returns a short word for the result.
func (r Result) String() string {
	switch r {
	case FirstWins:
		return "first wins"
	case SecondWins:
		return "second wins"
	case Draw:
		return "draw"
	case Aborted:
		return "aborted"
	default:
		return "ongoing"
	}
}

// Reason says which rule ended the game. Every variant reports the rule
// that fired, so the UI and the match command can say why, not just who.
type Reason uint8

// The rules that can end a game, across all variants.
const (
	NoReason Reason = iota
	Checkmate
	Stalemate
	ThreefoldRepetition
	FiftyMoveRule
	InsufficientMaterial
	MoveLimit // the variant's own limit (Rollerball's 200 plies) or a rollout's ply cap
	ThreeInARow
	BoardFull
	LastObjectTaken
	Resignation
	PlyCap     // a rollout reached the engine's ply cap; scored as a draw
	FourInARow // Connect Four's win
	// TimeForfeit: the loser's clock ran out (the game ends at once;
	// FlagOutcome).
	TimeForfeit
	// TimeoutVsInsufficientMaterial: a side's clock ran out, but its
	// opponent could not have mated by any legal series of moves, so the
	// game is drawn (FIDE's rule; FlagOutcome).
	TimeoutVsInsufficientMaterial
	// DrawAgreed: the players agreed a draw (an offer accepted).
	DrawAgreed
	// FlagBeforeFirstMove: a side's clock ran out before that side made
	// its first move, in a game between two people (Aborted).
	FlagBeforeFirstMove
	// NoFirstMove: a person gave up waiting for the other side's first
	// move (an invitation nobody answered), in a game between two
	// people (Aborted).
	NoFirstMove
	// GaveUpUnbegun: a person gave up (resigned) a game at one board or
	// against an engine before both sides had made a first move, which
	// nobody has played yet: no loss, as lichess aborts such a game
	// (Aborted).
	GaveUpUnbegun
)

var reasonNames = [...]string{
	NoReason:                      "",
	Checkmate:                     "checkmate",
	Stalemate:                     "stalemate",
	ThreefoldRepetition:           "threefold repetition",
	FiftyMoveRule:                 "50-move rule",
	InsufficientMaterial:          "insufficient material",
	MoveLimit:                     "move limit",
	ThreeInARow:                   "three in a row",
	BoardFull:                     "board full",
	LastObjectTaken:               "last object taken",
	Resignation:                   "resignation",
	PlyCap:                        "ply cap",
	FourInARow:                    "four in a row",
	TimeForfeit:                   "time forfeit",
	TimeoutVsInsufficientMaterial: "timeout vs insufficient material",
	DrawAgreed:                    "agreement",
	FlagBeforeFirstMove:           "flag before the first move",
	NoFirstMove:                   "no first move",
	GaveUpUnbegun:                 "giving up before both sides moved",
}

// String returns the rule's name as shown to a person ("50-move rule").
func (r Reason) String() string {
	if int(r) < len(reasonNames) {
		return reasonNames[r]
	}
	return "unknown reason"
}

// Outcome is the state of a game: ongoing, or over with a result and the
// rule that ended it.
type Outcome struct {
	Result Result
	Reason Reason
}

// Over reports whether the game has ended.
func (o Outcome) Over() bool { return o.Result != Ongoing }

// Win returns the outcome in which side s has won for the given reason.
func Win(s Side, why Reason) Outcome {
	if s == First {
		return Outcome{FirstWins, why}
	}
	return Outcome{SecondWins, why}
}

// DrawBy returns a drawn outcome for the given reason.
func DrawBy(why Reason) Outcome { return Outcome{Draw, why} }

// AbortBy returns an aborted outcome for the given reason.
func AbortBy(why Reason) Outcome { return Outcome{Aborted, why} }

// Winner returns the side that won, and false for a draw, an aborted or
// an ongoing game.
func (o Outcome) Winner() (Side, bool) {
	switch o.Result {
	case FirstWins:
		return First, true
	case SecondWins:
		return Second, true
	}
	return First, false
}

// ScoreFor returns +1 if s won, -1 if s lost and 0 for a draw, an aborted
// or an ongoing game: the score a pure Monte Carlo rollout adds to a move's net.
func (o Outcome) ScoreFor(s Side) int {
	switch o.Result {
	case FirstWins:
		if s == First {
			return 1
		}
		return -1
	case SecondWins:
		if s == Second {
			return 1
		}
		return -1
	}
	return 0
}

// String describes the outcome, for example "first wins by checkmate".
func (o Outcome) String() string {
	if !o.Over() || o.Reason == NoReason {
		return o.Result.String()
	}
	return o.Result.String() + " by " + o.Reason.String()
}

// NoMoves is the outcome when the side to move has no legal move in a game
// with check: checkmate, won by the other side, if it is in check, else
// stalemate, a draw.
func NoMoves(toMove Side, inCheck bool) Outcome {
	if inCheck {
		return Win(toMove.Other(), Checkmate)
	}
	return DrawBy(Stalemate)
}
