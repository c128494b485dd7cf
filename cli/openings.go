package cli

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"hash/fnv"
	"os"
	"strings"

	"rollout/variants"
	"rollout/variants/chess"
)

// maxOpenings bounds an openings file: far more than a match plays, and
// small enough that a wrong file (a whole database) is refused at once.
const maxOpenings = 100_000

// readOpenings reads match's -openings file: the start positions of the
// game pairs, in the file's order. A chess file holds EPD (or FEN) lines
// or PGN games (an opening is the position after a game's moves); the
// file is PGN when its first line that is not blank or a # comment
// starts with '[' or a move number. Other games take one position text
// a line. Blank lines and lines starting with # are skipped, so a file
// may carry how it was made. Every problem (a missing file, an illegal
// position or move, a game already over, no openings) is an error naming
// the line or game (the caller names the file); fingerprint identifies the content for
// the match's id.
func readOpenings(v *variants.Variant, path string) (openings []variants.Position, fingerprint uint64, err error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, 0, err
	}
	h := fnv.New64a()
	h.Write(data)
	add := func(where string, p variants.Position) error {
		if o := p.Outcome(); o.Over() {
			return fmt.Errorf("%s: the game is over there (%s)", where, v.OutcomeText(o))
		}
		if len(openings) == maxOpenings {
			return fmt.Errorf("holds more than %d openings", maxOpenings)
		}
		openings = append(openings, p)
		return nil
	}
	if v == chess.Variant && isPGNText(data) {
		err = chess.EachPGNFrom(bytes.NewReader(data), func(game int, rec *variants.Record, _ map[string]string) error {
			return add(fmt.Sprintf("game %d", game), rec.Position())
		})
	} else {
		err = eachLine(data, func(n int, line string) error {
			var p variants.Position
			if v == chess.Variant {
				e, perr := chess.ParseEPD(line)
				if perr != nil {
					return fmt.Errorf("line %d: %w", n, perr)
				}
				p = e.Position
			} else {
				var perr error
				if p, perr = v.Parse(line); perr != nil {
					return fmt.Errorf("line %d: %w", n, perr)
				}
			}
			return add(fmt.Sprintf("line %d", n), p)
		})
	}
	if err != nil {
		return nil, 0, err
	}
	if len(openings) == 0 {
		return nil, 0, errors.New("holds no openings")
	}
	return openings, h.Sum64(), nil
}

// eachLine calls fn with each line of data that is not blank or a #
// comment, trimmed, and its number from 1.
func eachLine(data []byte, fn func(n int, line string) error) error {
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if err := fn(n, line); err != nil {
			return err
		}
	}
	return sc.Err()
}

// isPGNText reports whether a chess openings file is PGN: its first line
// that is neither blank nor a # comment opens a tag or numbers a move.
func isPGNText(data []byte) bool {
	pgn := false
	eachLine(data, func(_ int, line string) error {
		digits := len(line) - len(strings.TrimLeft(line, "0123456789"))
		pgn = line[0] == '[' || digits > 0 && digits < len(line) && line[digits] == '.'
		return errStop
	})
	return pgn
}

// errStop ends a walk over lines early.
var errStop = fmt.Errorf("stop")
