package kit

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
)

// KeyMap holds every key binding of the client, matched with key.Matches,
// so the help line and the behaviour cannot drift apart.
type KeyMap struct {
	Up, Down, Left, Right key.Binding
	Select                key.Binding
	Type                  key.Binding
	Complete              key.Binding
	Flip, Undo, New       key.Binding
	Save, Sort            key.Binding
	// Pause pauses and resumes two engines playing (enter too: with no
	// person playing, enter has no move to select); Step plays one move
	// and stays paused, or between games starts the next game at once.
	Pause, Step key.Binding
	// MoveNow stops the thinking engine and plays its best move so far.
	MoveNow key.Binding
	// Think turns the analysis board's engine off and on again: off, it
	// thinks on no position until turned on (a class server's boards
	// left open cost no core).
	Think key.Binding
	// Study opens the study screen on the game's position; Heat cycles
	// the heat map of the thinking engine's root moves on the board.
	Study, Heat      key.Binding
	Back, Help, Quit key.Binding
	// Earlier, Later, First and Latest step the game review (screens/play);
	// PlayOn ends a review and plays on from the move shown.
	Earlier, Later, First, Latest, PlayOn key.Binding
	// Analyse opens the analysis board on the game's position; NextPlayer,
	// Estimator and Budget switch the analysing engine's settings there.
	Analyse, NextPlayer, Estimator, Budget key.Binding
	// Resume resumes the interrupted game on the setup screen.
	Resume key.Binding
	// ResumePrevious resumes the unfinished game before it (autosaver.go).
	ResumePrevious key.Binding
	// Faster and Slower change the pause between engines' moves.
	Faster, Slower key.Binding
	// Resign gives up the person's game (asked first), OfferDraw offers
	// the engine a draw, Hint asks the strongest engine for a move.
	Resign, OfferDraw, Hint key.Binding
	// Start and Next/Prev are the setup screen's.
	Start, Next, Prev key.Binding
}

// DefaultKeyMap returns the client's bindings. No bound key begins a move
// text of any game (files a-h, SAN pieces N B R Q K O, digits), so typing
// a move needs no prefix on any board screen (moveinput.Starts): flip is
// v, not f, and the estimator is ctrl+e, not e; ':' or '/' always opens
// the move input as well. TestNoCommandStartsAMove checks every game.
func DefaultKeyMap() KeyMap {
	return KeyMap{
		Up:             key.NewBinding(key.WithKeys("up"), key.WithHelp("↑↓←→", "move cursor")),
		Down:           key.NewBinding(key.WithKeys("down")),
		Left:           key.NewBinding(key.WithKeys("left")),
		Right:          key.NewBinding(key.WithKeys("right")),
		Select:         key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "select/move")),
		Type:           key.NewBinding(key.WithKeys(":", "/"), key.WithHelp(":", "type a move")),
		Complete:       key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "complete")),
		Flip:           key.NewBinding(key.WithKeys("v"), key.WithHelp("v", "flip")),
		Undo:           key.NewBinding(key.WithKeys("u"), key.WithHelp("u", "undo")),
		New:            key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "new game")),
		Save:           key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "save PGN")),
		Sort:           key.NewBinding(key.WithKeys("o"), key.WithHelp("o", "sort table")),
		Pause:          key.NewBinding(key.WithKeys(" ", "enter"), key.WithHelp("space", "pause/go on (enter)")),
		Step:           key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "one move/next game")),
		MoveNow:        key.NewBinding(key.WithKeys("m"), key.WithHelp("m", "move now")),
		Think:          key.NewBinding(key.WithKeys(" "), key.WithHelp("space", "engine off/on")),
		Study:          key.NewBinding(key.WithKeys("t"), key.WithHelp("t", "study this position")),
		Heat:           key.NewBinding(key.WithKeys("w"), key.WithHelp("w", "heat map")),
		Back:           key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "setup")),
		Help:           key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "help")),
		Quit:           key.NewBinding(key.WithKeys("q"), key.WithHelp("q", "quit")),
		Earlier:        key.NewBinding(key.WithKeys("["), key.WithHelp("[ ]", "review moves")),
		Later:          key.NewBinding(key.WithKeys("]")),
		First:          key.NewBinding(key.WithKeys("home"), key.WithHelp("home", "review from the start")),
		Latest:         key.NewBinding(key.WithKeys("end"), key.WithHelp("end", "back to the last move")),
		PlayOn:         key.NewBinding(key.WithKeys("p"), key.WithHelp("p", "play on from here")),
		Analyse:        key.NewBinding(key.WithKeys("A"), key.WithHelp("A", "analyse this position")),
		NextPlayer:     key.NewBinding(key.WithKeys("ctrl+p"), key.WithHelp("ctrl+p", "next player")),
		Estimator:      key.NewBinding(key.WithKeys("ctrl+e"), key.WithHelp("ctrl+e", "estimator")),
		Budget:         key.NewBinding(key.WithKeys("l"), key.WithHelp("l", "budget")),
		Resume:         key.NewBinding(key.WithKeys("R"), key.WithHelp("R", "resume the interrupted game")),
		ResumePrevious: key.NewBinding(key.WithKeys("P"), key.WithHelp("P", "resume the one before")),
		Faster:         key.NewBinding(key.WithKeys("+"), key.WithHelp("+/-", "speed")),
		Slower:         key.NewBinding(key.WithKeys("-")),
		Resign:         key.NewBinding(key.WithKeys("X"), key.WithHelp("X", "resign")),
		OfferDraw:      key.NewBinding(key.WithKeys("="), key.WithHelp("=", "offer a draw")),
		Hint:           key.NewBinding(key.WithKeys("!"), key.WithHelp("!", "hint: the best move")),
		Start:          key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "start")),
		Next:           key.NewBinding(key.WithKeys("down", "tab"), key.WithHelp("↑↓/tab", "field")),
		Prev:           key.NewBinding(key.WithKeys("up", "shift+tab")),
	}
}

// CtrlC is the one key that quits even while a text input has the focus.
var CtrlC = key.NewBinding(key.WithKeys("ctrl+c"))

// Unbound is what a screen says of a key it gives no meaning, on its
// status line: a key that does nothing silently cannot be told from a
// slow screen. Every screen says it in these words (the play screen, the
// analysis board, the study, the lessons).
func Unbound(k tea.KeyMsg) string {
	if k.Paste {
		return "Nothing here takes a paste: ? lists this screen's keys"
	}
	name := k.String()
	if k.Type == tea.KeySpace {
		name = "space"
	}
	return "No key " + name + " here: ? lists this screen's keys"
}

// HasKey reports whether list holds a binding of target's first key:
// whether a help line offers it (the surface's flip only where the
// board turns, say).
func HasKey(list []key.Binding, target key.Binding) bool {
	want := target.Keys()
	for _, b := range list {
		if ks := b.Keys(); len(ks) > 0 && len(want) > 0 && ks[0] == want[0] {
			return true
		}
	}
	return false
}
