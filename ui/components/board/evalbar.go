package board

import (
	"math"
	"strings"

	"rollout/engine"
	"rollout/ui/kit"
	"rollout/variants"
)

// The evaluation beside the board (docs/playing.md, "Beside the
// board"): a bar one column wide right of the board, as tall as its
// ranks, whose part on White's side of the board is White's share of the
// evaluation (engine.Evaluation.WhiteShare: half when level, a pawn up
// about 0.64, a mate all of it), and a line in the panel's header with
// the evaluation in pawns from White's side and the W/D/L chances where
// the engine has them. A screen hands the bar to the frame through
// Beside; play and analysis share them.

// EvalBarWidth is the columns the bar takes (Beside's width).
const EvalBarWidth = 1

// EvalBar draws the bar for share (White's, in [0, 1]) on the frame's
// board: one string per body row, the bar on the ranks (the board's rows
// but the last, its file letters), White's part at White's end of the
// board (the bottom unless flipped). White's part is "█" ("#" in ASCII),
// Black's "░" ("." in ASCII), each row a whole cell, rounded.
func (f *Frame) EvalBar(c kit.Common, share float64) []string {
	_, h := f.lay.BoardSize()
	ranks := max(1, h-1)
	share = min(max(share, 0), 1)
	if math.IsNaN(share) {
		share = 0.5
	}
	white := int(math.Round(share * float64(ranks)))
	w, b := "█", "░"
	if c.ASCII {
		w, b = "#", "."
	}
	rows := make([]string, ranks)
	whiteAtTop := f.TopSide() == 0
	for i := range rows {
		fromWhite := ranks - 1 - i // rows counted from White's end
		if whiteAtTop {
			fromWhite = i
		}
		if fromWhite < white {
			rows[i] = c.Styles.Bold.Render(w)
		} else {
			rows[i] = c.Styles.Dim.Render(b)
		}
	}
	return rows
}

// EvalLine is the evaluation as the panel's header line says it:
// "Eval +0.35 (White) · W 45% D 30% L 25%": pawns or a mate from White's
// side (engine.Evaluation.Text) and the chances where the player has
// them; "Eval 1-0: checkmate" once the mate is on the board.
func EvalLine(e engine.Evaluation) string {
	var b strings.Builder
	if e.Mated { // "1-0 (White)" would read as a score of White's
		return "Eval " + e.Text() + ": checkmate"
	}
	b.WriteString("Eval " + e.Text() + " (White)")
	if wdl := e.WDLText(); wdl != "" {
		b.WriteString(" · " + wdl)
	}
	return b.String()
}

// OpeningLine names the game's opening as the panel's header shows it,
// "C60 Ruy Lopez: Morphy Defense": a PGN file's own ECO and Opening tags
// when it has them, else variants.Record.Opening (lichess's
// chess-openings, the named position the game reached last), or "" for
// a game with no book or no named position yet.
func OpeningLine(rec *variants.Record) string { return OpeningLineAt(rec, rec.Len()) }

// OpeningLineAt is OpeningLine after the game's first ply moves, a
// review's move shown (variants.Record.OpeningAt): the start position
// reviewed read "B01 Scandinavian Defense", the game's last name. A
// file's own tags name the whole game, at every ply.
func OpeningLineAt(rec *variants.Record, ply int) string {
	if name := rec.Tag("Opening"); name != "" { // a file's own, as it names it
		return strings.TrimSpace(rec.Tag("ECO") + " " + name)
	}
	o, ok := rec.OpeningAt(ply)
	if !ok {
		return ""
	}
	return strings.TrimSpace(o.ECO + " " + o.Name)
}
