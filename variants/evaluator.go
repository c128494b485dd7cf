package variants

import "fmt"

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

// Priorer is implemented by games with cheap move knowledge for a tree
// search's priors (progressive bias): how promising a move looks before
// any rollout has tried it. Chess rates captures by victim and attacker,
// promotions, checks, moves that take an attacked piece to safety, and
// marks moves that leave a piece en prise. A tree search adds
// weight·Prior/(visits+1) to a child's selection value, so the prior
// steers the first visits and fades as the rollouts accumulate.
type Priorer interface {
	// Prior returns a value in [0, 1] for the legal move m of the
	// receiver: 0.5 for a quiet move with nothing to say for or against
	// it, more for a move that wins material or escapes a threat, less
	// for one that loses material. It must not allocate and must leave
	// the receiver unchanged.
	Prior(m Move) float64
}

// PriorLister is implemented by Priorers that rate a position's moves
// together for less than one by one (chess shares the game phase and
// the squares the enemy attacks between them). A tree search rates
// every legal move of a node so when it first expands the node.
type PriorLister interface {
	// Priors sets out[i] to Prior(moves[i]), to the bit, for each of
	// the receiver's legal moves; out is at least as long as moves. It
	// must not allocate and must leave the receiver unchanged.
	Priors(moves []Move, out []float64)
}

// QuietOrderer is implemented by Priorers whose rating of quiet moves
// (those that neither win nor lose material) comes in more than one
// version (chess: "flat", all 0.5, and "pst", by the piece-square
// tables' gain), so a match can set one against another. Progressive
// widening makes a node's children best prior first, so this is the
// order in which a search meets most of a position's moves. The choice
// is part of the position: every copy made from it (Clone, CopyFrom)
// rates the same way.
type QuietOrderer interface {
	// QuietOrders lists the names SetQuietOrder takes, the default first.
	QuietOrders() []string
	// SetQuietOrder chooses the rating by name ("" the default); an
	// unknown name is an error and changes nothing.
	SetQuietOrder(name string) error
}

// EvalChooser is implemented by positions whose static evaluation comes
// in more than one version (chess: "standard" and "king"), so a match can
// set one against another. The choice is part of the position: every
// copy made from it (Clone, CopyFrom) evaluates the same way.
type EvalChooser interface {
	// Evals lists the names SetEval takes, the default first.
	Evals() []string
	// SetEval chooses the evaluation by name ("" the default); an
	// unknown name is an error and changes nothing.
	SetEval(name string) error
}

// Repeater is implemented by games whose positions can repeat and that
// count moves towards a draw (chess), for a search that sees those draws
// coming (engine.Config.Draws).
type Repeater interface {
	// Repeated reports whether the position occurred before, with the
	// same side to move, since the last irreversible move: in the game
	// or on the line played from it.
	Repeated() bool
	// HalfmoveClock is the plies since the last capture or pawn move;
	// the game is drawn at 100.
	HalfmoveClock() int
}

// QSearcher is implemented by games whose evaluation resolves captures
// by a search that may skip some (chess): SetQSearch chooses which by
// name. The choice is part of the position, as EvalChooser's is: every
// copy made from it searches the same way.
type QSearcher interface {
	// QSearches lists the names SetQSearch takes, the full search
	// first.
	QSearches() []string
	// SetQSearch chooses the capture search by name ("" the full one);
	// an unknown name is an error and changes nothing.
	SetQSearch(name string) error
}

// EvalScaler is implemented by games whose evaluation maps centipawns
// to values in [-1, 1] by a logistic (chess): SetEvalScale sets that
// logistic's scale, so a search can weigh a pawn more or less against
// the rest of its value. The scale is part of the position, as
// EvalChooser's choice is: every copy made from it maps the same way.
// It changes only the values the tree reads: the engine reads its
// means back on PawnScale's curve (engine.Config.EvalScale), so the
// centipawns shown keep their meaning.
type EvalScaler interface {
	// SetEvalScale sets the centipawns x of the logistic
	// tanh(cp·ln10/(2x)) (0: the game's own, PawnScale); a scale that
	// is not a finite number from MinEvalScale to MaxEvalScale is an
	// error and changes nothing.
	SetEvalScale(x float64) error
}

// EvalCentrer is implemented by games whose evaluation maps centipawns
// to values by a logistic that can be centred on a lead (chess): after
// SetEvalCentre(side, cp) a lead of cp centipawns for side maps to the
// value 0 and every other lead is read from there, for both sides (a
// search's dynamic komi: where the root stands well ahead, the values
// of keeping that lead and of losing part of it lie on the logistic's
// steep middle, not on its flat end). The centre is part of the
// position, as EvalScaler's scale is: every copy made from it maps the
// same way. A proven result (a mate, a draw) is not a lead: its value is
// the searcher's to map.
type EvalCentrer interface {
	// LeadCP is the evaluation of the position in centipawns for the
	// side to move, with no centre: the lead a search centres on.
	LeadCP() int
	// SetEvalCentre centres the logistic on a lead of cp centipawns for
	// side (0: no centre); a centre beyond MaxEvalCentre either way is
	// taken as MaxEvalCentre.
	SetEvalCentre(side Side, cp int)
}

// MaxEvalCentre is the largest centre SetEvalCentre takes, in
// centipawns: some five pawns, where a lead is won whatever the centre.
const MaxEvalCentre = 500

// MinEvalScale and MaxEvalScale bound an EvalScaler's scale in
// centipawns: below 50 a pawn is 0.86 of a win and every lead
// saturates; above 2000 a queen is 0.25 and the values crowd at 0.
const (
	MinEvalScale = 50
	MaxEvalScale = 2000
)

// CheckEvalScale reports whether x is a scale SetEvalScale takes: 0
// (the game's own) or a finite number of centipawns from MinEvalScale
// to MaxEvalScale.
func CheckEvalScale(x float64) error {
	if x == 0 || x >= MinEvalScale && x <= MaxEvalScale {
		return nil
	}
	return fmt.Errorf("evaluation scale %v: want centipawns from %d to %d (0: %d, the pawn scale)", x, MinEvalScale, MaxEvalScale, PawnScale)
}

// EvalTrader is implemented by games whose evaluation maps centipawns
// to values by a logistic and knows how much of the material has come
// off the board (chess): after SetEvalTrade(t) a lead counts 1 + t·s
// times its centipawns, s the share of the pieces (not the pawns)
// traded off, 0 with all of them on and 1 with none. A side ahead then
// gains by trading pieces and a side behind by keeping them, as players
// are taught ("trade when ahead"). The factor is part of the position,
// as EvalScaler's scale is: every copy made from it maps the same way.
// A proven result is not a lead and stays as it is.
type EvalTrader interface {
	// SetEvalTrade sets t (0: off); a t that is not a finite number
	// from 0 to MaxEvalTrade is an error and changes nothing.
	SetEvalTrade(t float64) error
	// TradeFactor is the factor 1 + t·s by which the position's own
	// lead counts: the search's root's, by which the engine reads its
	// values back in centipawns.
	TradeFactor() float64
}

// MaxEvalTrade is the largest factor SetEvalTrade takes: at 2 a lead
// with only kings and pawns left counts three times what it would with
// every piece on.
const MaxEvalTrade = 2

// CheckEvalTrade reports whether t is a factor SetEvalTrade takes: a
// finite number from 0 to MaxEvalTrade.
func CheckEvalTrade(t float64) error {
	if t >= 0 && t <= MaxEvalTrade {
		return nil
	}
	return fmt.Errorf("trade factor %v: want 0 (off) to %d", t, MaxEvalTrade)
}

// LeafSearcher is implemented by games whose evaluation can look further
// than capture resolution (chess): with SetLeafDepth(d), Evaluate is a
// shallow alpha-beta search of d plies with the capture resolution at
// its leaves, so a quiet threat a move or two off is in the value. The
// depth is part of the position, as EvalChooser's choice is: every copy
// made from it (Clone, CopyFrom) searches the same depth.
type LeafSearcher interface {
	// MaxLeafDepth is the deepest search SetLeafDepth takes.
	MaxLeafDepth() int
	// SetLeafDepth chooses the plies Evaluate searches (0: capture
	// resolution alone); a depth out of range is an error and changes
	// nothing.
	SetLeafDepth(d int) error
	// SetLeafChecks adds, at the leaves of that search, a ply of the
	// quiet checks of the side to move before capture resolution.
	SetLeafChecks(on bool)
}
