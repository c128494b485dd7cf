package variants

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Table is an engine turn's final per-move statistics, kept with the move
// in a Record so a review can show what the engine saw when it chose. It
// is a plain value: the engine converts its own result into it (variants
// cannot import the engine), and PGN comments carry it (see
// Record.AnnotatedComments).
type Table struct {
	// Player is the engine player's name ("flat").
	Player string
	// Rollouts is the search's total rollouts (uct: iterations).
	Rollouts int64
	// Stopped says what ended the search ("rollouts", "time", ...).
	Stopped string
	// Chosen is the move played.
	Chosen Move
	// VarianceRatio is the plain over the rb estimator's variance; 0 when
	// not measured.
	VarianceRatio float64
	// Elapsed is how long the search thought; 0 when unknown (a table
	// written before it was kept, or by a tool that does not say), and a
	// review then shows no time rather than "0.00 s".
	Elapsed time.Duration
	// Policy names the parts of knowledge the player searched with
	// ("light policy, eval k=0, ..."; engine.Snapshot.Policy), "" for
	// none: a review labels the table by it (an evaluating player's
	// figures are visits and evaluations, not game results).
	Policy string
	// Trees is how many trees a uct search grew (engine.Snapshot.Trees),
	// 0 or 1 for one: a review then says "6k iterations over 2 trees"
	// for -rollouts 3000, not a count that reads as twice the budget.
	Trees int
	// MostRollouts is the most rollouts (uct: visits) one row could
	// count by the search's end, as the search said from its start
	// (engine.Snapshot.MostRollouts; 0 for none said, a time budget's):
	// a review keeps the room the live table kept for its counts, and
	// so its columns.
	MostRollouts int64
	// Drawn says a temperature (a level's) drew the move played among
	// near-equal ones in place of the player's own choice
	// (engine.Snapshot.Drawn), so a review's table says why its chosen
	// row may sit below the one its order puts first.
	Drawn bool
	// Rows hold every root move, in the order the engine gave them.
	Rows []Row
}

// Row is one root move's statistics, scores from the mover's point of view.
type Row struct {
	Move Move
	// Text is the move in display notation.
	Text                               string
	Rollouts, Wins, Draws, Losses, Net int64
	Mean, StdErr, AvgPlies, CapShare   float64
	UCB, Score                         float64
	Note                               string
	// Depth is, for the alpha-beta player, the depth of the search the
	// row's score is from (engine.MoveStats.Depth), 0 for the others: a
	// table stopped within a depth ranks its deeper rows first, read
	// back from PGN as it was live.
	Depth int
	// Proof is, for a move the search proved, the plies of the proof's
	// line counting the move itself, positive for a win and negative for
	// a loss (engine.MoveStats.Proof); 0 for a move not proven. The PGN's
	// [%eval] of a proven move is then a mate (#3), not the clamp's
	// +12.00.
	Proof int
	// Line is the principal variation the search saw after the move
	// (engine.Snapshot.Lines), nil for none. A PGN comment carries its
	// first maxLine plies (line=), so a resumed game or a file reviewed
	// shows the table's line column as it was live.
	Line []Move
}

// tableTag opens a table inside a PGN comment, in the form of the
// "[%cmd ...]" embedded commands other tools use for clocks and evals, so
// tools that do not know it show it as text and keep it.
const tableTag = "[%rollout "

// encodeTable writes t as one "[%rollout ...]" command; pos is the
// position the table's moves are legal in (moves are written in canonical
// text). Every value is escaped so the text holds no brace, bracket,
// comma, colon or space of its own:
//
//	[%rollout player=flat n=2000 stop=rollouts best=e2e4 vr=0 t=1.0012 e2e4:1000:400:300:300:0.1:0.02:80.1:0.005:0:0: ...]
//
// t= (the think time in seconds) is written only when known, pol= (the
// player's parts of knowledge) only when it has some, trees= (a uct
// search's trees) only for more than one, most= (MostRollouts) only
// when the search said it, drawn=1 (Drawn) only for a
// move a temperature drew, depth= (each row's search
// depth, in the rows' order: depth=7/7/6, the alpha-beta player's) only
// when a row has one, proof= (each row's Proof, in the rows' order:
// proof=0/3/-2) only when a row is proven, line= (each row's principal
// variation, rowLines) only when a row has one; readers before them skip
// them as keys of a later version, so a row keeps its twelve fields.
func encodeTable(t *Table, pos Position) string {
	var b strings.Builder
	g := func(x float64) string { return strconv.FormatFloat(x, 'g', 6, 64) }
	fmt.Fprintf(&b, "%splayer=%s n=%d stop=%s best=%s vr=%s", tableTag,
		escape(t.Player), t.Rollouts, escape(t.Stopped), escape(pos.EncodeMove(t.Chosen, Canonical)), g(t.VarianceRatio))
	if t.Elapsed > 0 {
		fmt.Fprintf(&b, " t=%s", g(t.Elapsed.Seconds()))
	}
	if t.Policy != "" {
		fmt.Fprintf(&b, " pol=%s", escape(t.Policy))
	}
	if t.Trees > 1 {
		fmt.Fprintf(&b, " trees=%d", t.Trees)
	}
	if t.MostRollouts > 0 {
		fmt.Fprintf(&b, " most=%d", t.MostRollouts)
	}
	if t.Drawn {
		b.WriteString(" drawn=1")
	}
	if d := rowInts(t.Rows, rowDepth); d != "" {
		fmt.Fprintf(&b, " depth=%s", d)
	}
	if p := rowInts(t.Rows, rowProof); p != "" {
		fmt.Fprintf(&b, " proof=%s", p)
	}
	if l := rowLines(t.Rows, pos); l != "" {
		fmt.Fprintf(&b, " line=%s", l)
	}
	for _, r := range t.Rows {
		fmt.Fprintf(&b, " %s:%d:%d:%d:%d:%s:%s:%s:%s:%s:%s:%s",
			escape(pos.EncodeMove(r.Move, Canonical)), r.Rollouts, r.Wins, r.Draws, r.Losses,
			g(r.Mean), g(r.StdErr), g(r.AvgPlies), g(r.CapShare), g(r.UCB), g(r.Score), escape(r.Note))
	}
	b.WriteByte(']')
	return b.String()
}

// decodeTable reads the first "[%rollout ...]" command in comment, whose
// moves must be legal in pos, and returns the table and the comment
// without it; a comment without one gives a nil table. A command that does
// not read, names no best= move, or is not the only one, is an error.
func decodeTable(comment string, pos Position) (*Table, string, error) {
	i := strings.Index(comment, tableTag)
	if i < 0 {
		return nil, comment, nil
	}
	j := strings.IndexByte(comment[i:], ']')
	if j < 0 {
		return nil, comment, fmt.Errorf("table: no closing ]")
	}
	body := comment[i+len(tableTag) : i+j]
	rest := strings.TrimSpace(strings.TrimSpace(comment[:i]) + " " + strings.TrimSpace(comment[i+j+1:]))
	if strings.Contains(rest, strings.TrimSpace(tableTag)) {
		// The second would stay in the comment, and the comment written
		// back before the first table would hide it (FuzzPlayAnnotated;
		// a bare "[%rollout" at the end, with no space, counts too).
		return nil, comment, fmt.Errorf("table: more than one %q command", strings.TrimSpace(tableTag))
	}
	t := &Table{}
	best := false
	depth, hasDepth := "", false // depth=, read once the rows are
	proof, hasProof := "", false // proof=, likewise
	lines, hasLines := "", false // line=, likewise
	move := func(s string) (Move, error) {
		text, err := unescape(s)
		if err != nil {
			return NoMove, err
		}
		return pos.DecodeMove(text)
	}
	for _, f := range strings.Fields(body) {
		key, val, isKV := strings.Cut(f, "=")
		var err error
		switch {
		case isKV && key == "player":
			t.Player, err = unescape(val)
		case isKV && key == "n":
			t.Rollouts, err = strconv.ParseInt(val, 10, 64)
		case isKV && key == "stop":
			t.Stopped, err = unescape(val)
		case isKV && key == "best":
			t.Chosen, err = move(val)
			best = true
		case isKV && key == "vr":
			t.VarianceRatio, err = strconv.ParseFloat(val, 64)
		case isKV && key == "t":
			t.Elapsed, err = parseSeconds(val)
		case isKV && key == "pol":
			t.Policy, err = unescape(val)
		case isKV && key == "depth":
			depth, hasDepth = val, true
		case isKV && key == "proof":
			proof, hasProof = val, true
		case isKV && key == "line":
			lines, hasLines = val, true
		case isKV && key == "drawn":
			switch val {
			case "0", "1":
				t.Drawn = val == "1"
			default:
				err = fmt.Errorf("drawn %q: want 1 (or 0)", val)
			}
		case isKV && key == "most":
			if t.MostRollouts, err = strconv.ParseInt(val, 10, 64); err == nil && t.MostRollouts < 1 {
				err = fmt.Errorf("most %d: want 1 or more (none said is not written)", t.MostRollouts)
			}
		case isKV && key == "trees":
			if t.Trees, err = strconv.Atoi(val); err == nil && t.Trees < 2 {
				err = fmt.Errorf("trees %d: want 2 or more (one tree is not written)", t.Trees)
			}
		case isKV:
			// A key from a later version: skipped.
		default:
			var r Row
			r, err = decodeRow(f, pos, move)
			t.Rows = append(t.Rows, r)
		}
		if err != nil {
			return nil, comment, fmt.Errorf("table: %q: %w", f, err)
		}
	}
	if !best {
		// Without it Chosen would be move code 0, which is no move of
		// some games and an arbitrary one of others, and the table would
		// be written back as a command that does not read (FuzzPlayAnnotated).
		return nil, comment, fmt.Errorf("table: no best= move")
	}
	if hasDepth {
		if err := setRowInts(t.Rows, depth, "depth", 0, maxDepth, "", func(r *Row, n int) { r.Depth = n }); err != nil {
			return nil, comment, fmt.Errorf("table: %q: %w", "depth="+depth, err)
		}
	}
	if hasProof {
		if err := setRowInts(t.Rows, proof, "proof", -maxProof, maxProof, " plies", func(r *Row, n int) { r.Proof = n }); err != nil {
			return nil, comment, fmt.Errorf("table: %q: %w", "proof="+proof, err)
		}
	}
	if hasLines {
		if err := setRowLines(t.Rows, lines, pos); err != nil {
			return nil, comment, fmt.Errorf("table: %q: %w", "line="+lines, err)
		}
	}
	return t, rest, nil
}

// maxLine is the most plies of a row's line (its principal variation
// after the row's move) a table writes and reads: more than any
// screen shows.
const maxLine = 8

// rowLines is line= of a table at pos: each row's line in canonical
// moves joined by commas, the rows' in their order joined by colons
// (both escaped in a move), at most maxLine plies and only as far as
// its moves are legal; "" when no row has one.
//
//	line=g8f6,c2c4::e7e5
func rowLines(rows []Row, pos Position) string {
	var b strings.Builder
	some := false
	for i, r := range rows {
		if i > 0 {
			b.WriteByte(':')
		}
		if len(r.Line) == 0 {
			continue
		}
		if !slices.Contains(pos.LegalMoves(nil), r.Move) {
			continue
		}
		p := pos.Clone()
		p.Play(r.Move)
		for k, m := range r.Line {
			if k == maxLine || p.Outcome().Over() || !slices.Contains(p.LegalMoves(nil), m) {
				break
			}
			if k > 0 {
				b.WriteByte(',')
			}
			b.WriteString(escape(p.EncodeMove(m, Canonical)))
			p.Play(m)
			some = true
		}
	}
	if !some {
		return ""
	}
	return b.String()
}

// setRowLines gives the rows the lines of a line= value read at pos:
// one a row, each move legal where it is played.
func setRowLines(rows []Row, text string, pos Position) error {
	parts := strings.Split(text, ":")
	if len(parts) != len(rows) {
		return fmt.Errorf("%d lines for %d rows", len(parts), len(rows))
	}
	for i, part := range parts {
		if part == "" {
			continue
		}
		moves := strings.Split(part, ",")
		if len(moves) > maxLine {
			return fmt.Errorf("a line of %d plies: want at most %d", len(moves), maxLine)
		}
		if !slices.Contains(pos.LegalMoves(nil), rows[i].Move) {
			return fmt.Errorf("a line after %s, which is not legal here", rows[i].Text)
		}
		p := pos.Clone()
		p.Play(rows[i].Move)
		for _, f := range moves {
			text, err := unescape(f)
			if err != nil {
				return err
			}
			if p.Outcome().Over() {
				return fmt.Errorf("line move %q: the game is over", text)
			}
			m, err := p.DecodeMove(text)
			if err != nil {
				return fmt.Errorf("line move %q: %w", text, err)
			}
			if !slices.Contains(p.LegalMoves(nil), m) {
				return fmt.Errorf("line move %q is not legal", text)
			}
			rows[i].Line = append(rows[i].Line, m)
			p.Play(m)
		}
	}
	return nil
}

// rowInts is one whole number a row as depth= and proof= write them,
// "7/7/6", or "" when every row's is 0.
func rowInts(rows []Row, of func(Row) int) string {
	var b strings.Builder
	some := false
	for i, r := range rows {
		if i > 0 {
			b.WriteByte('/')
		}
		b.WriteString(strconv.Itoa(of(r)))
		some = some || of(r) != 0
	}
	if !some {
		return ""
	}
	return b.String()
}

// setRowInts gives the rows the whole numbers of a depth= or proof=
// value, one a row in their order, each from lo to hi; what names them
// in errors ("depth", "proof") and unit follows the range ("", "plies").
func setRowInts(rows []Row, text, what string, lo, hi int, unit string, set func(*Row, int)) error {
	parts := strings.Split(text, "/")
	if len(parts) != len(rows) {
		return fmt.Errorf("%d %ss for %d rows", len(parts), what, len(rows))
	}
	for i, p := range parts {
		n, err := strconv.Atoi(p)
		if err != nil || n < lo || n > hi {
			return fmt.Errorf("%s %q: want %d to %d%s", what, p, lo, hi, unit)
		}
		set(&rows[i], n)
	}
	return nil
}

// rowDepth and rowProof are the columns depth= and proof= write:
// a row's completed alpha-beta depth and its proven length in plies.
func rowDepth(r Row) int { return r.Depth }
func rowProof(r Row) int { return r.Proof }

// maxDepth bounds a depth read back, maxProof a proof (in plies): far
// beyond any search's.
const (
	maxDepth = 1000
	maxProof = 10000
)

// parseSeconds reads a think time in seconds ("1.0012"): a finite
// number, not negative, within a Duration's range.
func parseSeconds(s string) (time.Duration, error) {
	x, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return 0, err
	}
	if math.IsNaN(x) || x < 0 || x > math.MaxInt64/float64(time.Second) {
		return 0, fmt.Errorf("time %q: want seconds from 0 to %d", s, math.MaxInt64/int64(time.Second))
	}
	return time.Duration(x * float64(time.Second)), nil
}

// decodeRow reads one row "move:n:w:d:l:mean:se:plies:cap:ucb:score:note".
func decodeRow(f string, pos Position, move func(string) (Move, error)) (Row, error) {
	parts := strings.Split(f, ":")
	if len(parts) != 12 {
		return Row{}, fmt.Errorf("want 12 fields, got %d", len(parts))
	}
	var r Row
	var err error
	if r.Move, err = move(parts[0]); err != nil {
		return r, err
	}
	r.Text = pos.EncodeMove(r.Move, Display)
	ints := []*int64{&r.Rollouts, &r.Wins, &r.Draws, &r.Losses}
	for k, p := range ints {
		if *p, err = strconv.ParseInt(parts[1+k], 10, 64); err != nil {
			return r, err
		}
	}
	r.Net = r.Wins - r.Losses
	floats := []*float64{&r.Mean, &r.StdErr, &r.AvgPlies, &r.CapShare, &r.UCB, &r.Score}
	for k, p := range floats {
		if *p, err = strconv.ParseFloat(parts[5+k], 64); err != nil {
			return r, err
		}
	}
	r.Note, err = unescape(parts[11])
	return r, err
}

// escapeSet are the printable bytes a table value must not contain as
// themselves; control bytes (below 0x20, and 0x7f) are escaped too, since
// a PGN reader may split or drop them (\v and \f are white space to
// strings.Fields).
const escapeSet = "%:,=[]{}\" "

// needsEscape reports whether escape writes c as %XX.
func needsEscape(c byte) bool {
	return c < 0x20 || c == 0x7f || strings.IndexByte(escapeSet, c) >= 0
}

// escape writes the bytes needsEscape names as %XX.
func escape(s string) string {
	i := 0
	for i < len(s) && !needsEscape(s[i]) {
		i++
	}
	if i == len(s) {
		return s
	}
	var b strings.Builder
	b.WriteString(s[:i])
	for ; i < len(s); i++ {
		if needsEscape(s[i]) {
			fmt.Fprintf(&b, "%%%02X", s[i])
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// unescape reverses escape.
func unescape(s string) (string, error) {
	if !strings.Contains(s, "%") {
		return s, nil
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			b.WriteByte(s[i])
			continue
		}
		if i+3 > len(s) {
			return "", fmt.Errorf("bad escape in %q", s)
		}
		n, err := strconv.ParseUint(s[i+1:i+3], 16, 8)
		if err != nil {
			return "", fmt.Errorf("bad escape in %q", s)
		}
		b.WriteByte(byte(n))
		i += 2
	}
	return b.String(), nil
}
