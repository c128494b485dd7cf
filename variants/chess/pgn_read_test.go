package chess

import (
	"math/rand/v2"
	"os"
	"reflect"
	"strings"
	"testing"
	"time"

	nc "github.com/notnil/chess"
	"rollout/variants"
)

// Random games with comments and tables, written by Record.PGN and read
// back by ReadPGN: the same start, moves, comments and tables.
func TestReadPGNRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	games := 30
	if raceEnabled {
		games = 6
	}
	for g := range games {
		rec, err := variants.NewRecord(Variant, differentialStarts[g%len(differentialStarts)])
		if err != nil {
			t.Fatal(err)
		}
		for rec.Len() < 300 && !rec.Outcome().Over() {
			legal := rec.Legal()
			m := legal[rng.IntN(len(legal))]
			comment, table := "", (*variants.Table)(nil)
			if rng.IntN(4) == 0 {
				comment = "[%clk 0:03:00] a {note} with \"quotes\""
			}
			if rng.IntN(3) == 0 {
				table = &variants.Table{Player: "uct", Rollouts: 900, Stopped: "time", Chosen: m}
				for i, l := range legal {
					table.Rows = append(table.Rows, variants.Row{Move: l, Text: rec.Position().EncodeMove(l, variants.Display),
						Rollouts: int64(i), Wins: 1, Losses: 2, Net: -1, Mean: -0.25, StdErr: 0.5, Note: "x y"})
				}
			}
			if err := rec.Play(m, comment, table); err != nil {
				t.Fatal(err)
			}
		}
		text, err := rec.PGN(map[string]string{"Event": "round trip", "White": `a "b"`})
		if err != nil {
			t.Fatal(err)
		}
		back, tags, err := ReadPGN(text+"\n"+text, 2) // the second of two games
		if err != nil {
			t.Fatalf("game %d: %v\n%s", g, err, text)
		}
		if tags["White"] != `a "b"` || back.StartText() != rec.StartText() || back.Len() != rec.Len() {
			t.Fatalf("game %d: tags %v, start %s, %d moves; want %s, %d\n%s", g, tags, back.StartText(), back.Len(), rec.StartText(), rec.Len(), text)
		}
		for i := range rec.Len() {
			want, got := rec.Turn(i), back.Turn(i)
			if got.Move != want.Move || got.Comment != cleanComment(want.Comment) || !reflect.DeepEqual(got.Table, want.Table) {
				t.Fatalf("game %d ply %d: read %+v\nwant %+v", g, i+1, got, want)
			}
		}
		if back.Outcome() != rec.Outcome() {
			t.Fatalf("game %d: outcome %v, want %v", g, back.Outcome(), rec.Outcome())
		}
	}
}

// PGN as other tools write it: clock and eval comments, NAGs, nested
// variations, ";" comments, "%" escape lines, move numbers glued to
// moves, several games in one file. notnil/chess reads the same games as
// the oracle.
const otherToolsPGN = `[Event "Rated Blitz game"]
[Site "https://lichess.org/abcdefgh"]
[White "alice"]
[Black "bob"]
[Result "1-0"]
[Annotator "lichess.org"]

1. e4 { [%eval 0.17] [%clk 0:03:00] } 1... e5 { [%eval 0.2] [%clk 0:03:00] } 2. Nf3 $1 Nc6 (2... d6 3. d4 (3. Bc4 Be7) exd4) 3. Bb5 a6?!
; a rest-of-line comment
4. Ba4 Nf6 5.O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 1-0

% an escaped line
[Event "From a position"]
[SetUp "1"]
[FEN "4k3/8/8/8/8/8/4P3/4K2R w K - 0 40"]
[Result "*"]

40. O-O Kd7 41. e4 {the pawn} *
`

func TestReadPGNOtherTools(t *testing.T) {
	if n := CountPGN(otherToolsPGN); n != 2 {
		t.Fatalf("CountPGN = %d, want 2", n)
	}
	oracle := nc.NewScanner(strings.NewReader(otherToolsPGN))
	for game := 1; game <= 2; game++ {
		rec, tags, err := ReadPGN(otherToolsPGN, game)
		if err != nil {
			t.Fatalf("game %d: %v", game, err)
		}
		if !oracle.Scan() && oracle.Err() != nil && oracle.Err().Error() != "EOF" {
			t.Fatalf("notnil: %v", oracle.Err())
		}
		want := oracle.Next()
		if rec.Len() != len(want.Moves()) || rec.Position().Encode() != want.Position().String() {
			t.Fatalf("game %d: %d moves to %s; notnil %d moves to %s", game, rec.Len(), rec.Position().Encode(), len(want.Moves()), want.Position().String())
		}
		if game == 1 {
			if tags["White"] != "alice" || rec.Turn(0).Comment != "[%eval 0.17] [%clk 0:03:00]" || rec.Turn(0).Table != nil {
				t.Fatalf("tags %v, first comment %q", tags, rec.Turn(0).Comment)
			}
			if got := strings.Join(rec.Texts(variants.Display)[:6], " "); got != "e4 e5 Nf3 Nc6 Bb5 a6" {
				t.Fatalf("moves %q: the variation was not skipped", got)
			}
		}
	}
}

// Malformed PGN is an error naming the game and the move or line.
func TestReadPGNErrors(t *testing.T) {
	good := "[Event \"a\"]\n\n1. e4 e5 *\n\n"
	cases := []struct {
		name, text string
		game       int
		want       string
	}{
		{"illegal move", good + "[Event \"b\"]\n\n1. e4 e5 2. Ke3 *\n", 2, `game 2 (line 5): move 3 (2. Ke3, line 7)`},
		{"unknown move", good + "[Event \"b\"]\n\n1. e4 zz9 *\n", 2, `move 2 (1... zz9`},
		{"no such game", good, 3, "no game 3 (the text holds 1)"},
		{"open comment", good + "[Event \"b\"]\n\n1. e4 {oops\n", 2, "game 2, line 7: a comment { is not closed"},
		{"open variation", "1. e4 (1. d4 d5 *\n", 1, "variation ( is not closed"},
		{"stray paren", "1. e4 ) *\n", 1, "closes no variation"},
		{"bad tag", "[Event \"a]\n1. e4 *\n", 1, "bad tag pair"},
		{"bad FEN", "[FEN \"8/8 w\"]\n1. e4 *\n", 1, "FEN tag"},
	}
	for _, c := range cases {
		_, _, err := ReadPGN(c.text, c.game)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", c.name, err, c.want)
		}
	}
	// A bad game later in the file does not keep an earlier one from
	// being read.
	if rec, _, err := ReadPGN(good+"[Event \"b\"]\n\n1. e4 {oops\n", 1); err != nil || rec.Len() != 2 {
		t.Fatalf("game 1 before a broken game 2: %v", err)
	}
}

// A game that plays on after an unclaimed threefold repetition is read up
// to the repetition, with a note.
func TestReadPGNStopsAtTheRules(t *testing.T) {
	text := "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 e5 1/2-1/2\n"
	rec, tags, err := ReadPGN(text, 1)
	if err != nil {
		t.Fatal(err)
	}
	if rec.Len() != 8 || rec.Outcome() != variants.DrawBy(variants.ThreefoldRepetition) || !strings.Contains(tags["RolloutNote"], "read 8 of 10 moves") {
		t.Fatalf("%d moves, %v, note %q", rec.Len(), rec.Outcome(), tags["RolloutNote"])
	}
}

// A lichess export (testdata/lichess.pgn: clocks on every move, evals
// and judgement comments in the analysed game, titles and ratings in the
// tags) read through the stream the screens use: the record carries the
// players and every move's clock, eval and words, so review can show
// them (issue 21 item 7).
func TestReadPGNLichessNotes(t *testing.T) {
	f, err := os.Open("../../testdata/lichess.pgn")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rec, _, err := variants.ReadPGNGame(Variant, f, 2)
	if err != nil {
		t.Fatal(err)
	}
	if got := rec.Players(); got != [2]string{"FM alice_blitz (2204)", "bob_bullet (2187)"} {
		t.Errorf("players %q", got)
	}
	if rec.Tag("TimeControl") != "180+0" {
		t.Errorf("TimeControl %q", rec.Tag("TimeControl"))
	}
	first := rec.Turn(0).Note()
	if first != (variants.MoveNote{Clock: 3 * time.Minute, HasClock: true, Eval: "+0.17"}) {
		t.Errorf("1. e4: %+v", first)
	}
	na5 := rec.Turn(15) // 8... Na5?!
	if n := na5.Note(); na5.Display != "Na5" || n.Eval != "+0.72" || variants.ClockText(n.Clock) != "2:40" || n.Text != "(0.16 → 0.72) Inaccuracy. O-O was best." {
		t.Errorf("8... %s: %+v", na5.Display, n)
	}
	// Written back, the comments are whole and the annotation kept:
	// nothing of the file is lost.
	text, err := rec.PGN(nil)
	if err != nil || !strings.Contains(strings.Join(strings.Fields(text), " "), "Na5?! {[%eval 0.72] [%clk 0:02:40] (0.16 → 0.72) Inaccuracy. O-O was best.}") {
		t.Errorf("written back (%v):\n%s", err, text)
	}
}
