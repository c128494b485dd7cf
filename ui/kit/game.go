package kit

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"

	"rollout/variants"
)

// GameOverNote is what the game adds to its outcome when it ends
// (variants.GameOverNoter), "" for most games.
func GameOverNote(r *variants.Record) string {
	n, ok := r.Position().(variants.GameOverNoter)
	o := r.Outcome()
	if !ok || !o.Over() {
		return ""
	}
	var movesBy [2]int
	for i := range r.Len() {
		movesBy[r.SideOf(i)]++
	}
	return n.GameOverNote(o, movesBy)
}

// OutcomeText says who won and why with the variant's side names: "White
// wins by checkmate", "Draw by threefold repetition" (Variant.OutcomeText,
// the words the cli uses too); a flag fall, a resignation and a draw
// agreed as a chess player says them: "White loses on time", "White
// resigns", "Draw agreed"; a game aborted says why ("Aborted: a flag
// fell before that side's first move", "Aborted: the other side never
// made a first move", "Aborted: given up before both sides had moved").
func OutcomeText(v *variants.Variant, o variants.Outcome) string {
	w, ok := o.Winner()
	switch {
	case ok && o.Reason == variants.TimeForfeit:
		return v.Side(w.Other()) + " loses on time"
	case ok && o.Reason == variants.Resignation:
		return v.Side(w.Other()) + " resigns"
	case o.Over() && o.Reason == variants.DrawAgreed:
		return "Draw agreed"
	case o.Result == variants.Aborted && o.Reason == variants.FlagBeforeFirstMove:
		return "Aborted: a flag fell before that side's first move"
	case o.Result == variants.Aborted && o.Reason == variants.NoFirstMove:
		return "Aborted: the other side never made a first move"
	case o.Result == variants.Aborted && o.Reason == variants.GaveUpUnbegun:
		return "Aborted: given up before both sides had moved"
	}
	return v.OutcomeText(o)
}

// FilePlayers says who played a game read from a file, as its PGN tags
// name them (Record.Players), with the variant's side names: "White FM
// alice_blitz (2204) vs Black bob_bullet (2187)", a side the tags leave
// unnamed "?"; "" when they name neither (a game typed in). A side of a
// game saved here reads by its short name (TagPlayer: "White Level 2
// (200 iterations)"), as the live game's title named it. The play
// screen's review and the analysis board title a game with it.
func FilePlayers(rec *variants.Record) string {
	names, ok := filePlayers(rec)
	if !ok {
		return ""
	}
	v := rec.Variant()
	return v.SideNames[0] + " " + names[0] + " vs " + v.SideNames[1] + " " + names[1]
}

// filePlayers is each side's name as FilePlayers gives it; ok is false
// when the tags name neither side.
func filePlayers(rec *variants.Record) (names [2]string, ok bool) {
	p := rec.Players()
	if p[0] == "" && p[1] == "" {
		return names, false
	}
	return [2]string{cmp.Or(TagPlayer(p[0]), "?"), cmp.Or(TagPlayer(p[1]), "?")}, true
}

// FilePlayersHeading heads the players' whole names on the help of a
// game read from a file (FilePlayerNotes).
const FilePlayersHeading = "The players as the file names them (the title may name them short)"

// FilePlayerNotes is each side of a game read from a file beside its
// whole name as the tags give it (Record.Players), "?" where they leave
// a side unnamed; nil when they name neither. The title reads an
// engine of ours by its short name (TagPlayer: "Level 2 (200
// iterations)") and cuts long names (FilePlayersWithin): its whole
// description, the player, its flags and evaluation, is on the help.
func FilePlayerNotes(rec *variants.Record) [][2]string {
	p := rec.Players()
	if p[0] == "" && p[1] == "" {
		return nil
	}
	v := rec.Variant()
	return [][2]string{{v.SideNames[0], cmp.Or(p[0], "?")}, {v.SideNames[1], cmp.Or(p[1], "?")}}
}

// FilePlayersWithin is FilePlayers within width columns: where the
// whole line is wider, each player's name is cut with "…" to a share of
// the room (a short name keeps its own and leaves the rest to the
// other), so both sides stay on the title. A match's PGN names its
// players with every label ("default+light+eval0+...+qo-pst (a)"): the
// title was cut before "vs Black", and who played Black was not shown.
func FilePlayersWithin(rec *variants.Record, width int) string {
	full := FilePlayers(rec)
	if full == "" || ansi.StringWidth(full) <= width {
		return full
	}
	names, _ := filePlayers(rec)
	v := rec.Variant()
	room := width - ansi.StringWidth(v.SideNames[0]+"  vs "+v.SideNames[1]+" ")
	first := min(ansi.StringWidth(names[0]), max(room/2, room-ansi.StringWidth(names[1])))
	names[0] = ansi.Truncate(names[0], max(first, 1), "…")
	names[1] = ansi.Truncate(names[1], max(room-ansi.StringWidth(names[0]), 1), "…")
	return v.SideNames[0] + " " + names[0] + " vs " + v.SideNames[1] + " " + names[1]
}

// RecordedResult says how a game read from a file ended when its board
// did not end it (a resignation, a flag fall, a draw agreed: lichess
// writes [Result "1-0"] after a position still in play), in the game's
// words: the Result tag's winner with the Termination tag's reason,
// "White wins: Black resigned (1-0)" for a normal end off the board
// (PGN's "normal": the loser resigned; a draw was agreed), "White wins:
// time forfeit (1-0)", or "White wins (1-0 as recorded)" when no
// Termination says why. "" when the board ended the game (its outcome
// is said instead) or the tags give no result ("*" with no Termination;
// a Termination after "*", such as an aborted game's, is said as it is:
// "Aborted: ... (*)"). The record stays in
// play, so a person may play on from the position.
func RecordedResult(rec *variants.Record) string {
	if rec.Outcome().Over() {
		return ""
	}
	v := rec.Variant()
	res := strings.TrimSpace(rec.Tag("Result"))
	var who, loser string
	switch res {
	case "1-0":
		who, loser = v.SideNames[0]+" wins", v.SideNames[1]
	case "0-1":
		who, loser = v.SideNames[1]+" wins", v.SideNames[0]
	case "1/2-1/2":
		who = "Draw"
	case "*": // a game aborted says why in its Termination (OutcomeText)
		term := strings.TrimSpace(rec.Tag("Termination"))
		if low := strings.ToLower(term); low == "" || low == "unterminated" || low == "?" {
			return ""
		}
		return term + " (*)"
	default:
		return ""
	}
	term := strings.TrimSpace(rec.Tag("Termination"))
	switch low := strings.ToLower(term); {
	case low == "normal" && loser != "":
		return who + ": " + loser + " resigned (" + res + ")"
	case low == "normal":
		return "Draw agreed (" + res + ")"
	case low == "" || low == "unterminated" || low == "?":
		return who + " (" + res + " as recorded)"
	case strings.HasPrefix(low, strings.ToLower(who)): // our own words: "White wins on time"
		return term + " (" + res + ")"
	case slices.ContainsFunc(v.SideNames[:], func(n string) bool { return strings.HasPrefix(term, n+" ") }):
		// Ours too (OutcomeText): "White resigns" names a side, whose
		// capital stays: "Black wins: White resigns (0-1)".
		return who + ": " + term + " (" + res + ")"
	}
	first, size := utf8.DecodeRuneInString(term) // "Time forfeit" reads "time forfeit" after the colon
	return who + ": " + string(unicode.ToLower(first)) + term[size:] + " (" + res + ")"
}

// PlyWhere says where a board stands in a game, the moves numbered as
// the move list numbers them (full moves, never plies): "8... Na5 of
// moves 1-14" after the 16th ply, "the start of moves 1-14" before the
// first. Review and the analysis board say it so.
func PlyWhere(rec *variants.Record, ply int) string {
	start, n := rec.Start(), rec.Len()
	where := "the start"
	if ply > 0 && ply <= n {
		where = variants.MoveLabel(start, ply-1) + " " + rec.Turn(ply-1).Display
	}
	if a, b := variants.MoveNumber(start, 0), variants.MoveNumber(start, max(n-1, 0)); a < b {
		where += fmt.Sprintf(" of moves %d-%d", a, b)
	} else if n > 0 {
		where += fmt.Sprintf(" of move %d", a)
	}
	return where
}
