package engine

import (
	"bytes"
	"strings"
	"testing"

	"rollout/variants/tictactoe"
)

// A mean of one result has no spread to measure: its standard error is
// unknown, not 0, and every table, chart and lesson writes it as
// NoStdErr. A move not searched keeps analyze's columns at 0.
func TestFormatStdErr(t *testing.T) {
	for _, tt := range []struct {
		n    int64
		se   float64
		dec  int
		want string
	}{
		{0, 0, 4, "0.0000"},
		{1, 0, 3, NoStdErr},
		{1, 0, 2, NoStdErr},
		{2, 0, 3, "0.000"},
		{2, 1, 3, "1.000"},
		{400, 0.0397, 3, "0.040"},
		{400, 0.0397, 2, "0.04"},
	} {
		if got := FormatStdErr(tt.n, tt.se, tt.dec); got != tt.want {
			t.Errorf("FormatStdErr(%d, %v, %d) = %q, want %q", tt.n, tt.se, tt.dec, got, tt.want)
		}
	}
}

// analyze's and study's table write a move's figures as the study
// screen does: a move visited once has no standard error (a dash), and
// a move never visited no UCB (a dash, not "0.0000": uct tries it
// first), nor a mean, standard error, plies or cap% (dashes, not
// "+0.0000": it was never found even), and it comes last, below a
// mean of -1.
func TestWriteTableFiguresNotYetMeasured(t *testing.T) {
	pos := tictactoe.Variant.Start()
	ms := pos.LegalMoves(nil)
	res := Result{Snapshot: Snapshot{Player: "uct", Rollouts: 4, Best: ms[1],
		Moves: []MoveStats{
			{Move: ms[0], Text: "a1", Rollouts: 1, Wins: 1, Net: 1, Mean: 1, AvgPlies: 9, UCB: 2.4823},
			{Move: ms[1], Text: "b1", Rollouts: 2, Wins: 2, Net: 2, Mean: 1, AvgPlies: 7, UCB: 1.8},
			{Move: ms[2], Text: "c1"},
			{Move: ms[3], Text: "a2", Rollouts: 1, Losses: 1, Net: -1, Mean: -1, AvgPlies: 6, UCB: 0.4823},
		}},
		Move: ms[1], Stopped: StopRollouts}
	var b bytes.Buffer
	if err := WriteTable(&b, res, nil); err != nil {
		t.Fatal(err)
	}
	row := func(move string) []string {
		for _, l := range strings.Split(b.String(), "\n") {
			if f := strings.Fields(l); len(f) > 0 && f[0] == move {
				return f
			}
		}
		t.Fatalf("no row %s in\n%s", move, b.String())
		return nil
	}
	// move visits W/D/L net mean +- se plies cap% UCB
	for _, tt := range []struct {
		move                      string
		mean, se, plies, cap, ucb string
	}{
		{"a1", "+1.0000", NoStdErr, "9.0", "0.0", "2.4823"},
		{"b1", "+1.0000", "0.0000", "7.0", "0.0", "1.8000"},
		{"c1", "-", "-", "-", "-", "-"},
	} {
		if f := row(tt.move); len(f) < 9 || f[4] != tt.mean || f[5] != tt.se || f[6] != tt.plies || f[7] != tt.cap || f[8] != tt.ucb {
			t.Errorf("%s's row %q: want mean %q, +- se %q, plies %q, cap%% %q and UCB %q\n%s", tt.move, f, tt.mean, tt.se, tt.plies, tt.cap, tt.ucb, b.String())
		}
	}
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	if last := strings.Fields(lines[len(lines)-2]); last[0] != "c1" {
		t.Errorf("the move never visited is not the last row:\n%s", b.String())
	}
}
