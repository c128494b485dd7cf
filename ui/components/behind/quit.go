package behind

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

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
// than q, and reports whether one was: esc then does nothing else
// (Cancels).
func (g *Game) Answered() bool {
	was := g.asking
	g.asking = false
	return was
}

// Cancels reports whether k, pressed while a question is pending
// (asked: q's over a game, or on the game screen q's, r's or X's), is
// esc (back) answering it no. Then esc does nothing else, on every
// screen alike: the screen says Cancelled and stays as it was, its help
// open, a piece selected. The study did so, where the game screen and
// the analysis board closed their help instead and said nothing.
func Cancels(asked bool, k tea.KeyMsg, back key.Binding) bool {
	return asked && key.Matches(k, back)
}

// Cancelled is what a screen says when esc answers the question no.
const Cancelled = "Cancelled: the game goes on"
