package variants_test

import (
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"rollout/variants"
	"rollout/variants/chess"
	"rollout/variants/nim"
	"rollout/variants/tictactoe"
)

func TestReplay(t *testing.T) {
	cases := []struct {
		name     string
		v        *variants.Variant
		start    string
		moves    string
		wantErr  string // "" for success
		wantPos  string // Encode of the final position
		wantOver variants.Outcome
	}{
		{name: "chess SAN and UCI mixed", v: chess.Variant, moves: "e4 e7e5 Nf3",
			wantPos: "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"},
		{name: "fool's mate", v: chess.Variant, moves: "f3 e5 g4 Qh4#",
			wantPos:  "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
			wantOver: variants.Win(variants.Second, variants.Checkmate)},
		{name: "move after mate", v: chess.Variant, moves: "f3 e5 g4 Qh4# a3",
			wantErr: `move 5 "a3": the game is already over`},
		{name: "illegal chess move", v: chess.Variant, moves: "e4 e5 Ke3",
			wantErr: `move 3 "Ke3"`},
		{name: "bad start", v: chess.Variant, start: "not a fen", wantErr: "chess"},
		{name: "threefold", v: chess.Variant, moves: "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8",
			wantPos:  "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 8 5",
			wantOver: variants.DrawBy(variants.ThreefoldRepetition)},
		{name: "tictactoe taken square", v: tictactoe.Variant, moves: "a1 a1", wantErr: `move 2 "a1"`},
		{name: "nim from a position", v: nim.Variant, start: "1/2 1", moves: "2:2 1:1",
			wantOver: variants.Outcome{Result: variants.SecondWins, Reason: variants.LastObjectTaken}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r, err := variants.Replay(c.v, c.start, strings.Fields(c.moves))
			if c.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), c.wantErr) {
					t.Fatalf("error %v, want one containing %q", err, c.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if c.wantPos != "" && r.Position().Encode() != c.wantPos {
				t.Fatalf("position %q, want %q", r.Position().Encode(), c.wantPos)
			}
			if got := r.Outcome(); got != c.wantOver {
				t.Fatalf("outcome %v, want %v", got, c.wantOver)
			}
			if r.Len() != len(strings.Fields(c.moves)) {
				t.Fatalf("Len %d", r.Len())
			}
		})
	}
}

// Texts are recorded in both notations before each move is played, and
// the position at every ply matches a replay of that many moves.
func TestRecordTextsAndPositionAt(t *testing.T) {
	moves := []string{"e2e4", "c7c5", "g1f3", "d7d6", "d2d4", "c5d4", "f3d4"}
	r, err := variants.Replay(chess.Variant, "", moves)
	if err != nil {
		t.Fatal(err)
	}
	if got := r.Texts(variants.Canonical); !reflect.DeepEqual(got, moves) {
		t.Fatalf("canonical %v", got)
	}
	if got, want := strings.Join(r.Texts(variants.Display), " "), "e4 c5 Nf3 d6 d4 cxd4 Nxd4"; got != want {
		t.Fatalf("display %q, want %q", got, want)
	}
	for ply := 0; ply <= len(moves); ply++ {
		p, err := r.PositionAt(ply)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := variants.Replay(chess.Variant, "", moves[:ply])
		if p.Encode() != want.Position().Encode() {
			t.Fatalf("ply %d: %s, want %s", ply, p.Encode(), want.Position().Encode())
		}
	}
	if _, err := r.PositionAt(len(moves) + 1); err == nil {
		t.Fatal("PositionAt past the end: no error")
	}
	if r.SideOf(0) != variants.First || r.SideOf(1) != variants.Second {
		t.Fatal("SideOf")
	}
}

// Undo rebuilds the repetition history: after undoing the move that made
// a threefold repetition the game goes on, and replaying it ends it again.
func TestRecordUndo(t *testing.T) {
	moves := strings.Fields("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8")
	r, err := variants.Replay(chess.Variant, "", moves)
	if err != nil {
		t.Fatal(err)
	}
	table := &variants.Table{Player: "flat"}
	r.Undo(1)
	if r.Outcome().Over() || r.Len() != 7 {
		t.Fatalf("after undo: %v, %d plies", r.Outcome(), r.Len())
	}
	m, err := r.Position().DecodeMove("Ng8")
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Play(m, "again", table); err != nil {
		t.Fatal(err)
	}
	if r.Outcome() != variants.DrawBy(variants.ThreefoldRepetition) {
		t.Fatalf("outcome %v", r.Outcome())
	}
	if tu := r.Turn(7); tu.Comment != "again" || tu.Table != table || tu.Display != "Ng8" {
		t.Fatalf("turn %+v", tu)
	}
	if err := r.Play(m, "", nil); !errors.Is(err, variants.ErrGameOver) {
		t.Fatalf("move after the end: %v", err)
	}
	r.Undo(100)
	if r.Len() != 0 || r.Position().Encode() != chess.StartFEN {
		t.Fatalf("undo all: %d, %s", r.Len(), r.Position().Encode())
	}
}

// Bad moves change nothing; End records a result the board did not make
// and Undo clears it.
func TestRecordBadMovesAndEnd(t *testing.T) {
	r, _ := variants.NewRecord(tictactoe.Variant, "")
	if _, err := r.PlayText("zz"); err == nil {
		t.Fatal("bad text accepted")
	}
	if err := r.Play(variants.Move(999), "", nil); err == nil {
		t.Fatal("bad code accepted")
	}
	if r.Len() != 0 {
		t.Fatal("a bad move changed the record")
	}
	if _, err := r.PlayText("b2"); err != nil {
		t.Fatal(err)
	}
	r.End(variants.Win(variants.First, variants.Resignation))
	if got := r.Outcome(); got.Reason != variants.Resignation || len(r.Legal()) != 0 {
		t.Fatalf("after End: %v, %d legal", got, len(r.Legal()))
	}
	c := r.Clone()
	r.Undo(1)
	if r.Outcome().Over() || r.Len() != 0 {
		t.Fatalf("undo kept the end: %v", r.Outcome())
	}
	if c.Len() != 1 || !c.Outcome().Over() {
		t.Fatal("the clone shares state with the original")
	}
}

// A record with tables writes PGN whose comments carry the tables, and
// playing that PGN's moves with PlayAnnotated restores them.
func TestRecordTableRoundTrip(t *testing.T) {
	r, _ := variants.NewRecord(chess.Variant, "")
	pos := r.Position()
	legal := pos.LegalMoves(nil)
	table := &variants.Table{Player: "uct, c=1 {odd}", Rollouts: 2000, Stopped: "rollouts", Chosen: legal[3], VarianceRatio: 1.25,
		Elapsed: 1500 * time.Millisecond, Policy: "light policy, eval k=0, minimax a=0.5", Trees: 2, MostRollouts: 1500, Drawn: true} // the policy kept too: a review labels the table by it
	for i, m := range legal {
		table.Rows = append(table.Rows, variants.Row{
			Move: m, Text: pos.EncodeMove(m, variants.Display),
			Rollouts: 100, Wins: int64(i), Draws: 90 - int64(i), Losses: 10, Net: int64(i) - 10,
			Mean: 0.125, StdErr: 0.0312, AvgPlies: 180.5, CapShare: 0.25, UCB: 0.5, Score: 3,
		})
	}
	table.Rows[0].Note = "wins at once: 100%"
	if err := r.Play(legal[3], "a note", table); err != nil {
		t.Fatal(err)
	}
	if _, err := r.PlayText("e5"); err != nil {
		t.Fatal(err)
	}
	comments := r.AnnotatedComments()
	// The chosen move's mean, 0.125 for White, is +0.44 pawns (the one
	// mapping, PawnScale), written before the table as lichess's eval.
	if !strings.HasPrefix(comments[0], "a note [%eval +0.44] [%rollout ") || comments[1] != "" {
		t.Fatalf("comments %q", comments)
	}
	back, _ := variants.NewRecord(chess.Variant, "")
	for i, tu := range r.Turns() {
		if err := back.PlayAnnotated(tu.Canonical, comments[i]); err != nil {
			t.Fatal(err)
		}
	}
	if got := back.Turn(0); got.Comment != "a note" || !reflect.DeepEqual(got.Table, table) {
		t.Fatalf("read back %+v\nwant %+v", got.Table, table)
	}
	if back.Turn(1).Table != nil {
		t.Fatal("a move without a table got one")
	}
	text, err := r.PGN(map[string]string{"Event": "t"})
	if err != nil || !strings.Contains(text, "[%rollout player=uct%2C%20c%3D1%20%7Bodd%7D") || !strings.Contains(strings.Join(strings.Fields(text), " "), "vr=1.25 t=1.5 pol=light%20policy%2C%20eval%20k%3D0%2C%20minimax%20a%3D0.5 trees=2 most=1500 drawn=1 ") {
		t.Fatalf("PGN: %v\n%s", err, text)
	}
	// A table written before times were kept has none: Elapsed 0, and
	// writing it back adds none.
	old, _ := variants.NewRecord(chess.Variant, "")
	if err := old.PlayAnnotated("e4", "[%rollout player=flat n=10 stop=rollouts best=e2e4 vr=0 e2e4:10:5:0:5:0:0:0:0:0:0:]"); err != nil {
		t.Fatal(err)
	}
	if tb := old.Turn(0).Table; tb == nil || tb.Elapsed != 0 || strings.Contains(old.AnnotatedComments()[0], " t=") {
		t.Fatalf("an old table: %+v, written back %q", tb, old.AnnotatedComments()[0])
	}
	bad, _ := variants.NewRecord(chess.Variant, "")
	for _, c := range []string{"[%rollout best=e2e5]", "[%rollout e2e4:1:2]", "[%rollout n=x]", "[%rollout ",
		"[%rollout best=e2e4 t=-1]", "[%rollout best=e2e4 t=NaN]", "[%rollout best=e2e4 t=1e300]", "[%rollout best=e2e4 drawn=yes]",
		"[%rollout best=e2e4 most=0]", "[%rollout best=e2e4 most=-5]", "[%rollout best=e2e4 most=x]"} {
		if err := bad.PlayAnnotated("e4", c); err == nil || bad.Len() != 0 {
			t.Fatalf("%q: error %v, %d plies", c, err, bad.Len())
		}
	}
	if _, err := (mustRecord(t, tictactoe.Variant)).PGN(nil); err == nil {
		t.Fatal("tic-tac-toe PGN: no error")
	}
}

// The alpha-beta player's rows keep their search depths through PGN, as
// a table-level depth= key (one depth a row, in order), so a replayed
// table stopped within a depth ranks its deeper rows first as it did
// live; a row keeps its twelve fields, so a reader before the key skips
// it. A depth= that does not match the rows is refused.
func TestTableDepthsRoundTrip(t *testing.T) {
	r, _ := variants.NewRecord(chess.Variant, "")
	pos := r.Position()
	legal := pos.LegalMoves(nil)[:3]
	table := &variants.Table{Player: "alphabeta", Rollouts: 20000, Stopped: "rollouts", Chosen: legal[1]}
	for i, m := range legal {
		table.Rows = append(table.Rows, variants.Row{Move: m, Text: pos.EncodeMove(m, variants.Display),
			Rollouts: 5000, Mean: 0.1 * float64(i), Depth: 7 - i/2})
	}
	if err := r.Play(legal[1], "", table); err != nil {
		t.Fatal(err)
	}
	comment := r.AnnotatedComments()[0]
	if !strings.Contains(comment, " depth=7/7/6 ") {
		t.Fatalf("comment %q has no depth=7/7/6", comment)
	}
	back, _ := variants.NewRecord(chess.Variant, "")
	if err := back.PlayAnnotated(r.Turn(0).Canonical, comment); err != nil {
		t.Fatal(err)
	}
	if got := back.Turn(0).Table; !reflect.DeepEqual(got, table) {
		t.Fatalf("read back %+v\nwant %+v", got, table)
	}
	table.Rows[0].Depth, table.Rows[1].Depth, table.Rows[2].Depth = 0, 0, 0
	plain := mustRecord(t, chess.Variant)
	if err := plain.Play(legal[1], "", table); err != nil {
		t.Fatal(err)
	}
	if c := plain.AnnotatedComments()[0]; strings.Contains(c, "depth=") {
		t.Errorf("a table without depths wrote %q", c)
	}
	row := " a2a3:10:5:0:5:0:0:0:0:0:0:]"
	for _, c := range []string{"[%rollout best=a2a3 depth=3/4" + row, "[%rollout best=a2a3 depth=-1" + row,
		"[%rollout best=a2a3 depth=x" + row, "[%rollout best=a2a3 depth=" + row, "[%rollout best=a2a3 depth=1001" + row} {
		bad := mustRecord(t, chess.Variant)
		if err := bad.PlayAnnotated("a3", c); err == nil || bad.Len() != 0 || !strings.Contains(err.Error(), "depth=") {
			t.Errorf("%q: error %v, %d plies", c, err, bad.Len())
		}
	}
	ok := mustRecord(t, chess.Variant)
	if err := ok.PlayAnnotated("a3", "[%rollout best=a2a3 depth=9"+row); err != nil || ok.Turn(0).Table.Rows[0].Depth != 9 {
		t.Errorf("depth=9 for one row: %v", err)
	}
}

func mustRecord(t *testing.T, v *variants.Variant) *variants.Record {
	t.Helper()
	r, err := variants.NewRecord(v, "")
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// With PlayOnDraws a threefold repetition is reported but moves may
// follow it, as under UCI; a checkmate still ends the game.
func TestRecordPlayOnDraws(t *testing.T) {
	moves := strings.Fields("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8")
	r := mustRecord(t, chess.Variant)
	r.PlayOnDraws()
	for _, m := range append(moves, "e4") {
		if _, err := r.PlayText(m); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
	if r.Len() != 9 || r.Outcome().Over() {
		t.Fatalf("%d plies, %v", r.Len(), r.Outcome())
	}
	r.Undo(1)
	if r.Outcome() != variants.DrawBy(variants.ThreefoldRepetition) || len(r.Legal()) == 0 {
		t.Fatalf("at the repetition: %v, %d legal", r.Outcome(), len(r.Legal()))
	}
	mate := mustRecord(t, chess.Variant)
	mate.PlayOnDraws()
	for _, m := range strings.Fields("f3 e5 g4 Qh4#") {
		if _, err := mate.PlayText(m); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := mate.PlayText("a3"); !errors.Is(err, variants.ErrGameOver) {
		t.Fatalf("a move after mate: %v", err)
	}
}

// Players names the sides from the tags a game was read with (title and
// rating when given); a missing or unknown name is "", and a clone keeps
// the tags.
func TestRecordPlayers(t *testing.T) {
	r, _ := variants.NewRecord(chess.Variant, "")
	if got := r.Players(); got != [2]string{} {
		t.Fatalf("a game not read from a file: players %q", got)
	}
	tags := map[string]string{"White": "alice", "WhiteElo": "2204", "WhiteTitle": "FM", "Black": "?", "BlackElo": "1500", "Event": "x"}
	r.SetTags(tags)
	tags["White"] = "changed" // the record keeps its own copy
	c := r.Clone()
	for _, rec := range []*variants.Record{r, c} {
		if got := rec.Players(); got != [2]string{"FM alice (2204)", ""} {
			t.Errorf("players %q", got)
		}
		if rec.Tag("Event") != "x" || rec.Tag("Site") != "" {
			t.Errorf("tags Event %q Site %q", rec.Tag("Event"), rec.Tag("Site"))
		}
	}
	r.SetTags(map[string]string{"White": "carol", "Black": "dave", "BlackElo": "?"})
	if got := r.Players(); got != [2]string{"carol", "dave"} {
		t.Errorf("players %q", got)
	}
}

func TestNAGText(t *testing.T) {
	for in, want := range map[string]string{
		"$1": "!", "$2": "?", "$3": "!!", "$4": "??", "$5": "!?", "$6": "?!", "$0": "$0", "$14": "$14", "$255": "$255",
		"$256": "", "$": "", "$x": "", "$1x": "", "?!": "?!", "!!": "!!", "!!!": "", "": "", "e4": "",
	} {
		if got := variants.NAGText(in); got != want {
			t.Errorf("NAGText(%q) = %q, want %q", in, got, want)
		}
	}
	if variants.NAGNumber("?!") != "$6" || variants.NAGNumber("$14") != "$14" {
		t.Error("NAGNumber")
	}
}

// Annotated adds each move's annotation to its display text, as a move
// list shows it.
func TestAnnotated(t *testing.T) {
	v := tictactoe.Variant
	rec, err := variants.NewRecord(v, "")
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []string{"b2", "a1"} {
		mv, err := rec.Position().DecodeMove(m)
		if err != nil {
			t.Fatal(err)
		}
		if err := rec.Play(mv, "", nil); err != nil {
			t.Fatal(err)
		}
		if m == "a1" {
			rec.SetNAG("?!")
		}
	}
	if got := rec.Annotated(); len(got) != 2 || got[0] != "b2" || got[1] != "a1?!" {
		t.Errorf("Annotated = %q", got)
	}
}
