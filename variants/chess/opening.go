package chess

import (
	"embed"
	"fmt"
	"io/fs"
	"strings"
	"sync"

	"rollout/variants"
)

// openingFiles are lichess's chess-openings data set (openings/README.md:
// its source, commit and licence, CC0), embedded as it is published:
// one tab-separated line per named line, "eco name pgn".
//
//go:embed openings/*.tsv
var openingFiles embed.FS

// openingBook maps the key of every named position (Position.Hash:
// placement, side to move, castling rights and an en passant file only
// when a capture is legal, as the data set's EPD does) to its name. A
// position several lines reach keeps the first line's name in file order
// (ECO order), as lichess's own table does.
type openingBook map[uint64]variants.Opening

var (
	bookOnce sync.Once
	book     openingBook
	bookErr  error
)

// loadBook reads the embedded data set once: each line's moves are
// played from the start and the final position keyed. A line that does
// not read is an error naming it (a test reads the whole set).
func loadBook() (openingBook, error) {
	bookOnce.Do(func() { book, bookErr = readBook(openingFiles) })
	return book, bookErr
}

func readBook(files fs.FS) (openingBook, error) {
	names, err := fs.Glob(files, "openings/*.tsv")
	if err != nil || len(names) == 0 {
		return nil, fmt.Errorf("chess: openings: no data (%v)", err)
	}
	b := make(openingBook, 4096)
	for _, name := range names {
		data, err := fs.ReadFile(files, name)
		if err != nil {
			return nil, fmt.Errorf("chess: openings: %w", err)
		}
		for i, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
			if i == 0 {
				continue // eco name pgn
			}
			f := strings.Split(line, "\t")
			if len(f) != 3 {
				return nil, fmt.Errorf("chess: openings: %s line %d: want 3 fields", name, i+1)
			}
			p := NewPosition()
			plies := 0
			for _, tok := range strings.Fields(f[2]) {
				if trimMoveNumber(tok) == "" {
					continue
				}
				m, err := p.DecodeMove(trimMoveNumber(tok))
				if err != nil {
					return nil, fmt.Errorf("chess: openings: %s line %d (%s): %v", name, i+1, f[1], err)
				}
				p.Play(m)
				plies++
			}
			if _, seen := b[p.Hash()]; !seen {
				b[p.Hash()] = variants.Opening{ECO: f[0], Name: f[1], Plies: plies}
			}
		}
	}
	return b, nil
}

// OpeningOf names the opening of the game from p through moves
// (variants.OpeningNamer): the named position the game reached last,
// looked up by position after each move, so a game that transposes into
// a named line is named as that line (1. Nf3 d5 2. d4 Nf6 3. c4 e6 is
// the Queen's Gambit Declined). Plies is the game's ply at that
// position. An illegal move ends the look-up there.
func (p *Position) OpeningOf(moves []variants.Move) (variants.Opening, bool) {
	b, err := loadBook()
	if err != nil {
		return variants.Opening{}, false
	}
	q := p.Clone().(*Position)
	var best variants.Opening
	found := false
	var list moveList
	for i, m := range moves {
		n := q.b.genLegal(&list)
		legal := false
		for _, l := range list[:n] {
			legal = legal || l == m
		}
		if !legal {
			break
		}
		q.Play(m)
		if o, ok := b[q.Hash()]; ok {
			best, found = o, true
			best.Plies = i + 1
		}
	}
	return best, found
}
