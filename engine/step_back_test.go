package engine

import (
	"reflect"
	"testing"

	"rollout/variants/chess"
	"rollout/variants/connect4"
	"rollout/variants/nim"
	"rollout/variants/tictactoe"
)

// Going back and then forward gives the events of the first run: for
// every player kind and both estimators, a Stepper rebuilt at any phase
// (At, Back, BackIteration) steps on with the same events, and the event
// Back returns is the one the first run produced at that phase.
func TestStepperBackThenForward(t *testing.T) {
	cases := []struct {
		game   string
		player string
		est    Estimator
	}{
		{"tictactoe", "uct", Plain}, {"tictactoe", "uct", RaoBlackwell}, {"tictactoe", "flat", Plain},
		{"tictactoe", "uct-roulette", Plain}, {"nim", "uct", Plain}, {"connect4", "uct", RaoBlackwell},
		{"connect4", "roulette", Plain},
	}
	for _, tc := range cases {
		t.Run(tc.game+"/"+tc.player+"/"+tc.est.String(), func(t *testing.T) {
			pos := tictactoe.Variant.Start()
			switch tc.game {
			case "nim":
				pos = nim.Variant.Start()
			case "connect4":
				pos = connect4.Variant.Start()
			}
			s := mustStepper(t, Config{Player: tc.player, Seed: 3, Workers: 1, Estimator: tc.est, NodeBudget: 4096}, pos)
			var evs []Event
			for s.Iterations() < 60 {
				if got := s.Events(); got != int64(len(evs)) {
					t.Fatalf("Events %d after %d steps", got, len(evs))
				}
				evs = append(evs, s.Step())
			}
			total := int64(len(evs))
			for _, k := range []int64{0, 1, 2, 3, 5, 17, 40, total / 2, total - 1, total} {
				r, err := s.At(k)
				if err != nil {
					t.Fatal(err)
				}
				if r.Events() != k {
					t.Fatalf("At(%d) is at %d", k, r.Events())
				}
				for i := k; i < total; i++ {
					if ev := r.Step(); !reflect.DeepEqual(ev, evs[i]) {
						t.Fatalf("At(%d), event %d differs:\n%+v\nwant\n%+v", k, i, ev, evs[i])
					}
				}
			}
			if _, err := s.At(-1); err == nil {
				t.Error("At(-1) gave no error")
			}
			// Back one phase: from the end five times in a row, and from
			// phases spread over the run, down to the start.
			cur := s
			for k := total - 1; k >= total-5; k-- {
				prev, last, ok := cur.Back()
				if !ok || prev.Events() != k || !reflect.DeepEqual(last, evs[k-1]) {
					t.Fatalf("Back from %d: ok %v, not at %d or another event than the run's", k+1, ok, k)
				}
				cur = prev
			}
			for _, k := range []int64{0, 1, 2, 3, 4, 9, 30, total / 3} {
				at, _ := s.At(k + 1)
				prev, last, ok := at.Back()
				if !ok || prev.Events() != k {
					t.Fatalf("Back from %d: ok %v", k+1, ok)
				}
				if k > 0 && !reflect.DeepEqual(last, evs[k-1]) {
					t.Fatalf("Back to %d shows another event than the run's", k)
				}
			}
			if start, _ := s.At(0); start != nil {
				if _, _, ok := start.Back(); ok {
					t.Error("Back at the start went somewhere")
				}
			}
			// Back an iteration: from a boundary to the previous one, from
			// inside an iteration to its start.
			per := s.PhasesPerIteration()
			for _, k := range []int64{per * 5, per*5 + 2, per} {
				at, _ := s.At(k)
				prev, last, ok := at.BackIteration()
				want := k - per
				if k%per != 0 {
					want = k - k%per
				}
				if !ok || prev.Events() != want {
					t.Fatalf("BackIteration from %d: ok %v, want %d", k, ok, want)
				}
				if want > 0 && (!reflect.DeepEqual(last, evs[want-1]) || last.Phase != PhaseBackprop) {
					t.Fatalf("BackIteration from %d: last event %v, want the backprop of iteration %d", k, last.Phase, want/per)
				}
			}
		})
	}
}

// BenchmarkStepperBack measures one phase back (Back) after 200
// iterations of uct at tic-tac-toe, the cost of the study screen's `b`.
func BenchmarkStepperBack(b *testing.B) {
	s := mustStepper(b, Config{Player: "uct", Seed: 1, Workers: 1}, tictactoe.Variant.Start())
	s.Run(200)
	s.Step()
	for b.Loop() {
		if _, _, ok := s.Back(); !ok {
			b.Fatal("no way back")
		}
	}
}

// A chess rollout's moves are recorded by the fast loop itself
// (variants.RolloutRecorder) instead of being recovered by replay: the
// recorded moves are the ones the replay recovers, for the uniform and
// the light policy, and they are complete.
func TestStepperRecordsChessRollouts(t *testing.T) {
	for _, pol := range []Policy{Uniform, Light} {
		s := mustStepper(t, Config{Player: "uct", Seed: 5, Workers: 1, Policy: pol}, chess.Variant.Start())
		for s.Iterations() < 6 {
			ev := s.Step()
			if ev.Phase != PhaseSimulate || ev.Simulate.Exact {
				continue
			}
			if !s.t.k.recorded {
				t.Fatalf("%v: the chess rollout was not recorded", pol)
			}
			sim := ev.Simulate
			replayed, ok := s.t.k.rolloutMoves(s.t.pos, s.t.base, s.t.iter-1, sim.Plies-sim.Depth, s.t.k.scratch.Encode())
			if !ok || !sim.Complete || !reflect.DeepEqual(sim.Moves, replayed) {
				t.Fatalf("%v iteration %d: recorded %d moves, replay %d (ok %v)", pol, ev.Iteration, len(sim.Moves), len(replayed), ok)
			}
		}
	}
}

// FormatValue shows what backpropagation adds as a learner reads it:
// whole results plainly, rb's fractions with their decimals (issue 19's
// "+0" for an added 0.5).
func TestFormatValue(t *testing.T) {
	for v, want := range map[float64]string{1: "+1", -1: "-1", 0: "0", 0.5: "+0.5", -0.5: "-0.5", 1.0 / 3: "+0.333", -0.0001: "0", 0.25: "+0.25"} {
		if got := FormatValue(v); got != want {
			t.Errorf("FormatValue(%v) = %q, want %q", v, got, want)
		}
	}
}
