package setup

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"rollout/ui/game"
	"rollout/variants"
)

// TestOpenFileInRoot checks that a root confines the files a session may
// open: a name inside reads, an absolute path and .. do not.
func TestOpenFileInRoot(t *testing.T) {
	root := t.TempDir()
	if err := os.WriteFile(filepath.Join(root, "a.pgn"), []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	outside := filepath.Join(t.TempDir(), "b.pgn")
	if err := os.WriteFile(outside, []byte("y"), 0o600); err != nil {
		t.Fatal(err)
	}
	f, err := openFileIn(root, "a.pgn")
	if err != nil {
		t.Fatalf("inside: %v", err)
	}
	data, err := io.ReadAll(f)
	f.Close()
	if err != nil || string(data) != "x" {
		t.Fatalf("inside: %q, %v", data, err)
	}
	for _, name := range []string{outside, "../" + filepath.Base(filepath.Dir(outside)) + "/b.pgn", "/etc/passwd"} {
		if f, err := openFileIn(root, name); err == nil {
			f.Close()
			t.Errorf("%s read through the root", name)
		} else if !strings.Contains(err.Error(), "only your own files open here") || strings.Contains(err.Error(), "openat") {
			// It said os.Root's "openat /etc/passwd: path escapes from parent".
			t.Errorf("%s: %v, want what may be opened", name, err)
		}
	}
	if _, err := openFileIn(root, "games/none.pgn"); err == nil || !strings.Contains(err.Error(), "games/none.pgn: no such file of yours") {
		t.Errorf("a missing file: %v", err)
	}
}

// Reviewing one game of a big PGN file streams it (variants.ReadPGNGame):
// what the read allocates stays far below the file's size, where
// reading the whole text (os.ReadFile) allocated at least the file.
func TestPGNFieldStreamsTheFile(t *testing.T) {
	v := game.Variant("chess")
	if v == nil {
		t.Skip("chess not registered")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "big.pgn")
	var b strings.Builder
	const games = 20000
	for i := 1; i <= games; i++ {
		fmt.Fprintf(&b, "[Event \"g%d\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n\n", i)
	}
	if err := os.WriteFile(path, []byte(b.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	size := uint64(b.Len())
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	rec, ok, err := pgnFromField(v, "big.pgn:2", dir)
	runtime.ReadMemStats(&after)
	if !ok || err != nil || rec.Len() != 6 {
		t.Fatalf("game 2: ok %v err %v", ok, err)
	}
	if got := after.TotalAlloc - before.TotalAlloc; got > size/4 {
		t.Fatalf("reading game 2 of a %d-byte file allocated %d bytes: not streamed", size, got)
	}
}

// pgnFromField is parsePGNRef then readPGN, at once: ok is false for a
// text that names no PGN file.
func pgnFromField(v *variants.Variant, text, root string) (rec *variants.Record, ok bool, err error) {
	ref, ok, err := parsePGNRef(v, text)
	if !ok || err != nil {
		return nil, ok, err
	}
	rec, err = readPGN(context.Background(), v, ref, root)
	return rec, true, err
}

// A PGN file's game that is no number is said to be one ("games.pgn:x"
// was read as a FEN: "bad FEN ... want 6 fields").
func TestPGNGameNumber(t *testing.T) {
	v := game.Variant("chess")
	for text, want := range map[string]string{
		"games.pgn:x": `games.pgn: game "x": want the game's number in the file, from 1`,
		"games.pgn:0": `games.pgn: game "0": want`,
		"games.pgn:":  `games.pgn: game "": want`,
	} {
		_, ok, err := parsePGNRef(v, text)
		if !ok || err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%s: ok %v, error %v; want %q", text, ok, err, want)
		}
	}
	for text, n := range map[string]int{"games.pgn": 1, "games.pgn:3": 3, "Games.PGN:12": 12, "C:/games.pgn": 1} {
		if ref, ok, err := parsePGNRef(v, text); !ok || err != nil || ref.game != n {
			t.Errorf("%s: %+v, %v, %v; want game %d", text, ref, ok, err, n)
		}
	}
}

// A PGN file named in a game that has no PGN says which games have one,
// and picking one keeps the file named: changing the game cleared the
// Position field, so the name was typed again (found in tmux).
func TestPGNFileKeptAcrossTheGame(t *testing.T) {
	s := newScreen(t, defaults(), 80, 24) // tic-tac-toe
	s.setFocus(fieldPosition)
	s = typeText(s, "games.pgn:2")
	_, _, err := s.Describe()
	if err == nil || !strings.Contains(err.Error(), "Tic-tac-toe games have no PGN to open (games.pgn): the Game row (←→) picks Chess") {
		t.Fatalf("error %v, want the games that have PGN named", err)
	}
	s.setFocus(fieldGame)
	for range len(s.variants) {
		if s.variant().Title == "Chess" {
			break
		}
		s, _ = press(s, "right")
	}
	if got := s.position.Value(); got != "games.pgn:2" {
		t.Errorf("at chess the Position field reads %q, want the file kept", got)
	}
	s.setFocus(fieldPosition)
	s.position.SetValue("3/3/3 x")
	s.setFocus(fieldGame)
	s, _ = press(s, "right")
	if got := s.position.Value(); got != "" {
		t.Errorf("a position text was kept across the game: %q", got)
	}
}
