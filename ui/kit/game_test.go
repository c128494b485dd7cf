package kit

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"rollout/ui/game"
	"rollout/variants"
)

// RecordedResult words a file's result when the board did not end the
// game, from its Result and Termination tags; the board's own end, or
// no result, gives "".
func TestRecordedResult(t *testing.T) {
	const open = "1. e4 e5 2. Nf3 Nc6"
	const mate = "1. f3 e5 2. g4 Qh4#"
	tests := []struct {
		moves, result, termination, want string
	}{
		{open, "1-0", "Normal", "White wins: Black resigned (1-0)"},
		{open, "0-1", "Normal", "Black wins: White resigned (0-1)"},
		{open, "1/2-1/2", "Normal", "Draw agreed (1/2-1/2)"},
		{open, "0-1", "Time forfeit", "Black wins: time forfeit (0-1)"},
		{open, "1-0", "", "White wins (1-0 as recorded)"},
		{open, "1/2-1/2", "", "Draw (1/2-1/2 as recorded)"},
		{open, "1-0", "White wins on time", "White wins on time (1-0)"},   // our own words, not doubled
		{open, "0-1", "White resigns", "Black wins: White resigns (0-1)"}, // ours (OutcomeText): a side's name keeps its capital
		{open, "1-0", "Black loses on time", "White wins: Black loses on time (1-0)"},
		{open, "1/2-1/2", "Draw agreed", "Draw agreed (1/2-1/2)"},
		{open, "*", "", ""},
		{"", "*", "Aborted: a flag fell before that side's first move", "Aborted: a flag fell before that side's first move (*)"},
		{open, "*", "unterminated", ""},
		{mate, "0-1", "Normal", ""}, // the board ended it: its outcome is said instead
	}
	for _, tt := range tests {
		tags := "[Result \"" + tt.result + "\"]\n"
		if tt.termination != "" {
			tags += "[Termination \"" + tt.termination + "\"]\n"
		}
		rec, _, err := variants.ReadPGNGame(game.Variant("chess"), strings.NewReader(tags+"\n"+tt.moves+" "+tt.result+"\n"), 1)
		if err != nil {
			t.Fatal(err)
		}
		if got := RecordedResult(rec); got != tt.want {
			t.Errorf("%s %s [Termination %q]: %q, want %q", tt.moves, tt.result, tt.termination, got, tt.want)
		}
	}
}

// FilePlayersWithin keeps both players within the width, each name cut
// to a share of the room, a short one whole; a line that fits is
// FilePlayers'.
func TestFilePlayersWithin(t *testing.T) {
	rec := variants.RecordFrom(game.Variant("chess").Start())
	long := "default+light+eval0+mm0.5+mmc4+prior1+wide1.5+ev-pieces-passers+qo-pst (a)"
	for _, tt := range []struct {
		black      string
		width      int
		wantPrefix string
		wantSuffix string
	}{
		{"uci:/usr/games/stockfish,UCI_Elo=2000 (b)", 60, "White default+", "vs Black uci:/usr/games/stockf…"},
		{"bob", 40, "White default+", "… vs Black bob"},
		{"bob", 200, "White " + long, " vs Black bob"},
	} {
		rec.SetTags(map[string]string{"White": long, "Black": tt.black})
		got := FilePlayersWithin(rec, tt.width)
		if !strings.HasPrefix(got, tt.wantPrefix) || !strings.HasSuffix(got, tt.wantSuffix) || ansi.StringWidth(got) > tt.width {
			t.Errorf("%s at %d: %q (%d columns)", tt.black, tt.width, got, ansi.StringWidth(got))
		}
	}
}

// A side as a game saved here names it reads by the live title's short
// name; another program's name, a match's label and an external engine
// read as they are.
func TestTagPlayer(t *testing.T) {
	tests := []struct{ tag, want string }{
		{"level2:default 200 iterations, light policy, eval k=0, minimax a=0.5, priors w=1", "Level 2 (200 iterations)"},
		{"level8:default 2k iterations, 1 s, light policy", "Level 8 (2k iterations, 1 s)"},
		{"uct 1 s, light policy", "uct (1 s)"},
		{"flat 500 ms", "flat (500 ms)"},
		{"random", "random"},
		{"random 1 s", "random"}, // no budget bounds a rule
		{"human", "human"},
		{"Carlsen, Magnus", "Carlsen, Magnus"},
		{"default+light+eval0+mm0.5 (a)", "default+light+eval0+mm0.5 (a)"},
		{"level9:default 1 s", "level9:default 1 s"}, // no such level
		{"uci:/usr/games/stockfish,UCI_Elo=2000 (b)", "uci:/usr/games/stockfish,UCI_Elo=2000 (b)"},
		{"", ""},
	}
	for _, tt := range tests {
		if got := TagPlayer(tt.tag); got != tt.want {
			t.Errorf("TagPlayer(%q) = %q, want %q", tt.tag, got, tt.want)
		}
	}
}
