package behind

import (
	"rollout/ui/game"
	"rollout/variants"
)

// Game is the game behind a screen, as that screen keeps it: q's
// question while the game goes on, and its running clock (clock.go).
// The zero Game is no game behind: q quits at once, as it does on a
// screen opened from the setup screen, and no clock runs.
type Game struct {
	// ask is the question q asks first ("" when q quits at once);
	// asking says it is pending.
	ask    string
	asking bool
	// clocks are the game's, running as its do (nil: none runs); v
	// names its sides; gen is the generation of the clock's tick.
	clocks *variants.Clocks
	v      *variants.Variant
	gen    uint64
}

// New is the game of variant v behind a screen, from what the game
// screen handed over with the screen's configuration.
func New(b game.Behind, v *variants.Variant) Game { return Game{ask: b.Quit, clocks: b.Clocks, v: v} }

// Quit is q pressed: it reports whether the program quits now (no game
// goes on behind, or q answers its question yes). Else the question is
// pending, and the screen says it (Question): one q never loses a game,
// here as on the game screen.
func (g *Game) Quit() bool {
	if g.ask == "" || g.asking {
		return true
	}
	g.asking = true
	return false
}

// Question is the question pending, "" for none.
func (g Game) Question() string {
	if !g.asking {
		return ""
	}
	return g.ask
}

// Answered forgets the question pending, answered no by a key other
// than q, and reports whether one was: esc then does nothing else (the
// game screen's "Cancelled: the game goes on").
func (g *Game) Answered() bool {
	was := g.asking
	g.asking = false
	return was
}

// Cancelled is what a screen says when esc answers the question no.
const Cancelled = "Cancelled: the game goes on"
