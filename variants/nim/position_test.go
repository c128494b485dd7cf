package nim

import (
	"testing"

	"rollout/variants"
)

var perftTests = []struct {
	pos   string
	depth int
	want  int64 // -1: only the oracle knows
}{
	// Worked by hand: 1/2 has moves 1:1, 2:1, 2:2; after them 2, 2 and 1
	// moves; 3 objects allow at most 3 plies.
	{"1/2 1", 1, 3},
	{"1/2 1", 2, 5},
	{"1/2 1", 3, 3},
	{"1/2 1", 4, 0},
	// 16 moves; then 16 - c replies after taking c: 256 - 50 = 206.
	{"1/3/5/7 1", 1, 16},
	{"1/3/5/7 1", 2, 206},
	{"1/3/5/7 1", 3, -1},
	{"1/3/5/7 1", 4, -1},
	{"1/3/5/7 2", 5, -1},
	{"0/4/0/2 1", 4, -1},
	{"0/0 1", 1, 0},
}

func TestPerft(t *testing.T) {
	for _, tt := range perftTests {
		if raceEnabled && tt.depth > 4 {
			continue
		}
		p, err := Parse(tt.pos)
		if err != nil {
			t.Fatal(err)
		}
		want := oraclePerft(p.Heaps(), tt.depth)
		if tt.want >= 0 && uint64(tt.want) != want {
			t.Fatalf("oracle perft(%s, %d) = %d, worked by hand %d", tt.pos, tt.depth, want, tt.want)
		}
		if got := variants.Perft(p, tt.depth); got != want {
			t.Errorf("perft(%s, %d) = %d, want %d", tt.pos, tt.depth, got, want)
		}
		if p.Encode() != tt.pos {
			t.Errorf("perft changed the position to %s", p.Encode())
		}
	}
}

func TestValueMatchesSearch(t *testing.T) {
	games := smallGames(3, 4)
	if !raceEnabled {
		games = append(games, smallGames(4, 3)...)
	}
	for _, heaps := range games {
		p := mustNew(t, heaps...)
		want := -1
		if oracleWins(heaps) {
			want = 1
		}
		if got := p.Value(); got != want {
			t.Errorf("Value(%v) = %d, exhaustive search says %d", heaps, got, want)
		}
	}
	if v := Start().Value(); v != -1 {
		t.Errorf("Value(1 3 5 7) = %d, want -1 (nim-sum 0)", v)
	}
}

func TestPlayAndOutcome(t *testing.T) {
	p := mustNew(t, 1, 2)
	for _, text := range []string{"2:2", "1:1"} {
		if p.Outcome().Over() {
			t.Fatalf("over before %s", text)
		}
		m, err := p.DecodeMove(text)
		if err != nil {
			t.Fatal(err)
		}
		p.Play(m)
	}
	if got, want := p.Outcome(), variants.Win(variants.Second, variants.LastObjectTaken); got != want {
		t.Errorf("outcome %v, want %v", got, want)
	}
	if p.Ply() != 2 || p.Encode() != "0/0 1" || len(p.LegalMoves(nil)) != 0 {
		t.Errorf("after 2:2 1:1: ply %d, %s, moves %v", p.Ply(), p.Encode(), p.LegalMoves(nil))
	}
}

func TestHeapsIsACopy(t *testing.T) {
	p := Start()
	h := p.Heaps()
	h[0] = 99
	if got := p.Encode(); got != "1/3/5/7 1" {
		t.Errorf("changing Heaps() changed the position to %s", got)
	}
}

func TestNewErrors(t *testing.T) {
	tests := []struct {
		heaps []int
		want  string
	}{
		{nil, "nim: no heaps"},
		{make([]int, 17), "nim: 17 heaps, at most 16"},
		{[]int{1, -2}, "nim: heap 2 has -2 objects, want 0 to 1000"},
		{[]int{1001}, "nim: heap 1 has 1001 objects, want 0 to 1000"},
	}
	for _, tt := range tests {
		if _, err := New(tt.heaps...); err == nil || err.Error() != tt.want {
			t.Errorf("New(%v) error %v, want %q", tt.heaps, err, tt.want)
		}
	}
	if _, err := New(1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000); err != nil {
		t.Errorf("the largest game: %v", err)
	}
}
