package chess

import (
	"os"
	"strings"
	"testing"

	"rollout/variants"
)

// The embedded data set reads whole, and known lines are named by it;
// transpositions by the position reached.
func TestOpeningOf(t *testing.T) {
	b, err := loadBook()
	if err != nil {
		t.Fatal(err)
	}
	if len(b) < 3000 {
		t.Errorf("the book holds %d positions", len(b))
	}
	for _, c := range []struct {
		moves, eco, name string
		plies            int
	}{
		{"e4 e5 Nf3 Nc6 Bb5", "C60", "Ruy Lopez", 5},
		{"e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O", "C90", "Ruy Lopez: Closed", 16},
		{"e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6", "B90", "Sicilian Defense: Najdorf Variation", 10},
		{"e4 e5 Nf3 Nc6 Bc4", "C50", "Italian Game", 5},
		{"d4 d5 c4 e6", "D30", "Queen's Gambit Declined", 4},
		{"e4 e6", "C00", "French Defense", 2},
		{"e4 c6 d4 d5", "B12", "Caro-Kann Defense", 4},
		// A transposition: the QGD's Three Knights (1. d4 d5 2. c4 e6 3. Nc3
		// Nf6 4. Nf3 Be7 5. e3 O-O) reached from 1. Nf3, which a look-up
		// by move sequence would leave in the English.
		{"Nf3 Nf6 c4 e6 Nc3 d5 d4 Be7 e3 O-O", "D37", "Queen's Gambit Declined: Three Knights Variation", 10},
		// Moves after the book keep the last name.
		{"e4 e5 Nf3 Nc6 Bb5 h6 h3 h5", "C60", "Ruy Lopez", 5},
		{"e4 e5 Nf3 Nc6 Bc4 h6 h3 h5 a3 a6", "C50", "Italian Game: Anti-Fried Liver Defense", 6},
	} {
		rec, err := variants.Replay(Variant, "", strings.Fields(c.moves))
		if err != nil {
			t.Fatal(err)
		}
		o, ok := rec.Opening()
		if !ok || o.ECO != c.eco || o.Name != c.name || o.Plies != c.plies {
			t.Errorf("%s: %+v %v, want %s %s at ply %d", c.moves, o, ok, c.eco, c.name, c.plies)
		}
	}
	if o, ok := NewPosition().OpeningOf(nil); ok {
		t.Errorf("the start is named %+v", o)
	}
}

// The PGN writer adds ECO and Opening tags, unless the game has its own.
func TestPGNOpeningTags(t *testing.T) {
	rec, err := variants.Replay(Variant, "", strings.Fields("e4 e5 Nf3 Nc6 Bb5 a6"))
	if err != nil {
		t.Fatal(err)
	}
	out, err := rec.PGN(nil)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, `[ECO "C68"]`) && !strings.Contains(out, `[ECO "C70"]`) || !strings.Contains(out, `[Opening "Ruy Lopez: `) {
		t.Errorf("no opening tags:\n%s", out)
	}
	out, _ = rec.PGN(map[string]string{"Opening": "Spanish Game"})
	if strings.Contains(out, "[ECO ") || !strings.Contains(out, `[Opening "Spanish Game"]`) {
		t.Errorf("a game's own Opening tag was not kept alone:\n%s", out)
	}
}

// BenchmarkOpeningOf measures naming a 40-ply game once the book is read.
func BenchmarkOpeningOf(b *testing.B) {
	rec, err := variants.Replay(Variant, "", strings.Fields("e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Be3 e5 Nb3 Be6 f3 Be7 Qd2 O-O O-O-O Nbd7 g4 b5 g5 b4 Ne2 Ne8 f4 a5 f5 a4 Nbd4 exd4 Nxd4 b3 Kb1 bxc2+ Nxc2 Bb3 axb3 axb3"))
	if err != nil {
		b.Fatal(err)
	}
	if _, err := loadBook(); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		rec.Opening()
	}
}

// BenchmarkReadBook measures reading the whole data set (once a process).
func BenchmarkReadBook(b *testing.B) {
	for b.Loop() {
		if _, err := readBook(openingFiles); err != nil {
			b.Fatal(err)
		}
	}
}

// A file's own Opening tag stays with the record beside the book's
// name (testdata/lichess.pgn's game 3 names only the family).
func TestOpeningOfAFile(t *testing.T) {
	data, err := os.ReadFile("../../testdata/lichess.pgn")
	if err != nil {
		t.Fatal(err)
	}
	rec, _, err := ReadPGN(string(data), 3)
	if err != nil {
		t.Fatal(err)
	}
	o, ok := rec.Opening()
	if !ok || o.ECO != "D35" || o.Name != "Queen's Gambit Declined: Exchange Variation" || o.Plies != 7 {
		t.Errorf("book: %+v %v", o, ok)
	}
	if rec.Tag("Opening") != "Queen's Gambit Declined" || rec.Tag("ECO") != "D35" {
		t.Errorf("the file's tags: %q %q", rec.Tag("ECO"), rec.Tag("Opening"))
	}
	if o, ok := rec.OpeningAt(4); !ok || o.Name != "Queen's Gambit Declined" || o.Plies != 4 {
		t.Errorf("at ply 4: %+v %v", o, ok)
	}
	if o, ok := rec.OpeningAt(99); ok {
		t.Errorf("at ply 99: %+v", o)
	}
}
