package chess

import (
	"fmt"
	"sort"
	"strings"

	"rollout/variants"
)

// PGN writes a game as Portable Game Notation: the seven tag roster (from
// tags, "?" where missing), SetUp and FEN tags when start is not the
// standard start, any other tags in name order, then the moves in SAN with
// move numbers, each comment (comments[i] belongs to moves[i]; empty means
// none, and a short slice is fine) in braces after its move, and the result.
// The Result tag and token come from the final position's outcome; when the
// board has not ended the game, tags["Result"] is kept if it is a valid
// result (a resignation, say), else "*". A game that reached a named
// opening (OpeningOf) gets its ECO and Opening tags unless tags has either
// (a file's own, kept). start is not modified; an illegal move is an
// error.
func PGN(start *Position, moves []variants.Move, comments []string, tags map[string]string) (string, error) {
	return writePGN(start, moves, nil, comments, tags)
}

// writePGN is PGN with each move's annotation (nags[i], Turn.NAG): a
// glyph glued to the move as lichess writes it ("Na5?!"), a numeric one
// ("$14") as a token after it.
func writePGN(start *Position, moves []variants.Move, nags, comments []string, tags map[string]string) (string, error) {
	if start == nil {
		return "", fmt.Errorf("chess: PGN: no start position")
	}
	p := start.Clone().(*Position)
	var list moveList
	var sans []string
	for i, m := range moves {
		n := p.b.genLegal(&list)
		legal := false
		for _, l := range list[:n] {
			legal = legal || l == m
		}
		if !legal {
			return "", fmt.Errorf("chess: PGN: move %d (code %#x) is not legal in %s", i+1, uint32(m), p.Encode())
		}
		sans = append(sans, p.san(m))
		p.Play(m)
	}

	result := "*"
	switch o := p.Outcome(); o.Result {
	case variants.FirstWins:
		result = "1-0"
	case variants.SecondWins:
		result = "0-1"
	case variants.Draw:
		result = "1/2-1/2"
	default:
		switch r := tags["Result"]; r {
		case "1-0", "0-1", "1/2-1/2":
			result = r
		}
	}

	if _, eco := tags["ECO"]; !eco {
		if _, named := tags["Opening"]; !named {
			if o, ok := start.OpeningOf(moves); ok {
				t := make(map[string]string, len(tags)+2)
				for k, v := range tags {
					t[k] = v
				}
				t["ECO"], t["Opening"] = o.ECO, o.Name
				tags = t
			}
		}
	}

	var sb strings.Builder
	roster := []struct{ key, def string }{
		{"Event", "?"}, {"Site", "?"}, {"Date", "????.??.??"}, {"Round", "?"},
		{"White", "?"}, {"Black", "?"},
	}
	for _, t := range roster {
		v, ok := tags[t.key]
		if !ok || v == "" {
			v = t.def
		}
		writeTag(&sb, t.key, v)
	}
	writeTag(&sb, "Result", result)
	startFEN := start.Encode()
	if startFEN != StartFEN {
		writeTag(&sb, "SetUp", "1")
		writeTag(&sb, "FEN", startFEN)
	}
	var extra []string
	for k := range tags {
		switch k {
		case "Event", "Site", "Date", "Round", "White", "Black", "Result", "SetUp", "FEN":
			continue
		}
		if validTagName(k) {
			extra = append(extra, k)
		}
	}
	sort.Strings(extra)
	for _, k := range extra {
		writeTag(&sb, k, tags[k])
	}
	sb.WriteByte('\n')

	// Movetext, wrapped before 80 columns between tokens. A comment is
	// one token, so a wrapped line never starts inside a comment (a line
	// starting with "[" would read as a tag).
	var lw lineWriter
	ply := int(start.ply)
	needNumber := true
	for i, san := range sans {
		if ply%2 == 0 {
			lw.token(&sb, fmt.Sprintf("%d.", ply/2+1))
		} else if needNumber {
			lw.token(&sb, fmt.Sprintf("%d...", ply/2+1))
		}
		nag := ""
		if i < len(nags) {
			nag = nags[i]
		}
		var apart []string
		for _, a := range strings.Fields(nag) {
			if variants.IsNAGGlyph(a) && !strings.ContainsAny(san, "!?") {
				san += a
			} else if g := variants.NAGText(a); g != "" {
				apart = append(apart, variants.NAGNumber(g)) // a second glyph as $n
			}
		}
		lw.token(&sb, san)
		for _, a := range apart {
			lw.token(&sb, a)
		}
		needNumber = false
		if i < len(comments) && strings.TrimSpace(comments[i]) != "" {
			lw.comment(&sb, cleanComment(comments[i]))
			needNumber = true
		}
		ply++
	}
	lw.token(&sb, result)
	sb.WriteByte('\n')
	return sb.String(), nil
}

// lineWriter breaks movetext lines before 80 columns.
type lineWriter struct{ col int }

func (w *lineWriter) token(sb *strings.Builder, tok string) {
	if w.col > 0 && w.col+1+len(tok) > 79 {
		sb.WriteByte('\n')
		w.col = 0
	}
	if w.col > 0 {
		sb.WriteByte(' ')
		w.col++
	}
	sb.WriteString(tok)
	w.col += len(tok)
}

// comment writes {c}, breaking long comments between words, but never
// before a word starting with "[" or "%": a line starting with "[" reads
// as a tag and one starting with "%" as an escaped line.
func (w *lineWriter) comment(sb *strings.Builder, c string) {
	words := strings.Fields(c)
	var tok string
	for i, word := range words {
		if i == 0 {
			word = "{" + word
		}
		if i == len(words)-1 {
			word += "}"
		}
		if tok != "" && word[0] != '[' && word[0] != '%' {
			w.token(sb, tok)
			tok = ""
		}
		if tok != "" {
			tok += " "
		}
		tok += word
	}
	w.token(sb, tok)
}

// writeTag writes [Key "value"] with PGN's escapes.
func writeTag(sb *strings.Builder, k, v string) {
	v = strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", " ", "\r", " ").Replace(v)
	fmt.Fprintf(sb, "[%s \"%s\"]\n", k, v)
}

// validTagName reports whether k is a PGN tag name (letters, digits, _).
func validTagName(k string) bool {
	if k == "" {
		return false
	}
	for i := 0; i < len(k); i++ {
		c := k[i]
		if !(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_') {
			return false
		}
	}
	return true
}

// cleanComment makes a comment safe inside braces: no braces (PGN has no
// escape for "}"), no line breaks.
func cleanComment(c string) string {
	c = strings.NewReplacer("{", "(", "}", ")", "\r\n", " ", "\n", " ", "\r", " ").Replace(c)
	return strings.TrimSpace(c)
}

// WritePGN writes a game from p as PGN: variants.PGNWriter, through which
// a variants.Record writes itself without naming chess.
func (p *Position) WritePGN(moves []variants.Move, nags, comments []string, tags map[string]string) (string, error) {
	return writePGN(p, moves, nags, comments, tags)
}
