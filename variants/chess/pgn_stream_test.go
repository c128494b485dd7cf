package chess

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
)

// ReadPGNFrom reads the game asked for from a stream, game by game, and
// agrees with ReadPGN on every game of a file, errors and line numbers
// included (issue 20 item 9).
func TestReadPGNFromAgrees(t *testing.T) {
	texts := []string{
		"[Event \"a\"]\n\n1. e4 e5 2. Nf3 {a comment\nover lines} Nc6 (2... d6 {x} (2... f6)) 3. Bb5 1-0\n\n[Event \"b\"]\n1. d4 d5 *\n1. c4 ; rest\n e5 2. Nc3 1/2-1/2\n% escape\n[Event \"d\"]\n1. f3 e5 2. g4 Qh4# 0-1",
		"1. e4 e5 [Event \"x\"] 1. d4",
		"[Event \"a\"]\n1. e4 e5 *\n[Event \"b\"]\n1. d4 ) d5 *\n1. c4 *",
		"[Event \"a\"]\n1. e4 {unclosed",
		"",
	}
	for _, text := range texts {
		n := CountPGN(text)
		got, err := CountPGNFrom(strings.NewReader(text))
		if n != 0 && (err != nil || got != n) {
			t.Errorf("CountPGNFrom = %d, %v; CountPGN %d\n%s", got, err, n, text)
		}
		for g := 1; g <= max(n, 1)+1; g++ {
			r1, t1, e1 := ReadPGN(text, g)
			r2, t2, e2 := ReadPGNFrom(strings.NewReader(text), g)
			if fmt.Sprint(e1) != fmt.Sprint(e2) {
				t.Errorf("game %d: errors differ:\n%v\n%v", g, e1, e2)
				continue
			}
			if e1 == nil && (r1.Position().Encode() != r2.Position().Encode() || fmt.Sprint(t1) != fmt.Sprint(t2) || r1.Len() != r2.Len()) {
				t.Errorf("game %d differs: %s %v / %s %v", g, r1.Position().Encode(), t1, r2.Position().Encode(), t2)
			}
		}
	}
}

// Other variants are refused by name, an empty FEN tag is refused, a
// Result tag the board contradicts is noted, 0-0 castles and a BOM is
// skipped; a Chess960 FEN is named as unsupported (items 11 and 15).
func TestReadPGNStrictness(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"[Variant \"Atomic\"]\n1. e4 e5 *", `variant "Atomic" is not supported`},
		{"[Variant \"Chess960\"]\n1. e4 e5 *", `variant "Chess960" is not supported`},
		{"[SetUp \"1\"]\n[FEN \"\"]\n1. e4 e5 *", "FEN tag is empty"},
		{"[FEN \"rkrbbnnq/pppppppp/8/8/8/8/PPPPPPPP/RKRBBNNQ w KQkq - 0 1\"]\n1. e4 *", "Chess960"},
	} {
		_, _, err := ReadPGN(c.text, 1)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want %q", c.text, err, c.want)
		}
	}
	for _, c := range []struct{ text, note string }{
		{"[Variant \"Standard\"]\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. O-O *", ""},
		{"\ufeff[Event \"x\"]\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. 0-0 Be7 5. d4 0-0 *", ""},
		{"1. f3 e5 2. g4 Qh4# 1-0", "says 1-0"},
		{"[Result \"1-0\"]\n1. f3 e5 2. g4 Qh4# 1-0", "Result"},
	} {
		rec, tags, err := ReadPGN(c.text, 1)
		if err != nil {
			t.Errorf("%q: %v", c.text, err)
			continue
		}
		if note := tags["RolloutNote"]; (c.note == "") != (note == "") || !strings.Contains(note, c.note) {
			t.Errorf("%q: note %q, want one naming %q", c.text, note, c.note)
		}
		if rec.Len() < 4 {
			t.Errorf("%q: read %d moves", c.text, rec.Len())
		}
	}
}

// failingReader gives some PGN, then a read error.
type failingReader struct{ text string }

func (f *failingReader) Read(p []byte) (int, error) {
	if f.text == "" {
		return 0, errors.New("disk on fire")
	}
	n := copy(p, f.text)
	f.text = f.text[n:]
	return n, nil
}

// A stream that fails to read is an error naming the cause, not "no
// game 1" (a directory given as -pgn read as an empty file).
func TestReadPGNFromReportsReadErrors(t *testing.T) {
	_, _, err := ReadPGNFrom(&failingReader{text: "[Event \"x\"]\n\n1. e4 e5 "}, 1)
	if err == nil || !strings.Contains(err.Error(), "disk on fire") {
		t.Fatalf("err = %v, want the read error", err)
	}
	if _, err := CountPGNFrom(&failingReader{}); err == nil || !strings.Contains(err.Error(), "disk on fire") {
		t.Fatalf("CountPGNFrom: err = %v, want the read error", err)
	}
}

// zeros is an endless stream of one byte (/dev/zero, or a binary file
// whose "{" never closes), counting what was read; it ends at limit so
// that a reader without a bound ends too.
type zeros struct {
	b           byte
	read, limit int
}

func (z *zeros) Read(p []byte) (int, error) {
	if z.read >= z.limit {
		return 0, io.EOF
	}
	n := min(len(p), z.limit-z.read)
	for i := range n {
		p[i] = z.b
	}
	z.read += n
	return n, nil
}

// A game that never ends is refused once it passes MaxPGNGameBytes,
// with the reason: rollout -pgn /dev/zero read until memory ran out
// (1 GB in 8 s), and a comment opened and never closed read the file
// whole.
func TestReadPGNFromBoundsAGame(t *testing.T) {
	for _, start := range []string{"", "{", "[Event \"x\"]\n1. e4 {"} {
		z := &zeros{b: 0, limit: 3 * MaxPGNGameBytes}
		if start != "" {
			z.b = 'x'
		}
		_, _, err := ReadPGNFrom(io.MultiReader(strings.NewReader(start), z), 1)
		if err == nil || !strings.Contains(err.Error(), "runs past 64 MB") {
			t.Errorf("%q then endless bytes: err = %v, want the bound", start, err)
		}
		if z.read > MaxPGNGameBytes+1<<20 {
			t.Errorf("%q then endless bytes: read %d bytes, want at most about %d", start, z.read, MaxPGNGameBytes)
		}
	}
}
