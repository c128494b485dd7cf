package chess

import (
	"os"
	"strings"
	"testing"
)

// A file's annotations stay with their moves (Turn.NAG) and are written
// back: lichess's "Na5?!" and "Bg4??", numeric $1-$6 as glyphs, others
// as they are.
func TestReadPGNKeepsNAGs(t *testing.T) {
	data, err := os.ReadFile("../../testdata/lichess.pgn")
	if err != nil {
		t.Fatal(err)
	}
	rec, tags, err := ReadPGN(string(data), 2)
	if err != nil {
		t.Fatal(err)
	}
	for i := range rec.Len() {
		want := map[string]string{"Na5": "?!", "Bg4": "??"}[rec.Turn(i).Display]
		if got := rec.Turn(i).NAG; got != want {
			t.Errorf("ply %d %s: NAG %q, want %q", i+1, rec.Turn(i).Display, got, want)
		}
	}
	if tags["Opening"] != "Ruy Lopez: Closed" || rec.Tag("Opening") != "Ruy Lopez: Closed" || rec.Tag("ECO") != "C84" {
		t.Errorf("the file's Opening tag: %q %q %q", tags["Opening"], rec.Tag("Opening"), rec.Tag("ECO"))
	}
	out, err := rec.PGN(tags)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "8... Na5?! {") || !strings.Contains(out, "11... Bg4??") || !strings.Contains(out, `[Opening "Ruy Lopez: Closed"]`) {
		t.Errorf("written back:\n%s", out)
	}

	text := "1. e4 $1 e5 $14 2. Nf3!? $2 Nc6 ?! 3. Bb5 $999 *"
	rec, _, err = ReadPGN(text, 1)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for i := range rec.Len() {
		got = append(got, rec.Turn(i).NAG)
	}
	if want := []string{"!", "$14", "!? ?", "?!", ""}; strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("NAGs %q, want %q", got, want)
	}
	out, err = rec.PGN(nil)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "1. e4! e5 $14 2. Nf3!? $2 Nc6?! 3. Bb5 *") {
		t.Errorf("written:\n%s", out)
	}
	// Undo keeps the annotations of the moves it keeps.
	rec.Undo(1)
	if rec.Turn(2).NAG != "!? ?" || rec.Turn(3).NAG != "?!" {
		t.Errorf("after undo: %q %q", rec.Turn(2).NAG, rec.Turn(3).NAG)
	}
}
