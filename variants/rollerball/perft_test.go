package rollerball

import (
	"os"
	"sort"
	"strings"
	"testing"

	"rollout/variants"
)

// long reports whether the long tests run: set ROLLOUT_LONG=1.
func long() bool { return os.Getenv("ROLLOUT_LONG") == "1" }

// The positions of RULES.md, reached from the start by these moves.
const (
	movesA = "e2f2 e6f7 c2b2 d7g4 d1a4 c7b7 b2a3 f7g6 e1d1 g4f3 a4b3 f3e2"
	movesB = "e2f2 e6f5 c1b2 f5g4 d2e2 g4g3 f2f3 e7f7 c2b1 c6b6 b1a1 d6e6 d1b3 b6c6 b3b5 e6d6 e1c1 g3f2"
	movesC = "c1b1 c6b6 e2f2 b6a6 b1a2 a6a7 d2e2 e6f5 a2a3 f5f4 f2f3 d6e6 a3a4 a7a6 c2b3 f4g3 a4b5 a6d6 b5c6 c7b7 f3f4 b7c7 e2f1 e6f7 f4f5 f7g7 f5g5 d7g4 b3a4 g4f5 d1b3 d6g6 e1a1 c7b7 a4a5 g6f6 f1g1 f6g6 c6d7 g6f6"
)

// playMoves plays a move list from the start through DecodeMove.
func playMoves(t testing.TB, moves string) *Position {
	t.Helper()
	p := Start()
	for _, mt := range strings.Fields(moves) {
		m, err := p.DecodeMove(mt)
		if err != nil {
			t.Fatalf("after %q: %v", p.Encode(), err)
		}
		p.Play(m)
	}
	return p
}

func TestPerft(t *testing.T) {
	tests := []struct {
		name   string
		moves  string
		counts []uint64 // depth 1, 2, ...
		normal int      // depths run without ROLLOUT_LONG
	}{
		{"start", "", []uint64{7, 49, 476, 4652, 53771, 622173, 8049487}, 6},
		{"A", movesA, []uint64{17, 265, 4369, 65007, 1065899}, 4},
		{"B", movesB, []uint64{4, 46, 622, 8494, 123622}, 4},
		{"C", movesC, []uint64{20, 304, 5410, 84751, 1468730}, 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := playMoves(t, tt.moves)
			before := p.Encode()
			for d, want := range tt.counts {
				if d+1 > tt.normal && !long() {
					break
				}
				if got := p.Perft(d + 1); got != want {
					t.Errorf("perft(%d) = %d, want %d", d+1, got, want)
				}
			}
			// The generic perft, which plays every move through the
			// Position interface, must agree.
			if got, want := genericPerft(p, 3), tt.counts[2]; got != want {
				t.Errorf("generic perft(3) = %d, want %d", got, want)
			}
			if p.Encode() != before {
				t.Errorf("perft changed the position: %s", p.Encode())
			}
		})
	}
}

// genericPerft counts through LegalMoves, CopyFrom and Play.
func genericPerft(p variants.Position, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	var n uint64
	child := p.Clone()
	for _, m := range p.LegalMoves(nil) {
		child.CopyFrom(p)
		child.Play(m)
		n += genericPerft(child, depth-1)
	}
	return n
}

func TestStartDivide(t *testing.T) {
	moves, counts := variants.Divide(Start(), 3)
	var got []string
	for i, m := range moves {
		got = append(got, Start().EncodeMove(m, variants.Canonical)+" "+itoa(int(counts[i])))
	}
	want := "c1b1 49, c1b2 49, c2b1 78, c2b2 78, c2b3 56, e1f1 77, e2f2 89"
	// The legal-move order is the reference engine's: no sorting needed.
	if g := strings.Join(got, ", "); g != want {
		t.Errorf("divide(3) = %s, want %s", g, want)
	}
}

func TestReferenceMoveCounts(t *testing.T) {
	tests := []struct {
		name, moves string
		n           int
		list        string // the sorted legal moves, when RULES.md gives them
		check       bool
	}{
		{"A", movesA, 17, "", false},
		{"B", movesB, 4, "e2d1 e2d2 e2f1 e2f2", true},
		{"C", movesC, 20, "", false},
	}
	for _, tt := range tests {
		p := playMoves(t, tt.moves)
		var got []string
		for _, m := range p.LegalMoves(nil) {
			got = append(got, p.EncodeMove(m, variants.Display))
		}
		sort.Strings(got)
		if len(got) != tt.n {
			t.Errorf("%s: %d legal moves %v, want %d", tt.name, len(got), got, tt.n)
		}
		if tt.list != "" && strings.Join(got, " ") != tt.list {
			t.Errorf("%s: legal moves %v, want %s", tt.name, got, tt.list)
		}
		if p.InCheck() != tt.check {
			t.Errorf("%s: in check %v, want %v", tt.name, p.InCheck(), tt.check)
		}
		if p.ToMove() != variants.First {
			t.Errorf("%s: %s to move, want White", tt.name, sideNames[p.ToMove()])
		}
	}
}

// TestPromotionsInC checks that C offers promotions, each as two moves.
func TestPromotionsInC(t *testing.T) {
	p := playMoves(t, movesC)
	promos := map[string]bool{}
	for _, m := range p.LegalMoves(nil) {
		if _, _, pr := p.MoveSquares(m); pr != 0 {
			promos[p.EncodeMove(m, variants.Canonical)] = true
		}
	}
	if len(promos) == 0 || len(promos)%2 != 0 {
		t.Fatalf("promotions in C: %v", promos)
	}
	for mt := range promos {
		other := mt[:4] + map[byte]string{'r': "b", 'b': "r"}[mt[4]]
		if !promos[other] {
			t.Errorf("%s without %s", mt, other)
		}
	}
}
