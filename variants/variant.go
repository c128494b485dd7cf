package variants

import "time"

// Variant describes one game: its names, how to start it, how to read its
// position text, and the defaults the engine and UI use for it. The
// registry package lists them all.
type Variant struct {
	// Name is the identifier used on the command line ("chess").
	Name string
	// Title is the name shown to a person ("Tic-tac-toe").
	Title string
	// SideNames names the first and second side ("White", "Black").
	SideNames [2]string
	// Start returns a new game in the start position.
	Start func() Position
	// Parse reads a position text; errors say what was wrong and where.
	Parse func(text string) (Position, error)
	// PositionHelp describes the position text in one line, for usage and
	// error messages.
	PositionHelp string
	// MoveHelp describes the move text in one line of at most 64
	// characters: the TUI's prompt to type a move, ": type a move
	// (MoveHelp)", then fits 80 columns.
	MoveHelp string
	// PlyCap is the default maximum length of a rollout in plies; a rollout
	// that reaches it is scored as a draw (Reason PlyCap).
	PlyCap int
	// ThinkTime is the default think time per engine move.
	ThinkTime time.Duration
}

// Side returns the display name of side s ("White").
func (v *Variant) Side(s Side) string { return v.SideNames[s&1] }

// OutcomeText says who won and why in the game's own words, its side
// names: "White wins by checkmate", "O wins by three in a row", "Draw by
// threefold repetition"; "" while the game goes on. Outcome.String, which
// has no variant, says "first" and "second".
func (v *Variant) OutcomeText(o Outcome) string {
	if !o.Over() {
		return ""
	}
	why := ""
	if o.Reason != NoReason {
		why = " by " + o.Reason.String()
	}
	if s, ok := o.Winner(); ok {
		return v.Side(s) + " wins" + why
	}
	if o.Result == Aborted {
		return "Aborted" + why
	}
	return "Draw" + why
}
