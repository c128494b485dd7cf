package engine

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"rollout/internal/cputime"
	games "rollout/variants/registry"
	"rollout/variants/tictactoe"
)

func TestParsePolicy(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Policy
		ok   bool
	}{{"", Uniform, true}, {"uniform", Uniform, true}, {"light", Light, true}, {"heavy", Uniform, false}, {"Light", Uniform, false}} {
		got, err := ParsePolicy(c.in)
		if (err == nil) != c.ok || got != c.want {
			t.Errorf("ParsePolicy(%q) = %v, %v; want %v, ok %v", c.in, got, err, c.want, c.ok)
		}
		if c.ok && got.String() != strings.TrimSpace(c.in) && c.in != "" {
			t.Errorf("%v.String() = %q", got, got.String())
		}
	}
	if Uniform.Label() != "" || Light.Label() != "light policy" {
		t.Errorf("labels %q, %q", Uniform.Label(), Light.Label())
	}
}

// The light policy is refused with the rb estimator (whose integral
// assumes a uniform mover), and an unknown policy value is refused.
func TestNewRefusesBadPolicy(t *testing.T) {
	for _, cfg := range []Config{
		{Player: "uct", Policy: Light, Estimator: RaoBlackwell},
		{Player: "flat", Policy: Policy(9)},
	} {
		if _, err := New(cfg); err == nil {
			t.Errorf("New(%+v) accepted", cfg)
		}
	}
}

// Every game's rollout allocates nothing under either policy, from the
// start and after one move (nim has no LightRoller: the generic loop).
func TestPolicyRolloutAllocatesNothing(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates")
	}
	for _, v := range games.All() {
		for _, pol := range []Policy{Uniform, Light} {
			root := v.Start()
			child := root.Clone()
			child.Play(root.LegalMoves(nil)[0])
			k := kernelFor(root, Config{Policy: pol})
			u := uint64(0)
			if allocs := testing.AllocsPerRun(200, func() { u++; k.run(child, 1, 42, u) }); allocs != 0 {
				t.Errorf("%s %s: %.1f allocations per rollout", v.Name, pol, allocs)
			}
		}
	}
}

// A light policy search labels itself: the snapshot, the status line and
// the record's comment of each move played in a game say "light policy";
// a uniform one says nothing, as before.
func TestLightPolicyIsLabelled(t *testing.T) {
	for _, pol := range []Policy{Uniform, Light} {
		for _, name := range []string{"flat", "uct"} {
			p := mustPlayer(t, Config{Player: name, Policy: pol, Budget: Budget{Rollouts: 500}, Workers: 1, Seed: 3})
			res, err := p.Search(context.Background(), tictactoe.Variant.Start(), nil)
			if err != nil {
				t.Fatal(err)
			}
			want := pol.Label()
			if res.Policy != want || strings.Contains(res.StatusLine(), "policy") != (want != "") {
				t.Errorf("%s %s: policy %q, status %q", name, pol, res.Policy, res.StatusLine())
			}
		}
		players := [2]Player{
			mustPlayer(t, Config{Player: "uct", Policy: pol, Budget: Budget{Rollouts: 300}, Workers: 1, Seed: 1}),
			mustPlayer(t, Config{Player: "random", Seed: 2}),
		}
		rec, err := PlayGame(context.Background(), tictactoe.Variant.Start(), players)
		if err != nil {
			t.Fatal(err)
		}
		comments := rec.AnnotatedComments()
		if got := strings.HasPrefix(comments[0], "light policy"); got != (pol == Light) {
			t.Errorf("%s: first move's comment %q", pol, comments[0])
		}
	}
}

// The light policy knows what it is told to: with the ply cap at one move
// it takes the immediate win where there is one (tic-tac-toe, Connect
// Four, nim by the generic loop), blocks the opponent's where there is
// none (tic-tac-toe, Connect Four), mates in one (chess) and takes the
// most valuable piece on offer (chess, Rollerball).
func TestLightPolicyChoices(t *testing.T) {
	for _, c := range []struct {
		variant, position, moves, want string
	}{
		{"tictactoe", "", "1 4 2 5", "3"},    // win (a block at 6 is also on offer)
		{"tictactoe", "", "1 4 9 5", "6"},    // block
		{"connect4", "", "a b a b a b", "a"}, // win (block b also on offer)
		{"connect4", "", "a b a b c b", "b"}, // block
		{"nim", "", "1:1 2:3 3:5", "4:7"},    // win, by the generic loop
		{"chess", "rnbqkbnr/pppp1ppp/8/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 0 1", "", "f3f7"}, // mate in one
		{"chess", "4k3/8/8/3q1p2/4P3/8/8/4K3 w - - 0 1", "", "e4d5"},                              // queen before pawn
	} {
		v, err := games.Lookup(c.variant)
		if err != nil {
			t.Fatal(err)
		}
		root := v.Start()
		if c.position != "" {
			if root, err = v.Parse(c.position); err != nil {
				t.Fatalf("%s %q: %v", c.variant, c.position, err)
			}
		}
		for _, text := range strings.Fields(c.moves) {
			m, err := root.DecodeMove(text)
			if err != nil {
				t.Fatalf("%s %s: %v", c.variant, text, err)
			}
			root.Play(m)
		}
		want := root.Clone()
		m, err := want.DecodeMove(c.want)
		if err != nil {
			t.Fatalf("%s %s: %v", c.variant, c.want, err)
		}
		want.Play(m)
		for seed := range uint64(20) {
			k := kernelFor(root, Config{Policy: Light})
			k.stream.reseed(seed, 0)
			k.scratch.CopyFrom(root)
			k.lightRollout(1)
			if got := k.scratch.Encode(); got != want.Encode() {
				t.Fatalf("%s after %q, seed %d: the light policy reached %s, want %s (%s)", c.variant, c.moves, seed, got, want.Encode(), c.want)
			}
		}
	}
}

// BenchmarkPolicyRollout measures rollouts per second (of wall time and
// of the process's CPU time) and allocations for every game under each
// policy, from the position after the first legal move, on one core.
func BenchmarkPolicyRollout(b *testing.B) {
	for _, v := range games.All() {
		for _, pol := range []Policy{Uniform, Light} {
			b.Run(fmt.Sprintf("%s/%s", v.Name, pol), func(b *testing.B) {
				root := v.Start()
				child := root.Clone()
				child.Play(root.LegalMoves(nil)[0])
				k := kernelFor(root, Config{Policy: pol})
				b.ReportAllocs()
				start := time.Now()
				cpu0 := cputime.Used()
				for i := 0; b.Loop(); i++ {
					k.run(child, 1, 42, uint64(i))
				}
				b.ReportMetric(float64(b.N)/time.Since(start).Seconds(), "rollouts/s")
				// Per CPU-second of the process: what one core does, and
				// the figure that holds on a shared machine.
				if cpu := cputime.Used() - cpu0; cpu > 0 {
					b.ReportMetric(float64(b.N)/cpu.Seconds(), "rollouts/cpu-s")
				}
			})
		}
	}
}
