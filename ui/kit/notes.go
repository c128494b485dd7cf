package kit

import (
	"strings"

	"rollout/variants"
)

// MoveNotes are the short notes the move list shows after each move of
// rec: the clock and eval its PGN comment gave ("2:40 +0.72"), "" for a
// move with neither; nil when no move has one (a game of ours, a file
// without them), so the list keeps its plain columns.
func MoveNotes(rec *variants.Record) []string {
	notes := make([]string, rec.Len())
	some := false
	for i := range notes {
		n := rec.Turn(i).Note()
		var parts []string
		if n.HasClock {
			parts = append(parts, variants.ClockText(n.Clock))
		}
		if n.Eval != "" {
			parts = append(parts, n.Eval)
		}
		notes[i] = strings.Join(parts, " ")
		some = some || notes[i] != ""
	}
	if !some {
		return nil
	}
	return notes
}

// NoteWords says a move's clock and eval in words, for the review's
// line: "clock 2:40, eval +0.72"; "" for neither. The eval is the file's,
// from the first side's point of view as PGN tools write it.
func NoteWords(n variants.MoveNote) string {
	var parts []string
	if n.HasClock {
		parts = append(parts, "clock "+variants.ClockText(n.Clock))
	}
	if n.Eval != "" {
		parts = append(parts, "eval "+n.Eval)
	}
	return strings.Join(parts, ", ")
}
