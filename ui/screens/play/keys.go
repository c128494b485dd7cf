package play

import (
	"slices"

	"github.com/charmbracelet/bubbles/key"

	"rollout/ui/kit"
)

// KeyMap is the play screen's own keys (a help.KeyMap). Its bindings are
// taken from the program's kit.KeyMap, so a key and its help text are the
// same on every screen that has it; the board's cursor and select keys
// stay the surface's (kit.KeyMap via Common.Keys). Which keys the help
// offers depends on the game (two engines, a search running, a review, a
// move being typed), so the screen hands the help a copy with that state
// filled in (Model.helpKeys).
type KeyMap struct {
	// Type opens the move input; Complete completes a typed move.
	Type, Complete key.Binding
	// Earlier, Later, First and Latest step the review; PlayOn ends it
	// and plays on from the move shown.
	Earlier, Later, First, Latest, PlayOn key.Binding
	Flip, Sort, Heat                      key.Binding
	// MoveNow stops the thinking engine and plays its best move so far;
	// Pause, Step, Faster and Slower control two engines playing.
	MoveNow, Pause, Step, Faster, Slower key.Binding
	// Study and Analyse open the study and the analysis board on the
	// game's position; Save writes the game as PGN.
	Study, Analyse, Save key.Binding
	// Undo takes back a move, New starts a new game, Back leaves for the
	// setup screen: the last three ask first in a game in progress.
	Undo, New, Back, Quit, Help key.Binding
	// Resign, OfferDraw and Hint end or help a person's game
	// (endings.go).
	Resign, OfferDraw, Hint key.Binding
	// DeclineDraw declines a classmate's draw offer (= accepts it).
	DeclineDraw key.Binding

	state helpState // what the help offers now (Model.helpKeys)
}

// helpState is the game's state the help depends on, with the help of the
// components the screen is built from.
type helpState struct {
	surfaceShort, surfaceFull []key.Binding // the board's
	input                     []key.Binding // the move input's
	choice                    []key.Binding // a waiting choice's keys (moveinput ChoiceHelp)
	inputOpen                 bool
	bothEngines, thinking     bool
	reviewing, hasMoves       bool
	playsOn                   bool // p plays on from the move reviewed (canPlayOn)
	canSave                   bool
	personPlays               bool // a person's game goes on: resign, draw, hint
	over                      bool // the game has ended: no move to make
	watching                  bool // another pair's game: read-only
	remote                    bool // against a classmate: no move-now, no take-back
	drawless                  bool // a game without draws (nim): no draw to offer
	undoes                    bool // u takes a move back (canUndo)
}

// NewKeyMap picks the play screen's bindings from the program's keys.
func NewKeyMap(k *kit.KeyMap) KeyMap {
	return KeyMap{Type: k.Type, Complete: k.Complete, Earlier: k.Earlier, Later: k.Later, First: k.First,
		Latest: k.Latest, PlayOn: k.PlayOn, Flip: k.Flip, Sort: k.Sort, Heat: k.Heat, MoveNow: k.MoveNow,
		Pause: k.Pause, Step: k.Step, Faster: k.Faster, Slower: k.Slower, Study: k.Study, Analyse: k.Analyse,
		Save: k.Save, Undo: k.Undo, New: k.New, Back: k.Back, Quit: k.Quit, Help: k.Help,
		Resign: k.Resign, OfferDraw: k.OfferDraw, Hint: k.Hint,
		DeclineDraw: key.NewBinding(key.WithKeys("D"), key.WithHelp("D", "decline the draw"))}
}

// helpKeys is the screen's KeyMap with the game's state filled in, for
// the help line and the full help.
func (g *Model) helpKeys() KeyMap {
	k := *g.keys
	k.state = helpState{surfaceShort: g.Surface.ShortHelp(), surfaceFull: g.Surface.FullHelp(),
		input: g.Input.ShortHelp(), choice: g.Input.ChoiceHelp(), inputOpen: g.Input.Focused(), bothEngines: g.bothEngines(),
		thinking: g.search != nil, reviewing: g.held || g.Cursor.Held(), playsOn: g.canPlayOn(), hasMoves: g.st.Len() > 0, canSave: canSave(g.st) && !g.savedAtEnd(),
		personPlays: g.personPlays(), over: g.st.Outcome().Over(), watching: g.watching(), remote: g.againstRemote(),
		drawless: g.drawless(), undoes: g.canUndo()}
	if _, ok := g.unbegunClassmate(); ok || g.unbegun() { // X aborts a game not begun (resign)
		k.Resign.SetHelp(k.Resign.Help().Key, "abort")
	}
	return k
}

// ShortHelp lists the keys that matter now, for the help line: a
// waiting choice's (a promotion: its pieces, esc), the input's while it
// is open, the engines' controls when two play, else the
// surface's and the input's; then the game commands.
func (k KeyMap) ShortHelp() []key.Binding {
	s := k.state
	if len(s.choice) > 0 { // a choice takes every key: only its own work
		return s.choice
	}
	if s.inputOpen {
		// No "? help" here: while a move is typed, ? is typed too.
		return s.input
	}
	var b []key.Binding
	switch {
	case s.watching: // read-only: no key that would change the game
		b = append(b, k.Sort)
		if kit.HasKey(s.surfaceShort, k.Flip) {
			b = append(b, k.Flip)
		}
		if s.hasMoves {
			b = append(b, k.Earlier)
		}
		return append(b, k.Back, k.Quit, k.Help)
	case s.bothEngines:
		b = append(b, k.Pause, k.Step, k.Faster)
		if s.thinking { // between moves, and once the game is over, nothing to hurry
			b = append(b, k.MoveNow)
		}
		b = append(b, k.Sort)
		if kit.HasKey(s.surfaceShort, k.Flip) { // boards turn, heaps do not
			b = append(b, k.Flip)
		}
	case s.thinking:
		if !s.remote { // a classmate moves for themselves
			b = append(b, k.MoveNow)
		}
		b = append(b, s.surfaceShort...)
	case s.over:
		// No move to make: the cursor, select and typing keys would
		// only say so; what is left is the board's turning and saving.
		if kit.HasKey(s.surfaceShort, k.Flip) {
			b = append(b, k.Flip)
		}
		if s.canSave {
			b = append(b, k.Save)
		}
	default:
		b = append(b, s.surfaceShort...)
		b = append(b, s.input...)
	}
	if s.reviewing {
		// Reviewing: the review's keys first, so they are never cut.
		r := []key.Binding{k.Earlier, k.First, k.Latest}
		if s.playsOn { // not a finished game (canPlayOn)
			r = append(r, k.PlayOn)
		}
		if kit.HasKey(s.surfaceShort, k.Flip) { // boards turn; Connect Four's and heaps do not
			r = append(r, k.Flip)
		}
		if !s.playsOn {
			r = append(r, k.New)
		}
		return append(r, k.Back, k.Quit, k.Help)
	}
	if s.hasMoves {
		b = append(b, k.Earlier)
	}
	if s.undoes { // a finished game, a file's or a classmate's takes no take-backs; nor one with no move of the person's yet
		b = append(b, k.Undo)
	}
	return append(b, k.New, k.Back, k.Quit, k.Help)
}

// FullHelp lists every key of the play screen that applies to this game,
// in columns: the board's, typing, the review, the engines and the rest,
// leaving.
func (k KeyMap) FullHelp() [][]key.Binding {
	s := k.state
	board := s.surfaceFull
	if s.over || s.bothEngines {
		// No move to make, as the help line has it: the cursor and
		// select would only say the game is over (two engines' board
		// draws no cursor at all, enter pauses them); the board still
		// turns.
		board = nil
		if kit.HasKey(s.surfaceFull, k.Flip) {
			board = []key.Binding{k.Flip}
		}
	}
	other := []key.Binding{k.Sort, k.Study, k.Analyse, k.Heat}
	if s.thinking && !s.remote {
		// m hurries a search; with none (a person to move, the game
		// over) it typed an m or did nothing. A classmate moves for
		// themselves.
		other = append([]key.Binding{k.Sort, k.MoveNow}, other[1:]...)
	}
	if s.watching { // read-only: no key that would change the game
		return [][]key.Binding{without(s.surfaceFull, k.Pause), {k.Earlier, k.First, k.Latest},
			{k.Sort, k.Study, k.Analyse, k.Heat}, {k.Back, k.Quit, k.Help}}
	}
	if s.bothEngines {
		other = append(other, k.Pause, k.Step, k.Faster)
	}
	if s.canSave {
		other = append(other, k.Save)
	}
	if s.personPlays {
		other = append(other, k.Resign, k.OfferDraw, k.Hint)
		if s.drawless { // = there only says the game has none
			other = without(other, k.OfferDraw)
		}
		if s.remote { // no engine helps against a classmate
			other = without(other, k.Hint)
		}
	}
	leave := []key.Binding{k.New, k.Back, k.Quit, k.Help}
	if s.undoes { // as the help line: only where u takes a move back (canUndo)
		leave = append([]key.Binding{k.Undo}, leave...)
	}
	review := []key.Binding{k.Earlier, k.First, k.Latest}
	if s.playsOn { // p plays on from a move under review, and not in a finished game (canPlayOn)
		review = append(review, k.PlayOn)
	}
	typing := []key.Binding{k.Type, k.Complete}
	if s.bothEngines || s.over {
		// No move is a person's to type (: only says so), as the help
		// line has it; the full help listed "type a move" all the same.
		typing = nil
	}
	return [][]key.Binding{
		board,
		typing,
		review,
		other,
		leave,
	}
}

// without is list less the bindings that share a key with b.
func without(list []key.Binding, b key.Binding) []key.Binding {
	var out []key.Binding
	for _, l := range list {
		if !slices.ContainsFunc(l.Keys(), func(k string) bool { return slices.Contains(b.Keys(), k) }) {
			out = append(out, l)
		}
	}
	return out
}
