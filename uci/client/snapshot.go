package client

import (
	"fmt"
	"strings"
	"time"

	"rollout/engine"
	"rollout/variants"
)

// tracker turns an engine's info lines into engine snapshots: every legal
// root move gets a row; the first move of each principal variation (one
// per multipv line) gets the line's score as its mean, its nodes as its
// rollouts, its wdl as its wins, draws and losses (in thousandths), and
// a note with depth, score and the variation in display text. A row last
// set two or more depths below the deepest line is cleared (kept aside
// in case the engine plays it), so the table shows the current lines, not
// every line an engine at a low skill level once looked at.
type tracker struct {
	name     string
	pos      variants.Position
	legal    []variants.Move
	params   GoParams
	start    time.Time
	snap     engine.Snapshot
	depths   []int              // per row: the depth of the line that set it
	maxDepth int                // the deepest line so far
	stale    []engine.MoveStats // per row: what a cleared row said
}

func newTracker(name string, pos variants.Position, legal []variants.Move, g GoParams) *tracker {
	t := &tracker{name: name, pos: pos, legal: legal, params: g, start: time.Now(),
		depths: make([]int, len(legal)), stale: make([]engine.MoveStats, len(legal))}
	t.snap = engine.Snapshot{Player: name, Progress: -1, Moves: make([]engine.MoveStats, len(legal))}
	for i, m := range legal {
		t.snap.Moves[i] = engine.MoveStats{Move: m, Text: pos.EncodeMove(m, variants.Display)}
	}
	return t
}

// add folds one info line into the snapshot.
func (t *tracker) add(in Info) {
	s := &t.snap
	s.Elapsed = time.Since(t.start)
	if in.Has["time"] {
		s.Elapsed = in.Time
	}
	if in.Has["nodes"] {
		s.Rollouts = in.Nodes
	}
	if in.Has["nps"] {
		s.Rate = float64(in.NPS)
	} else if s.Elapsed > 0 && s.Rollouts > 0 {
		s.Rate = float64(s.Rollouts) / s.Elapsed.Seconds()
	}
	switch {
	case t.params.MoveTime > 0:
		s.Progress = min(float64(time.Since(t.start))/float64(t.params.MoveTime), 1)
	case t.params.Nodes > 0:
		s.Progress = min(float64(s.Rollouts)/float64(t.params.Nodes), 1)
	}
	if len(in.PV) == 0 || !(in.Has["cp"] || in.Has["mate"]) || in.Bound != "" {
		return // only exact scores of a variation move the table
	}
	m, err := t.pos.DecodeMove(in.PV[0])
	if err != nil {
		return // an illegal pv move: the bestmove check will speak
	}
	for i := range s.Moves {
		row := &s.Moves[i]
		if row.Move != m {
			continue
		}
		row.Mean = in.Mean()
		row.Rollouts = s.Rollouts
		if in.Has["wdl"] {
			row.Wins, row.Draws, row.Losses = int64(in.WDL[0]), int64(in.WDL[1]), int64(in.WDL[2])
			row.Net = row.Wins - row.Losses
		}
		row.Note = t.note(in)
		t.depths[i] = max(in.Depth, 1)
		if in.MultiPV <= 1 {
			s.Best, s.BestText = m, row.Text
		}
	}
	t.maxDepth = max(t.maxDepth, in.Depth)
	for i, d := range t.depths {
		if d > 0 && d < t.maxDepth-1 && s.Moves[i].Move != s.Best {
			t.stale[i] = s.Moves[i]
			s.Moves[i] = engine.MoveStats{Move: s.Moves[i].Move, Text: s.Moves[i].Text}
			t.depths[i] = 0
		}
	}
}

// note describes a variation for the table: "d12 +0.34 e4 e5 Nf3".
func (t *tracker) note(in Info) string {
	score := fmt.Sprintf("%+.2f", float64(in.Score)/100)
	if in.Has["mate"] {
		score = fmt.Sprintf("#%d", in.Mate)
	}
	pv := t.pvText(in.PV, 8)
	return strings.TrimSpace(fmt.Sprintf("d%d %s %s", in.Depth, score, pv))
}

// pvText renders up to n moves of a variation in display text, stopping at
// the first move that is not legal.
func (t *tracker) pvText(pv []string, n int) string {
	p := t.pos.Clone()
	var out []string
	for _, mt := range pv[:min(len(pv), n)] {
		m, err := p.DecodeMove(mt)
		if err != nil {
			break
		}
		out = append(out, p.EncodeMove(m, variants.Display))
		p.Play(m)
	}
	return strings.Join(out, " ")
}

// offer puts the snapshot on progress, replacing an unread one, never
// blocking.
func (t *tracker) offer(progress chan engine.Snapshot) {
	if progress == nil || t.snap.BestText == "" {
		return
	}
	snap := t.snap
	snap.Moves = append([]engine.MoveStats(nil), t.snap.Moves...)
	if cap(progress) == 0 {
		select {
		case progress <- snap:
		default:
		}
		return
	}
	for {
		select {
		case progress <- snap:
			return
		default:
		}
		select {
		case <-progress:
		default:
		}
	}
}

// result is the final snapshot with the engine's move chosen.
func (t *tracker) result(m variants.Move, stopped engine.StopReason) engine.Result {
	snap := t.snap
	snap.Moves = append([]engine.MoveStats(nil), t.snap.Moves...)
	for i := range snap.Moves {
		if snap.Moves[i].Move != m {
			continue
		}
		if t.depths[i] == 0 && t.stale[i].Note != "" {
			snap.Moves[i] = t.stale[i] // the engine played a line it had left
		}
		if snap.Moves[i].Note != "" {
			// The move answered is the engine's choice at its last count:
			// its row counts what the summary counts, not the nodes of
			// the info line that last named it.
			snap.Moves[i].Rollouts = snap.Rollouts
		}
	}
	snap.Elapsed = time.Since(t.start)
	snap.Progress = 1
	text := t.pos.EncodeMove(m, variants.Display)
	snap.Best, snap.BestText = m, text
	return engine.Result{Snapshot: snap, Move: m, MoveText: text, Stopped: stopped}
}
