package engine

import (
	"bytes"
	"math"
	"reflect"
	"strings"
	"testing"

	"rollout/variants/chess"
	"rollout/variants/tictactoe"
)

// A trace reads back into the events written, infinite UCB values (null
// in JSON) included; a malformed line is an error that names it.
func TestTraceRoundTrip(t *testing.T) {
	s := mustStepper(t, Config{Player: "uct-roulette", Seed: 2, Estimator: RaoBlackwell}, tictactoe.Variant.Start())
	var events []Event
	for range 40 {
		events = append(events, s.Iterate()...)
	}
	unvisited := Event{Iteration: 41, Phase: PhaseSelect, Select: SelectEvent{Stop: "unexpanded", Levels: []Level{{
		Children: []Candidate{{Node: 3, Move: "a1", Explore: math.Inf(1), UCB: math.Inf(1), Value: math.Inf(1)}},
	}}}}
	events = append(events, unvisited)
	var buf bytes.Buffer
	if err := WriteTrace(&buf, s.Header(41), events); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), `"ucb":null`) {
		t.Fatalf("no null UCB in\n%s", buf.String())
	}
	h, got, err := ReadTrace(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if h.Player != "uct-roulette" || h.Estimator != "rb" || h.Variant != "tictactoe" {
		t.Fatalf("header %+v", h)
	}
	for i := range events {
		if !reflect.DeepEqual(normal(got[i]), normal(events[i])) {
			t.Fatalf("event %d reads back as\n%+v\nwant\n%+v", i, got[i], events[i])
		}
	}
	for _, bad := range []string{"not json\n", `{"event":"study"}` + "\n" + `{"event":"dance","iter":1}` + "\n"} {
		if _, _, err := ReadTrace(strings.NewReader(bad)); err == nil || !strings.Contains(err.Error(), "line") {
			t.Errorf("%q: error %v", bad, err)
		}
	}
}

// normal makes empty and nil slices compare equal.
func normal(ev Event) Event {
	if len(ev.Select.Levels) == 0 {
		ev.Select.Levels = nil
	}
	if len(ev.Simulate.Moves) == 0 {
		ev.Simulate.Moves = nil
	}
	if len(ev.Backprop.Nodes) == 0 {
		ev.Backprop.Nodes = nil
	}
	return ev
}

// Where selection compares more than UCB (minimax values and priors,
// or PUCT) the trace carries the value it compared and the priors it
// read, and reads them back: it carried UCB alone, so a reader of a
// default player's trace could not tell why the chosen child was
// chosen (the child of highest ucb often was not).
func TestTraceKeepsTheValueSelected(t *testing.T) {
	for _, cfg := range []Config{
		{Player: "uct", Seed: 3, Estimator: Eval, Minimax: 0.5, Prior: 1, Workers: 1},
		{Player: "uct", Seed: 3, Estimator: Eval, Minimax: 0.5, Prior: 1, Select: SelectPUCT, PUCT: 0.5, Workers: 1},
	} {
		s := mustStepper(t, cfg, chess.Variant.Start())
		var events []Event
		for range 60 {
			events = append(events, s.Iterate()...)
		}
		var buf bytes.Buffer
		if err := WriteTrace(&buf, s.Header(60), events); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(buf.String(), `"value":`) || !strings.Contains(buf.String(), `"prior":`) {
			t.Fatalf("select %q: no value or prior in the trace", cfg.Select)
		}
		_, got, err := ReadTrace(&buf)
		if err != nil {
			t.Fatal(err)
		}
		differ := 0
		for i := range events {
			if !reflect.DeepEqual(normal(got[i]), normal(events[i])) {
				t.Fatalf("select %q: event %d reads back as\n%+v\nwant\n%+v", cfg.Select, i, got[i], events[i])
			}
			for _, lv := range got[i].Select.Levels {
				for _, c := range lv.Children {
					if c.Value != c.UCB {
						differ++
					}
				}
			}
		}
		if differ == 0 {
			t.Errorf("select %q: every value is the UCB: the test shows nothing", cfg.Select)
		}
	}
}
