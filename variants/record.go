package variants

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"rollout/internal/clip"
)

// Turn is one move of a game record: the move, its texts (both encoded
// before the move was played, as SAN requires), a free comment, and, for an
// engine's move, the per-move table the engine chose it from.
type Turn struct {
	Move Move
	// Display is the move in the variant's display notation (SAN for
	// chess), Canonical in its machine text (UCI for chess).
	Display, Canonical string
	// Comment is a note kept with the move ("" for none); PGN writes it
	// in braces after the move.
	Comment string
	// Table is the engine's final per-move table for this turn, or nil
	// for a person's move or a table that was not kept.
	Table *Table
	// NAG is the move's annotation as a PGN file gave it (SetNAG): a
	// glyph ("!", "?", "!!", "??", "!?", "?!", PGN's $1 to $6, written
	// after the move as lichess writes "Na5?!"), or other numeric
	// annotation glyphs ("$14"), several separated by spaces; "" for
	// none.
	NAG string
}

// Record is one game: the start position (and its text), the turns played
// and the current position. It is the single game record of the program:
// the command line, the UI, the UCI session, the match and the PGN writer
// and reader all replay, extend and undo games through it, so "parse a
// start, then play moves with game-over checks" exists once.
//
// A Record is owned by one goroutine; searches get clones of Position().
type Record struct {
	v         *Variant
	startText string
	start     Position
	pos       Position
	turns     []Turn
	// ended is an outcome the board did not produce (a resignation, a
	// forfeit); Ongoing when the rules alone decide.
	ended Outcome
	// playOn lets moves follow a draw by a history rule (see PlayOnDraws).
	playOn bool
	// tags are the PGN tags the game was read with (nil for a game not
	// read from a file); set once by SetTags and never changed, so
	// clones share them.
	tags map[string]string
	// clocks are a timed game's clocks (record_clock.go), nil untimed.
	clocks *Clocks
}

// NewRecord starts a record of a game of v from the position text start
// (empty or blank: the variant's start position). A bad text is an error
// from the variant's parser.
func NewRecord(v *Variant, start string) (*Record, error) {
	if v == nil {
		return nil, errors.New("variants: record: no variant")
	}
	if strings.TrimSpace(start) == "" {
		return RecordFrom(v.Start()), nil
	}
	p, err := v.Parse(start)
	if err != nil {
		return nil, err
	}
	return RecordFrom(p), nil
}

// RecordFrom starts a record at a copy of start; start itself is not kept
// or changed.
func RecordFrom(start Position) *Record {
	return &Record{v: start.Variant(), startText: start.Encode(), start: start.Clone(), pos: start.Clone()}
}

// Replay starts a record from the position text start and plays the move
// texts in moves (any notation the variant reads). An unreadable or
// illegal move, or a move after the game has ended, is an error naming its
// 1-based index and text: `move 3 "e5": ...`.
func Replay(v *Variant, start string, moves []string) (*Record, error) {
	r, err := NewRecord(v, start)
	if err != nil {
		return nil, err
	}
	for i, text := range moves {
		if _, err := r.PlayText(text); err != nil {
			return nil, fmt.Errorf("move %d %s: %w", i+1, clip.Quote(text), err)
		}
	}
	return r, nil
}

// Clone returns an independent copy of the record, clocks included
// (tables are shared: they are values nobody changes once recorded).
func (r *Record) Clone() *Record {
	c := *r
	c.start = r.start.Clone()
	c.pos = r.pos.Clone()
	c.turns = append([]Turn(nil), r.turns...)
	if r.clocks != nil {
		cl := *r.clocks
		c.clocks = &cl
	}
	return &c
}

// Variant returns the game's descriptor.
func (r *Record) Variant() *Variant { return r.v }

// StartText returns the start position's text.
func (r *Record) StartText() string { return r.startText }

// Start returns a copy of the start position.
func (r *Record) Start() Position { return r.start.Clone() }

// Position returns the current position. It belongs to the record: read it,
// or Clone it to search or play on; playing on it directly corrupts the
// record.
func (r *Record) Position() Position { return r.pos }

// Len returns the number of moves played.
func (r *Record) Len() int { return len(r.turns) }

// Turn returns the i-th move (from 0).
func (r *Record) Turn(i int) Turn { return r.turns[i] }

// Turns returns a copy of the moves played.
func (r *Record) Turns() []Turn { return append([]Turn(nil), r.turns...) }

// Moves returns the move codes played, in order.
func (r *Record) Moves() []Move {
	ms := make([]Move, len(r.turns))
	for i, t := range r.turns {
		ms[i] = t.Move
	}
	return ms
}

// Texts returns the moves' texts in notation n, in order.
func (r *Record) Texts(n Notation) []string {
	ts := make([]string, len(r.turns))
	for i, t := range r.turns {
		ts[i] = t.Display
		if n == Canonical {
			ts[i] = t.Canonical
		}
	}
	return ts
}

// Annotated is the moves' display texts, each with the annotation a PGN
// file gave it (Turn.NAG: "Na5?!", "Bg4??"): what a move list shows.
func (r *Record) Annotated() []string {
	ts := r.Texts(Display)
	for i, t := range r.turns {
		ts[i] += t.NAG
	}
	return ts
}

// SideOf returns the side that played the i-th move (from 0).
func (r *Record) SideOf(i int) Side {
	if i%2 == 0 {
		return r.start.ToMove()
	}
	return r.start.ToMove().Other()
}

// Outcome reports how the game stands: a recorded end (End) if there is
// one, else what the rules say about the current position, history rules
// (repetition, move limits) included.
func (r *Record) Outcome() Outcome {
	if r.ended.Over() {
		return r.ended
	}
	return r.pos.Outcome()
}

// End records an outcome the board does not produce: a resignation, a
// forfeit, an adjudication. It is undone with the moves after it (Undo
// of any number of plies clears it).
func (r *Record) End(o Outcome) { r.ended = o }

// PlayOnDraws makes draws by rule (threefold repetition, the 50-move
// rule, insufficient material, a move limit) claimable instead of automatic: moves may
// follow them while the board has legal moves, and Outcome still reports
// the draw. The UCI protocol needs this (the GUI, not the engine, decides
// whether a draw is claimed); this client's own games end on those rules.
func (r *Record) PlayOnDraws() { r.playOn = true }

// blocked returns why no move may be played now, if none may: the game is
// over (or, with PlayOnDraws, the board has no move or the game was ended
// with End).
func (r *Record) blocked() (Outcome, bool) {
	o := r.Outcome()
	if !o.Over() {
		return o, false
	}
	if r.playOn && !r.ended.Over() && o.Result == Draw {
		switch o.Reason {
		case ThreefoldRepetition, FiftyMoveRule, InsufficientMaterial, MoveLimit:
			return o, len(r.pos.LegalMoves(nil)) == 0
		}
	}
	return o, true
}

// Legal returns the legal moves now, none once the game is over.
func (r *Record) Legal() []Move {
	if _, over := r.blocked(); over {
		return nil
	}
	return r.pos.LegalMoves(nil)
}

// IsLegal reports whether m may be played now.
func (r *Record) IsLegal(m Move) bool {
	for _, l := range r.Legal() {
		if l == m {
			return true
		}
	}
	return false
}

// ErrGameOver is returned for a move after the game has ended.
var ErrGameOver = errors.New("the game is already over")

// Play makes the move m with its comment and table (nil for none). A move
// after the end of the game or an illegal code is an error and changes
// nothing.
func (r *Record) Play(m Move, comment string, table *Table) error {
	if o, over := r.blocked(); over {
		return fmt.Errorf("%w (%s)", ErrGameOver, o)
	}
	if !r.IsLegal(m) {
		return fmt.Errorf("variants: move code %#x is not legal in %s", uint32(m), r.pos.Encode())
	}
	r.play(m, comment, table)
	return nil
}

// play makes the legal move m and records it.
func (r *Record) play(m Move, comment string, table *Table) {
	r.turns = append(r.turns, Turn{
		Move:      m,
		Display:   r.pos.EncodeMove(m, Display),
		Canonical: r.pos.EncodeMove(m, Canonical),
		Comment:   comment,
		Table:     table,
	})
	r.pos.Play(m)
}

// PlayText reads a move text (any of the variant's notations) and plays
// it. An unreadable or illegal text, or a move after the end, is an error
// and changes nothing.
func (r *Record) PlayText(text string) (Move, error) {
	if o, over := r.blocked(); over {
		return NoMove, fmt.Errorf("%w (%s)", ErrGameOver, o)
	}
	m, err := r.pos.DecodeMove(strings.TrimSpace(text))
	if err != nil {
		return NoMove, err
	}
	r.play(m, "", nil)
	return m, nil
}

// Undo takes back the last n plies (all of them if n is larger) and any
// recorded end. Positions keep the history their repetition rules need,
// so the record replays the game from its start: the one way to rebuild
// that history exactly.
func (r *Record) Undo(n int) {
	n = min(max(n, 0), len(r.turns))
	keep := r.turns[: len(r.turns)-n : len(r.turns)-n]
	r.ended = Outcome{}
	r.pos = r.start.Clone()
	r.turns = nil
	for _, t := range keep {
		r.play(t.Move, t.Comment, t.Table)
		r.turns[len(r.turns)-1].NAG = t.NAG
	}
}

// SetNAG sets the last move's annotation (Turn.NAG; NAGText turns PGN's
// $1 to $6 into their glyphs); with no move played it does nothing.
func (r *Record) SetNAG(nag string) {
	if len(r.turns) > 0 {
		r.turns[len(r.turns)-1].NAG = nag
	}
}

// nagGlyphs are PGN's first six numeric annotation glyphs, $1 to $6, as
// written after a move.
var nagGlyphs = [...]string{1: "!", 2: "?", 3: "!!", 4: "??", 5: "!?", 6: "?!"}

// NAGText reads one annotation token of a PGN file: "$1" to "$6" and the
// glyphs themselves ("?!") give the glyph, another "$n" stays as it is;
// anything else (a "!!!", "$x") is "", not an annotation.
func NAGText(tok string) string {
	if rest, ok := strings.CutPrefix(tok, "$"); ok {
		n := 0
		for _, c := range rest {
			if c < '0' || c > '9' || n > 255 {
				return ""
			}
			n = n*10 + int(c-'0')
		}
		switch {
		case rest == "" || n > 255:
			return ""
		case n >= 1 && n < len(nagGlyphs):
			return nagGlyphs[n]
		}
		return "$" + strconv.Itoa(n)
	}
	for _, g := range nagGlyphs[1:] {
		if tok == g {
			return g
		}
	}
	return ""
}

// NAGNumber writes an annotation as PGN's numeric form: "?!" is "$6";
// a "$n" stays as it is.
func NAGNumber(nag string) string {
	for n, g := range nagGlyphs {
		if n > 0 && nag == g {
			return "$" + strconv.Itoa(n)
		}
	}
	return nag
}

// IsNAGGlyph reports whether nag is one of the six glyphs written after
// a move ("?!"), rather than a numeric "$n" written apart.
func IsNAGGlyph(nag string) bool {
	for _, g := range nagGlyphs[1:] {
		if nag == g {
			return true
		}
	}
	return false
}

// PositionAt returns a new position after the first ply moves (0: the
// start), for review. ply outside 0..Len() is an error.
func (r *Record) PositionAt(ply int) (Position, error) {
	if ply < 0 || ply > len(r.turns) {
		return nil, fmt.Errorf("variants: ply %d out of range 0-%d", ply, len(r.turns))
	}
	p := r.start.Clone()
	for _, t := range r.turns[:ply] {
		p.Play(t.Move)
	}
	return p, nil
}
