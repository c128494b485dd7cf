package setup

import (
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"

	"rollout/variants"
)

// pgnPath matches a PGN file named in the setup screen's position field:
// "games.pgn" (its first game) or "games.pgn:3" (its third).
var pgnPath = regexp.MustCompile(`(?i)^(.+\.pgn)(?::([0-9]+))?$`)

// pgnFromField reads the game a position text names when it names a PGN
// file, for review (or analysis) from the setup screen; ok is false for
// any other text. An unreadable file, a game the file does not hold, or
// a variant without PGN is an error saying which. A root confines the
// file to that directory (Options.FileRoot).
func pgnFromField(v *variants.Variant, text, root string) (rec *variants.Record, ok bool, err error) {
	m := pgnPath.FindStringSubmatch(strings.TrimSpace(text))
	if m == nil {
		return nil, false, nil
	}
	if _, isReader := v.Start().(variants.PGNReader); !isReader {
		return nil, true, fmt.Errorf("%s games have no PGN to open (%s)", v.Title, m[1])
	}
	game := 1
	if m[2] != "" {
		if game, err = strconv.Atoi(m[2]); err != nil || game < 1 {
			return nil, true, fmt.Errorf("%s: game %q: from 1", m[1], m[2])
		}
	}
	// Streamed: only the game asked for is kept, so game 39,600 of a
	// 50 MB file costs about one game's memory (issue 20, item 9).
	f, err := openFileIn(root, m[1])
	if err != nil {
		return nil, true, err
	}
	defer f.Close()
	rec, _, err = variants.ReadPGNGame(v, f, game)
	if err != nil {
		return nil, true, fmt.Errorf("%s: %w", m[1], err)
	}
	return rec, true, nil
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
	return dir.Open(name)
}
