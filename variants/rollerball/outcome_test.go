package rollerball

import (
	"math/rand/v2"
	"strings"
	"testing"

	"rollout/variants"
)

func mustParse(t testing.TB, text string) *Position {
	t.Helper()
	p, err := Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestBoardOutcomes(t *testing.T) {
	tests := []struct {
		name, pos string
		want      variants.Outcome
	}{
		// Rook f7 checks g1 down its clockwise ray (g7 g6 ... g1) and
		// covers g2, and f1 f2 down the b-file of its frame.
		{"rook mate", "5R1/7/2###2/2###2/2###2/7/3K2k b 0", variants.Win(variants.First, variants.Checkmate)},
		// a1 is free, but the rook f2 covers b2 a2 and the king b1 b2.
		{"stalemate", "7/7/1B###2/2###2/2###2/5R1/k1K4 b 0", variants.DrawBy(variants.Stalemate)},
		// The rook mate turned half a turn with colours swapped: the rules
		// are the same on every side, so Black mates.
		{"black mates", "K2k3/7/2###2/2###2/2###2/7/1r5 w 0", variants.Win(variants.Second, variants.Checkmate)},
		{"start", startText, variants.Outcome{}},
		{"ply limit", startText[:len(startText)-1] + "200", variants.DrawBy(variants.MoveLimit)},
		{"mate beats the ply limit", "5R1/7/2###2/2###2/2###2/7/3K2k b 200", variants.Win(variants.First, variants.Checkmate)},
	}
	for _, tt := range tests {
		p := mustParse(t, tt.pos)
		if got := p.Outcome(); got != tt.want {
			t.Errorf("%s: Outcome() = %v, want %v", tt.name, got, tt.want)
		}
		if tt.want.Reason == variants.Checkmate || tt.want.Reason == variants.Stalemate {
			if n := len(p.LegalMoves(nil)); n != 0 {
				t.Errorf("%s: %d legal moves", tt.name, n)
			}
			if got, want := p.CheckSquare() != variants.NoSquare, tt.want.Reason == variants.Checkmate; got != want {
				t.Errorf("%s: CheckSquare in check %v, want %v", tt.name, got, want)
			}
		}
	}
}

func TestMateInOne(t *testing.T) {
	// The rook mate one move earlier: rook f6 steps anticlockwise to f7.
	p := mustParse(t, "7/5R1/2###2/2###2/2###2/7/3K2k w 0")
	moves := p.LegalMoves(nil)
	n := p.SortWins(moves)
	var wins []string
	for _, m := range moves[:n] {
		wins = append(wins, p.EncodeMove(m, variants.Canonical))
	}
	if !strings.Contains(strings.Join(wins, " "), "f6f7") {
		t.Fatalf("wins %v lack f6f7", wins)
	}
	m, _ := p.DecodeMove("f6f7")
	p.Play(m)
	if got := p.Outcome(); got != variants.Win(variants.First, variants.Checkmate) {
		t.Fatalf("after f6f7: %v", got)
	}
}

func TestThreefold(t *testing.T) {
	// The rooks shuffle e2f2 c6b6 f2e2 b6c6. The start placement comes back
	// after plies 4 and 8, but the start itself is no sighting; the
	// placement after e2f2 is seen after plies 1, 5 and 9: a draw at 9.
	p := Start()
	cycle := strings.Fields("e2f2 c6b6 f2e2 b6c6")
	for ply := 1; ply <= 9; ply++ {
		m, err := p.DecodeMove(cycle[(ply-1)%4])
		if err != nil {
			t.Fatal(err)
		}
		p.Play(m)
		want := variants.Outcome{}
		if ply == 9 {
			want = variants.DrawBy(variants.ThreefoldRepetition)
		}
		if got := p.Outcome(); got != want {
			t.Fatalf("after ply %d: %v, want %v", ply, got, want)
		}
	}
	// A copy keeps the history.
	c := p.Clone()
	if got := c.Outcome(); got.Reason != variants.ThreefoldRepetition {
		t.Fatalf("clone: %v", got)
	}
}

func TestPlyLimitInGame(t *testing.T) {
	p := mustParse(t, "2rbp2/2rkp2/2###2/2###2/2###2/2PKR2/2PBR2 w 198")
	for _, mt := range []string{"e2f2", "c6b6"} {
		if o := p.Outcome(); o.Over() {
			t.Fatalf("over too early at ply %d: %v", p.Ply(), o)
		}
		m, _ := p.DecodeMove(mt)
		p.Play(m)
	}
	if got := p.Outcome(); got != variants.DrawBy(variants.MoveLimit) {
		t.Fatalf("at ply %d: %v", p.Ply(), got)
	}
}

// naiveGame keeps the whole placement history as text: the slow and
// obviously right rules, to check the hashed window against.
type naiveGame struct {
	seen []string
}

func (g *naiveGame) outcome(p *Position) variants.Outcome {
	if len(p.LegalMoves(nil)) == 0 {
		if p.InCheck() {
			return variants.Win(p.ToMove().Other(), variants.Checkmate)
		}
		return variants.DrawBy(variants.Stalemate)
	}
	if len(g.seen) > 0 {
		cur, n := g.seen[len(g.seen)-1], 0
		for _, s := range g.seen {
			if s == cur {
				n++
			}
		}
		if n >= 3 {
			return variants.DrawBy(variants.ThreefoldRepetition)
		}
	}
	if p.Ply() >= 200 {
		return variants.DrawBy(variants.MoveLimit)
	}
	return variants.Outcome{}
}

// TestRandomGamesAgainstNaive plays random games from the start and from
// positions where repetitions are likely, comparing Outcome with naiveGame
// after every ply, and SortWins with playing every move.
func TestRandomGamesAgainstNaive(t *testing.T) {
	games := 300
	if raceEnabled {
		games = 40
	}
	rng := rand.New(rand.NewPCG(7, 11))
	reasons := map[variants.Reason]int{}
	starts := []string{startText, "3k3/1r5/2###2/2###2/2###2/5R1/3K3 w 0", "3k3/1b5/2###2/2###2/2###2/5B1/3K3 w 0"}
	for g := 0; g < games; g++ {
		p := mustParse(t, starts[g%len(starts)])
		var ng naiveGame
		var moves []variants.Move
		for {
			want := ng.outcome(p)
			if got := p.Outcome(); got != want {
				t.Fatalf("game %d ply %d %s: Outcome %v, naive %v", g, p.Ply(), p.Encode(), got, want)
			}
			if want.Over() {
				reasons[want.Reason]++
				break
			}
			moves = p.LegalMoves(moves[:0])
			checkSortWins(t, p, moves)
			p.Play(moves[rng.IntN(len(moves))])
			ng.seen = append(ng.seen, strings.Fields(p.Encode())[0])
		}
	}
	t.Logf("endings: %v", reasons)
	if reasons[variants.ThreefoldRepetition] == 0 || reasons[variants.MoveLimit] == 0 {
		t.Errorf("random games never reached threefold or the ply limit: %v", reasons)
	}
}

// checkSortWins compares SortWins with playing each move.
func checkSortWins(t *testing.T, p *Position, moves []variants.Move) {
	t.Helper()
	ms := append([]variants.Move(nil), moves...)
	n := p.SortWins(ms)
	c := p.Clone().(*Position)
	for i, m := range ms {
		c.CopyFrom(p)
		c.Play(m)
		o := c.Outcome()
		wins := o.Reason == variants.Checkmate
		if wins != (i < n) {
			t.Fatalf("%s: SortWins put %s at %d of %d wins, outcome %v",
				p.Encode(), p.EncodeMove(m, variants.Canonical), i, n, o)
		}
	}
}
