package chess

import (
	"fmt"
	"regexp"
	"rollout/internal/clip"
	"strings"

	"rollout/variants"
)

// EncodeMove writes the legal move m as UCI (variants.Canonical: e2e4,
// e7e8q, e1g1) or SAN (variants.Display: Nf3, exd5, O-O, e8=Q+, Qh4#).
func (p *Position) EncodeMove(m Move, n variants.Notation) string {
	if n == variants.Display {
		return p.san(m)
	}
	return uci(m)
}

// uci writes m in UCI's long algebraic form.
func uci(m Move) string {
	s := sqName(mFrom(m)) + sqName(mTo(m))
	if mKind(m) == kindPromotion {
		s += string("nbrq"[mPromo(m)-knight])
	}
	return s
}

// san writes m in Standard Algebraic Notation, with + or # when it checks
// or mates. It plays m on a scratch board to see the check.
func (p *Position) san(m Move) string {
	b := &p.b
	from, to := mFrom(m), mTo(m)
	pt := int(b.mailbox[from]&7) - 1
	var sb strings.Builder
	switch {
	case mKind(m) == kindCastle && to > from:
		sb.WriteString("O-O")
	case mKind(m) == kindCastle:
		sb.WriteString("O-O-O")
	case pt == pawn:
		if from&7 != to&7 {
			sb.WriteByte(byte('a' + from&7))
			sb.WriteByte('x')
		}
		sb.WriteString(sqName(to))
		if mKind(m) == kindPromotion {
			sb.WriteByte('=')
			sb.WriteByte("NBRQ"[mPromo(m)-knight])
		}
	default:
		sb.WriteByte("PNBRQK"[pt])
		// Disambiguate by file, else rank, else both, among the other
		// legal moves of the same kind of piece to the same square.
		var list moveList
		n := b.genLegal(&list)
		clash, sameFile, sameRank := false, false, false
		for _, o := range list[:n] {
			of := mFrom(o)
			if o == m || mTo(o) != to || int(b.mailbox[of]&7)-1 != pt {
				continue
			}
			clash = true
			sameFile = sameFile || of&7 == from&7
			sameRank = sameRank || of>>3 == from>>3
		}
		if clash {
			if !sameFile {
				sb.WriteByte(byte('a' + from&7))
			} else if !sameRank {
				sb.WriteByte(byte('1' + from>>3))
			} else {
				sb.WriteString(sqName(from))
			}
		}
		if b.mailbox[to] != 0 {
			sb.WriteByte('x')
		}
		sb.WriteString(sqName(to))
	}
	after := *b
	after.play(m)
	if after.inCheck() {
		if after.hasLegalMove() {
			sb.WriteByte('+')
		} else {
			sb.WriteByte('#')
		}
	}
	return sb.String()
}

// DecodeMove reads UCI (e2e4, e7e8q) or SAN (Nf3, exd5, O-O, 0-0, e8=Q+,
// e8Q; figurine SAN, ♘f3 or a8=♕, reads as its letters; check marks and
// annotations like ! and ? are ignored; FIDE's "e.p." after an en
// passant capture, exd6 e.p., is read and checked) and returns the legal
// move it names. Errors say whether the text is malformed, the move
// illegal or ambiguous.
func (p *Position) DecodeMove(text string) (Move, error) {
	if rest, ok := cutEnPassant(text); ok {
		m, err := p.DecodeMove(rest)
		if err == nil && mKind(m) != kindEnPassant {
			return 0, fmt.Errorf("chess: illegal move %s: e.p. marks an en passant capture, but %s is none", clip.Quote(text), p.san(m))
		}
		return m, err
	}
	trimmed := strings.TrimSpace(text)
	s := variants.FigurineLetters(trimmed)
	figurine := s != trimmed
	s = strings.TrimRight(s, "+#!?")
	switch {
	case figurine && (s == "" || len(s) == 1 && strings.Contains("KQRBN", s)):
		// A lone ♙ read as the empty move and a lone ♘ as a bare N.
		return 0, fmt.Errorf("chess: malformed move %s: a figurine alone is not a move; add the square it goes to (♘f3, ♙e4 or e4)", clip.Quote(text))
	case s == "" && trimmed != "":
		return 0, fmt.Errorf("chess: malformed move %s: check marks and annotations alone are not a move", clip.Quote(text))
	case s == "":
		return 0, fmt.Errorf("chess: empty move %s", clip.Quote(text))
	}
	var list moveList
	moves := list[:p.b.genLegal(&list)]
	if m, ok, err := p.decodeUCI(s, moves); ok {
		if err != nil {
			return 0, fmt.Errorf("chess: illegal move %s: %v", clip.Quote(text), err)
		}
		return m, nil
	}
	if sm := longAlgebraic.FindStringSubmatch(s); sm != nil {
		// e2-e4 read as a malformed move: its squares are UCI's.
		m, _, err := p.decodeUCI(sm[2]+sm[4]+strings.ToLower(sm[5]), moves)
		piece := byte('P') // long algebraic writes no letter for a pawn
		if sm[1] != "" {
			piece = sm[1][0]
		}
		if err == nil && p.b.pieceChar(mFrom(m))&^0x20 != piece {
			err = fmt.Errorf("the piece on %s is no %s", sm[2], sm[1])
		}
		if err == nil && sm[3] == "x" && !p.captures(m) {
			// e2xe4 read as e2e4: x says a capture, and nothing is.
			err = fmt.Errorf("x marks a capture, but %s captures nothing (write %s%s-%s)", p.san(m), sm[1], sm[2], sm[4]+sm[5])
		}
		if err != nil {
			return 0, fmt.Errorf("chess: illegal move %s: %v", clip.Quote(text), err)
		}
		return m, nil
	}
	m, err := p.decodeSAN(s, moves)
	if err != nil {
		return 0, fmt.Errorf("chess: %s move %s%s", err.kind, clip.Quote(text), err.why)
	}
	return m, nil
}

// cutEnPassant returns text without the "e.p." (or "ep") that FIDE's
// notation writes after an en passant capture (exd6 e.p.), and whether
// it had one; check marks and annotations after it go too. No SAN or UCI
// move ends so.
func cutEnPassant(text string) (string, bool) {
	t := strings.TrimRight(strings.TrimSpace(text), "+#!?")
	for _, mark := range []string{"e.p.", "ep"} {
		if rest, ok := strings.CutSuffix(t, mark); ok {
			return strings.TrimSpace(rest), true
		}
	}
	return text, false
}

// longAlgebraic is a move in long algebraic notation, as people write
// moves out: the piece's letter (none for a pawn), the from-square, - or
// x, the to-square and a promotion (e2-e4, Ng1-f3, Bf1xb5, e7-e8=Q).
var longAlgebraic = regexp.MustCompile(`^([NBRQK]?)([a-h][1-8])([-x])([a-h][1-8])=?([NBRQnbrq]?)$`)

// captures reports whether m, a legal move, takes a piece (en passant
// too).
func (p *Position) captures(m Move) bool {
	return p.b.mailbox[mTo(m)] != 0 || mKind(m) == kindEnPassant
}

// decodeUCI reports ok when s has UCI's shape; err says why such a move is
// not legal here.
func (p *Position) decodeUCI(s string, moves []Move) (m Move, ok bool, err error) {
	if len(s) != 4 && len(s) != 5 {
		return 0, false, nil
	}
	from, ok1 := parseSquare(s[0:2])
	to, ok2 := parseSquare(s[2:4])
	if !ok1 || !ok2 {
		return 0, false, nil
	}
	promo := -1
	if len(s) == 5 {
		promo = strings.IndexByte("nbrq", s[4]|0x20)
		if promo < 0 {
			return 0, false, nil
		}
		promo += knight
	}
	for _, m := range moves {
		if mFrom(m) != from || mTo(m) != to {
			continue
		}
		isPromo := mKind(m) == kindPromotion
		switch {
		case !isPromo && promo < 0:
			return m, true, nil
		case isPromo && mPromo(m) == promo:
			return m, true, nil
		case isPromo && promo < 0:
			return 0, true, fmt.Errorf("a pawn reaching the last rank must promote (add q, r, b or n)")
		}
	}
	if promo >= 0 {
		return 0, true, fmt.Errorf("no legal promotion from %s to %s", sqName(from), sqName(to))
	}
	if p.b.mailbox[from] == 0 {
		return 0, true, fmt.Errorf("no piece on %s", sqName(from))
	}
	if int(p.b.mailbox[from]>>3) != int(p.b.side) {
		return 0, true, fmt.Errorf("the piece on %s is not %s's", sqName(from), Variant.SideNames[p.b.side])
	}
	return 0, true, fmt.Errorf("not a legal move here")
}

// sanError separates the kind of failure (malformed, illegal, ambiguous)
// from the detail, so the message reads "chess: illegal move "Nd2"".
type sanError struct{ kind, why string }

// decodeSAN matches s against the legal moves.
func (p *Position) decodeSAN(s string, moves []Move) (Move, *sanError) {
	switch s {
	case "O-O", "0-0", "o-o", "O-O-O", "0-0-0", "o-o-o":
		long := len(s) == 5
		for _, m := range moves {
			if mKind(m) == kindCastle && (mTo(m) < mFrom(m)) == long {
				return m, nil
			}
		}
		return 0, &sanError{"illegal", ": castling is not legal here"}
	}
	orig := s
	pt := pawn
	if k := strings.IndexByte("NBRQK", s[0]); k >= 0 {
		pt = knight + k
		s = s[1:]
	}
	promo := -1
	if i := strings.IndexByte(s, '='); i >= 0 {
		if i != len(s)-2 {
			return 0, &sanError{"malformed", ""}
		}
		promo = strings.IndexByte("NBRQnbrq", s[i+1])
		s = s[:i]
	} else if pt == pawn && len(s) >= 3 {
		if k := strings.IndexByte("NBRQnbrq", s[len(s)-1]); k >= 0 && s[len(s)-2] >= '1' && s[len(s)-2] <= '8' {
			promo = k
			s = s[:len(s)-1]
		}
	}
	if promo >= 0 {
		promo = promo%4 + knight
	} else if strings.Contains(orig, "=") {
		return 0, &sanError{"malformed", ": bad promotion piece"}
	}
	if len(s) < 2 {
		if pt != pawn && s == "" {
			return 0, &sanError{"malformed", ": a piece letter alone is not a move; add the square it goes to (Nf3)"}
		}
		return 0, &sanError{"malformed", ""}
	}
	to, ok := parseSquare(s[len(s)-2:])
	if !ok {
		return 0, &sanError{"malformed", ""}
	}
	s = s[:len(s)-2]
	capture := false
	if strings.HasSuffix(s, "x") || strings.HasSuffix(s, ":") {
		capture = true
		s = s[:len(s)-1]
	}
	fromFile, fromRank := -1, -1
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= 'a' && c <= 'h' && fromFile < 0:
			fromFile = int(c - 'a')
		case c >= '1' && c <= '8' && fromRank < 0:
			fromRank = int(c - '1')
		default:
			return 0, &sanError{"malformed", ""}
		}
	}
	if pt == pawn && capture && fromFile < 0 {
		return 0, &sanError{"malformed", ": a pawn capture names the pawn's file (exd5)"}
	}
	found, count := Move(0), 0
	var unnamed Move // a pawn capture the text names without its file (d5 for exd5)
	for _, m := range moves {
		from := mFrom(m)
		if mTo(m) != to || int(p.b.mailbox[from]&7)-1 != pt || mKind(m) == kindCastle {
			continue
		}
		if fromFile >= 0 && from&7 != fromFile || fromRank >= 0 && from>>3 != fromRank {
			continue
		}
		if pt == pawn && fromFile < 0 && from&7 != to&7 {
			// A pawn moves straight unless the text names the file it
			// captures from: "d5" is never exd5.
			unnamed = m
			continue
		}
		if pt == pawn && !capture && fromFile >= 0 && fromFile != to&7 {
			continue
		}
		if mKind(m) == kindPromotion {
			if promo < 0 {
				return 0, &sanError{"illegal", ": a pawn reaching the last rank must promote (add =Q, =R, =B or =N)"}
			}
			if mPromo(m) != promo {
				continue
			}
		} else if promo >= 0 {
			continue
		}
		if found != m {
			count++
		}
		found = m
	}
	switch {
	case count == 0 && unnamed != 0:
		return 0, &sanError{"illegal", ": a pawn capture names the pawn's file (" + p.san(unnamed) + ")"}
	case count == 0:
		return 0, &sanError{"illegal", ""}
	case count == 1 && capture && !p.captures(found):
		// Nxf3 read as Nf3: x says a capture, and nothing is.
		return 0, &sanError{"illegal", ": x marks a capture, but " + p.san(found) + " captures nothing"}
	case count == 1:
		return found, nil
	}
	return 0, &sanError{"ambiguous", ": name the piece's file or rank"}
}
