package cli

import (
	"path/filepath"
	"strings"
	"testing"
)

// -pgn FILE [-game N] opens a game of a PGN file as the position, for
// chess without -variant; bad files exit 2 naming the game and the move.
func TestPGNFlag(t *testing.T) {
	dir := t.TempDir()
	two := writeTemp(t, "two.pgn", `[Event "one"]

1. e4 e5 2. Nf3 *

[Event "two"]
[SetUp "1"]
[FEN "6k1/5ppp/8/8/8/8/5PPP/6K1 w - - 0 1"]

1. Kf1 {[%clk 0:01:00]} Kf8 2. Ke1 (2. Kg1) Ke8 *
`)
	// Game 2 (from its FEN tag), then -moves on top of it.
	code, out, errOut := run(t, "analyze", "-pgn", two, "-game", "2", "-moves", "h2h3 h7h6", "-rollouts", "200")
	if code != 0 || !strings.HasPrefix(lastLine(out), "bestmove ") {
		t.Fatalf("analyze -pgn: %d %s\n%s", code, errOut, out)
	}
	code, out, _ = run(t, "perft", "-pgn", two, "-depth", "1")
	if code != 0 || out != "Nodes searched: 29\n" { // after 1. e4 e5 2. Nf3: black's 29 moves
		t.Fatalf("perft -pgn game 1: %d %q", code, out)
	}
	bad := writeTemp(t, "bad.pgn", "[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n\n1. e4 e5 2. Qxf7 *\n")
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"analyze", "-pgn", bad, "-game", "2"}, `game 2 (line 5): move 3 (2. Qxf7, line 7)`},
		{[]string{"analyze", "-pgn", two, "-game", "3"}, "no game 3 (the text holds 2)"},
		{[]string{"analyze", "-pgn", filepath.Join(dir, "none.pgn")}, "no such file"},
		{[]string{"analyze", "-pgn", two, "-position", "8/8/8/8/8/8/8/K1k5 w - - 0 1"}, "give one"},
		{[]string{"analyze", "-variant", "tictactoe", "-pgn", two}, "tictactoe games have no PGN"},
		{[]string{"-pgn", bad, "-game", "2"}, "move 3"},
	}
	for _, c := range cases {
		code, out, errOut := run(t, c.args...)
		if code != 2 || out != "" || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2 and %q", c.args, code, out, errOut, c.want)
		}
	}
	// A game that plays on past a threefold repetition is read up to it,
	// and analyze says so before refusing a finished game.
	rep := writeTemp(t, "rep.pgn", "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 1/2-1/2\n")
	code, _, errOut = run(t, "analyze", "-pgn", rep)
	if code != 2 || !strings.Contains(errOut, "read 8 of 9 moves") || !strings.Contains(errOut, "game is over") {
		t.Fatalf("threefold: %d %q", code, errOut)
	}
}
