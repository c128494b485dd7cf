package engine

import (
	"context"
	"fmt"
	"math"
	"reflect"
	"runtime"
	"testing"
	"time"

	"rollout/variants"
	"rollout/variants/nim"
	"rollout/variants/tictactoe"
)

func ttt(t testing.TB, text string) variants.Position {
	t.Helper()
	p, err := tictactoe.Variant.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func mustPlayer(t testing.TB, cfg Config) Player {
	t.Helper()
	p, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func search(t testing.TB, p Player, pos variants.Position) Result {
	t.Helper()
	res, err := p.Search(context.Background(), pos, nil)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// A rollout budget gives bit-identical statistics whatever the worker count.
func TestDeterministicAcrossWorkers(t *testing.T) {
	for _, est := range []Estimator{Plain, RaoBlackwell} {
		t.Run(est.String(), func(t *testing.T) {
			var first Result
			for i, workers := range []int{1, 2, 3, 1} {
				cfg := Config{Player: "flat", Budget: Budget{Rollouts: 20000}, Seed: 7, Workers: workers, Estimator: est}
				res := search(t, mustPlayer(t, cfg), tictactoe.Variant.Start())
				if res.Rollouts != 20000 {
					t.Fatalf("workers %d: %d rollouts, want 20000", workers, res.Rollouts)
				}
				if i == 0 {
					first = res
					continue
				}
				if res.Move != first.Move || !reflect.DeepEqual(res.Moves, first.Moves) {
					t.Fatalf("workers %d: statistics differ from workers 1:\n%v\n%v", workers, res.Moves, first.Moves)
				}
			}
		})
	}
}

// Flat finds the immediate win and the only block in every seeded trial.
func TestFlatTacticsTicTacToe(t *testing.T) {
	cases := []struct{ name, position, want string }{
		{"immediate win", "oo1/3/xx1 x", "c1"},
		{"only block", "oo1/1x1/2x x", "c3"},
		{"block as O", "xx1/1o1/3 o", "c3"},
	}
	const trials = 100
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pos := ttt(t, c.position)
			for seed := range uint64(trials) {
				res := search(t, mustPlayer(t, Config{Player: "flat", Budget: Budget{Rollouts: 2000}, Seed: seed, Workers: 1}), pos)
				if got := pos.EncodeMove(res.Move, variants.Canonical); got != c.want {
					t.Fatalf("seed %d: flat played %s, want %s", seed, got, c.want)
				}
			}
		})
	}
}

// playGame plays a game between two players from the start and returns
// its outcome.
func playGame(t testing.TB, v *variants.Variant, a, b Player) variants.Outcome {
	t.Helper()
	pos := v.Start()
	players := [2]Player{a, b}
	for {
		if o := pos.Outcome(); o.Over() {
			return o
		}
		res := search(t, players[pos.ToMove()], pos)
		pos.Play(res.Move)
	}
}

// Flat with 2,000 rollouts a move wins at least 95% of 200 games as first
// player against random.
func TestFlatBeatsRandom(t *testing.T) {
	const games = 200
	wins := 0
	for g := range games {
		a := mustPlayer(t, Config{Player: "flat", Budget: Budget{Rollouts: 2000}, Seed: uint64(g), Workers: 1})
		b := mustPlayer(t, Config{Player: "random", Seed: uint64(1000 + g)})
		if w, ok := playGame(t, tictactoe.Variant, a, b).Winner(); ok && w == variants.First {
			wins++
		}
	}
	t.Logf("flat won %d of %d games as first player against random", wins, games)
	if wins*100 < games*95 {
		t.Fatalf("flat won %d of %d, want at least 95%%", wins, games)
	}
}

// Perfect never loses from the start, against random or against itself.
func TestPerfectNeverLoses(t *testing.T) {
	for _, v := range []*variants.Variant{tictactoe.Variant, nim.Variant} {
		for g := range 50 {
			perfect := mustPlayer(t, Config{Player: "perfect", Seed: uint64(g)})
			random := mustPlayer(t, Config{Player: "random", Seed: uint64(g + 100)})
			// The side perfect takes must not lose: at nim from 1 3 5 7 the
			// first player loses, so perfect there is judged as second.
			for _, perfectSide := range []variants.Side{variants.First, variants.Second} {
				a, b := perfect, random
				if perfectSide == variants.Second {
					a, b = random, perfect
				}
				o := playGame(t, v, a, b)
				w, ok := o.Winner()
				value := v.Start().(variants.Solver).Value()
				startValue := value
				if perfectSide == variants.Second {
					startValue = -value
				}
				if ok && w != perfectSide && startValue >= 0 {
					t.Fatalf("%s game %d: perfect as %s lost (%s)", v.Name, g, perfectSide, o)
				}
			}
			if o := playGame(t, v, perfect, mustPlayer(t, Config{Player: "perfect", Seed: uint64(g + 7)})); v == tictactoe.Variant && o.Result != variants.Draw {
				t.Fatalf("tic-tac-toe perfect vs perfect: %s, want a draw", o)
			}
		}
	}
}

// A search streams snapshots while it runs, each counting at least the
// rollouts of the one before, and the last one it sends is the final
// result. The search has an hour and is cancelled after its fourth
// snapshot, so how many come does not depend on the machine's speed (a
// one-second search that had to send four was a wall-clock test: the
// publisher, starved on a loaded machine, can send fewer). How often they
// come is publishInterval's to say.
func TestProgressStream(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	p := mustPlayer(t, Config{Player: "flat", Budget: Budget{Time: time.Hour}, Workers: 2})
	ch, done := searchAsync(ctx, p, tictactoe.Variant.Start())
	count := 0
	var last Snapshot
	for s := range ch {
		if s.Rollouts < last.Rollouts {
			t.Fatalf("snapshot %d counts %d rollouts, the one before %d", count+1, s.Rollouts, last.Rollouts)
		}
		count++
		last = s
		if count == 4 {
			cancel()
		}
	}
	out := <-done
	if out.err != nil {
		t.Fatal(out.err)
	}
	res := out.res
	if count < 5 || res.Stopped != StopCancelled {
		t.Fatalf("%d snapshots, stopped %q; want 4 while searching, then the result after the cancel", count, res.Stopped)
	}
	if last.Rollouts != res.Rollouts || last.Best != res.Move {
		t.Fatalf("last snapshot (%d rollouts, best %v) is not the result (%d, %v)", last.Rollouts, last.Best, res.Rollouts, res.Move)
	}
	t.Logf("%d snapshots in %v, %d rollouts", count, res.Elapsed, res.Rollouts)
}

// Cancelling an unbounded search ends it, whatever the machine's load: the
// search can only end because its workers saw the cancel (it has no other
// limit), it reports "cancelled" with the rollouts done, no rollout is
// counted after Search returns, and every goroutine it started is gone.
// No wall-clock limit: BenchmarkCancelLatency measures how prompt it is.
func TestCancelStopsWorkers(t *testing.T) {
	for _, player := range []string{"flat", "uct"} {
		t.Run(player, func(t *testing.T) {
			before := runtime.NumGoroutine()
			ctx, cancel := context.WithCancel(context.Background())
			p := mustPlayer(t, Config{Player: player, Workers: 4})
			ch, done := searchAsync(ctx, p, tictactoe.Variant.Start())
			for snap := range ch { // wait until the workers are running
				if snap.Rollouts > 0 {
					break
				}
			}
			cancel()
			for range ch {
			}
			out := <-done
			if out.err != nil {
				t.Errorf("a cancelled search with rollouts done should return its result, got %v", out.err)
			}
			res := out.res
			if res.Stopped != "cancelled" || res.Rollouts == 0 {
				t.Fatalf("stopped by %q after %d rollouts, want cancelled with rollouts done", res.Stopped, res.Rollouts)
			}
			// Search returned, so its workers have: the goroutine count
			// falls back as soon as the scheduler has retired them.
			for i := 0; runtime.NumGoroutine() > before && i < 10000; i++ {
				runtime.Gosched()
				time.Sleep(time.Millisecond)
			}
			if n := runtime.NumGoroutine(); n > before {
				t.Fatalf("%d goroutines after the search, %d before", n, before)
			}
		})
	}
}

// BenchmarkCancelLatency measures the time from cancelling a running
// search (every core busy) to Search returning with its result: how soon
// the ui gets its move after "move now", undo or quit.
func BenchmarkCancelLatency(b *testing.B) {
	for _, player := range []string{"flat", "uct"} {
		b.Run(player, func(b *testing.B) {
			var total time.Duration
			for range b.N {
				ctx, cancel := context.WithCancel(context.Background())
				p, _ := New(Config{Player: player})
				ch := make(chan Snapshot, 1)
				done := make(chan struct{})
				go func() {
					p.Search(ctx, tictactoe.Variant.Start(), ch)
					close(done)
				}()
				for snap := range ch {
					if snap.Rollouts > 0 {
						break
					}
				}
				began := time.Now()
				cancel()
				<-done
				total += time.Since(began)
				for range ch {
				}
			}
			b.ReportMetric(float64(total.Microseconds())/float64(b.N), "us/cancel")
		})
	}
}

// The plain and Rao-Blackwellised estimators agree in the mean, and rb's
// variance is lower.
func TestRaoBlackwellUnbiasedTicTacToe(t *testing.T) {
	pos := ttt(t, "x2/1o1/3 x")
	n := int64(200000)
	if raceEnabled {
		n = 40000
	}
	var res [2]Result
	for i, est := range []Estimator{Plain, RaoBlackwell} {
		res[i] = search(t, mustPlayer(t, Config{Player: "flat", Budget: Budget{Rollouts: n}, Seed: 11, Estimator: est}), pos)
	}
	for i := range res[0].Moves {
		a, b := res[0].Moves[i], res[1].Moves[i]
		se := math.Hypot(a.StdErr, b.StdErr)
		if d := a.Mean - b.Mean; d > 3*se || d < -3*se {
			t.Errorf("%s: plain %.4f +- %.4f, rb %.4f +- %.4f: more than 3 combined standard errors apart", a.Text, a.Mean, a.StdErr, b.Mean, b.StdErr)
		}
		if b.StdErr >= a.StdErr {
			t.Errorf("%s: rb standard error %.5f not below plain %.5f", a.Text, b.StdErr, a.StdErr)
		}
	}
	t.Logf("variance ratio plain/rb: %.2f", res[1].VarianceRatio)
	if res[1].VarianceRatio <= 1 {
		t.Errorf("variance ratio %.2f, want > 1", res[1].VarianceRatio)
	}
}

// A target standard error stops a search with one winning move long before
// a fixed budget would.
func TestTargetSEStopsEarly(t *testing.T) {
	pos := ttt(t, "oo1/3/xx1 x")
	fixed := int64(1_000_000)
	res := search(t, mustPlayer(t, Config{Player: "flat", Budget: Budget{Rollouts: fixed, TargetSE: 0.01}, Seed: 3}), pos)
	if got := pos.EncodeMove(res.Move, variants.Canonical); got != "c1" {
		t.Fatalf("played %s, want c1", got)
	}
	if res.Rollouts > fixed/20 {
		t.Fatalf("target-se search ran %d rollouts; want far fewer than %d", res.Rollouts, fixed)
	}
	if res.Stopped != "target-se" && res.Stopped != "separation" {
		t.Fatalf("stopped by %q", res.Stopped)
	}
	t.Logf("stopped by %s after %d rollouts (fixed budget %d)", res.Stopped, res.Rollouts, fixed)
}

// The rollout path allocates nothing.
func TestRolloutAllocatesNothing(t *testing.T) {
	for _, est := range []Estimator{Plain, RaoBlackwell} {
		for _, v := range []*variants.Variant{tictactoe.Variant, nim.Variant} {
			root := v.Start()
			child := root.Clone()
			child.Play(root.LegalMoves(nil)[0])
			k := newKernel(root, est, v.PlyCap)
			u := uint64(0)
			allocs := testing.AllocsPerRun(1000, func() { u++; k.run(child, 1, 42, u) })
			if allocs != 0 {
				t.Errorf("%s %s: %.1f allocations per rollout", v.Name, est, allocs)
			}
		}
	}
}

func TestUnknownPlayer(t *testing.T) {
	if _, err := New(Config{Player: "deep-blue"}); err == nil {
		t.Fatal("New accepted an unknown player")
	}
}

func TestPerfectNeedsSolver(t *testing.T) {
	// Every game without a Solver is refused with an error, not a panic;
	// tic-tac-toe has one.
	p := mustPlayer(t, Config{Player: "perfect"})
	if _, err := p.Search(context.Background(), tictactoe.Variant.Start(), nil); err != nil {
		t.Fatal(err)
	}
}

func BenchmarkRollout(b *testing.B) {
	for _, v := range []*variants.Variant{tictactoe.Variant, nim.Variant} {
		for _, est := range []Estimator{Plain, RaoBlackwell} {
			b.Run(fmt.Sprintf("%s/%s", v.Name, est), func(b *testing.B) {
				root := v.Start()
				child := root.Clone()
				child.Play(root.LegalMoves(nil)[0])
				k := newKernel(root, est, v.PlyCap)
				b.ReportAllocs()
				start := time.Now()
				for i := 0; b.Loop(); i++ {
					k.run(child, 1, 42, uint64(i))
				}
				b.ReportMetric(float64(b.N)/time.Since(start).Seconds(), "rollouts/s")
			})
		}
	}
}

func TestFormatMean(t *testing.T) {
	for _, c := range []struct {
		mean float64
		want string
	}{{0, "+0.000"}, {-0.0001, "+0.000"}, {0.0001, "+0.000"}, {-0.25, "-0.250"}, {0.5, "+0.500"}, {1, "+1.000"}, {-1, "-1.000"}} {
		if got := FormatMean(c.mean, 3); got != c.want {
			t.Errorf("FormatMean(%v) = %q, want %q", c.mean, got, c.want)
		}
	}
}

// BenchmarkSearchStart measures a whole search of one rollout with 1, 16
// and MaxWorkers workers: what spawning the workers costs, inside the
// budget's clock since it starts when Search does.
func BenchmarkSearchStart(b *testing.B) {
	for _, workers := range []int{1, 16, MaxWorkers} {
		for _, player := range []string{"flat", "uct"} {
			b.Run(fmt.Sprintf("%s/workers=%d", player, workers), func(b *testing.B) {
				p, err := New(Config{Player: player, Workers: workers, Budget: Budget{Rollouts: 1}, NodeBudget: 1 << 16})
				if err != nil {
					b.Fatal(err)
				}
				pos := tictactoe.Variant.Start()
				for range b.N {
					if _, err := p.Search(context.Background(), pos, nil); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
