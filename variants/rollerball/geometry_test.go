package rollerball

import (
	"os"
	"sort"
	"strings"
	"testing"

	"rollout/variants"
)

// loneEntry is one cell of RULES.md's lone-piece table: a piece alone on a
// square and its sorted targets.
type loneEntry struct {
	piece   string // "pawnW", "rook" or "bishop"
	square  string
	targets string
}

// readLoneTable parses testdata/lone.txt, copied verbatim from RULES.md.
func readLoneTable(t *testing.T) []loneEntry {
	t.Helper()
	data, err := os.ReadFile("testdata/lone.txt")
	if err != nil {
		t.Fatal(err)
	}
	var out []loneEntry
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		f := strings.Fields(line)
		piece := f[0]
		for i := 1; i < len(f); {
			sq := strings.TrimSuffix(f[i], ":")
			i++
			var tg []string
			for i < len(f) && !strings.HasSuffix(f[i], ":") {
				tg = append(tg, f[i])
				i++
			}
			out = append(out, loneEntry{piece, sq, strings.Join(tg, " ")})
		}
	}
	return out
}

// loneTargets places one piece on an otherwise empty (king-less) board and
// returns its pseudo-legal move targets, sorted, with promotion letters.
func loneTargets(kind, colour, s int) string {
	p := newPosition()
	p.b.put(s, code(kind, colour))
	p.b.side = colour
	var out []string
	for _, m := range pseudoMoves(&p.b) {
		out = append(out, p.EncodeMove(m, variants.Canonical)[2:])
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}

// pseudoMoves lists the moves Rollout draws from (the pseudo-legal moves
// in the table's king-less positions, nothing left out): every
// move of every target set pseudoSets writes, so the table tests check the
// generator the rollouts use (LegalMoves shares its tables and reach).
func pseudoMoves(b *board) []variants.Move {
	var sets [maxSets]targetSet
	ns, total := b.pseudoSets(&sets)
	var out []variants.Move
	for _, e := range sets[:ns] {
		for ts := e.to; ts != 0; ts &= ts - 1 {
			if e.promo != 0 {
				out = append(out, newMove(int(e.from), lowest(ts), bishop), newMove(int(e.from), lowest(ts), rook))
			} else {
				out = append(out, newMove(int(e.from), lowest(ts), empty))
			}
		}
	}
	if len(out) != total {
		panic("pseudoSets: set sizes do not add up to its total")
	}
	return out
}

func TestLonePieceTable(t *testing.T) {
	kinds := map[string]int{"pawnW": pawn, "rook": rook, "bishop": bishop}
	entries := readLoneTable(t)
	seen := map[string]int{}
	for _, e := range entries {
		s, ok := parseSquare(e.square)
		if !ok {
			t.Fatalf("bad square %q in table", e.square)
		}
		seen[e.piece]++
		colours := []int{white, black}
		if e.piece == "pawnW" {
			colours = []int{white}
		}
		for _, c := range colours {
			if got := loneTargets(kinds[e.piece], c, s); got != e.targets {
				t.Errorf("%s (%s) on %s: got %q, want %q", e.piece, sideNames[c], e.square, got, e.targets)
			}
		}
	}
	for _, piece := range []string{"pawnW", "rook", "bishop"} {
		if seen[piece] != 40 {
			t.Errorf("table has %d %s squares, want 40", seen[piece], piece)
		}
	}
}

func TestLoneBlackPawn(t *testing.T) {
	// The black pawn differs from the white one only on d1 d2 d6 d7.
	diff := map[string]string{
		"d1": "c1b c1r c2b c2r", "d2": "c1b c1r c2b c2r",
		"d6": "e6 e7", "d7": "e6 e7",
	}
	for _, e := range readLoneTable(t) {
		if e.piece != "pawnW" {
			continue
		}
		want := e.targets
		if d, ok := diff[e.square]; ok {
			want = d
		}
		s, _ := parseSquare(e.square)
		if got := loneTargets(pawn, black, s); got != want {
			t.Errorf("black pawn on %s: got %q, want %q", e.square, got, want)
		}
	}
}

func TestLoneKing(t *testing.T) {
	for x := 0; x < size; x++ {
		for y := 0; y < size; y++ {
			if !exists(x, y) {
				continue
			}
			var want []string
			for dx := -1; dx <= 1; dx++ {
				for dy := -1; dy <= 1; dy++ {
					if (dx != 0 || dy != 0) && exists(x+dx, y+dy) {
						want = append(want, squareName(at(x+dx, y+dy)))
					}
				}
			}
			sort.Strings(want)
			for _, c := range []int{white, black} {
				if got := loneTargets(king, c, at(x, y)); got != strings.Join(want, " ") {
					t.Errorf("king on %s: got %q, want %q", squareName(at(x, y)), got, want)
				}
			}
		}
	}
}

// TestPawnGraphAcyclic backs the repetition window (repetition.go): pawn
// moves can never be undone, so the pawn step graph must have no cycle.
func TestPawnGraphAcyclic(t *testing.T) {
	for c := white; c <= black; c++ {
		state := make([]int, nSq) // 0 new, 1 on the stack, 2 done
		var visit func(s int) bool
		visit = func(s int) bool {
			if state[s] == 1 {
				return false
			}
			if state[s] == 2 {
				return true
			}
			state[s] = 1
			if promoFrom[c]&bit(s) == 0 { // a promoting pawn leaves the graph
				for m := pawnSteps[s]; m != 0; m &= m - 1 {
					if !visit(lowest(m)) {
						return false
					}
				}
			}
			state[s] = 2
			return true
		}
		for s := 0; s < nSq; s++ {
			if allSquares&bit(s) != 0 && !visit(s) {
				t.Fatalf("%s pawn steps have a cycle through %s", sideNames[c], squareName(s))
			}
		}
	}
}

func TestSquareCount(t *testing.T) {
	if n := count(allSquares); n != 40 {
		t.Fatalf("%d squares, want 40", n)
	}
}
