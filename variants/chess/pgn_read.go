package chess

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"

	"rollout/internal/clip"
	"rollout/variants"
)

// pgnGame is one game of a PGN text as read, before its moves are played.
type pgnGame struct {
	tags   map[string]string
	moves  []pgnMove
	result string
	line   int // where the game starts, for errors
}

// pgnMove is one move token with the comments that follow it.
type pgnMove struct {
	text    string // SAN as written, annotations (!?) removed
	label   string // "12." or "12..." as a reader finds it in the file
	comment string
	nag     string // annotations: "?!" from "Na5?!", "$14" (variants.NAGText), space separated
	line    int
}

// ReadPGN reads game number game (from 1) of a PGN text into a record of
// a chess game, and returns its tags too. Comments stay with their moves;
// our own "[%rollout ...]" comments become the turns' tables, other tools'
// comments (clocks, evals) stay text, which Turn.Note reads; the record
// keeps the tags too (Record.Players) and each move's annotation glyphs
// (Turn.NAG: "Na5?!", "$4"); variations, "%" escape lines and ";"
// comments are skipped. A game that goes on after the rules ended
// it (an unclaimed threefold repetition, which this client applies
// automatically) is read up to that point, and the "RolloutNote" tag says
// so. Malformed PGN is an error naming the game and the move (or line).
//
// The reader is our own rather than notnil/chess's, which serves as its
// test oracle: notnil's reader stops at the first bad game without naming
// the game or the ply, drops any line that starts with "[", and has no way
// to return the moves before a bad one.
func ReadPGN(text string, game int) (*variants.Record, map[string]string, error) {
	games, err := splitPGN(strings.TrimPrefix(text, bom), game)
	if err != nil {
		return nil, nil, err
	}
	if game < 1 || game > len(games) {
		return nil, nil, fmt.Errorf("pgn: no game %d (the text holds %d)", game, len(games))
	}
	return readGame(games[game-1], game)
}

// bom is the UTF-8 byte order mark some editors put at a file's start.
const bom = "\ufeff"

// standardVariants are the Variant tag values that name the game this
// reader plays (lichess writes "Standard", and "From Position" for a
// standard game from a FEN).
var standardVariants = map[string]bool{"": true, "standard": true, "chess": true, "normal": true, "from position": true}

// readGame plays one game read by splitPGN into a record. A Variant tag
// naming another game, or a FEN tag that is empty (or SetUp "1" without
// one), is an error; a Result that the board contradicts is noted in the
// RolloutNote tag, beside moves dropped after the rules ended the game.
func readGame(g pgnGame, game int) (*variants.Record, map[string]string, error) {
	where := fmt.Sprintf("pgn: game %d (line %d)", game, g.line)
	if v := g.tags["Variant"]; !standardVariants[strings.ToLower(strings.TrimSpace(v))] {
		return nil, nil, fmt.Errorf("%s: variant %s is not supported (only standard chess)", where, clip.Quote(v))
	}
	start := ""
	fen, hasFEN := g.tags["FEN"]
	switch {
	case hasFEN && strings.TrimSpace(fen) == "":
		return nil, nil, fmt.Errorf("%s: the FEN tag is empty", where)
	case hasFEN:
		start = fen
	case strings.TrimSpace(g.tags["SetUp"]) == "1":
		return nil, nil, fmt.Errorf("%s: SetUp \"1\" without a FEN tag", where)
	}
	rec, err := variants.NewRecord(Variant, start)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: FEN tag: %w", where, err)
	}
	var notes []string
	for i, m := range g.moves {
		err := rec.PlayAnnotated(m.text, m.comment)
		if err == nil {
			rec.SetNAG(m.nag)
		}
		if errors.Is(err, variants.ErrGameOver) {
			notes = append(notes, fmt.Sprintf("read %d of %d moves: %s; the file plays on", i, len(g.moves), rec.Outcome()))
			break
		}
		if err != nil {
			return nil, nil, fmt.Errorf("%s: move %d (%s %s, line %d): %w", where, i+1, m.label, clip.String(m.text), m.line, err)
		}
	}
	if o := rec.Outcome(); o.Over() {
		board := variants.ResultText(o)
		for _, said := range []struct{ what, result string }{{"the Result tag", g.tags["Result"]}, {"the result after the moves", g.result}} {
			if said.result != "" && said.result != "*" && said.result != board {
				notes = append(notes, fmt.Sprintf("%s says %s, but the game ended %s (%s)", said.what, said.result, board, o))
				break
			}
		}
	}
	if len(notes) > 0 {
		g.tags["RolloutNote"] = strings.Join(notes, "; ")
	}
	rec.SetTags(g.tags) // the players and the rest travel with the game
	return rec, g.tags, nil
}

// ReadPGNFrom is ReadPGN reading from a stream: the text is cut into
// games one at a time and only the game asked for is kept, so memory
// stays at about one game's size whatever the file's (a 50 MB file of
// 40,000 games reads its last game in a few MB). Games before it are
// still parsed, so a syntax error in one of them is reported as ReadPGN
// reports it.
func ReadPGNFrom(r io.Reader, game int) (*variants.Record, map[string]string, error) {
	var found *pgnGame
	n := 0
	err := scanPGN(r, func(g pgnGame) bool {
		n++
		if n == game {
			found = &g
			return false
		}
		return true
	})
	if err != nil {
		return nil, nil, err
	}
	if found == nil {
		return nil, nil, fmt.Errorf("pgn: no game %d (the text holds %d)", game, n)
	}
	return readGame(*found, game)
}

// CountPGNFrom counts the games of a stream, as CountPGN does a text, in
// memory of about one game's size; a syntax error is returned.
func CountPGNFrom(r io.Reader) (int, error) {
	n := 0
	err := scanPGN(r, func(pgnGame) bool { n++; return true })
	return n, err
}

// scanPGN hands each game of r to each, in order, until each returns
// false or the games end. The games are cut by pgnChunks and parsed by
// splitPGN, the same parser ReadPGN uses on a whole text.
func scanPGN(r io.Reader, each func(pgnGame) bool) error {
	var perr error
	before := 0
	err := pgnChunks(r, func(text string, line int) bool {
		games, err := splitPGNAt(text, 0, before, line)
		if err != nil {
			perr = err
			return false
		}
		for _, g := range games {
			before++
			if !each(g) {
				return false
			}
		}
		return true
	})
	if perr != nil {
		return perr
	}
	if err != nil {
		return fmt.Errorf("pgn: %w", err)
	}
	return nil
}

// MaxPGNGameBytes bounds one game's text in a streamed PGN file: a game
// that runs on past it (a file of NULs, /dev/zero, a binary file with a
// "{" and no "}") is an error, not read into memory whole. Our own games
// with a table on every move take a few MB at most.
const MaxPGNGameBytes = 64 << 20

// pgnChunks cuts r into the texts of its games, by the same rules as
// splitPGN (a game ends with its result token, or where a tag pair
// follows movetext), and calls each with each text and the line it starts
// on until each returns false. Comments, variations and escape lines are
// stepped over whole, so a "[" or a result inside them cuts nothing. A
// text may hold no game (only comments) or end unfinished (an unclosed
// comment): splitPGN then finds none, or reports the error. A read
// error (a directory, a failing disk) is returned, not taken as the end.
func pgnChunks(r io.Reader, each func(text string, line int) bool) error {
	br := bufio.NewReaderSize(r, 64<<10)
	if b, err := br.Peek(len(bom)); err == nil && string(b) == bom {
		br.Discard(len(bom))
	}
	var buf []byte
	var pending []byte // bytes read ahead and given back
	line, first := 1, 1
	inMoves := false
	atLineStart := true
	var readErr error // the first read error other than the end of input
	read := 0         // bytes read since the game began
	next := func() (byte, bool) {
		if len(pending) > 0 {
			c := pending[0]
			pending = pending[1:]
			return c, true
		}
		if read++; read > MaxPGNGameBytes {
			if readErr == nil {
				readErr = fmt.Errorf("the game from line %d runs past %d MB without ending: not a PGN file?", first, MaxPGNGameBytes>>20)
			}
			return 0, false
		}
		c, err := br.ReadByte()
		if err != nil && err != io.EOF && readErr == nil {
			readErr = err
		}
		return c, err == nil
	}
	emit := func() bool {
		ok := each(string(buf), first)
		buf, first, inMoves, read = buf[:0], line, false, 0
		return ok
	}
	// copyTo appends bytes through stop (included), counting lines; it
	// reports false at the end of input.
	copyTo := func(stop byte) bool {
		for {
			c, ok := next()
			if !ok {
				return false
			}
			if c == stop && stop != '\n' {
				buf = append(buf, c)
				return true
			}
			if c == '\n' {
				if stop == '\n' {
					pending = append([]byte{c}, pending...)
					return true
				}
				line++
			}
			buf = append(buf, c)
		}
	}
	for {
		c, ok := next()
		if !ok {
			break
		}
		lineStart := atLineStart
		atLineStart = c == '\n'
		switch {
		case c == '\n':
			buf = append(buf, c)
			line++
		case c == ' ' || c == '\t' || c == '\r':
			buf = append(buf, c)
		case c == '%' && lineStart, c == ';':
			buf = append(buf, c)
			copyTo('\n')
		case c == '{':
			buf = append(buf, c)
			copyTo('}')
		case c == '(':
			buf = append(buf, c)
			for depth := 1; depth > 0; {
				d, ok := next()
				if !ok {
					break
				}
				buf = append(buf, d)
				switch d {
				case '\n':
					line++
				case '{':
					copyTo('}')
				case '(':
					depth++
				case ')':
					depth--
				}
			}
		case c == '[':
			if inMoves && len(buf) > 0 {
				if !emit() {
					return nil
				}
			}
			// The tag pair, read as parseTag reads it (to its "]" on this
			// line); the rest of the line is given back.
			rest := []byte{c}
			for {
				d, ok := next()
				if !ok || d == '\n' {
					if ok {
						pending = append([]byte{d}, pending...)
					}
					break
				}
				rest = append(rest, d)
			}
			n := len(rest)
			if _, _, m, err := parseTag(string(rest)); err == nil {
				n = m
			}
			buf = append(buf, rest[:n]...)
			pending = append(append([]byte{}, rest[n:]...), pending...)
		case c == ')' || c == '}' || c == ']':
			buf = append(buf, c)
		default:
			tok := []byte{c}
			for {
				d, ok := next()
				if !ok {
					break
				}
				if strings.IndexByte(" \t\r\n{}()[];", d) >= 0 {
					pending = append([]byte{d}, pending...)
					break
				}
				tok = append(tok, d)
			}
			buf = append(buf, tok...)
			inMoves = true
			switch string(tok) {
			case "1-0", "0-1", "1/2-1/2", "*":
				if !emit() {
					return nil
				}
			}
		}
	}
	if readErr != nil {
		return readErr // a file that cannot be read is not "no game"
	}
	if len(buf) > 0 {
		each(string(buf), first)
	}
	return nil
}

// CountPGN returns how many games a PGN text holds (0 if it does not
// read).
func CountPGN(text string) int {
	games, err := splitPGN(strings.TrimPrefix(text, bom), 0)
	if err != nil {
		return 0
	}
	return len(games)
}

// ReadPGNFrom is ReadPGNFrom for variants.PGNReader, through which
// callers read PGN without naming chess.
func (p *Position) ReadPGNFrom(r io.Reader, game int) (*variants.Record, map[string]string, error) {
	return ReadPGNFrom(r, game)
}

// splitPGN cuts a PGN text into games: tag pairs, then movetext up to a
// result token (or the next tag pair, or the end). A syntax error (an
// unclosed comment, variation or tag) is an error naming the game and the
// line. With upTo > 0 it stops after that many games, so a bad game later
// in a file does not keep an earlier one from being read.
func splitPGN(text string, upTo int) ([]pgnGame, error) {
	return splitPGNAt(text, upTo, 0, 1)
}

// splitPGNAt is splitPGN for a text that starts on line firstLine of a
// file, after before games: errors and lines count from there.
func splitPGNAt(text string, upTo, before, firstLine int) ([]pgnGame, error) {
	var games []pgnGame
	line := firstLine
	cur := pgnGame{tags: map[string]string{}, line: line}
	started := false // the current game has tags or moves
	inMoves := false // the current game's movetext has begun
	finish := func() {
		if started {
			games = append(games, cur)
		}
		cur = pgnGame{tags: map[string]string{}, line: line}
		started, inMoves = false, false
	}
	fail := func(format string, args ...any) error {
		return fmt.Errorf("pgn: game %d, line %d: %s", before+len(games)+1, line, fmt.Sprintf(format, args...))
	}
	moveNo, black := 1, false // the label the next move would carry
	for i := 0; i < len(text); {
		if upTo > 0 && len(games) >= upTo {
			return games, nil
		}
		c := text[i]
		switch {
		case c == '\n':
			line++
			i++
		case c == ' ' || c == '\t' || c == '\r':
			i++
		case c == '%' && (i == 0 || text[i-1] == '\n'): // escape line
			for i < len(text) && text[i] != '\n' {
				i++
			}
		case c == ';': // comment to the end of the line
			j := strings.IndexByte(text[i:], '\n')
			if j < 0 {
				j = len(text) - i
			}
			addComment(&cur, text[i+1:i+j])
			i += j
		case c == '{':
			j := strings.IndexByte(text[i:], '}')
			if j < 0 {
				return nil, fail("a comment { is not closed")
			}
			// A "{" inside is text: brace comments do not nest (PGN
			// standard 8.2.5). It is kept as "(", as our writer
			// writes one, so the game writes back as it read.
			body := strings.ReplaceAll(text[i+1:i+j], "{", "(")
			addComment(&cur, body)
			line += strings.Count(body, "\n")
			i += j + 1
		case c == '(':
			n, lines, err := skipVariation(text[i:])
			if err != nil {
				return nil, fail("%v", err)
			}
			line += lines
			i += n
		case c == ')':
			return nil, fail("a ) closes no variation")
		case c == '}' || c == ']':
			return nil, fail("a %c closes nothing", c)
		case c == '[':
			if inMoves {
				finish() // tags after movetext without a result: a new game
			}
			k, v, j, err := parseTag(text[i:])
			if err != nil {
				return nil, fail("%v", err)
			}
			if !started {
				cur.line = line
				moveNo, black = 1, false
			}
			cur.tags[k] = v
			if k == "FEN" {
				if p, err := ParseFEN(v); err == nil {
					moveNo, black = int(p.ply)/2+1, p.ply%2 == 1
				}
			}
			started = true
			i += j
		default:
			j := i
			for j < len(text) && !strings.ContainsRune(" \t\r\n{}()[];", rune(text[j])) {
				j++
			}
			tok := text[i:j]
			i = j
			if !started {
				cur.line = line
			}
			started, inMoves = true, true
			switch tok {
			case "1-0", "0-1", "1/2-1/2", "*":
				cur.result = tok
				finish()
				moveNo, black = 1, false
				continue
			}
			if tok[0] == '$' { // a numeric annotation glyph, kept with its move
				addNAG(&cur, variants.NAGText(tok))
				continue
			}
			tok = trimMoveNumber(tok)
			glyph := variants.NAGText(tok[len(strings.TrimRight(tok, "!?")):])
			tok = strings.TrimRight(tok, "!?")
			if tok == "" { // a move number alone, or a glyph apart ("Na5 ?!")
				addNAG(&cur, glyph)
				continue
			}
			label := fmt.Sprintf("%d.", moveNo)
			if black {
				label = fmt.Sprintf("%d...", moveNo)
				moveNo++
			}
			black = !black
			cur.moves = append(cur.moves, pgnMove{text: tok, label: label, line: line, nag: glyph})
		}
	}
	finish()
	return games, nil
}

// trimMoveNumber removes a move number ("12.", "12...", or "12" alone)
// from a movetext token, leaving castling written with zeros (0-0,
// 1.0-0-0) whole.
func trimMoveNumber(tok string) string {
	digits := strings.TrimLeft(tok, "0123456789")
	if digits == "" {
		return ""
	}
	if strings.HasPrefix(digits, ".") {
		return strings.TrimLeft(digits, ".")
	}
	return tok // no number: a move (or 0-0, which starts with a digit)
}

// addComment keeps a comment with the last move read (comments before the
// first move describe the game and are dropped).
func addComment(g *pgnGame, c string) {
	c = strings.Join(strings.Fields(c), " ")
	if len(g.moves) == 0 || c == "" {
		return
	}
	m := &g.moves[len(g.moves)-1]
	if m.comment != "" {
		m.comment += " "
	}
	m.comment += c
}

// addNAG keeps an annotation (variants.NAGText; "" is none) with the last
// move read; one before the first move is dropped.
func addNAG(g *pgnGame, nag string) {
	if len(g.moves) == 0 || nag == "" {
		return
	}
	m := &g.moves[len(g.moves)-1]
	m.nag = strings.TrimSpace(m.nag + " " + nag)
}

// skipVariation returns the length of the variation that s starts with,
// nested variations and comments included, and the line breaks in it.
func skipVariation(s string) (n, lines int, err error) {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\n':
			lines++
		case '{':
			j := strings.IndexByte(s[i:], '}')
			if j < 0 {
				return 0, 0, errors.New("a comment { in a variation is not closed")
			}
			lines += strings.Count(s[i:i+j], "\n")
			i += j
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return i + 1, lines, nil
			}
		}
	}
	return 0, 0, errors.New("a variation ( is not closed")
}

// parseTag reads the tag pair `[Name "value"]` that s starts with (PGN's
// escapes \" and \\ in the value) and returns its length. A tag pair
// does not cross a line break.
func parseTag(s string) (name, value string, n int, err error) {
	end := strings.IndexByte(s, '\n')
	if end < 0 {
		end = len(s)
	}
	bad := fmt.Errorf("bad tag pair %s", clip.Quote(strings.TrimSpace(s[:end])))
	i := 1
	for i < end && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	j := i
	for j < end && s[j] != ' ' && s[j] != '\t' && s[j] != '"' {
		j++
	}
	name = s[i:j]
	for j < end && (s[j] == ' ' || s[j] == '\t') {
		j++
	}
	if !validTagName(name) || j >= end || s[j] != '"' {
		return "", "", 0, bad
	}
	var v strings.Builder
	for j++; j < end && s[j] != '"'; j++ {
		if s[j] == '\\' && j+1 < end {
			j++
		}
		v.WriteByte(s[j])
	}
	if j >= end {
		return "", "", 0, bad
	}
	for j++; j < end && (s[j] == ' ' || s[j] == '\t'); j++ {
	}
	if j >= end || s[j] != ']' {
		return "", "", 0, bad
	}
	return name, v.String(), j + 1, nil
}
