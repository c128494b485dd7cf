package study

import (
	"fmt"
	"strings"

	"rollout/engine"
	"rollout/ui/components/surface"
	"rollout/ui/components/tree"
	"rollout/variants"
)

// boardLines draws the position the board shows (shownPosition) and
// returns it with the caption that says what it is: the node under the
// tree's cursor with the moves into it numbered ("node: 1.b2 2.a1"),
// or during a simulation the selected path numbered and the rollout's
// moves marked apart from it, or the study's root with the heat map.
func (s Model) boardLines(root *tree.Item) (lines []string, caption string) {
	pos, m, caption := s.shown(root)
	s.surface.Sync(pos)
	return strings.Split(s.surface.View(m), "\n"), caption
}

// shown is the board's position, marks and caption (boardLines).
func (s Model) shown(root *tree.Item) (variants.Position, surface.Marks, string) {
	m := surface.Marks{Best: variants.NoMove, Last: variants.NoMove}
	if it := s.tree.Cursor(root); it != nil && it.Key != "" {
		texts := strings.Split(it.Key, "/")
		pos, path := s.play(s.root, texts)
		m.Path = path
		return pos, m, "node: " + numbered(texts[:len(path)])
	}
	if q := s.pr.q; q != nil && q.phase == engine.PhaseExpand {
		// The expansion question is about the leaf: show it.
		texts := s.pathTexts()
		pos, path := s.play(s.root, texts)
		m.Path = path
		if len(texts) == 0 { // the first iterations stop at the root
			return pos, m, "leaf: the root"
		}
		return pos, m, "leaf: " + numbered(texts)
	}
	ev := s.last
	if ev == nil || ev.Phase != engine.PhaseSimulate {
		caption := ""
		if s.heat != surface.HeatOff {
			m.Heat, m.HeatMode = surface.HeatLevels(s.f.snap.Moves, s.heat), s.heat
			// The colour key under the board; a mean is the side to move's.
			caption = surface.HeatKey(s.Styles, s.heat)
			if s.heat == surface.HeatMean {
				caption += s.Styles.Dim.Render(" for " + s.v.Side(s.root.ToMove()))
			}
		}
		return s.root, m, caption
	}
	texts := s.pathTexts()
	pos, path := s.play(s.root, texts)
	pos, rollout := s.play(pos, ev.Simulate.Moves[:min(s.replay, len(ev.Simulate.Moves))])
	m.Path, m.Rollout = path, rollout
	if last := append(path, rollout...); len(last) > 0 {
		m.Last, m.Before = last[len(last)-1].Move, last[len(last)-1].Before
	}
	caption := "path: " + numbered(texts)
	if len(path) == 0 {
		caption = "the rollout from the root"
	}
	if len(rollout) > 0 && len(path) > 0 {
		mark := "dimmed"
		if s.Styles.Plain {
			mark = ":"
		}
		caption += " + rollout (" + mark + ")"
	}
	return pos, m, caption
}

// shownPosition is the position on the board, the last move played to
// reach it (NoMove at the root) and the position it was played in (nil
// at the root).
func (s Model) shownPosition() (pos variants.Position, last variants.Move, before variants.Position) {
	pos, m, _ := s.shown(s.f.tree)
	return pos, m.Last, m.Before
}

// pathTexts are the moves of the iteration shown from the root: the
// selected path and the expanded node.
func (s Model) pathTexts() []string {
	var texts []string
	if sel := s.event(engine.PhaseSelect); sel != nil {
		for _, lv := range sel.Select.Levels {
			texts = append(texts, lv.Children[lv.Chosen].Move)
		}
	}
	if ex := s.event(engine.PhaseExpand); ex != nil && ex.Expand.Node != engine.NoNode {
		texts = append(texts, ex.Expand.Move)
	}
	return texts
}

// play plays the move texts on a copy of pos and returns the position
// and the plies played (each with the position it was played in); it
// stops at a text it cannot read, which the engine's own texts never
// are.
func (s Model) play(pos variants.Position, texts []string) (variants.Position, []surface.Ply) {
	pos = pos.Clone()
	var plies []surface.Ply
	for _, t := range texts {
		m, err := pos.DecodeMove(t)
		if err != nil || pos.Outcome().Over() {
			break
		}
		plies = append(plies, surface.Ply{Before: pos.Clone(), Move: m})
		pos.Play(m)
	}
	return pos, plies
}

// numbered writes moves with their ply numbers: "1.b2 2.a1".
func numbered(texts []string) string {
	parts := make([]string, len(texts))
	for i, t := range texts {
		parts[i] = fmt.Sprintf("%d.%s", i+1, t)
	}
	return strings.Join(parts, " ")
}
