package chess

import (
	"errors"
	"fmt"
	"rollout/internal/clip"
	"strings"

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
	line    int
}

// ReadPGN reads game number game (from 1) of a PGN text into a record of
// a chess game, and returns its tags too. Comments stay with their moves;
// our own "[%rollout ...]" comments become the turns' tables, other tools'
// comments (clocks, evals) stay text; variations, NAGs, "%" escape lines
// and ";" comments are skipped. A game that goes on after the rules ended
// it (an unclaimed threefold repetition, which this client applies
// automatically) is read up to that point, and the "RolloutNote" tag says
// so. Malformed PGN is an error naming the game and the move (or line).
//
// The reader is our own rather than notnil/chess's, which serves as its
// test oracle: notnil's reader stops at the first bad game without naming
// the game or the ply, drops any line that starts with "[", and has no way
// to return the moves before a bad one.
func ReadPGN(text string, game int) (*variants.Record, map[string]string, error) {
	games, err := splitPGN(text, game)
	if err != nil {
		return nil, nil, err
	}
	if game < 1 || game > len(games) {
		return nil, nil, fmt.Errorf("pgn: no game %d (the text holds %d)", game, len(games))
	}
	g := games[game-1]
	where := fmt.Sprintf("pgn: game %d (line %d)", game, g.line)
	start := ""
	if fen, ok := g.tags["FEN"]; ok {
		start = fen
	}
	rec, err := variants.NewRecord(Variant, start)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: FEN tag: %w", where, err)
	}
	for i, m := range g.moves {
		err := rec.PlayAnnotated(m.text, m.comment)
		if errors.Is(err, variants.ErrGameOver) {
			g.tags["RolloutNote"] = fmt.Sprintf("read %d of %d moves: %s; the file plays on", i, len(g.moves), rec.Outcome())
			break
		}
		if err != nil {
			return nil, nil, fmt.Errorf("%s: move %d (%s %s, line %d): %w", where, i+1, m.label, m.text, m.line, err)
		}
	}
	return rec, g.tags, nil
}

// CountPGN returns how many games a PGN text holds (0 if it does not
// read).
func CountPGN(text string) int {
	games, err := splitPGN(text, 0)
	if err != nil {
		return 0
	}
	return len(games)
}

// ReadPGN is ReadPGN for variants.PGNReader, through which callers read
// PGN without naming chess.
func (p *Position) ReadPGN(text string, game int) (*variants.Record, map[string]string, error) {
	return ReadPGN(text, game)
}

// CountPGN is CountPGN for variants.PGNReader.
func (p *Position) CountPGN(text string) int { return CountPGN(text) }

// splitPGN cuts a PGN text into games: tag pairs, then movetext up to a
// result token (or the next tag pair, or the end). A syntax error (an
// unclosed comment, variation or tag) is an error naming the game and the
// line. With upTo > 0 it stops after that many games, so a bad game later
// in a file does not keep an earlier one from being read.
func splitPGN(text string, upTo int) ([]pgnGame, error) {
	var games []pgnGame
	cur := pgnGame{tags: map[string]string{}, line: 1}
	started := false // the current game has tags or moves
	inMoves := false // the current game's movetext has begun
	line := 1
	finish := func() {
		if started {
			games = append(games, cur)
		}
		cur = pgnGame{tags: map[string]string{}, line: line}
		started, inMoves = false, false
	}
	fail := func(format string, args ...any) error {
		return fmt.Errorf("pgn: game %d, line %d: %s", len(games)+1, line, fmt.Sprintf(format, args...))
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
			body := text[i+1 : i+j]
			if strings.Contains(body, "{") {
				return nil, fail("a comment holds {")
			}
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
			if tok[0] == '$' { // a numeric annotation glyph
				continue
			}
			tok = strings.TrimLeft(tok, "0123456789")
			tok = strings.TrimLeft(tok, ".")
			tok = strings.TrimRight(tok, "!?")
			if tok == "" { // a move number alone
				continue
			}
			label := fmt.Sprintf("%d.", moveNo)
			if black {
				label = fmt.Sprintf("%d...", moveNo)
				moveNo++
			}
			black = !black
			cur.moves = append(cur.moves, pgnMove{text: tok, label: label, line: line})
		}
	}
	finish()
	return games, nil
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
