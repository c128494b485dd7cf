package ui

import (
	"fmt"
	"strings"

	"rollout/variants"
)

// gameState is one game's record: the start position, the moves played and
// their texts, and the current position. It is owned by the UI goroutine;
// searches get clones.
type gameState struct {
	v     *variants.Variant
	start variants.Position
	pos   variants.Position
	moves []variants.Move
	// display holds each move in display notation (SAN for chess),
	// canonical in the variant's machine text; both are encoded before the
	// move is played, as SAN requires.
	display, canonical []string
	// comments holds the engine's statistics for each move ("" for a
	// person's), saved as PGN comments.
	comments []string
	outcome  variants.Outcome
}

// newGameState starts a game from start (which it takes over) and plays
// the given move texts; an unreadable or illegal text is an error naming it.
func newGameState(start variants.Position, moves []string) (*gameState, error) {
	g := &gameState{v: start.Variant(), start: start.Clone(), pos: start}
	g.outcome = g.pos.Outcome()
	for i, text := range moves {
		if g.outcome.Over() {
			return nil, fmt.Errorf("ui: move %d %q: the game is already over (%s)", i+1, text, g.outcome)
		}
		m, err := g.pos.DecodeMove(strings.TrimSpace(text))
		if err != nil {
			return nil, fmt.Errorf("ui: move %d %q: %w", i+1, text, err)
		}
		g.play(m, "")
	}
	return g, nil
}

// legal returns the legal moves of the current position, or none once the
// game is over (history rules included).
func (g *gameState) legal() []variants.Move {
	if g.outcome.Over() {
		return nil
	}
	return g.pos.LegalMoves(nil)
}

// isLegal reports whether m is a legal move now.
func (g *gameState) isLegal(m variants.Move) bool {
	for _, l := range g.legal() {
		if l == m {
			return true
		}
	}
	return false
}

// play makes the legal move m and records its texts and comment.
func (g *gameState) play(m variants.Move, comment string) {
	g.display = append(g.display, g.pos.EncodeMove(m, variants.Display))
	g.canonical = append(g.canonical, g.pos.EncodeMove(m, variants.Canonical))
	g.comments = append(g.comments, comment)
	g.moves = append(g.moves, m)
	g.pos.Play(m)
	g.outcome = g.pos.Outcome()
}

// undo takes back the last n plies by replaying the game from its start:
// positions keep the history their repetition rules need, so replaying is
// the one way to rebuild it exactly.
func (g *gameState) undo(n int) {
	n = min(n, len(g.moves))
	keep := len(g.moves) - n
	moves, comments := g.moves[:keep:keep], g.comments[:keep:keep]
	g.pos = g.start.Clone()
	g.moves, g.display, g.canonical, g.comments = nil, nil, nil, nil
	g.outcome = g.pos.Outcome()
	for i, m := range moves {
		g.play(m, comments[i])
	}
}

// lastMove returns the last move played, or NoMove.
func (g *gameState) lastMove() variants.Move {
	if len(g.moves) == 0 {
		return variants.NoMove
	}
	return g.moves[len(g.moves)-1]
}

// gameOverNote is what the game adds to its outcome when it ends
// (variants.GameOverNoter), "" for most games.
func (g *gameState) gameOverNote() string {
	n, ok := g.pos.(variants.GameOverNoter)
	if !ok || !g.outcome.Over() {
		return ""
	}
	var movesBy [2]int
	for i := range g.moves {
		movesBy[g.sideOfPly(i)]++
	}
	return n.GameOverNote(g.outcome, movesBy)
}

// sideOfPly returns the side that played the i-th move of the record.
func (g *gameState) sideOfPly(i int) variants.Side {
	first := g.start.ToMove()
	if i%2 == 0 {
		return first
	}
	return first.Other()
}

// outcomeText says who won and why with the variant's side names: "White
// wins by checkmate", "Draw by threefold repetition".
func outcomeText(v *variants.Variant, o variants.Outcome) string {
	if !o.Over() {
		return ""
	}
	why := ""
	if o.Reason != variants.NoReason {
		why = " by " + o.Reason.String()
	}
	if s, ok := o.Winner(); ok {
		return v.Side(s) + " wins" + why
	}
	return "Draw" + why
}
