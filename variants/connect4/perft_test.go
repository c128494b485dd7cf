package connect4

import (
	"math/rand/v2"
	"slices"
	"testing"

	"rollout/variants"
)

// The counts of move sequences from the empty board, as both this
// package and the oracle compute them: 7^d until a column can overflow
// (7 sequences of 7 stones in one column) and games start ending at ply 7.
var perftTests = []struct {
	depth int
	want  uint64
}{
	{0, 1}, {1, 7}, {2, 49}, {3, 343}, {4, 2401}, {5, 16807},
	{6, 117649}, {7, 823536}, {8, 5673234},
}

// TestPerft checks the bulk-counting Perft, the generic LegalMoves/Play
// loop and the oracle against the table, to depth 8.
func TestPerft(t *testing.T) {
	for _, tt := range perftTests {
		if got := New().Perft(tt.depth); got != tt.want {
			t.Errorf("Perft(%d) = %d, want %d", tt.depth, got, tt.want)
		}
		if tt.depth <= 6 || !raceEnabled {
			if got := slowPerft(New(), tt.depth); got != tt.want {
				t.Errorf("LegalMoves/Play perft(%d) = %d, want %d", tt.depth, got, tt.want)
			}
		}
		if tt.depth <= 6 || !raceEnabled {
			if got := oraclePerft(&board{}, tt.depth); got != tt.want {
				t.Errorf("oracle perft(%d) = %d, want %d", tt.depth, got, tt.want)
			}
		}
	}
}

// slowPerft counts through the contract's methods, without bulk counting.
func slowPerft(p *Position, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	var n uint64
	for _, m := range p.LegalMoves(nil) {
		c := *p
		c.Play(m)
		n += slowPerft(&c, depth-1)
	}
	return n
}

func oraclePerft(b *board, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	var n uint64
	for _, c := range b.moves() {
		nb := *b
		nb.play(c)
		n += oraclePerft(&nb, depth-1)
	}
	return n
}

// TestPerftFromPositions compares Perft with the oracle from positions in
// play, where full columns and finished games change the counts.
func TestPerftFromPositions(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	games := 60
	if raceEnabled {
		games = 15
	}
	for range games {
		p, b := randomGame(rng, 10+rng.IntN(30))
		for depth := range 5 {
			if got, want := p.Perft(depth), oraclePerft(b, depth); got != want {
				t.Fatalf("%s: Perft(%d) = %d, oracle %d", p.Encode(), depth, got, want)
			}
		}
	}
}

// TestDistinctPositions counts the distinct positions after each ply,
// which John Tromp published (OEIS A212693): a check of Play and of the
// position key that does not depend on this package's own counts.
func TestDistinctPositions(t *testing.T) {
	want := []int{1, 7, 49, 238, 1120, 4263, 16422, 54859, 184275}
	if raceEnabled {
		want = want[:7]
	}
	level := []Position{*New()}
	for ply, w := range want {
		if len(level) != w {
			t.Errorf("%d distinct positions after %d plies, want %d", len(level), ply, w)
		}
		seen := map[uint64]bool{}
		var next []Position
		for _, p := range level {
			for _, m := range p.LegalMoves(nil) {
				c := p
				c.Play(m)
				if !seen[c.key()] {
					seen[c.key()] = true
					next = append(next, c)
				}
			}
		}
		level = next
	}
}

// TestLegalMovesAgree compares move generation, Outcome, the side to move,
// the position text, the winning moves and the landing squares with the
// oracle along many random games.
func TestLegalMovesAgree(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	games := 2000
	if raceEnabled {
		games = 200
	}
	for range games {
		p, b := New(), &board{}
		for {
			checkAgainstOracle(t, p, b)
			ms := b.moves()
			if len(ms) == 0 {
				break
			}
			c := ms[rng.IntN(len(ms))]
			p.Play(variants.Move(c))
			b.play(c)
		}
	}
}

func checkAgainstOracle(t *testing.T, p *Position, b *board) {
	t.Helper()
	var want []variants.Move
	for _, c := range b.moves() {
		want = append(want, variants.Move(c))
	}
	got := p.LegalMoves(nil)
	if !slices.Equal(got, want) {
		t.Fatalf("%s: moves %v, want %v", b.text(), got, want)
	}
	if p.Outcome() != b.outcome() {
		t.Fatalf("%s: outcome %v, want %v", b.text(), p.Outcome(), b.outcome())
	}
	if p.ToMove() != variants.Side(b.toMove()-1) || p.Ply() != b.n {
		t.Fatalf("%s: %v to move at ply %d", b.text(), p.ToMove(), p.Ply())
	}
	if p.Encode() != b.text() {
		t.Fatalf("encodes as %q, oracle writes %q", p.Encode(), b.text())
	}
	var wins []variants.Move
	for _, c := range b.moves() {
		nb := *b
		nb.play(c)
		if nb.winner() != 0 {
			wins = append(wins, variants.Move(c))
		}
		if _, to, _ := p.MoveSquares(variants.Move(c)); to != variants.Square(c+Width*b.height(c)) {
			t.Fatalf("%s: column %d lands on %d, want %d", b.text(), c, to, c+Width*b.height(c))
		}
		if m, ok := p.DropMove(c); !ok || m != variants.Move(c) {
			t.Fatalf("%s: DropMove(%d) = %v, %v", b.text(), c, m, ok)
		}
	}
	k := p.SortWins(got)
	sorted := slices.Clone(got[:k])
	slices.Sort(sorted)
	if !slices.Equal(sorted, wins) {
		t.Fatalf("%s: winning moves %v, want %v", b.text(), sorted, wins)
	}
}
