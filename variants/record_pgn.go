package variants

import (
	"fmt"
	"io"
	"regexp"
	"strings"
)

// PGNWriter is implemented by the positions of games that Portable Game
// Notation can record (chess). A Record writes itself through its start
// position's PGNWriter, so callers never name the game.
type PGNWriter interface {
	// WritePGN writes the game from the receiver (the start position,
	// which it does not change) through moves, each move's annotation
	// nags[i] (Turn.NAG) right after it and comments[i] after that ("" for
	// none; short slices are fine), with the given tags; tags["Result"]
	// is used when the board has not ended the game.
	WritePGN(moves []Move, nags, comments []string, tags map[string]string) (string, error)
}

// PGNReader is implemented by the positions of games whose PGN can be
// read back (chess): ask any position of the variant, such as
// Variant.Start(). Files are read through it by ReadPGNGame.
type PGNReader interface {
	// ReadPGNFrom reads game number game (from 1) of a PGN stream into a
	// new Record, with the game's tags (also kept in the record: Tag,
	// Players), keeping only the game asked for: memory stays at about
	// one game's size, whatever the file's. Our own comments restore the
	// stored tables; other tools' comments are kept as text (Turn.Note
	// reads their clocks and evals); variations are skipped. A malformed
	// game is an error naming the game and the move.
	ReadPGNFrom(r io.Reader, game int) (*Record, map[string]string, error)
}

// ReadPGNGame reads game number game (from 1) of the PGN stream r as a
// game of v, keeping only that game in memory: the one reader of PGN
// files, for the commands and the screens alike. A variant without PGN
// is an error. The tags' "RolloutNote", when set, says what the reader
// had to tell (moves dropped after the rules ended the game, a Result
// the board contradicts).
func ReadPGNGame(v *Variant, r io.Reader, game int) (*Record, map[string]string, error) {
	pr, ok := v.Start().(PGNReader)
	if !ok {
		return nil, nil, fmt.Errorf("variants: %s games have no PGN", v.Name)
	}
	return pr.ReadPGNFrom(r, game)
}

// CanPGN reports whether games of v can be written as PGN.
func CanPGN(v *Variant) bool {
	_, ok := v.Start().(PGNWriter)
	return ok
}

// AnnotatedComments returns each move's comment for a PGN file: its text,
// then, for an engine's move in a game with PGN (chess), the evaluation
// after it as lichess writes it, "[%eval +0.28]" (the chosen move's mean
// in pawns from White's side, EvalCommand; PlayAnnotated drops it again,
// as the table gives it), then its table (if any) as a "[%rollout ...]"
// command that Record.PlayAnnotated reads back.
func (r *Record) AnnotatedComments() []string {
	out := make([]string, len(r.turns))
	p := r.start.Clone()
	_, pgn := r.start.(PGNWriter)
	for i, t := range r.turns {
		c := strings.TrimSpace(t.Comment)
		if ev := tableEval(t.Table, r.SideOf(i)); ev != "" && pgn {
			c = strings.TrimSpace(c + " " + ev)
		}
		if t.Table != nil {
			if c != "" {
				c += " "
			}
			c += encodeTable(t.Table, p)
		}
		out[i] = c
		p.Play(t.Move)
	}
	return out
}

// PGN writes the record as PGN with the given tags (which it does not
// change). An outcome recorded with End sets the Result tag (and a
// Termination tag if none is given); a timed game (SetClocks) sets the
// TimeControl tag if none is given, and its moves' comments carry their
// [%clk] (PlayClocked). Games without PGN are an error.
func (r *Record) PGN(tags map[string]string) (string, error) {
	w, ok := r.start.(PGNWriter)
	if !ok {
		return "", fmt.Errorf("variants: %s games have no PGN", r.v.Name)
	}
	t := make(map[string]string, len(tags)+2)
	for k, v := range tags {
		t[k] = v
	}
	if _, ok := t["TimeControl"]; !ok && r.clocks != nil && r.clocks.Control.Timed() {
		t["TimeControl"] = r.clocks.Control.PGN()
	}
	if r.ended.Over() {
		t["Result"] = ResultText(r.ended)
		if _, ok := t["Termination"]; !ok {
			t["Termination"] = r.ended.Reason.String()
		}
	}
	nags := make([]string, len(r.turns))
	for i, tu := range r.turns {
		nags[i] = tu.NAG
	}
	return w.WritePGN(r.Moves(), nags, r.AnnotatedComments(), t)
}

// PlayAnnotated plays the move text with a comment read from a file: a
// "[%rollout ...]" command in it becomes the turn's table, the rest stays
// the comment (less the [%eval] AnnotatedComments wrote from the table). A bad move or table is an error and changes nothing.
func (r *Record) PlayAnnotated(text, comment string) error {
	if o, over := r.blocked(); over {
		return fmt.Errorf("%w (%s)", ErrGameOver, o)
	}
	m, err := r.pos.DecodeMove(strings.TrimSpace(text))
	if err != nil {
		return err
	}
	table, rest, err := decodeTable(comment, r.pos)
	if err != nil {
		return err
	}
	if _, pgn := r.start.(PGNWriter); pgn {
		if ev := tableEval(table, r.pos.ToMove()); ev != "" && (rest == ev || strings.HasSuffix(rest, " "+ev)) {
			rest = strings.TrimSpace(strings.TrimSuffix(rest, ev)) // written by AnnotatedComments
		} else if table != nil {
			// Ours too, by the rule before a proven move's mate was
			// counted after it (#-2 where it is now #-1, or after the
			// mating move): the table gives it all the same.
			rest = strings.TrimSpace(staleMateEval.ReplaceAllString(rest, ""))
		}
	}
	r.play(m, rest, table)
	return nil
}

// ResultText is an outcome as PGN writes it, from the first side's point of
// view: "1-0", "0-1", "1/2-1/2", or "*" for a game in progress.
func ResultText(o Outcome) string {
	switch o.Result {
	case FirstWins:
		return "1-0"
	case SecondWins:
		return "0-1"
	case Draw:
		return "1/2-1/2"
	}
	return "*"
}

// staleMateEval is a mate's [%eval] at the end of a comment
// (PlayAnnotated).
var staleMateEval = regexp.MustCompile(`\[%eval #-?\d+\]$`)

// tableEval is the [%eval] of an engine's move from its table (the chosen
// move's mean, from side's point of view, in pawns from White's; a
// proven move's mate, "#-2", as lichess writes one: the position's after
// the move, so a mate in 3 played reads #2 and the mating move has
// none), or "" for no table or a chosen move with no rollouts and no
// proof.
func tableEval(t *Table, side Side) string {
	if t == nil {
		return ""
	}
	for _, row := range t.Rows {
		if row.Move != t.Chosen {
			continue
		}
		if row.Proof != 0 {
			mate := ProofMateAfter(row.Proof, 1)
			if mate == 0 { // the move mates: no evaluation is left, as lichess writes none
				return ""
			}
			if side == Second {
				mate = -mate
			}
			return fmt.Sprintf("[%%eval #%d]", mate)
		}
		if row.Rollouts > 0 {
			return EvalCommand(row.Mean, side)
		}
	}
	return ""
}
