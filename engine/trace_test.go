package engine

import (
	"bytes"
	"math"
	"reflect"
	"strings"
	"testing"

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
