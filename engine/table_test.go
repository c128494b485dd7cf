package engine

import (
	"bytes"
	"regexp"
	"slices"
	"strings"
	"testing"

	"rollout/variants"
	"rollout/variants/tictactoe"
)

// A result kept in a record as a table prints the same table when turned
// back into a result: review shows what the live search showed.
func TestTableRoundTrip(t *testing.T) {
	for _, name := range []string{"flat", "uct", "roulette", "searchlight"} {
		res := search(t, mustPlayer(t, Config{Player: name, Seed: 3, Budget: Budget{Rollouts: 3000}, Workers: 1}), tictactoe.Variant.Start())
		var live, kept bytes.Buffer
		if err := WriteTable(&live, res, nil); err != nil {
			t.Fatal(err)
		}
		if err := WriteTable(&kept, ResultOf(res.Table()), nil); err != nil {
			t.Fatal(err)
		}
		if live.String() != kept.String() {
			t.Fatalf("%s: live table\n%s\nkept table\n%s", name, live.String(), kept.String())
		}
		// The room the live table kept for its counts too, so a review
		// shows the columns the think did.
		if most := ResultOf(res.Table()).MostRollouts; most != res.MostRollouts || name != "searchlight" && most == 0 {
			t.Fatalf("%s: MostRollouts %d kept as %d", name, res.MostRollouts, most)
		}
		// The principal variations too: a take-back's table showed no line.
		back := ResultOf(res.Table()).Lines
		for i := range res.Moves {
			var want, got []variants.Move
			if i < len(res.Lines) {
				want = res.Lines[i]
			}
			if i < len(back) {
				got = back[i]
			}
			if !slices.Equal(want, got) {
				t.Fatalf("%s: move %d's line %v kept as %v", name, i, want, got)
			}
		}
		if name == "uct" && len(res.Lines) == 0 {
			t.Fatal("uct gave no lines: the check above checked nothing")
		}
	}
}

// A tree whose rollouts the evaluation cuts (the default at chess)
// counted every cut rollout as a draw: analyze printed "0 325 0" under
// wins, draws, losses, with plies and cap% of the cut. Its table has
// visits, the mean and its error, UCB and minimax; uct's keeps the
// rollout columns.
func TestTableOfACutSearch(t *testing.T) {
	pos := tictactoe.Variant.Start()
	m := pos.LegalMoves(nil)[0]
	res := Result{Snapshot: Snapshot{Player: "default", Policy: "light policy, eval k=0", Rollouts: 325, Best: m, Minimax: true,
		Moves: []MoveStats{{Move: m, Text: "a1", Rollouts: 325, Draws: 325, Mean: 0.1, StdErr: 0.01, AvgPlies: 3.2, UCB: 0.2}}},
		Move: m, Stopped: StopRollouts}
	var b bytes.Buffer
	if err := WriteTable(&b, res, nil); err != nil {
		t.Fatal(err)
	}
	if head := headings(b.String()); !slices.Equal(head, []string{"move", "visits", "mean", "+- se", "UCB", "minimax"}) {
		t.Errorf("the default's head %q:\n%s", head, b.String())
	}
	res.Player, res.Policy = "uct", "light policy"
	b.Reset()
	if err := WriteTable(&b, res, nil); err != nil {
		t.Fatal(err)
	}
	if head := strings.SplitN(b.String(), "\n", 2)[0]; !strings.Contains(head, "W/D/L") || !strings.Contains(head, "visits") {
		t.Errorf("uct's head %q lost its rollout columns", head)
	}
}

// headings splits a table's first line into its column headings: cells
// are two spaces or more apart, a heading of two words ("+- se") one.
func headings(table string) []string {
	first := strings.TrimSpace(strings.SplitN(table, "\n", 2)[0])
	return regexp.MustCompile(`\s{2,}`).Split(first, -1)
}

// analyze wrote "wins  draws  losses" and "+-se" where every other
// place writes W/D/L (the counts joined by slashes) and names the error
// "± se" ("+- se" in ASCII), as docs/figures.md does.
func TestTableNamesFiguresAsTheGlossary(t *testing.T) {
	pos := tictactoe.Variant.Start()
	m := pos.LegalMoves(nil)[0]
	res := Result{Snapshot: Snapshot{Player: "flat", Rollouts: 10, Best: m,
		Moves: []MoveStats{{Move: m, Text: "a1", Rollouts: 10, Wins: 6, Draws: 3, Losses: 1, Net: 5, Mean: 0.5, StdErr: 0.2, AvgPlies: 5}}},
		Move: m, Stopped: StopRollouts}
	var b bytes.Buffer
	if err := WriteTable(&b, res, nil); err != nil {
		t.Fatal(err)
	}
	want := []string{"move", "rollouts", "W/D/L", "net", "mean", "+- se", "plies", "cap%"}
	if head := headings(b.String()); !slices.Equal(head, want) {
		t.Errorf("flat's headings %q, want %q:\n%s", head, want, b.String())
	}
	if row := strings.Fields(strings.Split(b.String(), "\n")[1]); len(row) < 3 || row[2] != "6/3/1" {
		t.Errorf("flat's row %q: want W/D/L 6/3/1", row)
	}
}

// An external engine's table called the engine's nodes rollouts, put
// its wdl per mille under wins, draws and losses (summing to 1000 in a
// row of 6504 "rollouts"), filled net, +-se, plies and cap% with zeros,
// and its summary counted "6504 rollouts". It now has the play screen's
// columns: nodes, W/D/L per mille, the note of depth, score and line,
// "-" for a move given no line; the summary counts nodes.
func TestTableOfAnExternalEngine(t *testing.T) {
	pos := tictactoe.Variant.Start()
	legal := pos.LegalMoves(nil)
	res := Result{Snapshot: Snapshot{Player: "uci:stockfish", Rollouts: 6504, Best: legal[1],
		Moves: []MoveStats{
			{Move: legal[0], Text: "a1"},
			{Move: legal[1], Text: "b1", Rollouts: 6504, Wins: 33, Draws: 964, Losses: 3, Net: 30, Mean: 0.0747, Note: "d9 +0.26 b1 a1"},
		}},
		Move: legal[1], Stopped: StopTime}
	var b bytes.Buffer
	if err := WriteTable(&b, res, nil); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	want := []string{"move", "nodes", "W/D/L per mille"}
	if head := headings(b.String()); !slices.Equal(head, want) {
		t.Errorf("headings %q, want %q:\n%s", head, want, b.String())
	}
	if got := strings.Fields(lines[1]); !slices.Equal(got, []string{"b1", "6504", "33/964/3", ChosenMark, "d9", "+0.26", "b1", "a1"}) {
		t.Errorf("the chosen row %q", got)
	}
	if got := strings.Fields(lines[2]); !slices.Equal(got, []string{"a1", "-", "-"}) {
		t.Errorf("a row without a line %q: want dashes", got)
	}
	if sum := lines[len(lines)-1]; sum != "uci:stockfish: 6504 nodes, stopped by time" {
		t.Errorf("summary %q", sum)
	}
}

// analyze lists a tree player's rows as the study's table does: the
// move played first, then the most visits, equal visits by the higher
// mean, then by the text, the moves never visited last. Ordered by
// mean, the starred a1 of 40 visits came fifth, after b2 of one lucky
// visit (+1.0000).
func TestTableOfATreeByVisits(t *testing.T) {
	pos := tictactoe.Variant.Start()
	row := func(text string, n int64, mean float64) MoveStats {
		m, err := pos.DecodeMove(text)
		if err != nil {
			t.Fatal(err)
		}
		return MoveStats{Move: m, Text: text, Rollouts: n, Mean: mean, StdErr: 0.1}
	}
	moves := []MoveStats{row("a1", 40, 0.2), row("b2", 1, 1), row("c1", 30, 0.5), row("b1", 40, 0.1), row("a3", 30, 0.5), row("a2", 0, 0), row("c3", 12, 0.9)}
	for _, c := range []struct {
		name   string
		chosen string
		want   []string
	}{
		{"the most visited", "a1", []string{"a1", "b1", "a3", "c1", "c3", "b2", "a2"}},
		// A proven win is played whatever its visits: its row comes first.
		{"a move chosen by a rule", "c3", []string{"c3", "a1", "b1", "a3", "c1", "b2", "a2"}},
	} {
		res := Result{Snapshot: Snapshot{Player: "uct", Rollouts: 153, Moves: moves}, Move: row(c.chosen, 0, 0).Move, Stopped: StopRollouts}
		var b bytes.Buffer
		if err := WriteTable(&b, res, nil); err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimSpace(b.String()), "\n")
		var got []string
		for _, l := range lines[1 : len(lines)-1] {
			got = append(got, strings.Fields(l)[0])
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: rows %v, want %v:\n%s", c.name, got, c.want, b.String())
		}
		if !strings.HasSuffix(lines[1], ChosenMark) {
			t.Errorf("%s: the first row is not starred:\n%s", c.name, b.String())
		}
	}
}

// roulette's wheel score, up to 100 points a rollout, was written whole
// by analyze ("699300000") where the play screen's table writes it as a
// count ("699M"): analyze writes the count too, its column still aligned
// on the right with the rows' other figures.
func TestTableWritesRouletteScoreAsACount(t *testing.T) {
	pos := tictactoe.Variant.Start()
	legal := pos.LegalMoves(nil)
	var moves []MoveStats
	for i, score := range []float64{699_300_000, 25_935, 840, 0} { // the first a 9.99M rollouts' score
		moves = append(moves, MoveStats{Move: legal[i], Text: pos.EncodeMove(legal[i], variants.Display), Rollouts: 10_000_000,
			Wins: 5_000_000, Draws: 4_000_000, Losses: 1_000_000, Net: 4_000_000, Mean: 0.4, StdErr: 0.001, AvgPlies: 7, Score: score})
	}
	res := Result{Snapshot: Snapshot{Player: "roulette", Rollouts: 40_000_000, Best: legal[0], Moves: moves}, Move: legal[0], Stopped: StopRollouts}
	var b bytes.Buffer
	if err := WriteTable(&b, res, nil); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimRight(b.String(), "\n"), "\n")
	head := lines[0]
	end := strings.Index(head, "score") + len("score")
	if end < len("score") {
		t.Fatalf("no score column:\n%s", b.String())
	}
	want := []string{"699M", "26k", "840", "0"}
	for i, l := range lines[1 : len(lines)-1] {
		if len(l) < end || !strings.HasSuffix(l[:end], " "+want[i]) {
			t.Errorf("row %d: want score %s ending under the head's column %d:\n%s", i, want[i], end, b.String())
		}
	}
}

// uct proves a win at once without a visit where its tree has no room
// for the root's moves (NodeBudget 1): analyze wrote the win's mean as
// "+0.0000" (and its error, plies and cap% as 0), a move searched and
// found even, as Unmeasured took a proof for a measurement. The row has
// no figures now, as a move never searched has none, and still says it
// wins, listed first.
func TestTableOfAWinProvenWithoutVisits(t *testing.T) {
	pos := tictactoe.Variant.Start()
	for _, text := range []string{"a1", "b1", "a2", "b2"} {
		m, err := pos.DecodeMove(text)
		if err != nil {
			t.Fatal(err)
		}
		pos.Play(m)
	}
	res := search(t, mustPlayer(t, Config{Player: "uct", Seed: 3, Budget: Budget{Rollouts: 10}, Workers: 1, NodeBudget: 1}), pos)
	if res.MoveText != "a3" || res.Stopped != StopOneMoveWin {
		t.Fatalf("played %s, stopped by %s; want a3 won at once", res.MoveText, res.Stopped)
	}
	var b bytes.Buffer
	if err := WriteTable(&b, res, nil); err != nil {
		t.Fatal(err)
	}
	// move visits W/D/L net mean +- se plies cap% mark note
	row := strings.Fields(strings.Split(b.String(), "\n")[1])
	if want := []string{"a3", "0", "0/0/0", "+0", NoFigure, NoFigure, NoFigure, NoFigure, ChosenMark, "wins", "at", "once"}; !slices.Equal(row, want) {
		t.Errorf("the win's row %q, want %q:\n%s", row, want, b.String())
	}
}
