package study

import (
	"context"
	"slices"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/components/tree"
	"rollout/ui/enginerun"
	"rollout/variants"
)

// frame is one moment of the search as the screen shows it, read from
// the stepper under one lock (capture): the title's iteration, the
// status line, the table, the chart and the tree all tell that moment,
// also while a job steps on (read figure by figure they told several).
type frame struct {
	iter int64 // iterations run
	next engine.Phase
	per  int64 // phases an iteration
	snap engine.Snapshot
	tree *tree.Item
	// finished is whether the search is over for the player, with no
	// iteration under way: a root move is proven won (engine.Stepper's
	// Decided), so a step would change nothing it chooses (finishedNote).
	finished bool
	// exact is each root move's exact value (by text) where known.
	exact map[string]int8
}

// capture reads the next frame, unless a job holds the stepper: the
// frame then stays at the moment it shows until the job's end, so a key
// never waits for the stepper. Exact values come from the cache (a
// bounded solver's missing ones are left to prove), never solved here.
func (s *Model) capture() {
	if s.work != nil {
		return
	}
	st := s.step
	st.mu.Lock()
	defer st.mu.Unlock()
	s.wants = nil
	s.f = frame{iter: st.s.Iterations(), next: st.s.Next(), per: st.s.PhasesPerIteration(),
		snap: st.s.Snapshot(), exact: map[string]int8{}, finished: finished(st.s)}
	for _, m := range s.f.snap.Moves {
		pos := s.root.Clone()
		pos.Play(m.Move)
		if v, ok := s.exactAt(pos); ok {
			s.f.exact[m.Text] = v
		}
	}
	s.f.tree = s.treeRoot(st.s)
}

// treeRoot builds the tree view's items from the stepper: the root with
// all its children, and below every node the view shows open, that
// node's children, one Subtree call per open node, so a chess tree costs
// what is on screen, not what is in memory. Nodes on the shown
// iteration's path are marked, and the node it added is marked new.
func (s *Model) treeRoot(step *engine.Stepper) *tree.Item {
	path := map[engine.NodeID]bool{}
	newNode := engine.NoNode
	if ev := s.event(engine.PhaseSelect); ev != nil {
		path[0] = true
		for _, lv := range ev.Select.Levels {
			path[lv.Children[lv.Chosen].Node] = true
		}
	}
	if ev := s.event(engine.PhaseExpand); ev != nil && ev.Expand.Node != engine.NoNode {
		path[ev.Expand.Node] = true
		newNode = ev.Expand.Node
	}
	// Exact values come from s.exactAt (the cache); the engine's
	// TreeOptions.Exact would wait for a proof of up to 200,000
	// positions per node.
	opt := engine.TreeOptions{Depth: 1}
	tn, _ := step.Subtree(0, opt)
	root := &tree.Item{Key: "", Text: "root", N: tn.N, OnPath: path[0], Node: 0}
	// The root's own value (the best its side to move can get) is kept
	// apart: the tree shows values of moves, and the root is none.
	rootValue, rootKnown := s.exactAt(s.root)
	var fill func(it *tree.Item, tn engine.TreeNode, depth int)
	fill = func(it *tree.Item, tn engine.TreeNode, depth int) {
		it.More = 0
		for _, c := range tn.Children {
			ci := tree.Item{Key: it.Key + "/" + c.Move, Text: c.Move, Node: c.ID, N: c.N, Mean: c.Mean, StdErr: c.StdErr,
				OnPath: path[c.ID], IsNew: c.ID == newNode}
			if it.Key == "" {
				ci.Key = c.Move
			}
			if pos, ok := step.NodePosition(c.ID); ok {
				ci.Exact, ci.HasExact = s.exactAt(pos)
			}
			if s.treeHasUCB() {
				ci.UCB, ci.HasUCB, ci.Proven = c.UCB, true, c.Proven
			}
			ci.Kids = c.More + len(c.Children)
			if depth < 12 && ci.Kids > 0 && s.tree.Open(&ci) {
				if sub, ok := step.Subtree(c.ID, opt); ok {
					fill(&ci, sub, depth+1)
				}
			} else if c.More > 0 {
				ci.More = c.More
			}
			it.Children = append(it.Children, ci)
		}
		if it.Key == "" {
			markDisagreement(it, "", -rootValue, rootKnown)
		} else {
			markDisagreement(it, "", -it.Exact, it.HasExact)
		}
	}
	fill(root, tn, 0)
	if s.player().ChoosesBy != engine.ByVisits && s.f.iter > 0 {
		// The flat players prefer by mean (or wheel score), not visits: at
		// the root their preference is the move they would play now.
		for i := range root.Children {
			root.Children[i].Disagree = false
		}
		markDisagreement(root, s.f.snap.BestText, -rootValue, rootKnown)
	}
	return root
}

// treeHasUCB reports whether the player selects by UCB (uct), so the
// tree's UCB column means something.
func (s *Model) treeHasUCB() bool { return s.player().SelectsByUCB }

// player describes the studied player, so the screen adapts to what it
// offers (UCB selection, choice by visits) without comparing its name.
func (s *Model) player() engine.PlayerInfo {
	info, _ := engine.Info(s.cfg.Player)
	return info
}

// markDisagreement marks ('!') the child the Monte Carlo search prefers
// when the solver knows a better move beside it and the search's means
// tell the two apart (engine.ToldApart: the child's mean above the
// better move's by more than two standard errors of their difference),
// so the mark says the numbers are fooled, not that one visit went
// first: the child with 1 visit was marked against a better sibling
// with none. The better move is a sibling with a higher exact value;
// where none has one but the node's own value (best, for the side
// choosing, when known) is above the child's, the better move is among
// the siblings without a value yet, and the child's mean must be told
// apart from each of theirs. The preferred child is the one named
// prefer, or if prefer is "" the most visited (strictly: a tie is no
// preference; the children come sorted by N).
func markDisagreement(it *tree.Item, prefer string, best int8, known bool) {
	if len(it.Children) < 2 {
		return
	}
	pick := -1
	for i, c := range it.Children {
		if c.Text == prefer {
			pick = i
		}
	}
	if prefer == "" && it.Children[0].N > it.Children[1].N {
		pick = 0
	}
	if pick < 0 || !it.Children[pick].HasExact {
		return
	}
	p := it.Children[pick]
	apart := func(c tree.Item) bool { return engine.ToldApart(p.Mean, p.StdErr, p.N, c.Mean, c.StdErr, c.N) }
	better, fooled := false, false
	for _, c := range it.Children {
		if c.HasExact && c.Exact > p.Exact {
			better = true
			fooled = fooled || apart(c)
		}
	}
	if better || !known || best <= p.Exact {
		it.Children[pick].Disagree = fooled
		return
	}
	// Only the node's value says a better move exists: it is one of
	// the siblings without a value.
	open := 0
	fooled = true
	for i, c := range it.Children {
		if i != pick && !c.HasExact {
			open++
			fooled = fooled && apart(c)
		}
	}
	it.Children[pick].Disagree = open > 0 && fooled
}

// maxTries is how many times a position a bounded solver has not
// proven is tried again, each time with twice the time (2 ms to 256 ms):
// values fill in while the study is paused, and a position out of the
// solver's reach stops costing CPU.
const maxTries = 8

// exactAt is the exact value of pos for the side that moved into it from
// the study's cache, or from a solver quick enough for any frame
// (tic-tac-toe's, nim's). A bounded solver's (Connect Four's) missing
// value is wanted: the prove job looks for it, off the UI goroutine.
func (s *Model) exactAt(pos variants.Position) (int8, bool) {
	v, ok := s.exact.Value(pos, engine.ExactBudget{})
	if _, bounded := pos.(variants.BoundedSolver); !ok && bounded && s.tries[pos.Encode()] < maxTries {
		s.wants = append(s.wants, pos.Clone())
	}
	return v, ok
}

// provedMsg is a prove job's end: the positions it tried, by their
// text.
type provedMsg struct {
	gen   uint64
	tried []string
}

// prove starts a job (enginerun.Go: counted, cancellable) that proves
// the values the frame lacked, each with 2 ms doubled at every try, and
// at most a frame's worth (50 ms) a job; its end draws the frame again
// and the next job tries what that frame still lacks. None while one
// runs.
func (s *Model) prove() tea.Cmd {
	if s.proving != nil || len(s.wants) == 0 {
		return nil
	}
	// A root move's position is also the tree's child: each once. The
	// job takes the wants: the next are the next frame's (capture), so
	// while a work job holds the stepper (no frame read) a proof's end
	// does not start the same proofs again, and again.
	var wants []variants.Position
	var keys []string
	for _, p := range s.wants {
		if k := p.Encode(); !slices.Contains(keys, k) && s.tries[k] < maxTries {
			wants, keys = append(wants, p), append(keys, k)
		}
	}
	s.wants = nil
	if len(wants) == 0 {
		return nil
	}
	tries, exact := make([]int, len(keys)), s.exact
	for i, k := range keys {
		tries[i] = s.tries[k]
	}
	run, cmd := enginerun.Go(s.env, func(ctx context.Context, gen uint64) tea.Msg {
		msg, began := provedMsg{gen: gen}, time.Now()
		for i, p := range wants {
			if ctx.Err() != nil || time.Since(began) > studyFrame {
				break
			}
			exact.Value(p, engine.ExactBudget{Time: 2 * time.Millisecond << tries[i]})
			msg.tried = append(msg.tried, keys[i])
		}
		return msg
	})
	s.proving = &run
	return cmd
}

// onProved takes a prove job's end (a stale one is dropped): the values
// it found are in the cache for the next frame.
func (s *Model) onProved(msg provedMsg) {
	if !s.proving.Accepts(msg.gen) {
		return
	}
	s.proving = nil
	for _, k := range msg.tried {
		s.tries[k]++
	}
}
