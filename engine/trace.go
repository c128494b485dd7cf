package engine

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"math"

	"rollout/variants"
)

// The study trace: a Stepper's events as JSON lines, for scripts, tests
// and lecture notes (`rollout study -trace`). The first line is a header
// ("event": "study"); every other line is one phase of one iteration,
// its "event" the phase's name. Field names are stable; docs/trace.md
// documents each. Infinite UCB values (an unvisited child) are written
// as null, since JSON has no infinity; sides are "first" and "second".

// TraceHeader is the trace's first line: what was studied, so a trace
// can be reproduced.
type TraceHeader struct {
	Event     string  `json:"event"` // always "study"
	Variant   string  `json:"variant"`
	Position  string  `json:"position"`
	ToMove    string  `json:"to_move"`
	Player    string  `json:"player"`
	Seed      uint64  `json:"seed"`
	C         float64 `json:"c"`
	Estimator string  `json:"estimator"`
	// Knowledge names the parts beyond pure Monte Carlo in play
	// (Config.Knowledge: "light policy, eval k=0, ..."), empty for none.
	Knowledge   string `json:"knowledge,omitempty"`
	PlyCap      int    `json:"ply_cap"`
	Iterations  int64  `json:"iterations"`
	NodeBudget  int    `json:"node_budget"`
	RootMoves   int    `json:"root_moves"`
	TraceFormat int    `json:"trace_format"` // 1
}

// Header returns the trace header of a study that will run iterations
// iterations.
func (s *Stepper) Header(iterations int64) TraceHeader {
	return TraceHeader{
		Event: "study", Variant: s.root.Variant().Name, Position: s.root.Encode(), ToMove: sideName(s.root.ToMove()),
		Player: s.name, Seed: s.cfg.Seed, C: s.cfg.Exploration, Estimator: s.cfg.Estimator.String(),
		Knowledge: s.cfg.Knowledge(), PlyCap: plyCapFor(s.cfg, s.root), Iterations: iterations, NodeBudget: s.cfg.NodeBudget,
		RootMoves: len(s.legal), TraceFormat: 1,
	}
}

// The trace's lines, one struct per phase; every line starts with
// "event" (the phase's name) and "iter".
type traceSelect struct {
	Event  string       `json:"event"`
	Iter   int64        `json:"iter"`
	Leaf   NodeID       `json:"leaf"`
	Depth  int          `json:"depth"`
	Stop   string       `json:"stop"`
	Levels []traceLevel `json:"levels"`
}

type traceExpand struct {
	Event   string `json:"event"`
	Iter    int64  `json:"iter"`
	Parent  NodeID `json:"parent"`
	Node    NodeID `json:"node"`
	Reason  string `json:"reason"`
	Move    string `json:"move"`
	Depth   int    `json:"depth"`
	Outcome string `json:"outcome"`
	Proven  int8   `json:"proven"`
}

type traceSimulate struct {
	Event    string       `json:"event"`
	Iter     int64        `json:"iter"`
	From     NodeID       `json:"from"`
	Depth    int          `json:"depth"`
	Exact    bool         `json:"exact"`
	Moves    []string     `json:"moves"`
	Complete bool         `json:"complete"`
	Result   int8         `json:"result"`
	Value    float64      `json:"value"`
	Outcome  string       `json:"outcome"`
	Plies    int          `json:"plies"`
	Capped   bool         `json:"capped"`
	RB       []traceRBPly `json:"rb,omitempty"`
}

type traceBackprop struct {
	Event  string        `json:"event"`
	Iter   int64         `json:"iter"`
	Result float64       `json:"result"`
	Nodes  []traceUpdate `json:"nodes"`
}

type traceLevel struct {
	Node   NodeID `json:"node"`
	Depth  int    `json:"depth"`
	ToMove string `json:"to_move"`
	Visits int64  `json:"visits"`
	Rule   string `json:"rule"`
	Chosen int    `json:"chosen"`
	Tied   int    `json:"tied"`
	// Minimax, Prior and C are Level's: the knowledge's weights and
	// PUCT's constant, left out where 0.
	Minimax  float64          `json:"minimax,omitempty"`
	Prior    float64          `json:"prior,omitempty"`
	C        float64          `json:"c,omitempty"`
	Children []traceCandidate `json:"children"`
}

type traceCandidate struct {
	Node    NodeID   `json:"node"`
	Move    string   `json:"move"`
	N       int64    `json:"n"`
	Mean    float64  `json:"mean"`
	Explore *float64 `json:"explore"`
	UCB     *float64 `json:"ucb"`
	// Value is what selection compared (Candidate.Value): ucb itself
	// but under knowledge or PUCT.
	Value *float64 `json:"value"`
	// Prior is Candidate.Prior, left out where selection reads none.
	Prior   *float64 `json:"prior,omitempty"`
	Share   float64  `json:"share"`
	Proven  int8     `json:"proven"`
	Skipped bool     `json:"skipped"`
}

type traceRBPly struct {
	Mover   string  `json:"mover"`
	Wins    int     `json:"wins"`
	Legal   int     `json:"legal"`
	P       float64 `json:"p"`
	Survive float64 `json:"survive"`
}

type traceUpdate struct {
	Node        NodeID  `json:"node"`
	Move        string  `json:"move"`
	Depth       int     `json:"depth"`
	For         string  `json:"for"`
	Added       float64 `json:"added"`
	NBefore     int64   `json:"n_before"`
	NAfter      int64   `json:"n_after"`
	WBefore     float64 `json:"w_before"`
	WAfter      float64 `json:"w_after"`
	Proven      int8    `json:"proven"`
	NewlyProven bool    `json:"newly_proven"`
}

func sideName(s variants.Side) string {
	if s == variants.First {
		return "first"
	}
	return "second"
}

func parseSide(s string) (variants.Side, error) {
	switch s {
	case "first":
		return variants.First, nil
	case "second":
		return variants.Second, nil
	}
	return variants.First, fmt.Errorf("trace: bad side %q", s)
}

// finite turns an infinite figure into JSON's null.
func finite(x float64) *float64 {
	if math.IsInf(x, 0) || math.IsNaN(x) {
		return nil
	}
	return &x
}

// WriteTrace writes the header and then each event as one JSON line.
func WriteTrace(w io.Writer, h TraceHeader, events []Event) error {
	enc := json.NewEncoder(w)
	if err := enc.Encode(h); err != nil {
		return err
	}
	for _, ev := range events {
		if err := enc.Encode(toLine(ev)); err != nil {
			return err
		}
	}
	return nil
}

// WriteEvent writes one event as its JSON trace line, for a trace
// written as the study runs (after WriteTrace has written the header).
func WriteEvent(w io.Writer, ev Event) error { return json.NewEncoder(w).Encode(toLine(ev)) }

// toLine is the value the trace writes for ev.
func toLine(ev Event) any {
	name := ev.Phase.String()
	switch ev.Phase {
	case PhaseSelect:
		e := ev.Select
		l := traceSelect{Event: name, Iter: ev.Iteration, Leaf: e.Leaf, Depth: e.Depth, Stop: e.Stop, Levels: []traceLevel{}}
		for _, lv := range e.Levels {
			tl := traceLevel{Node: lv.Node, Depth: lv.Depth, ToMove: sideName(lv.ToMove), Visits: lv.Visits, Rule: lv.Rule, Chosen: lv.Chosen, Tied: lv.Tied,
				Minimax: lv.Minimax, Prior: lv.Prior, C: lv.C}
			priors := lv.Prior != 0 || lv.Rule == "puct"
			for _, c := range lv.Children {
				tc := traceCandidate{
					Node: c.Node, Move: c.Move, N: c.N, Mean: c.Mean, Explore: finite(c.Explore), UCB: finite(c.UCB),
					Value: finite(c.Value), Share: c.Share, Proven: c.Proven, Skipped: c.Skipped,
				}
				if priors {
					tc.Prior = &c.Prior
				}
				tl.Children = append(tl.Children, tc)
			}
			l.Levels = append(l.Levels, tl)
		}
		return l
	case PhaseExpand:
		e := ev.Expand
		return traceExpand{Event: name, Iter: ev.Iteration, Parent: e.Parent, Node: e.Node, Reason: e.Reason, Move: e.Move,
			Depth: e.Depth, Outcome: e.Outcome, Proven: e.Proven}
	case PhaseSimulate:
		e := ev.Simulate
		l := traceSimulate{Event: name, Iter: ev.Iteration, From: e.From, Depth: e.Depth, Exact: e.Exact, Moves: e.Moves,
			Complete: e.Complete, Result: e.Result, Value: e.Value, Outcome: e.Outcome, Plies: e.Plies, Capped: e.Capped}
		if l.Moves == nil {
			l.Moves = []string{}
		}
		for _, p := range e.RB {
			l.RB = append(l.RB, traceRBPly{Mover: sideName(p.Mover), Wins: p.Wins, Legal: p.Legal, P: p.P, Survive: p.Survive})
		}
		return l
	default:
		e := ev.Backprop
		l := traceBackprop{Event: name, Iter: ev.Iteration, Result: e.Result, Nodes: []traceUpdate{}}
		for _, u := range e.Nodes {
			l.Nodes = append(l.Nodes, traceUpdate{
				Node: u.Node, Move: u.Move, Depth: u.Depth, For: sideName(u.For), Added: u.Added,
				NBefore: u.NBefore, NAfter: u.NAfter, WBefore: u.WBefore, WAfter: u.WAfter,
				Proven: u.Proven, NewlyProven: u.NewlyProven,
			})
		}
		return l
	}
}

// ReadTrace parses a trace written by WriteTrace back into its header and
// events (null UCB values come back as +Inf). A malformed line is an
// error naming its line number.
func ReadTrace(r io.Reader) (TraceHeader, []Event, error) {
	var h TraceHeader
	var events []Event
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 1<<16), 1<<26)
	for n := 1; sc.Scan(); n++ {
		if n == 1 {
			if err := json.Unmarshal(sc.Bytes(), &h); err != nil || h.Event != "study" {
				// %q: the line is the reader's input, maybe not text at all.
				return h, nil, fmt.Errorf("trace: line 1 is not a study header: %.80q", sc.Text())
			}
			continue
		}
		ev, err := fromLine(sc.Bytes())
		if err != nil {
			return h, events, fmt.Errorf("trace: line %d: %v", n, err)
		}
		events = append(events, ev)
	}
	if err := sc.Err(); err != nil {
		return h, events, fmt.Errorf("trace: %v", err)
	}
	if h.Event == "" {
		// An empty input is no trace (found by FuzzReadTrace): it read
		// as a study with no header, which writes back as a trace that
		// does not read.
		return h, nil, fmt.Errorf("trace: line 1: empty, want a study header")
	}
	return h, events, nil
}

func inf(p *float64) float64 {
	if p == nil {
		return math.Inf(1)
	}
	return *p
}

func fromLine(line []byte) (Event, error) {
	var head struct {
		Event string `json:"event"`
		Iter  int64  `json:"iter"`
	}
	if err := json.Unmarshal(line, &head); err != nil {
		return Event{}, err
	}
	ev := Event{Iteration: head.Iter}
	switch head.Event {
	case "select":
		var l traceSelect
		if err := json.Unmarshal(line, &l); err != nil {
			return ev, err
		}
		ev.Phase = PhaseSelect
		ev.Select = SelectEvent{Leaf: l.Leaf, Depth: l.Depth, Stop: l.Stop}
		for _, tl := range l.Levels {
			side, err := parseSide(tl.ToMove)
			if err != nil {
				return ev, err
			}
			lv := Level{Node: tl.Node, Depth: tl.Depth, ToMove: side, Visits: tl.Visits, Rule: tl.Rule, Chosen: tl.Chosen, Tied: tl.Tied,
				Minimax: tl.Minimax, Prior: tl.Prior, C: tl.C}
			for _, c := range tl.Children {
				cd := Candidate{
					Node: c.Node, Move: c.Move, N: c.N, Mean: c.Mean, Explore: inf(c.Explore), UCB: inf(c.UCB), Value: inf(c.Value),
					Share: c.Share, Proven: c.Proven, Skipped: c.Skipped,
				}
				if c.Value == nil && c.UCB != nil {
					cd.Value = *c.UCB // a trace written before value was: UCB's
				}
				if c.Prior != nil {
					cd.Prior = *c.Prior
				}
				lv.Children = append(lv.Children, cd)
			}
			ev.Select.Levels = append(ev.Select.Levels, lv)
		}
	case "expand":
		var l traceExpand
		if err := json.Unmarshal(line, &l); err != nil {
			return ev, err
		}
		ev.Phase = PhaseExpand
		ev.Expand = ExpandEvent{Parent: l.Parent, Node: l.Node, Reason: l.Reason, Move: l.Move, Depth: l.Depth, Outcome: l.Outcome, Proven: l.Proven}
	case "simulate":
		var l traceSimulate
		if err := json.Unmarshal(line, &l); err != nil {
			return ev, err
		}
		ev.Phase = PhaseSimulate
		ev.Simulate = SimulateEvent{From: l.From, Depth: l.Depth, Exact: l.Exact, Moves: l.Moves, Complete: l.Complete,
			Result: l.Result, Value: l.Value, Outcome: l.Outcome, Plies: l.Plies, Capped: l.Capped}
		for _, p := range l.RB {
			side, err := parseSide(p.Mover)
			if err != nil {
				return ev, err
			}
			ev.Simulate.RB = append(ev.Simulate.RB, RBPly{Mover: side, Wins: p.Wins, Legal: p.Legal, P: p.P, Survive: p.Survive})
		}
	case "backpropagate":
		var l traceBackprop
		if err := json.Unmarshal(line, &l); err != nil {
			return ev, err
		}
		ev.Phase = PhaseBackprop
		ev.Backprop.Result = l.Result
		for _, u := range l.Nodes {
			side, err := parseSide(u.For)
			if err != nil {
				return ev, err
			}
			ev.Backprop.Nodes = append(ev.Backprop.Nodes, NodeUpdate{
				Node: u.Node, Move: u.Move, Depth: u.Depth, For: side, Added: u.Added,
				NBefore: u.NBefore, NAfter: u.NAfter, WBefore: u.WBefore, WAfter: u.WAfter,
				Proven: u.Proven, NewlyProven: u.NewlyProven,
			})
		}
	default:
		return ev, fmt.Errorf("unknown event %q", head.Event)
	}
	return ev, nil
}
