package cli

import (
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"rollout/uci"
	"rollout/variants"
	"rollout/variants/chess"
)

// The same move list replayed through each way into the program (-moves,
// a PGN file written by the record and read back with -pgn, the record's
// own replay, a UCI session's position command, a match played on from
// it) gives the same positions, texts and outcome: all of them go through
// variants.Record, and this test keeps them from drifting apart.
func TestOneRecordEverywhere(t *testing.T) {
	lists := []string{
		"e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6",
		"f2f3 e7e5 g2g4 d8h4",             // UCI text; fool's mate
		"Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8", // threefold
	}
	for _, list := range lists {
		moves := strings.Fields(list)
		direct, err := variants.Replay(chess.Variant, "", moves)
		if err != nil {
			t.Fatal(err)
		}
		viaFlags := loadFlags(t, "-moves", list)
		text, err := direct.PGN(nil)
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(t.TempDir(), "g.pgn")
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		viaPGN := loadFlags(t, "-pgn", path)
		for name, rec := range map[string]*variants.Record{"-moves": viaFlags, "-pgn": viaPGN} {
			if rec.Position().Encode() != direct.Position().Encode() || rec.Outcome() != direct.Outcome() ||
				!reflect.DeepEqual(rec.Texts(variants.Display), direct.Texts(variants.Display)) {
				t.Fatalf("%q through %s: %s %v %v; want %s %v %v", list, name,
					rec.Position().Encode(), rec.Outcome(), rec.Texts(variants.Display),
					direct.Position().Encode(), direct.Outcome(), direct.Texts(variants.Display))
			}
			for ply := 0; ply <= rec.Len(); ply++ {
				a, _ := rec.PositionAt(ply)
				b, _ := direct.PositionAt(ply)
				if a.Encode() != b.Encode() {
					t.Fatalf("%q through %s, ply %d: %s, want %s", list, name, ply, a.Encode(), b.Encode())
				}
			}
		}
		// The UCI session, read back with its d command (UCI move text).
		fen, outcome := uciPosition(t, "position startpos moves "+strings.Join(direct.Texts(variants.Canonical), " "))
		want := "ongoing" // d names the side as the program does ("Black wins by checkmate")
		if o := direct.Outcome(); o.Over() {
			want = chess.Variant.OutcomeText(o)
		}
		if fen != direct.Position().Encode() || outcome != want {
			t.Fatalf("%q through uci: %s (%s); want %s (%s)", list, fen, outcome, direct.Position().Encode(), want)
		}
		// A match played on from the position starts where the others end.
		if direct.Outcome().Over() {
			continue
		}
		out := filepath.Join(t.TempDir(), "match.pgn")
		if code, _, errOut := run(t, "match", "-variant", "chess", "-moves", list, "-a", "random", "-b", "random",
			"-games", "1", "-seed", "1", "-pgn-out", out); code != 0 {
			t.Fatalf("match: exit %d: %s", code, errOut)
		}
		played := loadFlags(t, "-pgn", out)
		if played.StartText() != direct.Position().Encode() {
			t.Fatalf("%q through match: started from %s, want %s", list, played.StartText(), direct.Position().Encode())
		}
	}
}

// uciPosition sends a position command and d to a UCI session and returns
// the FEN and outcome it reports.
func uciPosition(t *testing.T, position string) (fen, outcome string) {
	t.Helper()
	var out strings.Builder
	if err := uci.Run(strings.NewReader(position+"\nd\nquit\n"), &out, "test"); err != nil {
		t.Fatal(err)
	}
	for _, l := range strings.Split(out.String(), "\n") {
		if v, ok := strings.CutPrefix(l, "Fen: "); ok {
			fen = v
		}
		if v, ok := strings.CutPrefix(l, "Outcome: "); ok {
			outcome = v
		}
	}
	if fen == "" {
		t.Fatalf("no Fen line from the session:\n%s", out.String())
	}
	return fen, outcome
}

// loadFlags parses game flags as analyze does and loads the game.
func loadFlags(t *testing.T, args ...string) *variants.Record {
	t.Helper()
	fs := flag.NewFlagSet("t", flag.ContinueOnError)
	var g gameFlags
	g.register(fs, "chess")
	if err := fs.Parse(args); err != nil {
		t.Fatal(err)
	}
	_, rec, err := g.load()
	if err != nil {
		t.Fatal(err)
	}
	return rec
}
