package registry

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"rollout/variants"
	"rollout/variants/varianttest"
)

// order is the display order the registry must keep as games are added.
var order = []string{"chess", "rollerball", "tictactoe", "nim", "connect4"}

func TestNamesAndOrder(t *testing.T) {
	names := Names()
	if len(names) == 0 {
		t.Fatal("no variants registered")
	}
	last := -1
	for _, n := range names {
		i := slices.Index(order, n)
		if i < 0 {
			t.Errorf("variant %q is not in the display order %v", n, order)
			continue
		}
		if i <= last {
			t.Errorf("names %v are out of the display order %v", names, order)
		}
		last = i
	}
	if !slices.Equal(names, order) {
		t.Errorf("Names() = %v, want %v", names, order)
	}
	vs := All()
	for i, v := range vs {
		if v.Name != names[i] {
			t.Errorf("All()[%d] is %s, Names()[%d] is %s", i, v.Name, i, names[i])
		}
	}
	vs[0] = nil // All returns a copy
	if All()[0] == nil {
		t.Error("All() shares its slice with the registry")
	}
}

func TestLookup(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"tictactoe", "tictactoe"},
		{"TicTacToe", "tictactoe"},
		{" nim ", "nim"},
		{"NIM", "nim"},
		{"Chess", "chess"},
		{"RollerBall", "rollerball"},
		{"Connect4", "connect4"},
	} {
		v, err := Lookup(tt.in)
		if err != nil || v.Name != tt.want {
			t.Errorf("Lookup(%q) = %v, %v; want %s", tt.in, v, err, tt.want)
		}
	}
	_, err := Lookup("chez")
	want := `registry: unknown variant "chez" (known: chess, rollerball, tictactoe, nim, connect4)`
	if err == nil || err.Error() != want {
		t.Errorf("Lookup(chez) error %v, want %q", err, want)
	}
}

func TestDescriptors(t *testing.T) {
	seen := map[string]bool{}
	for _, v := range All() {
		if v.Name == "" || v.Name != strings.ToLower(v.Name) || strings.ContainsAny(v.Name, " \t") {
			t.Errorf("name %q: want a lower-case word", v.Name)
		}
		if seen[v.Name] {
			t.Errorf("name %q registered twice", v.Name)
		}
		seen[v.Name] = true
		if v.Title == "" || v.SideNames[0] == "" || v.SideNames[1] == "" ||
			v.PositionHelp == "" || v.MoveHelp == "" {
			t.Errorf("%s: empty title, side name or help: %+v", v.Name, *v)
		}
		if v.Start == nil || v.Parse == nil || v.PlyCap <= 0 || v.ThinkTime <= 0 {
			t.Errorf("%s: missing Start, Parse, PlyCap or ThinkTime", v.Name)
		}
	}
}

// checkedPlies is how many plies of each random game get the expensive
// per-position checks (position and move text round trips); the rest of
// the game is only played out.
const checkedPlies = 40

// TestEveryVariant plays random games of every registered variant and
// checks the contract along the way: the start position round-trips
// through its text, every legal move's text decodes back to the same move,
// a position without moves is over, and the game ends within the ply cap.
func TestEveryVariant(t *testing.T) {
	games := 4
	if testing.Short() {
		games = 1
	}
	for _, v := range All() {
		t.Run(v.Name, func(t *testing.T) {
			start := v.Start()
			if start.Variant() != v {
				t.Fatalf("Start().Variant() is %v, not the registered descriptor", start.Variant().Name)
			}
			if start.Ply() != 0 {
				t.Errorf("start ply %d, want 0", start.Ply())
			}
			if start.Outcome().Over() {
				t.Fatalf("start is already over: %v", start.Outcome())
			}
			if p, err := v.Parse(start.Encode()); err != nil {
				t.Fatalf("Parse(%q): %v", start.Encode(), err)
			} else if p.Encode() != start.Encode() {
				t.Fatalf("start %q parses back as %q", start.Encode(), p.Encode())
			}
			if _, err := v.Parse("no such position"); err == nil {
				t.Errorf("Parse accepts nonsense")
			}
			rng := rand.New(rand.NewPCG(1, uint64(len(v.Name))))
			for g := range games {
				playRandomGame(t, v, rng, g)
			}
			if r, ok := start.Clone().(variants.Roller); ok {
				out, n := r.Rollout(rng, v.PlyCap)
				if !out.Over() || n > v.PlyCap || n <= 0 {
					t.Errorf("Rollout from the start: %v after %d plies (cap %d)", out, n, v.PlyCap)
				}
			}
		})
	}
}

func playRandomGame(t *testing.T, v *variants.Variant, rng *rand.Rand, game int) {
	t.Helper()
	p := v.Start()
	var moves []variants.Move
	for ply := 0; ; ply++ {
		if out := p.Outcome(); out.Over() {
			t.Logf("game %d: %v after %d plies", game, out, ply)
			return
		}
		if ply >= v.PlyCap {
			t.Logf("game %d: capped after %d plies", game, ply)
			return // scored as a draw by the engine
		}
		moves = p.LegalMoves(moves[:0])
		if len(moves) == 0 {
			t.Fatalf("game %d ply %d: %s has no legal moves but is not over", game, ply, p.Encode())
		}
		if ply < checkedPlies {
			checkPosition(t, v, p, moves)
		}
		if g, ok := p.(variants.Grid); ok {
			files, ranks := g.Dims()
			for _, m := range moves {
				if _, to, _ := g.MoveSquares(m); to < 0 || int(to) >= files*ranks || !g.Cell(to).Exists {
					t.Fatalf("%s: move %s goes to square %d, off the board", p.Encode(), p.EncodeMove(m, variants.Canonical), to)
				}
			}
		}
		p.Play(moves[rng.IntN(len(moves))])
	}
}

// checkPosition checks one position's text and every legal move's text.
func checkPosition(t *testing.T, v *variants.Variant, p variants.Position, moves []variants.Move) {
	t.Helper()
	text := p.Encode()
	q, err := v.Parse(text)
	if err != nil {
		t.Fatalf("Parse(%q): %v", text, err)
	}
	if q.Encode() != text {
		t.Fatalf("%q parses back as %q", text, q.Encode())
	}
	for _, m := range moves {
		for _, n := range []variants.Notation{variants.Canonical, variants.Display} {
			mt := p.EncodeMove(m, n)
			got, err := p.DecodeMove(mt)
			if err != nil || got != m {
				t.Fatalf("%s: move text %q (notation %d) decodes to %v, %v; want %v", text, mt, n, got, err, m)
			}
		}
	}
}

// Every registered game's rollout path allocates nothing from its start.
func TestRolloutPathAllocatesNothing(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates")
	}
	for _, v := range All() {
		t.Run(v.Name, func(t *testing.T) { varianttest.ZeroAllocs(t, v.Start()) })
	}
}
