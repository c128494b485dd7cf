package setup

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"rollout/variants"
)

// pgnPath matches a PGN file named in the setup screen's position field:
// "games.pgn" (its first game) or "games.pgn:3" (its third); anything
// after the colon is matched too, so that "games.pgn:x" is said to be no
// game number, not read as a position text.
var pgnPath = regexp.MustCompile(`(?i)^(.+\.pgn)(?::(.*))?$`)

// pgnRef is a PGN file, and the game in it, that a position text names:
// the setup screen reads it off the Update goroutine (readPGN).
type pgnRef struct {
	path string
	game int // from 1
}

// parsePGNRef tells whether a position text names a PGN file
// ("games.pgn", its first game, or "games.pgn:3"), without reading it:
// ok is false for any other text; a game number that is not one, or a
// variant without PGN, is an error saying which.
func parsePGNRef(v *variants.Variant, text string) (ref pgnRef, ok bool, err error) {
	m := pgnPath.FindStringSubmatch(strings.TrimSpace(text))
	if m == nil {
		return pgnRef{}, false, nil
	}
	if !readsPGN(v) {
		return pgnRef{}, true, fmt.Errorf("%s games have no PGN to open (%s)", v.Title, m[1])
	}
	ref = pgnRef{path: m[1], game: 1}
	if len(m[0]) > len(m[1]) { // a colon after the name: its game
		if ref.game, err = strconv.Atoi(m[2]); err != nil || ref.game < 1 {
			return pgnRef{}, true, fmt.Errorf("%s: game %q: want the game's number in the file, from 1 (%s:3 is its third)", m[1], m[2], m[1])
		}
	}
	return ref, true, nil
}

// pastedGame is the error for a Position text that is no position:
// parseErr, unless the text reads as a PGN game (pasted from a game
// page: "1. e4 e5 2. Nf3", or with its tags), which the field does not
// take as text; it then says how to open the game. A FEN parser's "want
// 6 fields, got 11" said nothing of what to do.
func pastedGame(v *variants.Variant, text string, parseErr error) error {
	if !readsPGN(v) || (!strings.HasPrefix(text, "[") && !pgnMoveText.MatchString(text)) {
		return parseErr
	}
	if _, _, err := variants.ReadPGNGame(v, strings.NewReader(text), 1); err != nil {
		return parseErr
	}
	return fmt.Errorf("that is a PGN game, not a position: save it to a file and type its name here (game.pgn, or game.pgn:N for game N), or give a FEN")
}

// pgnMoveText is the start of PGN movetext: a move number and its dot.
var pgnMoveText = regexp.MustCompile(`^[0-9]+\.`)

// readsPGN reports whether v's games can be read from PGN.
func readsPGN(v *variants.Variant) bool {
	_, ok := v.Start().(variants.PGNReader)
	return ok
}

// pgnGames are the titles of the games the screen offers that read PGN,
// for the error of a PGN file named in a game that does not.
func (s *Model) pgnGames() []string {
	var out []string
	for _, v := range s.variants {
		if readsPGN(v) {
			out = append(out, v.Title)
		}
	}
	return out
}

// readPGN reads the game ref names, for review (or analysis) from the
// setup screen: an unreadable file or a game the file does not hold is
// an error saying which. A root confines the file to that directory
// (Options.FileRoot). Cancelling ctx closes the file, which ends a read
// under way.
func readPGN(ctx context.Context, v *variants.Variant, ref pgnRef, root string) (*variants.Record, error) {
	// Streamed: only the game asked for is kept, so game 39,600 of a
	// 50 MB file costs about one game's memory (issue 20, item 9).
	f, err := openCancellable(ctx, root, ref.path)
	if err != nil {
		return nil, err
	}
	stop := context.AfterFunc(ctx, func() { f.Close() })
	defer func() {
		if stop() {
			f.Close()
		}
	}()
	rec, _, err := variants.ReadPGNGame(v, f, ref.game)
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", ref.path, err)
	}
	return rec, nil
}

// openCancellable is openFileIn that returns when ctx is cancelled even
// if the open itself waits: opening a FIFO waits for a writer, and the
// program's exit waits for this read (offload.Go). The open is left
// to finish on its own and its file closed.
func openCancellable(ctx context.Context, root, name string) (*os.File, error) {
	type opened struct {
		f   *os.File
		err error
	}
	done := make(chan opened, 1)
	go func() {
		f, err := openFileIn(root, name)
		done <- opened{f, err}
	}()
	select {
	case o := <-done:
		return o.f, o.err
	case <-ctx.Done():
		go func() {
			if o := <-done; o.f != nil {
				o.f.Close()
			}
		}()
		return nil, ctx.Err()
	}
}

// openFileIn opens a file the person named, to stream it: inside root
// when root is set (os.Root refuses absolute paths, .. and symlinks that
// leave it), else as named. The file stays open after the root is closed
// (it holds its own descriptor).
func openFileIn(root, name string) (*os.File, error) {
	if root == "" {
		return os.Open(name)
	}
	dir, err := os.OpenRoot(root)
	if err != nil {
		return nil, err
	}
	defer dir.Close()
	f, err := dir.Open(name)
	switch {
	case err == nil:
		return f, nil
	case !filepath.IsLocal(name):
		// os.Root said "openat /etc/x.pgn: path escapes from parent".
		return nil, fmt.Errorf("%s: only your own files open here, named as s saved them (games/NAME.pgn)", name)
	case errors.Is(err, fs.ErrNotExist):
		return nil, fmt.Errorf("%s: no such file of yours (s saves games as games/NAME.pgn)", name)
	}
	return nil, err
}
