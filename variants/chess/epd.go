package chess

import (
	"fmt"
	"strconv"
	"strings"

	"rollout/internal/clip"
)

// EPD is one record of an Extended Position Description suite, the format
// test suites such as Win at Chess come in: the first four FEN fields
// (board, side, castling, en passant) and then operations, each an opcode
// and its operands ended by a semicolon, for example
//
//	2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id "WAC.001";
//
// The operations a suite runner reads are bm (the best moves, SAN: any of
// them solves the position), am (moves to avoid) and id (the record's
// name).
type EPD struct {
	// Position is the position, its move counters "0 1" unless the record
	// gives them after the four fields.
	Position *Position
	// Ops maps each opcode to its operands, quotes removed.
	Ops map[string][]string
}

// ID is the record's id operation, or "" if it has none.
func (e EPD) ID() string {
	if id := e.Ops["id"]; len(id) > 0 {
		return id[0]
	}
	return ""
}

// ParseEPD reads one EPD record. A malformed record is an error that says
// what was wrong: the FEN fields, an operation without its semicolon, an
// unclosed quote.
func ParseEPD(line string) (EPD, error) {
	fields := strings.Fields(line)
	if len(fields) < 4 {
		return EPD{}, fmt.Errorf("chess: EPD %s: want 4 FEN fields, then operations", clip.Quote(line))
	}
	fen := strings.Join(fields[:4], " ")
	rest := strings.TrimSpace(line)
	for range 4 { // drop the four fields from the text, keeping its quoting
		rest = strings.TrimSpace(rest)
		if i := strings.IndexAny(rest, " \t"); i >= 0 {
			rest = rest[i:]
		} else {
			rest = ""
		}
	}
	rest = strings.TrimSpace(rest)
	// Some suites give the half-move clock and move number as fields.
	if f := strings.Fields(rest); len(f) >= 2 && isCount(f[0]) && isCount(f[1]) {
		fen += " " + f[0] + " " + f[1]
		rest = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(strings.TrimPrefix(rest, f[0])), f[1]))
	} else {
		fen += " 0 1"
	}
	pos := new(Position)
	if err := pos.parseFEN(fen); err != nil {
		// ParseFEN's own error would say "chess: EPD: chess: bad FEN".
		return EPD{}, fmt.Errorf("chess: EPD: bad FEN %s: %v", clip.Quote(fen), err)
	}
	ops, err := epdOps(rest)
	if err != nil {
		return EPD{}, fmt.Errorf("chess: EPD %s: %w", clip.Quote(line), err)
	}
	return EPD{Position: pos, Ops: ops}, nil
}

func isCount(s string) bool {
	_, err := strconv.ParseUint(s, 10, 32)
	return err == nil
}

// epdOps splits the operations: opcode, operands (a quoted operand may
// hold spaces and semicolons), a semicolon.
func epdOps(text string) (map[string][]string, error) {
	ops := map[string][]string{}
	var words []string
	var word strings.Builder
	inWord, quoted := false, false
	flush := func() {
		if inWord {
			words = append(words, word.String())
			word.Reset()
			inWord = false
		}
	}
	for _, r := range text {
		switch {
		case quoted && r == '"':
			quoted = false
		case quoted:
			word.WriteRune(r)
		case r == '"':
			quoted, inWord = true, true
		case r == ';':
			flush()
			if len(words) > 0 {
				ops[words[0]] = append(ops[words[0]], words[1:]...)
			}
			words = words[:0]
		case r == ' ' || r == '\t':
			flush()
		default:
			word.WriteRune(r)
			inWord = true
		}
	}
	if quoted {
		return nil, fmt.Errorf("a quote is not closed")
	}
	flush()
	if len(words) > 0 {
		return nil, fmt.Errorf("operation %q has no closing semicolon", words[0])
	}
	return ops, nil
}
