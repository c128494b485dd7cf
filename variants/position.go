package variants

import (
	"math/rand/v2"
	"time"
)

// Move is one move of some variant, as a small opaque integer code. Only the
// variant that produced it knows what it means; everyone else stores it,
// compares it and hands it back.
type Move uint32

// NoMove is the code no variant uses for a real move.
const NoMove Move = ^Move(0)

// Notation picks one of a variant's move texts. DecodeMove accepts them all;
// EncodeMove writes the one asked for.
type Notation uint8

const (
	// Canonical is the machine text: UCI for chess (e2e4, e7e8q), and the only
	// text of the other variants (c2b3, d7e7b, b2, 2:3). Perft, bestmove
	// lines and protocols use it.
	Canonical Notation = iota
	// Display is the text a person reads: SAN for chess (Nf3, exd5, O-O),
	// the canonical text elsewhere.
	Display
)

// Position is a game in play. It is mutable and owned by one goroutine:
// searches work on their own copies (Clone once, then CopyFrom per rollout).
//
// The methods on the rollout path (LegalMoves, Play, Outcome, CopyFrom, ToMove)
// must not allocate once the caller's slice has capacity.
type Position interface {
	// Variant returns the descriptor of the game this position belongs to.
	Variant() *Variant
	// ToMove returns the side whose turn it is.
	ToMove() Side
	// Ply returns the number of plies played in the game so far, counting
	// from the game's start as the position text records it.
	Ply() int
	// LegalMoves appends the legal moves to dst and returns the extended
	// slice. The order is deterministic for a given position. A game ended
	// by the board itself (mate, three in a row, no objects left) has no
	// moves; the history rules (repetition, 50-move rule, move limits) are
	// ignored here, as perft counts require, so callers ask Outcome first.
	LegalMoves(dst []Move) []Move
	// Play makes the move m, which must be one of LegalMoves. Playing any
	// other code is a programming error with undefined results; text from a
	// person goes through DecodeMove, which only returns legal moves.
	Play(m Move)
	// Outcome reports whether the game is over, who won and by which rule.
	Outcome() Outcome
	// Clone returns an independent copy. It may allocate.
	Clone() Position
	// CopyFrom overwrites the receiver with src, which must be a position of
	// the same variant (anything else is a programming error and panics).
	// It does not allocate once the receiver has been used for src's
	// variant before.
	CopyFrom(src Position)
	// Encode returns the position text (FEN for chess) that the variant's
	// Parse reads back to an equal position.
	Encode() string
	// EncodeMove returns the text of the legal move m in notation n. It must
	// be called on the position before m is played (SAN depends on it).
	EncodeMove(m Move, n Notation) string
	// DecodeMove reads a move text in any of the variant's notations and
	// returns the legal move it names, or an error saying what is wrong with
	// the text or why the move is illegal here.
	DecodeMove(text string) (Move, error)
	// String returns a plain-text diagram of the board for logs and tests.
	String() string
}

// Roller is implemented by variants that have a faster rollout loop than
// the generic one in the engine (Outcome, LegalMoves, Play a random move).
type Roller interface {
	// Rollout plays uniformly random legal moves on the receiver until the
	// game ends or plyCap plies have been played by this call, and returns
	// the outcome (Outcome{Draw, PlyCap} when the cap is hit) and the number
	// of plies played. Each move must be drawn uniformly from the legal
	// moves, exactly as the generic loop would, though the random stream may
	// be consumed differently. It must not allocate.
	Rollout(rng *rand.Rand, plyCap int) (Outcome, int)
}

// RolloutRecorder is implemented by variants whose fast rollout loops
// (Roller, LightRoller) can also report the moves they play: the study
// stepper shows every rollout's moves, and without this it recovers them
// by replaying the rollout's random stream, which at chess cost three
// quarters of a study step. Searches never record.
type RolloutRecorder interface {
	// RecordRollout plays exactly what Rollout (light: LightRollout)
	// plays from the receiver with the same rng and cap, drawing the same
	// random numbers, appends each move played to moves and returns the
	// outcome, the plies played and the grown slice.
	RecordRollout(rng *rand.Rand, plyCap int, light bool, moves []Move) (Outcome, int, []Move)
}

// WinSorter is implemented by variants that can find the moves that win at
// once faster than playing each one and asking Outcome (in chess only a
// checking move can mate). The Rao-Blackwellised estimator, searchlight and
// roulette use it; the engine falls back to trying each move.
type WinSorter interface {
	// SortWins reorders moves, which must be this position's legal moves, so
	// that the moves with which the side to move wins at once come first,
	// and returns how many of them there are. It must not allocate.
	SortWins(moves []Move) int
}

// Solver is implemented by games small enough to solve exactly. It powers
// the perfect player, the ground truth for tests and teaching views.
type Solver interface {
	// Value returns the game-theoretic value of the position for the side
	// to move under perfect play: +1 win, 0 draw, -1 loss.
	Value() int
}

// BoundedSolver is implemented by games whose exact solver can take far too
// long on some positions to be called where an answer is needed in time
// (Connect Four near the start: minutes or more). A teaching view showing
// exact values beside a search tree, or any code on a path that must stay
// responsive, asks SolveWithin instead of Value and shows an unproven value
// as unknown.
type BoundedSolver interface {
	Solver
	// SolveWithin tries to prove the value (+1 win, 0 draw, -1 loss for the
	// side to move) within the time limit and reports whether it did; an
	// unproven value means nothing. It returns soon after the limit.
	SolveWithin(limit time.Duration) (value int, proven bool)
}
