package chess

import (
	"fmt"
	"reflect"
	"strings"
)

// "fitted-pst" is pieces-passers' evaluation with piece-square tables
// fitted to Stockfish's evaluations of quiet positions of our own games
// (rollout tune -epd FILE -pst, docs/strength.md "Tuning"). The fitted
// tables are kept as their differences from the textbook ones (pstMid,
// pstEnd), pstFitMid and pstFitEnd in pstfit.go, which the tuner
// writes: the capture search keeps summing the textbook tables, and
// the evaluation adds the differences once at its root, as it adds
// king's terms (board.resolved). Each kind's differences average 0 over
// its squares by default (the tuner's -pst-mean), so the material
// values stay the textbook ones.

// fitTables are one evaluation's fitted tables: their differences from
// the textbook ones (pstFitMid and pstFitEnd for "fitted-pst", the
// tuner's files for the others) and the same packed as
// fittedPSTTerms sums them: by a piece's mailbox byte and square, mid +
// end·2^32, Black's negated, so a piece costs one addition (as
// pstPacked).
type fitTables struct {
	mid, end *[6][64]int32
	packed   [16][64]int64
}

// fitTablesOf are the fitted tables of each evaluation with
// knowFittedPST, by kind (nil for the others): "fitted-pst"'s
// (pstfit.go), "fitted-sym"'s (pstfitsym.go), "fitted-terms"'s
// (pstfitterms.go).
var fitTablesOf = func() (t [len(evalNames)]*fitTables) {
	for k, v := range map[evalKind][2]*[6][64]int32{
		evalFittedPST:   {&pstFitMid, &pstFitEnd},
		evalFittedSym:   {&pstSymMid, &pstSymEnd},
		evalFittedTerms: {&pstTermsMid, &pstTermsEnd},
	} {
		t[k] = &fitTables{mid: v[0], end: v[1]}
		t[k].pack()
	}
	return t
}()

// fitTableNames are the Go names of each fitted evaluation's tables,
// as the tuner writes them (PSTSourceFor): the prefix of its ...Mid and
// ...End.
var fitTableNames = map[evalKind]string{evalFittedPST: "pstFit", evalFittedSym: "pstSym", evalFittedTerms: "pstTerms"}

// pack builds t.packed from t.mid and t.end.
func (t *fitTables) pack() {
	for c := white; c <= black; c++ {
		flip, sign := 56, int64(1)
		if c == black {
			flip, sign = 0, -1
		}
		for pt := pawn; pt <= king; pt++ {
			for sq := range 64 {
				t.packed[pieceCode(c, pt)][sq] = sign * (int64(t.end[pt][sq^flip])<<32 + int64(t.mid[pt][sq^flip]))
			}
		}
	}
}

// fittedPSTTerms are the fitted tables' differences t from the textbook
// ones summed over b's pieces, middlegame and endgame, from White's
// side.
func (b *board) fittedPSTTerms(t *fitTables) (mid, end int32) {
	var packed int64
	for occ := b.all(); occ != 0; {
		sq := popLSB(&occ)
		packed += t.packed[b.mailbox[sq]&15][sq&63]
	}
	mid = int32(packed)
	return mid, int32((packed - int64(mid)) >> 32)
}

// PSTTables are piece-square tables' differences from the textbook ones,
// middlegame then endgame, by kind (pawn, knight, bishop, rook, queen,
// king) and entry (written as a board is drawn, rank 8 first, from
// White's side: White's piece on square sq, a1 = 0, reads entry sq^56,
// Black's entry sq).
type PSTTables [2][6][64]int32

// FittedPST returns "fitted-pst"'s table differences as they stand.
func FittedPST() PSTTables { t, _ := FittedTables("fitted-pst"); return t }

// SetFittedPST sets "fitted-pst"'s table differences for every position,
// for a tuner that fits them (rollout tune -pst). It is not safe while a
// search runs: a tuner's business, not a player's.
func SetFittedPST(t PSTTables) { _ = SetFittedTables("fitted-pst", t) }

// fitKind is the evaluation named eval if it has fitted tables.
func fitKind(eval string) (evalKind, error) {
	var p Position
	if err := p.SetEval(eval); err != nil {
		return 0, err
	}
	if fitTablesOf[p.eval] == nil {
		return 0, fmt.Errorf("chess: evaluation %q has no fitted tables (want fitted-pst, fitted-sym or fitted-terms)", eval)
	}
	return p.eval, nil
}

// FittedTables returns the table differences of the evaluation named
// eval ("fitted-pst", "fitted-sym" or "fitted-terms") as they stand; an
// evaluation without fitted tables is an error.
func FittedTables(eval string) (PSTTables, error) {
	k, err := fitKind(eval)
	if err != nil {
		return PSTTables{}, err
	}
	t := fitTablesOf[k]
	return PSTTables{*t.mid, *t.end}, nil
}

// SetFittedTables sets the table differences of the evaluation named
// eval for every position, as SetFittedPST sets "fitted-pst"'s: a
// tuner's business. An evaluation without fitted tables is an error and
// changes nothing.
func SetFittedTables(eval string, d PSTTables) error {
	k, err := fitKind(eval)
	if err != nil {
		return err
	}
	t := fitTablesOf[k]
	*t.mid, *t.end = d[0], d[1]
	t.pack()
	return nil
}

// PSTFeatures appends to dst p's pieces as the fitted tables read them:
// kind·64 + entry, plus 1024 for a Black piece (whose entry counts
// negated from White's side), and returns them with p's phase (0 to 24:
// the middlegame table weighs phase/24, the endgame's the rest). A
// tuner's linear model of the tables.
func (p *Position) PSTFeatures(dst []int32) ([]int32, int) {
	b := &p.b
	for occ := b.all(); occ != 0; {
		sq := popLSB(&occ)
		pc := b.mailbox[sq] & 15
		pt, c := int32(pc&7)-1, int32(pc>>3)
		e := int32(sq)
		if c == white {
			e ^= 56
		}
		dst = append(dst, pt*64+e+1024*c)
	}
	return dst, int(min(b.pstSums().phase, phaseFull))
}

// PSTSource is the Go source of pstfit.go for the table differences t,
// with header as its first comment lines (the command that fitted them).
func PSTSource(t PSTTables, header string) string {
	s, _ := PSTSourceFor("fitted-pst", t, header)
	return s
}

// PSTSourceFor is the Go source of the fitted tables of the evaluation
// named eval (pstfit.go, pstfitsym.go or pstfitterms.go) with the table
// differences t, as PSTSource.
func PSTSourceFor(eval string, t PSTTables, header string) (string, error) {
	k, err := fitKind(eval)
	if err != nil {
		return "", err
	}
	var s strings.Builder
	writeGenHeader(&s, header)
	s.WriteString(pstTablesSource(fitTableNames[k], eval, t))
	if k == evalFittedTerms {
		s.WriteString("\n// termsWeights are \"fitted-terms\"'s weights, fitted with its tables.\nvar termsWeights = ")
		writeLiteral(&s, reflect.ValueOf(termsWeights), "")
		s.WriteString("\n")
	}
	return s.String(), nil
}

// writeGenHeader writes a generated file's first lines: the notice and
// header's lines as comments, then the package clause.
func writeGenHeader(s *strings.Builder, header string) {
	s.WriteString("// Code generated by rollout tune -pst; DO NOT EDIT.\n")
	for _, l := range strings.Split(strings.TrimRight(header, "\n"), "\n") {
		s.WriteString("// " + l + "\n")
	}
	s.WriteString("\npackage chess\n\n")
}

// pstTablesSource is the var declaration of the tables prefix+"Mid" and
// prefix+"End", the fitted tables' differences t of eval.
func pstTablesSource(prefix, eval string, t PSTTables) string {
	var s strings.Builder
	fmt.Fprintf(&s, "// %sMid and %sEnd are %q's piece-square tables'\n// differences from pstMid and pstEnd (evalfitpst.go).\nvar (\n", prefix, prefix, eval)
	names := [6]string{"pawn", "knight", "bishop", "rook", "queen", "king"}
	for i, v := range []string{prefix + "Mid", prefix + "End"} {
		fmt.Fprintf(&s, "\t%s = [6][64]int32{\n", v)
		for pt := range 6 {
			fmt.Fprintf(&s, "\t\t%s: {\n", names[pt])
			for r := range 8 {
				s.WriteString("\t\t\t")
				for f := range 8 {
					if f > 0 {
						s.WriteString(" ")
					}
					fmt.Fprintf(&s, "%d,", t[i][pt][r*8+f])
				}
				s.WriteString("\n")
			}
			s.WriteString("\t\t},\n")
		}
		s.WriteString("\t}\n")
	}
	s.WriteString(")\n")
	return s.String()
}

// writeLiteral writes the struct v (evalWeights, knowWeights) as a Go
// composite literal, a field a line, indent before each (not gofmt's
// alignment: the tuner formats the file).
func writeLiteral(s *strings.Builder, v reflect.Value, indent string) {
	t := v.Type()
	s.WriteString(t.Name() + "{\n")
	for i := range t.NumField() {
		f := v.Field(i)
		s.WriteString(indent + "\t" + t.Field(i).Name + ": ")
		if f.Kind() == reflect.Struct {
			writeLiteral(s, f, indent+"\t")
		} else {
			fmt.Fprintf(s, "%#v", f)
		}
		s.WriteString(",\n")
	}
	s.WriteString(indent + "}")
}

// TermsParams lists the weights of "fitted-terms" a tuner fits with its
// tables (rollout tune -pst -pst-terms): the king-aware terms'
// mobility, attack on the king, pawn shield, passed pawns by rank,
// bishop pair and rooks on open files, and the passers' and minor
// pieces' knowledge. Changing them changes "fitted-terms" alone.
func TermsParams() []Param {
	w := &termsWeights
	return append(kingTermParams(w), knowTermParams(&w.knowWeights)...)
}

// TermsFromTextbook sets "fitted-terms"'s weights to the textbook ones
// (kingTextbook's), for a tuner that fits them afresh.
func TermsFromTextbook() { termsWeights = kingTextbook }
