package chess

import (
	"io"

	"rollout/variants"
)

// EachPGNFrom reads every game of a PGN stream in order, handing each to
// fn with its number (from 1), in memory of about one game's size; it
// stops at the first error, a syntax error of the stream, an illegal
// move (named as ReadPGN names it) or fn's own.
func EachPGNFrom(r io.Reader, fn func(game int, rec *variants.Record, tags map[string]string) error) error {
	n := 0
	var fnErr error
	err := scanPGN(r, func(g pgnGame) bool {
		n++
		rec, tags, err := readGame(g, n)
		if err == nil {
			err = fn(n, rec, tags)
		}
		fnErr = err
		return err == nil
	})
	if err != nil {
		return err
	}
	return fnErr
}
